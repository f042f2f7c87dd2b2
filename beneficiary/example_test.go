package beneficiary_test

import (
	"fmt"
	"github.com/preflightpay/preflight/operation"

	"github.com/preflightpay/preflight/beneficiary"
	"github.com/preflightpay/preflight/facts"
	"github.com/preflightpay/preflight/input"
	"github.com/preflightpay/preflight/report"
	"github.com/preflightpay/preflight/rule"
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
	b := beneficiary.Decode(c, v, beneficiary.Nested)
	cor := beneficiary.Validate(c, &b, beneficiary.Nested, beneficiary.Target{Currency: "GBP"})
	fmt.Println(cor.Key)
	for _, f := range c.Report.Errors {
		fmt.Println(f.Field, f.ID.Key())
	}
	// Output:
	// GBP-FASTER PAYMENTS
	// beneficiary.routing_code_value1 payout.beneficiary-invalid
}

func ExampleDecode() {
	c := context("fiat/create-beneficiary", `{"entity_type": "individual", "address": {"city": ""}}`, nil)
	b := beneficiary.Decode(c, c.Input, beneficiary.TopLevel)
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
	fmt.Println(c.Report.Errors[0].ID.Key(), c.Report.Errors[0].Params)
	// Output: fiat.clearing-system-not-supported [US USD LOCAL]
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
	fmt.Println(c.Report.Errors[0].ID.Key())
	// Output: beneficiary.id-invalid
}

func ExampleRepeatAddition() {
	f := &facts.Facts{Fiat: &facts.Fiat{Beneficiaries: map[string]facts.Beneficiary{"b1": {AccountNumber: "12345678", RoutingValue1: "404784"}}}}
	c := context("fiat/create-beneficiary", `{"account_number": "12345678", "routing_code_value1": "404784"}`, f)
	b := beneficiary.Decode(c, c.Input, beneficiary.TopLevel)
	beneficiary.RepeatAddition(c, &b, beneficiary.TopLevel)
	fmt.Println(c.Report.Errors[0].ID.Key(), c.Report.Errors[0].Field)
	// Output: fiat.recipient-repeat-addition account_number
}

func ExamplePaths_Of() {
	fmt.Println(beneficiary.Nested.Of(beneficiary.Msisdn))
	fmt.Println(beneficiary.TopLevel.Of(beneficiary.City))
	// Output:
	// beneficiary.additional_info.msisdn
	// address.city
}
