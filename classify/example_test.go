package classify_test

import (
	"fmt"

	"github.com/preflightpay/preflight/classify"
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
