package beneficiary_test

import (
	"testing"

	"github.com/preflightpay/preflight/internal/beneficiary"
	"github.com/preflightpay/preflight/internal/facts"
	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/operation"
	"github.com/preflightpay/preflight/internal/report"
	"github.com/preflightpay/preflight/internal/rule"
)

// FuzzValidate: any beneficiary object, with any currency and method, is judged without a panic
// and the same way twice.
func FuzzValidate(f *testing.F) {
	f.Add([]byte(`{"entity_type": "individual", "clearing_system": "ach", "address": {"country": "us"}}`), "USD", "")
	f.Add([]byte(`{"iban": "de89 3704 0044 0532 0130 00", "swift_code": "DEUTDEFF", "account_number": "DE00"}`), "EUR", "SWIFT")
	f.Add([]byte(`{"routing_code_type1": "", "routing_code_value1": "\u00ff", "additional_info": {"msisdn": "+"}}`), "CAD", "LOCAL")
	f.Fuzz(func(t *testing.T, data []byte, currency, method string) {
		v, err := input.ParseObject(data, input.DefaultLimits())
		if err != nil {
			return
		}
		run := func() int {
			c := &rule.Context{Operation: operation.Must("fiat/create-payout"), Input: v, Facts: &facts.Facts{}, Report: &report.Builder{}}
			b := beneficiary.Decode(c, v, beneficiary.Nested())
			beneficiary.Validate(c, &b, beneficiary.Nested(), beneficiary.Target{Currency: currency, Method: method})
			return len(c.Report.Errors)*1000 + len(c.Report.Warnings)
		}
		if run() != run() {
			t.Fatal("two runs differ")
		}
	})
}
