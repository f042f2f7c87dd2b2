package proxy_test

import (
	"bytes"
	"compress/gzip"
	"crypto/tls"
	"crypto/x509"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	preflight "github.com/preflightpay/preflight"
	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/classify"
	"github.com/preflightpay/preflight/internal/goldenmock"
	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/proxy"
	"github.com/preflightpay/preflight/mock"
)

// TestGoldenCasesOverTheProxy sends every golden case the mock's agreement test sends
// (goldenmock), now through a proxy in front of the mock holding the case's facts: in refuse
// mode a case with errors gets exactly the mock's answer (status and body), answered by the proxy
// itself (Preflight-Refused: the first error's entry, a local x-response-id) and never reaching
// the mock; a valid case reaches the mock and gets its 2xx. In observe mode every case reaches
// the mock, and the answer is still the mock's exact one, with the errors named in
// Preflight-Findings.
func TestGoldenCasesOverTheProxy(t *testing.T) {
	cases := goldenmock.Cases(t, filepath.Join("..", "..", "testdata", "golden"))
	sent, refused := 0, 0
	for _, c := range cases {
		if c.Strict() {
			continue
		}
		t.Run(c.Name, func(t *testing.T) {
			g := goldenmock.FromCase(t, c.Operation, c.Request, c.Facts)
			if g.Why != "" {
				return
			}
			sent++
			want := c.Want
			var wantBody string
			var wantStatus int
			if !want.Valid {
				first := want.Errors[0]
				id, _ := errcatalog.ByKey(first.ID)
				wantBody, wantStatus = string(classify.Body(id, first.Params...)), first.HTTPStatus
			}
			for _, observe := range []bool{false, true} {
				_, m := startMock(t, g.Config)
				_, p, _ := startProxy(t, m.URL, proxy.Config{Facts: c.Facts, Observe: observe})
				a := do(t, g.NewRequest(t, p.URL))
				calls := mockCalls(t, m.URL, string(c.Operation.Name))
				if want.Valid {
					if a.status >= 300 || a.header.Get(proxy.HeaderRefused) != "" || calls != 1 {
						t.Errorf("observe=%v: the report is valid; the proxy answered %d (refused %q, mock calls %d) %s", observe, a.status, a.header.Get(proxy.HeaderRefused), calls, a.body)
					}
					continue
				}
				if a.status != wantStatus || a.body != wantBody {
					t.Errorf("observe=%v: the report's first error is %s (%d); the proxy answered %d (-report +proxy):\n%s", observe, want.Errors[0].ID, wantStatus, a.status, cmp.Diff(wantBody, a.body))
				}
				if observe {
					// A LATER answer to an idempotent request is retried (fastRetry: 3 times).
					wantCalls := 1
					if want.Errors[0].Action == "LATER" && (g.Method == http.MethodGet || g.Headers[mock.HeaderIdempotency] != "") {
						wantCalls = 4
					}
					if calls != wantCalls || !strings.Contains(a.header.Get(proxy.HeaderFindings), want.Errors[0].ID) {
						t.Errorf("observe: mock calls %d, %s %q; want %d and %s", calls, proxy.HeaderFindings, a.header.Get(proxy.HeaderFindings), wantCalls, want.Errors[0].ID)
					}
					continue
				}
				refused++
				if got := a.header.Get(proxy.HeaderRefused); got != want.Errors[0].ID || calls != 0 {
					t.Errorf("refuse: %s %q and %d mock calls; want %s and none", proxy.HeaderRefused, got, calls, want.Errors[0].ID)
				}
				if id := a.header.Get(proxy.HeaderResponseID); !strings.HasPrefix(id, proxy.LocalResponsePrefix) {
					t.Errorf("refuse: x-response-id %q does not say the answer is local", id)
				}
			}
		})
	}
	t.Logf("%d golden cases sent through the proxy, %d refused by it", sent, refused)
	if sent < 400 {
		t.Errorf("only %d golden cases sent", sent)
	}
}

