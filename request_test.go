//go:build !js

package preflight

import (
	"bytes"
	"encoding/json"
	"errors"
	"net/http"
	"net/url"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/classify"
	"github.com/preflightpay/preflight/internal/door/httpdoor"
	"github.com/preflightpay/preflight/internal/facts"
	"github.com/preflightpay/preflight/internal/golist"
	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/operation"
)

const goodPayout = `{"payment_method":"LOCAL","payment_amount":"100.00","payment_currency":"USD","receiving_currency":"USD","purpose_code":"SUPPLIER_PAYMENT","fee_paid_by":"OURS","reference":"INV-1","beneficiary_id":"b_1"}`

func TestCheckRequestMatchesReadsAndChecks(t *testing.T) {
	cases := []struct {
		name           string
		method, target string
		header         http.Header
		body           string
		op             operation.Name
		params         map[string]string
		input          string // the input object's JSON
		valid          bool
		first          errcatalog.ID // the first error, when not valid
	}{
		{name: "a path parameter by name, then the body", method: "POST", target: "/v1/beneficiaries/b_1", body: `{"bank_name":"Monzo"}`,
			op: operation.FiatUpdateBeneficiary, params: map[string]string{"id": "b_1"}, input: `{"id":"b_1","bank_name":"Monzo"}`, first: errcatalog.FiatEntityTypeRequired},
		{name: "the path wins over a body member of the same name", method: "POST", target: "/v1/beneficiaries/b_1", body: `{"id":"b_2","bank_name":"X"}`,
			op: operation.FiatUpdateBeneficiary, params: map[string]string{"id": "b_1"}, input: `{"id":"b_1","bank_name":"X"}`, first: errcatalog.FiatEntityTypeRequired},
		{name: "query values are strings, the first of a repeated one, unnamed ones left out", method: "GET", target: "/v1/transfer?page_size=10&page_size=20&currency=USD&foo=bar",
			op: operation.FiatListTransfers, input: `{"page_size":"10","currency":"USD"}`, valid: true},
		{name: "the query wins over the body", method: "GET", target: "/v1/transfer?currency=USD", body: `{"currency":"EUR","x":1}`,
			op: operation.FiatListTransfers, input: `{"currency":"USD","x":1}`, valid: true},
		{name: "a query value the rules refuse", method: "GET", target: "/v1/transfer?page_size=0",
			op: operation.FiatListTransfers, input: `{"page_size":"0"}`, first: errcatalog.TransferPageSizeInvalid},
		{name: "a literal segment wins over a parameter", method: "GET", target: "/v1/ramp/deposit/address?asset=USDT&network=TRX",
			op: operation.RampDepositWalletAddress, input: `{"asset":"USDT","network":"TRX"}`, valid: true},
		{name: "an empty body is an empty object", method: "GET", target: "/v1/balances",
			op: operation.FiatListBalances, input: `{}`, valid: true},
		{name: "a body that is not JSON is the operation's invalid request; the input keeps the path", method: "POST", target: "/v1/beneficiaries/b_1", body: `{"bank_name":`,
			op: operation.FiatUpdateBeneficiary, params: map[string]string{"id": "b_1"}, input: `{"id":"b_1"}`, first: errcatalog.FiatInvalidRequest},
		{name: "a body that is not an object", method: "POST", target: "/v1/payouts", body: `[1]`,
			op: operation.FiatCreatePayout, input: `{}`, first: errcatalog.FiatInvalidRequest},
		{name: "a valid payout", method: "POST", target: "/v1/payouts", body: goodPayout,
			op: operation.FiatCreatePayout, input: goodPayout, valid: true},
		{name: "the idempotency key is read from its header", method: "POST", target: "/v1/payouts", body: goodPayout,
			header: http.Header{DefaultIdempotencyHeader: {strings.Repeat("k", 65)}},
			op:     operation.FiatCreatePayout, input: goodPayout, first: errcatalog.IdempotencyInvalidKey},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			u, _ := url.Parse(c.target)
			res, err := CheckRequest(c.method, u.Path, u.Query(), c.header, []byte(c.body), nil, Options{Strict: true})
			if err != nil {
				t.Fatal(err)
			}
			if res.Operation.Name != c.op || !reflect.DeepEqual(res.Params, c.params) || res.Report.Operation != string(c.op) {
				t.Errorf("matched %s %v", res.Operation, res.Params)
			}
			q, _ := httpdoor.Match(c.method, u.Path)
			q.Read(u.Query(), c.header, []byte(c.body), int64(len(c.body)), httpdoor.Options{})
			if got := string(input.AppendJSON(nil, q.Input)); got != c.input {
				t.Errorf("input %s, want %s", got, c.input)
			}
			if res.Report.Valid != c.valid || (res.Answer == nil) != c.valid {
				t.Fatalf("valid %v, answer %v: %+v", res.Report.Valid, res.Answer, res.Report)
			}
			if c.valid {
				return
			}
			first := res.Report.Errors[0]
			if first.Entry != c.first || first.ID != c.first.Key() {
				t.Errorf("first error %s (entry %s), want %s", first.ID, first.Entry.Key(), c.first.Key())
			}
			a := res.Answer
			if a.Status != errcatalog.Get(c.first).HTTPStatus || a.Header.Get("Content-Type") != "application/json" || !bytes.Equal(a.Body, classify.Body(c.first, first.Params...)) {
				t.Errorf("answer %d %v %s", a.Status, a.Header, a.Body)
			}
		})
	}
}

