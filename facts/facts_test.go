package facts

import (
	"errors"
	"strings"
	"testing"
)

func TestParseEmptyGivesEmptyFacts(t *testing.T) {
	for _, in := range []string{"", "  \n", "{}"} {
		f, err := Parse([]byte(in))
		if err != nil || f == nil || f.Account != nil || f.Limits != nil {
			t.Errorf("Parse(%q) = %+v, %v", in, f, err)
		}
	}
}

func TestParseRefusesUnknownFactsAndWrongTypes(t *testing.T) {
	_, err := Parse([]byte(`{"acount": {}, "balances": {"USD": "x"}, "limits": []}`))
	if !errors.Is(err, ErrInvalid) {
		t.Fatalf("err = %v", err)
	}
	msg := err.Error()
	for _, want := range []string{"acount: unknown fact", "balances.USD: must be a decimal", "limits: must be an object"} {
		if !strings.Contains(msg, want) {
			t.Errorf("error %q lacks %q", msg, want)
		}
	}
}

func TestParseReadsBalancesExactlyWithUpperCaseCodes(t *testing.T) {
	f, err := Parse([]byte(`{"balances": {"usd": "100.10", "JPY": 5000}}`))
	if err != nil {
		t.Fatal(err)
	}
	if b, ok := f.Balances.Available("USD"); !ok || b.String() != "100.1" {
		t.Errorf("USD balance %v, %v", b, ok)
	}
	if b, ok := f.Balances.Available("jpy"); !ok || b.String() != "5000" {
		t.Errorf("JPY balance %v, %v", b, ok)
	}
	if _, ok := f.Balances.Available("EUR"); ok {
		t.Error("EUR balance invented")
	}
}

func TestParseRefusesNonObjects(t *testing.T) {
	if _, err := Parse([]byte(`[1]`)); !errors.Is(err, ErrInvalid) {
		t.Errorf("err = %v", err)
	}
}

// TestStatusesMeanTheSameInAnyLetterCase: a status or state is read once, in lower case, so that
// every rule compares it the same way.
func TestStatusesMeanTheSameInAnyLetterCase(t *testing.T) {
	f, err := Parse([]byte(`{
		"idempotency": {"key": "k", "stored": {"state": "PROCESSING"}},
		"fiat": {"beneficiaries": {"b1": {"status": "Active"}}, "payouts": {"p1": {"status": " COMPLETED "}},
		         "transfers": {"t1": {"status": "Failed"}, "t2": {}}}}`))
	if err != nil {
		t.Fatal(err)
	}
	for what, got := range map[string]string{
		"idempotency state":  f.Idempotency.Stored.State,
		"beneficiary status": f.Fiat.Beneficiaries["b1"].Status,
		"payout status":      f.Fiat.Payouts["p1"].Status,
		"transfer status":    f.Fiat.Transfers["t1"].Status,
	} {
		if got != "processing" && got != "active" && got != "completed" && got != "failed" {
			t.Errorf("%s read as %q, want lower case", what, got)
		}
	}
	if _, ok := f.Fiat.Transfers["t2"]; !ok || len(f.Fiat.Transfers) != 2 {
		t.Errorf("transfers %v, want t1 and t2", f.Fiat.Transfers)
	}
	if _, err := Parse([]byte(`{"idempotency": {"key": "k", "stored": {"state": "done"}}}`)); !errors.Is(err, ErrInvalid) {
		t.Errorf("an unknown state was accepted: %v", err)
	}
}

// TestCodesPassThroughTheOneNormaliser: balances are found by the code a request gives, in any
// case and with spaces around it, as currency.Normalize reads it.
func TestCodesPassThroughTheOneNormaliser(t *testing.T) {
	f, err := Parse([]byte(`{"balances": {"gbp": "1"}}`))
	if err != nil {
		t.Fatal(err)
	}
	for _, code := range []string{"GBP", "gbp", "Gbp", " gbp "} {
		if _, ok := f.Balances.Available(code); !ok {
			t.Errorf("Available(%q) found nothing", code)
		}
	}
	if _, ok := f.Balances.Available("gbP\u017f"); ok {
		t.Error("a look-alike letter matched")
	}
}