// TestValidPayoutChangesTheMocksState: a valid payout goes through and the mock stores it.
func TestValidPayoutChangesTheMocksState(t *testing.T) {
	_, m := startMock(t, mock.Config{})
	_, p, _ := startProxy(t, m.URL, proxy.Config{})
	a := send(t, http.MethodPost, p.URL+"/v1/payouts", payout, "x-api-key", "k", "Idempotency-Key", "state-1")
	if a.status != http.StatusOK {
		t.Fatalf("%d %s", a.status, a.body)
	}
	var po struct {
		ID string `json:"id"`
	}
	json.Unmarshal([]byte(a.body), &po)
	got := send(t, http.MethodGet, p.URL+"/v1/payouts/"+po.ID, nil, "x-api-key", "k")
	if got.status != http.StatusOK || !strings.Contains(got.body, po.ID) {
		t.Fatalf("retrieving %s through the proxy: %d %s", po.ID, got.status, got.body)
	}
	if state := send(t, http.MethodGet, p.URL+"/_mock/state", nil); !strings.Contains(state.body, po.ID) {
		t.Errorf("the mock's state (an unmatched path, passed through) does not hold %s: %s", po.ID, state.body)
	}
}

// TestLaterIsRetriedToSuccess: the mock answers LATER twice; the proxy sends the same key and
// body a third time and the client sees the success. Without a key the LATER is returned as it
// came, after one attempt.
func TestLaterIsRetriedToSuccess(t *testing.T) {
	_, m := startMock(t, mock.Config{})
	_, p, logs := startProxy(t, m.URL, proxy.Config{})
	setFault(t, m.URL, "fiat/create-payout", "payout.create-failed-retry", 2)
	a := send(t, http.MethodPost, p.URL+"/v1/payouts", payout, "x-api-key", "k", "Idempotency-Key", "later-1")
	if a.status != http.StatusOK {
		t.Fatalf("%d %s", a.status, a.body)
	}
	if n := mockCalls(t, m.URL, "fiat/create-payout"); n != 3 {
		t.Errorf("the mock saw %d calls; want 3 (two LATER, one success)", n)
	}
	if got := metric(t, p.URL, `preflight_proxy_retries_total{operation="fiat/create-payout"}`); got != "2" {
		t.Errorf("retries metric %q, want 2", got)
	}
	send(t, http.MethodPost, p.URL+"/v1/payouts", []byte(`{}`), "x-api-key", "k")
	send(t, http.MethodPost, p.URL+"/_preflight/check/fiat/create-payout", []byte(`{}`))
	exposition := send(t, http.MethodGet, p.URL+"/_preflight/metrics", nil).body
	for _, name := range []string{"preflight_proxy_requests_total", "preflight_proxy_refusals_total", "preflight_proxy_upstream_seconds", "preflight_proxy_retries_total", "preflight_proxy_ledger_errors_total", "preflight_proxy_checks_total"} {
		if !strings.Contains(exposition, "# HELP "+name+" ") {
			t.Errorf("metrics: no %s", name)
		}
	}

	setFault(t, m.URL, "fiat/create-payout", "payout.create-failed-retry", 1)
	a = send(t, http.MethodPost, p.URL+"/v1/payouts", withReference("no key"), "x-api-key", "k")
	if a.status != 400 || !strings.Contains(a.body, "create payout failed") {
		t.Errorf("without a key: %d %s; want the LATER answer", a.status, a.body)
	}
	if n := mockCalls(t, m.URL, "fiat/create-payout"); n != 4 {
		t.Errorf("the mock saw %d calls; want 4 (no retry without a key)", n)
	}

	// A LATER that persists: the retries end and the operator report is logged, redacted.
	setFault(t, m.URL, "fiat/create-payout", "payout.create-failed-retry", 10)
	a = send(t, http.MethodPost, p.URL+"/v1/payouts", withReference("persisting"), "x-api-key", "sk_live_abcdefghijklmnop1234", "Idempotency-Key", "later-2")
	if a.status != 400 {
		t.Errorf("a persisting LATER: %d %s", a.status, a.body)
	}
	if n := mockCalls(t, m.URL, "fiat/create-payout"); n != 8 {
		t.Errorf("the mock saw %d calls; want 8 (1 + 3 retries)", n)
	}
	l := logs.String()
	if !strings.Contains(l, "LATER persisted") || !strings.Contains(l, "x_response_id") {
		t.Errorf("no operator report in the log:\n%s", l)
	}
	for _, secret := range []string{"sk_live_abcdefghijklmnop1234", "later-2"} {
		if strings.Contains(l, secret) {
			t.Errorf("the log shows a header value %q:\n%s", secret, l)
		}
	}
}

