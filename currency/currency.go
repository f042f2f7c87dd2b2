// Package currency answers what the rules need to know about a currency code: whether it is a
// real ISO 4217 code and how many minor units (decimal places) its amounts may have.
//
// The data comes from github.com/biter777/countries (ISO 4217), with the platform's additions
// documented in Overrides: CNH, the offshore renminbi, is not an ISO 4217 code but the platform
// pays out in it, with two decimals like CNY.
package currency

import (
	"strings"

	"github.com/biter777/countries"
)

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

// Normalize upper-cases a code and trims spaces around it.
func Normalize(code string) string { return strings.ToUpper(strings.TrimSpace(code)) }

// Known reports whether code (upper case, three letters) is an ISO 4217 currency or a documented
// override. Codes are compared exactly: "usd" is not known; normalise first where the platform
// accepts lower case.
func Known(code string) bool {
	_, ok := MinorUnits(code)
	return ok
}

// MinorUnits returns the number of decimal places amounts in code may have: 2 for USD, 0 for
// JPY and KRW, 3 for BHD and KWD.
func MinorUnits(code string) (int, bool) {
	if len(code) != 3 {
		return 0, false
	}
	for i := 0; i < 3; i++ {
		if code[i] < 'A' || code[i] > 'Z' {
			return 0, false
		}
	}
	for _, o := range overrides {
		if o.Code == code {
			return o.MinorUnits, true
		}
	}
	c := countries.CurrencyCodeByName(code)
	if c == countries.CurrencyUnknown || !c.IsValid() || c.Alpha() != code {
		return 0, false
	}
	d := c.Digits()
	if d < 0 {
		return 0, false
	}
	return d, true
}
