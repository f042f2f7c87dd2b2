package facts

import (
	"errors"
	"runtime"
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
	for _, want := range []string{"acount: unknown fact; did you mean account?", "balances.USD: must be a decimal", "limits: must be an object"} {
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

// TestLongDecimalsAreFactsErrors: a balance, a limit or a usage of more than
// input.MaxAmountDigits digits is a problem at its path, found without arithmetic: reading
// facts with a 1 MB balance allocates a small multiple of its text (the bytes the parser keeps),
// however long it is, and a 40-digit one is read.
func TestLongDecimalsAreFactsErrors(t *testing.T) {
	for _, size := range []int{10 << 10, 1<<20 - 64} { // 1 MiB is the facts' size limit
		nines := strings.Repeat("9", size)
		for _, doc := range []struct{ facts, path string }{
			{`{"balances": {"USD": "` + nines + `"}}`, "balances.USD"},
			{`{"balances": {"USD": ` + nines + `}}`, "balances.USD"},
			{`{"limits": {"USD": {"max": "` + nines + `"}}}`, "limits.USD.max"},
			{`{"limits": {"USD": {"used_today": "` + nines + `.5"}}}`, "limits.USD.used_today"},
		} {
			_, err := Parse([]byte(doc.facts))
			var fe *Error
			if !errors.As(err, &fe) || len(fe.Problems) != 1 || !strings.HasPrefix(fe.Problems[0], doc.path+": must have at most 40 digits") {
				t.Errorf("%d digits at %s: %v", size, doc.path, err)
			}
			data := []byte(doc.facts)
			var m1, m2 runtime.MemStats
			runtime.ReadMemStats(&m1)
			Parse(data)
			runtime.ReadMemStats(&m2)
			if got := m2.TotalAlloc - m1.TotalAlloc; got > 4*uint64(len(data))+64<<10 {
				t.Errorf("%d digits at %s: %d bytes allocated, more than four times the text", size, doc.path, got)
			}
		}
	}
	f, err := Parse([]byte(`{"balances": {"USD": "` + strings.Repeat("9", 40) + `"}}`))
	if err != nil || f.Balances["USD"].String() != strings.Repeat("9", 40) {
		t.Errorf("a 40-digit balance: %v, %v", f, err)
	}
}