// TestNonRetryableActionsAreNotRetried: DUP, FIX, AUTH, RES, CHK and BAL answers are returned at
// once, even for a request with an idempotency key.
func TestNonRetryableActionsAreNotRetried(t *testing.T) {
	_, m := startMock(t, mock.Config{})
	_, p, _ := startProxy(t, m.URL, proxy.Config{})
	calls := 0
	for i, entry := range []string{"fiat.idempotency-payload-mismatch", "payout.account-holder-empty", "fiat.insufficient-balance"} {
		setFault(t, m.URL, "fiat/create-payout", entry, 1)
		a := send(t, http.MethodPost, p.URL+"/v1/payouts", withReference("dup "+itoa(i)), "x-api-key", "k", "Idempotency-Key", "dup-"+itoa(i))
		id, _ := errcatalog.ByKey(entry)
		if a.status != 400 || a.body != string(classify.Body(id)) {
			t.Errorf("%s: %d %s", entry, a.status, a.body)
		}
		calls++
		if n := mockCalls(t, m.URL, "fiat/create-payout"); n != calls {
			t.Errorf("%s: the mock saw %d calls; want %d (no retry)", entry, n, calls)
		}
	}
}

// TestHeadersForwardedIntactAndNeverLogged: the credentials, x-on-behalf-of and the key reach the
// upstream as sent, the upstream's headers reach the client, and none of their values is logged.
func TestHeadersForwardedIntactAndNeverLogged(t *testing.T) {
	var got http.Header
	up := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got = r.Header.Clone()
		w.Header().Set("X-Response-Id", "resp_upstream")
		w.Header().Set("X-Rate-Limit", "7")
		w.Write([]byte(`{"id":"po_1"}`))
	}))
	defer up.Close()
	_, p, logs := startProxy(t, up.URL, proxy.Config{})
	sent := map[string]string{
		"Authorization":   "Bearer eyJhbGciOiJIUzI1NiJ9.c2VjcmV0.abc",
		"X-Api-Key":       "sk_test_0123456789abcdef",
		"X-On-Behalf-Of":  "acct_secret_42",
		"Idempotency-Key": "idem-secret-7",
	}
	var kv []string
	for k, v := range sent {
		kv = append(kv, k, v)
	}
	a := send(t, http.MethodPost, p.URL+"/v1/payouts", withReference("x"), kv...)
	if a.status != 200 || a.header.Get("X-Rate-Limit") != "7" || a.header.Get("X-Response-Id") != "resp_upstream" {
		t.Errorf("the upstream's answer did not come through: %d %v", a.status, a.header)
	}
	for k, v := range sent {
		if got.Get(k) != v {
			t.Errorf("%s reached the upstream as %q, sent %q", k, got.Get(k), v)
		}
		if strings.Contains(logs.String(), v) {
			t.Errorf("the log shows %s's value", k)
		}
	}
	// An unmatched path too.
	send(t, http.MethodGet, p.URL+"/v2/other?x=1", nil, "Authorization", "Bearer other-token-1234567890")
	if got.Get("Authorization") != "Bearer other-token-1234567890" {
		t.Errorf("an unmatched path's Authorization reached the upstream as %q", got.Get("Authorization"))
	}
}

// TestBodyOverTheLimit gets the operation's answer for an unreadable request, locally.
func TestBodyOverTheLimit(t *testing.T) {
	_, m := startMock(t, mock.Config{})
	_, p, _ := startProxy(t, m.URL, proxy.Config{})
	big := append([]byte(`{"reference":"`), bytes.Repeat([]byte("a"), input.DefaultLimits().MaxBytes)...)
	big = append(big, `"}`...)
	a := send(t, http.MethodPost, p.URL+"/v1/payouts", big, "x-api-key", "k")
	if a.status != 400 || a.header.Get(proxy.HeaderRefused) != "fiat.invalid-request" {
		t.Errorf("%d refused=%q %s", a.status, a.header.Get(proxy.HeaderRefused), a.body)
	}
	if n := mockCalls(t, m.URL, "fiat/create-payout"); n != 0 {
		t.Errorf("the mock saw %d calls", n)
	}
}

