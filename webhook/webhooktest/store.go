package webhooktest

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/preflightpay/preflight/webhook"
)

// TestStore runs the webhook.Store contract against s, as subtests of t: the first claim wins
// and the second loses, release frees an id (and releasing an unknown id is no error), expiry
// frees it, concurrent claims have one winner, a non-positive time-to-live is refused. wait
// lets time pass: a manual clock's Advance for a store that reads one, time.Sleep for a store
// whose server keeps the time. The ids claimed are "a" to "e" and "never-claimed".
func TestStore(t *testing.T, s webhook.Store, ttl time.Duration, wait func(time.Duration)) {
	ctx := context.Background()
	claim := func(t *testing.T, id string) bool {
		t.Helper()
		ok, err := s.Claim(ctx, id, ttl)
		if err != nil {
			t.Fatal(err)
		}
		return ok
	}
	t.Run("first claim wins, second loses", func(t *testing.T) {
		if !claim(t, "a") || claim(t, "a") {
			t.Error("want true then false")
		}
	})
	t.Run("release frees the id", func(t *testing.T) {
		claim(t, "b")
		if err := s.Release(ctx, "b"); err != nil {
			t.Fatal(err)
		}
		if !claim(t, "b") {
			t.Error("released id not claimable")
		}
		if err := s.Release(ctx, "never-claimed"); err != nil {
			t.Errorf("release of an unknown id: %v", err)
		}
	})
	t.Run("expiry frees the id", func(t *testing.T) {
		claim(t, "c")
		wait(ttl + ttl/2)
		if !claim(t, "c") {
			t.Error("expired id not claimable")
		}
	})
	t.Run("concurrent claims have one winner", func(t *testing.T) {
		var wins atomic.Int32
		var wg sync.WaitGroup
		for range 16 {
			wg.Go(func() {
				if ok, err := s.Claim(ctx, "d", ttl*10); err == nil && ok {
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
		if _, err := s.Claim(ctx, "e", 0); err == nil {
			t.Error("ttl 0 accepted")
		}
	})
}
