package idempotency_test

import (
	"fmt"

	"github.com/preflightpay/preflight/internal/facts"
	"github.com/preflightpay/preflight/internal/idempotency"
	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/operation"
	"github.com/preflightpay/preflight/internal/report"
	"github.com/preflightpay/preflight/internal/rule"
)

func ExampleFingerprint() {
	a, _ := idempotency.Fingerprint([]byte(`{"currency": "USD", "amount": "10.00"}`))
	b, _ := idempotency.Fingerprint([]byte(`{"amount":"10.00","currency":"USD"}`))
	fmt.Println(a == b, a)
	// Output: true ea6a5c95109ae6382ed7a3f35bd90f1236e4d6a92f030086d5b6df02b1a4ac8f
}

func ExampleValidateKey() {
	fmt.Println(idempotency.ValidateKey("0b6f6c1e-5d3a-4f7e-9a51-2c8e4d7b9f10"))
	fmt.Println(idempotency.ValidateKey("my key"))
	// Output:
	// <nil>
	// invalid idempotency key: invalid character
}

func ExamplePayloadMismatch() {
	for _, op := range []operation.Name{operation.FiatCreateTransfer, operation.FiatCreatePayout, operation.RampCreateWithdraw} {
		fmt.Println(op, idempotency.PayloadMismatch(op).Key())
	}
	// Output:
	// fiat/create-transfer transfer.idempotency-payload-mismatch
	// fiat/create-payout fiat.idempotency-payload-mismatch
	// ramp/create-withdraw idempotency.payload-mismatch
}

func ExampleMatches() {
	op := operation.Must(operation.FiatUpdateBeneficiary)
	req, _ := input.ParseObject([]byte(`{"id": "ben_1"}`), input.DefaultLimits())
	fmt.Println(idempotency.Matches(op, "POST /v1/beneficiaries/ben_1", req), idempotency.Matches(op, "POST /v1/beneficiaries/ben_2", req))
	// Output: true false
}

func ExampleCheck() {
	op := operation.Must(operation.FiatCreatePayout)
	req, _ := input.ParseObject([]byte(`{"beneficiary_id": "ben_1"}`), input.DefaultLimits())
	fs, _ := facts.Parse([]byte(`{"account": {"client_id": "cli_1"},
		"idempotency": {"key": "k1", "stored": {"client_id": "cli_2"}}}`))
	var b report.Builder
	idempotency.Check(&rule.Context{Operation: op, Input: req, Facts: fs, Report: &b})
	fmt.Println(b.Report(op.String()).Errors[0].Message)
	// Output: The idempotency key provided failed authentication, please check client id.
}
