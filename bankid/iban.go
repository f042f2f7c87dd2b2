package bankid

//go:generate go run ./internal/ibanregistry/cmd/genibantable -in internal/ibanregistry/registry.tsv -out iban_table.go

import (
	"strconv"
	"strings"
)

// ibanSpec is one row of the generated table (iban_table.go).
type ibanSpec struct {
	country     string // IBAN prefix
	length      uint8  // total length, electronic format
	bban        string // BBAN structure in SWIFT notation, e.g. "4!a6!n8!n"
	territories string // other ISO 3166-1 codes using this prefix, concatenated ("IMJEGG")
}

// lookupIBAN finds the registry entry of country code cc by binary search
// over the sorted table.
func lookupIBAN(cc string) *ibanSpec {
	lo, hi := 0, len(ibanSpecs)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if ibanSpecs[m].country < cc {
			lo = m + 1
		} else {
			hi = m
		}
	}
	if lo < len(ibanSpecs) && ibanSpecs[lo].country == cc {
		return &ibanSpecs[lo]
	}
	return nil
}

// IBANCountry reports whether cc (upper case, e.g. "DE") is an IBAN prefix
// in the SWIFT IBAN registry. Territories that use another country's prefix
// (AX uses FI, GG uses GB, ...) are not prefixes: IBANCountry("GG") is false.
func IBANCountry(cc string) bool { return lookupIBAN(cc) != nil }

// IBANLength returns the length of an IBAN with prefix cc in the electronic
// format, or 0 if cc is not an IBAN prefix.
func IBANLength(cc string) int {
	if s := lookupIBAN(cc); s != nil {
		return int(s.length)
	}
	return 0
}

// IBAN is an IBAN accepted by ParseIBAN.
type IBAN struct {
	// Value is the electronic format: upper case, no spaces.
	Value string
	// Normalized is true when the input was not already in the electronic
	// format (it had spaces or lower-case letters), so the caller can
	// suggest sending Value instead.
	Normalized bool
}

// Country returns the IBAN's country prefix, e.g. "DE".
func (x IBAN) Country() string { return x.Value[:2] }

// CheckDigits returns the two check digits.
func (x IBAN) CheckDigits() string { return x.Value[2:4] }

// BBAN returns the domestic part after the check digits.
func (x IBAN) BBAN() string { return x.Value[4:] }

// String returns Value.
func (x IBAN) String() string { return x.Value }

// Print returns the print format: groups of four characters separated by
// single spaces.
func (x IBAN) Print() string {
	var b strings.Builder
	b.Grow(len(x.Value) + len(x.Value)/4)
	for i := 0; i < len(x.Value); i++ {
		if i > 0 && i%4 == 0 {
			b.WriteByte(' ')
		}
		b.WriteByte(x.Value[i])
	}
	return b.String()
}

// NormalizeIBAN turns the print format into the electronic format: it
// removes ASCII spaces and upper-cases ASCII letters. Nothing else is
// changed, so other characters stay for ParseIBAN to report. It returns s
// itself, without allocating, when s is already normal.
func NormalizeIBAN(s string) string {
	clean := true
	for i := 0; i < len(s); i++ {
		if s[i] == ' ' || isLower(s[i]) {
			clean = false
			break
		}
	}
	if clean {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == ' ':
			continue
		case isLower(c):
			c -= 'a' - 'A'
		}
		b.WriteByte(c)
	}
	return b.String()
}

