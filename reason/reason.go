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
// The codes are append-only: a published code never changes its meaning. Each table file lists
// the codes of one family of rules; Table returns them all.
package reason

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

// table is every code, family by family; each family's slice lives in its own file.
var table = concat(commonCodes, ledgerCodes, beneficiaryCodes, payoutCodes, rampCodes)

var byCode = func() map[Code]int {
	m := make(map[Code]int, len(table))
	for i, in := range table {
		if in.Code == "" || in.Basis < Spec || in.Basis > Reading || in.Doc == "" {
			panic("reason: code " + string(in.Code) + " lacks a basis or a doc")
		}
		if _, dup := m[in.Code]; dup {
			panic("reason: code " + string(in.Code) + " listed twice")
		}
		m[in.Code] = i
	}
	return m
}()

func concat(parts ...[]Info) []Info {
	var out []Info
	for _, p := range parts {
		out = append(out, p...)
	}
	return out
}

// Table returns every documented code, in table order. The slice is the caller's.
func Table() []Info { return append([]Info(nil), table...) }

// Lookup returns the documentation of code.
func Lookup(code Code) (Info, bool) {
	i, ok := byCode[code]
	if !ok {
		return Info{}, false
	}
	return table[i], true
}

// BasisOf returns code's basis, or 0 for a code the table does not list.
func BasisOf(code Code) Basis {
	if i, ok := byCode[code]; ok {
		return table[i].Basis
	}
	return 0
}

// MaxQuote is how many bytes of a request's value a reason quotes; the rest is cut, so a reason
// never carries a whole pasted document.
const MaxQuote = 64

// Quote returns s in double quotes for a reason's text, cut at MaxQuote bytes on a character
// boundary with "…" after it when it is longer.
func Quote(s string) string {
	if len(s) > MaxQuote {
		cut := MaxQuote
		for cut > 0 && s[cut]&0xC0 == 0x80 { // never split a UTF-8 sequence
			cut--
		}
		s = s[:cut] + "…"
	}
	return "\"" + s + "\""
}
