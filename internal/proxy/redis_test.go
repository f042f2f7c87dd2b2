package proxy_test

import (
	"context"
	"net/http"
	"strings"
	"testing"

	"github.com/preflightpay/preflight/internal/proxy"
	"github.com/preflightpay/preflight/internal/redistest"
	"github.com/preflightpay/preflight/mock"
	"github.com/preflightpay/preflight/transport/redisledger"
	"github.com/redis/go-redis/v9"
)

type quiet struct{}

func (quiet) Printf(context.Context, string, ...any) {}

// The Redis tests stop the server; the client's lines about refused dials say nothing the
// assertions do not.
func TestMain(m *testing.M) {
	redis.SetLogger(quiet{})
	m.Run()
}

func redisLedger(t *testing.T, addr string) *redisledger.Ledger {
	c := redis.NewClient(&redis.Options{Addr: addr, MaxRetries: -1})
	t.Cleanup(func() { c.Close() })
	return redisledger.New(c, "")
}

// TestSecondProxyRefusesAKeyReusedWithAnotherPayload: two proxies behind a load balancer share
// one redis-server; a key first sent through one with a payload and then through the other with
// another payload is refused by the second, locally, with the operation's own entry.
func TestSecondProxyRefusesAKeyReusedWithAnotherPayload(t *testing.T) {
	addr, _ := redistest.Server(t)
	_, m := startMock(t, mock.Config{})
	_, a, _ := startProxy(t, m.URL, proxy.Config{Ledger: redisLedger(t, addr)})
	_, b, _ := startProxy(t, m.URL, proxy.Config{Ledger: redisLedger(t, addr)})
	first := send(t, http.MethodPost, a.URL+"/v1/payouts", payout, "x-api-key", "k", "Idempotency-Key", "shared-1")
	if first.status != http.StatusOK {
		t.Fatalf("first: %d %s", first.status, first.body)
	}
	again := send(t, http.MethodPost, b.URL+"/v1/payouts", payout, "x-api-key", "k", "Idempotency-Key", "shared-1")
	if again.status != http.StatusOK || again.header.Get(proxy.HeaderRefused) != "" {
		t.Errorf("the same payload under the same key (a retry) was refused: %d %v", again.status, again.header)
	}
	other := send(t, http.MethodPost, b.URL+"/v1/payouts", withReference("Invoice 43"), "x-api-key", "k", "Idempotency-Key", "shared-1")
	if other.header.Get(proxy.HeaderRefused) != "fiat.idempotency-payload-mismatch" || other.status != 400 {
		t.Errorf("another payload under the key through the second proxy: %d %v %s", other.status, other.header, other.body)
	}
	if n := mockCalls(t, m.URL, "fiat/create-payout"); n != 2 {
		t.Errorf("the mock saw %d calls; want 2 (the payout and its retry)", n)
	}
}

// TestRedisKilled: with the ledger's server gone, a fail-open proxy sends the request unrecorded
// and counts a ledger error; a fail-closed one answers 503 (Preflight-Error: ledger-unavailable,
// the platform's 500 envelope) and sends nothing.
func TestRedisKilled(t *testing.T) {
	addr, stop := redistest.Server(t)
	_, m := startMock(t, mock.Config{})
	_, open, openLog := startProxy(t, m.URL, proxy.Config{Ledger: redisLedger(t, addr)})
	_, closed, _ := startProxy(t, m.URL, proxy.Config{Ledger: redisLedger(t, addr), LedgerFailClosed: true})
	stop()
	a := send(t, http.MethodPost, open.URL+"/v1/payouts", payout, "x-api-key", "k", "Idempotency-Key", "down-open")
	if a.status != http.StatusOK {
		t.Errorf("fail-open: %d %s", a.status, a.body)
	}
	if got := metric(t, open.URL, "preflight_proxy_ledger_errors_total"); got != "1" {
		t.Errorf("fail-open: ledger errors %q, want 1", got)
	}
	if !strings.Contains(openLog.String(), "ledger error: request sent unrecorded") || strings.Contains(openLog.String(), "down-open") {
		t.Errorf("fail-open log:\n%s", openLog.String())
	}
	b := send(t, http.MethodPost, closed.URL+"/v1/payouts", payout, "x-api-key", "k", "Idempotency-Key", "down-closed")
	if b.status != http.StatusServiceUnavailable || b.header.Get(proxy.HeaderError) != "ledger-unavailable" || b.header.Get("Retry-After") == "" {
		t.Errorf("fail-closed: %d %v %s", b.status, b.header, b.body)
	}
	if got := metric(t, closed.URL, `preflight_proxy_requests_total{operation="fiat/create-payout",outcome="ledger_unavailable"}`); got != "1" {
		t.Errorf("fail-closed: requests metric %q", got)
	}
	if n := mockCalls(t, m.URL, "fiat/create-payout"); n != 1 {
		t.Errorf("the mock saw %d calls; want 1 (the fail-open one)", n)
	}
	// A request without a key never asks the ledger: both policies send it.
	if c := send(t, http.MethodPost, closed.URL+"/v1/payouts", withReference("no key"), "x-api-key", "k"); c.status != http.StatusOK {
		t.Errorf("fail-closed, no key: %d %s", c.status, c.body)
	}
}
