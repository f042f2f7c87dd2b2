package currency_test

import (
	"fmt"

	"github.com/preflightpay/preflight/currency"
)

func ExampleMinorUnits() {
	for _, code := range []string{"USD", "JPY", "KWD", "CNH"} {
		n, _ := currency.MinorUnits(code)
		fmt.Println(code, n)
	}
	// Output:
	// USD 2
	// JPY 0
	// KWD 3
	// CNH 2
}

func ExampleNormalize() {
	fmt.Println(currency.Normalize(" usd"), currency.Known(currency.Normalize("eur")))
	// Output: USD true
}