// TestCheckRequestAnswersThePlatformsExactBytes pins the answer's bytes for a few golden cases,
// a typed body and legacy ones with a value filled in: what the mock sent and the transport
// synthesized for them before both called CheckRequest.
func TestCheckRequestAnswersThePlatformsExactBytes(t *testing.T) {
	cases := []struct {
		dir          string
		method, path string
		want         string
	}{
		{"ramp/create-address-book/invalid-address-format-btc-bech32m-for-v0", "POST", "/v1/ramp/wallet_address",
			`{"code":400,"message":"invalid address format for network BTC"}`},
		{"ramp/create-transfer/invalid-parameter-missing-amount", "POST", "/v1/ramp/transfer",
			`{"type":"invalid_request_error","code":"invalid_parameter","message":"parameter is invalid"}`},
		{"fiat/create-transfer/amount-not-integer-for-jpy-strict", "POST", "/v1/transfer",
			`{"code":400,"message":"amount must be an integer for JPY"}`},
	}
	for _, c := range cases {
		t.Run(c.dir, func(t *testing.T) {
			g := goldenCase{dir: filepath.Join("testdata", "golden", c.dir)}
			request, _ := g.inputs(t)
			res, err := CheckRequest(c.method, c.path, nil, nil, request, nil, Options{Strict: g.strict()})
			if err != nil || res.Answer == nil {
				t.Fatalf("%+v %v", res.Report, err)
			}
			if res.Answer.Status != 400 || string(res.Answer.Body) != c.want {
				t.Errorf("answered %d %s, want 400 %s", res.Answer.Status, res.Answer.Body, c.want)
			}
		})
	}
}

func TestCheckRequestWithoutAnOperation(t *testing.T) {
	for _, c := range []struct{ method, path string }{
		{"GET", "/v1/nothing"},
		{"DELETE", "/v1/payouts"}, // the path of two operations, neither at this method
		{"GET", "/v1/payouts/p_1/x"},
		{"POST", ""},
	} {
		_, err := CheckRequest(c.method, c.path, nil, nil, []byte(goodPayout), nil, Options{})
		var ne *NoOperationError
		if !errors.Is(err, ErrNoOperation) || !errors.As(err, &ne) || ne.Method != c.method || ne.Path != c.path {
			t.Errorf("%s %q: %v", c.method, c.path, err)
		}
	}
}

// TestCheckRequestUnreadableWithoutAnInvalidRequestEntry: an operation whose catalog rows
// document no "invalid request" has no finding for a body it cannot read; the caller is told,
// with the operation, so that a proxy sends the request unchecked.
func TestCheckRequestUnreadableWithoutAnInvalidRequestEntry(t *testing.T) {
	res, err := CheckRequest("GET", "/v1/ramp/asset", nil, nil, []byte(`{"a":`), nil, Options{})
	var ue *UnreadableError
	if !errors.Is(err, ErrUnreadable) || !errors.As(err, &ue) || ue.Operation != string(operation.RampListAssets) {
		t.Fatalf("%v", err)
	}
	if res.Operation.Name != operation.RampListAssets || res.Answer != nil {
		t.Errorf("%+v", res)
	}
}

