package classify_test

import (
	"fmt"

	"github.com/preflightpay/preflight/internal/classify"
)

func ExampleResult_AppendJSON() {
	res := classify.Classify(classify.Request{
		Operation:  "fiat/create-payout",
		HTTPStatus: 400,
		Body:       []byte(`{"code":400,"message":"routing_code_type1 invalid: ACH requires 'ach'"}`),
	})
	fmt.Println(string(res.AppendJSON(nil, true)))
	// Output:
	// {
	//   "matched": true,
	//   "operation": "fiat/create-payout",
	//   "http_status": 400,
	//   "id": "payout.routing-type-ach",
	//   "product": "fiat",
	//   "format": "legacy",
	//   "type": "",
	//   "code": "400",
	//   "message": "routing_code_type1 invalid: ACH requires 'ach'",
	//   "params": [],
	//   "action": "FIX",
	//   "guidance": "Correct the request and retry.",
	//   "retry_same_request": false,
	//   "basis": "operation"
	// }
}
