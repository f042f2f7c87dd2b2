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
	"authorization", "apikey", "xapikey", "accesskey", "secret", "token", "password", "passwd",
	"signature", "xwksignature", "privatekey", "clientsecret", "cardnumber", "pan", "cvv", "cvc",
	"cvv2", "pin", "credential", "credentials",
}

// SecretName reports whether a member or header name holds a secret. Names are compared without
// regard to case, "_" or "-" (so api_key, x-api-key, apiKey and API-KEY are one name), and any
// name containing "secret", "token", "password", "apikey", "privatekey", "accesskey" or
// "cardnumber" counts.
func SecretName(name string) bool {
	n := strings.Map(func(r rune) rune {
		switch {
		case r == '_' || r == '-':
			return -1
		case r >= 'A' && r <= 'Z':
			return r + ('a' - 'A')
		}
		return r
	}, name)
	for _, s := range secretNames {
		if n == s {
			return true
		}
	}
	for _, s := range []string{"secret", "token", "password", "apikey", "privatekey", "accesskey", "cardnumber"} {
		if strings.Contains(n, s) {
			return true
		}
	}
	return false
}

// JSON returns data with secrets redacted. Input that is not JSON is redacted as text.
// Redacting twice gives what redacting once gives.
func JSON(data []byte) []byte {
	v, err := parseJSON(data)
	if err != nil {
		text := Text(string(data))
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
			// A member name is the sender's text too: a card number or a bearer token used as
			// one is masked like a value.
			key := Text(m.Key)
			if SecretName(m.Key) && !m.Value.Missing() {
				members[i] = input.Member{Key: key, Value: input.NewString(Mask)}
				continue
			}
			members[i] = input.Member{Key: key, Value: Value(m.Value)}
		}
		return input.NewObject(members...)
	}
	return v
}

// Text masks card numbers, bearer tokens and the values of secrets written "name: value" or
// "name=value" (a header or a query string quoted in an error page) in free text.
func Text(s string) string {
	if !mayHoldSecret(s) {
		return s
	}
	s = maskBearer(s)
	s = maskNamed(s)
	return maskCards(s)
}

// mayHoldSecret is Text's fast path, for the short field paths and values that reports are
// made of: a card number needs 13 digits, a bearer token a space after "bearer", a named secret
// a ":" or "=".
func mayHoldSecret(s string) bool {
	digits := 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c >= '0' && c <= '9':
			digits++
		case c == ' ' || c == ':' || c == '=':
			return true
		}
	}
	return digits >= 13
}

// textNames are the words that, followed by ":" or "=", introduce a secret in free text. They
// match inside longer names too: x-api-key, access_token, client_secret, x-wk-signature.
var textNames = []string{"api_key", "apikey", "api-key", "access_key", "accesskey", "privatekey", "secret", "token", "password", "passwd", "signature", "private_key", "authorization"}

// maskNamed masks the value after each secret's name and separator. A value that is itself a
// bearer token is left to maskBearer.
func maskNamed(s string) string {
	m := masker{s: s}
	for i := 0; i < len(s); i++ {
		c := s[i] | 0x20
		if c != 'a' && c != 's' && c != 't' && c != 'p' {
			continue
		}
		n := 0
		for _, name := range textNames {
			if len(s)-i >= len(name) && hasPrefixFold(s[i:], name) {
				n = len(name)
				break
			}
		}
		if n == 0 {
			continue
		}
		j := i + n
		if j < len(s) && (s[j] == '"' || s[j] == '\'') {
			j++
		}
		j = skipBlanks(s, j)
		if j >= len(s) || (s[j] != ':' && s[j] != '=') {
			continue
		}
		j = skipBlanks(s, j+1)
		if j < len(s) && (s[j] == '"' || s[j] == '\'') {
			j++
		}
		if len(s)-j >= len("bearer ") && hasPrefixFold(s[j:], "bearer ") {
			continue
		}
		k := j
		for k < len(s) && !strings.ContainsRune(" \t\r\n\"',;&<}", rune(s[k])) {
			k++
		}
		if k == j {
			continue
		}
		m.mask(j, k)
		i = k - 1
	}
	return m.String()
}

// masker writes s with some of its spans, in increasing order, replaced by Mask.
type masker struct {
	s     string
	b     strings.Builder
	last  int
	found bool
}

// mask replaces s[j:k].
func (m *masker) mask(j, k int) {
	if !m.found {
		m.found = true
		m.b.Grow(len(m.s))
	}
	m.b.WriteString(m.s[m.last:j])
	m.b.WriteString(Mask)
	m.last = k
}

// String returns the result: s itself when nothing was masked.
func (m *masker) String() string {
	if !m.found {
		return m.s
	}
	m.b.WriteString(m.s[m.last:])
	return m.b.String()
}

func skipBlanks(s string, i int) int {
	for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	return i
}

func maskBearer(s string) string {
	// The search folds ASCII case byte by byte: strings.ToLower would change the length of
	// invalid UTF-8 and of some letters, and indexes found in its result then cut s in the wrong
	// places (a panic, or part of the token left in clear).
	const word = "bearer "
	m := masker{s: s}
	i := 0
	for i+len(word) <= len(s) {
		if !hasPrefixFold(s[i:], word) {
			i++
			continue
		}
		j := i + len(word)
		k := j
		for k < len(s) && s[k] != ' ' && s[k] != '"' && s[k] != '\'' && s[k] != ',' && s[k] != '\n' {
			k++
		}
		if k > j {
			m.mask(j, k)
		}
		i = k
	}
	return m.String()
}

// hasPrefixFold reports whether s starts with the lower-case ASCII word, in any case.
func hasPrefixFold(s, word string) bool {
	for i := 0; i < len(word); i++ {
		c := s[i]
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != word[i] {
			return false
		}
	}
	return true
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
