package webhook_test

import (
	"errors"
	"testing"
	"time"

	"github.com/preflightpay/preflight/internal/webhooktest"
	"github.com/preflightpay/preflight/webhook"
)

// failOnce returns a FaultyStore hook failing the first call of op.
func failOnce(op string) func(string, string) error {
	done := false
	return func(o, _ string) error {
		if o != op || done {
			return nil
		}
		done = true
		return errors.New("store fault in " + op)
	}
}

// TestReceiverNeverLosesAnEventToAStoreFault plays store faults at each step of a delivery,
// against two receivers sharing one store: whatever fails, the event is processed exactly once,
// and the answers tell the platform to retry until it is.
func TestReceiverNeverLosesAnEventToAStoreFault(t *testing.T) {
	start := time.Unix(1_763_631_000, 0)
	lease := webhook.DefaultDedupLease
	type step struct {
		receiver string        // "A" or "B"
		wait     time.Duration // before the delivery
		want     int
	}
	tests := []struct {
		name          string
		before, after string // the call failing once before reaching the store, or after it applied
		acceptFails   bool
		steps         []step
	}{
		{"claim fails: the retry is processed", "claim", "", false,
			[]step{{"A", 0, 503}, {"B", 5 * time.Second, 200}, {"A", 0, 200}}},
		{"claim reply lost: the retry here claims again with its own token", "release", "claim", false,
			[]step{{"A", 0, 503}, {"A", 5 * time.Second, 200}, {"B", 0, 200}}},
		{"claim reply lost and release fails: another receiver waits for the lease", "release", "claim", false,
			[]step{{"A", 0, 503}, {"B", 5 * time.Second, 503}, {"B", lease, 200}, {"A", 0, 200}}},
		{"finish fails: acknowledged, and a redelivery here is a duplicate", "finish", "", false,
			[]step{{"A", 0, 200}, {"A", time.Second, 200}, {"B", lease, 200}}},
		{"finish reply lost: acknowledged once", "", "finish", false,
			[]step{{"A", 0, 200}, {"B", lease, 200}, {"A", 0, 200}}},
		{"accept fails and release fails: the retry here is processed", "release", "", true,
			[]step{{"A", 0, 503}, {"A", 5 * time.Second, 200}, {"B", 0, 200}}},
		{"accept fails and release reply lost: another receiver is processed", "", "release", true,
			[]step{{"A", 0, 503}, {"B", 5 * time.Second, 200}, {"A", 0, 200}}},
	}
	d := webhooktest.Delivery{Body: webhook.ReadTestEvent(t, "stocks_processing.json")}
	signer := webhooktest.Sender{Secret: secret}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			clock := webhooktest.NewClock(start)
			rec := &recorder{}
			if tt.acceptFails {
				rec.fail = 1
			}
			store := &webhooktest.FaultyStore{Store: webhook.NewMemoryStore(100, clock.Now)}
			if tt.before != "" {
				store.Before = failOnce(tt.before)
			}
			if tt.after != "" {
				store.After = failOnce(tt.after)
			}
			receivers := map[string]*webhook.Receiver{"A": newReceiver(t, clock, rec), "B": newReceiver(t, clock, rec)}
			for _, rc := range receivers {
				rc.Dedup = store
			}
			for i, s := range tt.steps {
				clock.Advance(s.wait)
				d.Timestamp = clock.Now().Unix()
				if got := signer.Deliver(receivers[s.receiver], d); got != s.want {
					t.Errorf("step %d (receiver %s): status %d, want %d", i, s.receiver, got, s.want)
				}
			}
			if len(rec.got) != 1 {
				t.Errorf("processed %d times, want once", len(rec.got))
			}
		})
	}
}

// TestJournalledTokenServesOneRedelivery: after a claim whose reply was lost, the receiver
// keeps its token so that a retry can claim with it; two redeliveries arriving together must
// not both claim with it, or both would be processed. The second one here arrives while the
// first is claiming (from inside the store call).
func TestJournalledTokenServesOneRedelivery(t *testing.T) {
	clock := webhooktest.NewClock(time.Unix(1_763_631_000, 0))
	rec := &recorder{}
	rc := newReceiver(t, clock, rec)
	store := &webhooktest.FaultyStore{Store: webhook.NewMemoryStore(100, clock.Now)}
	rc.Dedup = store
	d := webhooktest.Delivery{Body: webhook.ReadTestEvent(t, "stocks_processing.json"), Timestamp: clock.Now().Unix()}
	signer := webhooktest.Sender{Secret: secret}

	claims := 0
	var nested int
	store.After = func(op, _ string) error {
		if op != "claim" {
			return nil
		}
		claims++
		switch claims {
		case 1:
			return errors.New("reply lost")
		case 2:
			nested = signer.Deliver(rc, d) // the second redelivery, while the first holds the token
		}
		return nil
	}
	store.Before = failOnce("release")
	if got := signer.Deliver(rc, d); got != 503 {
		t.Fatalf("first delivery: %d, want 503", got)
	}
	if got := signer.Deliver(rc, d); got != 200 {
		t.Errorf("redelivery with the journalled token: %d, want 200", got)
	}
	if nested != 503 {
		t.Errorf("concurrent redelivery: %d, want 503 (the claim is another's)", nested)
	}
	if len(rec.got) != 1 {
		t.Errorf("processed %d times, want once", len(rec.got))
	}
}
