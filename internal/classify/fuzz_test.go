package classify

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/budget"
	"github.com/preflightpay/preflight/internal/redact"
	"github.com/preflightpay/preflight/internal/redact/redactjson"
)

// fuzzOperations are the operation names a response may come from: every one the catalog names,
// plus an unknown one and none.
var fuzzOperations = func() []string {
	seen := map[string]bool{}
	ops := []string{"", "fiat/unknown"}
	for _, e := range errcatalog.All() {
		for _, op := range e.Operations {
			if !seen[op] {
				seen[op] = true
				ops = append(ops, op)
			}
		}
	}
	return ops
}()

// FuzzClassify reads arbitrary response bodies. Whatever the body, the result is deterministic,
// a match agrees with its catalog entry, a miss takes the documented fallback, the operator
// report is present exactly for LATER, and no output string carries a card number or a bearer
// token.
func FuzzClassify(f *testing.F) {
	for i, e := range errcatalog.All() {
		op := ""
		if len(e.Operations) > 0 {
			op = e.Operations[0]
		}
		f.Add(uint8(indexOf(op)), e.HTTPStatus, Body(errcatalog.ID(i), "4111111111111111", "Bearer abc"), "resp-1", "2026-11-22T10:00:00Z")
	}
	for _, b := range []string{
		``, `null`, `[]`, `{}`, `{"code":1084}`, `{"error":{"code":"x","message":"m"}}`,
		`{"code":"","message":"System error, please contact customer service"}`,
		`{"code":4111111111111111,"message":"card 4111 1111 1111 1111","token":"tok_secret"}`,
		`{"type":"4111111111111111","code":"c","message":"m","authorization":"Bearer sk_live_abc"}`,
		"<html>502 Bad Gateway api_key=sk_live_abc Bearer eyJhbGciOi</html>",
		"{\"message\":\"\xff\"}", `{"message":"a","message":"b"}`,
		`{"code":1e400,"message":"x"}`, `{"code":NaN,"message":"x"}`,
	} {
		for _, status := range []int{0, 400, 401, 404, 409, 429, 500, 503, 999} {
			f.Add(uint8(1+len(b)%len(fuzzOperations)), status, []byte(b), "", "")
		}
	}
	f.Fuzz(func(t *testing.T, which uint8, status int, body []byte, responseID, requestTime string) {
		op := fuzzOperations[int(which)%len(fuzzOperations)]
		req := Request{Operation: op, Method: "POST", Path: "/v1/x", HTTPStatus: status, Body: body, ResponseID: responseID, RequestTime: requestTime}
		var res Result
		if n, limit := budget.Allocated(func() { res = Classify(req) }), budget.Linear(len(body)+len(responseID)+len(requestTime)); n > limit {
			t.Fatalf("Classify of %d bytes allocated %d bytes, budget %d", len(body), n, limit)
		}
		out, err := json.Marshal(res)
		if err != nil {
			t.Fatalf("result does not encode: %v", err)
		}
		again, _ := json.Marshal(Classify(req))
		if !bytes.Equal(out, again) {
			t.Fatalf("not deterministic:\n%s\n%s", out, again)
		}
		assertResult(t, req, res)
	})
}

// FuzzClassifyBody builds the body the platform sends for an entry, with arbitrary values in
// the message's places, and requires that it is recognised as an entry whose template, filled
// with the values found, gives the message back.
func FuzzClassifyBody(f *testing.F) {
	f.Add(uint16(0), "USD", "")
	f.Add(uint16(17), "a %s b", "")
	f.Add(uint16(40), " x ", "\n")
	f.Add(uint16(100), "4111111111111111", "Bearer t")
	f.Fuzz(func(t *testing.T, which uint16, p1, p2 string) {
		if !utf8.ValidString(p1) || !utf8.ValidString(p2) {
			return // the platform's messages are UTF-8; the reader refuses anything else
		}
		id := errcatalog.ID(int(which) % errcatalog.Len)
		e := errcatalog.Get(id)
		op := ""
		if len(e.Operations) > 0 {
			op = e.Operations[0]
		}
		// Every place gets a value: a two-value entry takes p1 and p2, a three-value one p1 twice.
		req := Request{Operation: op, HTTPStatus: e.HTTPStatus, Body: Body(id, p1, p2, p1)}
		res := Classify(req)
		if !res.Matched {
			t.Fatalf("%s with params %q %q not recognised: %s", e.Key, p1, p2, req.Body)
		}
		assertResult(t, req, res)
	})
}

