// Package secretgen generates the secrets that redaction's property tests place in every input
// (card numbers with any separators, tokens in every header and URL shape) and says whether one
// survives in an output. It reads the output on its own terms, not through package redact, so
// that a test of redact does not grade redact with itself.
package secretgen

import (
	"strings"
	"unicode/utf8"
)

// maxGap is the most separator characters between two digits of one number that redaction
// promises to see through (docs/hostile-input.md).
const maxGap = 3

// Separators are the separators a generated card number is written with: each is one
// separator character for the run (a percent-escape and U+00A0 count as one), up to maxGap.
var Separators = []string{"", " ", "  ", "\t", ".", "_", "/", "-", "+", "\u00a0", "%20", "%C2%A0", " - ", "*", "\r\n"}

// Card builds a Luhn-valid card number of 13 to 19 digits from seed bytes, its first digit
// 1-9, written in groups with separators from Separators, optionally followed by a CVV or
// expiry group. It returns the text and the card's digits.
func Card(seed []byte) (text, digits string) {
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
			b.WriteString(Separators[int(next())%len(Separators)])
		}
		b.WriteString(string(d[i : i+g]))
		i += g
	}
	switch next() % 3 {
	case 1:
		b.WriteString(Separators[1+int(next())%(len(Separators)-1)] + "123")
	case 2:
		b.WriteString(Separators[1+int(next())%(len(Separators)-1)] + "12" + Separators[1+int(next())%(len(Separators)-1)] + "26")
	}
	return b.String(), string(d)
}

// TokenShapes place a secret token the way headers, URLs and configurations carry one.
var TokenShapes = []func(tok string) string{
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

// Token builds a token from seed bytes out of the characters tokens are made of (RFC 6750's
// b64token), 8 to 40 of them, and places it in one of TokenShapes.
func Token(seed []byte) (text, token string) {
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
		shape = int(seed[len(seed)-1]) % len(TokenShapes)
	}
	return TokenShapes[shape](token), token
}

// Place puts secret between before and after. A letter or a digit glued to the card's first
// digit, or a space after an IBAN-shaped word, could make it part of that word (the documented
// IBAN exception): a separator that no IBAN contains goes between them.
func Place(before, secret, after string) string {
	if before != "" {
		if c := before[len(before)-1]; isAlnum(c) || c == ' ' {
			before += "-"
		}
	}
	return before + secret + after
}

// Survives reports whether the card's digits or the token appear in out: the digits with the
// separators of one run removed (a gap longer than maxGap, or a letter, splits it).
func Survives(out, digits, token string) bool {
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

// at returns the character at s[i] and its length in s, a percent-escape or a JSON or Go
// backslash escape decoded (a character beyond ASCII as 0x80, a separator).
func at(s string, i int) (byte, int) {
	if s[i] == '%' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]) {
		return hex(s[i+1])<<4 | hex(s[i+2]), 3
	}
	if s[i] == '\\' && i+1 < len(s) {
		switch s[i+1] {
		case 't', 'n', 'r', 'f', 'v', 'b', '/', '\\', '"', '\'':
			return ' ', 2
		case 'u':
			if i+5 < len(s) && isHex(s[i+2]) && isHex(s[i+3]) && isHex(s[i+4]) && isHex(s[i+5]) {
				if s[i+2] == '0' && s[i+3] == '0' && hex(s[i+4])<<4|hex(s[i+5]) < 0x80 {
					return hex(s[i+4])<<4 | hex(s[i+5]), 6
				}
				return 0x80, 6
			}
		case 'x':
			if i+3 < len(s) && isHex(s[i+2]) && isHex(s[i+3]) {
				return hex(s[i+2])<<4 | hex(s[i+3]), 4
			}
		}
	}
	return s[i], 1
}

func isHex(c byte) bool { return c-'0' <= 9 || (c|0x20)-'a' <= 'f'-'a' }

func hex(c byte) byte {
	if c <= '9' {
		return c - '0'
	}
	return (c | 0x20) - 'a' + 10
}

func isDigit(c byte) bool { return c-'0' <= 9 }

func isAlnum(c byte) bool { return c-'0' <= 9 || (c|0x20)-'a' <= 'z'-'a' }

