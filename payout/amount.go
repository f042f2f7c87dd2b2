package payout

import "github.com/shopspring/decimal"

// compareAmounts is decimal.Cmp without its allocation for amounts written at different
// scales ("100.5" and "100.50", "200000" and a cap of 200000.00), as long as both fit in 18
// digits once scaled alike: the amounts of real payouts.
func compareAmounts(a, b decimal.Decimal) int {
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

// decimalPlaces returns how many decimal places d has, trailing zeros aside ("100.500" has
// 1), without allocating for amounts of up to 18 digits.
func decimalPlaces(d decimal.Decimal) int {
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

// sign is the amount's sign, when OK.
func (a Amount) sign() int {
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

// exponent is the amount's exponent as written: -2 for "12.50".
func (a Amount) exponent() int32 {
	if a.isWide {
		return a.wide.Exponent()
	}
	return a.exp
}

// places is decimalPlaces of the amount.
func (a Amount) places() int {
	if a.isWide {
		return decimalPlaces(a.wide)
	}
	places, c := int(-a.exp), a.coef
	for places > 0 && c%10 == 0 {
		c /= 10
		places--
	}
	return max(places, 0)
}

// compareAmount compares two amounts that are OK, without allocating when both are held small
// and fit in 18 digits once scaled alike.
func compareAmount(a, b Amount) int {
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
	return compareAmounts(a.Decimal(), b.Decimal())
}
