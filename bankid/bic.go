package bankid

import "strconv"

// BIC is a Business Identifier Code (ISO 9362) accepted by ParseBIC. The
// fields are substrings of the input.
type BIC struct {
	Institution string // 4 characters: business party prefix ("bank code")
	Country     string // 2 letters: ISO 3166-1 alpha-2, or XK
	Location    string // 2 characters: location ("suffix")
	Branch      string // 3 characters, or "" for an 8-character BIC
}

// String returns the BIC as given: 8 or 11 characters.
func (b BIC) String() string {
	return b.Institution + b.Country + b.Location + b.Branch
}

// Primary reports whether the BIC designates the primary office: 8
// characters, or branch "XXX".
func (b BIC) Primary() bool { return b.Branch == "" || b.Branch == "XXX" }

// Test reports whether the BIC is a test and training BIC: SWIFT marks
// those with '0' as the second location character.
func (b BIC) Test() bool { return b.Location[1] == '0' }

// CountryDiffers reports whether the BIC's country is not country (an
// ISO 3166-1 alpha-2 code such as an IBAN prefix or a beneficiary's
// country). Countries that share an IBAN prefix in the SWIFT registry are
// not different: a BIC in GP (Guadeloupe) with an FR IBAN, or in JE
// (Jersey) with a GB IBAN, is normal. It is advice for a warning: a bank
// may hold accounts abroad.
func (b BIC) CountryDiffers(country string) bool {
	return !sameIBANCountry(b.Country, country)
}

// ParseBIC checks a BIC (ISO 9362): 8 or 11 characters, upper case, no
// spaces. The 4-character institution code may hold letters and digits:
// ISO 9362:2014 made it alphanumeric, although every BIC issued so far uses
// letters only. The country must be a current ISO 3166-1 alpha-2 code or XK
// (Kosovo), else ErrUnknownCountry. Location and branch are alphanumeric.
//
// Errors: ErrEmpty; ErrFormat for a character out of place (lower case
// included: BICs are upper case); ErrLength for another length;
// ErrUnknownCountry.
func ParseBIC(s string) (BIC, error) {
	if s == "" {
		return BIC{}, newError(SchemeBIC, ErrEmpty, s, "")
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case i >= 4 && i < 6:
			if !isUpper(c) {
				return BIC{}, charError(SchemeBIC, s, i, "characters 5-6 are the country code, upper-case letters")
			}
		case !isUpper(c) && !isDigit(c):
			return BIC{}, charError(SchemeBIC, s, i, "only upper-case letters A-Z and digits 0-9 are allowed")
		}
	}
	if len(s) != 8 && len(s) != 11 {
		return BIC{}, newError(SchemeBIC, ErrLength, s, "length "+strconv.Itoa(len(s))+", want 8 or 11")
	}
	if !CountryCode(s[4:6]) {
		e := newError(SchemeBIC, ErrUnknownCountry, s, s[4:6]+" is not an ISO 3166-1 alpha-2 country code")
		e.Pos = 4
		return BIC{}, e
	}
	return BIC{Institution: s[:4], Country: s[4:6], Location: s[6:8], Branch: s[8:]}, nil
}
