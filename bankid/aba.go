package bankid

// ParseABA checks an ABA routing transit number: exactly 9 digits whose
// weighted sum with weights 3, 7, 1, 3, 7, 1, 3, 7, 1 is a multiple of 10.
// It returns s unchanged. No separators are accepted.
//
// Errors: ErrEmpty, ErrFormat, ErrLength, ErrChecksum. Whether the prefix is
// an assigned Federal Reserve routing symbol is a separate question
// (ABAPrefixOf), so the caller can warn rather than reject.
func ParseABA(s string) (string, error) {
	if err := checkDigits(SchemeABA, s, 9); err != nil {
		return "", err
	}
	sum := 0
	for i := 0; i < 9; i++ {
		sum += int(s[i]-'0') * int("371"[i%3]-'0')
	}
	if sum%10 != 0 {
		return "", newError(SchemeABA, ErrChecksum, s, "3-7-1 weighted sum is not a multiple of 10")
	}
	return s, nil
}

// ABAPrefix classifies the first two digits of a routing number (the
// Federal Reserve routing symbol).
type ABAPrefix uint8

// The classes of routing number prefixes.
const (
	// ABAUnassigned: 13-20, 33-60, 73-79, 81-99. Well formed, but no
	// routing number is issued there.
	ABAUnassigned ABAPrefix = iota
	// ABAGovernment: 00, the United States Government.
	ABAGovernment
	// ABAPrimary: 01-12, the twelve Federal Reserve districts.
	ABAPrimary
	// ABAThrift: 21-32, thrift institutions (district + 20).
	ABAThrift
	// ABAElectronic: 61-72, electronic transactions (district + 60).
	ABAElectronic
	// ABATravelersCheque: 80, traveler's cheques.
	ABATravelersCheque
)

var abaPrefixNames = [...]string{
	ABAUnassigned:      "unassigned",
	ABAGovernment:      "government",
	ABAPrimary:         "primary",
	ABAThrift:          "thrift",
	ABAElectronic:      "electronic",
	ABATravelersCheque: "traveler's cheque",
}

// String returns the class name, e.g. "thrift".
func (p ABAPrefix) String() string {
	if int(p) < len(abaPrefixNames) {
		return abaPrefixNames[p]
	}
	return "unassigned"
}

// Assigned reports whether the prefix is in a range the Federal Reserve
// assigns.
func (p ABAPrefix) Assigned() bool { return p != ABAUnassigned }

// ABAPrefixOf classifies the first two digits of s, which should have
// passed ParseABA. Anything shorter or not starting with two digits is
// ABAUnassigned.
func ABAPrefixOf(s string) ABAPrefix {
	if len(s) < 2 || !isDigit(s[0]) || !isDigit(s[1]) {
		return ABAUnassigned
	}
	switch n := int(s[0]-'0')*10 + int(s[1]-'0'); {
	case n == 0:
		return ABAGovernment
	case n <= 12:
		return ABAPrimary
	case n >= 21 && n <= 32:
		return ABAThrift
	case n >= 61 && n <= 72:
		return ABAElectronic
	case n == 80:
		return ABATravelersCheque
	}
	return ABAUnassigned
}
