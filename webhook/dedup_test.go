package webhook_test

import (
	"context"
	"errors"
	"net/http"
	"strconv"
	"testing"
	"time"

	"github.com/preflightpay/preflight/internal/webhooktest"
	"github.com/preflightpay/preflight/webhook"
)

func TestMemoryStore(t *testing.T) {
	clk := webhooktest.NewClock(time.Unix(1_763_631_000, 0))
	webhooktest.TestStore(t, webhook.NewMemoryStore(100, clk.Now), time.Minute, clk.Advance)
}

func TestMemoryStoreStaysBounded(t *testing.T) {
	clk := webhooktest.NewClock(time.Unix(1_763_631_000, 0))
	m := webhook.NewMemoryStore(3, clk.Now)
	ctx := context.Background()
	for i := range 5 {
		m.Claim(ctx, strconv.Itoa(i), "t", "", time.Hour)
	}
	if m.Len() != 3 || m.Evicted() != 2 {
		t.Errorf("len %d, evicted %d", m.Len(), m.Evicted())
	}
	if st, _ := m.Claim(ctx, "4", "u", "", time.Hour); st != webhook.Pending {
		t.Error("newest claim was evicted")
	}
	if st, _ := m.Claim(ctx, "0", "u", "", time.Hour); st != webhook.Claimed {
		t.Error("oldest claim was kept")
	}
	// Expired claims go first, without counting as evictions.
	clk.Advance(2 * time.Hour)
	m.Claim(ctx, "x", "t", "", time.Hour)
	if m.Len() != 1 || m.Evicted() != 3 {
		t.Errorf("after expiry: len %d, evicted %d", m.Len(), m.Evicted())
	}
}

// TestMemoryStoreTellsOfEachEviction replays the review's run at the default size: 101,000
// events handed off, then the first 1,000 redelivered. The store can keep 100,000 claims, so
// those 1,000 are claimed afresh, processed twice: the store cannot keep its promise past its
// size, but it says so, through OnEvict and Evicted, for every event it forgot.
func TestMemoryStoreTellsOfEachEviction(t *testing.T) {
	clk := webhooktest.NewClock(time.Unix(1_763_631_000, 0))
	m := webhook.NewMemoryStore(0, clk.Now)
	calls, told := 0, 0
	m.OnEvict = func(dropped, total int) {
		calls++
		told += dropped
		if total != told {
			t.Fatalf("OnEvict total %d after %d dropped", total, told)
		}
	}
	ctx := context.Background()
	const events, redelivered = webhook.DefaultMemoryStoreSize + 1_000, 1_000
	for i := range events {
		id := strconv.Itoa(i)
		m.Claim(ctx, id, "first", "d", webhook.DefaultDedupLease)
		m.Finish(ctx, id, "d", webhook.DefaultDedupTTL)
	}
	twice := 0
	for i := range redelivered {
		if st, _ := m.Claim(ctx, strconv.Itoa(i), "again", "d", webhook.DefaultDedupLease); st == webhook.Claimed {
			twice++
		}
	}
	// The redeliveries' own claims evict as many again: each one told too.
	if twice != redelivered || m.Evicted() != 2*redelivered || told != 2*redelivered || calls != 2*redelivered {
		t.Errorf("processed twice %d; evicted %d, told %d in %d calls; want %d, %d, %d, %d",
			twice, m.Evicted(), told, calls, redelivered, 2*redelivered, 2*redelivered, 2*redelivered)
	}
}

// TestStateOfReadsClaimsWrittenWithoutADigest: a claim stored before claims kept a digest
// ("done", "pending:<token>", what a Redis holds across an upgrade) still dedupes whatever the
// body, and a claim with a digest conflicts only with another digest.
func TestStateOfReadsClaimsWrittenWithoutADigest(t *testing.T) {
	a, b := webhook.Digest([]byte("a")), webhook.Digest([]byte("b"))
	tests := []struct {
		stored, token, digest string
		want                  webhook.ClaimState
	}{
		{"done", "t", a, webhook.Done},
		{"pending:t0", "t", a, webhook.Pending},
		{webhook.DoneValue(a), "t", a, webhook.Done},
		{webhook.DoneValue(a), "t", b, webhook.Conflicting},
		{webhook.ClaimValue("t", a), "t", a, webhook.Claimed},
		{webhook.ClaimValue("t", a), "t", b, webhook.Conflicting},
		{webhook.ClaimValue("t0", a), "t", a, webhook.Pending},
		{webhook.ClaimValue("t0", a), "t", b, webhook.Conflicting},
	}
	for _, tt := range tests {
		if got := webhook.StateOf(tt.stored, tt.token, tt.digest); got != tt.want {
			t.Errorf("StateOf(%q, %q, %.8s) = %v, want %v", tt.stored, tt.token, tt.digest, got, tt.want)
		}
	}
	if v := webhook.DoneValue(a); v != "done sha256:"+a {
		t.Errorf("DoneValue = %q", v)
	}
}

