package payout_test

import (
	"testing"

	"github.com/preflightpay/preflight/internal/facts"
	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/operation"
	"github.com/preflightpay/preflight/internal/payout"
	"github.com/preflightpay/preflight/internal/report"
	"github.com/preflightpay/preflight/internal/rule"
)

const validACH = `{"beneficiary": {"entity_type": "individual", "first_name": "Jane", "last_name": "Doe",
 "account_holder": "Jane Doe", "clearing_system": "ACH", "account_number": "123456789",
 "routing_code_type1": "ach", "routing_code_value1": "011000015",
 "address": {"country": "US", "city": "Boston", "state": "MA", "street_address": "1 Main St", "postal_code": "02110"}},
 "payout_date": "2026-11-23", "purpose_code": "SALARY", "payment_method": "LOCAL",
 "payment_amount": "100.00", "payment_currency": "USD", "receiving_amount": "100.00", "receiving_currency": "USD",
 "reference": "Invoice 42"}`

func context(b testing.TB, request string) *rule.Context {
	v, err := input.ParseObject([]byte(request), input.DefaultLimits())
	if err != nil {
		b.Fatal(err)
	}
	return &rule.Context{Operation: operation.Must("fiat/create-payout"), Input: v, Facts: &facts.Facts{}, Report: &report.Builder{}}
}

// BenchmarkValidate measures the payout rules alone on a decoded valid ACH payout: the figure
// the zero-allocation target is about.
func BenchmarkValidate(b *testing.B) {
	c := context(b, validACH)
	r := payout.Decode(c)
	b.ReportAllocs()
	for b.Loop() {
		c.Report.Reset()
		payout.Validate(c, &r)
	}
	if len(c.Report.Errors) != 0 {
		b.Fatalf("valid payout has findings: %+v", c.Report.Errors)
	}
}

// BenchmarkCheckCreate measures Decode and Validate together.
func BenchmarkCheckCreate(b *testing.B) {
	c := context(b, validACH)
	b.ReportAllocs()
	for b.Loop() {
		c.Report.Reset()
		payout.CheckCreate(c)
	}
}
