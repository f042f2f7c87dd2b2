package facts_test

import (
	"testing"

	"github.com/preflightpay/preflight/internal/facts"
)

// TestFiatFactsKeepOneFormPerKind: stored values arrive in whatever form the caller's systems
// write them and are kept in the one form the rules compare requests in.
func TestFiatFactsKeepOneFormPerKind(t *testing.T) {
	f, err := facts.Parse([]byte(`{"fiat": {
	  "beneficiaries": {"b-1": {"status": " ACTIVE ", "iban": "gb82 west 1234 5698 7654 32", "routing_code_value1": "40-47-84", "account_number": " 12345678 "}},
	  "payouts": {"po-1": {"status": "Completed"}},
	  "quotes": {"q-1": {"status": "VALID", "sell_currency": "usd", "buy_currency": " Eur"}},
	  "channels": [{"payment_currency": "sgd", "receiving_currency": "Sgd", "active": true}]}}`))
	if err != nil {
		t.Fatal(err)
	}
	b, q, ch := f.Fiat.Beneficiaries["b-1"], f.Fiat.Quotes["q-1"], f.Fiat.Channels[0]
	got := []string{b.Status, b.IBAN, b.RoutingValue1, b.AccountNumber, f.Fiat.Payouts["po-1"].Status,
		q.Status, q.SellCurrency, q.BuyCurrency, ch.PaymentCurrency, ch.ReceivingCurrency}
	want := []string{"active", "GB82WEST12345698765432", "404784", "12345678", "completed",
		"valid", "USD", "EUR", "SGD", "SGD"}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("value %d: got %q, want %q", i, got[i], want[i])
		}
	}
}

func TestStoredRoutingCodesAreNormalised(t *testing.T) {
	for in, want := range map[string]string{"40-47-84": "404784", "40 47 84": "404784", " 062-000 ": "062000", "sbin0001707": "SBIN0001707"} {
		f, err := facts.Parse([]byte(`{"fiat": {"beneficiaries": {"b-1": {"routing_code_value1": "` + in + `"}}}}`))
		if err != nil {
			t.Fatal(err)
		}
		if got := f.Fiat.Beneficiaries["b-1"].RoutingValue1; got != want {
			t.Errorf("stored %q reads as %q, want %q (bankid.NormalizeRoutingCode)", in, got, want)
		}
	}
}
