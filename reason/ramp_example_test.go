package reason_test

import (
	"fmt"

	"github.com/preflightpay/preflight/reason"
)

func ExampleQuoteToken() {
	fmt.Println(reason.QuoteToken("USDT"))
	fmt.Println(reason.QuoteToken("ord-20261123-0001"))
	fmt.Println(reason.QuoteToken("sk_live_51HxQpLK9aVv2bT7yR3mN8cD"))
	// Output:
	// "USDT"
	// "ord-20261123-0001"
	// a value of 32 bytes
}
