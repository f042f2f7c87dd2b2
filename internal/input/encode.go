package input

import (
	"sort"
	"strconv"
	"strings"
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
		return appendString(dst, v.text, sorted)
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
		// Sorted, the members are written in the order of their indices, sorted on the stack:
		// a Member holds pointers, and moving one costs a write barrier per word while the
		// collector runs, which made sorting the members most of an idempotency fingerprint's
		// cost. (The writing stays in this function: a helper writing dst would make the
		// recursion mutual, and dst escape.)
		var buf [32]int32
		var order []int32
		if sorted && len(members) > 1 {
			if order = canonicalOrder(buf[:], members); order == nil {
				members = append([]Member(nil), members...)
				sort.Slice(members, func(i, j int) bool { return members[i].Key < members[j].Key })
			}
		}
		dst = append(dst, '{')
		for i := range members {
			if i > 0 {
				dst = append(dst, ',')
			}
			m := &members[i]
			if order != nil {
				m = &members[order[i]]
			}
			dst = appendString(dst, m.Key, sorted)
			dst = append(dst, ':')
			dst = appendJSON(dst, m.Value, sorted)
		}
		return append(dst, '}')
	}
	return dst
}

// canonicalOrder fills idx with the indices of members in name order and returns that much of
// it, or nil when they do not fit in idx or a name is repeated. Names are distinct in every
// parsed object, so the order is the only one, the one the sort.Slice of the members (which
// appendJSON used before) gave, and every fingerprint stored before keeps its bytes. An object of
// more members than idx holds (rare in a request) and one built with a repeated name (NewObject
// checks none) are sorted by that sort still, whose order among equal names is its own.
func canonicalOrder(idx []int32, members []Member) []int32 {
	if len(members) > len(idx) {
		return nil
	}
	// Indexed, not appended: an append here links the runtime's growing of a slice on the stack
	// into the WASM build (docs/wasm.md).
	idx = idx[:len(members)]
	// Insertion sort, a few dozen members at most. A name equal to the one inserted is the
	// first name not above it that insertion meets, so this one comparison finds every repeat.
	for i := range idx {
		j := i
		for ; j > 0; j-- {
			c := strings.Compare(members[i].Key, members[idx[j-1]].Key)
			if c == 0 {
				return nil
			}
			if c > 0 {
				break
			}
			idx[j] = idx[j-1]
		}
		idx[j] = int32(i)
	}
	return idx
}

const hexDigits = "0123456789abcdef"

// htmlSafe marks the ASCII bytes a string is written with as they are; one table look-up a
// byte keeps long reports cheap to write.
var htmlSafe = func() (t [256]bool) {
	for c := 0x20; c < 0x7F; c++ {
		t[c] = c != '"' && c != '\\' && c != '<' && c != '>' && c != '&'
	}
	return t
}()

// AppendString appends s as a JSON string, escaping what JSON requires plus <, >, & and the
// line separators U+2028 and U+2029 (as encoding/json does), so the output is safe in HTML and
// JavaScript, and DEL, the C1 controls U+0080 to U+009F and the bidirectional controls (see
// BidiControl), so that a terminal showing the output is given no control to obey: a request's
// member name holding U+009B (a terminal's CSI) or U+202E comes back as \u009b or \u202e, the
// same string to any JSON reader. Invalid UTF-8 becomes U+FFFD.
func AppendString(dst []byte, s string) []byte { return appendString(dst, s, false) }

// appendString is AppendString; canonical writes DEL, C1 and bidirectional controls as they
// are, as canonical JSON always has: the idempotency fingerprints callers have stored are
// hashes of those bytes.
func appendString(dst []byte, s string, canonical bool) []byte {
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
			if c == 0x7F && canonical {
				i++
				continue
			}
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
		case size > 1 && r >= 0xA0 && (r < 0x061C || r > 0x2069):
			// The letters of most scripts: nothing here needs an escape.
		case size == 1:
			dst = append(dst, s[start:i]...)
			dst = append(dst, `\ufffd`...)
			start = i + size
		case r == '\u2028' || r == '\u2029' || !canonical && commands(r):
			dst = append(dst, s[start:i]...)
			dst = append(dst, '\\', 'u', hexDigits[r>>12], hexDigits[r>>8&0xF], hexDigits[r>>4&0xF], hexDigits[r&0xF])
			start = i + size
		}
		i = skipHTMLSafe8(s, i+size)
	}
	dst = append(dst, s[start:]...)
	return append(dst, '"')
}