// TestUpstreamUnreachable answers 502 with the platform's 500 envelope (LATER) and says why.
func TestUpstreamUnreachable(t *testing.T) {
	up := httptest.NewServer(http.NotFoundHandler())
	addr := up.URL
	up.Close()
	_, p, logs := startProxy(t, addr, proxy.Config{})
	a := send(t, http.MethodPost, p.URL+"/v1/payouts", payout, "x-api-key", "k", "Idempotency-Key", "down-1")
	if a.status != http.StatusBadGateway || a.header.Get(proxy.HeaderError) != "upstream-unreachable" || a.body != string(classify.Body(errcatalog.ServerInternalError)) {
		t.Errorf("%d %v %s", a.status, a.header, a.body)
	}
	if got := metric(t, p.URL, `preflight_proxy_retries_total{operation="fiat/create-payout"}`); got != "3" {
		t.Errorf("a keyed request's network errors: %q retries, want 3", got)
	}
	if !strings.Contains(logs.String(), "upstream unreachable") {
		t.Errorf("log: %s", logs.String())
	}
}

// TestUpstreamCA: an https upstream is trusted through the configured roots only.
func TestUpstreamCA(t *testing.T) {
	up := httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.Write([]byte(`{}`)) }))
	defer up.Close()
	_, untrusted, _ := startProxy(t, up.URL, proxy.Config{})
	if a := send(t, http.MethodGet, untrusted.URL+"/v2/x", nil); a.status != http.StatusBadGateway {
		t.Errorf("an upstream signed by an unknown authority: %d", a.status)
	}
	pool := x509.NewCertPool()
	pool.AddCert(up.Certificate())
	_, trusted, _ := startProxy(t, up.URL, proxy.Config{UpstreamTLS: &tls.Config{RootCAs: pool}})
	if a := send(t, http.MethodGet, trusted.URL+"/v2/x", nil); a.status != http.StatusOK {
		t.Errorf("with its authority: %d %s", a.status, a.body)
	}
}

// TestFactsReload: a document replaced while the proxy runs applies to the next request; one
// that cannot be read leaves the previous in force.
func TestFactsReload(t *testing.T) {
	_, m := startMock(t, mock.Config{})
	px, p, _ := startProxy(t, m.URL, proxy.Config{})
	req := mustRead("fiat", "create-payout", "insufficient-balance", "request.json")
	if a := send(t, http.MethodPost, p.URL+"/v1/payouts", req, "x-api-key", "k"); a.header.Get(proxy.HeaderRefused) != "" {
		t.Fatalf("refused without facts: %v", a.header)
	}
	if err := px.ReloadFacts(mustRead("fiat", "create-payout", "insufficient-balance", "facts.json")); err != nil {
		t.Fatal(err)
	}
	if a := send(t, http.MethodPost, p.URL+"/v1/payouts", req, "x-api-key", "k"); a.header.Get(proxy.HeaderRefused) != "fiat.insufficient-balance" {
		t.Errorf("with the balance facts: %d %v %s", a.status, a.header, a.body)
	}
	if err := px.ReloadFacts([]byte(`{"balances": 7}`)); err == nil {
		t.Error("a document that is not facts was taken")
	}
	if a := send(t, http.MethodPost, p.URL+"/v1/payouts", req, "x-api-key", "k"); a.header.Get(proxy.HeaderRefused) != "fiat.insufficient-balance" {
		t.Errorf("after a bad reload the previous facts should stay: %v", a.header)
	}
	if h := send(t, http.MethodGet, p.URL+"/_preflight/healthz", nil); h.body != `{"status":"ok","mode":"refuse","facts":true}`+"\n" {
		t.Errorf("healthz: %s", h.body)
	}
}

