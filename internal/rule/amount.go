package rule

import (
	"github.com/preflightpay/preflight/currency"
	"github.com/preflightpay/preflight/internal/input"
	"github.com/shopspring/decimal"
)

// Amount is an amount member as given: a JSON string or number read as an exact decimal by
// input.ParseDecimal (sign, scale as written, leading zeros read, at most MaxAmountDigits
// digits). Every rule that reads an amount reads it here (Context.AmountOf), so that every
// operation words a wrong JSON type, a long number and a scale alike.
type Amount struct {
	Text string // the literal as given
	Set  bool   // given as a string or a number
	OK   bool   // Text is a decimal number; Decimal is its value
	// Unreadable is set when the member has another JSON type, which the reader has reported.
	Unreadable bool

	// An amount of up to 18 significant digits, every real one, is held as coef × 10^exp as
	// written, so that reading and checking it allocates nothing (a decimal.Decimal costs two
	// allocations); wide holds a longer one.
	coef   int64
	exp    int32
	isWide bool
	wide   decimal.Decimal
}

// Decimal returns the amount, when OK, as a decimal with the scale it was written with.
func (a Amount) Decimal() decimal.Decimal {
	if a.isWide {
		return a.wide
	}
	return decimal.New(a.coef, a.exp)
}

// AmountAt reads the amount member of parent named by the last step of path.
func (c *Context) AmountAt(parent input.Value, path string) Amount {
	return c.AmountOf(parent.Get(memberName(path)), path)
}

// AmountOf reads v, the amount member at path: a JSON string or number, kept as given. Absent or
// null reads as not Set; another JSON type records the operation's invalid-request entry, as
// every reader of a string or a number does, and reads as Unreadable.
func (c *Context) AmountOf(v input.Value, path string) Amount {
	switch v.Kind() {
	case input.Invalid, input.Null:
		return Amount{}
	case input.String, input.Number:
		a := Amount{Text: v.Text(), Set: true}
		var small bool
		a.coef, a.exp, small, a.OK = input.DecimalParts(a.Text)
		if a.OK && !small {
			a.wide, _ = input.ParseDecimal(a.Text)
			a.isWide = true
		}
		return a
	}
	c.Query(v, path) // the reader that takes a string or a number reports the type
	return Amount{Unreadable: true}
}

// TooLong reports whether the amount is a decimal number refused for its length alone
// (input.TooManyDigits); a rule records it with LongAmount.
func (a Amount) TooLong() bool { return a.Set && !a.OK && input.TooManyDigits(a.Text) }

// MinorUnits is the one check of an amount against its currency's minor units: units is the
// number of decimal places code takes (currency.MinorUnits) and known false when code has none
// known; places is the amount's, trailing zeros aside ("100.00" JPY is whole); fits reports
// places <= units. Which currencies take how many places is preflight's reading of ISO 4217:
// what an amount that does not fit is, each rule's reason code says.
func (a Amount) MinorUnits(code string) (units, places int, fits, known bool) {
	units, known = currency.MinorUnits(code)
	if !known || !a.OK || -a.Exponent() <= int32(units) {
		return units, 0, true, known
	}
	places = a.Places()
	return units, places, places <= units, true
}

// CompareDecimals is decimal.Cmp without its allocation for amounts written at different
// scales ("100.5" and "100.50", "200000" and a cap of 200000.00), as long as both fit in 18
// digits once scaled alike: the amounts of real payouts.
func CompareDecimals(a, b decimal.Decimal) int {
	ea, eb := a.Exponent(), b.Exponent()
	if ea == eb {
		return a.Cmp(b)
	}
	hi, lo, sign := a, b, 1 // hi has the larger exponent and is scaled down to lo's
	if eb > ea {
		hi, lo, sign = b, a, -1
	}
	diff := int(hi.Exponent() - lo.Exponent())
	if hi.NumDigits()+diff > 18 || lo.NumDigits() > 18 {
		return a.Cmp(b)
	}
	h := hi.CoefficientInt64()
	for range diff {
		h *= 10
	}
	return signedCompare(h, lo.CoefficientInt64(), sign)
}

// signedCompare compares h and l, the coefficients of two amounts scaled alike, and gives the
// answer for the order the caller was asked about (sign -1 when it swapped them).
func signedCompare(h, l int64, sign int) int {
	switch {
	case h > l:
		return sign
	case h < l:
		return -sign
	}
	return 0
}

// DecimalPlaces returns how many decimal places d has, trailing zeros aside ("100.500" has
// 1), without allocating for amounts of up to 18 digits.
func DecimalPlaces(d decimal.Decimal) int {
	places := int(-d.Exponent())
	if places <= 0 {
		return 0
	}
	if d.NumDigits() > 18 {
		for places > 0 && d.Equal(d.Truncate(int32(places-1))) {
			places--
		}
		return places
	}
	c := d.CoefficientInt64()
	for places > 0 && c%10 == 0 {
		c /= 10
		places--
	}
	return places
}

// Sign is the amount's sign, when OK.
func (a Amount) Sign() int {
	if a.isWide {
		return a.wide.Sign()
	}
	switch {
	case a.coef > 0:
		return 1
	case a.coef < 0:
		return -1
	}
	return 0
}

// Exponent is the amount's exponent as written: -2 for "12.50".
func (a Amount) Exponent() int32 {
	if a.isWide {
		return a.wide.Exponent()
	}
	return a.exp
}

// Places is DecimalPlaces of the amount, when OK.
func (a Amount) Places() int {
	if a.isWide {
		return DecimalPlaces(a.wide)
	}
	places, c := int(-a.exp), a.coef
	for places > 0 && c%10 == 0 {
		c /= 10
		places--
	}
	return max(places, 0)
}

// CompareAmounts compares two amounts that are OK, without allocating when both are held small
// and fit in 18 digits once scaled alike.
func CompareAmounts(a, b Amount) int {
	if !a.isWide && !b.isWide {
		hi, lo, sign := a, b, 1 // hi has the larger exponent and is scaled down to lo's
		if b.exp > a.exp {
			hi, lo, sign = b, a, -1
		}
		h, l := hi.coef, lo.coef
		scaled := true
		for range int(hi.exp - lo.exp) {
			if h > 1e17 || h < -1e17 {
				scaled = false
				break
			}
			h *= 10
		}
		if scaled {
			return signedCompare(h, l, sign)
		}
	}
	return CompareDecimals(a.Decimal(), b.Decimal())
}
