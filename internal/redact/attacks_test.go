package redact

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/preflightpay/preflight/internal/secretgen"
)

func TestTextMasksEveryAttack(t *testing.T) {
	for _, a := range secretgen.Attacks {
		got := Text(a.In)
		for _, s := range a.Secrets {
			if strings.Contains(got, s) || strings.Contains(secretgen.WithoutSeparators(got), s) {
				t.Errorf("Text(%q) = %q keeps %q", a.In, got, s)
			}
		}
		if again := Text(got); again != got {
			t.Errorf("Text(%q) = %q, then %q: not idempotent", a.In, got, again)
		}
	}
}

// Ordinary identifiers that reports quote stay readable: an IBAN in either form, an account
// number of fewer than 13 digits, a date and an amount.
func TestTextKeepsOrdinaryIdentifiers(t *testing.T) {
	for _, s := range []string{
		`IBAN "DE89370400440532013000": checksum mismatch`,
		"the IBAN's electronic form is DE89370400440532013000; it was given in print form",
		"DE89 3704 0044 0532 0130 00",
		"GB29 NWBK 6016 1331 9268 19 and GB29NWBK60161331926819",
		`IBAN "CH93007620116238529570": wrong length`,
		"account 123456789012, amount 1500.25 on 2026-11-22",
		`{"name":"currency","value":"USD"}`,
		"tokens: 5, secretary: Jane",
		"https://api.example.com/v1/payouts?page=2",
	} {
		if got := Text(s); got != s {
			t.Errorf("Text(%q) = %q", s, got)
		}
	}
}

// TestFalseMaskingRate measures how often an ordinary number of each length is masked (the figures
// of docs/hostile-input.md: go test ./internal/redact -run TestFalseMaskingRate -v): 20,000 numbers of
// each length from a fixed seed, so the figures do not change from run to run.
func TestFalseMaskingRate(t *testing.T) {
	r := rand.New(rand.NewPCG(24, 1))
	for _, tt := range []struct{ digits, lo, hi int }{{12, 0, 0}, {13, 7, 11}, {14, 22, 30}, {16, 58, 68}, {18, 84, 91}, {20, 94, 99}} {
		masked := 0
		const n = 20000
		b := make([]byte, tt.digits)
		for range n {
			for i := range b {
				b[i] = '0' + byte(r.IntN(10))
			}
			if Text(string(b)) != string(b) {
				masked++
			}
		}
		pct := 100 * masked / n
		t.Logf("%d digits: %d of %d masked (%d%%)", tt.digits, masked, n, pct)
		if pct < tt.lo || pct > tt.hi {
			t.Errorf("%d digits: %d%% masked, expected %d-%d%%", tt.digits, pct, tt.lo, tt.hi)
		}
	}
}
