package bankid

// ParseE164 checks a telephone number in the E.164 international format
// used for an msisdn: "+", then 1 to 15 digits, the first not 0 (a country
// code never starts with 0). It returns s unchanged.
//
// The "+" is required: without it "4915112345678" could be a national
// number, and the platform's field names an international one. Spaces,
// dashes and brackets are not accepted either. Whether the country code is
// assigned and the number's length suits it is not checked.
//
// Errors: ErrEmpty, ErrFormat, ErrLength (no digit, or more than 15).
func ParseE164(s string) (string, error) {
	if s == "" {
		return "", newError(SchemeE164, ErrEmpty, s, "")
	}
	if s[0] != '+' {
		return "", charError(SchemeE164, s, 0, "an E.164 number starts with +")
	}
	for i := 1; i < len(s); i++ {
		if !isDigit(s[i]) {
			return "", charError(SchemeE164, s, i, "only digits 0-9 may follow the +")
		}
	}
	if len(s) < 2 || len(s) > 16 {
		return "", newError(SchemeE164, ErrLength, s, "want 1 to 15 digits after the +")
	}
	if s[1] == '0' {
		return "", charError(SchemeE164, s, 1, "the country code cannot start with 0")
	}
	return s, nil
}
