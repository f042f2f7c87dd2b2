// Package webhooktest plays the platform's side of webhook deliveries against
// an http.Handler: it signs deliveries as the platform does, replays
// duplicates, shuffles their order and follows the retry schedule on a
// manual clock, so a receiver can be tested without the network.
package webhooktest

import (
	"bytes"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/preflightpay/preflight/webhook"
)

// Clock is a manual clock, safe for concurrent use; its Now method fits
// webhook.Receiver.Clock and webhook.NewMemoryStore.
type Clock struct {
	mu sync.Mutex
	t  time.Time
}

// NewClock returns a clock that reads t until advanced.
func NewClock(t time.Time) *Clock { return &Clock{t: t} }

// Now returns the clock's time.
func (c *Clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

// Advance moves the clock forward by d.
func (c *Clock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}

// Verifier is a webhook.Verifier for one key, "k1", holding secret, with the default age
// limits: what a test's Receiver needs. It fails tb on an empty secret.
func Verifier(tb testing.TB, secret []byte) *webhook.Verifier {
	tb.Helper()
	ring, err := webhook.NewKeyring(webhook.Key{ID: "k1", Secret: secret})
	if err != nil {
		tb.Fatal(err)
	}
	v, err := webhook.NewVerifier(ring, webhook.Options{})
	if err != nil {
		tb.Fatal(err)
	}
	return v
}

// Delivery is one notification as the platform sends it.
type Delivery struct {
	Body      []byte
	Timestamp int64 // x-wk-timestamp
}

// Sender signs and sends deliveries. With an empty Secret it sends them
// unsigned, as the platform does to an endpoint configured without one.
type Sender struct {
	Secret     []byte
	RemoteAddr string // the peer address requests come from; "34.96.187.146:443" when empty
	Header     http.Header
}

// Request builds the POST the platform would send for d.
func (s Sender) Request(d Delivery) *http.Request {
	r := httptest.NewRequest(http.MethodPost, "/webhook", bytes.NewReader(d.Body))
	r.Header.Set("Content-Type", "application/json")
	ts := strconv.FormatInt(d.Timestamp, 10)
	r.Header.Set(webhook.HeaderTimestamp, ts)
	if len(s.Secret) > 0 {
		sig, _ := webhook.Sign(s.Secret, d.Body, ts) // a non-empty secret never fails
		r.Header.Set(webhook.HeaderSignature, sig)
	}
	for k, v := range s.Header {
		r.Header[k] = v
	}
	r.RemoteAddr = s.RemoteAddr
	if r.RemoteAddr == "" {
		r.RemoteAddr = "34.96.187.146:443"
	}
	return r
}

// Deliver sends d to h and returns the status h answered.
func (s Sender) Deliver(h http.Handler, d Delivery) int {
	w := httptest.NewRecorder()
	h.ServeHTTP(w, s.Request(d))
	return w.Code
}

// Replay sends d to h times times, as redeliveries of one event, and returns
// each status.
func (s Sender) Replay(h http.Handler, d Delivery, times int) []int {
	out := make([]int, times)
	for i := range out {
		out[i] = s.Deliver(h, d)
	}
	return out
}

// DeliverAll sends each delivery in order and returns the statuses.
func (s Sender) DeliverAll(h http.Handler, ds []Delivery) []int {
	out := make([]int, len(ds))
	for i, d := range ds {
		out[i] = s.Deliver(h, d)
	}
	return out
}

// Shuffle returns ds in an order drawn from rng, as the platform may deliver
// them: ordering is not guaranteed.
func Shuffle(rng *rand.Rand, ds []Delivery) []Delivery {
	out := append([]Delivery(nil), ds...)
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

// WithDuplicates returns ds with each delivery repeated copies times in all.
func WithDuplicates(ds []Delivery, copies int) []Delivery {
	out := make([]Delivery, 0, len(ds)*copies)
	for _, d := range ds {
		for range copies {
			out = append(out, d)
		}
	}
	return out
}

// Attempt is one try of FollowRetries.
type Attempt struct {
	Retry  int       // 0 for the first delivery, n for retry n
	At     time.Time // the clock when it was sent
	Status int
}

// FollowRetries sends d to h as the platform does until h answers 200: a
// first attempt at clock.Now(), then retry n after webhook.RetryDelay(n),
// while within webhook.MaxRetries and webhook.RetryWindow of the first
// attempt. It advances clock as it goes. With resign, each retry carries the
// clock's time as a fresh timestamp; without, the first attempt's (the
// specification does not say which the platform does).
func (s Sender) FollowRetries(h http.Handler, clock *Clock, d Delivery, resign bool) []Attempt {
	start := clock.Now()
	var out []Attempt
	for n := 0; n <= webhook.MaxRetries; n++ {
		if n > 0 {
			clock.Advance(webhook.RetryDelay(n))
			if clock.Now().Sub(start) > webhook.RetryWindow {
				break
			}
			if resign {
				d.Timestamp = clock.Now().Unix()
			}
		}
		status := s.Deliver(h, d)
		out = append(out, Attempt{Retry: n, At: clock.Now(), Status: status})
		if status == http.StatusOK {
			break
		}
	}
	return out
}
