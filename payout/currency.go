package payout

import (
	"github.com/biter777/countries"
	"github.com/preflightpay/preflight/currency"
)

// minorUnits holds package currency's answer for every ISO 4217 code, built once: looking a
// code up in biter777/countries allocates on every call, and the payout rules must not
// allocate on a valid payout. Codes come from the same source as package currency, so the two
// cannot disagree.
var minorUnits = func() map[string]int8 {
	m := map[string]int8{}
	add := func(code string) {
		if d, ok := currency.MinorUnits(code); ok {
			m[code] = int8(d)
		}
	}
	for _, c := range countries.AllCurrencies() {
		add(c.Alpha())
	}
	for _, o := range currency.Overrides() {
		add(o.Code)
	}
	return m
}()

// knownCurrency reports whether code is a currency package currency knows.
func knownCurrency(code string) bool {
	_, ok := minorUnits[code]
	return ok
}
