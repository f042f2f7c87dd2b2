package preflight

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/classify"
	"github.com/preflightpay/preflight/internal/report"
	"github.com/preflightpay/preflight/internal/secretgen"
	"github.com/preflightpay/preflight/reason"
)

// The secrets a caller may hand preflight by mistake. Each must be absent from every output:
// reports, errors, the reasons of ParseError, classification results and operator reports.
var secrets = []struct{ name, value string }{
	{"signing secret", "whsec_Z3JlYXQtc2lnbmluZy1zZWNyZXQtMTIzNDU2"},
	{"API key", "sk_live_51HxQpLK9aVv2bT7yR3mN8cD"},
	{"token", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhY2MtMSJ9.c2lnbmF0dXJlLXBhcnQ"},
	{"card number", "4111111111111111"},
	{"card number in groups", "4111 1111 1111 1111"},
	{"card number with dashes", "5500-0055-5555-5559"},
	{"15-digit card number", "378282246310005"},
}

// cardDigits is a card number without its separators: an output that holds the digits in any
// grouping leaks it.
func cardDigits(s string) string {
	return strings.NewReplacer(" ", "", "-", "").Replace(s)
}

// leaks reports which secret an output holds, if any.
func leaks(out string) (string, bool) {
	flat := cardDigits(out)
	for _, s := range secrets {
		if strings.Contains(out, s.value) {
			return s.name, true
		}
		if d := cardDigits(s.value); isDigits(d) && strings.Contains(flat, d) {
			return s.name, true
		}
	}
	return "", false
}

func isDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// secretRequests places a secret everywhere a request can hold one: in each input of the
// operation, as a string and where it can be a number, under the names that say "secret", as a
// member name, in a duplicate, in invalid UTF-8 and invalid numbers that the reader's error
// describes.
func secretRequests(op *Operation, secret string) []string {
	q := quoteJSON(secret)
	var reqs []string
	for _, in := range op.Inputs {
		reqs = append(reqs,
			`{`+quoteJSON(in.Name)+`:`+q+`}`,
			`{`+quoteJSON(in.Name)+`:{"nested":`+q+`}}`,
			`{`+quoteJSON(in.Name)+`:[`+q+`]}`,
		)
		if isDigits(cardDigits(secret)) {
			reqs = append(reqs, `{`+quoteJSON(in.Name)+`:`+secret+`}`)
		}
	}
	reqs = append(reqs,
		`{"api_key":`+q+`,"authorization":"Bearer `+secret+`","x-api-key":`+q+`,"signature":`+q+`,"card_number":`+q+`}`,
		`{"reference":`+q+`,"reference":`+q+`}`,
		`{"reference":"`+secret+"\xff"+`"}`,
		`{"amount":`+secret+`x}`,
		`{"amount":`+secret+`}`,
		`{"amount":-`+secret+`}`,
		`{"amount":`+secret+`,}`,
		`{"reference":"`+secret,
		secret,
		`[`+q+`]`,
	)
	// Member names are the request's schema and come back as report fields: a card number
	// used as one is masked, but a key or a secret has no shape to recognise it by (documented
	// in docs/hostile-input.md, "Secrets").
	if isDigits(cardDigits(secret)) {
		reqs = append(reqs, `{`+q+`:1}`, `{`+q+`:1,`+q+`:2}`, `{"a":{`+q+`:[1,}}`)
	}
	return reqs
}

func quoteJSON(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// TestNoOutputOfACheckCarriesASecret feeds every secret into every operation and searches the
// report, its JSON and the reason Report.Unreadable gives.
func TestNoOutputOfACheckCarriesASecret(t *testing.T) {
	for _, op := range Operations() {
		for _, s := range secrets {
			for _, req := range secretRequests(op, s.value) {
				out, r, err := CheckJSON(op.String(), []byte(req), nil, Options{})
				if errors.Is(err, ErrUnreadable) {
					out, r = []byte(err.Error()), Report{Unreadable: err}
				} else if err != nil {
					t.Fatalf("%s: %v", op.Name, err)
				}
				outputs := []string{string(out), string(r.AppendJSON(nil, false))}
				if r.Unreadable != nil {
					outputs = append(outputs, r.Unreadable.Error())
				}
				for _, o := range outputs {
					if what, leaked := leaks(o); leaked {
						t.Errorf("%s with the %s in %q: the output carries the %s:\n%s", op.Name, s.name, req, what, o)
					}
				}
			}
		}
	}
}

// TestNoFactsErrorCarriesASecret checks the reasons given for an unreadable facts document,
// which the command line prints.
func TestNoFactsErrorCarriesASecret(t *testing.T) {
	for _, s := range secrets {
		q := quoteJSON(s.value)
		docs := []string{
			`{"account":{"id":` + q + `,"id":` + q + `}}`,
			`{"idempotency":{"key":"` + s.value + "\xff" + `"}}`,
			`{"balances":{"USD":` + s.value + `x}}`,
			`{"limits":{"USD":{"max":` + q + `}}}`,
			`{"account":{"id":` + s.value + `}}`,
		}
		if isDigits(cardDigits(s.value)) {
			// Member names are masked only when they are card numbers (see secretRequests).
			docs = append(docs, `{`+q+`:1}`, `{"limits":{`+q+`:{"max":`+q+`}}}`)
		}
		for _, doc := range docs {
			_, _, err := CheckJSON("fiat/create-payout", []byte(`{}`), []byte(doc), Options{})
			if err == nil {
				continue
			}
			if what, leaked := leaks(err.Error()); leaked {
				t.Errorf("facts %s: the error carries the %s: %v", doc, what, err)
			}
		}
	}
}

// TestNoClassificationCarriesASecret feeds secrets into error responses, in every entry's wire
// format and as the bodies a gateway sends, and searches the result and its operator report.
func TestNoClassificationCarriesASecret(t *testing.T) {
	for _, s := range secrets {
		q := quoteJSON(s.value)
		bodies := []string{
			`{"code":"","message":"System error","api_key":` + q + `,"authorization":"Bearer ` + s.value + `","request":{"card_number":` + q + `,"token":` + q + `,"signature":` + q + `}}`,
			`{"code":400,"message":"invalid request","headers":{"x-api-key":` + q + `,"x-wk-signature":` + q + `}}`,
			"<html>502 Bad Gateway\nAuthorization: Bearer " + s.value + "\n</html>",
			"\xff\xfe Bearer " + s.value,
			"<html>401\nx-api-key: " + s.value + "\nX-WK-Signature=" + s.value + "\n</html>",
			"upstream refused GET /v1/payouts?api_key=" + s.value + "&page=1",
			`{"code":"","message":"System error","detail":"token=` + s.value + `"`,
		}
		if isDigits(cardDigits(s.value)) {
			bodies = append(bodies,
				`{"code":`+cardDigits(s.value)+`,"message":"card `+s.value+` declined"}`,
				`{"code":500,"message":"card `+s.value+`"}`,
				"card "+s.value+" declined",
			)
		}
		// Redaction does not depend on the operation: one of each product's formats suffices.
		for _, name := range []string{"fiat/create-payout", "ramp/create-withdraw", "ramp/create-transfer"} {
			for _, status := range []int{400, 401, 404, 409, 429, 500, 502, 503} {
				for _, body := range bodies {
					res, err := ClassifyResponse(name, status, []byte(body), "resp-"+name, "2026-11-22T10:00:00Z")
					if err != nil {
						t.Fatal(err)
					}
					out, _ := json.Marshal(res)
					if what, leaked := leaks(string(out)); leaked {
						t.Errorf("%s %d %q: the result carries the %s:\n%s", name, status, body, what, out)
					}
				}
			}
		}
		// Every entry whose message echoes values, as the platform would send it with a card
		// number or a bearer token in each place.
		value := s.value
		if !isDigits(cardDigits(value)) {
			value = "Bearer " + value
		}
		for i, e := range errcatalog.All() {
			if e.Params() == 0 {
				continue
			}
			name := ""
			if len(e.Operations) > 0 {
				name = e.Operations[0]
			}
			if _, ok := Lookup(name); !ok {
				continue
			}
			body := classify.Body(errcatalog.ID(i), value, value, value)
			res, err := ClassifyResponse(name, e.HTTPStatus, body, "", "")
			if err != nil {
				t.Fatal(err)
			}
			out, _ := json.Marshal(res)
			if what, leaked := leaks(string(out)); leaked || !res.Matched {
				t.Errorf("%s %s: matched=%v, the result carries the %s:\n%s", e.Key, body, res.Matched, what, out)
			}
		}
	}
}

// TestReportsMaskWhatRulesEcho: whatever a rule records (a field built from member names, a
// value in a message's place, the needs of a skipped rule built from an asset code), the report
// masks card numbers in it, and the message stays the template filled with the masked values.
func TestReportsMaskWhatRulesEcho(t *testing.T) {
	var b report.Builder
	b.Fail(errcatalog.RampInvalidAddressFormat, "beneficiary.4111111111111111", reason.New(reason.MemberType, "a test finding"), "4111 1111 1111 1111")
	b.Skip("ramp.balance-account", "ramp.assets.4111111111111111.balance_account")
	b.Advise(errcatalog.WarnBidiControl, "x.5500-0055-5555-5559", reason.New(reason.MemberType, "a test finding"), "x.5500-0055-5555-5559")
	r := b.Report("ramp/create-address-book")
	out := string(r.AppendJSON(nil, true))
	if what, leaked := leaks(out); leaked {
		t.Errorf("the report carries the %s:\n%s", what, out)
	}
	assertContract(t, "ramp/create-address-book", r)
}

// reviewAttacks are the strings of issue 24's security review, one row each, with the secrets
// (digits of a card number, or a token's text) that must not survive into any output.
var reviewAttacks = []struct {
	text    string
	secrets []string
}{
	{"Authorization: Basic dXNlcjpwYXNz card 4111111111111111 123 Bearer  eyJhbGciOi.x.y", []string{"dXNlcjpwYXNz", "4111111111111111", "eyJhbGciOi.x.y"}},
	{"4111111111111111 123", []string{"4111111111111111"}},
	{"4111 1111 1111 1111 12 26", []string{"4111111111111111"}},
	{"4111.1111.1111.1111", []string{"4111111111111111"}},
	{"4111_1111_1111_1111", []string{"4111111111111111"}},
	{"4111/1111/1111/1111", []string{"4111111111111111"}},
	{"4111\t1111\t1111\t1111", []string{"4111111111111111"}},
	{"4111  1111  1111  1111", []string{"4111111111111111"}},
	{"4111\u00a01111\u00a01111\u00a01111", []string{"4111111111111111"}},
	{"?pan=4111%201111%201111%201111", []string{"4111111111111111"}},
	{"4111+1111+1111+1111", []string{"4111111111111111"}},
	{"Bearer  eyJhbGciOi.x.y", []string{"eyJhbGciOi.x.y"}},
	{"Bearer\teyJhbGciOi.x.y", []string{"eyJhbGciOi.x.y"}},
	{"Authorization: Basic dXNlcjpwYXNz", []string{"dXNlcjpwYXNz"}},
	{"Authorization: Token tok_s3cr3t_value", []string{"tok_s3cr3t_value"}},
	{"Cookie: sid=s3ss10n_value", []string{"s3ss10n_value"}},
	{"Set-Cookie: sid=s3ss10n_value; HttpOnly", []string{"s3ss10n_value"}},
	{"https://api.example.com/v1?key=AIzaS3cr3tKey", []string{"AIzaS3cr3tKey"}},
	{"https://api.example.com/v1?api%5Fkey=sk_live_s3cr3t", []string{"sk_live_s3cr3t"}},
	{"https://user:pa55w0rd@api.example.com/v1", []string{"user:pa55w0rd"}},
	{`{"name":"x-api-key","value":"sk_live_s3cr3t"}`, []string{"sk_live_s3cr3t"}},
}

// survivesIn reports which secret survives in out, if any.
func survivesIn(out string, secrets []string) (string, bool) {
	for _, s := range secrets {
		digits, token := "", s
		if isDigits(s) {
			digits, token = s, ""
		}
		if secretgen.Survives(out, digits, token) {
			return s, true
		}
	}
	return "", false
}

// decodedStrings is every member name and string of a JSON document, decoded, and the document
// itself, so that an escape (\t, \u00a0) cannot hide a separator from survivesIn.
func decodedStrings(doc []byte) []string {
	out := []string{string(doc)}
	var v any
	if json.Unmarshal(doc, &v) != nil {
		return out
	}
	var walk func(any)
	walk = func(v any) {
		switch v := v.(type) {
		case string:
			out = append(out, v)
		case []any:
			for _, e := range v {
				walk(e)
			}
		case map[string]any:
			for k, e := range v {
				out = append(out, k)
				walk(e)
			}
		}
	}
	walk(v)
	return out
}

// TestReviewAttacksNeverSurvive sends each string of the review through every entry point that
// makes an output: as a request value, a member name and a repeated member name (the report's
// field and reason, the error Report.Unreadable gives, the bytes AppendCheckJSON gives the WASM
// build), in a facts document (its error), and in a LATER response's body, path and response
// id (the classification and its operator report).
func TestReviewAttacksNeverSurvive(t *testing.T) {
	for _, a := range reviewAttacks {
		q := quoteJSON(a.text)
		var outs []string
		for _, req := range []string{`{"reference":` + q + `}`, `{` + q + `:1}`, `{` + q + `:1,` + q + `:2}`, `{"beneficiary":{` + q + `:[1,}}`, a.text} {
			out, r, err := AppendCheckJSON([]byte("kept"), "fiat/create-payout", []byte(req), nil, Options{})
			if errors.Is(err, ErrUnreadable) {
				outs = append(outs, err.Error())
				continue
			}
			outs = append(outs, decodedStrings(out[len("kept"):])...)
			if r.Unreadable != nil {
				outs = append(outs, r.Unreadable.Error())
			}
		}
		for _, doc := range []string{`{` + q + `:1}`, `{"account":{"id":` + q + `,"id":` + q + `}}`, `{"limits":{` + q + `:{"max":` + q + `}}}`} {
			if _, _, err := CheckJSON("fiat/create-payout", []byte(`{}`), []byte(doc), Options{}); err != nil {
				outs = append(outs, err.Error())
			}
		}
		body := `{"code":"","message":"An internal error occurred, please try again","detail":` + q + `}`
		res, err := ClassifyResponse("fiat/create-payout", 500, []byte(body), a.text, a.text)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := json.Marshal(res)
		outs = append(outs, decodedStrings(b)...)
		res = classify.Classify(classify.Request{Operation: "fiat/create-payout", Method: "POST", Path: "/v1/payouts/" + a.text, HTTPStatus: 503, Body: []byte(a.text)})
		b, _ = json.Marshal(res)
		outs = append(outs, decodedStrings(b)...)
		for _, o := range outs {
			if s, ok := survivesIn(o, a.secrets); ok {
				t.Errorf("%q: %q survives in %q", a.text, s, o)
			}
		}
	}
}

// FuzzSecretsNeverSurvive places a generated card number (any separators, a CVV or an expiry
// after it) or token (a bearer token, basic credentials, a cookie, URL user information, a
// secret query key, a name/value pair) anywhere in a request value, a member name, a repeated
// member name or a facts document, and requires that it survives in no output: the report's JSON
// (what the WASM build returns, through AppendCheckJSON), the reason Report.Unreadable gives,
// and the facts error.
func FuzzSecretsNeverSurvive(f *testing.F) {
	// "4111.1111.1111.1111  123" and the same with tabs, which the review found unmasked.
	f.Add(uint8(2), []byte{3, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3, 3, 4, 3, 4, 3, 4, 1, 1}, false, "", "")
	f.Add(uint8(0), []byte{3, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3, 3, 3, 3, 3, 3, 3, 1, 1}, false, "card ", "")
	f.Add(uint8(0), []byte{3, 1, 4, 1, 5, 9}, false, "ref ", "")
	f.Add(uint8(1), []byte{2, 7, 1, 8, 2, 8}, false, "", " 123")
	f.Add(uint8(2), []byte("eyJhbGciOi"), true, "x", "")
	f.Add(uint8(3), []byte{1, 4, 1, 4, 2, 1}, false, "\xff", "\t")
	f.Add(uint8(4), []byte("dXNlcjpwYXNz"), true, "", "")
	f.Add(uint8(5), []byte{9, 9, 9, 9}, false, "12 ", "")
	ops := Operations()
	f.Fuzz(func(t *testing.T, where uint8, seed []byte, token bool, before, after string) {
		var secret, digits, tok string
		if token {
			secret, tok = secretgen.Token(seed)
		} else {
			secret, digits = secretgen.Card(seed)
		}
		q := quoteJSON(secretgen.Place(before, secret, after))
		req, facts := `{}`, ""
		switch where % 6 {
		case 0:
			req = `{"reference":` + q + `,"beneficiary":{"name":` + q + `}}`
		case 1:
			req = `{` + q + `:1}`
		case 2:
			req = `{` + q + `:1,` + q + `:2}`
		case 3:
			req = `{"beneficiary":{` + q + `:[1,}}`
		case 4:
			facts = `{` + q + `:1}`
		case 5:
			facts = `{"account":{"id":` + q + `,"id":` + q + `}}`
		}
		op := ops[int(where/6)%len(ops)].String()
		var outs []string
		out, r, err := AppendCheckJSON(nil, op, []byte(req), []byte(facts), Options{})
		outs = append(outs, decodedStrings(out)...)
		if err != nil {
			outs = append(outs, err.Error())
		}
		if r.Unreadable != nil {
			outs = append(outs, r.Unreadable.Error())
		}
		for _, o := range outs {
			if secretgen.Survives(o, digits, tok) {
				t.Fatalf("%s %s facts %s: %q%q survives in %q", op, req, facts, digits, tok, o)
			}
		}
	})
}
