package rule

import (
	"testing"

	"github.com/preflightpay/preflight/internal/input"
	"github.com/shopspring/decimal"
)

func TestCompareAmountsAgreesWithDecimal(t *testing.T) {
	values := []string{"0", "100", "100.5", "100.50", "100.500", "200000", "200000.00", "200000.01", "-5.00",
		"-5", "1e3", "999999999999999999", "1000000000000000000000", "0.000000000000000001", "12345678901234567.8"}
	for _, x := range values {
		for _, y := range values {
			a, b := decimal.RequireFromString(x), decimal.RequireFromString(y)
			if got, want := CompareDecimals(a, b), a.Cmp(b); got != want {
				t.Errorf("CompareDecimals(%s, %s) = %d, decimal says %d", x, y, got, want)
			}
		}
	}
	a, b := decimal.RequireFromString("100.5"), decimal.RequireFromString("100.50")
	if n := testing.AllocsPerRun(10, func() { CompareDecimals(a, b) }); n != 0 {
		t.Errorf("compareAmounts of amounts at two scales allocates %v times", n)
	}
}

func TestDecimalPlacesIgnoresTrailingZeros(t *testing.T) {
	tests := []struct {
		amount string
		places int
	}{
		{"100", 0}, {"100.00", 0}, {"100.50", 1}, {"100.005", 3}, {"10.0010", 3}, {"1e3", 0},
		{"0.1234567890123456789012", 22}, {"1.10000000000000000000000", 1},
	}
	for _, tt := range tests {
		if got := DecimalPlaces(decimal.RequireFromString(tt.amount)); got != tt.places {
			t.Errorf("DecimalPlaces(%s) = %d, want %d", tt.amount, got, tt.places)
		}
	}
}

// TestSmallAmountsAgreeWithDecimal: an amount held as coefficient and exponent (no allocation)
// must compare, sign and count its places exactly as the decimal it stands for, including
// amounts too long to hold small.
func TestSmallAmountsAgreeWithDecimal(t *testing.T) {
	values := []string{"0", "-0.0", "100", "100.5", "100.50", "100.500", "200000", "200000.00", "200000.01", "-5.00",
		"-5", "1e3", "1.5E3", "12e-1", "999999999999999999", "1000000000000000000000", "0.000000000000000001",
		"12345678901234567.8", "99999999999999999e1", "1e40", "0.05"}
	amount := func(s string) Amount {
		a := (*Context)(nil).AmountOf(input.NewString(s), "payment_amount")
		if !a.OK {
			t.Fatalf("%s: not read", s)
		}
		return a
	}
	for _, x := range values {
		a, da := amount(x), decimal.RequireFromString(x)
		if a.Sign() != da.Sign() || a.Exponent() != da.Exponent() || a.Places() != DecimalPlaces(da) || !a.Decimal().Equal(da) {
			t.Errorf("%s: sign %d exponent %d places %d, decimal says %d %d %d", x, a.Sign(), a.Exponent(), a.Places(), da.Sign(), da.Exponent(), DecimalPlaces(da))
		}
		for _, y := range values {
			b, db := amount(y), decimal.RequireFromString(y)
			if got, want := CompareAmounts(a, b), da.Cmp(db); got != want {
				t.Errorf("CompareAmounts(%s, %s) = %d, decimal says %d", x, y, got, want)
			}
		}
	}
}
