package bankid

import (
	"errors"
	"strconv"
	"unicode/utf8"

	"github.com/preflightpay/preflight/reason"
)

// The error categories. Every error returned by this package is an *Error
// whose Unwrap returns exactly one of these, so callers branch with
// errors.Is and read the detail with errors.As.
var (
	// ErrEmpty: the input is empty (for an IBAN: nothing left once the
	// spaces are removed).
	ErrEmpty = errors.New("empty")
	// ErrFormat: a character that is not allowed at its position (see
	// Error.Pos and Error.Char), or a misplaced separator. The value is
	// malformed.
	ErrFormat = errors.New("malformed")
	// ErrLength: every character is allowed but there are too many or too
	// few of them.
	ErrLength = errors.New("wrong length")
	// ErrCheckDigits: IBAN check digits outside 02..98. Such an IBAN can
	// pass mod-97 ("01" and "98" are congruent) but ISO 13616 never
	// issues it.
	ErrCheckDigits = errors.New("check digits out of range")
	// ErrChecksum: well formed, but the check digit or checksum does not
	// match (IBAN mod-97, ABA 3-7-1, CLABE 3-7-1).
	ErrChecksum = errors.New("checksum mismatch")
	// ErrUnknownCountry: the country code is well formed (two upper-case
	// letters) but not known: not an ISO 3166-1 alpha-2 code (BIC), or not
	// a prefix of the SWIFT IBAN registry (IBAN). Malformed and unknown are
	// different: "D1" is ErrFormat, "ZZ" is ErrUnknownCountry.
	ErrUnknownCountry = errors.New("unknown country")
)

// Scheme names the kind of identifier an Error is about.
type Scheme uint8

// The schemes, one per check.
const (
	SchemeIBAN Scheme = iota + 1
	SchemeBIC
	SchemeABA
	SchemeSortCode
	SchemeBSB
	SchemeIFSC
	SchemeCNAPS
	SchemeCAInstitution
	SchemeCATransit
	SchemeCAEFT
	SchemeCLABE
	SchemeE164
	SchemeSWIFTText
	SchemeAccountNumber
)

var schemeNames = [...]string{
	SchemeIBAN:          "IBAN",
	SchemeBIC:           "BIC",
	SchemeABA:           "ABA routing number",
	SchemeSortCode:      "sort code",
	SchemeBSB:           "BSB",
	SchemeIFSC:          "IFSC",
	SchemeCNAPS:         "CNAPS code",
	SchemeCAInstitution: "Canadian institution number",
	SchemeCATransit:     "Canadian transit number",
	SchemeCAEFT:         "Canadian EFT routing number",
	SchemeCLABE:         "CLABE",
	SchemeE164:          "E.164 number",
	SchemeSWIFTText:     "SWIFT text",
	SchemeAccountNumber: "account number",
}

// String returns the scheme's name as used in error messages.
func (s Scheme) String() string {
	if int(s) < len(schemeNames) && schemeNames[s] != "" {
		return schemeNames[s]
	}
	return "Scheme(" + strconv.Itoa(int(s)) + ")"
}

// Error is the detail of a failed check.
type Error struct {
	Scheme Scheme // which identifier was checked
	Kind   error  // the category: one of the Err* sentinels
	Input  string // the value as given to the check
	// Pos is the 0-based offset in Input of the first offending character
	// for ErrFormat (and of the country code for ErrUnknownCountry), or -1.
	// Every accepted character is ASCII, so the offset counts bytes and
	// characters alike up to the offending one.
	Pos int
	// Char is the offending character when Pos >= 0 (utf8.RuneError for
	// a byte that is not UTF-8).
	Char rune
	// Reason says in words what is wrong, e.g. "length 21, want 22 for DE".
	Reason string
}

// Error returns "<scheme> <input quoted>: <kind>: <reason> (character 'x' (U+0078) at position N)".
// Positions in the message count from 1.
func (e *Error) Error() string {
	b := make([]byte, 0, 64+min(len(e.Input), reason.MaxQuote+24)+len(e.Reason))
	b = append(b, e.Scheme.String()...)
	b = append(b, ' ')
	b = append(b, quoted(e.Input)...)
	b = append(b, ": "...)
	if e.Kind != nil {
		b = append(b, e.Kind.Error()...)
	}
	if e.Reason != "" {
		b = append(b, ": "...)
		b = append(b, e.Reason...)
	}
	if e.Pos >= 0 && e.Kind == ErrFormat {
		b = append(b, " (character "...)
		b = reason.AppendChar(b, e.Char)
		b = append(b, " at position "...)
		b = strconv.AppendInt(b, int64(e.Pos+1), 10)
		b = append(b, ')')
	}
	return string(b)
}

// Unwrap returns the category sentinel.
func (e *Error) Unwrap() error { return e.Kind }

func newError(s Scheme, kind error, input, reason string) *Error {
	return &Error{Scheme: s, Kind: kind, Input: input, Pos: -1, Reason: reason}
}

// charError reports the character of input at byte offset pos.
func charError(s Scheme, input string, pos int, reason string) *Error {
	r, _ := utf8.DecodeRuneInString(input[pos:])
	return &Error{Scheme: s, Kind: ErrFormat, Input: input, Pos: pos, Char: r, Reason: reason}
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// Digits reports whether s is one or more ASCII digits 0-9, as every numeric identifier is
// written: "" is no number. The rules that check a code by its digits alone (a bank code, a tax
// id, an account number of digits) ask it, so that every check answers "" alike.
func Digits(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return false
		}
	}
	return s != ""
}
func isUpper(c byte) bool { return c >= 'A' && c <= 'Z' }
func isLower(c byte) bool { return c >= 'a' && c <= 'z' }

// checkDigits checks that s is exactly n ASCII digits.
func checkDigits(sch Scheme, s string, n int) error {
	if s == "" {
		return newError(sch, ErrEmpty, s, "")
	}
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return charError(sch, s, i, "only digits 0-9 are allowed")
		}
	}
	if len(s) != n {
		return lengthError(sch, s, len(s), n)
	}
	return nil
}

func lengthError(sch Scheme, input string, have, want int) *Error {
	return newError(sch, ErrLength, input, "length "+strconv.Itoa(have)+", want "+strconv.Itoa(want))
}

// quoted is the input as an error message quotes it: card numbers masked (a card number typed
// into an account number field must not reach a log), and cut as every reason cuts a value
// (reason.QuoteWith): a megabyte pasted into a field must not come back as a megabyte of log line.
func quoted(s string) string { return reason.QuoteWith(s, strconv.Quote) }
