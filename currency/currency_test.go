package currency

import "testing"

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
