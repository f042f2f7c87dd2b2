package redisledger_test

import (
	"bytes"
	"context"
	"errors"
	"io"
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/preflightpay/preflight/internal/benchpeer"
	"github.com/preflightpay/preflight/internal/classify"
	"github.com/preflightpay/preflight/internal/idempotency"
	"github.com/preflightpay/preflight/internal/ledgertest"
	"github.com/preflightpay/preflight/internal/operation"
	"github.com/preflightpay/preflight/internal/redistest"
	"github.com/preflightpay/preflight/transport"
	"github.com/preflightpay/preflight/transport/redisledger"
	"github.com/redis/go-redis/v9"
)

// startRedis starts a redis-server for the test (package redistest) and a client that gives up
// quickly, so the tests that stop the server see the failure at once.
func startRedis(t *testing.T) (client *redis.Client, stop func()) {
	t.Helper()
	addr, stop := redistest.Server(t)
	client = redis.NewClient(&redis.Options{Addr: addr,
		MaxRetries: -1, DialTimeout: 200 * time.Millisecond, ReadTimeout: 200 * time.Millisecond})
	t.Cleanup(func() { client.Close() })
	return client, stop
}

func TestLedger(t *testing.T) {
	client, _ := startRedis(t)
	l := redisledger.New(client, "")
	// Redis expires keys on its own clock, so the test waits in real time.
	ledgertest.TestLedger(t, l, 200*time.Millisecond, time.Sleep)

	l.Claim(context.Background(), "long", "r", transport.DefaultIdempotencyTTL)
	ttl, _ := client.TTL(context.Background(), redisledger.DefaultPrefix+"long").Result()
	if ttl < transport.DefaultIdempotencyTTL-time.Minute || ttl > transport.DefaultIdempotencyTTL {
		t.Errorf("server-side TTL %v, want about %v", ttl, transport.DefaultIdempotencyTTL)
	}
}

func TestLedgerReportsAnUnreachableServer(t *testing.T) {
	client := redis.NewClient(&redis.Options{Addr: "127.0.0.1:1", MaxRetries: -1, DialTimeout: 200 * time.Millisecond})
	defer client.Close()
	if _, _, err := redisledger.New(client, "p:").Claim(context.Background(), "a", "r", time.Minute); err == nil {
		t.Error("claim against no server succeeded")
	}
}

// ok answers 200 and counts the sends.
type platform struct {
	mu sync.Mutex
	n  int
}

func (p *platform) RoundTrip(r *http.Request) (*http.Response, error) {
	if r.Body != nil {
		io.Copy(io.Discard, r.Body)
		r.Body.Close()
	}
	p.mu.Lock()
	p.n++
	p.mu.Unlock()
	return &http.Response{StatusCode: 200, Header: http.Header{}, Body: io.NopCloser(bytes.NewReader([]byte(`{}`)))}, nil
}

func (p *platform) sends() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.n
}

func payoutRequest(t *testing.T, body []byte, key string) *http.Request {
	r, err := http.NewRequest("POST", "https://api.example/v1/payouts", bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	r.Header.Set("Idempotency-Key", key)
	return r
}

func TestAFleetSharesOneLedger(t *testing.T) {
	client, stop := startRedis(t)
	other := bytes.Replace(benchpeer.PayoutJSON, []byte("INV-2026-0042"), []byte("INV-2026-0043"), 1)
	if bytes.Equal(other, benchpeer.PayoutJSON) {
		t.Fatal("the second payload is the first")
	}
	var p platform
	var warnings []error
	onErr := func(_ *operation.Operation, err error) { warnings = append(warnings, err) }
	ledger := redisledger.New(client, "fleet-test:")
	open := transport.New(&p, transport.Options{Ledger: ledger, LedgerFailure: transport.FailOpen, OnLedgerError: onErr})
	closed := transport.New(&p, transport.Options{Ledger: ledger, LedgerFailure: transport.FailClosed})

	res, err := open.RoundTrip(payoutRequest(t, benchpeer.PayoutJSON, "fleet-key-1"))
	if err != nil || res.StatusCode != 200 || p.sends() != 1 {
		t.Fatalf("first instance: %v %v", res, err)
	}
	t.Run("the second instance refuses the key reused with another payload", func(t *testing.T) {
		res, err := closed.RoundTrip(payoutRequest(t, other, "fleet-key-1"))
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(res.Body)
		want := idempotency.PayloadMismatch(operation.FiatCreatePayout) // the fiat payout row
		if p.sends() != 1 || res.StatusCode != 400 || res.Header.Get(transport.HeaderRefused) != want.Key() || string(body) != string(classify.Body(want)) {
			t.Errorf("sent %d, answered %d %s %s", p.sends(), res.StatusCode, res.Header.Get(transport.HeaderRefused), body)
		}
	})
	t.Run("the second instance sends the same payload again", func(t *testing.T) {
		res, err := closed.RoundTrip(payoutRequest(t, benchpeer.PayoutJSON, "fleet-key-1"))
		if err != nil || res.StatusCode != 200 || p.sends() != 2 {
			t.Errorf("%v %v, %d sends", res, err, p.sends())
		}
	})

	stop() // redis-server is gone
	t.Run("fail closed: nothing is sent, the error wraps ErrLedgerUnavailable", func(t *testing.T) {
		before := p.sends()
		res, err := closed.RoundTrip(payoutRequest(t, benchpeer.PayoutJSON, "fleet-key-2"))
		if res != nil || !errors.Is(err, transport.ErrLedgerUnavailable) || p.sends() != before {
			t.Errorf("%v %v, %d sends", res, err, p.sends()-before)
		}
	})
	t.Run("fail open: the request is sent and the error reported", func(t *testing.T) {
		before := p.sends()
		res, err := open.RoundTrip(payoutRequest(t, benchpeer.PayoutJSON, "fleet-key-3"))
		if err != nil || res.StatusCode != 200 || p.sends() != before+1 {
			t.Errorf("%v %v, %d sends", res, err, p.sends()-before)
		}
		if len(warnings) != 1 {
			t.Errorf("%d ledger warnings, want 1", len(warnings))
		}
	})
}
