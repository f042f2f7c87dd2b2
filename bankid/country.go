package bankid

import "github.com/biter777/countries"

// iso3166 marks the ISO 3166-1 alpha-2 codes, indexed by
// (first letter - 'A') * 26 + (second letter - 'A'). It is filled once from
// github.com/biter777/countries and never changes afterwards.
//
// countries.ByName is not used to validate a code: it accepts names and
// aliases ("UK" gives GB, "ENG" England) and allocates on every call.
// Instead the table holds the Alpha2 of every entry of countries.All(),
// minus the codes ISO has withdrawn that the library still lists (AN
// Netherlands Antilles, YU Yugoslavia). It keeps XK (Kosovo): a user-assigned
// code, not ISO 3166-1, but the one SWIFT uses for Kosovo in BICs and IBANs.
var iso3166 = func() (t [26 * 26]bool) {
	for _, c := range countries.All() {
		a := c.Alpha2()
		if len(a) == 2 && isUpper(a[0]) && isUpper(a[1]) && a != "AN" && a != "YU" {
			t[int(a[0]-'A')*26+int(a[1]-'A')] = true
		}
	}
	return t
}()

// CountryCode reports whether cc is an ISO 3166-1 alpha-2 code in current
// use (upper case), or XK for Kosovo.
func CountryCode(cc string) bool {
	return len(cc) == 2 && isUpper(cc[0]) && isUpper(cc[1]) && iso3166[int(cc[0]-'A')*26+int(cc[1]-'A')]
}

// sameIBANCountry reports whether country codes a and b share an IBAN
// prefix: equal, or one is a territory that uses the other's prefix in the
// IBAN registry (GP accounts have FR IBANs), or both are such territories of
// the same prefix.
func sameIBANCountry(a, b string) bool {
	if a == b {
		return true
	}
	pa, pb := ibanPrefixOf(a), ibanPrefixOf(b)
	return pa != "" && pa == pb
}

// ibanPrefixOf returns the IBAN prefix used by accounts in country cc: cc
// itself, the prefix whose registry entry lists cc as a territory, or "".
func ibanPrefixOf(cc string) string {
	if IBANCountry(cc) {
		return cc
	}
	if len(cc) != 2 {
		return ""
	}
	for i := range ibanSpecs {
		t := ibanSpecs[i].territories
		for j := 0; j+1 < len(t); j += 2 {
			if t[j] == cc[0] && t[j+1] == cc[1] {
				return ibanSpecs[i].country
			}
		}
	}
	return ""
}
