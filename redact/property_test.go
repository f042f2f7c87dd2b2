package redact

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/preflightpay/preflight/input"
	"github.com/preflightpay/preflight/internal/budget"
)

// cardSeparators are the separators a generated card number is written with: each is one
// separator character for the run (a percent-escape and U+00A0 count as one), up to maxGap.
var cardSeparators = []string{"", " ", "  ", "\t", ".", "_", "/", "-", "+", "\u00a0", "%20", "%C2%A0", " - ", "*", "\r\n"}

// genCard builds a Luhn-valid card number of 13 to 19 digits from seed bytes, its first digit
// 1-9, written in groups with separators from cardSeparators, optionally followed by a CVV or
// expiry group. It returns the text and the card's digits.
func genCard(seed []byte) (text, digits string) {
	next := func() byte {
		if len(seed) == 0 {
			return 7
		}
		b := seed[0]
		seed = seed[1:]
		return b
	}
	n := 13 + int(next())%7
	d := make([]byte, n)
	d[0] = '1' + next()%9
	for i := 1; i < n-1; i++ {
		d[i] = '0' + next()%10
	}
	// The check digit: the Luhn sum of the others, with the check digit's place undoubled.
	sum := 0
	for i := n - 2; i >= 0; i-- {
		x := int(d[i] - '0')
		if (n-1-i)%2 == 1 {
			if x *= 2; x > 9 {
				x -= 9
			}
		}
		sum += x
	}
	d[n-1] = '0' + byte((10-sum%10)%10)
	var b strings.Builder
	for i := 0; i < n; {
		g := 1 + int(next())%6
		if i+g > n {
			g = n - i
		}
		if i > 0 {
			b.WriteString(cardSeparators[int(next())%len(cardSeparators)])
		}
		b.WriteString(string(d[i : i+g]))
		i += g
	}
	switch next() % 3 {
	case 1:
		b.WriteString(cardSeparators[1+int(next())%(len(cardSeparators)-1)] + "123")
	case 2:
		b.WriteString(cardSeparators[1+int(next())%(len(cardSeparators)-1)] + "12" + cardSeparators[1+int(next())%(len(cardSeparators)-1)] + "26")
	}
	return b.String(), string(d)
}

// tokenShapes place a secret token the way headers, URLs and configurations carry one.
var tokenShapes = []func(tok string) string{
	func(tok string) string { return "Bearer " + tok },
	func(tok string) string { return "bearer\t\t" + tok },
	func(tok string) string { return "Bearer\u00a0" + tok },
	func(tok string) string { return "Authorization: Bearer%20" + tok },
	func(tok string) string { return "Authorization: Basic " + tok },
	func(tok string) string { return "proxy-authorization: Token x " + tok },
	func(tok string) string { return "Cookie: theme=dark; sid=" + tok },
	func(tok string) string { return "Set-Cookie: sid=" + tok + "; Path=/" },
	func(tok string) string { return "https://user:" + tok + "@example.com/p" },
	func(tok string) string { return "?page=2&key=" + tok },
	func(tok string) string { return "&api%5Fkey=" + tok },
	func(tok string) string { return "access_token=" + tok },
	func(tok string) string { return "X-Api-Key: " + tok },
	func(tok string) string { return `{"name":"x-api-key","value":"` + tok + `"}` },
	func(tok string) string { return `{"value":"` + tok + `","key":"Authorization"}` },
}

// genToken builds a token from seed bytes out of the characters tokens are made of (RFC 6750's
// b64token), 8 to 40 of them, and places it in one of tokenShapes.
func genToken(seed []byte) (text, token string) {
	const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~+/"
	var b strings.Builder
	b.WriteString("tk")
	for i, c := range seed {
		if i >= 38 {
			break
		}
		b.WriteByte(alphabet[int(c)%len(alphabet)])
	}
	for b.Len() < 8 {
		b.WriteByte('Q')
	}
	token = b.String()
	shape := 0
	if len(seed) > 0 {
		shape = int(seed[len(seed)-1]) % len(tokenShapes)
	}
	return tokenShapes[shape](token), token
}

// place puts secret between before and after. A letter or a digit glued to the card's first
// digit, or a space after an IBAN-shaped word, could make it part of that word (the documented
// IBAN exception): a separator that no IBAN contains goes between them.
func place(before, secret, after string) string {
	if before != "" {
		if c := before[len(before)-1]; isAlnum(c) || c == ' ' {
			before += "-"
		}
	}
	return before + secret + after
}

// survives reports whether the card's digits or the token appear in out: the digits with the
// separators of one run removed (a gap longer than maxGap, or a letter, splits it).
func survives(out, digits, token string) bool {
	if token != "" {
		return strings.Contains(out, token)
	}
	return strings.Contains(runsOfDigits(out), digits)
}

