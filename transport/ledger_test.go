package transport_test

import (
	"bytes"
	"context"
	"errors"
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/classify"
	"github.com/preflightpay/preflight/internal/ledgertest"
	"github.com/preflightpay/preflight/internal/operation"
	"github.com/preflightpay/preflight/transport"
)

// clock is a manual clock.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *clock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}

func TestMemoryLedgerKeepsTheLedgerContract(t *testing.T) {
	c := &clock{t: time.Unix(1_763_892_000, 0)}
	ledgertest.TestLedger(t, transport.NewMemoryLedger(100, c.Now), time.Minute, c.Advance)
}

func TestMemoryLedgerDropsTheOldestKeyWhenFull(t *testing.T) {
	c := &clock{t: time.Unix(1_763_892_000, 0)}
	l := transport.NewMemoryLedger(2, c.Now)
	ctx := context.Background()
	for _, k := range []string{"a", "b", "c"} {
		l.Claim(ctx, k, "r-"+k, time.Hour)
		c.Advance(time.Second)
	}
	if l.Len() != 2 || l.Evicted() != 1 {
		t.Errorf("len %d, evicted %d", l.Len(), l.Evicted())
	}
	if _, fresh, _ := l.Claim(ctx, "a", "other", time.Hour); !fresh {
		t.Error("the oldest key was kept")
	}
	if s, fresh, _ := l.Claim(ctx, "c", "other", time.Hour); fresh || s != "r-c" {
		t.Error("the newest key was dropped")
	}
}

// failing is a ledger whose server is down.
type failing struct{}

var errDown = errors.New("ledger down")

func (failing) Claim(context.Context, string, string, time.Duration) (string, bool, error) {
	return "", false, errDown
}
func (failing) Forget(context.Context, string) error { return errDown }

func TestLedgerFailurePolicy(t *testing.T) {
	t.Run("fail open sends and reports the error", func(t *testing.T) {
		var s sent
		var reported []error
		tr := transport.New(script(&s, resp(ok())), transport.Options{Ledger: failing{}, LedgerFailure: transport.FailOpen,
			OnLedgerError: func(_ *operation.Operation, err error) { reported = append(reported, err) }})
		res, err := tr.RoundTrip(post(t, payoutURL, payout, "k"))
		if err != nil || res.StatusCode != 200 || s.n() != 1 {
			t.Fatalf("%v %v, %d sends", res, err, s.n())
		}
		if len(reported) != 1 || !errors.Is(reported[0], errDown) {
			t.Errorf("reported %v", reported)
		}
	})
	t.Run("fail closed sends nothing and returns ErrLedgerUnavailable", func(t *testing.T) {
		var s sent
		tr := transport.New(script(&s, resp(ok())), transport.Options{Ledger: failing{}, LedgerFailure: transport.FailClosed})
		res, err := (&http.Client{Transport: tr}).Do(post(t, payoutURL, payout, "k"))
		if res != nil || !errors.Is(err, transport.ErrLedgerUnavailable) || !errors.Is(err, errDown) || s.n() != 0 {
			t.Errorf("%v %v, %d sends", res, err, s.n())
		}
	})
	t.Run("a request without a key does not need the ledger", func(t *testing.T) {
		var s sent
		tr := transport.New(script(&s, resp(ok())), transport.Options{Ledger: failing{}, LedgerFailure: transport.FailClosed})
		if res, err := tr.RoundTrip(post(t, payoutURL, payout, "")); err != nil || res.StatusCode != 200 {
			t.Errorf("%v %v", res, err)
		}
	})
}

func TestAKeyThePlatformRefusedIsForgotten(t *testing.T) {
	cases := []struct {
		name      string
		answer    *http.Response
		forgotten bool
	}{
		{"after FIX a corrected payload may reuse the key", platform(errcatalog.PayoutAmountInvalid), true},
		{"after DUP the platform judges the key", platform(errcatalog.FiatIdempotencyPayloadMismatch), true},
		{"after success the key is kept", ok(), false},
		{"after a persisting LATER the key is kept", platform(errcatalog.ServerInternalError), false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var s sent
			var w waits
			tr := transport.New(script(&s, resp(c.answer), resp(ok())), fast(&w, transport.Options{Retry: transport.Retry{Max: -1}}))
			tr.RoundTrip(post(t, payoutURL, payout, "k"))
			res, err := tr.RoundTrip(post(t, payoutURL, changed("reference", "INV-2026-0043"), "k"))
			if err != nil {
				t.Fatal(err)
			}
			refused := res.Header.Get(transport.HeaderRefused) != ""
			if refused == c.forgotten {
				t.Errorf("refused %v after %d", refused, c.answer.StatusCode)
			}
			if refused && readAll(t, res) != string(classify.Body(errcatalog.FiatIdempotencyPayloadMismatch)) {
				t.Error("not the platform's body")
			}
		})
	}
}

// A ledger record written by an earlier version (a shared Redis outlives a deploy): its
// fingerprint is the SHA-256 of the canonical JSON, here of benchpeer.PayoutJSON as Python's
// json.dumps(sort_keys=True, separators=(",", ":")) writes it, computed outside Go. The same
// payload under that key, its members in another order, is sent; another payload is refused.
func TestLedgerRecordsOfEarlierVersionsStillMatch(t *testing.T) {
	const record = "e0d115b4b0ba9cc97f5fecfd56af46f2bd2bbbba6abcd68c9fbffaa07ce99f11 POST /v1/payouts"
	ledger := transport.NewMemoryLedger(0, nil)
	if _, fresh, err := ledger.Claim(context.Background(), "k-old", record, time.Hour); err != nil || !fresh {
		t.Fatal(fresh, err)
	}
	tr := transport.New(instant{}, transport.Options{Ledger: ledger})
	send := func(body []byte) *http.Response {
		r, err := http.NewRequest("POST", "https://api.example/v1/payouts", bytes.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		r.Header.Set("Idempotency-Key", "k-old")
		res, err := tr.RoundTrip(r)
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	reordered := bytes.Replace(payout, []byte(`"payout_date": "2026-11-23",`), nil, 1)
	reordered = bytes.Replace(reordered, []byte(`"reference": "INV-2026-0042",`), []byte(`"reference": "INV-2026-0042", "payout_date": "2026-11-23",`), 1)
	if res := send(reordered); res.StatusCode != 200 || res.Header.Get(transport.HeaderRefused) != "" {
		t.Errorf("the payload recorded by an earlier version: %d %s; want it sent", res.StatusCode, res.Header.Get(transport.HeaderRefused))
	}
	other := bytes.Replace(payout, []byte(`"1250.00"`), []byte(`"1251.00"`), 2)
	if res := send(other); res.Header.Get(transport.HeaderRefused) == "" {
		t.Errorf("another payload under the key: %d, not refused", res.StatusCode)
	}
}
