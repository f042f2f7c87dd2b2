package corridor_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/corridor"
)

func TestSameClearingIgnoresCaseUnderscoreAndDash(t *testing.T) {
	tests := []struct {
		given, canonical string
		want             bool
	}{
		{"FASTER PAYMENTS", "FASTER PAYMENTS", true},
		{"faster_payments", "FASTER PAYMENTS", true},
		{"Faster-Payments", "FASTER PAYMENTS", true},
		{"fasterpayments", "FASTER PAYMENTS", false},
		{"FASTER  PAYMENTS", "FASTER PAYMENTS", false},
		{"ach", "ACH", true},
		{"ACH ", "ACH", false},
		{"", "ACH", false},
	}
	for _, tt := range tests {
		if got := corridor.SameClearing(tt.given, tt.canonical); got != tt.want {
			t.Errorf("SameClearing(%q, %q) = %v, want %v", tt.given, tt.canonical, got, tt.want)
		}
	}
}

func TestFindChoosesTheCorridor(t *testing.T) {
	tests := []struct {
		country, currency, method, clearing string
		want                                string // corridor key, "" for none
	}{
		{"US", "USD", "LOCAL", "ACH", "USD-ACH"},
		{"us", "usd", "local", "fedwire", "USD-FEDWIRE"},
		{"GB", "GBP", "LOCAL", "faster_payments", "GBP-FASTER PAYMENTS"},
		{"CA", "CAD", "LOCAL", "EFT", "CAD-EFT"},
		{"HK", "HKD", "LOCAL", "LOCAL", "HKD-LOCAL"},
		{"AU", "AUD", "LOCAL", "local", "AUD-LOCAL"},
		{"IN", "INR", "LOCAL", "IFSC", "INR-IFSC"},
		{"CN", "CNH", "LOCAL", "CNAPS", "CNH-CNAPS"},
		{"SG", "SGD", "LOCAL", "PAYNOW", "SGD-PAYNOW"},
		{"SG", "SGD", "LOCAL", "FAST", "SGD-FAST"},
		{"FR", "EUR", "LOCAL", "LOCAL", "EUR-LOCAL"},
		{"DE", "EUR", "SWIFT", "", "EUR-SWIFT"},
		{"JP", "USD", "SWIFT", "swift", "USD-SWIFT"},
		{"US", "USD", "LOCAL", "CHAPS", ""}, // unknown clearing system
		{"GB", "USD", "LOCAL", "ACH", ""},   // ACH pays to the US only
		{"ZZ", "USD", "SWIFT", "", ""},      // not an ISO 3166-1 country
		{"DE", "XYZ", "SWIFT", "", ""},      // no SWIFT corridor for the currency
		{"DE", "EUR", "SWIFT", "LOCAL", ""}, // SWIFT with another clearing system
		{"US", "USD", "WIRE", "ACH", ""},    // unknown payment method
		{"USA", "USD", "LOCAL", "ACH", ""},  // not a 2-letter code
		{"", "USD", "LOCAL", "ACH", ""},     // no country
	}
	for _, tt := range tests {
		got := ""
		if c := corridor.Find(tt.country, tt.currency, tt.method, tt.clearing); c != nil {
			got = c.Key
		}
		if got != tt.want {
			t.Errorf("Find(%q, %q, %q, %q) = %q, want %q", tt.country, tt.currency, tt.method, tt.clearing, got, tt.want)
		}
	}
}

// allowedRoutingTypes are the routing code types the specification names.
var allowedRoutingTypes = "ach aba bank_code branch_code sort_code bsb_code ifsc cnaps_number"

