package limits_test

import (
	"errors"
	"fmt"

	"github.com/preflightpay/preflight/internal/facts"
	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/limits"
	"github.com/preflightpay/preflight/internal/operation"
	"github.com/preflightpay/preflight/internal/report"
	"github.com/preflightpay/preflight/internal/rule"
	"github.com/shopspring/decimal"
)

func ExampleEvaluate() {
	d := func(s string) *decimal.Decimal { x := decimal.RequireFromString(s); return &x }
	l := facts.Limit{Max: d("5000"), Daily: d("10000"), UsedToday: d("9500")}
	out, _ := limits.Evaluate(decimal.RequireFromString("800"), l)
	for _, o := range out {
		fmt.Println(o.Kind, "broken:", o.Broken, "remaining:", o.Remaining)
	}
	// Output:
	// maximum broken: false remaining: 4200
	// daily broken: true remaining: -300
}

func ExampleCheckScale() {
	for _, c := range []struct{ amount, code string }{{"1000.00", "JPY"}, {"1000.5", "JPY"}, {"10.001", "USD"}} {
		err := limits.CheckScale(decimal.RequireFromString(c.amount), c.code)
		fmt.Println(c.amount, c.code, err == nil, errors.Is(err, limits.ErrNotWhole), errors.Is(err, limits.ErrTooManyDecimals))
	}
	// Output:
	// 1000.00 JPY true false false
	// 1000.5 JPY false true false
	// 10.001 USD false false true
}

func ExampleMinorUnits() {
	for _, code := range []string{"USD", "JPY", "KWD", "CNH"} {
		n, _ := limits.MinorUnits(code)
		fmt.Println(code, n)
	}
	// Output:
	// USD 2
	// JPY 0
	// KWD 3
	// CNH 2
}

func ExampleValidPageSize() {
	fmt.Println(limits.ValidPageSize("100"), limits.ValidPageSize("101"), limits.ValidPageNumber("0"))
	// Output: true false false
}

func ExampleCheckRampWithdraw() {
	req, _ := input.ParseObject([]byte(`{"address_id": "addr_1", "asset": "USDT", "amount": "250"}`), input.DefaultLimits())
	fs, _ := facts.Parse([]byte(`{"limits": {"USDT": {"daily": "1000", "used_today": "800"}}}`))
	var b report.Builder
	limits.CheckRampWithdraw(&rule.Context{Operation: operation.Must("ramp/create-withdraw"), Input: req, Facts: fs, Report: &b})
	r := b.Report("ramp/create-withdraw")
	fmt.Println(r.Errors[0].ID, r.Errors[0].Field)
	// Output: ramp.amount-exceeds-daily-limit amount
}

func ExampleCheckRampQuote() {
	req, _ := input.ParseObject([]byte(`{"sell_currency": "USDT", "buy_currency": "USD", "amount": "100"}`), input.DefaultLimits())
	fs, _ := facts.Parse([]byte(`{"limits": {"USDT": {"daily": "1000", "used_today": "800"}}}`))
	var b report.Builder
	limits.CheckRampQuote(&rule.Context{Operation: operation.Must("ramp/create-quote"), Input: req, Facts: fs, Report: &b})
	fmt.Println(b.Report("ramp/create-quote").Warnings[0].Message)
	// Output: daily limit for USDT: 100 remains after this amount
}
