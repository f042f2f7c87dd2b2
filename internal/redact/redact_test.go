package redact

import (
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
