package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/preflightpay/preflight/internal/secretgen"
)

// TestReviewAttacksLeaveNoTraceOnTheCommandLine runs issue 24's review strings through check (as
// a value, a member name, a repeated member name: the report's field and reason, and the reason
// on standard error), batch (a record and a malformed line) and classify --status 500 (the
// operator report), and searches standard output and standard error.
func TestReviewAttacksLeaveNoTraceOnTheCommandLine(t *testing.T) {
	attacks := []struct{ text, secret string }{
		{"Authorization: Basic dXNlcjpwYXNz card 4111111111111111 123 Bearer  eyJhbGciOi.x.y", "dXNlcjpwYXNz"},
		{"Authorization: Basic dXNlcjpwYXNz card 4111111111111111 123 Bearer  eyJhbGciOi.x.y", "4111111111111111"},
		{"card 4111111111111111 123 Bearer  eyJhbGciOi.x.y", "eyJhbGciOi.x.y"},
		{"4111111111111111 123", "4111111111111111"},
		{"4111 1111 1111 1111 12 26", "4111111111111111"},
		{"4111\t1111\t1111\t1111", "4111111111111111"},
		{"4111\u00a01111\u00a01111\u00a01111", "4111111111111111"},
		{"?pan=4111%201111%201111%201111", "4111111111111111"},
		{"Bearer\teyJhbGciOi.x.y", "eyJhbGciOi.x.y"},
		{"Cookie: sid=s3ss10n_value", "s3ss10n_value"},
		{"https://user:pa55w0rd@api.example.com/v1?key=AIzaS3cr3tKey", "pa55w0rd"},
		{"https://api.example.com/v1?api%5Fkey=AIzaS3cr3tKey", "AIzaS3cr3tKey"},
		{`{"name":"x-api-key","value":"sk_live_s3cr3t"}`, "sk_live_s3cr3t"},
	}
	for _, a := range attacks {
		q, _ := json.Marshal(a.text)
		runs := []struct {
			args  []string
			stdin string
		}{
			{[]string{"check", "--op", "fiat/create-payout", "--format", "json"}, `{"reference":` + string(q) + `}`},
			{[]string{"check", "--op", "fiat/create-payout", "--format", "json"}, `{` + string(q) + `:1,` + string(q) + `:2}`},
			{[]string{"check", "--op", "fiat/create-payout", "--format", "text"}, `{` + string(q) + `:1,` + string(q) + `:2}`},
			{[]string{"batch", "--op", "fiat/create-payout"}, `{"reference":` + string(q) + "}\n{" + string(q) + ":1," + string(q) + ":2}\n" + a.text + "\n"},
			{[]string{"classify", "--op", "fiat/create-payout", "--status", "500", "--format", "json"}, `{"code":"","message":"An internal error occurred, please try again","detail":` + string(q) + `}`},
			{[]string{"classify", "--op", "fiat/create-payout", "--status", "500", "--format", "text"}, a.text},
		}
		for _, r := range runs {
			var stdout, stderr bytes.Buffer
			run(r.args, strings.NewReader(r.stdin), &stdout, &stderr, func(string) string { return "" })
			digits, token := "", a.secret
			if strings.Trim(a.secret, "0123456789") == "" {
				digits, token = a.secret, ""
			}
			for _, out := range append(decodedStrings(stdout.String()), stdout.String(), stderr.String()) {
				if secretgen.Survives(out, digits, token) {
					t.Errorf("%v on %q: %q survives:\n%s\nstderr: %s", r.args, r.stdin, a.secret, stdout.String(), stderr.String())
				}
			}
		}
	}
}

// decodedStrings is every string of each JSON document or line of out, decoded.
func decodedStrings(out string) []string {
	var strs []string
	var walk func(any)
	walk = func(v any) {
		switch v := v.(type) {
		case string:
			strs = append(strs, v)
		case []any:
			for _, e := range v {
				walk(e)
			}
		case map[string]any:
			for k, e := range v {
				strs = append(strs, k)
				walk(e)
			}
		}
	}
	for _, doc := range append(strings.Split(out, "\n"), out) {
		var v any
		if json.Unmarshal([]byte(doc), &v) == nil {
			walk(v)
		}
	}
	return strs
}