func assertResult(t *testing.T, req Request, res Result) {
	t.Helper()
	if res.Operation != req.Operation || res.HTTPStatus != req.HTTPStatus || res.Params == nil {
		t.Fatalf("result does not echo the request: %+v", res)
	}
	if res.Matched {
		id, ok := errcatalog.ByKey(res.ID)
		if !ok {
			t.Fatalf("matched id %q is not in the catalog", res.ID)
		}
		e := errcatalog.Get(id)
		if res.Product != e.Product.String() || res.Format != e.Format.String() || res.Action != e.Action.String() || res.Guidance != e.Action.Guidance() || res.RetrySame != e.Action.RetrySame() {
			t.Fatalf("%s: result disagrees with the catalog: %+v", res.ID, res)
		}
		if res.Code != e.Code || res.Type != e.Type || res.HTTPStatus != e.HTTPStatus {
			t.Fatalf("%s: matched a response with other status, type or code: %+v", res.ID, res)
		}
		if filled := errcatalog.Fill(e.Message, res.Params); len(res.Params) != e.Params() || filled != res.Message && filled != strings.TrimSpace(res.Message) {
			t.Fatalf("%s: message %q is not the template %q filled with %q", res.ID, res.Message, e.Message, res.Params)
		}
		if res.Basis != "operation" && res.Basis != "product" && res.Basis != "message" {
			t.Fatalf("%s: basis %q", res.ID, res.Basis)
		}
	} else {
		_, code, _, _ := ReadBody(req.Body)
		a := Fallback(req.HTTPStatus, code)
		if res.ID != "" || len(res.Params) != 0 || res.Basis != "fallback" || res.Action != a.String() || res.Guidance != a.Guidance() || res.RetrySame != a.RetrySame() {
			t.Fatalf("unmatched result does not take the fallback %s: %+v", a, res)
		}
	}
	if (res.OperatorReport != nil) != (res.Action == errcatalog.Later.String()) {
		t.Fatalf("operator report present=%v for action %s", res.OperatorReport != nil, res.Action)
	}
	for _, s := range resultStrings(res) {
		if redact.Text(s) != s {
			t.Fatalf("output carries a card number or bearer token: %q", s)
		}
	}
	if r := res.OperatorReport; r != nil {
		// The response is JSON redacted as JSON: each of its strings and member names holds no
		// secret. Digits of separate values are not one card number, so the text between them
		// (`1,"0":"9…`) is not read as one run, as redact.Text reads free text.
		for _, s := range jsonStrings(r.Response) {
			if redact.Text(s) != s {
				t.Fatalf("operator report's response carries a card number or bearer token: %q in %q", s, r.Response)
			}
		}
	}
	if r := res.OperatorReport; r != nil && !bytes.Equal(redactjson.JSON([]byte(r.Response)), []byte(r.Response)) {
		t.Fatalf("operator report is not redacted: %q", r.Response)
	}
}

// resultStrings is every text a result hands to a caller, a log or an operator.
func resultStrings(res Result) []string {
	s := []string{res.ID, res.Type, res.Code, res.Message, res.Guidance}
	s = append(s, res.Params...)
	if r := res.OperatorReport; r != nil {
		s = append(s, r.Method, r.Path, r.ResponseID, r.RequestTime)
	}
	return s
}

func indexOf(op string) int {
	for i, o := range fuzzOperations {
		if o == op {
			return i
		}
	}
	return 0
}
