package currency

import (
	"os"
	"strings"
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

func TestNormalizeUpperCasesASCIIOnly(t *testing.T) {
	tests := []struct{ in, want string }{
		{"USD", "USD"}, {"usd", "USD"}, {" eur\t", "EUR"}, {"Cnh", "CNH"},
		{"uſd", "UſD"}, // the long s is not an "s"
		{"", ""},
	}
	for _, tt := range tests {
		if got := Normalize(tt.in); got != tt.want {
			t.Errorf("Normalize(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
	for _, code := range []string{"USD", "usd", " Kwd "} {
		if n := testing.AllocsPerRun(10, func() { Normalize(code) }); n != 0 {
			t.Errorf("Normalize(%q) allocates %v times; a known code in any case should not", code, n)
		}
	}
}

// TestTableMatchesItsSource holds the generated table to github.com/biter777/countries: run
// "go generate ./currency" after upgrading the module.
func TestTableMatchesItsSource(t *testing.T) {
	seen := 0
	for _, c := range countries.AllCurrencies() {
		code, d := c.Alpha(), c.Digits()
		if len(code) != 3 || d < 0 || Normalize(code) != code {
			continue // the generator keeps three upper-case letters with known digits
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

// TestTableNamesTheModuleVersion: the generated file's header names the version of
// biter777/countries that go.mod requires, so a module upgrade without "go generate ./currency"
// fails here.
func TestTableNamesTheModuleVersion(t *testing.T) {
	header, _, _ := strings.Cut(readFile(t, "minor_units_table.go"), "\n")
	required := ""
	for line := range strings.Lines(readFile(t, "../go.mod")) {
		if f := strings.Fields(line); len(f) >= 2 && f[0] == "github.com/biter777/countries" {
			required = f[1]
		}
	}
	if required == "" || !strings.Contains(header, "github.com/biter777/countries "+required+";") {
		t.Errorf("go.mod requires biter777/countries %q; the table says %q: run go generate ./currency", required, header)
	}
}

func readFile(t *testing.T, name string) string {
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}
