package webhook_test

import (
	"context"
	"errors"
	"math/rand/v2"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/preflightpay/preflight/internal/webhooktest"
	"github.com/preflightpay/preflight/webhook"
)

var secret = []byte("whsec_handler_test")

// recorder is an Accept that keeps what it is given, failing while fail > 0.
type recorder struct {
	mu   sync.Mutex
	got  []webhook.Delivery
	fail int
}

func (r *recorder) accept(d webhook.Delivery) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.fail > 0 {
		r.fail--
		return errors.New("queue unavailable")
	}
	r.got = append(r.got, d)
	return nil
}

func newReceiver(t testing.TB, clock *webhooktest.Clock, rec *recorder) *webhook.Receiver {
	t.Helper()
	return &webhook.Receiver{
		Verifier:     webhooktest.Verifier(t, secret),
		Clock:        clock.Now,
		Accept:       rec.accept,
		Senders:      &webhook.SenderPolicy{Allowed: webhook.SandboxSenders()},
		Dedup:        webhook.NewMemoryStore(1000, clock.Now),
		MaxBodyBytes: 4096,
	}
}

type failingStore struct{}

func (failingStore) Claim(context.Context, string, string, string, time.Duration) (webhook.ClaimState, error) {
	return 0, errors.New("store down")
}
func (failingStore) Finish(context.Context, string, string, time.Duration) error {
	return errors.New("store down")
}
func (failingStore) Release(context.Context, string, string, string) error {
	return errors.New("store down")
}

func TestReceiverStatuses(t *testing.T) {
	start := time.Unix(1_763_631_000, 0)
	body := webhook.ReadTestEvent(t, "stocks_processing.json")
	good := webhooktest.Delivery{Body: body, Timestamp: start.Unix()}
	signer := webhooktest.Sender{Secret: secret}

	tests := []struct {
		name   string
		req    func() *http.Request
		change func(*webhook.Receiver, *recorder)
		want   int
		cause  error
	}{
		{"signed delivery is acknowledged", func() *http.Request { return signer.Request(good) }, nil, 200, nil},
		{"GET is refused", func() *http.Request {
			r := signer.Request(good)
			r.Method = http.MethodGet
			return r
		}, nil, 405, webhook.ErrMethod},
		{"body over the limit", func() *http.Request {
			return signer.Request(webhooktest.Delivery{Body: make([]byte, 4097), Timestamp: start.Unix()})
		}, nil, 413, webhook.ErrBodyTooLarge},
		{"body exactly at the limit", func() *http.Request {
			padded := append(append([]byte(nil), body...), make([]byte, 4096-len(body))...)
			for i := len(body); i < len(padded); i++ {
				padded[i] = ' ' // JSON allows trailing white space
			}
			return signer.Request(webhooktest.Delivery{Body: padded, Timestamp: start.Unix()})
		}, nil, 200, nil},
		{"sender outside the list", func() *http.Request {
			return webhooktest.Sender{Secret: secret, RemoteAddr: "203.0.113.9:1"}.Request(good)
		}, nil, 403, webhook.ErrSenderNotAllowed},
		{"unsigned delivery", func() *http.Request { return webhooktest.Sender{}.Request(good) }, nil, 401, webhook.ErrNotSigned},
		{"wrong secret", func() *http.Request { return webhooktest.Sender{Secret: []byte("other")}.Request(good) }, nil, 401, webhook.ErrNoValidSignature},
		{"malformed signature", func() *http.Request {
			r := signer.Request(good)
			r.Header.Set(webhook.HeaderSignature, "abc")
			return r
		}, nil, 400, webhook.ErrMalformedHeader},
		{"old delivery", func() *http.Request {
			return signer.Request(webhooktest.Delivery{Body: body, Timestamp: start.Add(-time.Hour).Unix()})
		}, nil, 401, webhook.ErrTooOld},
		{"signed body that is not an event", func() *http.Request {
			return signer.Request(webhooktest.Delivery{Body: []byte("[]"), Timestamp: start.Unix()})
		}, nil, 400, webhook.ErrMalformedEvent},
		{"signed event that reads two ways", func() *http.Request {
			twice := strings.Replace(string(body), `"event_id"`, `"event_id":"00000000-0000-4000-8000-000000000000","event_id"`, 1)
			return signer.Request(webhooktest.Delivery{Body: []byte(twice), Timestamp: start.Unix()})
		}, nil, 400, webhook.ErrMalformedEvent},
		{"dedup store down", func() *http.Request { return signer.Request(good) },
			func(rc *webhook.Receiver, _ *recorder) { rc.Dedup = failingStore{} }, 503, nil},
		{"accept fails", func() *http.Request { return signer.Request(good) },
			func(_ *webhook.Receiver, rec *recorder) { rec.fail = 1 }, 503, nil},
		{"misconfigured receiver", func() *http.Request { return signer.Request(good) },
			func(rc *webhook.Receiver, _ *recorder) { rc.Accept = nil }, 500, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := &recorder{}
			rc := newReceiver(t, webhooktest.NewClock(start), rec)
			var cause error
			rc.OnReject = func(_ *http.Request, _ int, err error) { cause = err }
			if tt.change != nil {
				tt.change(rc, rec)
			}
			w := newRecorder()
			rc.ServeHTTP(w, tt.req())
			if w.code != tt.want {
				t.Errorf("status %d, want %d (cause %v)", w.code, tt.want, cause)
			}
			if tt.cause != nil && !errors.Is(cause, tt.cause) {
				t.Errorf("cause %v, want %v", cause, tt.cause)
			}
			if cause != nil && strings.Contains(cause.Error(), string(secret)) {
				t.Errorf("cause shows the secret: %v", cause)
			}
			if wantAccepted := tt.want == 200; (len(rec.got) == 1) != wantAccepted {
				t.Errorf("accepted %d deliveries", len(rec.got))
			}
		})
	}
}

