package beneficiary_test

import (
	"strings"
	"testing"

	"github.com/preflightpay/preflight/internal/beneficiary"
	"github.com/preflightpay/preflight/internal/facts"
	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/operation"
	"github.com/preflightpay/preflight/internal/report"
	"github.com/preflightpay/preflight/internal/rule"
)

// check runs a rule in strict mode, so that predictions come in order among the errors.
func check(t testing.TB, op operation.Name, request string, f *facts.Facts, run rule.Func) []report.Finding {
	t.Helper()
	v, err := input.ParseObject([]byte(request), input.DefaultLimits())
	if err != nil {
		t.Fatal(err)
	}
	if f == nil {
		f = &facts.Facts{}
	}
	c := &rule.Context{Operation: operation.Must(op), Input: v, Facts: f, Report: &report.Builder{Strict: true}}
	run(c)
	return c.Report.Errors
}

// payout wraps a beneficiary in a payout and validates it as fiat/create-payout does.
func payoutRule(c *rule.Context) {
	v, _ := c.Object(c.Input.Get("beneficiary"), "beneficiary")
	b := beneficiary.Decode(c, v, beneficiary.Nested())
	beneficiary.Validate(c, &b, beneficiary.Nested(), beneficiary.Target{Currency: "USD"})
}

func TestValidID(t *testing.T) {
	tests := []struct {
		id string
		ok bool
	}{
		{"ben_01HZX3", true},
		{"6f1c2a9e-0b7d-4c1e-9a55-3f2b8d7e1a00", true},
		{"", false},
		{"ben 1", false},
		{"../ben", false},
		{"ben?x=1", false},
		{string(make([]byte, 65)), false},
	}
	for _, tt := range tests {
		if got := beneficiary.ValidID(tt.id); got != tt.ok {
			t.Errorf("ValidID(%q) = %v, want %v", tt.id, got, tt.ok)
		}
	}
}

func TestAccountHolderRules(t *testing.T) {
	tests := []struct {
		name, entity, holder, want string
	}{
		{"an individual's full name", "individual", "Jane Doe", ""},
		{"empty", "individual", "", "payout.account-holder-empty"},
		{"blank", "individual", "   ", "payout.account-holder-empty"},
		{"one character", "individual", "J", "payout.account-holder-length"},
		{"141 characters", "individual", strings.Repeat("Abc ", 35) + "A", "payout.account-holder-length"},
		{"digits in an individual's name", "individual", "Jane Do3", "payout.account-holder-individual-charset"},
		{"accents in an individual's name", "individual", "José Díaz", "payout.account-holder-individual-charset"},
		{"a placeholder", "individual", "Unknown", "payout.account-holder-invalid"},
		{"a single word", "individual", "Jane", "payout.account-holder-incomplete"},
		{"a company name with punctuation", "company", "Smith & Sons (UK) Ltd.", ""},
		{"a company name with @", "company", "Acme @ Co", "payout.account-holder-company-charset"},
		{"a company placeholder", "company", "N/A", "payout.account-holder-invalid"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			names := `"first_name": "Jane", "last_name": "Doe"`
			if tt.entity == "company" {
				names = `"company_name": "Acme"`
			}
			req := `{"beneficiary": {"entity_type": "` + tt.entity + `", ` + names + `, "account_holder": "` + tt.holder + `"}}`
			got := ""
			for _, f := range check(t, "fiat/create-payout", req, nil, payoutRule) {
				if f.Field == "beneficiary.account_holder" {
					got = f.ID.Key()
				}
			}
			if got != tt.want {
				t.Errorf("account holder %q (%s): got %q, want %q", tt.holder, tt.entity, got, tt.want)
			}
		})
	}
}

// TestBeneficiaryOperationsSayOnlyWhatThePlatformDocuments: create-beneficiary reports the
// entries documented for it, not the payout's account-holder or routing messages.
func TestBeneficiaryOperationsSayOnlyWhatThePlatformDocuments(t *testing.T) {
	req := `{"entity_type": "individual", "account_holder": "J", "routing_code_type1": "aba", "clearing_system": "ACH"}`
	got := check(t, "fiat/create-beneficiary", req, nil, beneficiary.CheckCreate)
	if len(got) != 1 || got[0].ID.Key() != "fiat.account-number-required" {
		t.Errorf("create-beneficiary findings: %+v, want only fiat.account-number-required", got)
	}
}

