package limits

import (
	"errors"
	"strings"
	"testing"

	"github.com/preflightpay/preflight/internal/ruletest"

	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/facts"
	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/report"
	"github.com/preflightpay/preflight/internal/rule"
	"github.com/shopspring/decimal"
)

func dec(s string) *decimal.Decimal {
	d := decimal.RequireFromString(s)
	return &d
}

func TestEvaluateBreaksEachLimitOnlyPastIt(t *testing.T) {
	l := facts.Limit{Min: dec("10"), Max: dec("1000"), Daily: dec("2000"), UsedToday: dec("1500"), Monthly: dec("9000"), UsedThisMonth: dec("8000")}
	tests := []struct {
		amount string
		broken []Kind
	}{
		{"10", nil}, // the minimum itself is allowed
		{"9.99", []Kind{Minimum}},
		{"500", nil}, // daily leaves exactly 0
		{"500.01", []Kind{Daily}},
		{"1000", []Kind{Daily}},
		{"1000.01", []Kind{Maximum, Daily, Monthly}},
	}
	for _, tt := range tests {
		out, missing := Evaluate(decimal.RequireFromString(tt.amount), l)
		if len(missing) != 0 {
			t.Errorf("%s: missing %v", tt.amount, missing)
		}
		var got []Kind
		for _, o := range out {
			if o.Broken {
				got = append(got, o.Kind)
			}
		}
		if len(got) != len(tt.broken) {
			t.Errorf("%s: broken %v, want %v", tt.amount, got, tt.broken)
			continue
		}
		for i := range got {
			if got[i] != tt.broken[i] {
				t.Errorf("%s: broken %v, want %v", tt.amount, got, tt.broken)
			}
		}
	}
}

func TestEvaluateNamesUsageItCannotCheckWithout(t *testing.T) {
	out, missing := Evaluate(decimal.RequireFromString("5"), facts.Limit{Daily: dec("10"), Monthly: dec("100")})
	if len(out) != 0 || strings.Join(missing, ",") != "used_today,used_this_month" {
		t.Errorf("outcomes %v, missing %v", out, missing)
	}
}

func TestCheckScaleTellsNotWholeFromTooManyDecimals(t *testing.T) {
	tests := []struct {
		amount, code string
		want         error
	}{
		{"10.00", "USD", nil},
		{"10.001", "USD", ErrTooManyDecimals},
		{"10.0010", "USD", ErrTooManyDecimals},
		{"10.000", "USD", nil}, // trailing zeros do not count
		{"1000", "JPY", nil},
		{"1000.00", "JPY", nil},
		{"1000.5", "JPY", ErrNotWhole},
		{"1.5", "KRW", ErrNotWhole},
		{"1.234", "BHD", nil},
		{"1.2345", "KWD", ErrTooManyDecimals},
		{"8.88", "CNH", nil},
		{"1", "ABC", ErrUnknownCurrency},
		{"1", "usd", ErrUnknownCurrency},
	}
	for _, tt := range tests {
		err := CheckScale(decimal.RequireFromString(tt.amount), tt.code)
		if !errors.Is(err, tt.want) || (tt.want == nil) != (err == nil) {
			t.Errorf("CheckScale(%s, %s) = %v, want %v", tt.amount, tt.code, err, tt.want)
		}
		var se *ScaleError
		if err != nil && (!errors.As(err, &se) || se.Currency != tt.code) {
			t.Errorf("CheckScale(%s, %s): %v is not a *ScaleError naming the currency", tt.amount, tt.code, err)
		}
	}
}

func TestPagingBounds(t *testing.T) {
	tests := []struct {
		s            string
		number, size bool
	}{
		{"1", true, true},
		{"100", true, true},
		{"101", true, false},
		{"0", false, false},
		{"007", true, true},
		{"-1", false, false},
		{"1.0", false, false},
		{"1e2", false, false},
		{"", false, false},
		{" 5", false, false},
		{"99999999999999999999999", true, false},
	}
	for _, tt := range tests {
		if got := ValidPageNumber(tt.s); got != tt.number {
			t.Errorf("ValidPageNumber(%q) = %v", tt.s, got)
		}
		if got := ValidPageSize(tt.s); got != tt.size {
			t.Errorf("ValidPageSize(%q) = %v", tt.s, got)
		}
	}
}

func check(t testing.TB, f rule.Func, request, factsJSON string) *report.Builder {
	t.Helper()
	return ruletest.Run(t, f, "ramp/create-quote", request, factsJSON)
}

func TestRampLimitsSkipWhatTheyCannotRead(t *testing.T) {
	const lim = `{"limits": {"USDT": {"max": "10"}}}`
	tests := []struct {
		name    string
		check   rule.Func
		request string
		facts   string
		needs   string
	}{
		{"amount not a number", CheckRampQuote, `{"fixed_currency": "USDT", "amount": "ten"}`, lim, "amount"},
		{"amount zero", CheckRampQuote, `{"fixed_currency": "USDT", "amount": 0}`, lim, "amount"},
		{"currency not a string", CheckRampQuote, `{"fixed_currency": 5, "amount": "1"}`, lim, "fixed_currency"},
		{"no currency at all", CheckRampQuote, `{"amount": "1"}`, lim, "sell_currency"},
		{"no limits", CheckRampWithdraw, `{"asset": "USDT", "amount": "1"}`, ``, "limits"},
		{"no limits for the asset", CheckRampWithdraw, `{"asset": "BTC", "amount": "1"}`, lim, "limits.BTC"},
	}
	for _, tt := range tests {
		b := check(t, tt.check, tt.request, tt.facts)
		if len(b.Errors) != 0 || len(b.Skipped) != 1 || b.Skipped[0].Needs != tt.needs {
			t.Errorf("%s: errors %v, skipped %v; want one skip needing %s", tt.name, b.Errors, b.Skipped, tt.needs)
		}
	}
}

