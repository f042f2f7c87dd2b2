package corridor

import (
	"strings"

	"github.com/preflightpay/preflight/bankid"
)

// SameClearing reports whether a clearing system as given names canonical: letters compare
// without regard to case, and '_' and '-' stand for a space, so "faster_payments",
// "Faster-Payments" and "FASTER PAYMENTS" are one system. It does not allocate.
func SameClearing(given, canonical string) bool {
	if len(given) != len(canonical) {
		return false
	}
	for i := 0; i < len(given); i++ {
		g := given[i]
		switch {
		case g == '_' || g == '-':
			g = ' '
		case g >= 'a' && g <= 'z':
			g -= 'a' - 'A'
		}
		if g != canonical[i] {
			return false
		}
	}
	return true
}

// NormalizeClearing returns a clearing system name as the table writes it: spaces around it
// removed, letters upper-cased, '_' and '-' read as a space ("faster_payments" and
// "Faster-Payments" give "FASTER PAYMENTS"). SameClearing compares by the same rule; facts
// matching uses this. It returns s itself, without allocating, when s is already normal.
func NormalizeClearing(s string) string {
	s = strings.TrimSpace(s)
	for i := 0; i < len(s); i++ {
		if g := s[i]; g == '_' || g == '-' || g >= 'a' && g <= 'z' {
			b := []byte(s)
			for j := i; j < len(b); j++ {
				switch {
				case b[j] == '_' || b[j] == '-':
					b[j] = ' '
				case b[j] >= 'a' && b[j] <= 'z':
					b[j] -= 'a' - 'A'
				}
			}
			return string(b)
		}
	}
	return s
}

// Canonical returns the table's name for a clearing system as given ("faster_payments" gives
// "FASTER PAYMENTS"), or "" when no corridor uses it.
func Canonical(given string) string {
	for i := range table {
		if SameClearing(given, table[i].Clearing) {
			return table[i].Clearing
		}
	}
	return ""
}

// Method returns the payment method a payout uses: the given one, or when none is given SWIFT
// for the clearing system SWIFT and LOCAL otherwise.
func Method(given, clearing string) string {
	if given != "" {
		return given
	}
	if SameClearing(clearing, "SWIFT") {
		return SWIFT
	}
	return Local
}

// Serves reports whether the corridor pays to a beneficiary in country (ISO 3166-1 alpha-2,
// upper case).
func (c *Corridor) Serves(country string) bool {
	if c.Countries == AnyCountry {
		return bankid.CountryCode(country)
	}
	return inList(c.Countries, country)
}

// inList reports whether code is one of the 2-letter codes concatenated in list.
func inList(list, code string) bool {
	if len(code) != 2 {
		return false
	}
	for i := 0; i+1 < len(list); i += 2 {
		if list[i] == code[0] && list[i+1] == code[1] {
			return true
		}
	}
	return false
}

// Find returns the corridor that pays currency to a beneficiary in country with method and
// clearing system, or nil when the table has none: the platform then answers "clearing system
// not support for country: %s, currency: %s, paymentMethod: %s". For SWIFT the clearing system
// may be empty or "SWIFT". Codes compare without regard to case; Find does not allocate.
func Find(country, currency, method, clearing string) *Corridor {
	for i := range table {
		c := &table[i]
		if !strings.EqualFold(c.Currency, currency) || !strings.EqualFold(c.Method, method) {
			continue
		}
		if c.Method == SWIFT {
			if clearing != "" && !SameClearing(clearing, "SWIFT") {
				continue
			}
		} else if !SameClearing(clearing, c.Clearing) {
			continue
		}
		if len(country) == 2 && c.Serves(upper2(country)) {
			return c
		}
	}
	return nil
}

// ForClearing returns the local corridor that pays currency through clearing, whatever the
// beneficiary's country, or nil: for the rules a corridor states of the payout itself (an
// invoice, a cap), which hold even when the country is not known, as for a beneficiary named by
// id.
func ForClearing(currency, clearing string) *Corridor {
	if clearing == "" {
		return nil
	}
	for i := range table {
		c := &table[i]
		if c.Method == Local && strings.EqualFold(c.Currency, currency) && SameClearing(clearing, c.Clearing) {
			return c
		}
	}
	return nil
}

// upper2 upper-cases a 2-letter code; already upper-case input is returned as is.
func upper2(cc string) string {
	if cc[0] >= 'a' && cc[0] <= 'z' || cc[1] >= 'a' && cc[1] <= 'z' {
		return strings.ToUpper(cc)
	}
	return cc
}

// UsesIBAN reports whether a payout through c to a beneficiary in country takes an IBAN.
func (c *Corridor) UsesIBAN(country string) bool {
	switch c.IBAN {
	case IBANAlways:
		return true
	case IBANWhereUsed:
		return bankid.IBANCountry(country) || ibanTerritory(country)
	}
	return false
}

// ibanTerritory reports whether country uses another country's IBAN prefix (GG uses GB).
func ibanTerritory(country string) bool {
	return inList("AXGFGPMQREPFTFYTNCBLMFPMWFIMJEGG", country)
}

// RequiresState reports whether an address in country must name its state or province.
func RequiresState(country string) bool { return inList(stateCountries, country) }

// RequiresPostalCode reports whether an address in country must carry a postal code.
func RequiresPostalCode(country string) bool { return !inList(noPostalCode, country) }
