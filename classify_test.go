package preflight

import (
	"strings"
	"testing"

	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/classify"
)

// TestEveryEntryClassifiesBackToItself builds, for every catalog entry and every operation it
// names, the response body the platform would send, and checks that classification finds the
// same entry, its action, and the values of its "%s" places.
func TestEveryEntryClassifiesBackToItself(t *testing.T) {
	checked := 0
	for i, e := range errcatalog.All() {
		id := errcatalog.ID(i)
		params := make([]string, e.Params())
		for j := range params {
			params[j] = "sample-" + string(rune('a'+j))
		}
		body := classify.Body(id, params...)
		for _, op := range e.Operations {
			res, err := ClassifyResponse(op, e.HTTPStatus, body, "resp-1", "2026-11-22T10:00:00Z")
			if err != nil {
				t.Fatalf("%s: %v", op, err)
			}
			if !res.Matched || res.ID != e.Key || res.Action != e.Action.String() || res.Format != e.Format.String() {
				t.Errorf("%s from %s classified as %q %s (matched %v)", e.Key, op, res.ID, res.Action, res.Matched)
			}
			if strings.Join(res.Params, "|") != strings.Join(params, "|") {
				t.Errorf("%s: params %q, want %q", e.Key, res.Params, params)
			}
			if (e.Action == errcatalog.Later) != (res.OperatorReport != nil) {
				t.Errorf("%s: operator report present=%v for action %s", e.Key, res.OperatorReport != nil, e.Action)
			}
			checked++
		}
	}
	if checked < errcatalog.Len {
		t.Fatalf("checked only %d responses", checked)
	}
}

func TestClassifyFallsBackByStatus(t *testing.T) {
	tests := []struct {
		status int
		body   string
		action string
	}{
		{400, `{"code":400,"message":"something new"}`, "FIX"},
		{401, `{"code":401,"message":"unauthorized"}`, "AUTH"},
		{404, `not json at all`, "RES"},
		{409, `{}`, "CHK"},
		{429, `{"code":429,"message":"slow down"}`, "LATER"},
		{502, `<html>bad gateway</html>`, "LATER"},
		{400, `{"code":1005,"message":"reused"}`, "DUP"},
	}
	for _, tt := range tests {
		res, err := ClassifyResponse("fiat/create-payout", tt.status, []byte(tt.body), "", "")
		if err != nil {
			t.Fatal(err)
		}
		if res.Matched || res.Action != tt.action || res.Basis != "fallback" {
			t.Errorf("status %d %s: matched=%v action=%s basis=%s, want fallback %s", tt.status, tt.body, res.Matched, res.Action, res.Basis, tt.action)
		}
	}
}

func TestClassifyTellsSharedMessagesApartByCodeAndProduct(t *testing.T) {
	tests := []struct {
		op, body, want string
	}{
		{"ramp/list-assets", `{"code":403,"message":"banking account not found"}`, "ramp.banking-account-not-found"},
		{"ramp/list-assets", `{"code":1084,"message":"banking account not found"}`, "ramp.obo.banking-account-not-found"},
		{"fiat/create-payout", `{"code":1084,"message":"banking account not found"}`, "fiat.obo.banking-account-not-found"},
		{"fiat/create-payout", `{"code":400,"message":"insufficient balance"}`, "fiat.insufficient-balance"},
		{"ramp/create-withdraw", `{"code":400,"message":"insufficient balance"}`, "ramp.insufficient-balance"},
		{"ramp/create-transfer", `{"type":"account_error","code":"account_error","message":"Account not active"}`, "ramp.transfer.account-not-active"},
		{"fiat/create-payout", `{"error":{"code":400,"message":"payout_date invalid"}}`, "payout.payout-date-invalid"},
	}
	for _, tt := range tests {
		res, _ := ClassifyResponse(tt.op, 400, []byte(tt.body), "", "")
		if res.ID != tt.want {
			t.Errorf("%s %s: got %q, want %q", tt.op, tt.body, res.ID, tt.want)
		}
	}
}

func TestOperatorReportRedactsSecrets(t *testing.T) {
	body := `{"code":"","message":"An internal error occurred, please try again","debug":{"api_key":"sk_live_abc","card":"4111111111111111","authorization":"Bearer eyJhbGciOi"}}`
	res, _ := ClassifyResponse("fiat/create-payout", 500, []byte(body), "resp-9", "2026-11-22T10:00:00Z")
	if res.OperatorReport == nil {
		t.Fatal("no operator report for a LATER error")
	}
	r := res.OperatorReport
	if r.Method != "POST" || r.Path != "/v1/payouts" || r.ResponseID != "resp-9" {
		t.Errorf("operator report %+v lacks method, path or response id", r)
	}
	for _, secret := range []string{"sk_live_abc", "4111111111111111", "eyJhbGciOi"} {
		if strings.Contains(r.Response, secret) {
			t.Errorf("operator report carries %q: %s", secret, r.Response)
		}
	}
}
