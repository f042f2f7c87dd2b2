package preflight_test

import (
	"bytes"
	"errors"
	"fmt"

	"github.com/preflightpay/preflight/errcatalog"

	"github.com/preflightpay/preflight"
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

func ExampleAppendCheckJSON() {
	// One buffer for every check: each report's bytes are used before the next check overwrites
	// them, so the loop allocates nothing for them.
	var out []byte
	for _, currency := range []string{`"usd"`, `42`} {
		var err error
		out, _, err = preflight.AppendCheckJSON(out[:0], "fiat/retrieve-balance", []byte(`{"currency": `+currency+`}`), nil, preflight.Options{})
		if err != nil {
			panic(err) // unknown operation or unreadable facts
		}
		fmt.Printf("%s\n", bytes.TrimSpace(bytes.Split(out, []byte("\n"))[2]))
	}
	// Output:
	// "valid": true,
	// "valid": false,
}

func ExampleCheck_notAnObject() {
	r, _ := preflight.Check("ramp/create-quote", []byte(`[1, 2]`), nil, preflight.Options{})
	fmt.Println(r.Errors[0].ID, r.Errors[0].Message)
	// Output: ramp.invalid-request invalid request
}

func ExampleReport_Err() {
	r, _ := preflight.Check("fiat/list-transfers", []byte(`{"page_size": 500, "transfer_status": "done"}`), nil, preflight.Options{})
	err := r.Err()
	fmt.Println(errors.Is(err, errcatalog.ErrFix), errors.Is(err, errcatalog.ErrLater))
	var first *errcatalog.Error
	if errors.As(err, &first) {
		fmt.Println(first.Field, first.Entry().Key)
	}
	fmt.Println(err)
	// Output:
	// true false
	// page_size transfer.page-size-invalid
	// page_size must be between 1 and 100
	// transfer_status must be completed or failed
}

func ExampleCheck_unreadable() {
	r, _ := preflight.Check("fiat/create-payout", []byte(`{"payment_amount": 1, "payment_amount": 2}`), nil, preflight.Options{})
	fmt.Println(r.Errors[0].ID, r.Errors[0].Field)
	fmt.Println(r.Unreadable)
	// Output:
	// fiat.invalid-request payment_amount
	// an object repeats a member name: "payment_amount" at payment_amount (offset 38)
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

// An unknown operation is an error that names what it most likely meant.
func ExampleUnknownOperationError() {
	_, err := preflight.Check("fiat/create-payot", []byte(`{}`), nil, preflight.Options{})
	var unknown *preflight.UnknownOperationError
	if errors.As(err, &unknown) {
		fmt.Println(unknown.Nearest)
		fmt.Println(err)
	}
	// Output:
	// [fiat/create-payout]
	// unknown operation "fiat/create-payot"; did you mean fiat/create-payout?
}
