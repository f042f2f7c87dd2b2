package input

import (
	"strings"

	"github.com/shopspring/decimal"
)

// Kind is the JSON type of a Value.
type Kind uint8

const (
	Invalid Kind = iota // the zero Value: absent
	Null
	Bool
	Number
	String
	Array
	Object
)

var kindNames = [...]string{"absent", "null", "boolean", "number", "string", "array", "object"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "unknown"
}

// Value is one parsed JSON value. Numbers keep their literal text so that amounts are read as
// exact decimals and never pass through float64. The zero Value stands for an absent member.
//
// A Value is 32 bytes: the rules look members up by name and copy each Value they read, about
// thirty times for a payout, and a parse stores one per member, so its size is paid for on every
// check. The members or elements of a container sit behind one pointer instead of two slices
// inline (which made it 72 bytes).
//
// It has four fields, no more: the compiler keeps a struct of up to four fields in registers
// (its SSA form), and copies a larger one through memory at every call and method, which cost
// the decoders a tenth of their time (a boolean of its own made five).
type Value struct {
	kind  Kind
	flags flags
	text  string // String: the decoded text; Number: the literal as written
	list  *list  // Array and Object: the elements or members
}

// list holds a container's children: members for an object, elements for an array.
type list struct {
	members []Member
	elems   []Value
}

// flags are facts the parser learnt about a whole value while reading it.
type flags uint8

const (
	// asciiOnly: every string of the value, member names included, is ASCII (no byte above 0x7F
	// before or after unescaping), so that a search for non-ASCII text can stop at once.
	asciiOnly flags = 1 << iota
	// isTrue: the value of a Bool.
	isTrue
)

// Member is one name and value of an object, in input order.
type Member struct {
	Key   string
	Value Value
}

// Kind returns the value's JSON type; Invalid for an absent value.
func (v Value) Kind() Kind { return v.kind }

// Present reports whether the value was given at all (null counts as given).
func (v Value) Present() bool { return v.kind != Invalid }

// IsNull reports a JSON null.
func (v Value) IsNull() bool { return v.kind == Null }

// Missing reports whether the value is absent or null: the two ways a client leaves a field out.
func (v Value) Missing() bool { return v.kind == Invalid || v.kind == Null }

// Str returns the text of a string value, and "" for any other kind.
func (v Value) Str() string {
	if v.kind == String {
		return v.text
	}
	return ""
}

// Text returns the text of a string, or the literal of a number, or "" otherwise. Query
// parameters arrive either way.
func (v Value) Text() string {
	if v.kind == String || v.kind == Number {
		return v.text
	}
	return ""
}

// Bool returns the value of a boolean, and false otherwise.
func (v Value) Bool() bool { return v.kind == Bool && v.flags&isTrue != 0 }

// Elems returns the elements of an array.
func (v Value) Elems() []Value {
	if v.list == nil {
		return nil
	}
	return v.list.elems
}

// Members returns the members of an object in input order.
func (v Value) Members() []Member {
	if v.list == nil {
		return nil
	}
	return v.list.members
}

// KnownASCII reports whether v was read by Parse (or ParseObject) and every string in it, member
// names included, is ASCII: then no string holds a character beyond U+007F, and a check that
// looks for such characters (bidirectional controls, say) has nothing to find. It is false when
// that is not known, as for values built in Go, and for the values inside a parsed one.
func (v Value) KnownASCII() bool { return v.flags&asciiOnly != 0 }

// Get returns the member named key of an object, or the zero Value.
func (v Value) Get(key string) Value {
	if v.list == nil {
		return Value{}
	}
	ms := v.list.members
	for i := range ms {
		if ms[i].Key == key {
			return ms[i].Value
		}
	}
	return Value{}
}

// Path follows dot-separated member names, e.g. "beneficiary.address.country".
func (v Value) Path(path string) Value {
	for path != "" {
		name := path
		if i := strings.IndexByte(path, '.'); i >= 0 {
			name, path = path[:i], path[i+1:]
		} else {
			path = ""
		}
		v = v.Get(name)
	}
	return v
}

// MaxAmountExponent bounds the exponent of an amount so that arithmetic on a hostile "1e999999"
// stays small. Real amounts are far inside it.
const MaxAmountExponent = 40

// Decimal reads a number literal or a string holding a decimal number ("12.50", "-3", "1e3")
// exactly. It reports false for anything else, including NaN, Infinity, empty strings, strings
// with spaces, and exponents beyond MaxAmountExponent.
func (v Value) Decimal() (decimal.Decimal, bool) {
	if v.kind != String && v.kind != Number {
		return decimal.Decimal{}, false
	}
	return ParseDecimal(v.text)
}