// runsOfDigits writes each run of digits of s with its separators removed, the runs apart.
func runsOfDigits(s string) string {
	var b strings.Builder
	gap := 0
	for i := 0; i < len(s); {
		c, n := at(s, i)
		switch {
		case isDigit(c) && n == 1:
			if gap > maxGap {
				b.WriteByte('|')
			}
			b.WriteByte(c)
			gap = 0
		case isAlnum(c):
			b.WriteByte('|')
			gap = 0
		default:
			if c >= 0x80 && n == 1 {
				_, n = utf8.DecodeRuneInString(s[i:])
			}
			gap++
		}
		i += n
	}
	return b.String()
}

// FuzzRedactCard: a generated card number, anywhere in any text, never survives Text or JSON.
func FuzzRedactCard(f *testing.F) {
	f.Add("card ", []byte{3, 1, 4, 1, 5, 9, 2, 6}, " declined", true)
	f.Add("amount 12 ", []byte{6, 5, 3, 5, 8, 9, 7, 9, 3, 2, 3, 8}, "", false)
	f.Add("", []byte{0, 0, 0, 0}, "\xff", true)
	f.Add("DE89 3704 ", []byte{2, 7, 1, 8, 2, 8}, " 12", false)
	f.Fuzz(func(t *testing.T, before string, seed []byte, after string, asJSON bool) {
		card, digits := genCard(seed)
		in := place(before, card, after)
		out := Text(in)
		if asJSON {
			out = jsonString(t, in)
		}
		if survives(out, digits, "") {
			t.Fatalf("the card %s survives in %q: %q", digits, in, out)
		}
	})
}

// FuzzRedactToken: a generated token in a header, a URL, a query string or a name/value pair,
// anywhere in any text, never survives Text or JSON.
func FuzzRedactToken(f *testing.F) {
	for i := range tokenShapes {
		f.Add("GET /v1 ", []byte{byte(i), 'a', 'b', 'c', byte(i)}, "\nnext: 1", false)
	}
	f.Add("\xff\xff", []byte("eyJhbGciOiJIUzI1NiJ9"), "", true)
	f.Fuzz(func(t *testing.T, before string, seed []byte, after string, asJSON bool) {
		text, token := genToken(seed)
		if strings.Contains(after, "\x00") {
			return
		}
		in := before + "\n" + text + "\n" + after
		out := Text(in)
		if asJSON {
			out = jsonString(t, in)
		}
		if survives(out, "", token) {
			t.Fatalf("the token %s survives in %q: %q", token, in, out)
		}
	})
}

// TestTextIsLinear: Text allocates a few copies of its input, their number not growing with the
// input's size, on the inputs that make each pass work hardest (every digit a window end, every byte a
// name, a URL or a token start). An algorithm that kept every window, or rescanned the text
// from each match, would allocate per match or grow faster than the input.
func TestTextIsLinear(t *testing.T) {
	shapes := []string{
		"4111111111111111 ", "4%201", "0 1 2 3 4 5 6 7 8 9 ", "Bearer  x ", "bearer\u00a0",
		"api_key=x&", "a:", "x://u:p@h/", "://", "{\"name\":\"token\",\"value\":\"v\"}", "{",
		"Authorization: Basic x\n", "DE89 3704 0044 0532 0130 00 ", "%41%",
	}
	for _, shape := range shapes {
		small, large := strings.Repeat(shape, 1<<10), strings.Repeat(shape, 1<<14)
		var keep string
		allocsSmall := testing.AllocsPerRun(5, func() { keep = Text(small) })
		allocsLarge := testing.AllocsPerRun(5, func() { keep = Text(large) })
		bytesLarge := budget.Allocated(func() { keep = Text(large) })
		_ = keep
		// A copy may grow once more for the longer input (a mask is longer than a short span).
		if allocsLarge > allocsSmall+2 || allocsLarge > 12 {
			t.Errorf("%q: %v allocations for %d bytes, %v for %d", shape, allocsSmall, len(small), allocsLarge, len(large))
		}
		if limit := uint64(12 * len(large)); bytesLarge > limit {
			t.Errorf("%q: %d bytes allocated for %d bytes of input, more than %d", shape, bytesLarge, len(large), limit)
		}
	}
}

// jsonString redacts s as a JSON string value and returns the string redacted, decoded.
func jsonString(t *testing.T, s string) string {
	out := JSON(input.AppendString(nil, s))
	v, err := input.Parse(out, input.Limits{MaxBytes: 16 << 20, MaxDepth: 8})
	if err != nil {
		t.Fatalf("JSON(%q) = %q: not JSON: %v", s, out, err)
	}
	return v.Str()
}
