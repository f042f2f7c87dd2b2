package redactjson

import (
	"strings"
	"testing"

	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/redact"
	"github.com/preflightpay/preflight/internal/secretgen"
)

// FuzzRedactCard: a generated card number, anywhere in any text, never survives Text or JSON.
func FuzzRedactCard(f *testing.F) {
	f.Add("card ", []byte{3, 1, 4, 1, 5, 9, 2, 6}, " declined", true)
	f.Add("amount 12 ", []byte{6, 5, 3, 5, 8, 9, 7, 9, 3, 2, 3, 8}, "", false)
	f.Add("", []byte{0, 0, 0, 0}, "\xff", true)
	f.Add("DE89 3704 ", []byte{2, 7, 1, 8, 2, 8}, " 12", false)
	f.Fuzz(func(t *testing.T, before string, seed []byte, after string, asJSON bool) {
		card, digits := secretgen.Card(seed)
		in := secretgen.Place(before, card, after)
		out := redact.Text(in)
		if asJSON {
			out = jsonString(t, in)
		}
		if secretgen.Survives(out, digits, "") {
			t.Fatalf("the card %s survives in %q: %q", digits, in, out)
		}
	})
}

// FuzzRedactToken: a generated token in a header, a URL, a query string or a name/value pair,
// anywhere in any text, never survives Text or JSON.
func FuzzRedactToken(f *testing.F) {
	for i := range secretgen.TokenShapes {
		f.Add("GET /v1 ", []byte{byte(i), 'a', 'b', 'c', byte(i)}, "\nnext: 1", false)
	}
	f.Add("\xff\xff", []byte("eyJhbGciOiJIUzI1NiJ9"), "", true)
	f.Fuzz(func(t *testing.T, before string, seed []byte, after string, asJSON bool) {
		text, token := secretgen.Token(seed)
		if strings.Contains(after, "\x00") {
			return
		}
		in := before + "\n" + text + "\n" + after
		out := redact.Text(in)
		if asJSON {
			out = jsonString(t, in)
		}
		if secretgen.Survives(out, "", token) {
			t.Fatalf("the token %s survives in %q: %q", token, in, out)
		}
	})
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