// TestCheckAPIAnswersCheckJSON: the check API's report is preflight check's, byte for byte, for
// every golden case (its facts in an envelope), and the other endpoints answer.
func TestCheckAPIAnswersCheckJSON(t *testing.T) {
	_, p, _ := startProxy(t, "http://127.0.0.1:1", proxy.Config{})
	_, ps, _ := startProxy(t, "http://127.0.0.1:1", proxy.Config{Strict: true})
	for _, c := range goldenmock.Cases(t, filepath.Join("..", "..", "testdata", "golden")) {
		srv := p
		if c.Strict() {
			srv = ps
		}
		want, _, err := preflight.CheckJSON(string(c.Operation.Name), c.Request, c.Facts, preflight.Options{Strict: c.Strict()})
		var a answer
		if c.Facts == nil {
			a = send(t, http.MethodPost, srv.URL+"/_preflight/check/"+string(c.Operation.Name), c.Request)
		} else {
			env := []byte(`{"request": ` + string(c.Request) + `, "facts": ` + string(c.Facts) + `}`)
			if !json.Valid(c.Request) {
				continue // not JSON: it cannot travel in an envelope
			}
			a = send(t, http.MethodPost, srv.URL+"/_preflight/check/"+string(c.Operation.Name), env, "Content-Type", proxy.EnvelopeType)
		}
		if err != nil {
			if a.status != http.StatusBadRequest {
				t.Errorf("%s: CheckJSON failed (%v); the API answered %d %s", c.Name, err, a.status, a.body)
			}
			continue
		}
		if a.status != 200 || a.body != string(want) {
			t.Errorf("%s: %d (-check +api):\n%s", c.Name, a.status, cmp.Diff(string(want), a.body))
		}
	}
	if a := send(t, http.MethodPost, p.URL+"/_preflight/check/fiat/no-such-op", []byte(`{}`)); a.status != 404 {
		t.Errorf("an unknown operation: %d %s", a.status, a.body)
	}
	ops := send(t, http.MethodGet, p.URL+"/_preflight/ops", nil)
	var list []map[string]any
	if err := json.Unmarshal([]byte(ops.body), &list); err != nil || len(list) != len(preflight.Operations()) {
		t.Errorf("ops: %v, %d operations", err, len(list))
	}
	if a := send(t, http.MethodGet, p.URL+"/_preflight/nothing", nil); a.status != 404 {
		t.Errorf("an unknown API path: %d", a.status)
	}
}

// TestUsageRecordFeedsTheLimitsRules: with limits configured and no usage given, the proxy
// counts the withdrawals it forwarded successfully. The count is the proxy's, not the platform's
// figure (limits.counted-usage), so the one that would pass the daily limit is forwarded with the
// entry in Preflight-Findings; with --strict it is refused locally.
func TestUsageRecordFeedsTheLimitsRules(t *testing.T) {
	for _, strict := range []bool{false, true} {
		up := instantOK(t)
		_, p, _ := startProxy(t, up.URL, proxy.Config{Strict: strict, Facts: []byte(`{"limits": {"USDT": {"daily": "1000"}}}`)})
		withdraw := []byte(`{"address_id": "addr_1", "network": "ETH", "asset": "USDT", "amount": "400"}`)
		for i := range 3 {
			a := send(t, http.MethodPost, p.URL+"/v1/ramp/withdraw", withdraw, "x-api-key", "k", "Idempotency-Key", "w-"+itoa(i))
			refused, named := a.header.Get(proxy.HeaderRefused), a.header.Get(proxy.HeaderFindings)
			switch {
			case i < 2 && (refused != "" || a.status != http.StatusOK):
				t.Errorf("strict=%v withdrawal %d: %d, refused %q", strict, i+1, a.status, refused)
			case i == 2 && strict && refused != "ramp.amount-exceeds-daily-limit":
				t.Errorf("strict withdrawal 3 (400 USDT, 2 forwarded before): refused %q; %d %s", refused, a.status, a.body)
			case i == 2 && !strict && (refused != "" || !strings.Contains(named, "ramp.amount-exceeds-daily-limit")):
				t.Errorf("withdrawal 3 (400 USDT, 2 forwarded before): refused %q, %s %q; want it forwarded with the prediction", refused, proxy.HeaderFindings, named)
			}
		}
	}
}

// TestPredictionsPassAndAreNamed: in refuse mode a request with predictions only is forwarded,
// and the answer names the predicted entries in Preflight-Findings.
func TestPredictionsPassAndAreNamed(t *testing.T) {
	up := instantOK(t)
	_, p, _ := startProxy(t, up.URL, proxy.Config{})
	named := 0
	for _, c := range goldenmock.Cases(t, filepath.Join("..", "..", "testdata", "golden")) {
		if c.Strict() || !c.Want.Valid || c.Facts != nil || c.Operation.Method != http.MethodPost {
			continue
		}
		var predicted []string
		for _, w := range c.Want.Warnings {
			if w.Predicts != "" {
				predicted = append(predicted, w.Predicts)
			}
		}
		if len(predicted) == 0 || strings.Contains(c.Operation.Path, "{") {
			continue
		}
		a := send(t, http.MethodPost, p.URL+c.Operation.Path, c.Request, "x-api-key", "k")
		if a.status != 200 || a.header.Get(proxy.HeaderRefused) != "" {
			t.Errorf("%s: a prediction was refused: %d %v", c.Name, a.status, a.header)
			continue
		}
		for _, id := range predicted {
			if !strings.Contains(a.header.Get(proxy.HeaderFindings), id) {
				t.Errorf("%s: %s %q does not name %s", c.Name, proxy.HeaderFindings, a.header.Get(proxy.HeaderFindings), id)
			}
		}
		named++
	}
	if named < 10 {
		t.Errorf("only %d golden cases with predictions sent", named)
	}
	if m := send(t, http.MethodGet, p.URL+"/_preflight/metrics", nil).body; !strings.Contains(m, `preflight_proxy_findings_total{entry="`) || !strings.Contains(m, `kind="prediction"} `) {
		t.Errorf("no findings metric for the predicted entries")
	}
}

