package payout_test

import (
	"fmt"

	preflight "github.com/preflightpay/preflight"
	"github.com/preflightpay/preflight/payout"
)

// An ACH payout names its routing type "ach"; "aba" is the platform's refusal, certain.
func ExampleCheck() {
	request := []byte(`{"beneficiary": {"entity_type": "individual", "first_name": "Jane",
	  "last_name": "Doe", "account_holder": "Jane Doe", "clearing_system": "ACH", "account_number": "123456789",
	  "routing_code_type1": "aba", "routing_code_value1": "011000015",
	  "address": {"country": "US", "city": "Boston", "state": "MA", "street_address": "1 Main St", "postal_code": "02110"}},
	  "payment_amount": "100.00", "payment_currency": "USD"}`)
	r, err := payout.Check(request, nil, preflight.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, e := range r.Errors {
		fmt.Println(e.Field+":", e.ID, e.Message)
	}
	// Output: beneficiary.routing_code_type1: payout.routing-type-ach routing_code_type1 invalid: ACH requires 'ach'
}

// With facts, the rules that compare the payout with the account run too: here its balance.
func ExampleCheck_facts() {
	request := []byte(`{"beneficiary_id": "b-1", "payment_amount": "100.00", "payment_currency": "USD"}`)
	facts := []byte(`{"fiat": {"beneficiaries": {"b-1": {"status": "active"}}}, "balances": {"USD": "99.99"}}`)
	r, _ := payout.Check(request, facts, preflight.Options{})
	for _, e := range r.Errors {
		fmt.Println(e.ID, e.Reason.Text)
	}
	// Output: fiat.insufficient-balance the available USD balance 99.99 should cover "100.00"
}

// A reading of preflight's own (USD takes two decimal places) predicts the entry as a warning;
// the payout stays valid unless the check is strict.
func ExampleCheck_strict() {
	request := []byte(`{"beneficiary_id": "b-1", "payment_amount": "10.001", "payment_currency": "USD"}`)
	r, _ := payout.Check(request, nil, preflight.Options{})
	strict, _ := payout.Check(request, nil, preflight.Options{Strict: true})
	fmt.Println(r.Valid, r.Warnings[0].Predicts, strict.Valid, strict.Errors[0].ID)
	// Output: true payout.invalid-amount false payout.invalid-amount
}

func ExampleValidDate() {
	fmt.Println(payout.ValidDate("2028-02-29"), payout.ValidDate("2026-02-29"), payout.ValidDate("29/02/2028"))
	// Output: true false false
}

func ExamplePurposeCode() {
	fmt.Println(payout.PurposeCode("SALARY"), payout.PurposeCode("GIFTS"))
	// Output: true false
}
