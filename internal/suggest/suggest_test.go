package suggest

import (
	"slices"
	"strings"
	"testing"
)

func TestNearestSuggestsASlipOfTheKeyboard(t *testing.T) {
	ops := []string{"fiat/create-payout", "fiat/list-payouts", "ramp/create-transfer", "fiat/create-transfer"}
	tests := []struct {
		given string
		want  []string
	}{
		{"fiat/create-payot", []string{"fiat/create-payout"}},
		{"FIAT/CREATE-PAYOUT", []string{"fiat/create-payout"}},
		{"create-payout", []string{"fiat/create-payout"}},
		{"create-transfer", []string{"fiat/create-transfer", "ramp/create-transfer"}},
		{"ramp/create-transfr", []string{"ramp/create-transfer"}},
		{"create-payot", []string{"fiat/create-payout"}},
		{"create-transfr", []string{"fiat/create-transfer", "ramp/create-transfer"}},
		{"something-else-entirely", nil},
		{"", nil},
		{strings.Repeat("x", 1000), nil},
	}
	for _, tt := range tests {
		if got := Nearest(tt.given, ops); !slices.Equal(got, tt.want) {
			t.Errorf("Nearest(%q) = %q, want %q", tt.given, got, tt.want)
		}
	}
	if got := Phrase("acount", []string{"fiat", "account", "ramp"}); got != "; did you mean account?" {
		t.Errorf("Phrase = %q", got)
	}
	if got := Phrase("lisen", []string{"verify", "sign", "decode", "listen"}); got != "; did you mean listen?" {
		t.Errorf("Phrase = %q", got)
	}
}
