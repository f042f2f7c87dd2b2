// Package currency answers what the rules need to know about a currency code: whether it is a
// real ISO 4217 code and how many minor units (decimal places) its amounts may have.
//
// The data comes from github.com/biter777/countries (ISO 4217) through a generated table
// (minor_units_table.go, "go generate ./currency"), with the platform's additions
// documented in Overrides: CNH, the offshore renminbi, is not an ISO 4217 code but the platform
// pays out in it, with two decimals like CNY.
package currency

import "strings"

//go:generate go run ./internal/genminorunits -out minor_units_table.go

// Override is a currency the platform uses beyond ISO 4217, or where it differs from it.
type Override struct {
	Code       string
	MinorUnits int
	Why        string
}

// Overrides lists the documented exceptions to ISO 4217.
var overrides = []Override{
	{Code: "CNH", MinorUnits: 2, Why: "offshore renminbi: not in ISO 4217, traded and paid out with two decimals like CNY"},
}

// Overrides returns the documented exceptions to ISO 4217.
func Overrides() []Override { return append([]Override(nil), overrides...) }

// Normalize trims white space around a code and upper-cases its ASCII letters: the one
// normaliser of codes, for request rules and facts alike, so that "usd", " USD" and "USD" are
// one currency. Only ASCII letters change: strings.ToUpper would turn look-alikes such as the
// long s (U+017F) into "S" and let "uſd" stand for "USD". A code already in that form is
// returned as is, and a known code in any letter case ("usd", "Cnh") as the table's own
// string: neither allocates.
func Normalize(code string) string {
	code = strings.TrimSpace(code)
	for i := 0; i < len(code); i++ {
		if code[i] >= 'a' && code[i] <= 'z' {
			if len(code) == 3 {
				upper := [3]byte{byte(upperASCII(rune(code[0]))), byte(upperASCII(rune(code[1]))), byte(upperASCII(rune(code[2])))}
				if u, ok := minorUnits[string(upper[:])]; ok {
					return u.code
				}
			}
			return strings.Map(upperASCII, code)
		}
	}
	return code
}

func upperASCII(r rune) rune {
	if r >= 'a' && r <= 'z' {
		return r - ('a' - 'A')
	}
	return r
}

// Known reports whether code (upper case, three letters) is an ISO 4217 currency or a documented
// override. Codes are compared exactly: "usd" is not known; normalise first where the platform
// accepts lower case.
func Known(code string) bool {
	_, ok := MinorUnits(code)
	return ok
}

// MinorUnits returns the number of decimal places amounts in code may have: 2 for USD, 0 for
// JPY and KRW, 3 for BHD and KWD. It does not allocate: the table is generated from
// biter777/countries (go generate ./currency), whose own lookups allocate on every call and whose
// package would bring encoding/json into the WASM build.
func MinorUnits(code string) (int, bool) {
	u, ok := minorUnits[code]
	return int(u.digits), ok
}

// units is one known currency: its code, kept so that Normalize can return it, and its minor
// units.
type units struct {
	code   string
	digits int8
}

var minorUnits = func() map[string]units {
	m := make(map[string]units, len(iso4217MinorUnits)+len(overrides))
	for code, d := range iso4217MinorUnits {
		m[code] = units{code, d}
	}
	for _, o := range overrides {
		m[o.Code] = units{o.Code, int8(o.MinorUnits)}
	}
	return m
}()
