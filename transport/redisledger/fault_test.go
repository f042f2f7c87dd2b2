package redisledger_test

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"io"
	"net/http"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/preflightpay/preflight/internal/benchpeer"
	"github.com/preflightpay/preflight/internal/operation"
	"github.com/preflightpay/preflight/internal/redistest"
	"github.com/preflightpay/preflight/transport"
	"github.com/preflightpay/preflight/transport/redisledger"
	"github.com/redis/go-redis/v9"
)

var (
	flagKeys = flag.Int("soak.keys", 600, "idempotency keys in the ledger fault run")
	flagDown = flag.Duration("soak.down", time.Second, "how long the fault run keeps redis-server down")
)

// The fault runs make the Redis client log every refused dial; the counts say it better.
func TestMain(m *testing.M) {
	redis.SetLogger(quiet{})
	m.Run()
}

type quiet struct{}

func (quiet) Printf(context.Context, string, ...any) {}

// keyedPlatform answers 200 and counts what it receives per idempotency key and payload.
type keyedPlatform struct {
	mu    sync.Mutex
	sends map[string]int // key + " " + payload reference
}

func (p *keyedPlatform) RoundTrip(r *http.Request) (*http.Response, error) {
	body, _ := io.ReadAll(r.Body)
	r.Body.Close()
	ref := "A"
	if bytes.Contains(body, []byte("INV-B-")) {
		ref = "B"
	}
	p.mu.Lock()
	p.sends[r.Header.Get("Idempotency-Key")+" "+ref]++
	p.mu.Unlock()
	return &http.Response{StatusCode: 200, Header: http.Header{}, Body: io.NopCloser(bytes.NewReader([]byte(`{}`)))}, nil
}

// TestLedgerSurvivesARedisRestart sends, per idempotency key, a payout (A), again the same
// payout (a retry, which the ledger lets through) and for every third key another payout under
// the same key (B, which the ledger refuses locally), from 20 goroutines, while redis-server
// (appendonly yes, appendfsync always) is killed part-way and started again. The caller retries what fails with
// ErrLedgerUnavailable, as a service would.
//
// Fail closed: nothing is sent while the ledger is down, every A reaches the platform, and no B
// ever does. Fail open: requests are sent while the ledger is down, each such send is reported
// to OnLedgerError (flagged), and a B that got through is one of them.
func TestLedgerSurvivesARedisRestart(t *testing.T) {
	for _, tt := range []struct {
		name   string
		policy transport.LedgerPolicy
	}{{"fail closed", transport.FailClosed}, {"fail open", transport.FailOpen}} {
		t.Run(tt.name, func(t *testing.T) { ledgerFaultRun(t, tt.name, tt.policy) })
	}
}

func ledgerFaultRun(t *testing.T, name string, policy transport.LedgerPolicy) {
	keys := *flagKeys
	srv := redistest.NewRestartable(t, true)
	client := redis.NewClient(&redis.Options{Addr: srv.Addr, DialTimeout: 200 * time.Millisecond,
		ReadTimeout: 300 * time.Millisecond, WriteTimeout: 300 * time.Millisecond})
	t.Cleanup(func() { client.Close() })
	p := &keyedPlatform{sends: map[string]int{}}
	var flagged atomic.Int64
	tr := transport.New(p, transport.Options{Ledger: redisledger.New(client, "fault:"), LedgerFailure: policy,
		OnLedgerError: func(*operation.Operation, error) { flagged.Add(1) }})

	payload := func(ref string, k int) []byte {
		return bytes.Replace(benchpeer.PayoutJSON, []byte("INV-2026-0042"), []byte("INV-"+ref+"-"+strconv.Itoa(k)), 1)
	}
	var unavailable, wrong, refusedB, okA atomic.Int64
	// send sends one request, retrying while the ledger is unavailable (bounded), and returns
	// the final status.
	send := func(body []byte, key string) int {
		deadline := time.Now().Add(30 * time.Second)
		for a := 0; ; a++ {
			r, err := http.NewRequestWithContext(context.Background(), "POST", "https://api.example/v1/payouts", bytes.NewReader(body))
			if err != nil {
				t.Error(err)
				return 0
			}
			r.Header.Set("Idempotency-Key", key)
			res, err := tr.RoundTrip(r)
			if errors.Is(err, transport.ErrLedgerUnavailable) && time.Now().Before(deadline) {
				unavailable.Add(1)
				// The shift stays small: past about 40 it overflows, and a negative sleep would spin.
				time.Sleep(min(5*time.Millisecond<<min(a, 6), 250*time.Millisecond))
				continue
			}
			if err != nil {
				t.Errorf("key %s: %v", key, err)
				return 0
			}
			res.Body.Close()
			return res.StatusCode
		}
	}
	var next, done atomic.Int64
	var faultOnce sync.Once
	var fault sync.WaitGroup
	var wg sync.WaitGroup
	for range 20 {
		wg.Go(func() {
			for {
				k := int(next.Add(1) - 1)
				if k >= keys {
					return
				}
				key := "fault-key-" + strconv.Itoa(k)
				for range 2 {
					if s := send(payload("A", k), key); s == 200 {
						okA.Add(1)
					} else {
						wrong.Add(1)
					}
				}
				if k%3 == 0 {
					if s := send(payload("B", k), key); s == 400 {
						refusedB.Add(1)
					} else if policy == transport.FailClosed {
						wrong.Add(1)
					}
				}
				if done.Add(1) == int64(keys)*4/10 {
					faultOnce.Do(func() { fault.Go(func() { srv.Kill(); time.Sleep(*flagDown); srv.Start() }) })
				}
			}
		})
	}
	wg.Wait()
	fault.Wait()

	var lostA, sentB int
	for k := range keys {
		key := "fault-key-" + strconv.Itoa(k)
		if p.sends[key+" A"] == 0 {
			lostA++
		}
		sentB += p.sends[key+" B"]
	}
	if lostA > 0 || wrong.Load() > 0 {
		t.Errorf("%d keys never sent, %d unexpected answers", lostA, wrong.Load())
	}
	switch policy {
	case transport.FailClosed:
		if sentB > 0 {
			t.Errorf("%d payloads sent under a key recorded with another one", sentB)
		}
	case transport.FailOpen:
		if int64(sentB) > flagged.Load() {
			t.Errorf("%d reused keys sent, only %d ledger errors reported", sentB, flagged.Load())
		}
	}
	t.Logf("ledger %s: %d keys, %d sends of A answered 200, %d reused keys refused locally, %d sent; faults injected 1 (redis down %v): %d answers ErrLedgerUnavailable (retried by the caller), %d ledger errors flagged; keys lost %d",
		name, keys, okA.Load(), refusedB.Load(), sentB, *flagDown, unavailable.Load(), flagged.Load(), lostA)
}

// TestAHangingServerIsBoundedByTimeout: a server that accepts and never answers costs a claim
// Ledger.Timeout, not the client's 30 s set-up; then Options.LedgerFailure decides.
func TestAHangingServerIsBoundedByTimeout(t *testing.T) {
	client := redis.NewClient(&redis.Options{Addr: redistest.Hanging(t), ReadTimeout: 30 * time.Second, WriteTimeout: 30 * time.Second})
	defer client.Close()
	l := redisledger.New(client, "")
	l.Timeout = 100 * time.Millisecond
	if _, _, err := l.Claim(context.Background(), "k", "r", time.Minute); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("claim against a hanging server: %v, want the ledger's deadline", err)
	}
	if err := l.Forget(context.Background(), "k"); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("forget against a hanging server: %v, want the ledger's deadline", err)
	}
}