func TestRampQuoteLimitIsInFixedCurrency(t *testing.T) {
	b := check(t, CheckRampQuote, `{"sell_currency": "USD", "buy_currency": "USDT", "fixed_currency": "usdt", "amount": "11"}`,
		`{"limits": {"USDT": {"max": "10"}, "USD": {"max": "100"}}}`)
	if len(b.Errors) != 1 || b.Errors[0].ID != errcatalog.RampAmountAboveMaximum {
		t.Errorf("errors %v, want amount above maximum in USDT", b.Errors)
	}
}

// TestRampQuoteBlankFixedCurrencyIsAbsent: the one rule for empty strings, so the amount is in
// sell_currency as when fixed_currency is not given.
func TestRampQuoteBlankFixedCurrencyIsAbsent(t *testing.T) {
	for _, fixed := range []string{`"fixed_currency": "",`, `"fixed_currency": "  ",`, ``} {
		b := check(t, CheckRampQuote, `{"sell_currency": "USD", "buy_currency": "USDT", `+fixed+` "amount": "150"}`,
			`{"limits": {"USD": {"max": "100"}}}`)
		if len(b.Errors) != 1 || b.Errors[0].ID != errcatalog.RampAmountAboveMaximum {
			t.Errorf("%s: errors %v, want amount above maximum in USD", fixed, b.Errors)
		}
	}
}

func BenchmarkEvaluate(b *testing.B) {
	l := facts.Limit{Min: dec("10"), Max: dec("1000"), Daily: dec("2000"), UsedToday: dec("1500"), Monthly: dec("9000"), UsedThisMonth: dec("8000")}
	amount := decimal.RequireFromString("250.50")
	b.ReportAllocs()
	for b.Loop() {
		Evaluate(amount, l)
	}
}

func BenchmarkCheckScale(b *testing.B) {
	amount := decimal.RequireFromString("1000.5")
	b.ReportAllocs()
	for b.Loop() {
		_ = CheckScale(amount, "USD")
	}
}

func BenchmarkCheckRampQuote(b *testing.B) {
	c := ruletest.Context(b, "ramp/create-quote", `{"sell_currency": "USDT", "buy_currency": "USD", "fixed_currency": "USDT", "amount": "1000"}`,
		`{"limits": {"USDT": {"min": "10", "max": "5000", "daily": "10000", "used_today": "2500"}}}`)
	b.ReportAllocs()
	for b.Loop() {
		c.Report.Reset()
		CheckRampQuote(c)
	}
}

func FuzzPaging(f *testing.F) {
	for _, s := range []string{"1", "100", "101", "0", "-1", "1.5", "", "18446744073709551616"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		n, size := ValidPageNumber(s), ValidPageSize(s)
		if size && !n {
			t.Errorf("%q is a valid page size but not a valid page number", s)
		}
		if n && strings.Trim(s, "0123456789") != "" {
			t.Errorf("%q accepted with a non-digit", s)
		}
	})
}

func FuzzCheckScale(f *testing.F) {
	f.Add("10.001", "USD")
	f.Add("1000.5", "JPY")
	f.Add("1e3", "BHD")
	f.Add("-0.000", "CNH")
	f.Fuzz(func(t *testing.T, amount, code string) {
		d, ok := input.ParseDecimal(amount)
		if !ok {
			return
		}
		err := CheckScale(d, code)
		units, known := MinorUnits(code)
		if !known {
			if !errors.Is(err, ErrUnknownCurrency) {
				t.Fatalf("unknown %q gave %v", code, err)
			}
			return
		}
		// An amount rounded to the currency's units always fits it.
		if err2 := CheckScale(d.Truncate(int32(units)), code); err2 != nil {
			t.Fatalf("%s truncated to %d places refused: %v", amount, units, err2)
		}
	})
}

// TestCheckScaleAgreesWithTheRulesMinorUnits: one minor-units rule, whether a caller holds a
// decimal (CheckScale) or a rule holds the request's amount (rule.Amount.MinorUnits).
func TestCheckScaleAgreesWithTheRulesMinorUnits(t *testing.T) {
	for _, x := range []string{"100", "100.00", "100.5", "100.50", "10.001", "10.0010", "1e-3", "5e2", "0.000000000000000000001", "1234567890123456789012.5"} {
		for _, code := range []string{"USD", "JPY", "KWD", "CNH", "XYZ"} {
			c := ruletest.Context(t, "ramp/create-quote", `{"amount": "`+x+`"}`, "")
			units, places, fits, known := c.AmountAt(c.Input, "amount").MinorUnits(code)
			err := CheckScale(decimal.RequireFromString(x), code)
			if fits != (err == nil || errors.Is(err, ErrUnknownCurrency)) || known == errors.Is(err, ErrUnknownCurrency) || !fits && (places <= units || errors.Is(err, ErrNotWhole) != (units == 0)) {
				t.Errorf("%s %s: MinorUnits %d %d %v %v, CheckScale %v", x, code, units, places, fits, known, err)
			}
		}
	}
}