// TestReceiverRefusesAnEventIDRedeliveredWithAnotherBody: the same event id with a different,
// validly signed body is refused with 409 and ErrConflictingRedelivery, never acknowledged as a
// duplicate, whether the first body's claim is done in the store, pending, or only in the
// receiver's journal (its done mark failed); the same body stays a duplicate.
func TestReceiverRefusesAnEventIDRedeliveredWithAnotherBody(t *testing.T) {
	start := time.Unix(1_763_631_000, 0)
	signer := webhooktest.Sender{Secret: secret}
	first := webhook.ReadTestEvent(t, "stocks_processing.json")
	// The same event id, another body: a trailing space is all that differs, and is enough.
	second := []byte(string(first) + " ")
	if webhook.Digest(first) == webhook.Digest(second) {
		t.Fatal("the two bodies have one digest")
	}
	deliver := func(rc *webhook.Receiver, body []byte) int {
		return signer.Deliver(rc, webhooktest.Delivery{Body: body, Timestamp: start.Unix()})
	}
	setup := func(t *testing.T, store webhook.Store) (*webhook.Receiver, *recorder, *[]error) {
		clock := webhooktest.NewClock(start)
		rec := &recorder{}
		rc := newReceiver(t, clock, rec)
		rc.Senders = nil
		rc.Dedup = store
		var causes []error
		rc.OnReject = func(_ *http.Request, status int, cause error) {
			if status == http.StatusConflict {
				causes = append(causes, cause)
			}
		}
		return rc, rec, &causes
	}
	check := func(t *testing.T, rec *recorder, causes []error, conflicts int) {
		t.Helper()
		if len(rec.got) != 1 || string(rec.got[0].Body) != string(first) {
			t.Errorf("processed %d deliveries, want the first body once", len(rec.got))
		}
		if len(causes) != conflicts {
			t.Errorf("%d conflicts reported, want %d", len(causes), conflicts)
		}
		for _, c := range causes {
			if !errors.Is(c, webhook.ErrConflictingRedelivery) {
				t.Errorf("cause %v, want ErrConflictingRedelivery", c)
			}
		}
	}

	t.Run("done in the store", func(t *testing.T) {
		clock := webhooktest.NewClock(start)
		rc, rec, causes := setup(t, webhook.NewMemoryStore(100, clock.Now))
		if got := []int{deliver(rc, first), deliver(rc, second), deliver(rc, first), deliver(rc, second)}; got[0] != 200 || got[1] != 409 || got[2] != 200 || got[3] != 409 {
			t.Errorf("statuses %v, want [200 409 200 409]", got)
		}
		check(t, rec, *causes, 2)
	})
	t.Run("pending in the store", func(t *testing.T) {
		clock := webhooktest.NewClock(start)
		store := webhook.NewMemoryStore(100, clock.Now)
		rc, rec, causes := setup(t, store)
		var during int
		rc.Accept = func(d webhook.Delivery) error {
			during = deliver(rc, second) // while the first body's claim is pending
			return rec.accept(d)
		}
		if got := deliver(rc, first); got != 200 || during != 409 {
			t.Errorf("statuses %d then %d during the hand-off, want 200 and 409", got, during)
		}
		check(t, rec, *causes, 1)
	})
	t.Run("done only in the journal", func(t *testing.T) {
		clock := webhooktest.NewClock(start)
		store := &webhooktest.FaultyStore{Store: webhook.NewMemoryStore(100, clock.Now), Before: func(op, _ string) error {
			if op == "finish" {
				return errors.New("store down at finish")
			}
			return nil
		}}
		rc, rec, causes := setup(t, store)
		if got := []int{deliver(rc, first), deliver(rc, second), deliver(rc, first)}; got[0] != 200 || got[1] != 409 || got[2] != 200 {
			t.Errorf("statuses %v, want [200 409 200]", got)
		}
		check(t, rec, *causes, 1)
	})
}
