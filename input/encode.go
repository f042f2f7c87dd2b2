package input

import (
	"sort"
	"strconv"
	"unicode/utf8"

	"github.com/preflightpay/preflight/internal/swar"
)

// AppendJSON appends v as compact JSON. Members keep their input order; numbers keep their
// literal text.
func AppendJSON(dst []byte, v Value) []byte { return appendJSON(dst, v, false) }

// AppendCanonical appends v as canonical JSON: compact, members sorted by name (byte order),
// numbers as written. Two requests that differ only in member order or white space give the
// same bytes, which is what an idempotency fingerprint needs.
func AppendCanonical(dst []byte, v Value) []byte { return appendJSON(dst, v, true) }

func appendJSON(dst []byte, v Value, sorted bool) []byte {
	switch v.kind {
	case Null, Invalid:
		return append(dst, "null"...)
	case Bool:
		return strconv.AppendBool(dst, v.Bool())
	case Number:
		return append(dst, v.text...)
	case String:
		return AppendString(dst, v.text)
	case Array:
		dst = append(dst, '[')
		for i, e := range v.Elems() {
			if i > 0 {
				dst = append(dst, ',')
			}
			dst = appendJSON(dst, e, sorted)
		}
		return append(dst, ']')
	case Object:
		members := v.Members()
		if sorted && len(members) > 1 {
			members = append([]Member(nil), members...)
			sort.Slice(members, func(i, j int) bool { return members[i].Key < members[j].Key })
		}
		dst = append(dst, '{')
		for i, m := range members {
			if i > 0 {
				dst = append(dst, ',')
			}
			dst = AppendString(dst, m.Key)
			dst = append(dst, ':')
			dst = appendJSON(dst, m.Value, sorted)
		}
		return append(dst, '}')
	}
	return dst
}

const hexDigits = "0123456789abcdef"

// htmlSafe marks the ASCII bytes a string is written with as they are; one table look-up a
// byte keeps long reports cheap to write.
var htmlSafe = func() (t [256]bool) {
	for c := 0x20; c < utf8.RuneSelf; c++ {
		t[c] = c != '"' && c != '\\' && c != '<' && c != '>' && c != '&'
	}
	return t
}()

// AppendString appends s as a JSON string, escaping what JSON requires plus <, >, & and the
// line separators U+2028 and U+2029 (as encoding/json does), so the output is safe in HTML and
// JavaScript. Invalid UTF-8 becomes U+FFFD.
func AppendString(dst []byte, s string) []byte {
	dst = append(dst, '"')
	start := 0
	// Most of a report is plain ASCII: eight bytes are passed at a time, the rest by table. The
	// words are skipped at the start and after each escape, not after each safe byte: a short
	// string (a member name) is then one table loop with no call in it.
	for i := skipHTMLSafe8(s, 0); i < len(s); {
		c := s[i]
		if htmlSafe[c] {
			i++
			continue
		}
		if c < utf8.RuneSelf {
			dst = append(dst, s[start:i]...)
			switch c {
			case '"', '\\':
				dst = append(dst, '\\', c)
			case '\n':
				dst = append(dst, '\\', 'n')
			case '\r':
				dst = append(dst, '\\', 'r')
			case '\t':
				dst = append(dst, '\\', 't')
			default:
				dst = append(dst, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xF])
			}
			i++
			start = i
			i = skipHTMLSafe8(s, i)
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			dst = append(dst, s[start:i]...)
			dst = append(dst, `\ufffd`...)
			start = i + size
		case r == '\u2028' || r == '\u2029':
			dst = append(dst, s[start:i]...)
			dst = append(dst, '\\', 'u', '2', '0', '2', hexDigits[r&0xF])
			start = i + size
		}
		i = skipHTMLSafe8(s, i+size)
	}
	dst = append(dst, s[start:]...)
	return append(dst, '"')
}

// skipHTMLSafe8 skips whole words of eight bytes of s[i:] that AppendString copies as they are
// (see htmlSafe): no byte is below 0x20 or above 0x7F, a quote, a backslash, <, > or &. Each
// test below is exact for "some byte of the word is ...", so a word passes only when all eight
// bytes are safe.
func skipHTMLSafe8(s string, i int) int {
	for ; i+8 <= len(s); i += 8 {
		x := swar.Word8(s[i : i+8])
		q, bs := x^(ones*'"'), x^(ones*'\\')
		lt, gt, amp := x^(ones*'<'), x^(ones*'>'), x^(ones*'&')
		zero := (q-ones)&^q | (bs-ones)&^bs | (lt-ones)&^lt | (gt-ones)&^gt | (amp-ones)&^amp
		if (zero|(x-ones*0x20)&^x|x)&highs != 0 {
			break
		}
	}
	return i
}
