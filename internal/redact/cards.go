package redact

// maxGap is the most separator characters that may stand between two digits of one number. A
// separator is any character that is not an ASCII letter or digit (a space, a tab, ".", "_",
// "/", "-", "+", "*", U+00A0, an escape such as %20 or \t counted as one character), and a card
// is written with at most a few between its groups: " - ", two spaces, ", ". A longer gap
// separates two numbers: were it unbounded, a table row or a list of amounts would be one run
// and its windows would mask ordinary figures.
const maxGap = 3

// maskCards masks, in every run of digits and separators, each window of 13 to 19 consecutive
// digits that passes the Luhn check, down to the window's last four digits; the separators stay.
// A card number beside another group (a CVV, an expiry: "4111111111111111 123") is such a window
// even though the run as a whole is not. A window starts with a digit from 1 to 9: a card
// number's first digit names its industry, and 0 is none that issues cards, while zeros are
// common (the path [0][0][0]..., zero padding) and every run of zeros passes the check.
//
// The Luhn sum of a window is a difference of two prefix sums: one prefix sum doubles the digits
// at odd positions, the other those at even positions, and the window's rightmost digit decides
// which one applies. Only the last 32 prefix sums are kept (20 are needed; a power of two makes
// the ring's index a mask), so a run of any length costs seven comparisons per digit and no
// memory.
//
// The digits of an IBAN-shaped word are not taken for a card (see ibanEnd).
func maskCards(s string) string {
	const ring = 32
	var (
		out       []byte      // a copy of s, made at the first mask
		pos       [ring]int   // the byte offset of the run's digit t, at t%ring
		p0, p1    [ring]uint8 // prefix sums modulo 10 of the run's first j digits, at j%ring
		t         uint        // digits in the current run
		gap       int         // separator characters since the run's last digit
		inRun     bool        // a run is open
		prevAlnum bool        // the previous character is a letter or a digit
	)
	for i := 0; i < len(s); {
		c := s[i]
		if isDigit(c) {
			if !inRun || gap > maxGap {
				t, p0[0], p1[0], inRun = 0, 0, 0, true
			}
			d := c - '0'
			dd := 2 * d
			if dd > 9 {
				dd -= 9
			}
			if t%2 == 1 {
				d, dd = dd, d
			}
			p0[(t+1)%ring] = (p0[t%ring] + d) % 10
			p1[(t+1)%ring] = (p1[t%ring] + dd) % 10
			pos[t%ring] = i
			t++
			gap, prevAlnum = 0, true
			i++
			if t < 13 {
				continue
			}
			// The window's rightmost digit is t-1: it is not doubled, and neither is any digit
			// of the same parity, which p0 (even) or p1 (odd) leaves undoubled.
			p := &p0
			if (t-1)%2 == 1 {
				p = &p1
			}
			for l := min(t, 19); l >= 13; l-- {
				if s[pos[(t-l)%ring]] == '0' || (p[t%ring]+10-p[(t-l)%ring])%10 != 0 {
					continue
				}
				if out == nil {
					out = []byte(s)
				}
				for k := t - l; k <= t-5; k++ {
					out[pos[k%ring]] = '*'
				}
				break // the longest window masks the most
			}
			continue
		}
		r, n := char(s, i)
		alnum := alnumRune(r)
		if alnum && !prevAlnum && n == 1 {
			if e := ibanEnd(s, i); e > 0 {
				i, inRun, prevAlnum = e, false, true
				continue
			}
		}
		if alnum {
			inRun = false
		} else {
			gap++
		}
		prevAlnum = alnum
		i += n
	}
	if out == nil {
		return s
	}
	return string(out)
}

// ibanEnd returns the end of the IBAN-shaped word starting at s[i], or -1: two letters and two
// digits, then letters and digits, 15 to 34 of them in all, written together or in the print
// form's groups of four after single spaces ("DE89 3704 0044 0532 0130 00"). Its digits are an
// account number that reports quote (an IBAN's check digits or length), and 20 digits hold a
// Luhn-valid window more often than not; no card number is written after a country code.
func ibanEnd(s string, i int) int {
	w := s[i:]
	if len(w) < 4 || !isLetter(w[0]) || !isLetter(w[1]) || !isDigit(w[2]) || !isDigit(w[3]) {
		return -1
	}
	k := alnumEnd(w, 4)
	count := k
	if count == 4 {
		for k+1 < len(w) && w[k] == ' ' && isAlnum(w[k+1]) {
			g := alnumEnd(w, k+1)
			n := g - k - 1
			if n > 4 || count+n > 34 {
				break // a group of five or more, or too long: not this IBAN's
			}
			count, k = count+n, g
			if n < 4 {
				break // the last group
			}
		}
	}
	if count < 15 || count > 34 {
		return -1
	}
	return i + k
}

// alnumEnd returns the end of the run of ASCII letters and digits at s[i].
func alnumEnd(s string, i int) int {
	for i < len(s) && isAlnum(s[i]) {
		i++
	}
	return i
}

func isLetter(c byte) bool { return (c|0x20)-'a' <= 'z'-'a' }
