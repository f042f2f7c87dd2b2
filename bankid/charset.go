package bankid

// swiftX marks the bytes of the SWIFT "x" character set: a-z A-Z 0-9 and
// / - ? : ( ) . , ' + and space. CR and LF, which separate lines in MT
// fields, are left out: a payout reference is one line.
var swiftX = func() (t [256]bool) {
	for c := 'a'; c <= 'z'; c++ {
		t[c] = true
		t[c-'a'+'A'] = true
	}
	for c := '0'; c <= '9'; c++ {
		t[c] = true
	}
	for _, c := range "/-?:().,'+ " {
		t[c] = true
	}
	return t
}()

// CheckSWIFTText reports the first character of s outside the SWIFT "x"
// character set (a-z A-Z 0-9 / - ? : ( ) . , ' + space), as an *Error of
// kind ErrFormat with Pos and Char set; nil if every character is allowed.
// Empty text is allowed: whether a field is required is not a character
// set question.
func CheckSWIFTText(s string) error {
	for i := 0; i < len(s); i++ {
		if !swiftX[s[i]] {
			return charError(SchemeSWIFTText, s, i, "SWIFT allows only a-z A-Z 0-9 / - ? : ( ) . , ' + and space")
		}
	}
	return nil
}

// CheckAccountNumber checks that an account number holds only English
// letters and digits (a-z, A-Z, 0-9), the platform's rule "The account
// number field allows only English letters (a-z, A-Z) and digits (0-9)".
// Length rules depend on the corridor and are the caller's.
//
// Errors: ErrEmpty; ErrFormat with Pos and Char of the first other
// character.
func CheckAccountNumber(s string) error {
	if s == "" {
		return newError(SchemeAccountNumber, ErrEmpty, s, "")
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; !isDigit(c) && !isUpper(c) && !isLower(c) {
			return charError(SchemeAccountNumber, s, i, "only English letters (a-z, A-Z) and digits (0-9) are allowed")
		}
	}
	return nil
}
