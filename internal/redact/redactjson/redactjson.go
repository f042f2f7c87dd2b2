// Package redactjson redacts JSON: the value of a member whose name says it is a secret, and of a
// name/value pair that names one, is replaced whole, and every string and member name is masked
// as package redact masks text. It is apart from redact so that redact, which reads no JSON,
// can be used below the JSON reader (package reason quotes a value masked before it cuts it).
package redactjson

import (
	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/redact"
)

// JSON returns data with secrets redacted. Input that is not JSON is redacted as text.
// Redacting twice gives what redacting once gives.
func JSON(data []byte) []byte {
	v, err := parseJSON(data)
	if err != nil {
		text := redact.Text(string(data))
		// Masking a secret can remove what made the body unreadable (invalid UTF-8 inside a
		// bearer token, say): then the masked text is JSON, and it is written as the JSON path
		// writes it, so that a second pass, which would read it as JSON, changes nothing.
		if v, err = parseJSON([]byte(text)); err != nil {
			return []byte(text)
		}
	}
	return input.AppendJSON(nil, Value(v))
}

func parseJSON(data []byte) (input.Value, error) {
	return input.Parse(data, input.Limits{MaxBytes: 16 << 20, MaxDepth: 256})
}

// Value returns v with secrets redacted.
func Value(v input.Value) input.Value {
	switch v.Kind() {
	case input.String, input.Number:
		if t := redact.Text(v.Text()); t != v.Text() || v.Kind() == input.String {
			return input.NewString(t)
		}
	case input.Array:
		in := v.Elems()
		elems := make([]input.Value, len(in))
		// A header given as a [name, value] pair (the entries of a Fetch Headers object).
		pair := len(in) == 2 && in[0].Kind() == input.String && redact.SecretName(in[0].Str())
		for i, e := range in {
			elems[i] = masked(e, pair && i == 1)
		}
		return input.NewArray(elems...)
	case input.Object:
		in := v.Members()
		namesSecret := false
		for _, m := range in {
			namesSecret = namesSecret || m.Value.Kind() == input.String && redact.PairName(m.Key) && redact.SecretName(m.Value.Str())
		}
		members := make([]input.Member, len(in))
		for i, m := range in {
			// A member name is the sender's text too: a card number or a bearer token used as
			// one is masked like a value.
			members[i] = input.Member{Key: redact.Text(m.Key), Value: masked(m.Value, redact.SecretName(m.Key) || namesSecret && redact.PairValue(m.Key))}
		}
		return input.NewObject(members...)
	}
	return v
}

// masked is Value(v), or redact.Mask in its place when v holds a secret and is given.
func masked(v input.Value, secret bool) input.Value {
	if secret && !v.Missing() {
		return input.NewString(redact.Mask)
	}
	return Value(v)
}
