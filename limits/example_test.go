package limits_test

import (
	"errors"
	"fmt"

	"github.com/preflightpay/preflight/limits"
	"github.com/shopspring/decimal"
)

func ExampleCheckScale() {
	for _, c := range []struct{ amount, code string }{{"1000.00", "JPY"}, {"1000.5", "JPY"}, {"10.001", "USD"}, {"1", "XYZ"}} {
		err := limits.CheckScale(decimal.RequireFromString(c.amount), c.code)
		fmt.Println(c.amount, c.code, err == nil, errors.Is(err, limits.ErrNotWhole), errors.Is(err, limits.ErrTooManyDecimals), errors.Is(err, limits.ErrUnknownCurrency))
	}
	// Output:
	// 1000.00 JPY true false false false
	// 1000.5 JPY false true false false
	// 10.001 USD false false true false
	// 1 XYZ false false false true
}

func ExampleScaleError() {
	err := limits.CheckScale(decimal.RequireFromString("10.001"), "USD")
	var se *limits.ScaleError
	if errors.As(err, &se) {
		fmt.Println(se.Currency, se.MinorUnits, se)
	}
	// Output: USD 2 amount has more decimals than the currency allows: 10.001 USD
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
	fmt.Println(limits.ValidPageSize("100"), limits.ValidPageSize("101"), limits.MaxPageSize)
	// Output: true false 100
}

func ExampleValidPageNumber() {
	fmt.Println(limits.ValidPageNumber("007"), limits.ValidPageNumber("0"))
	// Output: true false
}
