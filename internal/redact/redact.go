// Package redact removes secrets from text that preflight hands to an operator or a log: API
// keys, tokens, signing secrets, passwords, credentials and full card numbers. The specification
// asks that a report for a persisting LATER error carry the full response but never API keys,
// tokens or card numbers; this package is how every output of preflight keeps that promise.
//
// Secrets are recognised by property, not by example. In JSON (package redactjson, apart so that
// this package reads no JSON and sits below the JSON reader), the value of any member whose
// name says it is a secret (authorization, api_key, token, secret, password, cookie, cvv, ...)
// is replaced whole, and so is the value of a name/value pair that names one
// ({"name":"x-api-key","value":"..."}). In any text (JSON strings, member names, paths, error
// pages), Text masks:
//
//   - every Luhn-valid window of 13 to 19 digits in a run of digits and separators (cards.go);
//   - the whole value of an Authorization, Proxy-Authorization, Cookie or Set-Cookie header,
//     whatever its scheme, and of any value that starts with an authentication scheme;
//   - the token after "Bearer" and any white space;
//   - the user information of a URL (scheme://user:pass@host);
//   - the value after a secret's name and ":" or "=", the name percent-decoded (api%5Fkey=),
//     and a query string's key= parameter;
//   - the value of a name/value pair naming a secret, written as JSON inside text.
//
// Every pass is a single scan (the card pass keeps a ring of the last prefix sums of a run), so Text
// costs time and memory linear in its input.
package redact

import (
	"strings"
	"unicode/utf8"
	"unsafe"
)

// Mask replaces a secret value.
const Mask = "[REDACTED]"

// secretWords are the normalised words (see fold) that make a name a secret: a JSON member whose
// name contains one, or a name in text that ends with one (x-api-key, access_token,
// client_secret, Proxy-Authorization, Set-Cookie).
var secretWords = []string{
	"apikey", "accesskey", "privatekey", "secretkey", "secret", "token", "password", "passwd",
	"passphrase", "signature", "authorization", "cookie", "credential", "cardnumber",
}

// secretExact are the normalised names that are secrets only as the whole name: "pan" is
// a secret, "panel" and "company" are not.
var secretExact = []string{"pan", "cvv", "cvc", "cvv2", "pin", "pwd", "auth", "xwksignature"}

// pairNames and pairValues are the member names of a name/value pair (a HAR header, a Postman
// variable, a Kubernetes environment variable, an AWS tag), normalised; wholeValues are the
// names whose value in text is masked to the end of its line (see value).
var (
	pairNames   = []string{"name", "key", "header", "headername", "field", "param", "parameter", "attribute"}
	pairValues  = []string{"value", "val", "values", "content"}
	wholeValues = []string{"authorization", "cookie"}
)

// How word compares a word of a list with a name.
const (
	whole    = iota // the whole name
	suffix          // the end of the name
	anywhere        // anywhere in the name
)

// word reports whether a word of list is n, ends n or is found in n, as how says. One function
// for every list keeps the WASM build from holding a loop for each.
func word(list []string, n []byte, how int) bool {
	for _, w := range list {
		m := n
		if how == suffix && len(m) > len(w) {
			m = m[len(m)-len(w):]
		}
		if string(m) == w || how == anywhere && strings.Contains(string(m), w) {
			return true
		}
	}
	return false
}

// SecretName reports whether a member or header name holds a secret. Names are compared without
// regard to case, "_", "-" or "." and with percent-escapes decoded (so api_key, x-api-key,
// apiKey, API-KEY and api%5Fkey are one name), and any name containing "secret", "token",
// "password", "apikey", "authorization", "cookie", "credential", ... counts: a JSON member's
// value is delimited, so masking the value of a harmless member ("tokenType") costs little.
func SecretName(name string) bool {
	var buf [64]byte
	n := fold(buf[:0], name)
	return word(secretExact, n, whole) || word(secretWords, n, anywhere)
}

// textSecretName is SecretName for a name written in text before ":" or "=": it must end with a
// secret word, since there the name is a word of a sentence ("tokens: 5", "secretary: Jane").
func textSecretName(n []byte) bool {
	return word(secretExact, n, whole) || word(secretWords, n, suffix)
}

// foldedIs reports whether name, normalised (see fold), is a word of list.
func foldedIs(name string, list []string) bool {
	var buf [64]byte
	return word(list, fold(buf[:0], name), whole)
}

// fold appends s lower-cased, with escapes decoded (see char) and "_", "-" and "." dropped, to
// dst.
func fold(dst []byte, s string) []byte {
	for i := 0; i < len(s); {
		r, n := char(s, i)
		i += n
		switch {
		case r == '_' || r == '-' || r == '.':
			continue
		case r >= 'A' && r <= 'Z':
			r += 'a' - 'A'
		}
		dst = utf8.AppendRune(dst, r)
	}
	return dst
}

// PairName and PairValue report whether a member name, normalised (see fold), is the name or the
// value member of a name/value pair ({"name":"x-api-key","value":"..."}): package redactjson
// masks the value member of a pair whose name member names a secret.
func PairName(key string) bool { return foldedIs(key, pairNames) }

// PairValue: see PairName.
func PairValue(key string) bool { return foldedIs(key, pairValues) }

// Text masks card numbers, credentials and tokens in free text (see the package comment). It
// returns s itself when there is nothing to mask, and Text(Text(s)) == Text(s).
func Text(s string) string {
	f := scan(s)
	if f == 0 {
		return s
	}
	if f&hasBrace != 0 && f&hasSep != 0 {
		s = maskPairs(s)
	}
	if f&hasSep != 0 && f&hasAt != 0 {
		s = maskUserinfo(s)
	}
	if f&hasSpace != 0 {
		s = maskBearer(s)
	}
	if f&hasSep != 0 {
		s = maskNamed(s)
	}
	if f&hasDigits != 0 {
		s = maskCards(s)
	}
	return s
}