// ParseIBAN checks an IBAN (ISO 13616) against the SWIFT IBAN registry.
// It accepts the print format ("de89 3704 0044 0532 0130 00"), normalising
// it with NormalizeIBAN and setting IBAN.Normalized. In order, it checks:
// not empty (ErrEmpty); only A-Z and 0-9 (ErrFormat); the first two
// characters are letters (ErrFormat) naming a registry prefix
// (ErrUnknownCountry); the country's length (ErrLength); two digits as check
// digits and the country's BBAN structure (ErrFormat); check digits in
// 02..98 (ErrCheckDigits); ISO 7064 MOD 97-10 (ErrChecksum).
//
// Error.Pos indexes the original input, spaces included.
func ParseIBAN(s string) (IBAN, error) {
	v := NormalizeIBAN(s)
	x := IBAN{Value: v, Normalized: v != s}
	fail := func(e *Error) (IBAN, error) {
		if e.Pos >= 0 {
			e.Pos = originalPos(s, e.Pos)
		}
		e.Input = s
		return IBAN{}, e
	}
	if v == "" {
		return fail(newError(SchemeIBAN, ErrEmpty, v, ""))
	}
	for i := 0; i < len(v); i++ {
		if !isDigit(v[i]) && !isUpper(v[i]) {
			return fail(charError(SchemeIBAN, v, i, "only letters A-Z, digits 0-9 and spaces are allowed"))
		}
	}
	for i := 0; i < 2; i++ {
		if i == len(v) {
			return fail(newError(SchemeIBAN, ErrLength, v, "too short to hold a country code"))
		}
		if !isUpper(v[i]) {
			return fail(charError(SchemeIBAN, v, i, "an IBAN starts with a two-letter country code"))
		}
	}
	spec := lookupIBAN(v[:2])
	if spec == nil {
		reason := v[:2] + " is not a country of the SWIFT IBAN registry (release " + IBANRegistryRelease + ")"
		if p := ibanPrefixOf(v[:2]); p != "" {
			reason = "accounts in " + v[:2] + " have " + p + " IBANs (SWIFT IBAN registry release " + IBANRegistryRelease + ")"
		}
		e := newError(SchemeIBAN, ErrUnknownCountry, v, reason)
		e.Pos = 0
		return fail(e)
	}
	if len(v) != int(spec.length) {
		return fail(newError(SchemeIBAN, ErrLength, v, "length "+strconv.Itoa(len(v))+", want "+strconv.Itoa(int(spec.length))+" for "+spec.country))
	}
	for i := 2; i < 4; i++ {
		if !isDigit(v[i]) {
			return fail(charError(SchemeIBAN, v, i, "the check digits (positions 3 and 4) must be digits"))
		}
	}
	if pos, reason := matchBBAN(v[4:], spec.bban); pos >= 0 {
		return fail(charError(SchemeIBAN, v, 4+pos, reason+" (BBAN structure "+spec.bban+" for "+spec.country+")"))
	}
	if cd := v[2:4]; cd == "00" || cd == "01" || cd == "99" {
		return fail(newError(SchemeIBAN, ErrCheckDigits, v, "check digits "+cd+", want 02 to 98"))
	}
	if ibanMod97(v) != 1 {
		return fail(newError(SchemeIBAN, ErrChecksum, v, "ISO 7064 MOD 97-10 remainder is not 1"))
	}
	return x, nil
}

// matchBBAN checks bban against a SWIFT structure such as "4!a6!n8!n". The
// lengths already agree. It returns the offset of the first character that
// does not fit, and why, or -1.
func matchBBAN(bban, structure string) (int, string) {
	pos := 0
	for i := 0; i < len(structure); {
		n := 0
		for ; isDigit(structure[i]); i++ {
			n = n*10 + int(structure[i]-'0')
		}
		class := structure[i+1] // structure[i] is '!'
		i += 2
		for end := pos + n; pos < end; pos++ {
			c := bban[pos]
			switch class {
			case 'n':
				if !isDigit(c) {
					return pos, "a digit is required here"
				}
			case 'a':
				if !isUpper(c) {
					return pos, "a letter is required here"
				}
			}
		}
	}
	return -1, ""
}

// ibanMod97 computes the ISO 7064 MOD 97-10 remainder of v (upper-case
// letters and digits) with its first four characters moved to the end and
// letters counted as 10..35, without building the long number: it
// accumulates digits and reduces only when the accumulator nears overflow.
func ibanMod97(v string) int {
	var r uint64
	for i := 4; i < len(v)+4; i++ {
		c := v[i%len(v)]
		if isDigit(c) {
			r = r*10 + uint64(c-'0')
		} else {
			r = r*100 + uint64(c-'A'+10)
		}
		if r >= 1e15 {
			r %= 97
		}
	}
	return int(r % 97)
}

// originalPos maps an offset in NormalizeIBAN(s) back to s by skipping the
// spaces that normalisation removed.
func originalPos(s string, pos int) int {
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] == ' ' {
			continue
		}
		if n == pos {
			return i
		}
		n++
	}
	return len(s)
}

// ExampleIBAN returns an IBAN of country cc (an IBAN prefix or a territory using one) that
// passes ParseIBAN: the country's BBAN structure filled with digits and letters in turn, and
// the check digits that make it valid. It is for forms and documentation, and names no real
// account; "" when cc uses no IBAN.
func ExampleIBAN(cc string) string {
	spec := lookupIBAN(ibanPrefixOf(cc))
	if spec == nil {
		return ""
	}
	b := make([]byte, 0, spec.length)
	b = append(b, spec.country...)
	b = append(b, "00"...)
	for i, k := 0, 0; i < len(spec.bban); k++ {
		n := 0
		for ; isDigit(spec.bban[i]); i++ {
			n = n*10 + int(spec.bban[i]-'0')
		}
		class := spec.bban[i+1]
		i += 2
		for j := 0; j < n; j++ {
			if class == 'a' {
				b = append(b, byte('A'+(k+j)%26))
			} else {
				b = append(b, byte('1'+(k+j)%9))
			}
		}
	}
	check := 98 - ibanMod97(string(b))
	b[2], b[3] = byte('0'+check/10), byte('0'+check%10)
	return string(b)
}
