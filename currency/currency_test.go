package currency

import (
	"testing"

	"github.com/biter777/countries"
)

func TestMinorUnitsFollowISO4217(t *testing.T) {
	tests := []struct {
		code  string
		units int
		ok    bool
	}{
		{"USD", 2, true}, {"EUR", 2, true}, {"JPY", 0, true}, {"KRW", 0, true},
		{"BHD", 3, true}, {"KWD", 3, true}, {"INR", 2, true}, {"SGD", 2, true},
		{"CNY", 2, true}, {"CNH", 2, true}, {"HKD", 2, true}, {"AUD", 2, true}, {"CAD", 2, true}, {"GBP", 2, true},
		{"usd", 0, false}, {"XYZ", 0, false}, {"US", 0, false}, {"", 0, false}, {"USDT", 0, false},
	}
	for _, tt := range tests {
		units, ok := MinorUnits(tt.code)
		if units != tt.units || ok != tt.ok {
			t.Errorf("MinorUnits(%q) = %d, %v; want %d, %v", tt.code, units, ok, tt.units, tt.ok)
		}
	}
}

// TestTableMatchesItsSource holds the generated table to github.com/biter777/countries: run
// "go generate ./currency" after upgrading the module.
func TestTableMatchesItsSource(t *testing.T) {
	seen := 0
	for _, c := range countries.AllCurrencies() {
		code, d := c.Alpha(), c.Digits()
		if len(code) != 3 || d < 0 || !isUpper3(code) {
			continue
		}
		seen++
		if got, ok := iso4217MinorUnits[code]; !ok || int(got) != d {
			t.Errorf("%s: table has %d (%v), countries says %d", code, got, ok, d)
		}
	}
	if seen != len(iso4217MinorUnits) {
		t.Errorf("table has %d codes, countries %d: run go generate ./currency", len(iso4217MinorUnits), seen)
	}
}
