package bankid

//go:generate go run ./internal/iso3166/cmd/gencountrytable -out country_table.go

// CountryCode reports whether cc is an ISO 3166-1 alpha-2 code in current
// use (upper case), or XK for Kosovo.
//
// The codes come from github.com/biter777/countries through a generated
// table (country_table.go), so the package does not link that library.
// countries.ByName would not do as a test anyway: it accepts names and
// aliases ("UK" gives GB) and allocates on every call. The table holds the
// Alpha2 of every entry of countries.All() minus the codes ISO has
// withdrawn that the library still lists (AN Netherlands Antilles, YU
// Yugoslavia); it keeps XK, user-assigned rather than ISO 3166-1, because
// SWIFT uses it for Kosovo.
func CountryCode(cc string) bool {
	if len(cc) != 2 {
		return false
	}
	lo, hi := 0, len(iso3166Codes)/2
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if iso3166Codes[2*m:2*m+2] < cc {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return 2*lo < len(iso3166Codes) && iso3166Codes[2*lo:2*lo+2] == cc
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