// Attacks are the strings a security review found passing through redaction (issue 24): each row is one, with
// the secrets that must not survive it. A card number survives when its digits appear in the
// output with the separators removed.
var Attacks = []struct {
	In      string
	Secrets []string
}{
	{`Authorization: Basic dXNlcjpwYXNz card 4111111111111111 123 Bearer  eyJhbGciOi.x.y`, []string{"dXNlcjpwYXNz", "4111111111111111", "eyJhbGciOi.x.y"}},
	{"card 4111111111111111 123", []string{"4111111111111111"}},
	{"card 4111 1111 1111 1111 12 26", []string{"4111111111111111"}},
	{"card 4111.1111.1111.1111", []string{"4111111111111111"}},
	{"card 4111_1111_1111_1111", []string{"4111111111111111"}},
	{"card 4111/1111/1111/1111", []string{"4111111111111111"}},
	{"card 4111\t1111\t1111\t1111", []string{"4111111111111111"}},
	{"card 4111  1111  1111  1111", []string{"4111111111111111"}},
	{"card 4111\u00a01111\u00a01111\u00a01111", []string{"4111111111111111"}},
	{"card 4111+1111+1111+1111", []string{"4111111111111111"}},
	{"GET /pay?pan=4111%201111%201111%201111", []string{"4111111111111111"}},
	{"card 4111%C2%A01111%C2%A01111%C2%A01111", []string{"4111111111111111"}},
	{"card 4111 - 1111 - 1111 - 1111", []string{"4111111111111111"}},
	{"Bearer  eyJhbGciOi.x.y", []string{"eyJhbGciOi.x.y"}},
	{"Bearer\teyJhbGciOi.x.y", []string{"eyJhbGciOi.x.y"}},
	{"Bearer\u00a0eyJhbGciOi.x.y", []string{"eyJhbGciOi.x.y"}},
	{"?auth=Bearer%20eyJhbGciOi.x.y", []string{"eyJhbGciOi.x.y"}},
	{"Authorization: Basic dXNlcjpwYXNz", []string{"dXNlcjpwYXNz"}},
	{"Authorization: Token 9944b09199c62bcf9418ad846dd0e4bbdfc6ee4b", []string{"9944b09199c62bcf9418ad846dd0e4bbdfc6ee4b"}},
	{`Authorization: Digest username="Mufasa", response="6629fae49393a05397450978507c4ef1"`, []string{"Mufasa", "6629fae49393a05397450978507c4ef1"}},
	{"Proxy-Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==", []string{"QWxhZGRpbjpvcGVuIHNlc2FtZQ"}},
	{"Cookie: theme=dark; session_id=s3ss10n", []string{"s3ss10n", "theme=dark"}},
	{"Set-Cookie: sid=s3ss10n; Path=/; HttpOnly", []string{"s3ss10n"}},
	{`{"Cookie": "sid=s3ss10n"}`, []string{"s3ss10n"}},
	{"GET /v1/maps?key=AIzaSyD-s3cr3t&page=2", []string{"AIzaSyD-s3cr3t"}},
	{"GET /v1?api%5Fkey=sk_live_s3cr3t", []string{"sk_live_s3cr3t"}},
	{"GET /v1?api%5fkey=sk_live_s3cr3t", []string{"sk_live_s3cr3t"}},
	{"GET /cb?access_token=ya29.s3cr3t", []string{"ya29.s3cr3t"}},
	{"redirect to https://user:pa55w0rd@api.example.com/v1", []string{"user:pa55w0rd"}},
	{"https%3A%2F%2Fuser%3Apa55w0rd%40api.example.com", []string{"pa55w0rd"}},
	{`{"name":"x-api-key","value":"sk_live_s3cr3t"}`, []string{"sk_live_s3cr3t"}},
	{`{"value":"sk_live_s3cr3t","name":"Authorization"}`, []string{"sk_live_s3cr3t"}},
	{`{\"key\":\"X-API-Key\",\"value\":\"sk_live_s3cr3t\"}`, []string{"sk_live_s3cr3t"}},
	{`{"4111111111111111 123":1,"4111111111111111 123":2}`, []string{"4111111111111111"}},
	{"beneficiary.4111111111111111 123", []string{"4111111111111111"}},
}

// WithoutSeparators is s with everything but ASCII letters and digits written as themselves
// removed (an escape such as %20 or \t counts as one separator), to find a card number whose
// groups survive apart.
func WithoutSeparators(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); {
		c, n := at(s, i)
		if isAlnum(c) && n == 1 {
			b.WriteByte(s[i])
		}
		i += n
	}
	return b.String()
}
