package input_test

import (
	"fmt"

	"github.com/preflightpay/preflight/input"
)

func ExampleParseObject() {
	v, err := input.ParseObject([]byte(`{"payment_amount": 100.10, "beneficiary": {"address": {"country": "US"}}}`), input.DefaultLimits())
	if err != nil {
		panic(err)
	}
	amount, _ := v.Get("payment_amount").Decimal()
	fmt.Println(amount.StringFixed(2), v.Path("beneficiary.address.country").Str())

	_, err = input.ParseObject([]byte(`{"amount": 1, "amount": 2}`), input.DefaultLimits())
	fmt.Println(err)
	// Output:
	// 100.10 US
	// an object repeats a member name: "amount" at amount (offset 22)
}
