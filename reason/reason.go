// Package reason holds why a finding was made: a stable reason code per check, the basis the
// check stands on, and the sentence a finding carries beside the platform's verbatim message.
//
// The basis decides what a finding may promise. A check whose basis is Spec (the specification
// states it) or Facts (it follows from facts the caller gave) makes errors: the platform refuses
// such a request with exactly that entry. A check whose basis is Reading is preflight's own
// reading where the specification is silent (a corridor list, a word list, a character set, a
// format): it makes a warning that names the entry it predicts, unless the caller asks for strict
// mode.
//
// The codes are append-only: a published code never changes its meaning. codes.go lists them,
// family by family. A code is documented in one place, its row of codes.go's table (its basis and
// what it checks), which Lookup and Table return and docs/reasons.md prints; the constants carry
// no comment of their own, so there is no second text to drift from the row.
package reason

import (
	"strconv"
	"sync"

	"github.com/preflightpay/preflight/internal/redact"
)

// Basis is what a check stands on.
type Basis uint8

// The bases.
const (
	// Spec: the specification states the condition.
	Spec Basis = iota + 1
	// Facts: the condition follows from facts the caller gave.
	Facts
	// Reading: preflight's reading where the specification is silent; a prediction.
	Reading
)

// String returns "spec", "facts" or "reading".
func (b Basis) String() string {
	switch b {
	case Spec:
		return "spec"
	case Facts:
		return "facts"
	case Reading:
		return "reading"
	}
	return ""
}

// Code is a stable reason code: "iban.check-digits", "amount.scale".
type Code string

// Reason is why one finding was made: its code and a sentence saying what was expected and what
// was found.
type Reason struct {
	Code Code
	Text string
}

// New returns a reason.
func New(code Code, text string) Reason { return Reason{Code: code, Text: text} }

// Info documents one code.
type Info struct {
	Code  Code
	Basis Basis
	// Doc says in a sentence what the check is and, for a Reading, what preflight reads where
	// the specification is silent.
	Doc string
}

// byCode indexes table for Lookup. It is built on first use, not when the package loads, so that
// a build that only asks BasisOf (the WASM build, through the report builder) links none of the
// table's documentation: BasisOf reads the generated basis_table.go instead.
var (
	byCodeOnce sync.Once
	byCode     map[Code]int
)

// Table returns every documented code, in table order. The slice is the caller's.
func Table() []Info { return append([]Info(nil), table...) }

// Lookup returns the documentation of code.
func Lookup(code Code) (Info, bool) {
	byCodeOnce.Do(func() {
		byCode = make(map[Code]int, len(table))
		for i, in := range table {
			byCode[in.Code] = i
		}
	})
	i, ok := byCode[code]
	if !ok {
		return Info{}, false
	}
	return table[i], true
}

// BasisOf returns code's basis, or 0 for a code the table does not list. It is table's basis
// column, generated (go test ./reason -run TestBasisTableIsCurrent -update) into
// basis_switch_other.go, a switch, and into basis_table.go, rows that the WASM build searches
// (basis_js.go).
func BasisOf(code Code) Basis { return basisOf(code) }

// searchBasis is BasisOf by a binary search of basis_table.go's rows, sorted by length and then
// by bytes: most steps compare two lengths, not two strings.
func searchBasis(code Code) Basis {
	lo, hi := 0, len(bases)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if c := bases[m].code; len(c) < len(code) || len(c) == len(code) && c < code {
			lo = m + 1
		} else {
			hi = m
		}
	}
	if lo < len(bases) && bases[lo].code == code {
		return bases[lo].basis
	}
	return 0
}

// basisRow is one row of basis_table.go.
type basisRow struct {
	code  Code
	basis Basis
}

// MaxQuote is how many bytes of a request's value a reason quotes; the rest is cut, so a reason
// never carries a whole pasted document.
const MaxQuote = 64

// Quote returns s in double quotes for a reason's text, card numbers and credentials masked as
// package redact masks text. A value longer than MaxQuote bytes is cut on a character boundary,
// after masking, with "…" and its whole length after it: "AAAA…" (100,050 bytes).
func Quote(s string) string { return QuoteWith(s, plain) }

// Bare is Quote without the quotes, for a value a sentence shows as a code (a country JP, a
// method SWIFT): AAAA… (100,050 bytes) when it is longer than MaxQuote bytes.
func Bare(s string) string { return QuoteWith(s, func(s string) string { return s }) }

// QuoteWith is Quote with quote writing what is kept: strconv.Quote for a text about bytes that
// may not be text (the reader's error about a member name). Every quotation of a request's
// value in a reason or an error goes through it, so none is longer than MaxQuote bytes and a
// few more.
func QuoteWith(s string, quote func(string) string) string {
	// Masked whole before it is cut: a cut can take away what made a secret recognisable (the
	// name of a name/value pair after its value, the last digits of a card) and leave the
	// secret itself in the part that is kept.
	masked := redact.Text(s)
	if len(masked) <= MaxQuote {
		return quote(masked)
	}
	cut := MaxQuote
	for cut > 0 && masked[cut]&0xC0 == 0x80 { // never split a UTF-8 sequence
		cut--
	}
	return quote(masked[:cut]+"…") + " (" + thousands(len(s)) + " bytes)"
}

func plain(s string) string { return "\"" + s + "\"" }

// thousands writes n with commas between groups of three digits: 100,050.
func thousands(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// Shown quotes a request value for a reason's text when it cannot be a credential, and otherwise
// says only how long it is. A pasted API key, token or signing secret has no shape that redaction
// can recognise, but it is long and holds a long run of letters and digits; the values whose
// mistakes reasons describe (a page size, a status, a currency, a date, an account id) are not.
// Use it for values of fields where a caller might paste the wrong thing; Quote for values that
// a check has already found to be of a harmless kind.
func Shown(s string) string {
	run, longest := 0, 0
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' {
			run++
			longest = max(longest, run)
			continue
		}
		run = 0
	}
	if s == "" {
		return "none"
	}
	if len(s) <= maxShown && longest < credentialRun {
		return Quote(s)
	}
	return "a value of " + strconv.Itoa(len(s)) + " bytes"
}

const (
	maxShown      = 40 // longer values are not quoted
	credentialRun = 16 // a run of this many letters and digits may be a key or a token
)

// Char quotes one character of a request for a reason's text with its code point, so that a
// person can tell what the screen cannot: 'а' (U+0430) is the Cyrillic letter, not the Latin
// 'a' (U+0061); '\u200b' (U+200B) a space of no width. Only the code point, not the character's
// name: the names table would weigh on the WASM build, and a reason's text is the same in Go,
// the command line and the browser.
func Char(r rune) string {
	return string(AppendChar(nil, r))
}

// AppendChar appends Char(r) to b.
func AppendChar(b []byte, r rune) []byte {
	const hex = "0123456789ABCDEF"
	b = strconv.AppendQuoteRune(b, r)
	b = append(b, " (U+"...)
	digits := 4
	for v := r >> 16; v > 0; v >>= 4 {
		digits++
	}
	for i := digits - 1; i >= 0; i-- {
		b = append(b, hex[(r>>(4*i))&0xF])
	}
	return append(b, ')')
}
