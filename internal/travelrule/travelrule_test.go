package travelrule

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/ramptest"
	"github.com/preflightpay/preflight/internal/rule"
)

func TestValidLEIPublishedIdentifiers(t *testing.T) {
	f, err := os.Open("testdata/lei.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	s := bufio.NewScanner(f)
	n := 0
	for s.Scan() {
		line := s.Text()
		if line == "" || line[0] == '#' {
			continue
		}
		lei, _, _ := strings.Cut(line, " ")
		n++
		if !ValidLEI(lei) {
			t.Errorf("ValidLEI(%s) = false for a published LEI", lei)
		}
		// Any single changed check digit must fail: MOD 97-10 catches every single substitution.
		for d := byte('0'); d <= '9'; d++ {
			if d == lei[19] {
				continue
			}
			if bad := lei[:19] + string(d); ValidLEI(bad) {
				t.Errorf("ValidLEI(%s) = true with a changed check digit", bad)
			}
		}
	}
	if n == 0 {
		t.Fatal("no LEIs read")
	}
}

func TestValidLEIRefusesMalformed(t *testing.T) {
	for _, lei := range []string{"", "HWUPKR0MPOU8FGXBT39", "HWUPKR0MPOU8FGXBT3944", "hwupkr0mpou8fgxbt394", "HWUPKR0MPOU8FGXBT3A4", "HWUPKR0MPOU8FGXBT-94"} {
		if ValidLEI(lei) {
			t.Errorf("ValidLEI(%q) = true", lei)
		}
	}
}

func TestCheckIVMS101(t *testing.T) {
	const person = `{"naturalPerson":{"name":{"nameIdentifier":[{"primaryIdentifier":"Smith","secondaryIdentifier":"Ann","nameIdentifierType":"LEGL"}]},"customerIdentification":"C-1"}}`
	cases := []struct {
		name    string
		payload string
		want    []string // "path: message prefix"
	}{
		{"complete natural person passes", `{"originator":{"originatorPersons":[` + person + `]}}`, nil},
		{"PascalCase top level is read", `{"Originator":{"originatorPersons":[{"naturalPerson":{"name":{"nameIdentifier":[{"primaryIdentifier":"Smith","nameIdentifierType":"LEGL"}]}}}]}}`,
			[]string{"Originator.originatorPersons[0].naturalPerson: OriginatorInformationNaturalPerson"}},
		{"beneficiary needs no identification", `{"beneficiary":{"beneficiaryPersons":[{"naturalPerson":{"name":{"nameIdentifier":[{"primaryIdentifier":"Smith","nameIdentifierType":"LEGL"}]}}}]}}`, nil},
		{"legal name required", `{"beneficiary":{"beneficiaryPersons":[{"naturalPerson":{"name":{"nameIdentifier":[{"primaryIdentifier":"Al","nameIdentifierType":"ALIA"}]}}}]}}`,
			[]string{"beneficiary.beneficiaryPersons[0].naturalPerson.name: LegalNamePresent"}},
		{"person is natural or legal", `{"beneficiary":{"beneficiaryPersons":[{}]}}`, []string{"beneficiary.beneficiaryPersons[0]: needs naturalPerson or legalPerson"}},
		{"lengths are bounded", `{"originator":{"originatorPersons":[{"naturalPerson":{"name":{"nameIdentifier":[{"primaryIdentifier":"` + strings.Repeat("a", 101) + `","nameIdentifierType":"LEGL"}]},"customerIdentification":"C"}}]}}`,
			[]string{"originator.originatorPersons[0].naturalPerson.name.nameIdentifier[0].primaryIdentifier: longer than 100"}},
		{"address needs line or street and building", `{"originator":{"originatorPersons":[{"naturalPerson":{"name":{"nameIdentifier":[{"primaryIdentifier":"S","nameIdentifierType":"LEGL"}]},"geographicAddress":[{"addressType":"HOME","townName":"Oslo","country":"NO"}]}}]}}`,
			[]string{"originator.originatorPersons[0].naturalPerson.geographicAddress[0]: ValidAddress"}},
		{"address type and country", `{"originator":{"originatorPersons":[{"naturalPerson":{"name":{"nameIdentifier":[{"primaryIdentifier":"S","nameIdentifierType":"LEGL"}]},"geographicAddress":[{"addressType":"WORK","addressLine":["1 Main St"],"townName":"Oslo","country":"ZZ"}]}}]}}`,
			[]string{"originator.originatorPersons[0].naturalPerson.geographicAddress[0].addressType: \"WORK\" is not one of", "originator.originatorPersons[0].naturalPerson.geographicAddress[0].country: ValidCountryCode"}},
		{"date of birth shape", `{"originator":{"originatorPersons":[{"naturalPerson":{"name":{"nameIdentifier":[{"primaryIdentifier":"S","nameIdentifierType":"LEGL"}]},"dateAndPlaceOfBirth":{"dateOfBirth":"1990-02-30","placeOfBirth":"Oslo"}}}]}}`,
			[]string{"originator.originatorPersons[0].naturalPerson.dateAndPlaceOfBirth.dateOfBirth: must be a date"}},
		{"legal person identifier rules", `{"originator":{"originatorPersons":[{"legalPerson":{"name":{"legalPersonNameIdentifier":[{"legalPersonName":"Acme","legalPersonNameIdentifierType":"LEGL"}]},"nationalIdentification":{"nationalIdentifier":"123","nationalIdentifierType":"CCPT","countryOfIssue":"GB"}}}]}}`,
			[]string{"originator.originatorPersons[0].legalPerson.nationalIdentification.nationalIdentifierType: ValidNationalIdentifierLegalPerson", "originator.originatorPersons[0].legalPerson.nationalIdentification.countryOfIssue: CompleteNationalIdentifierLegalPerson", "originator.originatorPersons[0].legalPerson.nationalIdentification.registrationAuthority: CompleteNationalIdentifierLegalPerson"}},
		{"registration authority shape", `{"beneficiary":{"beneficiaryPersons":[{"legalPerson":{"name":{"legalPersonNameIdentifier":[{"legalPersonName":"Acme","legalPersonNameIdentifierType":"LEGL"}]},"nationalIdentification":{"nationalIdentifier":"123","nationalIdentifierType":"RAID","registrationAuthority":"RA12"}}}]}}`,
			[]string{"beneficiary.beneficiaryPersons[0].legalPerson.nationalIdentification.registrationAuthority: RegistrationAuthority"}},
		{"LEI check digits", `{"beneficiary":{"beneficiaryPersons":[{"legalPerson":{"name":{"legalPersonNameIdentifier":[{"legalPersonName":"Acme","legalPersonNameIdentifierType":"LEGL"}]},"nationalIdentification":{"nationalIdentifier":"HWUPKR0MPOU8FGXBT395","nationalIdentifierType":"LEIX"}}}]}}`,
			[]string{"beneficiary.beneficiaryPersons[0].legalPerson.nationalIdentification.nationalIdentifier: ValidLEI"}},
		{"VASP objects wrap a person", `{"beneficiaryVASP":{"beneficiaryVASP":{"legalPerson":{"name":{"legalPersonNameIdentifier":[{"legalPersonName":"X","legalPersonNameIdentifierType":"SHRT"}]}}}}}`,
			[]string{"beneficiaryVASP.beneficiaryVASP.legalPerson.name: LegalNamePresentLegalPerson"}},
		{"wrong JSON types", `{"originator":[],"beneficiary":{"beneficiaryPersons":{}}}`, []string{"originator: must be an object", "beneficiary.beneficiaryPersons: must be an array"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			v, err := input.Parse([]byte(tc.payload), input.DefaultLimits())
			if err != nil {
				t.Fatal(err)
			}
			if !IsIVMS101(v) {
				t.Fatal("not recognised as IVMS101")
			}
			got := []string{}
			for _, p := range CheckIVMS101(v) {
				got = append(got, p.Path+": "+p.Message)
			}
			if len(got) != len(tc.want) {
				t.Fatalf("got %q, want prefixes %q", got, tc.want)
			}
			for i := range got {
				if !strings.HasPrefix(got[i], tc.want[i]) {
					t.Errorf("problem %d = %q, want prefix %q", i, got[i], tc.want[i])
				}
			}
		})
	}
}

func TestPartyRules(t *testing.T) {
	cases := []struct {
		name, request string
		want          []string
	}{
		{"first party needs nothing more", `{"address_party":"first_party","wallet_type":"unhosted"}`, []string{}},
		{"third party individual complete", `{"address_party":"third_party","entity_type":"individual","first_name":"A","last_name":"B","country":"GB","city":"L"}`, []string{}},
		{"third party names may not be blank", `{"address_party":"third_party","entity_type":"individual","first_name":" ","last_name":"B","country":"GB","city":"L"}`, []string{"ramp.third-party-individual-needs-names@first_name"}},
		{"third party country", `{"address_party":"third_party","entity_type":"corporation","company_name":"C","city":"L"}`, []string{"ramp.third-party-needs-country-and-city@country"}},
		{"values are exact", `{"wallet_type":"Hosted","address_party":"THIRD_PARTY","vasp_id":"v"}`, []string{"ramp.invalid-wallet-type@wallet_type", "ramp.invalid-address-party@address_party"}},
		{"hosted with vasp id", `{"wallet_type":"hosted","vasp_id":"v1"}`, []string{}},
		{"wrong JSON type is invalid request", `{"wallet_type":1}`, []string{"ramp.invalid-request@wallet_type"}},
		{"in meta_data a wrong type is an invalid value", `{"meta_data":"{\"wallet_type\":1,\"address_party\":\"first_party\"}"}`, []string{"ramp.invalid-wallet-type@meta_data.wallet_type"}},
		{"request fields win over meta_data", `{"wallet_type":"unhosted","meta_data":"{\"wallet_type\":\"bad\"}"}`, []string{}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got := ramptest.Findings(ramptest.Run(t, func(c *rule.Context) {
				if hasPartyFields(c.Input) {
					checkParty(c, c.Input, "")
				} else if s := c.Input.Get("meta_data").Str(); s != "" {
					checkTravelRuleData(c, s, "meta_data", true)
				}
			}, tc.request, ""))
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

func TestDeclarationPairs(t *testing.T) {
	seen := map[string]bool{}
	for _, d := range Declarations() {
		if seen[d.AddressType] || d.LegalDeclaration == "" || d.Meaning == "" {
			t.Errorf("declaration %+v repeats an address_type or lacks a value", d)
		}
		seen[d.AddressType] = true
		if got := ramptest.Findings(ramptest.Run(t, checkDeclaration, `{"address_type":"`+d.AddressType+`","legal_declaration":"`+d.LegalDeclaration+`"}`, "")); len(got) != 0 {
			t.Errorf("pair %+v refused: %v", d, got)
		}
	}
	for _, req := range []string{`{"address_type":"first_party"}`, `{"legal_declaration":"self_owned"}`, `{"address_type":"other","legal_declaration":"self_owned"}`} {
		if got := ramptest.Predictions(ramptest.Run(t, checkDeclaration, req, "")); len(got) != 1 {
			t.Errorf("%s: %v, want one predicted mismatch", req, got)
		}
	}
}

func TestAddressFormatBasis(t *testing.T) {
	for _, tc := range []struct {
		name, network, address string
		errors, predictions    int
	}{
		{"EIP-55 checksum", "ETH", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD", 0, 1},
		{"all lower case needs no checksum", "ERC20", "0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed", 0, 0},
		{"too short for EVM", "ETH", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeA", 1, 0},
		{"bitcoin testnet", "BTC", "tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx", 0, 1},
		{"bech32 upper case", "BTC", "BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4", 0, 0},
		{"bech32 mixed case", "BTC", "bc1qW508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4", 1, 0},
		{"tron base58check", "TRC20", "TJRabPrwbZy45sbavfcjinPJC18kjpRTv9", 1, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := ramptest.Run(t, CheckCreate, `{"address":"`+tc.address+`","network":"`+tc.network+`"}`, "")
			if e, p := len(ramptest.Findings(b)), len(ramptest.Predictions(b)); e != tc.errors || p != tc.predictions {
				t.Errorf("errors %v, predictions %v; want %d and %d", ramptest.Findings(b), ramptest.Predictions(b), tc.errors, tc.predictions)
			}
		})
	}
}
