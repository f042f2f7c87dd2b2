package redact

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/preflightpay/preflight/internal/input"
)

// The strings a security review found passing through Text (issue 24): each row is one, with
// the secrets that must not survive it. A card number survives when its digits appear in the
// output with the separators removed.
var attacks = []struct {
	in      string
	secrets []string
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

func TestTextMasksEveryAttack(t *testing.T) {
	for _, a := range attacks {
		got := Text(a.in)
		for _, s := range a.secrets {
			if strings.Contains(got, s) || strings.Contains(withoutSeparators(got), s) {
				t.Errorf("Text(%q) = %q keeps %q", a.in, got, s)
			}
		}
		if again := Text(got); again != got {
			t.Errorf("Text(%q) = %q, then %q: not idempotent", a.in, got, again)
		}
	}
}

// TestJSONMasksEveryAttack: the same strings as JSON string values, and name/value pairs as
// JSON objects.
func TestJSONMasksEveryAttack(t *testing.T) {
	for _, a := range attacks {
		body := `{"detail":` + string(input.AppendString(nil, a.in)) + `}`
		got := string(JSON([]byte(body)))
		for _, s := range a.secrets {
			if strings.Contains(got, s) || strings.Contains(withoutSeparators(got), s) {
				t.Errorf("JSON(%s) = %s keeps %q", body, got, s)
			}
		}
	}
	for _, body := range []string{
		`{"headers":[{"name":"X-Api-Key","value":"sk_live_s3cr3t"}]}`,
		`{"variable":[{"key":"access_token","value":"sk_live_s3cr3t","type":"string"}]}`,
		`{"env":[{"name":"API_TOKEN","value":"sk_live_s3cr3t"}]}`,
		`{"Tags":[{"Key":"password","Value":"sk_live_s3cr3t"}]}`,
		`{"headers":[["authorization","Basic sk_live_s3cr3t"]]}`,
		`{"request":{"Set-Cookie":"sid=sk_live_s3cr3t"}}`,
	} {
		if got := string(JSON([]byte(body))); strings.Contains(got, "s3cr3t") {
			t.Errorf("JSON(%s) = %s keeps the secret", body, got)
		}
	}
}

// Ordinary identifiers that reports quote stay readable: an IBAN in either form, an account
// number of fewer than 13 digits, a date and an amount.
func TestTextKeepsOrdinaryIdentifiers(t *testing.T) {
	for _, s := range []string{
		`IBAN "DE89370400440532013000": checksum mismatch`,
		"the IBAN's electronic form is DE89370400440532013000; it was given in print form",
		"DE89 3704 0044 0532 0130 00",
		"GB29 NWBK 6016 1331 9268 19 and GB29NWBK60161331926819",
		`IBAN "CH93007620116238529570": wrong length`,
		"account 123456789012, amount 1500.25 on 2026-11-22",
		`{"name":"currency","value":"USD"}`,
		"tokens: 5, secretary: Jane",
		"https://api.example.com/v1/payouts?page=2",
	} {
		if got := Text(s); got != s {
			t.Errorf("Text(%q) = %q", s, got)
		}
	}
}

func withoutSeparators(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); {
		r, n := char(s, i)
		if alnumRune(r) && n == 1 {
			b.WriteByte(s[i])
		}
		i += n
	}
	return b.String()
}

// TestFalseMaskingRate measures how often an ordinary number of each length is masked (the figures
// of docs/hostile-input.md: go test ./internal/redact -run TestFalseMaskingRate -v): 20,000 numbers of
// each length from a fixed seed, so the figures do not change from run to run.
func TestFalseMaskingRate(t *testing.T) {
	r := rand.New(rand.NewPCG(24, 1))
	for _, tt := range []struct{ digits, lo, hi int }{{12, 0, 0}, {13, 7, 11}, {14, 22, 30}, {16, 58, 68}, {18, 84, 91}, {20, 94, 99}} {
		masked := 0
		const n = 20000
		b := make([]byte, tt.digits)
		for range n {
			for i := range b {
				b[i] = '0' + byte(r.IntN(10))
			}
			if Text(string(b)) != string(b) {
				masked++
			}
		}
		pct := 100 * masked / n
		t.Logf("%d digits: %d of %d masked (%d%%)", tt.digits, masked, n, pct)
		if pct < tt.lo || pct > tt.hi {
			t.Errorf("%d digits: %d%% masked, expected %d-%d%%", tt.digits, pct, tt.lo, tt.hi)
		}
	}
}
