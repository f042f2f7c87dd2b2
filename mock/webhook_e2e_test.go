package mock_test

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/preflightpay/preflight/internal/redistest"
	"github.com/preflightpay/preflight/mock"
	"github.com/preflightpay/preflight/webhook"
	"github.com/preflightpay/preflight/webhook/redisstore"
	"github.com/redis/go-redis/v9"
)

const secret = "whsec_mock_test"

// subscriber is an integrator's webhook endpoint: webhook.Receiver with the Redis dedup store,
// behind a front that answers 500 to the first correctly signed attempt of each event (the
// subscriber's own outage), and a processor that reduces each order's events to its state.
type subscriber struct {
	mu        sync.Mutex
	processed map[string]int // event_id → times processed
	problems  []error        // events that break the specification's field rules
	orders    map[string]webhook.OrderState
	failed    map[string]bool // event ids already failed once by the front
	refused   int             // deliveries the receiver refused (bad signature, stale timestamp)
	verifier  *webhook.Verifier
	receiver  *webhook.Receiver
}

func newSubscriber(t *testing.T) *subscriber {
	t.Helper()
	addr, _ := redistest.Server(t)
	rdb := redis.NewClient(&redis.Options{Addr: addr})
	t.Cleanup(func() { rdb.Close() })
	ring, err := webhook.NewKeyring(webhook.Key{ID: "k1", Secret: []byte(secret)})
	if err != nil {
		t.Fatal(err)
	}
	v, err := webhook.NewVerifier(ring, webhook.Options{})
	if err != nil {
		t.Fatal(err)
	}
	s := &subscriber{processed: map[string]int{}, orders: map[string]webhook.OrderState{}, failed: map[string]bool{}, verifier: v}
	s.receiver = &webhook.Receiver{Verifier: v, Clock: time.Now, Dedup: redisstore.New(rdb, "mocktest:"),
		Accept: s.process,
		OnReject: func(r *http.Request, status int, cause error) {
			if status == http.StatusUnauthorized {
				s.mu.Lock()
				s.refused++
				s.mu.Unlock()
			}
		}}
	return s
}

func (s *subscriber) process(d webhook.Delivery) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.processed[d.Event.EventID]++
	if d.Problems != nil {
		s.problems = append(s.problems, d.Problems)
	}
	if o := d.Event.Order; o != nil {
		next, _ := webhook.Reduce(s.orders[o.OrderID], webhook.Update{Source: webhook.SourceWebhook,
			EventID: d.Event.EventID, Timestamp: d.Timestamp, Order: *o})
		s.orders[o.OrderID] = next
	}
	return nil
}

func (s *subscriber) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	r.Body = io.NopCloser(bytes.NewReader(body))
	if _, err := s.verifier.Verify(body, r.Header.Get(webhook.HeaderTimestamp), r.Header.Get(webhook.HeaderSignature), time.Now()); err == nil {
		ev, _ := webhook.DecodeEvent(body)
		s.mu.Lock()
		first := ev != nil && !s.failed[ev.EventID]
		if first {
			s.failed[ev.EventID] = true
		}
		s.mu.Unlock()
		if first {
			w.WriteHeader(http.StatusInternalServerError)
			return
		}
	}
	s.receiver.ServeHTTP(w, r)
}

func orderSteps(last string) []mock.Step {
	return []mock.Step{{Event: "processing"}, {Event: last, AfterMS: 1000}}
}