// commands reports whether a terminal or a text renderer obeys the rune r (U+0080 or above)
// rather than showing it: a C1 control (U+0080 to U+009F: U+009B starts a control sequence
// as ESC [ does, U+009D an operating system command) or a bidirectional control.
func commands(r rune) bool { return r < 0xA0 || BidiControl(r) }

// BidiControl reports whether r is a bidirectional formatting control: the embeddings, overrides
// and isolates of Unicode's bidirectional algorithm (U+202A to U+202E, U+2066 to U+2069), and
// the implicit marks LRM, RLM and ALM (U+200E, U+200F, U+061C). Package bidi finds them in
// requests; the writers here escape them.
func BidiControl(r rune) bool {
	switch {
	case r == 0x061C, r == 0x200E, r == 0x200F:
		return true
	case r >= 0x202A && r <= 0x202E:
		return true
	case r >= 0x2066 && r <= 0x2069:
		return true
	}
	return false
}

// skipHTMLSafe8 skips whole words of eight bytes of s[i:] that AppendString copies as they are
// (see htmlSafe): no byte is below 0x20 or from 0x7F up, a quote, a backslash, <, > or &. Each
// test below is exact for "some byte of the word is ...", so a word passes only when all eight
// bytes are safe.
func skipHTMLSafe8(s string, i int) int {
	for ; i+8 <= len(s); i += 8 {
		x := swar.Word8(s[i : i+8])
		q, bs := x^(ones*'"'), x^(ones*'\\')
		lt, gt, amp := x^(ones*'<'), x^(ones*'>'), x^(ones*'&')
		zero := (q-ones)&^q | (bs-ones)&^bs | (lt-ones)&^lt | (gt-ones)&^gt | (amp-ones)&^amp
		// x+ones sets a byte's high bit for 0x7F (DEL) as x does for 0x80 and up; it carries
		// into the next byte only from 0xFF, which x has already found.
		if (zero|(x-ones*0x20)&^x|x|(x+ones))&highs != 0 {
			break
		}
	}
	return i
}

// Visible returns s as a terminal should show it: every character a terminal obeys rather than
// shows is written as an escape, so that text from a request or a file cannot clear the screen,
// set the window title or the clipboard (ESC ] ... BEL), print a link that goes elsewhere, or
// reorder what follows. Escaped are the C0 controls, line breaks and tabs included (a table row
// stays one row): \n, \r, \t, \x1b; DEL: \x7f; the C1 controls: \u009b; the bidirectional
// controls (see BidiControl): \u202e; and each byte of invalid UTF-8: \xff. Text without them is
// returned as it is, without allocating.
func Visible(s string) string {
	for i := 0; i < len(s); {
		c := s[i]
		if c >= 0x20 && c < 0x7F {
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if c < utf8.RuneSelf || r == utf8.RuneError && size == 1 || commands(r) {
			return string(AppendVisible(make([]byte, 0, len(s)+8), s))
		}
		i += size
	}
	return s
}

// AppendVisible appends Visible(s).
func AppendVisible(dst []byte, s string) []byte {
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c >= 0x20 && c < 0x7F {
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case c == '\n':
			dst = append(dst, s[start:i]...)
			dst = append(dst, '\\', 'n')
		case c == '\r':
			dst = append(dst, s[start:i]...)
			dst = append(dst, '\\', 'r')
		case c == '\t':
			dst = append(dst, s[start:i]...)
			dst = append(dst, '\\', 't')
		case c < utf8.RuneSelf, r == utf8.RuneError && size == 1:
			dst = append(dst, s[start:i]...)
			dst = append(dst, '\\', 'x', hexDigits[c>>4], hexDigits[c&0xF])
		case commands(r):
			dst = append(dst, s[start:i]...)
			dst = append(dst, '\\', 'u', hexDigits[r>>12], hexDigits[r>>8&0xF], hexDigits[r>>4&0xF], hexDigits[r&0xF])
		default:
			i += size
			continue
		}
		i += size
		start = i
	}
	return append(dst, s[start:]...)
}
