package batch_test

import (
	"fmt"
	"os"
	"strings"

	"github.com/preflightpay/preflight/batch"
)

func ExampleRun() {
	file := `{"beneficiary_id": "ben-1"}
{"payment_amount": "10.00"}
{"beneficiary_id":
`
	sum, err := batch.Run(strings.NewReader(file), os.Stdout, batch.Options{Operation: "fiat/create-payout"})
	fmt.Println(sum.Records, sum.Valid, sum.Invalid, sum.Malformed, sum.OK(), err)
	// Output:
	// {"line":1,"operation":"fiat/create-payout","valid":true,"errors":[],"skipped":[],"warnings":[]}
	// {"line":2,"operation":"fiat/create-payout","valid":false,"errors":[{"id":"payout.beneficiary-missing","field":"beneficiary","http_status":400,"format":"legacy","type":"","code":"400","message":"neither beneficiary_id nor beneficiary can be empty","params":[],"action":"CHK"}],"skipped":[],"warnings":[]}
	// {"line":3,"malformed":"input is not valid JSON: unexpected end of input at beneficiary_id (offset 18)","operation":"fiat/create-payout","valid":false,"errors":[{"id":"fiat.invalid-request","field":"beneficiary_id","http_status":400,"format":"legacy","type":"","code":"400","message":"invalid request","params":[],"action":"FIX"}],"skipped":[],"warnings":[]}
	// {"summary":{"records":3,"valid":1,"invalid":1,"malformed":1,"errors":{"fiat.invalid-request":1,"payout.beneficiary-missing":1},"warnings":{},"skipped":{}}}
	// 3 1 1 1 false <nil>
}

func ExampleRun_csv() {
	file := "reference,beneficiary_id,beneficiary.address.country\n" +
		"INV-1,ben-1,\n" +
		"INV-2,,\n"
	sum, _ := batch.Run(strings.NewReader(file), os.Stdout, batch.Options{Operation: "fiat/create-payout", Format: batch.CSV})
	fmt.Println(sum.OK())
	// Output:
	// {"line":2,"operation":"fiat/create-payout","valid":true,"errors":[],"skipped":[],"warnings":[]}
	// {"line":3,"operation":"fiat/create-payout","valid":false,"errors":[{"id":"payout.beneficiary-missing","field":"beneficiary","http_status":400,"format":"legacy","type":"","code":"400","message":"neither beneficiary_id nor beneficiary can be empty","params":[],"action":"CHK"}],"skipped":[],"warnings":[]}
	// {"summary":{"records":2,"valid":1,"invalid":1,"malformed":0,"errors":{"payout.beneficiary-missing":1},"warnings":{},"skipped":{}}}
	// false
}

func ExampleSummary_WriteText() {
	sum, _ := batch.Run(strings.NewReader("{}\n{}\n"), new(strings.Builder), batch.Options{Operation: "fiat/create-payout"})
	sum.WriteText(os.Stdout)
	// Output:
	// 2 records: 0 valid, 2 invalid, 0 malformed
	// errors (records):
	//          2  payout.beneficiary-missing
}

func ExampleFormatOf() {
	fmt.Println(batch.FormatOf("payouts.csv") == batch.CSV, batch.FormatOf("payouts.jsonl") == batch.JSONLines)
	// Output: true true
}

func ExampleParseFormat() {
	f, ok := batch.ParseFormat("csv")
	fmt.Println(f == batch.CSV, ok)
	// Output: true true
}
