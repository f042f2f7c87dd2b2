package bankid

// ParseSortCode checks a UK sort code: 6 digits, accepted as "123456",
// "12-34-56" or "12 34 56" (one separator kind, between every pair). It
// returns the 6 digits; when the input had separators that costs one
// allocation, and the result differs from the input.
//
// Only the shape is checked: sort codes carry no check digit, and no public
// directory of sort codes (the Pay.UK Extended Industry Sorting Code
// Directory is licensed) is available to this package.
//
// Errors: ErrEmpty, ErrFormat, ErrLength.
func ParseSortCode(s string) (string, error) {
	return groupedDigits(SchemeSortCode, s, 2, "12-34-56")
}

// ParseBSB checks an Australian Bank-State-Branch number: 6 digits,
// accepted as "123456", "123-456" or "123 456". It returns the 6 digits
// (one allocation when a separator is removed). Only the shape is checked;
// BSBs carry no check digit.
//
// Errors: ErrEmpty, ErrFormat, ErrLength.
func ParseBSB(s string) (string, error) {
	return groupedDigits(SchemeBSB, s, 3, "123-456")
}

const wantGrouped = "want 6 digits, written plain or as "

// groupedDigits accepts 6 digits, either plain or split into groups of
// size group by a single '-' or ' ' used consistently, and returns the
// digits.
func groupedDigits(sch Scheme, s string, group int, example string) (string, error) {
	if s == "" {
		return "", newError(sch, ErrEmpty, s, "")
	}
	if len(s) == 6 {
		if err := checkDigits(sch, s, 6); err != nil {
			return "", err
		}
		return s, nil
	}
	grouped := 6 + 6/group - 1 // length with separators
	if len(s) != grouped || isDigit(s[group]) {
		for i := 0; i < len(s); i++ {
			if !isDigit(s[i]) {
				return "", charError(sch, s, i, wantGrouped+example)
			}
		}
		return "", newError(sch, ErrLength, s, wantGrouped+example)
	}
	sep := s[group]
	for i := 0; i < len(s); i++ {
		c := s[i]
		if i%(group+1) != group {
			if !isDigit(c) {
				return "", charError(sch, s, i, wantGrouped+example)
			}
		} else if c != sep || (c != '-' && c != ' ') {
			return "", charError(sch, s, i, wantGrouped+example)
		}
	}
	var digits [6]byte
	n := 0
	for i := 0; i < len(s); i++ {
		if i%(group+1) != group {
			digits[n] = s[i]
			n++
		}
	}
	return string(digits[:]), nil
}

// ParseIFSC checks an Indian Financial System Code: 11 characters, 4
// upper-case letters (the bank), the digit 0 (reserved), then 6 upper-case
// letters or digits (the branch). It returns s unchanged. IFSCs carry no
// check digit and lower case is not accepted.
//
// Errors: ErrEmpty, ErrFormat, ErrLength.
func ParseIFSC(s string) (string, error) {
	if s == "" {
		return "", newError(SchemeIFSC, ErrEmpty, s, "")
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case i < 4:
			if !isUpper(c) {
				return "", charError(SchemeIFSC, s, i, "the first 4 characters are the bank code, upper-case letters A-Z")
			}
		case i == 4:
			if c != '0' {
				return "", charError(SchemeIFSC, s, i, "the 5th character is always 0")
			}
		default:
			if !isUpper(c) && !isDigit(c) {
				return "", charError(SchemeIFSC, s, i, "the last 6 characters are the branch code, upper-case letters A-Z and digits 0-9")
			}
		}
	}
	if len(s) != 11 {
		return "", lengthError(SchemeIFSC, s, len(s), 11)
	}
	return s, nil
}

// ParseCNAPS checks a Chinese CNAPS code (the 12-digit bank code of the
// China National Advanced Payment System): exactly 12 digits. It returns s
// unchanged. The last digit is a check digit whose algorithm is not
// published, so it is not verified.
//
// Errors: ErrEmpty, ErrFormat, ErrLength.
func ParseCNAPS(s string) (string, error) {
	if err := checkDigits(SchemeCNAPS, s, 12); err != nil {
		return "", err
	}
	return s, nil
}

// ParseCAInstitution checks a Canadian financial institution number:
// exactly 3 digits (Payments Canada). It returns s unchanged.
//
// Errors: ErrEmpty, ErrFormat, ErrLength.
func ParseCAInstitution(s string) (string, error) {
	if err := checkDigits(SchemeCAInstitution, s, 3); err != nil {
		return "", err
	}
	return s, nil
}

// ParseCATransit checks a Canadian branch transit number: exactly 5
// digits. It returns s unchanged.
//
// Errors: ErrEmpty, ErrFormat, ErrLength.
func ParseCATransit(s string) (string, error) {
	if err := checkDigits(SchemeCATransit, s, 5); err != nil {
		return "", err
	}
	return s, nil
}

// CARouting is a Canadian routing number split into its parts.
type CARouting struct {
	Institution string // 3 digits
	Transit     string // 5 digits
}

// ParseCAEFT checks the electronic (EFT) form of a Canadian routing
// number: 9 digits "0IIITTTTT", a leading 0, the 3-digit institution and
// the 5-digit transit. (Cheques print the paper form "TTTTT-III", which is
// not accepted here.) The parts are substrings of s.
//
// Errors: ErrEmpty, ErrFormat (including a first digit other than 0),
// ErrLength.
func ParseCAEFT(s string) (CARouting, error) {
	if err := checkDigits(SchemeCAEFT, s, 9); err != nil {
		return CARouting{}, err
	}
	if s[0] != '0' {
		return CARouting{}, charError(SchemeCAEFT, s, 0, "the EFT form 0IIITTTTT starts with 0")
	}
	return CARouting{Institution: s[1:4], Transit: s[4:]}, nil
}
