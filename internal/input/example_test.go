package input_test

import (
	"fmt"

	"github.com/preflightpay/preflight/internal/input"
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

// A service that reads request after request keeps one Arena per goroutine and resets it once
// it is done with each request's values.
func ExampleArena() {
	var a input.Arena
	for _, body := range []string{`{"reference": "INV-1"}`, `{"reference": "INV-2"}`} {
		v, err := a.ParseObject([]byte(body), input.DefaultLimits())
		if err != nil {
			panic(err)
		}
		reference := v.Get("reference").Str() // strings stay valid after Reset
		a.Reset()                             // v must not be used after this
		fmt.Println(reference)
	}
	// Output:
	// INV-1
	// INV-2
}

func ExampleArena_NewObject() {
	// A CSV row becomes a request without a container allocated per row.
	var a input.Arena
	for _, row := range [][2]string{{"US", "10001"}, {"GB", "EC1A 1BB"}} {
		address := a.NewObject(
			input.Member{Key: "country", Value: input.NewString(row[0])},
			input.Member{Key: "postal_code", Value: input.NewString(row[1])},
		)
		request := a.NewObject(input.Member{Key: "address", Value: address})
		fmt.Println(string(input.AppendJSON(nil, request)))
		a.Reset() // request and address must not be used after this
	}
	// Output:
	// {"address":{"country":"US","postal_code":"10001"}}
	// {"address":{"country":"GB","postal_code":"EC1A 1BB"}}
}

func ExampleParseObjectString() {
	line := `{"payout_date": "2026-11-23"}`
	v, _ := input.ParseObjectString(line, input.DefaultLimits()) // no copy: v's strings share line
	fmt.Println(v.Get("payout_date").Str())
	// Output: 2026-11-23
}

func ExampleCheckSyntax() {
	fmt.Println(input.CheckSyntax(`{"originator": x}`))
	fmt.Println(input.CheckSyntax(`{"originator": {`))
	fmt.Println(input.CheckSyntax(`{"originator": {}}`))
	// Output:
	// invalid character 'x' looking for beginning of value
	// unexpected end of JSON input
	// <nil>
}
