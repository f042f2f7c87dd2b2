package travelrule_test

import (
	"fmt"

	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/facts"
	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/report"
	"github.com/preflightpay/preflight/internal/rule"
	"github.com/preflightpay/preflight/internal/travelrule"
)

func ExampleCheckIVMS101() {
	payload, _ := input.Parse([]byte(`{"originator": {"originatorPersons": [{"naturalPerson": {
		"name": {"nameIdentifier": [{"primaryIdentifier": "Smith", "nameIdentifierType": "LEGL"}]},
		"countryOfResidence": "UK"}}]}}`), input.DefaultLimits())
	for _, p := range travelrule.CheckIVMS101(payload) {
		fmt.Println(p.Path+":", p.Message)
	}
	// Output:
	// originator.originatorPersons[0].naturalPerson.countryOfResidence: ValidCountryCode: "UK" is not an ISO 3166-1 alpha-2 country code
	// originator.originatorPersons[0].naturalPerson: OriginatorInformationNaturalPerson: an originator needs geographicAddress, customerIdentification, nationalIdentification or dateAndPlaceOfBirth
}

func ExampleIsIVMS101() {
	v, _ := input.Parse([]byte(`{"beneficiary": {}}`), input.DefaultLimits())
	w, _ := input.Parse([]byte(`{"wallet_type": "hosted"}`), input.DefaultLimits())
	fmt.Println(travelrule.IsIVMS101(v), travelrule.IsIVMS101(w))
	// Output: true false
}

func ExampleValidLEI() {
	fmt.Println(travelrule.ValidLEI("HWUPKR0MPOU8FGXBT394"), travelrule.ValidLEI("HWUPKR0MPOU8FGXBT395"))
	// Output: true false
}

func ExampleDeclarations() {
	for _, d := range travelrule.Declarations() {
		fmt.Println(d.AddressType, "->", d.LegalDeclaration)
	}
	// Output:
	// first_party -> self_owned
	// third_party -> third_party_owned
}

// check runs one rule on a request, as the root package does for an operation.
func check(f rule.Func, request string) {
	v, _ := input.ParseObject([]byte(request), input.DefaultLimits())
	var b report.Builder
	f(&rule.Context{InvalidRequest: errcatalog.RampInvalidRequest, Input: v, Facts: &facts.Facts{}, Report: &b})
	r := b.Report("")
	for _, e := range r.Errors {
		fmt.Println(e.Field+":", e.Message)
	}
	for _, w := range r.Warnings {
		if w.Predicts != "" {
			fmt.Println(w.Field+": predicted:", w.Message, "("+w.Reason.Code+")")
		}
	}
}

func ExampleCheckCreate() {
	check(travelrule.CheckCreate, `{"address": "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD", "network": "ETH",
		"wallet_type": "hosted", "meta_data": "{'name': 'Ann'}"}`)
	// Output:
	// vasp_id: hosted wallet requires vasp_id or vasp_name
	// meta_data: invalid travel rule meta_data json: invalid character '\'' looking for beginning of object key string
	// address: predicted: invalid address format for network ETH (chainaddr.eip55)
}

func ExampleCheckUpdate() {
	check(travelrule.CheckUpdate, `{"id": "a1", "is_whitelist": "yes"}`)
	// Output: is_whitelist: predicted: invalid is_whitelist (travelrule.is-whitelist)
}

func ExampleCheckList() {
	check(travelrule.CheckList, `{"address_kind": "savings"}`)
	// Output: address_kind: predicted: invalid address_kind (travelrule.address-kind)
}

func ExampleCheckDepositSender() {
	check(travelrule.CheckDepositSender, `{"source_address": "TJRabPrwbZy45sbavfcjinPJC18kjpRTv8", "network": "TRX"}`)
	// Output: metadata: metadata is required
}
