package webhooktest

import (
	"context"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/preflightpay/preflight/webhook"
)

// TestStore runs the webhook.Store contract against s, as subtests of t: a pending claim is
// told from a done one, the holder's token claims again (a lost reply), only the holder
// releases, a lease that runs out frees the id while a done claim outlives it, concurrent
// claims have one winner, a claim for another body's digest conflicts, a non-positive lease
// or time-to-live is refused. wait lets time pass: a manual clock's Advance for a store that
// reads one, time.Sleep for a store whose server keeps the time. The ids claimed are "a" to
// "i" and "never-claimed".
func TestStore(t *testing.T, s webhook.Store, lease time.Duration, wait func(time.Duration)) {
	ctx := context.Background()
	// Most claims are for one body; the conflict subtest brings another.
	body, other := webhook.Digest([]byte("body")), webhook.Digest([]byte("other body"))
	claimFor := func(t *testing.T, id, token, digest string) webhook.ClaimState {
		t.Helper()
		st, err := s.Claim(ctx, id, token, digest, lease)
		if err != nil {
			t.Fatal(err)
		}
		return st
	}
	expectFor := func(t *testing.T, id, token, digest string, want webhook.ClaimState) {
		t.Helper()
		if got := claimFor(t, id, token, digest); got != want {
			t.Errorf("claim %s by %s for %.8s: %v, want %v", id, token, digest, got, want)
		}
	}
	expect := func(t *testing.T, id, token string, want webhook.ClaimState) {
		t.Helper()
		expectFor(t, id, token, body, want)
	}
	do := func(t *testing.T, err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	t.Run("first claim wins, another delivery finds it pending", func(t *testing.T) {
		expect(t, "a", "t1", webhook.Claimed)
		expect(t, "a", "t2", webhook.Pending)
	})
	t.Run("the holder's token claims again after a lost reply", func(t *testing.T) {
		expect(t, "b", "t1", webhook.Claimed)
		expect(t, "b", "t1", webhook.Claimed)
		expect(t, "b", "t2", webhook.Pending)
	})
	t.Run("a finished claim is done for everyone", func(t *testing.T) {
		expect(t, "c", "t1", webhook.Claimed)
		do(t, s.Finish(ctx, "c", body, lease*20))
		expect(t, "c", "t1", webhook.Done)
		expect(t, "c", "t2", webhook.Done)
	})
	t.Run("only the holder releases a pending claim", func(t *testing.T) {
		expect(t, "d", "t1", webhook.Claimed)
		do(t, s.Release(ctx, "d", "t2", body))
		expect(t, "d", "t3", webhook.Pending)
		do(t, s.Release(ctx, "d", "t1", body))
		expect(t, "d", "t2", webhook.Claimed)
		do(t, s.Release(ctx, "never-claimed", "t1", body))
	})
	t.Run("release leaves a done claim alone", func(t *testing.T) {
		expect(t, "e", "t1", webhook.Claimed)
		do(t, s.Finish(ctx, "e", body, lease*20))
		do(t, s.Release(ctx, "e", "t1", body))
		expect(t, "e", "t2", webhook.Done)
	})
	t.Run("a lease that runs out frees the id, a done claim outlives it", func(t *testing.T) {
		expect(t, "f", "t1", webhook.Claimed)
		expect(t, "g", "t1", webhook.Claimed)
		do(t, s.Finish(ctx, "g", body, lease*20))
		wait(lease + lease/2)
		expect(t, "f", "t2", webhook.Claimed)
		expect(t, "g", "t2", webhook.Done)
	})
	t.Run("concurrent claims have one winner", func(t *testing.T) {
		var wins atomic.Int32
		var wg sync.WaitGroup
		for i := range 16 {
			wg.Go(func() {
				if st, err := s.Claim(ctx, "h", strconv.Itoa(i), body, lease*10); err == nil && st == webhook.Claimed {
					wins.Add(1)
				}
			})
		}
		wg.Wait()
		if wins.Load() != 1 {
			t.Errorf("%d winners", wins.Load())
		}
	})
	t.Run("a claim for another body conflicts, pending or done", func(t *testing.T) {
		expect(t, "i", "t1", webhook.Claimed)
		expectFor(t, "i", "t2", other, webhook.Conflicting)
		// The holder's own token with another body (a journalled token taken by a redelivery
		// that is not the same event) is no renewal.
		expectFor(t, "i", "t1", other, webhook.Conflicting)
		do(t, s.Release(ctx, "i", "t1", other))
		expect(t, "i", "t2", webhook.Pending)
		do(t, s.Finish(ctx, "i", body, lease*20))
		expectFor(t, "i", "t3", other, webhook.Conflicting)
		expect(t, "i", "t3", webhook.Done)
	})
	t.Run("non-positive lease or ttl refused", func(t *testing.T) {
		if _, err := s.Claim(ctx, "never-claimed", "t1", body, 0); err == nil {
			t.Error("lease 0 accepted")
		}
		if err := s.Finish(ctx, "never-claimed", body, 0); err == nil {
			t.Error("ttl 0 accepted")
		}
	})
}

// FaultyStore wraps a webhook.Store and fails the calls a test chooses, either before they
// reach the store or after it applied them (a reply lost on the way back, the case a store
// must survive without losing the event). Before and After are told the call ("claim",
// "finish" or "release") and the event id; an error they return is the call's result. A
// test that kills a real server at the wrong moment does it from After.
type FaultyStore struct {
	webhook.Store
	Before, After func(op, id string) error
}

func (f *FaultyStore) hook(h func(op, id string) error, op, id string) error {
	if h == nil {
		return nil
	}
	return h(op, id)
}

// Claim implements webhook.Store.
func (f *FaultyStore) Claim(ctx context.Context, id, token, digest string, lease time.Duration) (webhook.ClaimState, error) {
	if err := f.hook(f.Before, "claim", id); err != nil {
		return 0, err
	}
	st, err := f.Store.Claim(ctx, id, token, digest, lease)
	if herr := f.hook(f.After, "claim", id); herr != nil {
		return 0, herr
	}
	return st, err
}

// Finish implements webhook.Store.
func (f *FaultyStore) Finish(ctx context.Context, id, digest string, ttl time.Duration) error {
	return f.around("finish", id, func() error { return f.Store.Finish(ctx, id, digest, ttl) })
}

// Release implements webhook.Store.
func (f *FaultyStore) Release(ctx context.Context, id, token, digest string) error {
	return f.around("release", id, func() error { return f.Store.Release(ctx, id, token, digest) })
}

// around runs call between the Before and After hooks of op: a Before error stops it from
// reaching the store, an After error replaces its result (the reply lost after it applied).
func (f *FaultyStore) around(op, id string, call func() error) error {
	if err := f.hook(f.Before, op, id); err != nil {
		return err
	}
	err := call()
	if herr := f.hook(f.After, op, id); herr != nil {
		return herr
	}
	return err
}