// ParseDecimal reads s in JSON number syntax, with an optional leading "+" or "." allowed
// ("+5", ".5" and "5." are rejected to stay with JSON's grammar: only "-", digits, one ".", and an
// exponent). The exponent is bounded by MaxAmountExponent.
func ParseDecimal(s string) (decimal.Decimal, bool) {
	if !isJSONNumber(s) {
		return decimal.Decimal{}, false
	}
	if e := strings.IndexAny(s, "eE"); e >= 0 {
		if !exponentWithin(s[e+1:], MaxAmountExponent) {
			return decimal.Decimal{}, false
		}
	}
	d, err := decimal.NewFromString(s)
	if err != nil {
		return decimal.Decimal{}, false
	}
	return d, true
}

// DecimalParts reads s as ParseDecimal does, without allocating: ok is ParseDecimal's answer;
// when the number has at most 18 significant digits, small is true and it is coef × 10^exp,
// exactly as written ("1250.00" is 125000 and -2, as decimal.Decimal holds it). A longer number
// is ok but not small: read it with ParseDecimal.
func DecimalParts(s string) (coef int64, exp int32, small, ok bool) {
	if !isJSONNumber(s) {
		return 0, 0, false, false
	}
	mant, e := s, 0
	if i := strings.IndexAny(s, "eE"); i >= 0 {
		if !exponentWithin(s[i+1:], MaxAmountExponent) {
			return 0, 0, false, false
		}
		mant = s[:i]
		rest := strings.TrimLeft(s[i+1:], "+-")
		for j := 0; j < len(rest); j++ {
			e = e*10 + int(rest[j]-'0')
		}
		if s[i+1] == '-' {
			e = -e
		}
	}
	neg := mant[0] == '-'
	if neg {
		mant = mant[1:]
	}
	digits := 0
	for i := 0; i < len(mant); i++ {
		c := mant[i]
		if c == '.' {
			e -= len(mant) - i - 1
			continue
		}
		if coef == 0 && c == '0' {
			continue // leading zeros count for nothing
		}
		if digits++; digits > 18 {
			return 0, 0, false, true
		}
		coef = coef*10 + int64(c-'0')
	}
	if neg {
		coef = -coef
	}
	return coef, int32(e), true, true
}

// isJSONNumber checks RFC 8259's number grammar.
func isJSONNumber(s string) bool {
	i := 0
	if i < len(s) && s[i] == '-' {
		i++
	}
	if i >= len(s) {
		return false
	}
	if s[i] == '0' {
		i++
	} else if s[i] >= '1' && s[i] <= '9' {
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
	} else {
		return false
	}
	if i < len(s) && s[i] == '.' {
		if i = digits(s, i+1); i < 0 {
			return false
		}
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		i++
		if i < len(s) && (s[i] == '+' || s[i] == '-') {
			i++
		}
		if i = digits(s, i); i < 0 {
			return false
		}
	}
	return i == len(s)
}

// digits skips the run of ASCII digits at s[i:] and returns where it ends, or -1 when there is
// none: a fraction and an exponent each need at least one digit.
func digits(s string, i int) int {
	start := i
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if i == start {
		return -1
	}
	return i
}

// exponentWithin reports whether an exponent's text (digits after an optional sign, already
// checked by isJSONNumber) is at most max in absolute value, without overflowing however many
// digits it has.
func exponentWithin(exp string, max int) bool {
	exp = strings.TrimLeft(exp, "+-")
	n := 0
	for i := 0; i < len(exp); i++ {
		if n = n*10 + int(exp[i]-'0'); n > max {
			return false
		}
	}
	return true
}

// Integer reads a whole number given as a JSON number or a string of digits ("3", 3, "03" is
// accepted as 3). It reports false for fractions, exponents, signs other than "-", and values
// that do not fit in an int64.
func (v Value) Integer() (int64, bool) {
	s := v.Text()
	if s == "" {
		return 0, false
	}
	neg := false
	if s[0] == '-' {
		neg, s = true, s[1:]
		if s == "" {
			return 0, false
		}
	}
	var n int64
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < '0' || c > '9' {
			return 0, false
		}
		if n > (1<<63-1-int64(c-'0'))/10 {
			return 0, false
		}
		n = n*10 + int64(c-'0')
	}
	if neg {
		n = -n
	}
	return n, true
}

// NewString, NewNumber, NewBool, NewNull, NewArray and NewObject build values in Go code, for
// callers that do not start from JSON bytes.
func NewString(s string) Value { return Value{kind: String, text: s} }

// NewNumber builds a number from its literal; it reports false when lit is not JSON number syntax.
func NewNumber(lit string) (Value, bool) {
	if !isJSONNumber(lit) {
		return Value{}, false
	}
	return Value{kind: Number, text: lit}, true
}

// NewBool builds a boolean.
func NewBool(b bool) Value {
	if b {
		return Value{kind: Bool, flags: isTrue}
	}
	return Value{kind: Bool}
}

// NewNull builds a null.
func NewNull() Value { return Value{kind: Null} }

// NewArray builds an array.
func NewArray(elems ...Value) Value { return Value{kind: Array, list: &list{elems: elems}} }

// NewObject builds an object. Keys are not checked for duplicates.
func NewObject(members ...Member) Value { return Value{kind: Object, list: &list{members: members}} }
