package bankid

import "strings"

// NormalizeBIC returns a BIC as ISO 9362 writes it: spaces around it removed and ASCII letters
// upper-cased ("deutdeff " gives "DEUTDEFF"). Request rules and facts matching both compare BICs
// through it. It returns s itself, without allocating, when s is already normal.
func NormalizeBIC(s string) string {
	s = strings.TrimSpace(s)
	for i := 0; i < len(s); i++ {
		if isLower(s[i]) {
			return strings.ToUpper(s)
		}
	}
	return s
}

// NormalizeRoutingCode returns a domestic routing code (sort code, BSB, ABA, IFSC, CNAPS,
// Canadian institution or transit number) reduced to its characters: spaces and dashes removed,
// ASCII letters upper-cased, so "40-47-84", "40 47 84" and "404784" are one sort code and
// "hdfc0000001" is "HDFC0000001". Request rules and facts matching both compare routing codes
// through it. It returns s itself, without allocating, when s is already normal.
func NormalizeRoutingCode(s string) string {
	clean := true
	for i := 0; i < len(s); i++ {
		if c := s[i]; c == ' ' || c == '-' || isLower(c) {
			clean = false
			break
		}
	}
	if clean {
		return s
	}
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == ' ' || c == '-':
		case isLower(c):
			b = append(b, c-('a'-'A'))
		default:
			b = append(b, c)
		}
	}
	return string(b)
}

// ABACheckDigit returns the check digit that the first 8 digits of an ABA routing number call
// for (weights 3, 7, 1), as a character '0' to '9', or 0 when s does not start with 8 digits.
func ABACheckDigit(s string) byte {
	if len(s) < 8 {
		return 0
	}
	sum := 0
	for i := 0; i < 8; i++ {
		if !isDigit(s[i]) {
			return 0
		}
		sum += int(s[i]-'0') * int("371"[i%3]-'0')
	}
	return byte('0' + (10-sum%10)%10)
}
