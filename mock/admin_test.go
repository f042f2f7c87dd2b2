package mock

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestAdminRefusesAWebPagesRequest: a page may POST text/plain (or a form, or nothing typed)
// to any address without a CORS preflight; the admin endpoints take only application/json, so
// the fault that would hang every call is not set and the state is unchanged.
func TestAdminRefusesAWebPagesRequest(t *testing.T) {
	c := newClient(t, Config{})
	hang := `{"*":{"latency_ms":600000}}`
	for _, ct := range []string{"text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "", "application/jsonx"} {
		if r := c.do("POST", "/_mock/faults", hang, "Content-Type", ct); r.status != http.StatusUnsupportedMediaType {
			t.Errorf("Content-Type %q: status %d %s, want 415", ct, r.status, r.body)
		}
		if r := c.do("POST", "/_mock/settle", "", "Content-Type", ct); r.status != http.StatusUnsupportedMediaType {
			t.Errorf("settle with Content-Type %q: status %d, want 415", ct, r.status)
		}
	}
	faults := wantOK(t, c.do("GET", "/_mock/faults", ""))["faults"].(map[string]any)
	if len(faults) != 0 {
		t.Errorf("faults set by refused requests: %v", faults)
	}
	wantOK(t, c.do("POST", "/_mock/faults", `{"fiat/list-balances":{"count":0}}`, "Content-Type", "application/json; charset=utf-8"))
}

// TestAdminNeedsTheTokenWhenTheMockHasOne: with Config.AdminToken, every admin request without
// it is refused, reading the books included; the platform's paths do not need it.
func TestAdminNeedsTheTokenWhenTheMockHasOne(t *testing.T) {
	c := newClient(t, Config{AdminToken: "s3cret-admin"})
	for _, tok := range []string{"", "s3cret", "s3cret-admin2", "S3CRET-ADMIN"} {
		var h []string
		if tok != "" {
			h = []string{HeaderAdminToken, tok}
		}
		if r := c.do("GET", "/_mock/state", "", h...); r.status != http.StatusUnauthorized {
			t.Errorf("token %q: GET /_mock/state %d, want 401", tok, r.status)
		}
		if r := c.do("POST", "/_mock/faults", `{"*":{"server_error_rate":1}}`, h...); r.status != http.StatusUnauthorized {
			t.Errorf("token %q: POST /_mock/faults %d, want 401", tok, r.status)
		}
	}
	wantOK(t, c.do("GET", "/_mock/state", "", HeaderAdminToken, "s3cret-admin"))
	wantOK(t, c.do("GET", "/v1/balances", ""))
}

// TestASpentForcedEntryLeavesTheFaultsList: GET /_mock/faults lists the faults in force. A forced
// entry whose count has run out is gone from it; the latency set beside it stays, without the
// entry.
func TestASpentForcedEntryLeavesTheFaultsList(t *testing.T) {
	c := newClient(t, Config{})
	wantOK(t, c.do("POST", "/_mock/faults", `{"fiat/list-balances":{"entry":"balance.query-failed","count":2},
		"fiat/retrieve-balance":{"entry":"server.internal-error","count":1,"latency_ms":1}}`, "Content-Type", "application/json"))
	listed := func() map[string]any {
		return wantOK(t, c.do("GET", "/_mock/faults", ""))["faults"].(map[string]any)
	}
	c.do("GET", "/v1/balances", "")
	if f, ok := listed()["fiat/list-balances"].(map[string]any); !ok || f["count"] != float64(1) {
		t.Errorf("after one of two forced calls: %v", listed())
	}
	c.do("GET", "/v1/balances", "")
	c.do("GET", "/v1/balances/USD", "")
	faults := listed()
	if _, ok := faults["fiat/list-balances"]; ok {
		t.Errorf("a spent forced entry is still listed: %v", faults)
	}
	if f := faults["fiat/retrieve-balance"]; f == nil || f.(map[string]any)["entry"] != nil || f.(map[string]any)["latency_ms"] != float64(1) {
		t.Errorf("retrieve-balance's fault after its entry is spent: %v, want its latency alone", f)
	}
	if r := c.do("GET", "/v1/balances", ""); r.status != http.StatusOK {
		t.Errorf("after the forced calls: %d", r.status)
	}
}

