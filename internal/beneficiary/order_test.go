package beneficiary_test

import (
	"strings"
	"testing"

	"github.com/preflightpay/preflight/internal/operation"
	"github.com/preflightpay/preflight/internal/ordertest"
	"github.com/preflightpay/preflight/reason"
)

// docSteps reads the package doc's "Order of findings": each member path to its step number,
// the members a step names before its first colon.
func docSteps(t *testing.T) map[string]int {
	t.Helper()
	steps := map[string]int{}
	for i, st := range ordertest.Steps(t, "doc.go") {
		fields, _, ok := strings.Cut(st.Text, ":")
		if !ok {
			t.Fatalf("doc.go step %d names no members before a colon: %q", i+1, st.Text)
		}
		for _, field := range strings.Split(fields, ",") {
			steps[strings.TrimSpace(field)] = i + 1
		}
	}
	if len(steps) < 20 {
		t.Fatalf("read %d members from the doc's order of findings; the list's shape changed", len(steps))
	}
	return steps
}

// TestFindingOrderIsDocumented: the findings of beneficiaries that break many rules at once come
// in the order the package doc lists, every field a finding names is in the list, and every
// finding carries a documented reason code and a sentence.
func TestFindingOrderIsDocumented(t *testing.T) {
	steps := docSteps(t)
	requests := []string{
		`{"beneficiary": {"entity_type": "person", "account_holder": "x", "address": {"country": "US", "city": "", "state": "", "street_address": ""}, "clearing_system": "ACH",
		  "iban": "DE00", "account_number": "12-34", "swift_code": "NOPE", "routing_code_type1": "aba", "additional_info": {"msisdn": "12"}}}`,
		`{"beneficiary": {"entity_type": "individual", "first_name": "", "account_holder": "N/A", "address": {"country": "CN"}, "clearing_system": "CNAPS",
		  "account_number": "1", "routing_code_type1": "cnaps_number", "routing_code_value1": "1"}}`,
		`{"beneficiary": {"entity_type": "company", "account_holder": "Acme @", "address": {"country": "SG"}, "clearing_system": "PAYNOW"}}`,
		`{"beneficiary": {"entity_type": "company", "company_name": "Acme", "account_holder": "Acme", "address": {"country": "CA"}, "clearing_system": "EFT",
		  "account_number": "12", "routing_code_type1": "bank_code", "routing_code_value1": "1", "routing_code_type2": "x"}}`,
		`{"beneficiary": {"entity_type": "company", "company_name": "Acme", "account_holder": "Acme", "address": {"country": "US"}, "clearing_system": "FEDWIRE",
		  "account_number": "12345678", "routing_code_type1": "aba", "routing_code_value1": "021000021"}}`,
	}
	for _, req := range requests {
		last := 0
		for _, f := range check(t, operation.FiatCreatePayout, req, nil, payoutRule) {
			if _, known := reason.Lookup(f.Reason.Code); !known || f.Reason.Text == "" {
				t.Errorf("%s at %s: reason %+v is not a documented code with a text", f.ID.Key(), f.Field, f.Reason)
			}
			step, ok := steps[strings.TrimPrefix(f.Field, "beneficiary.")]
			if !ok {
				t.Errorf("%s at %s: the field is not in the doc's order of findings", f.ID.Key(), f.Field)
				continue
			}
			if step < last {
				t.Errorf("%s at %s is step %d, after a finding of step %d", f.ID.Key(), f.Field, step, last)
			}
			last = step
		}
	}
}