// TestChaoticDeliveriesEndWithEveryOrderInItsFinalStateProcessedOnce sends a scenario through
// every chaos the mock has (duplicates, reordering, retries after the subscriber's 500s, bad
// signatures, stale timestamps) into webhook.Receiver with the Redis dedup store: every order
// ends in its final state, every event is processed once, and the spoiled deliveries are refused.
func TestChaoticDeliveriesEndWithEveryOrderInItsFinalStateProcessedOnce(t *testing.T) {
	sub := newSubscriber(t)
	hook := httptest.NewServer(sub)
	defer hook.Close()
	m, err := mock.New(mock.Config{Seed: 2, Webhook: mock.WebhookConfig{URL: hook.URL, Secret: secret, TimeScale: 1000,
		Chaos: mock.Chaos{DuplicateRate: 1, ReorderRate: 0.5, BadSignature: 0.3, StaleTimestamp: 0.3}}})
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	want := map[string]webhook.OrderStatus{}
	var sc mock.Scenario
	for i, last := range []string{"completed", "completed", "failed", "completed", "failed", "completed"} {
		id := []string{"c0a8012e-5f3b-4d2a-8e1c-9b7a6d5c4e30", "c0a8012e-5f3b-4d2a-8e1c-9b7a6d5c4e31", "c0a8012e-5f3b-4d2a-8e1c-9b7a6d5c4e32",
			"c0a8012e-5f3b-4d2a-8e1c-9b7a6d5c4e33", "c0a8012e-5f3b-4d2a-8e1c-9b7a6d5c4e34", "c0a8012e-5f3b-4d2a-8e1c-9b7a6d5c4e35"}[i]
		sc.Orders = append(sc.Orders, mock.OrderScenario{OrderID: id, Symbol: "AAPL", Side: "BUY", Currency: "USD",
			Quantity: "10", Price: "189.42", Fees: "0.99", Steps: orderSteps(last)})
		want[id] = map[string]webhook.OrderStatus{"completed": webhook.StatusSuccess, "failed": webhook.StatusFailed}[last]
	}
	sc.Issuing = []mock.IssuingScenario{{Amount: "34.00", Currency: "SGD"}}
	if _, err := m.RunScenario(sc); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if err := m.WaitDeliveries(ctx); err != nil {
		t.Fatal(err)
	}

	sub.mu.Lock()
	defer sub.mu.Unlock()
	for id, status := range want {
		if got := sub.orders[id].Status; got != status {
			t.Errorf("order %s ended %s, want %s", id, got, status)
		}
	}
	if len(sub.problems) > 0 {
		t.Errorf("events break the specification's field rules: %v", sub.problems)
	}
	if len(sub.processed) != 13 {
		t.Errorf("%d events processed, want 13 (12 order events and 1 issuing)", len(sub.processed))
	}
	for id, n := range sub.processed {
		if n != 1 {
			t.Errorf("event %s processed %d times", id, n)
		}
	}
	seen := map[string]int{}
	retried := 0
	firstAt := map[string]int{} // event id → index of its first attempt
	for i, a := range m.Deliveries() {
		seen[a.Chaos]++
		if a.Try > 0 && a.Acked {
			retried++
		}
		if _, ok := firstAt[a.EventID]; !ok && a.Chaos == "" {
			firstAt[a.EventID] = i
		}
		if (a.Chaos == "bad-signature" || a.Chaos == "stale-timestamp") && (a.Acked || a.Status != http.StatusUnauthorized) {
			t.Errorf("a delivery with a %s was answered %d", a.Chaos, a.Status)
		}
	}
	if seen["bad-signature"] == 0 || seen["stale-timestamp"] == 0 || seen["duplicate"] == 0 || retried == 0 {
		t.Errorf("the seed drew too little chaos: %v, %d acknowledged retries", seen, retried)
	}
	if sub.refused != seen["bad-signature"]+seen["stale-timestamp"] {
		t.Errorf("the receiver refused %d deliveries; %d were spoiled", sub.refused, seen["bad-signature"]+seen["stale-timestamp"])
	}
	if !reordered(m.Deliveries()) {
		t.Errorf("no order's final event came before its processing event: %+v", m.Deliveries())
	}
}

// reordered reports whether some order's terminal event was first attempted before its
// processing event.
func reordered(log []mock.Attempt) bool {
	first := map[string]string{} // order id → event type of its first attempt
	for _, a := range log {
		if a.OrderID != "" && first[a.OrderID] == "" && a.Chaos == "" {
			first[a.OrderID] = a.EventType
		}
	}
	for _, typ := range first {
		if typ != webhook.EventTypeOrderProcessing {
			return true
		}
	}
	return false
}

// TestDeliveryIsRetriedOnTheScheduleUntilTheWindowCloses holds the retries to the
// specification: an endpoint that always fails gets the first attempt and the retries of
// webhook.RetrySchedule (those of the 7 that fit in 24 hours), then no more.
func TestDeliveryIsRetriedOnTheScheduleUntilTheWindowCloses(t *testing.T) {
	down := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusServiceUnavailable)
	}))
	defer down.Close()
	m, err := mock.New(mock.Config{Webhook: mock.WebhookConfig{URL: down.URL, Secret: secret, TimeScale: 100_000}})
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	m.RunScenario(mock.Scenario{Orders: []mock.OrderScenario{{Steps: []mock.Step{{Event: "processing"}}}}})
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if err := m.WaitDeliveries(ctx); err != nil {
		t.Fatal(err)
	}
	log := m.Deliveries()
	if want := 1 + len(webhook.RetrySchedule()); len(log) != want {
		t.Fatalf("%d attempts, want %d", len(log), want)
	}
	for i, a := range log {
		if a.Try != i || a.Acked || a.Status != http.StatusServiceUnavailable {
			t.Errorf("attempt %d: %+v", i, a)
		}
	}
}