type statusRecorder struct {
	h    http.Header
	code int
}

func newRecorder() *statusRecorder                    { return &statusRecorder{h: http.Header{}} }
func (s *statusRecorder) Header() http.Header         { return s.h }
func (s *statusRecorder) Write(b []byte) (int, error) { return len(b), nil }
func (s *statusRecorder) WriteHeader(code int)        { s.code = code }

func TestReceiverProcessesEachEventOnceWhateverTheOrder(t *testing.T) {
	start := time.Unix(1_763_631_000, 0)
	clock := webhooktest.NewClock(start)
	rec := &recorder{}
	rc := newReceiver(t, clock, rec)
	signer := webhooktest.Sender{Secret: secret}
	stages := []webhooktest.Delivery{
		{Body: webhook.ReadTestEvent(t, "stocks_processing.json"), Timestamp: start.Unix() - 20},
		{Body: webhook.ReadTestEvent(t, "stocks_completed.json"), Timestamp: start.Unix() - 10},
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for round := range 20 {
		rec.got = nil
		rc.Dedup = webhook.NewMemoryStore(1000, clock.Now)
		ds := webhooktest.Shuffle(rng, webhooktest.WithDuplicates(stages, 3))
		for i, status := range signer.DeliverAll(rc, ds) {
			if status != 200 {
				t.Fatalf("round %d delivery %d: status %d", round, i, status)
			}
		}
		if len(rec.got) != 2 {
			t.Fatalf("round %d: %d deliveries processed, want 2", round, len(rec.got))
		}
		var updates []webhook.Update
		for _, d := range rec.got {
			updates = append(updates, webhook.Update{EventID: d.Event.EventID, Timestamp: d.Timestamp, Order: *d.Event.Order})
		}
		state, _ := webhook.ReduceAll(webhook.OrderState{}, updates)
		if state.Status != webhook.StatusSuccess {
			t.Errorf("round %d: final status %s", round, state.Status)
		}
	}
}

func TestReceiverFollowsTheRetrySchedule(t *testing.T) {
	start := time.Unix(1_763_631_000, 0)
	signer := webhooktest.Sender{Secret: secret}
	d := webhooktest.Delivery{Body: webhook.ReadTestEvent(t, "stocks_failed.json"), Timestamp: start.Unix()}

	t.Run("a released claim lets the retry through", func(t *testing.T) {
		clock := webhooktest.NewClock(start)
		rec := &recorder{fail: 2}
		attempts := signer.FollowRetries(newReceiver(t, clock, rec), clock, d, true)
		if len(attempts) != 3 || attempts[2].Status != 200 || attempts[2].At.Sub(start) != 30*time.Second {
			t.Errorf("attempts %+v", attempts)
		}
		if len(rec.got) != 1 {
			t.Errorf("processed %d times", len(rec.got))
		}
	})
	t.Run("an endpoint that never succeeds sees six retries in 24 hours", func(t *testing.T) {
		clock := webhooktest.NewClock(start)
		attempts := signer.FollowRetries(newReceiver(t, clock, &recorder{fail: 100}), clock, d, true)
		if len(attempts) != 7 || attempts[6].At.Sub(start) != 19530*time.Second {
			t.Errorf("%d attempts, last at %v", len(attempts), attempts[len(attempts)-1].At.Sub(start))
		}
	})
	t.Run("without re-signing, retries past the age limit are refused", func(t *testing.T) {
		clock := webhooktest.NewClock(start)
		attempts := signer.FollowRetries(newReceiver(t, clock, &recorder{fail: 3}), clock, d, false)
		var got []string
		for _, a := range attempts {
			got = append(got, strconv.Itoa(a.Status))
		}
		// 0 s, 5 s, 30 s: accept fails; 155 s: accepted.
		if strings.Join(got, ",") != "503,503,503,200" {
			t.Errorf("statuses %v", got)
		}
		clock = webhooktest.NewClock(start)
		attempts = signer.FollowRetries(newReceiver(t, clock, &recorder{fail: 4}), clock, d, false)
		if last := attempts[len(attempts)-1]; last.Status != 401 {
			t.Errorf("retry at %v answered %d, want 401 (older than the 5-minute default)", last.At.Sub(start), last.Status)
		}
	})
}

func TestQueueAcknowledgesBeforeProcessing(t *testing.T) {
	start := time.Unix(1_763_631_000, 0)
	clock := webhooktest.NewClock(start)
	release, started := make(chan struct{}), make(chan struct{}, 4)
	processed := make(chan string, 4)
	q := webhook.NewQueue(1, 1, func(d webhook.Delivery) {
		started <- struct{}{}
		<-release
		processed <- d.Event.EventID
	})
	rc := newReceiver(t, clock, &recorder{})
	rc.Accept = q.Accept
	signer := webhooktest.Sender{Secret: secret}
	files := []string{"stocks_processing.json", "stocks_completed.json", "stocks_failed.json"}
	var statuses []int
	for i, f := range files {
		statuses = append(statuses, signer.Deliver(rc, webhooktest.Delivery{Body: webhook.ReadTestEvent(t, f), Timestamp: start.Unix()}))
		if i == 0 {
			<-started // the worker holds the first; the buffer is empty
		}
	}
	// One delivery is being processed, one waits in the buffer, the third
	// finds the queue full: 503, and its claim is released for the retry.
	if statuses[0] != 200 || statuses[1] != 200 || statuses[2] != 503 {
		t.Errorf("statuses %v", statuses)
	}
	close(release)
	q.Close()
	if len(processed) != 2 {
		t.Errorf("processed %d", len(processed))
	}
	if s := signer.Deliver(rc, webhooktest.Delivery{Body: webhook.ReadTestEvent(t, files[2]), Timestamp: start.Unix()}); s != 503 {
		t.Errorf("status after close %d, want 503", s)
	}
}

func TestUnsignedEndpointNeedsExplicitConfiguration(t *testing.T) {
	start := time.Unix(1_763_631_000, 0)
	v, err := webhook.NewVerifier(nil, webhook.Options{AllowUnsigned: true})
	if err != nil {
		t.Fatal(err)
	}
	rec := &recorder{}
	rc := &webhook.Receiver{Verifier: v, Clock: webhooktest.NewClock(start).Now, Accept: rec.accept}
	d := webhooktest.Delivery{Body: webhook.ReadTestEvent(t, "issuing_declined.json"), Timestamp: start.Unix()}
	if s := (webhooktest.Sender{}).Deliver(rc, d); s != 200 || len(rec.got) != 1 || rec.got[0].KeyID != "" {
		t.Errorf("status %d, %d accepted", s, len(rec.got))
	}
}