func TestRepeatAdditionComparesIBANsInElectronicForm(t *testing.T) {
	f := &facts.Facts{Fiat: &facts.Fiat{Beneficiaries: map[string]facts.Beneficiary{"b1": {IBAN: "GB82WEST12345698765432"}}}}
	got := check(t, "fiat/create-beneficiary", `{"entity_type": "company", "iban": "gb82 west 1234 5698 7654 32"}`, f, beneficiary.CheckCreate)
	if len(got) != 1 || got[0].ID.Key() != "fiat.recipient-repeat-addition" || got[0].Field != "iban" {
		t.Errorf("findings %+v, want fiat.recipient-repeat-addition at iban", got)
	}
}

func TestUpdateSkipsWithoutStoredBeneficiaries(t *testing.T) {
	v, _ := input.ParseObject([]byte(`{"id": "b1", "entity_type": "company", "account_number": "1"}`), input.DefaultLimits())
	c := &rule.Context{Operation: operation.Must("fiat/update-beneficiary"), Input: v, Facts: &facts.Facts{}, Report: &report.Builder{}}
	beneficiary.CheckUpdate(c)
	if len(c.Report.Errors) != 0 || len(c.Report.Skipped) != 2 {
		t.Errorf("errors %+v, skipped %+v; want none and two", c.Report.Errors, c.Report.Skipped)
	}
}

// TestSWIFTPayoutOutsideTheTableIsValidWithAWarning: the corridor table is knowledge, not the
// platform's list. A SWIFT payout in a currency the table lacks, to a well-formed IBAN and BIC,
// is valid; the one finding is the corridor.unknown prediction.
func TestSWIFTPayoutOutsideTheTableIsValidWithAWarning(t *testing.T) {
	// currency, country, IBAN, BIC; the last is a table currency to a country outside SEPA.
	for _, row := range []string{
		"NOK NO NO9386011117947 DNBANOKK", "SEK SE SE4550000000058398257466 ESSESESS",
		"PLN PL PL61109010140000071219812874 BPKOPLPW", "DKK DK DK5000400440116243 DABADKKK",
		"CZK CZ CZ6508000000192000145399 GIBACZPX", "HUF HU HU42117730161111101800000000 OTPVHUHB",
		"EUR NO NO9386011117947 DNBANOKK",
	} {
		var tt struct{ currency, country, iban, bic string }
		f := strings.Fields(row)
		tt.currency, tt.country, tt.iban, tt.bic = f[0], f[1], f[2], f[3]
		t.Run(tt.currency+"-"+tt.country, func(t *testing.T) {
			req := `{"beneficiary": {"entity_type": "individual", "first_name": "Kari", "last_name": "Nordmann", "account_holder": "Kari Nordmann",
			  "clearing_system": "SWIFT", "iban": "` + tt.iban + `", "swift_code": "` + tt.bic + `", "bank_name": "Bank", "bank_address": "1 Bank Street",
			  "address": {"country": "` + tt.country + `", "city": "City", "street_address": "1 Main Street", "postal_code": "0191"}}}`
			v, _ := input.ParseObject([]byte(req), input.DefaultLimits())
			c := &rule.Context{Operation: operation.Must(operation.FiatCreatePayout), Input: v, Facts: &facts.Facts{}, Report: &report.Builder{}}
			bv, _ := c.ObjectAt(v, "beneficiary")
			b := beneficiary.Decode(c, bv, beneficiary.Nested())
			beneficiary.Validate(c, &b, beneficiary.Nested(), beneficiary.Target{Currency: tt.currency, Method: "SWIFT"})
			known := tt.currency == "EUR"
			if len(c.Report.Errors) > 0 {
				t.Fatalf("errors %+v; want none", c.Report.Errors)
			}
			if got := len(c.Report.Warnings); known && got != 0 || !known && (got != 1 || c.Report.Warnings[0].Reason.Code != "corridor.unknown") {
				t.Errorf("warnings %+v; want only corridor.unknown for a currency outside the table", c.Report.Warnings)
			}
		})
	}
}
