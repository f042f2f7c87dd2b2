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
