package classify

import (
	"testing"

	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/secretgen"
)

// bodyShapes place a secret in a response body: in the message, in another member, as a
// member name, in a header list, in a gateway's page.
var bodyShapes = []func(secret string) string{
	func(s string) string { return `{"code":"","message":"System error ` + jsonText(s) + `"}` },
	func(s string) string {
		return `{"code":"","message":"An internal error occurred, please try again","detail":"` + jsonText(s) + `"}`
	},
	func(s string) string {
		return `{"code":400,"message":"invalid request",` + string(input.AppendString(nil, s)) + `:1}`
	},
	func(s string) string {
		return `{"code":500,"message":"x","request":{"headers":["` + jsonText(s) + `"]}}`
	},
	func(s string) string { return "<html>502 Bad Gateway\n" + s + "\n</html>" },
	func(s string) string { return s },
}

func jsonText(s string) string {
	b := input.AppendString(nil, s)
	return string(b[1 : len(b)-1])
}

// FuzzClassifySecrets: a generated card number or token, in any body shape, status, response id
// or path, never survives into the result or its operator report.
func FuzzClassifySecrets(f *testing.F) {
	// "4111.1111.1111.1111  123", which the review found unmasked.
	f.Add(uint8(1), 500, []byte{3, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3, 3, 4, 3, 4, 3, 4, 1, 1}, false, "card ")
	f.Add(uint8(0), 500, []byte{3, 1, 4, 1, 5, 9, 2, 6}, false, "x ")
	f.Add(uint8(1), 503, []byte("eyJhbGciOi"), true, "")
	f.Add(uint8(4), 502, []byte{9, 9, 9}, false, "\xff")
	f.Add(uint8(2), 400, []byte{1, 2, 3, 4}, true, "a")
	f.Fuzz(func(t *testing.T, shape uint8, status int, seed []byte, token bool, around string) {
		var secret, digits, tok string
		if token {
			secret, tok = secretgen.Token(seed)
		} else {
			secret, digits = secretgen.Card(seed)
		}
		secret = secretgen.Place(around, secret, "")
		body := bodyShapes[int(shape)%len(bodyShapes)](secret)
		for _, req := range []Request{
			{Operation: "fiat/create-payout", Method: "POST", Path: "/v1/payouts", HTTPStatus: status, Body: []byte(body)},
			{Operation: "fiat/create-payout", Method: "POST", Path: "/v1/payouts?" + secret, HTTPStatus: 500, Body: []byte(`{}`), ResponseID: secret, RequestTime: secret},
		} {
			res := Classify(req)
			outs := resultStrings(res)
			if r := res.OperatorReport; r != nil {
				outs = append(outs, jsonStrings(r.Response)...)
			}
			for _, o := range outs {
				if secretgen.Survives(o, digits, tok) {
					t.Fatalf("the secret %q%q survives %q in %q", digits, tok, body, o)
				}
			}
		}
	})
}

// jsonStrings is every member name and string of a JSON text, or the text itself.
func jsonStrings(text string) []string {
	v, err := input.Parse([]byte(text), input.Limits{MaxBytes: 16 << 20, MaxDepth: 300})
	if err != nil {
		return []string{text}
	}
	var out []string
	var walk func(v input.Value)
	walk = func(v input.Value) {
		switch v.Kind() {
		case input.String, input.Number:
			out = append(out, v.Text())
		case input.Array:
			for _, e := range v.Elems() {
				walk(e)
			}
		case input.Object:
			for _, m := range v.Members() {
				out = append(out, m.Key)
				walk(m.Value)
			}
		}
	}
	walk(v)
	return out
}
