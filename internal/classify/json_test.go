package classify_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/classify"
)

// encodingJSON is what the command printed before AppendJSON existed (indented) and what
// json.Marshal writes (on one line); AppendJSON keeps every byte of it except that, like every
// report, it writes U+0008 and U+000C as \u0008 and \u000c where encoding/json writes \b and \f.
func encodingJSON(t testing.TB, r classify.Result, indent bool) string {
	t.Helper()
	b, err := json.Marshal(r)
	if indent {
		b, err = json.MarshalIndent(r, "", "  ")
	}
	if err != nil {
		t.Fatal(err)
	}
	out := make([]byte, 0, len(b))
	for i := 0; i < len(b); i++ {
		if b[i] != '\\' || i+1 == len(b) {
			out = append(out, b[i])
			continue
		}
		switch b[i+1] {
		case 'b':
			out = append(out, `\u0008`...)
		case 'f':
			out = append(out, `\u000c`...)
		default:
			out = append(out, b[i], b[i+1])
		}
		i++
	}
	// The writer escapes what a terminal would obey (DEL, C1 and the bidirectional controls,
	// docs/hostile-input.md "Terminals"), which encoding/json writes raw: the same string to any
	// JSON reader.
	var esc strings.Builder
	for _, r := range string(out) {
		if r == 0x7f || r >= 0x80 && r <= 0x9f || r == 0x061c || r == 0x200e || r == 0x200f || r >= 0x202a && r <= 0x202e || r >= 0x2066 && r <= 0x2069 {
			fmt.Fprintf(&esc, `\u%04x`, r)
			continue
		}
		esc.WriteRune(r)
	}
	return esc.String()
}

func TestAppendJSONMatchesEncodingJSON(t *testing.T) {
	results := []classify.Result{
		{},
		{Params: []string{}},
		{Matched: true, Params: []string{"a", "<b>&\"c\"", "\u2028\x00\xff"}, RetrySame: true},
		classify.Classify(classify.Request{Operation: "fiat/create-payout", HTTPStatus: 502, Body: []byte("<html>bad gateway</html>")}),
		classify.Classify(classify.Request{Operation: "fiat/create-payout", Method: "POST", Path: "/v1/payouts",
			HTTPStatus: 500, Body: []byte(`{"code":"","message":"payout create failed","api_key":"sk_live_123"}`),
			ResponseID: "r-1", RequestTime: "2026-11-22T10:00:00Z"}),
	}
	for i, e := range errcatalog.All() {
		params := make([]string, e.Params())
		for j := range params {
			params[j] = fmt.Sprintf("v%d&<%d>", j, j)
		}
		body := classify.Body(errcatalog.ID(i), params...)
		for _, op := range e.Operations {
			results = append(results, classify.Classify(classify.Request{Operation: op, HTTPStatus: e.HTTPStatus, Body: body}))
		}
	}
	for _, r := range results {
		for _, indent := range []bool{true, false} {
			if got, want := string(r.AppendJSON(nil, indent)), encodingJSON(t, r, indent); got != want {
				t.Fatalf("AppendJSON(indent %v) differs from encoding/json\ngot:\n%s\nwant:\n%s", indent, got, want)
			}
		}
	}
}

// FuzzAppendJSON holds AppendJSON to encoding/json's bytes for any response body and strings.
func FuzzAppendJSON(f *testing.F) {
	f.Add(400, []byte(`{"code":400,"message":"amount invalid"}`), "r-1", "2026-11-22T10:00:00Z")
	f.Add(500, []byte(`{"code":"","message":"payout create failed"}`), "", "")
	f.Add(502, []byte("<html>\xff</html>"), "\u2028", "&")
	f.Fuzz(func(t *testing.T, status int, body []byte, responseID, requestTime string) {
		r := classify.Classify(classify.Request{Operation: "fiat/create-payout", Method: "POST", Path: "/p",
			HTTPStatus: status, Body: body, ResponseID: responseID, RequestTime: requestTime})
		if got, want := string(r.AppendJSON(nil, true)), encodingJSON(t, r, true); got != want {
			t.Fatalf("AppendJSON differs from encoding/json\ngot:\n%s\nwant:\n%s", got, want)
		}
	})
}

func BenchmarkAppendJSON(b *testing.B) {
	r := classify.Classify(classify.Request{Operation: "fiat/create-payout", HTTPStatus: 400,
		Body: []byte(`{"code":400,"message":"amount invalid"}`)})
	b.ReportAllocs()
	var buf []byte
	for b.Loop() {
		buf = r.AppendJSON(buf[:0], true)
	}
}