// TestUpstreamTimeout: an upstream that does not answer within --timeout gets 504.
func TestUpstreamTimeout(t *testing.T) {
	release := make(chan struct{})
	up := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-release:
		case <-r.Context().Done():
		}
	}))
	defer up.Close()
	defer close(release)
	_, p, _ := startProxy(t, up.URL, proxy.Config{Timeout: 50 * time.Millisecond})
	a := send(t, http.MethodGet, p.URL+"/v1/balances", nil, "x-api-key", "k")
	if a.status != http.StatusGatewayTimeout || a.header.Get(proxy.HeaderError) != "upstream-timeout" {
		t.Errorf("%d %v %s", a.status, a.header, a.body)
	}
}

func instantOK(t *testing.T) *httptest.Server {
	up := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.Write([]byte(`{"id":"x_1","status":"processing"}`))
	}))
	t.Cleanup(up.Close)
	return up
}

// TestUpstreamBasePath: an upstream URL with a path puts it before every request's path, and
// the operations are still matched (and refused) by the platform's own path.
func TestUpstreamBasePath(t *testing.T) {
	var got string
	up := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got = r.URL.RequestURI()
		w.Write([]byte(`{}`))
	}))
	defer up.Close()
	_, p, _ := startProxy(t, up.URL+"/gateway", proxy.Config{})
	if a := send(t, http.MethodPost, p.URL+"/v1/payouts", withReference("base"), "x-api-key", "k"); a.status != 200 || got != "/gateway/v1/payouts" {
		t.Errorf("a valid payout: %d, the upstream saw %q", a.status, got)
	}
	if a := send(t, http.MethodPost, p.URL+"/v1/payouts", []byte(`{}`), "x-api-key", "k"); a.header.Get(proxy.HeaderRefused) == "" {
		t.Errorf("an empty payout was not refused behind a base path: %d %s", a.status, a.body)
	}
	send(t, http.MethodGet, p.URL+"/v1/balances?currency=USD", nil, "x-api-key", "k")
	if got != "/gateway/v1/balances?currency=USD" {
		t.Errorf("the query: the upstream saw %q", got)
	}
	if a := send(t, http.MethodConnect, p.URL+"/", nil); a.status != http.StatusMethodNotAllowed {
		t.Errorf("CONNECT: %d", a.status)
	}
}

// TestLogsNeverShowRequestValues: a refused request whose body holds a card number and whose
// headers hold credentials leaves a log line naming the entry and the reason code, and none of
// those values.
func TestLogsNeverShowRequestValues(t *testing.T) {
	_, m := startMock(t, mock.Config{})
	_, p, logs := startProxy(t, m.URL, proxy.Config{})
	body := bytes.Replace(payout, []byte(`"account_holder": "Jane Doe"`), []byte(`"account_holder": "4111 1111 1111 1111"`), 1)
	body = bytes.Replace(body, []byte(`"00010.50"`), []byte(`"-1"`), 1)
	a := send(t, http.MethodPost, p.URL+"/v1/payouts", body, "Authorization", "Bearer tok_live_0123456789abcdef", "Idempotency-Key", "idem-log-1")
	if a.header.Get(proxy.HeaderRefused) == "" {
		t.Fatalf("not refused: %d %s", a.status, a.body)
	}
	l := logs.String()
	if !strings.Contains(l, `"msg":"refused"`) {
		t.Fatalf("no refusal in the log:\n%s", l)
	}
	for _, v := range []string{"4111 1111 1111 1111", "4111111111111111", "tok_live_0123456789abcdef", "idem-log-1", "-1\""} {
		if strings.Contains(l, v) {
			t.Errorf("the log shows %q:\n%s", v, l)
		}
	}
}

