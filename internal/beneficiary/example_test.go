package beneficiary_test

import (
	"fmt"

	"github.com/preflightpay/preflight/internal/beneficiary"
	"github.com/preflightpay/preflight/internal/facts"
	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/operation"
	"github.com/preflightpay/preflight/internal/report"
	"github.com/preflightpay/preflight/internal/rule"
)

func context(op operation.Name, request string, f *facts.Facts) *rule.Context {
	v, _ := input.ParseObject([]byte(request), input.DefaultLimits())
	if f == nil {
		f = &facts.Facts{}
	}
	return &rule.Context{Operation: operation.Must(op), Input: v, Facts: f, Report: &report.Builder{}}
}

func ExampleValidate() {
	c := context("fiat/create-payout", `{"beneficiary": {"entity_type": "company", "company_name": "Acme",
	  "account_holder": "Acme Ltd", "clearing_system": "FASTER_PAYMENTS", "account_number": "12345678",
	  "routing_code_type1": "sort_code", "routing_code_value1": "40-47-8",
	  "address": {"country": "GB", "city": "London", "street_address": "1 High St", "postal_code": "EC1A 1BB"}}}`, nil)
	v, _ := c.Object(c.Input.Get("beneficiary"), "beneficiary")
	b := beneficiary.Decode(c, v, beneficiary.Nested())
	cor := beneficiary.Validate(c, &b, beneficiary.Nested(), beneficiary.Target{Currency: "GBP"})
	fmt.Println(cor.Key, len(c.Report.Errors))
	for _, w := range c.Report.Warnings {
		fmt.Println(w.Field, "predicts", w.Entry.Key(), "because", w.Reason.Code+":", w.Reason.Text)
	}
	// Output:
	// GBP-FASTER PAYMENTS 0
	// beneficiary.routing_code_value1 predicts payout.beneficiary-invalid because sort-code.shape: UK sort code should be 6 digits, plain or in pairs; found "40-47-8"
}

func ExampleDecode() {
	c := context("fiat/create-beneficiary", `{"entity_type": "individual", "address": {"city": ""}}`, nil)
	b := beneficiary.Decode(c, c.Input, beneficiary.TopLevel())
	fmt.Println(b.Text[beneficiary.EntityType].S, b.Text[beneficiary.City].Set, b.Text[beneficiary.City].Blank(), b.Text[beneficiary.Country].Set)
	// Output: individual true true false
}

func ExampleValidID() {
	fmt.Println(beneficiary.ValidID("ben_01HZX3"), beneficiary.ValidID("ben 1"))
	// Output: true false
}

func ExampleCheckCreate() {
	c := context("fiat/create-beneficiary", `{"account_number": "12345678"}`, nil)
	beneficiary.CheckCreate(c)
	fmt.Println(c.Report.Errors[0].ID.Key(), c.Report.Skipped[0].Needs)
	// Output: fiat.entity-type-required fiat.beneficiaries
}

func ExampleCheckUpdate() {
	f := &facts.Facts{Fiat: &facts.Fiat{Beneficiaries: map[string]facts.Beneficiary{"b1": {EntityType: "company"}}}}
	c := context("fiat/update-beneficiary", `{"id": "b1", "entity_type": "individual", "account_number": "1"}`, f)
	beneficiary.CheckUpdate(c)
	fmt.Println(c.Report.Errors[0].ID.Key())
	// Output: beneficiary.entity-type-unchangeable
}

func ExampleCheckCheck() {
	c := context("fiat/check-beneficiary", `{"entity_type": "individual", "clearing_system": "SEPA", "currency": "USD",
	  "address": {"country": "US"}}`, nil)
	beneficiary.CheckCheck(c)
	w := c.Report.Warnings[0]
	fmt.Println(len(c.Report.Errors), w.Entry.Key(), w.Params, w.Reason.Code)
	// Output: 0 fiat.clearing-system-not-supported [US USD LOCAL] corridor.unknown
}

func ExampleCheckRetrieve() {
	f := &facts.Facts{Fiat: &facts.Fiat{Beneficiaries: map[string]facts.Beneficiary{}}}
	c := context("fiat/retrieve-beneficiary", `{"id": "b1"}`, f)
	beneficiary.CheckRetrieve(c)
	fmt.Println(c.Report.Errors[0].ID.Key())
	// Output: fiat.beneficiary-not-found
}

func ExampleCheckDelete() {
	c := context("fiat/delete-beneficiary", `{"id": "a/b"}`, nil)
	beneficiary.CheckDelete(c)
	fmt.Println(len(c.Report.Errors), c.Report.Warnings[0].Entry.Key(), c.Report.Warnings[0].Reason.Code)
	// Output: 0 beneficiary.id-invalid beneficiary-id.shape
}

func ExampleRepeatAddition() {
	f := &facts.Facts{Fiat: &facts.Fiat{Beneficiaries: map[string]facts.Beneficiary{"b1": {AccountNumber: "12345678", RoutingValue1: "404784"}}}}
	c := context("fiat/create-beneficiary", `{"account_number": "12345678", "routing_code_value1": "404784"}`, f)
	b := beneficiary.Decode(c, c.Input, beneficiary.TopLevel())
	beneficiary.RepeatAddition(c, &b, beneficiary.TopLevel())
	fmt.Println(c.Report.Errors[0].ID.Key(), c.Report.Errors[0].Field)
	// Output: fiat.recipient-repeat-addition account_number
}

func ExamplePaths_Of() {
	fmt.Println(beneficiary.Nested().Of(beneficiary.Msisdn))
	fmt.Println(beneficiary.TopLevel().Of(beneficiary.City))
	// Output:
	// beneficiary.additional_info.msisdn
	// address.city
}

func ExampleBeneficiary_Empty() {
	c := context("fiat/create-payout", `{"beneficiary": {}}`, nil)
	v, _ := c.ObjectAt(c.Input, "beneficiary")
	b := beneficiary.Decode(c, v, beneficiary.Nested())
	fmt.Println(b.Present, b.Empty())
	// Output: true true
}
