package payout_test

import (
	"fmt"

	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/facts"
	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/operation"
	"github.com/preflightpay/preflight/internal/payout"
	"github.com/preflightpay/preflight/internal/report"
	"github.com/preflightpay/preflight/internal/rule"
)

func ExampleCheckCreate() {
	v, _ := input.ParseObject([]byte(`{"beneficiary": {"entity_type": "individual", "first_name": "Jane",
	  "last_name": "Doe", "account_holder": "Jane Doe", "clearing_system": "ACH", "account_number": "123456789",
	  "routing_code_type1": "aba", "routing_code_value1": "011000015",
	  "address": {"country": "US", "city": "Boston", "state": "MA", "street_address": "1 Main St", "postal_code": "02110"}},
	  "payment_amount": "100.00", "payment_currency": "USD"}`), input.DefaultLimits())
	var b report.Builder
	c := &rule.Context{Operation: operation.Must("fiat/create-payout"), Input: v, Facts: &facts.Facts{}, Report: &b}
	payout.CheckCreate(c)
	for _, f := range b.Errors {
		fmt.Println(f.Field, f.ID.Key())
	}
	// Output: beneficiary.routing_code_type1 payout.routing-type-ach
}

func ExampleDecode() {
	v, _ := input.ParseObject([]byte(`{"beneficiary_id": "b-1", "payment_amount": 12.50, "payment_currency": "EUR"}`), input.DefaultLimits())
	c := &rule.Context{Operation: operation.Must("fiat/create-payout"), Input: v, Facts: &facts.Facts{}, Report: &report.Builder{}}
	r := payout.Decode(c)
	fmt.Println(r.BeneficiaryID.S, r.PaymentAmount.Decimal(), r.PaymentCurrency.S)
	// Output: b-1 12.5 EUR
}

func ExampleValidate() {
	v, _ := input.ParseObject([]byte(`{"beneficiary_id": "b-1", "payout_date": "2026-02-30", "payment_amount": "5", "payment_currency": "USD"}`), input.DefaultLimits())
	c := &rule.Context{Operation: operation.Must("fiat/create-payout"), Input: v, Facts: &facts.Facts{}, Report: &report.Builder{}}
	r := payout.Decode(c)
	payout.Validate(c, &r)
	fmt.Println(c.Report.Errors[0].ID.Key())
	// Output: payout.payout-date-invalid
}

func ExampleValidDate() {
	fmt.Println(payout.ValidDate("2028-02-29"), payout.ValidDate("2026-02-29"))
	// Output: true false
}

func ExamplePurposeCode() {
	fmt.Println(payout.PurposeCode("SUPPLIER_PAYMENT"))
	// Output: true
}

func ExampleCheckRetrieve() {
	v, _ := input.ParseObject([]byte(`{"id": "po_9"}`), input.DefaultLimits())
	f := &facts.Facts{Fiat: &facts.Fiat{Payouts: map[string]facts.Payout{"po_1": {}}}}
	c := &rule.Context{Operation: operation.Must("fiat/retrieve-payout"), Input: v, Facts: f, Report: &report.Builder{}}
	payout.CheckRetrieve(c)
	fmt.Println(c.Report.Errors[0].ID.Key())
	// Output: payout.not-found
}

func ExampleCheckConversion() {
	v, _ := input.ParseObject([]byte(`{"sell_currency": "USD", "buy_currency": "EUR", "amount": "100"}`), input.DefaultLimits())
	f := &facts.Facts{Balances: facts.Balances{}}
	c := &rule.Context{Operation: operation.Must("fiat/create-conversion"), Input: v, Facts: f, Report: &report.Builder{}}
	payout.CheckConversion(c)
	fmt.Println(c.Report.Errors[0].ID.Key())
	// Output: fiat.insufficient-balance
}

// A reading of preflight's own (here: USD takes two decimal places) predicts the entry as a
// warning; the payout stays valid unless the builder is strict.
func ExampleValidate_prediction() {
	v, _ := input.ParseObject([]byte(`{"beneficiary_id": "b-1", "payment_amount": "10.001", "payment_currency": "USD"}`), input.DefaultLimits())
	c := &rule.Context{Operation: operation.Must("fiat/create-payout"), Input: v, Facts: &facts.Facts{}, Report: &report.Builder{}}
	r := payout.Decode(c)
	payout.Validate(c, &r)
	w := c.Report.Warnings[0]
	fmt.Println(len(c.Report.Errors), w.Entry.Key(), w.Reason.Code)
	fmt.Println(w.Reason.Text)
	// Output:
	// 0 payout.invalid-amount fiat-amount.scale
	// USD takes at most 2 decimal places; 10.001 has 3
}

func ExampleCheckConversion_amount() {
	v, _ := input.ParseObject([]byte(`{"sell_currency": "USD", "buy_currency": "EUR", "amount": "-100.00"}`), input.DefaultLimits())
	c := &rule.Context{Operation: operation.Must("fiat/create-conversion"), InvalidRequest: errcatalog.FiatInvalidRequest, Input: v, Facts: &facts.Facts{}, Report: &report.Builder{}}
	payout.CheckConversion(c)
	e := c.Report.Errors[0]
	fmt.Println(e.ID.Key(), e.Field, e.Reason.Code)
	// Output: fiat.invalid-request amount fiat-amount.not-positive
}
