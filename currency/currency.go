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

// Normalize trims spaces around a code and upper-cases its ASCII letters: the one normaliser of
// currency and asset codes, for request rules and facts alike. Only ASCII letters change case, so
// that a look-alike such as the long s of "uſd" does not become "USD" (strings.ToUpper would
// make it one). A code already in upper case is returned without allocating.
func Normalize(code string) string {
	code = strings.TrimSpace(code)
	for i := 0; i < len(code); i++ {
		if c := code[i]; c >= 'a' && c <= 'z' {
			b := []byte(code)
			for j := i; j < len(b); j++ {
				if b[j] >= 'a' && b[j] <= 'z' {
					b[j] -= 'a' - 'A'
				}
			}
			return string(b)
		}
	}
	return code
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
	d, ok := minorUnits[code]
	return int(d), ok
}

var minorUnits = func() map[string]int8 {
	m := make(map[string]int8, len(iso4217MinorUnits)+len(overrides))
	for code, d := range iso4217MinorUnits {
		m[code] = d
	}
	for _, o := range overrides {
		m[o.Code] = int8(o.MinorUnits)
	}
	return m
}()

func isUpper3(code string) bool {
	if len(code) != 3 {
		return false
	}
	for i := 0; i < 3; i++ {
		if code[i] < 'A' || code[i] > 'Z' {
			return false
		}
	}
	return true
}
