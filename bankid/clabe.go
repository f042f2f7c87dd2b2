package bankid

// CLABE is a Mexican CLABE (Clave Bancaria Estandarizada) accepted by
// ParseCLABE. The parts are substrings of Value.
type CLABE struct {
	Value   string // the 18 digits
	Bank    string // digits 1-3: bank code (ABM)
	Plaza   string // digits 4-6: city (plaza) code
	Account string // digits 7-17: account number
	Check   string // digit 18: check digit
}

// ParseCLABE checks a CLABE: exactly 18 digits, the last a check digit
// computed as Banxico specifies: weights 3, 7, 1 repeated over the first 17
// digits, each product taken mod 10, summed; the check digit is
// (10 - sum mod 10) mod 10.
//
// Errors: ErrEmpty, ErrFormat, ErrLength, ErrChecksum.
func ParseCLABE(s string) (CLABE, error) {
	if err := checkDigits(SchemeCLABE, s, 18); err != nil {
		return CLABE{}, err
	}
	sum := 0
	for i := 0; i < 17; i++ {
		sum += int(s[i]-'0') * int("371"[i%3]-'0') % 10
	}
	if int(s[17]-'0') != (10-sum%10)%10 {
		return CLABE{}, newError(SchemeCLABE, ErrChecksum, s, "check digit (18th) does not match the 3-7-1 weighted sum")
	}
	return CLABE{Value: s, Bank: s[:3], Plaza: s[3:6], Account: s[6:17], Check: s[17:]}, nil
}
