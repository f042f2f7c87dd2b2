package preflight_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/preflightpay/preflight"
)

// formFromExamples fills a payout as a form prefilled from a corridor's requirements would: every
// field with an example, beneficiary members under "beneficiary".
func formFromExamples(r preflight.Requirement) map[string]any {
	ben := map[string]any{}
	for _, f := range r.Beneficiary {
		if f.Example == "" {
			continue
		}
		obj, path := ben, strings.Split(f.Field, ".")
		for _, step := range path[:len(path)-1] {
			next, ok := obj[step].(map[string]any)
			if !ok {
				next = map[string]any{}
				obj[step] = next
			}
			obj = next
		}
		obj[path[len(path)-1]] = f.Example
	}
	payout := map[string]any{"beneficiary": ben}
	for _, f := range r.Payout {
		if f.Example != "" {
			payout[f.Field] = f.Example
		}
	}
	return payout
}

// TestRequirementsExamplesPass: a payout prefilled from each corridor's examples, for each entity
// type, is valid without a single warning: the examples come from the corridor's own country (a
// UK postcode for FASTER PAYMENTS, an Indian PIN and state for INR, a BIC of the country, an ABA
// number that passes its check digit).
func TestRequirementsExamplesPass(t *testing.T) {
	checker, err := preflight.For("fiat/create-payout")
	if err != nil {
		t.Fatal(err)
	}
	for _, entity := range []string{"individual", "company"} {
		reqs := preflight.Requirements(preflight.RequirementsQuery{EntityType: entity})
		if len(reqs) < 20 {
			t.Fatalf("%d corridors; the table lost some", len(reqs))
		}
		// A form for a country the caller names: SWIFT to countries with and without IBAN, and
		// SEPA to a country without an example address of its own.
		for _, country := range []string{"FR", "JP", "NO", "AT", "GG"} {
			reqs = append(reqs, preflight.Requirements(preflight.RequirementsQuery{Country: country, Method: "SWIFT", Currency: "EUR", EntityType: entity})...)
		}
		reqs = append(reqs, preflight.Requirements(preflight.RequirementsQuery{Country: "AT", Currency: "EUR", Method: "LOCAL", EntityType: entity})...)
		for _, r := range reqs {
			t.Run(r.Corridor+"/"+strings.Join(r.Countries, "")+"/"+entity, func(t *testing.T) {
				request, err := json.Marshal(formFromExamples(r))
				if err != nil {
					t.Fatal(err)
				}
				rep, err := checker.Check(request, nil, preflight.Options{})
				if err != nil {
					t.Fatal(err)
				}
				if !rep.Valid || len(rep.Warnings) > 0 {
					out, _ := json.MarshalIndent(rep, "", "  ")
					t.Errorf("a payout from the examples is not clean:\n%s\nrequest: %s", out, request)
				}
			})
		}
	}
}