func TestTableIsConsistent(t *testing.T) {
	seen := map[string]bool{}
	for _, c := range corridor.All() {
		if seen[c.Key] {
			t.Errorf("corridor %s appears twice", c.Key)
		}
		seen[c.Key] = true
		if c.Key != c.Currency+"-"+c.Clearing {
			t.Errorf("corridor %s: key is not currency-clearing system", c.Key)
		}
		if c.Method != corridor.Local && c.Method != corridor.SWIFT {
			t.Errorf("corridor %s: method %q", c.Key, c.Method)
		}
		if c.Source == "" {
			t.Errorf("corridor %s: no source", c.Key)
		}
		entries := []errcatalog.ID{c.Account.FormatEntry}
		if c.Account.Check == corridor.Digits || c.Account.Check == corridor.Alnum {
			entries = append(entries, c.Account.LengthEntry)
		}
		for i, r := range c.Routing {
			if r.Type == "" {
				continue
			}
			if !strings.Contains(" "+allowedRoutingTypes+" ", " "+r.Type+" ") {
				t.Errorf("corridor %s: routing type %q is not one the specification names", c.Key, r.Type)
			}
			if ex := corridor.Example(r.Check); corridor.CheckValue(r.Check, ex, 0, 0) != nil {
				t.Errorf("corridor %s: example %q of routing value %d fails its own check", c.Key, ex, i+1)
			}
			entries = append(entries, c.RoutingTypeEntry, c.RoutingValueEntry)
		}
		for _, in := range c.AdditionalInfo {
			entries = append(entries, in.Entry)
		}
		if !c.Cap.IsZero() {
			entries = append(entries, c.CapEntry)
		}
		if c.Invoice {
			entries = append(entries, c.InvoiceEntry)
		}
		for _, id := range entries {
			if !errcatalog.Get(id).AppliesTo("fiat/create-payout") {
				t.Errorf("corridor %s: entry %s is not documented for fiat/create-payout", c.Key, id.Key())
			}
		}
	}
}

func TestRequirementsAnswerForEveryCorridor(t *testing.T) {
	for _, c := range corridor.All() {
		q := corridor.Query{Currency: c.Currency, Method: c.Method, ClearingSystem: c.Clearing}
		reqs := corridor.Requirements(q)
		if len(reqs) != 1 || reqs[0].Corridor != c.Key {
			t.Errorf("Requirements(%+v) gives %d corridors, want exactly %s", q, len(reqs), c.Key)
			continue
		}
		if len(reqs[0].Beneficiary) == 0 || len(reqs[0].Payout) == 0 {
			t.Errorf("%s: no fields", c.Key)
		}
		out := corridor.AppendJSON(nil, reqs, false)
		if !json.Valid(out) {
			t.Errorf("%s: AppendJSON is not valid JSON:\n%s", c.Key, out)
		}
	}
	if n := len(corridor.Requirements(corridor.Query{})); n != len(corridor.All()) {
		t.Errorf("Requirements with no filter gives %d corridors, want %d", n, len(corridor.All()))
	}
}

func TestRequirementsFilterByEntityType(t *testing.T) {
	reqs := corridor.Requirements(corridor.Query{Currency: "CNH", ClearingSystem: "CNAPS", EntityType: "company"})
	for _, f := range reqs[0].Beneficiary {
		switch f.Field {
		case "first_name", "last_name", "additional_info.id_type", "additional_info.id_number":
			t.Errorf("a company's form asks for %s", f.Field)
		}
		if f.When != "" && strings.Contains(f.When, "entity_type") {
			t.Errorf("%s: condition %q left in a form for one entity type", f.Field, f.When)
		}
	}
}

func TestRequirementsJSONMatchesEncodingJSON(t *testing.T) {
	// The hand-written JSON must decode to the same data as the structs it comes from.
	reqs := corridor.Requirements(corridor.Query{Country: "GB"})
	var decoded []map[string]any
	if err := json.Unmarshal(corridor.AppendJSON(nil, reqs, false), &decoded); err != nil {
		t.Fatal(err)
	}
	if len(decoded) != len(reqs) {
		t.Fatalf("%d corridors decoded, want %d", len(decoded), len(reqs))
	}
	for i, r := range reqs {
		if decoded[i]["corridor"] != r.Corridor || len(decoded[i]["beneficiary"].([]any)) != len(r.Beneficiary) {
			t.Errorf("corridor %d decodes as %v", i, decoded[i]["corridor"])
		}
	}
}

