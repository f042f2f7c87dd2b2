package redact

import (
	"strings"
	"testing"

	"github.com/preflightpay/preflight/internal/budget"
	"github.com/preflightpay/preflight/internal/input"
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
		out := Text(in)
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
		out := Text(in)
		if asJSON {
			out = jsonString(t, in)
		}
		if secretgen.Survives(out, "", token) {
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
