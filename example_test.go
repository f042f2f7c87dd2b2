package preflight_test

import (
	"fmt"

	"github.com/preflightpay/preflight"
	"github.com/preflightpay/preflight/input"
	"github.com/preflightpay/preflight/report"
)

func ExampleCheck() {
	r, err := preflight.Check("fiat/create-payout", []byte(`{"payment_amount": "100.00"}`), nil, preflight.Options{})
	if err != nil {
		panic(err) // unknown operation or unreadable facts
	}
	fmt.Println(r.Valid)
	for _, e := range r.Errors {
		if e.ID == "payout.beneficiary-missing" {
			fmt.Println(e.Field, e.Code, e.Message, e.Action)
		}
	}
	// Output:
	// false
	// beneficiary 400 neither beneficiary_id nor beneficiary can be empty CHK
}

func ExampleCheck_notAnObject() {
	r, _ := preflight.Check("ramp/create-quote", []byte(`[1, 2]`), nil, preflight.Options{})
	fmt.Println(r.Errors[0].ID, r.Errors[0].Message)
	// Output: ramp.invalid-request invalid request
}

func ExampleCheckValue() {
	var b report.Builder
	v, _ := input.ParseObject([]byte(`{"payment_amount": "100.00"}`), input.DefaultLimits)
	if err := preflight.CheckValue("fiat/create-payout", v, nil, &b); err != nil {
		panic(err)
	}
	fmt.Println(b.Has(0) || len(b.Errors) > 0)
	b.Reset() // reuse the builder for the next request
	// Output: true
}

func ExampleClassifyResponse() {
	res, _ := preflight.ClassifyResponse("fiat/create-transfer", 400, []byte(`{"code": 400, "message": "amount must be an integer for JPY"}`), "", "")
	fmt.Println(res.ID, res.Params, res.Action, res.RetrySame)
	// Output: transfer.amount-not-integer [JPY] FIX false
}

func ExampleLookup() {
	op, _ := preflight.Lookup("fiat/create-payout")
	fmt.Println(op.Method, op.Path, op.Idempotent)
	_, err := preflight.Check("fiat/no-such-op", nil, nil, preflight.Options{})
	fmt.Println(err != nil)
	// Output:
	// POST /v1/payouts true
	// true
}
