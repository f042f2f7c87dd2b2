package classify_test

import (
	"errors"
	"fmt"

	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/classify"
)

func ExampleClassify() {
	res := classify.Classify(classify.Request{
		Operation: "ramp/create-withdraw", Method: "POST", Path: "/v1/ramp/withdraw",
		HTTPStatus: 400, Body: []byte(`{"code": 400, "message": "withdraw create failed"}`),
		ResponseID: "r-42", RequestTime: "2026-11-22T10:00:00Z",
	})
	fmt.Println(res.ID, res.Action, res.RetrySame)
	fmt.Println(res.OperatorReport.Method, res.OperatorReport.Path, res.OperatorReport.ResponseID)
	// Output:
	// ramp.withdraw-create-failed LATER true
	// POST /v1/ramp/withdraw r-42
}

func ExampleFallback() {
	fmt.Println(classify.Fallback(503, ""), classify.Fallback(404, ""), classify.Fallback(400, "1005"))
	// Output: LATER RES DUP
}

// Err gives a response the errors a check before sending gives: the catalog entry, which
// errors.Is compares with its action's sentinel.
func ExampleResult_Err() {
	res := classify.Classify(classify.Request{
		Operation: "fiat/create-transfer", HTTPStatus: 400,
		Body: []byte(`{"code": 400, "message": "amount must be an integer for JPY"}`),
	})
	err := res.Err()
	fmt.Println(err)
	fmt.Println(errors.Is(err, errcatalog.ErrFix), errors.Is(err, errcatalog.ErrLater))
	var e *errcatalog.Error
	if errors.As(err, &e) {
		fmt.Println(e.Entry().Key, e.Params)
	}

	gateway := classify.Classify(classify.Request{Operation: "fiat/create-transfer", HTTPStatus: 502, Body: []byte("<html>")})
	err = gateway.Err()
	fmt.Println(err, errors.Is(err, errcatalog.ErrLater))
	// Output:
	// amount must be an integer for JPY
	// true false
	// transfer.amount-not-integer [JPY]
	// HTTP 502: unidentified error response true
}
