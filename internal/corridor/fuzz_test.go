package corridor_test

import (
	"testing"

	"github.com/preflightpay/preflight/internal/corridor"
)

// FuzzFind: Find never panics, is deterministic, and a corridor it returns serves the country
// and matches the clearing system as given.
func FuzzFind(f *testing.F) {
	f.Add("US", "USD", "LOCAL", "ach")
	f.Add("gb", "gbp", "local", "faster_payments")
	f.Add("DE", "EUR", "SWIFT", "")
	f.Add("", "", "", "")
	f.Add("\xff\xfe", "U\x00D", "SWIFT", "SWIFT")
	f.Fuzz(func(t *testing.T, country, currency, method, clearing string) {
		c := corridor.Find(country, currency, method, clearing)
		if c != corridor.Find(country, currency, method, clearing) {
			t.Fatal("Find is not deterministic")
		}
		if c == nil {
			return
		}
		if c.Method == corridor.Local && !corridor.SameClearing(clearing, c.Clearing) {
			t.Errorf("Find(%q) chose %s", clearing, c.Key)
		}
	})
}

// FuzzCheckValue: no identifier check panics on any input, and each is deterministic.
func FuzzCheckValue(f *testing.F) {
	for _, s := range []string{"011000015", "40-47-84", "SBIN0001707", "+254712345678", "032180000118359719", "", "\xff", "0"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for id := corridor.NoCheck; id <= corridor.Alnum; id++ {
			a, b := corridor.CheckValue(id, s, 1, 20), corridor.CheckValue(id, s, 1, 20)
			if (a == nil) != (b == nil) {
				t.Fatalf("%s: not deterministic on %q", id.Name(), s)
			}
		}
	})
}