// TestCheckRequestOversizedBodies: a body over the limit is the operation's invalid request with
// what preflight.Check says of the same bytes; a caller that held only the first MaxBytes+1
// bytes gets the declared length, or "more than" the limit when none was declared.
func TestCheckRequestOversizedBodies(t *testing.T) {
	limit := input.DefaultLimits().MaxBytes
	big := append([]byte(goodPayout[:len(goodPayout)-1]), bytes.Repeat([]byte(" "), 4<<20)...)
	big = append(big, '}')
	want, err := Check(string(operation.FiatCreatePayout), big, nil, Options{})
	if err != nil || want.Valid {
		t.Fatal(want, err)
	}
	res, err := CheckRequest("POST", "/v1/payouts", nil, nil, big, nil, Options{})
	if err != nil || !reflect.DeepEqual(res.Report.Errors, want.Errors) || !errors.Is(res.Report.Unreadable, input.ErrTooLarge) {
		t.Fatalf("%+v %v, want %+v", res.Report, err, want)
	}
	head := big[:limit+1]
	for _, c := range []struct {
		length int64
		says   string
	}{{int64(len(big)), strconv.Itoa(len(big)) + " bytes, limit"}, {-1, "more than 1048576 bytes"}, {0, "more than 1048576 bytes"}} {
		q, _ := httpdoor.Match("POST", "/v1/payouts")
		q.Read(nil, nil, head, c.length, httpdoor.Options{})
		res, err := q.Check(nil, httpdoor.Options{})
		if err != nil || res.Report.Valid || !strings.Contains(res.Report.Errors[0].Reason.Text, c.says) {
			t.Errorf("length %d: %+v %v", c.length, res.Report, err)
		}
	}
	exact := append([]byte(goodPayout[:len(goodPayout)-1]), bytes.Repeat([]byte(" "), limit-len(goodPayout))...)
	exact = append(exact, '}')
	if res, err := CheckRequest("POST", "/v1/payouts", nil, nil, exact, nil, Options{}); err != nil || !res.Report.Valid || len(exact) != limit {
		t.Errorf("exactly the limit: %+v %v", res.Report, err)
	}
}

// TestCheckRequestIdempotencyKey: the key comes from Options.IdempotencyHeader, only for an
// operation that accepts one, and never replaces an idempotency section the facts give.
func TestCheckRequestIdempotencyKey(t *testing.T) {
	bad := strings.Repeat("k", 65) // over idempotency.MaxKeyLen
	invalid := func(res RequestResult) bool {
		for _, list := range [][]Issue{res.Report.Errors, res.Report.Warnings} {
			for _, is := range list {
				if is.Entry == errcatalog.IdempotencyInvalidKey {
					return true
				}
			}
		}
		return false
	}
	res, _ := CheckRequest("POST", "/v1/payouts", nil, http.Header{"X-Request-Key": {bad}}, []byte(goodPayout), nil, Options{IdempotencyHeader: "x-request-key"})
	if !invalid(res) {
		t.Errorf("the key of Options.IdempotencyHeader was not checked: %+v", res.Report)
	}
	if res, _ := CheckRequest("POST", "/v1/payouts", nil, http.Header{"X-Request-Key": {bad}}, []byte(goodPayout), nil, Options{}); invalid(res) {
		t.Errorf("another header than the configured one was read: %+v", res.Report)
	}
	if res, _ := CheckRequest("GET", "/v1/payouts", nil, http.Header{DefaultIdempotencyHeader: {bad}}, nil, nil, Options{}); invalid(res) {
		t.Errorf("a key on an operation that takes none was checked: %+v", res.Report)
	}
	given := &Facts{Idempotency: &facts.Idempotency{Key: "from-facts"}}
	if res, _ := CheckRequest("POST", "/v1/payouts", nil, http.Header{DefaultIdempotencyHeader: {bad}}, []byte(goodPayout), given, Options{}); invalid(res) || given.Idempotency.Key != "from-facts" {
		t.Errorf("the header replaced the facts' key: %+v", res.Report)
	}
}