// The features scan finds, each the precondition of a pass.
const (
	hasDigits = 1 << iota // 13 digits or more: a card number
	hasSpace              // white space, "+", an escape or a multi-byte character: "Bearer" and a space
	hasSep                // ":", "=" or an escape: a named secret, URL, pair
	hasAt                 // "@" or an escape: URL user information
	hasBrace              // "{": a pair written as JSON
)

// byteFeature is each byte's feature, for scan's loop.
var byteFeature = func() (t [256]uint8) {
	for c := 0; c <= ' '; c++ {
		t[c] = hasSpace
	}
	for c := 0x80; c < 0x100; c++ {
		t[c] = hasSpace
	}
	t['+'] = hasSpace
	t[':'], t['='] = hasSep, hasSep
	t['@'] = hasAt
	t['%'] = hasSpace | hasSep | hasAt
	t['\\'] = hasSpace | hasSep | hasAt // an escape: \t, \u003a, \/
	t['{'] = hasBrace
	return t
}()

// scan is Text's fast path, for the short field paths and values that reports are made of: it
// finds which passes could mask anything, in one loop over s.
func scan(s string) uint8 {
	var f uint8
	digits := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c-'0' <= 9 {
			digits++
			continue
		}
		f |= byteFeature[c]
	}
	if digits >= 13 {
		f |= hasDigits
	}
	if f&(hasDigits|hasSpace|hasSep) == 0 {
		return 0 // "@" or "{" alone masks nothing
	}
	return f
}

// char returns the character at s[i] and its length in s, undoing the quoting that carries text
// into a URL, a JSON string or a Go error: a percent-escape (%20, and a UTF-8 sequence of them
// such as %C2%A0), a JSON or Go escape (\t, \/, \u00a0, \x20) and a UTF-8 sequence. An
// invalid sequence is utf8.RuneError, one byte long.
func char(s string, i int) (rune, int) {
	switch c := s[i]; {
	case c >= utf8.RuneSelf:
		return utf8.DecodeRuneInString(s[i:])
	case c == '%':
		var buf [utf8.UTFMax]byte
		n := 0
		for j := i; n < len(buf) && j < len(s) && s[j] == '%'; j += 3 {
			b, ok := hexAt(s, j+1, 2)
			if !ok || n > 0 && b&0xC0 != 0x80 {
				break
			}
			buf[n] = byte(b)
			n++
			if b < utf8.RuneSelf {
				break
			}
		}
		if n > 0 {
			r, size := utf8.DecodeRune(buf[:n])
			return r, 3 * size
		}
	case c == '\\' && i+1 < len(s):
		e := s[i+1]
		for k := 0; k < len(escapes); k += 2 {
			if escapes[k] == e {
				return rune(escapes[k+1]), 2
			}
		}
		if e == 'x' || e == 'u' {
			n := 2 // \xHH
			if e == 'u' {
				n = 4 // \uHHHH
			}
			if r, ok := hexAt(s, i+2, n); ok {
				return r, 2 + n
			}
		}
	}
	return rune(s[i]), 1
}

// escapes are the one-letter escapes char decodes, each followed by what it stands for.
const escapes = "t\tn\nr\rf\fv\vb\b//\\\\\"\"''"

// hexAt decodes the n hexadecimal digits at s[i].
func hexAt(s string, i, n int) (rune, bool) {
	if i+n > len(s) {
		return 0, false
	}
	var r rune
	for _, c := range []byte(s[i : i+n]) {
		switch l := c | 0x20; {
		case c-'0' <= 9:
			r = r<<4 | rune(c-'0')
		case l-'a' <= 'f'-'a':
			r = r<<4 | rune(l-'a'+10)
		default:
			return 0, false
		}
	}
	return r, true
}

// alnumRune reports whether r is an ASCII letter or digit. A letter of another script counts as
// a separator, as a card number's digits are ASCII: it joins a run rather than ending it, which
// masks more, never less (and keeps Unicode's letter tables out of the WASM build).
func alnumRune(r rune) bool { return r < utf8.RuneSelf && isAlnum(byte(r)) }

// masker writes s with some of its spans, in increasing order, replaced by Mask.
type masker struct {
	s    string
	b    []byte // the result so far, from the first mask on
	last int
}

// replace and result are the bodies of mask and String, which redact_js.go declares not inlined
// (for the WASM build's size) and redact_other.go as any other function.
func (m *masker) replace(j, k int) {
	if m.b == nil {
		m.b = make([]byte, 0, len(m.s)+len(Mask))
	} else if j < m.last {
		m.last = max(m.last, k)
		return
	}
	m.b = append(append(m.b, m.s[m.last:j]...), Mask...)
	m.last = k
}

func (m *masker) result() string {
	if m.b == nil {
		return m.s
	}
	b := append(m.b, m.s[m.last:]...)
	// b is not written again: the string can share its bytes, as strings.Builder's does.
	return unsafe.String(unsafe.SliceData(b), len(b))
}

// hasPrefixFold reports whether s starts with the lower-case ASCII word, in any case.
func hasPrefixFold(s, word string) bool {
	if len(s) < len(word) {
		return false
	}
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

func isDigit(c byte) bool { return c-'0' <= 9 }

func isAlnum(c byte) bool { return c-'0' <= 9 || (c|0x20)-'a' <= 'z'-'a' }
