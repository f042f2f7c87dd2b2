// Package redact removes secrets from text that preflight hands to an operator or a log: API
// keys, tokens, signing secrets, passwords and full card numbers. The specification asks that a
// report for a persisting LATER error carry the full response but never API keys, tokens or card
// numbers; this package is how every output of preflight keeps that promise.
//
// Two kinds of evidence are used. In JSON, the value of any member whose name says it is a
// secret (authorization, api_key, token, secret, password, signature, card_number, cvv, ...)
// is replaced whole. Anywhere, in JSON strings and in plain text, a run of 13 to 19 digits
// (spaces or dashes allowed between them) that passes the Luhn check is masked down to its last
// four digits, and "Bearer <token>" loses its token.
package redact

import (
	"strings"

	"github.com/preflightpay/preflight/input"
)

// Mask replaces a secret value.
const Mask = "[REDACTED]"

var secretNames = []string{
	"authorization", "api_key", "apikey", "api-key", "x-api-key", "access_key", "secret",
	"token", "password", "passwd", "signature", "x-wk-signature", "private_key", "client_secret",
	"card_number", "cardnumber", "pan", "cvv", "cvc", "cvv2", "pin",
}

// SecretName reports whether a member or header name holds a secret. Names are compared without
// regard to case, and any name containing "secret", "token", "password" or "api_key" counts.
func SecretName(name string) bool {
	n := strings.ToLower(name)
	for _, s := range secretNames {
		if n == s {
			return true
		}
	}
	for _, s := range []string{"secret", "token", "password", "api_key", "apikey", "card_number"} {
		if strings.Contains(n, s) {
			return true
		}
	}
	return false
}

// JSON returns data with secrets redacted. Input that is not JSON is redacted as text.
func JSON(data []byte) []byte {
	v, err := input.Parse(data, input.Limits{MaxBytes: 16 << 20, MaxDepth: 256})
	if err != nil {
		return []byte(Text(string(data)))
	}
	return input.AppendJSON(nil, Value(v))
}

// Value returns v with secrets redacted.
func Value(v input.Value) input.Value {
	switch v.Kind() {
	case input.String:
		return input.NewString(Text(v.Str()))
	case input.Number:
		if t := Text(v.Text()); t != v.Text() {
			return input.NewString(t)
		}
		return v
	case input.Array:
		elems := make([]input.Value, len(v.Elems()))
		for i, e := range v.Elems() {
			elems[i] = Value(e)
		}
		return input.NewArray(elems...)
	case input.Object:
		members := make([]input.Member, len(v.Members()))
		for i, m := range v.Members() {
			if SecretName(m.Key) && !m.Value.Missing() {
				members[i] = input.Member{Key: m.Key, Value: input.NewString(Mask)}
				continue
			}
			members[i] = input.Member{Key: m.Key, Value: Value(m.Value)}
		}
		return input.NewObject(members...)
	}
	return v
}

// Text masks card numbers and bearer tokens in free text.
func Text(s string) string {
	s = maskBearer(s)
	return maskCards(s)
}

func maskBearer(s string) string {
	j := indexFoldASCII(s, "bearer ")
	if j < 0 {
		return s
	}
	var b strings.Builder
	i := 0
	for j >= 0 {
		j += i + len("bearer ")
		b.WriteString(s[i:j])
		k := j
		for k < len(s) && s[k] != ' ' && s[k] != '"' && s[k] != '\'' && s[k] != ',' && s[k] != '\n' {
			k++
		}
		if k > j {
			b.WriteString(Mask)
		}
		i = k
		j = indexFoldASCII(s[i:], "bearer ")
	}
	b.WriteString(s[i:])
	return b.String()
}

// indexFoldASCII finds word (lower-case ASCII) in s without regard to ASCII case. It works on
// bytes, so offsets stay valid whatever non-ASCII text surrounds the match (strings.ToLower can
// change a string's length).
func indexFoldASCII(s, word string) int {
	for i := 0; i+len(word) <= len(s); i++ {
		match := true
		for k := 0; k < len(word); k++ {
			c := s[i+k]
			if c >= 'A' && c <= 'Z' {
				c += 'a' - 'A'
			}
			if c != word[k] {
				match = false
				break
			}
		}
		if match {
			return i
		}
	}
	return -1
}

// maskCards finds runs of digits, optionally separated by single spaces or dashes, of 13 to 19
// digits that pass the Luhn check, and masks all but the last four digits.
func maskCards(s string) string {
	var out []byte
	i := 0
	last := 0
	for i < len(s) {
		if s[i] < '0' || s[i] > '9' || (i > 0 && isDigit(s[i-1])) {
			i++
			continue
		}
		// collect a run
		j := i
		var digits []int
		end := i
		for j < len(s) {
			if isDigit(s[j]) {
				digits = append(digits, j)
				j++
				end = j
				continue
			}
			if (s[j] == ' ' || s[j] == '-') && j+1 < len(s) && isDigit(s[j+1]) && len(digits) > 0 {
				j++
				continue
			}
			break
		}
		if n := len(digits); n >= 13 && n <= 19 && luhn(s, digits) {
			if out == nil {
				out = make([]byte, 0, len(s))
			}
			out = append(out, s[last:i]...)
			for k := i; k < end; k++ {
				if isDigit(s[k]) && k < digits[n-4] {
					out = append(out, '*')
				} else {
					out = append(out, s[k])
				}
			}
			last = end
		}
		i = end // end > i: the run starts with a digit
	}
	if out == nil {
		return s
	}
	return string(append(out, s[last:]...))
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func luhn(s string, positions []int) bool {
	sum := 0
	double := false
	for k := len(positions) - 1; k >= 0; k-- {
		d := int(s[positions[k]] - '0')
		if double {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
		double = !double
	}
	return sum%10 == 0
}
