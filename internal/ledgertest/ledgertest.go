// Package ledgertest holds the contract every transport.Ledger keeps, as a test to run against
// an implementation.
package ledgertest

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/preflightpay/preflight/transport"
)

// TestLedger runs the transport.Ledger contract against l, as subtests of t: the first claim is
// fresh and keeps its record, a second claim returns the stored record and changes nothing,
// Forget frees a key (and forgetting an absent key is no error), expiry frees it, concurrent
// claims have one winner, a non-positive time-to-live is refused. wait lets time pass: a manual
// clock's Advance for a ledger that reads one, time.Sleep for one whose server keeps the time.
// The keys used are "a" to "e" and "never-claimed".
func TestLedger(t *testing.T, l transport.Ledger, ttl time.Duration, wait func(time.Duration)) {
	ctx := context.Background()
	claim := func(t *testing.T, key, rec string) (string, bool) {
		t.Helper()
		s, fresh, err := l.Claim(ctx, key, rec, ttl)
		if err != nil {
			t.Fatal(err)
		}
		return s, fresh
	}
	t.Run("first claim is fresh, second returns the stored record", func(t *testing.T) {
		if s, fresh := claim(t, "a", "one"); !fresh || s != "one" {
			t.Errorf("first claim: %q %v", s, fresh)
		}
		if s, fresh := claim(t, "a", "two"); fresh || s != "one" {
			t.Errorf("second claim: %q %v, want the first record", s, fresh)
		}
		if s, _ := claim(t, "a", "three"); s != "one" {
			t.Errorf("a losing claim changed the record to %q", s)
		}
	})
	t.Run("forget frees the key", func(t *testing.T) {
		claim(t, "b", "one")
		if err := l.Forget(ctx, "b"); err != nil {
			t.Fatal(err)
		}
		if s, fresh := claim(t, "b", "two"); !fresh || s != "two" {
			t.Errorf("forgotten key: %q %v", s, fresh)
		}
		if err := l.Forget(ctx, "never-claimed"); err != nil {
			t.Errorf("forgetting an absent key: %v", err)
		}
	})
	t.Run("expiry frees the key", func(t *testing.T) {
		claim(t, "c", "one")
		wait(ttl + ttl/2)
		if s, fresh := claim(t, "c", "two"); !fresh || s != "two" {
			t.Errorf("expired key: %q %v", s, fresh)
		}
	})
	t.Run("concurrent claims have one winner", func(t *testing.T) {
		var wins atomic.Int32
		var wg sync.WaitGroup
		for range 16 {
			wg.Go(func() {
				if _, fresh, err := l.Claim(ctx, "d", "x", ttl*10); err == nil && fresh {
					wins.Add(1)
				}
			})
		}
		wg.Wait()
		if wins.Load() != 1 {
			t.Errorf("%d winners", wins.Load())
		}
	})
	t.Run("non-positive ttl refused", func(t *testing.T) {
		if _, _, err := l.Claim(ctx, "e", "x", 0); err == nil {
			t.Error("ttl 0 accepted")
		}
	})
}