func TestMatrixHasOneRowPerCorridor(t *testing.T) {
	m := corridor.Matrix()
	for _, c := range corridor.All() {
		if strings.Count(m, "| `"+c.Key+"` |") != 1 {
			t.Errorf("matrix lacks a row for %s", c.Key)
		}
	}
}

func TestCheckValue(t *testing.T) {
	tests := []struct {
		id       corridor.Identifier
		value    string
		min, max int
		ok       bool
	}{
		{corridor.ABA, "011000015", 0, 0, true},
		{corridor.ABA, "011000016", 0, 0, false},
		{corridor.SortCode, "40-47-84", 0, 0, true},
		{corridor.BSB, "092009", 0, 0, true},
		{corridor.IFSC, "SBIN0001707", 0, 0, true},
		{corridor.IFSC, "sbin0001707", 0, 0, false},
		{corridor.CNAPS, "102100099996", 0, 0, true},
		{corridor.CAInstitution, "003", 0, 0, true},
		{corridor.CATransit, "1234", 0, 0, false},
		{corridor.HKBankCode, "004", 0, 0, true},
		{corridor.HKBankCode, "04", 0, 0, false},
		{corridor.E164, "+254712345678", 0, 0, true},
		{corridor.E164, "0712345678", 0, 0, false},
		{corridor.CLABE, "032180000118359719", 0, 0, true},
		{corridor.CLABE, "032180000118359718", 0, 0, false},
		{corridor.BRTaxID, "52998224725", 0, 0, true},
		{corridor.BRTaxID, "529982247", 0, 0, false},
		{corridor.Digits, "1234567", 7, 12, true},
		{corridor.Digits, "123456", 7, 12, false},
		{corridor.Digits, "12345a7", 7, 12, false},
		{corridor.Alnum, "AB12", 1, 34, true},
		{corridor.Alnum, "AB-12", 1, 34, false},
	}
	for _, tt := range tests {
		err := corridor.CheckValue(tt.id, tt.value, tt.min, tt.max)
		if (err == nil) != tt.ok {
			t.Errorf("CheckValue(%s, %q) = %v, want ok=%v", tt.id.Name(), tt.value, err, tt.ok)
		}
	}
}

func TestRequiresStateAndPostalCode(t *testing.T) {
	if !corridor.RequiresState("US") || corridor.RequiresState("DE") {
		t.Error("state: want US yes, DE no")
	}
	if corridor.RequiresPostalCode("HK") || !corridor.RequiresPostalCode("GB") {
		t.Error("postal code: want HK no, GB yes")
	}
}

// TestNormalizeClearingAgreesWithSameClearing: facts matching (NormalizeClearing) and request
// rules (SameClearing) read clearing system names alike.
func TestNormalizeClearingAgreesWithSameClearing(t *testing.T) {
	tests := []struct{ given, want string }{
		{"FASTER PAYMENTS", "FASTER PAYMENTS"},
		{"faster_payments", "FASTER PAYMENTS"},
		{"Faster-Payments", "FASTER PAYMENTS"},
		{" ach ", "ACH"},
		{"PayNow", "PAYNOW"},
		{"", ""},
	}
	for _, tt := range tests {
		got := corridor.NormalizeClearing(tt.given)
		if got != tt.want {
			t.Errorf("NormalizeClearing(%q) = %q, want %q", tt.given, got, tt.want)
		}
		if tt.want != "" && !corridor.SameClearing(strings.TrimSpace(tt.given), tt.want) {
			t.Errorf("SameClearing(%q, %q) = false; NormalizeClearing says they are one system", tt.given, tt.want)
		}
	}
}

// TestINRLocalIsACorridor: the contract names INR+LOCAL; it asks for the invoice document.
func TestINRLocalIsACorridor(t *testing.T) {
	c := corridor.Find("IN", "INR", corridor.Local, "local")
	if c == nil || c.Key != "INR-LOCAL" || !c.Invoice {
		t.Fatalf("Find(IN, INR, LOCAL, local) = %+v; want INR-LOCAL with the invoice rule", c)
	}
}
