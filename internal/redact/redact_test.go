package redact

import (
	"strings"
	"testing"
)

func TestTextMasksLuhnValidCardNumbers(t *testing.T) {
	tests := []struct{ in, want string }{
		{"card 4111111111111111 declined", "card ************1111 declined"},
		{"card 4111 1111 1111 1111", "card **** **** **** 1111"},
		{"card 4111-1111-1111-1111.", "card ****-****-****-1111."},
		{"order 4111111111111113 (no Luhn-valid window)", "order 4111111111111113 (no Luhn-valid window)"},
		{"order 4111111111111112 (its last 13 digits are)", "order 411*********1112 (its last 13 digits are)"},
		{"amount 1234", "amount 1234"},
		{"Authorization: Bearer abc.def.ghi next", "Authorization: [REDACTED]"},
		{"with Bearer abc.def.ghi next", "with Bearer [REDACTED] next"},
	}
	for _, tt := range tests {
		if got := Text(tt.in); got != tt.want {
			t.Errorf("Text(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestJSONReplacesSecretMembersWhole(t *testing.T) {
	in := `{"api_key":"sk_live_123","nested":{"access_token":"tok","card_number":"4111111111111111","note":"paid with 5500005555555559"},"amount":"10"}`
	got := string(JSON([]byte(in)))
	for _, secret := range []string{"sk_live_123", "tok\"", "4111111111111111", "5500005555555559"} {
		if strings.Contains(got, secret) {
			t.Errorf("output still holds %q: %s", secret, got)
		}
	}
	if !strings.Contains(got, `"amount":"10"`) || !strings.Contains(got, "************5559") {
		t.Errorf("output lost what is not secret: %s", got)
	}
}

func TestJSONRedactsTextThatIsNotJSON(t *testing.T) {
	got := string(JSON([]byte("upstream said: card 4111111111111111")))
	if strings.Contains(got, "4111111111111111") {
		t.Errorf("card number kept: %s", got)
	}
}

func FuzzText(f *testing.F) {
	for _, s := range []string{"4111111111111111", "Bearer x", "\u0130\u0130 bearer tok", "1 2 3 4 5 6 7 8 9 0 1 2 3", "--------", "4111-1111-1111-1111"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		a := Text(s)
		if b := Text(a); b != a {
			t.Fatalf("not idempotent: %q -> %q -> %q", s, a, b)
		}
		if c := maskCards(s); len(c) != len(s) {
			t.Fatalf("card masking changed the length: %q -> %q", s, c)
		}
	})
}

// TestJSONMasksMemberNames: a card number or a bearer token used as a member name is the sender's
// text like a value, and reaches an operator report only masked.
func TestJSONMasksMemberNames(t *testing.T) {
	for _, in := range []string{`{"4111111111111111":"x"}`, `{"Bearer abcdefghijklmnop":"x"}`, `{"a":{"4111 1111 1111 1111":1}}`} {
		out := string(JSON([]byte(in)))
		if strings.Contains(strings.ReplaceAll(out, " ", ""), "4111111111111111") || strings.Contains(out, "abcdefghijklmnop") {
			t.Errorf("JSON(%s) = %s: the member name is not masked", in, out)
		}
	}
}
