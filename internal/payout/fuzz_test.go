package payout_test

import (
	"slices"
	"testing"

	"github.com/preflightpay/preflight/internal/facts"
	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/operation"
	"github.com/preflightpay/preflight/internal/payout"
	"github.com/preflightpay/preflight/internal/report"
	"github.com/preflightpay/preflight/internal/rule"
)

// FuzzCheckCreate: any JSON object, however odd, gives a report without a panic, and the same
// report twice.
func FuzzCheckCreate(f *testing.F) {
	f.Add([]byte(validACH))
	f.Add([]byte(`{"beneficiary": {"address": 1, "additional_info": []}, "payment_amount": true}`))
	f.Add([]byte(`{"beneficiary": {"entity_type": "company", "clearing_system": "swift", "iban": "de89 3704 0044 0532 0130 00", "swift_code": "DEUTDEFF"}, "payment_method": "SWIFT", "receiving_currency": "EUR", "receiving_amount": "1e40"}`))
	f.Add([]byte(`{"beneficiary_id": "", "payout_date": "0000-00-00", "payment_amount": "-0"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		v, err := input.ParseObject(data, input.DefaultLimits())
		if err != nil {
			return
		}
		run := func() []report.Finding {
			c := &rule.Context{Operation: operation.Must("fiat/create-payout"), InvalidRequest: 0, Input: v, Facts: &facts.Facts{}, Report: &report.Builder{}}
			payout.CheckCreate(c)
			return c.Report.Errors
		}
		a, b := run(), run()
		if !slices.EqualFunc(a, b, func(x, y report.Finding) bool {
			return x.ID == y.ID && x.Field == y.Field && slices.Equal(x.Params, y.Params)
		}) {
			t.Fatalf("two runs differ: %v and %v", a, b)
		}
	})
}