// TestACompressedAnswerIsClassified: a client that accepts gzip (Node's fetch sends
// "Accept-Encoding: gzip, deflate, br" on every request) gets the platform's answers compressed
// when the platform compresses them. The proxy must still read them: a LATER entry with status
// 400 (payout.create-failed-retry) is retried, and the operator report of a LATER that persists
// holds the platform's text, not compressed bytes. The client gets the answer's JSON.
func TestACompressedAnswerIsClassified(t *testing.T) {
	body := classify.Body(errcatalog.PayoutCreateFailedRetry)
	calls := 0
	up := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls++
		w.Header().Set("Content-Type", "application/json")
		if !strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") {
			w.WriteHeader(http.StatusBadRequest)
			w.Write(body)
			return
		}
		w.Header().Set("Content-Encoding", "gzip")
		w.WriteHeader(http.StatusBadRequest)
		gz := gzip.NewWriter(w)
		gz.Write(body)
		gz.Close()
	}))
	t.Cleanup(up.Close)
	_, p, logs := startProxy(t, up.URL, proxy.Config{})
	req, err := http.NewRequest(http.MethodPost, p.URL+"/v1/payouts", bytes.NewReader(payout))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Idempotency-Key", "gzip-1")
	req.Header.Set("Accept-Encoding", "gzip, deflate, br")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var rd io.Reader = res.Body
	if res.Header.Get("Content-Encoding") == "gzip" {
		if rd, err = gzip.NewReader(res.Body); err != nil {
			t.Fatal(err)
		}
	}
	got, err := io.ReadAll(rd)
	if err != nil || res.StatusCode != http.StatusBadRequest || string(got) != string(body) {
		t.Errorf("answered %d %q (%v), want 400 %s", res.StatusCode, got, err, body)
	}
	if calls != 4 {
		t.Errorf("the upstream was called %d times; a LATER answer to a keyed request is retried 3 times", calls)
	}
	if !strings.Contains(logs.String(), "create payout failed, please try again") {
		t.Errorf("the operator report does not hold the platform's answer:\n%s", logs)
	}
}

// TestCountedUsagePredictsTheLimit: the usage the proxy counts takes in every quote answered,
// converted or not, and whether the platform counts a quote never converted is not shown. A daily
// limit broken by that count is a prediction: the quote goes, with the entry in
// Preflight-Findings. Before, the fourth of four 3,000 USDT quotes against a 10,000 daily limit
// was refused locally although none had been converted.
func TestCountedUsagePredictsTheLimit(t *testing.T) {
	_, m := startMock(t, mock.Config{})
	_, p, _ := startProxy(t, m.URL, proxy.Config{Facts: []byte(`{"limits": {"USDT": {"daily": "10000"}}}`)})
	quote := []byte(`{"sell_currency":"USDT","buy_currency":"USD","fixed_currency":"USDT","amount":"3000"}`)
	for i := range 4 {
		a := send(t, http.MethodPost, p.URL+"/v1/ramp/conversion/quote", quote, "x-api-key", "k", "Content-Type", "application/json")
		if a.status != http.StatusOK || a.header.Get(proxy.HeaderRefused) != "" {
			t.Fatalf("quote %d: %d, refused %q: %s", i+1, a.status, a.header.Get(proxy.HeaderRefused), a.body)
		}
		if got := a.header.Get(proxy.HeaderFindings); (i == 3) != strings.Contains(got, "ramp.amount-exceeds-daily-limit") {
			t.Errorf("quote %d: %s %q", i+1, proxy.HeaderFindings, got)
		}
	}
	if calls := mockCalls(t, m.URL, "ramp/create-quote"); calls != 4 {
		t.Errorf("the mock saw %d quotes, want 4", calls)
	}
}

// TestNewRefusesCredentialsInTheUpstream: ReverseProxy drops a URL's user information, so a
// proxy started with https://user:pass@host would send neither; refused rather than ignored.
func TestNewRefusesCredentialsInTheUpstream(t *testing.T) {
	u := &url.URL{Scheme: "https", Host: "api.example", User: url.UserPassword("user", "secret")}
	if _, err := proxy.New(proxy.Config{Upstream: u}); err == nil || strings.Contains(err.Error(), "secret") {
		t.Errorf("New with credentials in the upstream: %v; want an error that does not repeat them", err)
	}
}