// TestServesTheOpenAPIDocument: GET /_mock/openapi.json is docs/openapi.json, byte for byte,
// and needs no admin token, so that a tool can be pointed at a running mock.
func TestServesTheOpenAPIDocument(t *testing.T) {
	want, err := os.ReadFile(filepath.Join("..", "docs", "openapi.json"))
	if err != nil {
		t.Fatal(err)
	}
	c := newClient(t, Config{AdminToken: "s3cret-admin"})
	r := c.do("GET", "/_mock/openapi.json", "")
	if r.status != http.StatusOK || r.body != string(want) || r.header.Get("Content-Type") != "application/json" {
		t.Errorf("GET /_mock/openapi.json: %d, %s, %d bytes; want 200 and docs/openapi.json's %d bytes", r.status, r.header.Get("Content-Type"), len(r.body), len(want))
	}
	if r := c.do("GET", "/_mock/state", ""); r.status != http.StatusUnauthorized {
		t.Errorf("GET /_mock/state without the token: %d, want 401", r.status)
	}
}

// TestDeliveryErrorsAreRedacted: a delivery that fails records the client's error, which names
// the webhook URL; a token in its query (or a password, which net/url masks only as "***" in
// errors) must not come back from GET /_mock/webhooks or Deliveries, outputs like any other.
func TestDeliveryErrorsAreRedacted(t *testing.T) {
	gone := httptest.NewServer(http.NotFoundHandler())
	gone.Close() // every delivery fails to connect
	const token = "sk_live_abcdefghijklmnop"
	c := newClient(t, Config{Webhook: WebhookConfig{URL: gone.URL + "/hook?token=" + token, Secret: "whsec_1", TimeScale: 1e6}})
	s, err := ParseScenario([]byte(`{"orders": [{"steps": [{"event": "processing"}]}]}`))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.m.RunScenario(s); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	c.m.WaitDeliveries(ctx)
	attempts := c.m.Deliveries()
	if len(attempts) == 0 || attempts[0].Error == "" {
		t.Fatalf("no failed attempt recorded: %+v", attempts)
	}
	for _, a := range attempts {
		if strings.Contains(a.Error, token) {
			t.Errorf("Deliveries: %s", a.Error)
		}
	}
	if r := c.do("GET", "/_mock/webhooks", ""); strings.Contains(r.body, token) {
		t.Errorf("GET /_mock/webhooks: %s", r.body)
	}
}

// TestDeliveryWaitSaysWhatToDo: POST /_mock/webhooks/wait gives up after its bound while a
// subscriber that never acknowledges is retried for 24 hours; 'mock trigger --wait' prints the
// answer, which said only "context deadline exceeded".
func TestDeliveryWaitSaysWhatToDo(t *testing.T) {
	gone := httptest.NewServer(http.NotFoundHandler())
	gone.Close()
	c := newClient(t, Config{Webhook: WebhookConfig{URL: gone.URL, Secret: "whsec_1"}})
	c.m.deliveryWait = 50 * time.Millisecond
	s, err := ParseScenario([]byte(`{"orders": [{"steps": [{"event": "processing"}]}]}`))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.m.RunScenario(s); err != nil {
		t.Fatal(err)
	}
	r := c.do("POST", "/_mock/webhooks/wait", "{}", "Content-Type", "application/json")
	if r.status != http.StatusGatewayTimeout || !strings.Contains(r.body, "--time-scale") || !strings.Contains(r.body, "GET /_mock/webhooks") {
		t.Errorf("%d %s; want 504 saying to use --time-scale or read GET /_mock/webhooks", r.status, r.body)
	}
}