// TestCheckRequestAgreesWithCheckOnTheGoldenCases: every golden case of an operation whose inputs
// are all in the body, sent as an HTTP request, gives the golden report byte for byte and the
// platform's answer to its first error.
func TestCheckRequestAgreesWithCheckOnTheGoldenCases(t *testing.T) {
	n := 0
	for _, g := range goldenCases(t) {
		op, _ := Lookup(g.operation)
		bodyOnly := true
		for _, in := range op.Inputs {
			bodyOnly = bodyOnly && in.In == operation.InBody
		}
		request, factsDoc := g.inputs(t)
		if !bodyOnly || len(bytes.TrimSpace(request)) == 0 {
			continue // an empty body is an empty object over HTTP, an unreadable request to Check
		}
		var f *Facts
		if len(factsDoc) > 0 {
			var err error
			if f, err = facts.Parse(factsDoc); err != nil {
				t.Fatal(g.dir, err)
			}
		}
		res, err := CheckRequest(op.Method, op.Path, nil, nil, request, f, Options{Strict: g.strict()})
		if err != nil {
			t.Fatal(g.dir, err)
		}
		want, _ := g.run(t)
		if got := append(res.Report.AppendJSON(nil, true), '\n'); !bytes.Equal(got, want) {
			t.Errorf("%s: CheckRequest reports\n%s\nCheck\n%s", g.dir, got, want)
		}
		if !res.Report.Valid {
			first := res.Report.Errors[0]
			if res.Answer.Status != first.HTTPStatus || !bytes.Equal(res.Answer.Body, classify.Body(first.Entry, first.Params...)) {
				t.Errorf("%s: answer %d %s", g.dir, res.Answer.Status, res.Answer.Body)
			}
		}
		n++
	}
	t.Logf("%d golden cases sent as HTTP requests", n)
	if n < 200 {
		t.Errorf("only %d golden cases sent", n)
	}
}

// TestTheWASMBuildLinksNoHTTP: the HTTP-level door is left out of the WASM build (request.go is
// !js, and its steps are package httpdoor, apart from door), which checks forms and would
// otherwise carry net/http; nor does it carry the OpenAPI document's writer (openapi.go is !js).
func TestTheWASMBuildLinksNoHTTP(t *testing.T) {
	for _, pkg := range golist.Deps(t, "./cmd/preflight-wasm", "", "GOOS=js", "GOARCH=wasm") {
		if pkg == "net/http" || pkg == "net/url" || pkg == "github.com/preflightpay/preflight/internal/openapi" {
			t.Errorf("the WASM build links %s", pkg)
		}
	}
}

// FuzzCheckRequest sends any method, path with query, body and idempotency key through
// CheckRequest: it never panics; it answers no operation, an unreadable body without an entry,
// or a report whose every error carries its entry and whose first error, and only an error,
// gets the platform's exact answer.
func FuzzCheckRequest(f *testing.F) {
	f.Add("POST", "/v1/payouts", []byte(goodPayout), "k-1")
	f.Add("GET", "/v1/transfer?page_size=0&currency=usd", []byte(nil), "")
	f.Add("POST", "/v1/beneficiaries/b_1", []byte(`{"id":"x","id":"y"}`), "")
	f.Add("GET", "/v1/ramp/asset", []byte(`{"a":`), "")
	f.Fuzz(func(t *testing.T, method, target string, body []byte, key string) {
		u, err := url.Parse(target)
		if err != nil {
			return
		}
		res, err := CheckRequest(method, u.Path, u.Query(), http.Header{DefaultIdempotencyHeader: {key}}, body, nil, Options{})
		switch {
		case errors.Is(err, ErrNoOperation):
			return
		case errors.Is(err, ErrUnreadable):
			if res.Operation == nil || res.Answer != nil {
				t.Fatalf("unreadable: %+v", res)
			}
			return
		case err != nil:
			t.Fatalf("error %v", err)
		}
		r := res.Report
		if r.Valid != (res.Answer == nil) || r.Operation != string(res.Operation.Name) || !json.Valid(r.AppendJSON(nil, false)) {
			t.Fatalf("report %+v, answer %+v", r, res.Answer)
		}
		for _, is := range r.Errors {
			if is.Entry.Key() != is.ID {
				t.Fatalf("error %s carries entry %s", is.ID, is.Entry.Key())
			}
		}
		if !r.Valid && (res.Answer.Status != r.Errors[0].HTTPStatus || !bytes.Equal(res.Answer.Body, classify.Body(r.Errors[0].Entry, r.Errors[0].Params...))) {
			t.Fatalf("answer %d %s for %+v", res.Answer.Status, res.Answer.Body, r.Errors[0])
		}
	})
}
