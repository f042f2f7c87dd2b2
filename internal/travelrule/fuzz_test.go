package travelrule

import (
	"reflect"
	"testing"

	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/ramptest"
	"github.com/preflightpay/preflight/internal/rule"
)

// FuzzCheckIVMS101 feeds arbitrary JSON to the IVMS101 checker: it must never panic, must give
// the same problems twice, and every problem must carry a path and a message.
func FuzzCheckIVMS101(f *testing.F) {
	for _, s := range []string{
		`{"originator":{"originatorPersons":[{"naturalPerson":{"name":{"nameIdentifier":[{"primaryIdentifier":"S","nameIdentifierType":"LEGL"}]}}}]}}`,
		`{"beneficiary":{"beneficiaryPersons":[{"legalPerson":{"nationalIdentification":{"nationalIdentifier":"HWUPKR0MPOU8FGXBT394","nationalIdentifierType":"LEIX"}}}]}}`,
		`{"originatingVASP":{"originatingVASP":[]}}`, `{"originator":null}`, `{"beneficiary":{"beneficiaryPersons":[1,"x",{}]}}`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		v, err := input.Parse([]byte(s), input.DefaultLimits())
		if err != nil || !IsIVMS101(v) {
			return
		}
		a, b := CheckIVMS101(v), CheckIVMS101(v)
		if !reflect.DeepEqual(a, b) {
			t.Fatal("not deterministic")
		}
		for _, p := range a {
			if p.Path == "" || p.Message == "" {
				t.Fatalf("problem without path or message: %+v", p)
			}
		}
	})
}

// FuzzValidLEI: never panics, and whatever it accepts has the LEI's shape.
func FuzzValidLEI(f *testing.F) {
	f.Add("HWUPKR0MPOU8FGXBT394")
	f.Add("HWUPKR0MPOU8FGXBT395")
	f.Add("")
	f.Fuzz(func(t *testing.T, s string) {
		if !ValidLEI(s) {
			return
		}
		if len(s) != 20 || s[18] < '0' || s[18] > '9' || s[19] < '0' || s[19] > '9' {
			t.Fatalf("ValidLEI(%q) accepted a malformed LEI", s)
		}
	})
}

// FuzzAddressBookRules runs every address-book rule on arbitrary requests with a fixed set of
// facts: no panic, and the same findings twice.
func FuzzAddressBookRules(f *testing.F) {
	for _, s := range []string{
		`{"address":"0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed","network":"ETH","wallet_type":"hosted","meta_data":"{\"originator\":{}}"}`,
		`{"id":"a1","label":"x","is_whitelist":1,"meta_data":"[1,"}`,
		`{"source_address":"x","network":"BTC","metadata":"{\"address_party\":\"third_party\"}"}`,
		`{"address_kind":7}`,
	} {
		f.Add(s)
	}
	const factsJSON = `{"ramp":{"address_book":[{"id":"a1","label":"x","travel_rule_set":true}],"addresses_not_allowed":["x"]}}`
	f.Fuzz(func(t *testing.T, s string) {
		if _, err := input.ParseObject([]byte(s), input.DefaultLimits()); err != nil {
			return
		}
		for _, check := range []rule.Func{CheckCreate, CheckUpdate, CheckList, CheckDepositSender} {
			a, b := ramptest.Run(t, check, s, factsJSON), ramptest.Run(t, check, s, factsJSON)
			if !reflect.DeepEqual(a, b) {
				t.Fatal("not deterministic")
			}
		}
	})
}
