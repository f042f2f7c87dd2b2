package limits

// The bounds of list paging (fiat list-transfers).
const (
	MinPageSize = 1
	MaxPageSize = 100
)

// ValidPageNumber reports whether s, a query parameter's text, is a positive integer: digits only
// (leading zeros allowed, as a query parser reads them), at least 1.
func ValidPageNumber(s string) bool {
	n, ok := digits(s)
	return ok && n >= 1
}

// ValidPageSize reports whether s is an integer from 1 to 100.
func ValidPageSize(s string) bool {
	n, ok := digits(s)
	return ok && n >= MinPageSize && n <= MaxPageSize
}

// digits reads a non-empty run of ASCII digits, saturating instead of overflowing: the caller
// only compares with small bounds.
func digits(s string) (uint64, bool) {
	if s == "" {
		return 0, false
	}
	var n uint64
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < '0' || c > '9' {
			return 0, false
		}
		if n < 1<<32 {
			n = n*10 + uint64(c-'0')
		}
	}
	return n, true
}
