package input

import (
	"math/big"
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

// MaxAmountDigits bounds the digits of an amount, counted from the first non-zero digit of its
// whole part (or from the decimal point, when that is zero) to its last digit, trailing zeros of
// the fraction aside: "00010.50" has 3, "0.000000000000000001" has 18. No ledger holds a longer
// one: an amount below 10^18 whole units of an 18-decimal crypto asset, written to its smallest
// unit, has at most 36 digits (18 whole, 18 places), and fiat amounts have at most 3 places.
// With MaxAmountExponent it keeps every decimal preflight holds within 80 digits either side of
// the point, so comparing, scaling or adding two of them is arithmetic on a few hundred bits. A
// longer text is refused while it is scanned, in time linear in its length and without
// arithmetic.
const MaxAmountDigits = 40

// Decimal reads a number literal or a string holding a decimal number ("12.50", "-3", "1e3")
// exactly. It reports false for anything else, including NaN, Infinity, empty strings, strings
// with spaces, exponents beyond MaxAmountExponent and more than MaxAmountDigits digits.
func (v Value) Decimal() (decimal.Decimal, bool) {
	if v.kind != String && v.kind != Number {
		return decimal.Decimal{}, false
	}
	return ParseDecimal(v.text)
}

// ParseDecimal reads s in JSON number syntax, leading zeros of the whole part allowed ("007.5"
// is 7.5, as every decimal reader takes it); "+5", ".5" and "5." are refused, as JSON refuses
// them. The exponent is bounded by MaxAmountExponent and the digits by MaxAmountDigits. The
// result holds the number as written ("1250.00" is 125000×10^-2), except that an amount longer
// than MaxAmountDigits only by trailing zeros of its fraction is read without them ("1.000…0"
// is 1×10^0): they do not change its value, and scaling to them is the arithmetic the bound
// exists to avoid.
func ParseDecimal(s string) (decimal.Decimal, bool) {
	n, fault := splitDecimal(s)
	if fault != decimalOK {
		return decimal.Decimal{}, false
	}
	if coef, exp, small := n.small(); small {
		return decimal.New(coef, exp), true
	}
	// At most MaxAmountDigits digits: big.Int's reading of them is short work.
	var b big.Int
	b.SetString(n.whole+n.frac, 10)
	if n.neg {
		b.Neg(&b)
	}
	return decimal.NewFromBigInt(&b, n.exponent()), true
}

// DecimalParts reads s as ParseDecimal does, without allocating: ok is ParseDecimal's answer;
// when the number has at most 18 significant digits, small is true and it is coef × 10^exp,
// as ParseDecimal holds it. A longer number is ok but not small: read it with ParseDecimal.
func DecimalParts(s string) (coef int64, exp int32, small, ok bool) {
	n, fault := splitDecimal(s)
	if fault != decimalOK {
		return 0, 0, false, false
	}
	coef, exp, small = n.small()
	return coef, exp, small, true
}

// TooManyDigits reports whether ParseDecimal refuses s for its length alone: s is a decimal
// number, its exponent within MaxAmountExponent, with more than MaxAmountDigits digits. The
// rules tell this refusal apart, so that a report says why a number was not read.
func TooManyDigits(s string) bool {
	_, fault := splitDecimal(s)
	return fault == decimalTooLong
}

// decimalFault says why a text is not an amount.
type decimalFault uint8

const (
	decimalOK      decimalFault = iota
	decimalSyntax               // not a number, or an exponent beyond MaxAmountExponent
	decimalTooLong              // more than MaxAmountDigits digits
)

// decimalText is a number's text taken apart without arithmetic: its value is
// (whole.frac) × 10^exp, negated when neg.
type decimalText struct {
	neg   bool
	whole string // the whole part without its leading zeros
	frac  string // the fraction as written, or without its trailing zeros when it is too long
	exp   int    // the exponent as written
}

// splitDecimal checks s against the grammar ParseDecimal reads and the bounds on its exponent
// and digits, in one pass over s.
func splitDecimal(s string) (decimalText, decimalFault) {
	var n decimalText
	i := 0
	if i < len(s) && s[i] == '-' {
		n.neg = true
		i++
	}
	start := i
	if i = digits(s, i); i < 0 {
		return n, decimalSyntax
	}
	n.whole = strings.TrimLeft(s[start:i], "0")
	if i < len(s) && s[i] == '.' {
		end := digits(s, i+1)
		if end < 0 {
			return n, decimalSyntax
		}
		n.frac, i = s[i+1:end], end
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		i++
		neg := i < len(s) && s[i] == '-'
		if i < len(s) && (s[i] == '+' || s[i] == '-') {
			i++
		}
		end := digits(s, i)
		if end < 0 || !exponentWithin(s[i:end], MaxAmountExponent) {
			return n, decimalSyntax
		}
		for ; i < end; i++ {
			n.exp = n.exp*10 + int(s[i]-'0')
		}
		if neg {
			n.exp = -n.exp
		}
	}
	if i != len(s) {
		return n, decimalSyntax
	}
	if len(n.whole)+len(n.frac) > MaxAmountDigits {
		n.frac = strings.TrimRight(n.frac, "0")
		if len(n.whole)+len(n.frac) > MaxAmountDigits {
			return n, decimalTooLong
		}
	}
	return n, decimalOK
}

// exponent is the exponent of the number's coefficient (whole and frac written together).
func (n decimalText) exponent() int32 { return int32(n.exp - len(n.frac)) }

// small gives the number as coef × 10^exp when its coefficient has at most 18 significant
// digits; leading zeros of the fraction count for nothing ("0.000000000000000001" is 1×10^-18).
func (n decimalText) small() (coef int64, exp int32, ok bool) {
	count := 0
	for _, part := range [2]string{n.whole, n.frac} {
		for i := 0; i < len(part); i++ {
			c := part[i]
			if coef == 0 && c == '0' {
				continue
			}
			if count++; count > 18 {
				return 0, 0, false
			}
			coef = coef*10 + int64(c-'0')
		}
	}
	if n.neg {
		coef = -coef
	}
	return coef, n.exponent(), true
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
