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
	l := lo.CoefficientInt64()
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
