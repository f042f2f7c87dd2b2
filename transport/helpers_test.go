package transport_test

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/benchpeer"
	"github.com/preflightpay/preflight/internal/classify"
	"github.com/preflightpay/preflight/transport"
)

// rtFunc is a base RoundTripper made of a function.
type rtFunc func(*http.Request) (*http.Response, error)

func (f rtFunc) RoundTrip(r *http.Request) (*http.Response, error) { return f(r) }

// answer is a response with status and body.
func answer(status int, body []byte, header ...string) *http.Response {
	h := http.Header{"Content-Type": {"application/json"}}
	for i := 0; i+1 < len(header); i += 2 {
		h.Set(header[i], header[i+1])
	}
	return &http.Response{StatusCode: status, Header: h, Body: io.NopCloser(bytes.NewReader(body)), ContentLength: int64(len(body))}
}

// platform answers with a catalog entry exactly as the platform writes it.
func platform(id errcatalog.ID, params ...string) *http.Response {
	return answer(errcatalog.Get(id).HTTPStatus, classify.Body(id, params...), "X-Response-Id", "resp_"+id.Key())
}

func ok() *http.Response { return answer(200, []byte(`{"id":"po_1"}`)) }

// sent records what reached the base transport.
type sent struct {
	mu   sync.Mutex
	reqs []*http.Request
	body []string
}

func (s *sent) add(r *http.Request) {
	var b []byte
	if r.Body != nil {
		b, _ = io.ReadAll(r.Body)
		r.Body.Close()
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.reqs = append(s.reqs, r)
	s.body = append(s.body, string(b))
}

func (s *sent) n() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.reqs)
}

// script is a base RoundTripper answering with the responses in order (the last one repeats)
// and recording what it was sent.
func script(s *sent, answers ...func() (*http.Response, error)) http.RoundTripper {
	i := 0
	var mu sync.Mutex
	return rtFunc(func(r *http.Request) (*http.Response, error) {
		s.add(r)
		mu.Lock()
		a := answers[min(i, len(answers)-1)]
		i++
		mu.Unlock()
		return a()
	})
}

// resp answers with a fresh copy of r each time.
func resp(r *http.Response) func() (*http.Response, error) {
	body, _ := io.ReadAll(r.Body)
	return func() (*http.Response, error) {
		c := *r
		c.Header = r.Header.Clone()
		c.Body = io.NopCloser(bytes.NewReader(body))
		return &c, nil
	}
}

// waits records the transport's sleeps instead of sleeping.
type waits struct {
	mu sync.Mutex
	d  []time.Duration
}

func (w *waits) sleep(_ context.Context, d time.Duration) error {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.d = append(w.d, d)
	return nil
}

// fast are options that never wait: the clock is fixed, sleeps are recorded, jitter takes the
// ceiling.
func fast(w *waits, o transport.Options) transport.Options {
	o.Now = func() time.Time { return time.Date(2026, 11, 23, 10, 0, 0, 0, time.UTC) }
	o.Sleep = w.sleep
	o.Jitter = func(max time.Duration) time.Duration { return max }
	return o
}

var payout = benchpeer.PayoutJSON

func post(t testing.TB, url string, body []byte, key string) *http.Request {
	t.Helper()
	r, err := http.NewRequest("POST", url, bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	r.Header.Set("Content-Type", "application/json")
	r.Header.Set("Authorization", "Bearer sk_live_secret_token_123456")
	if key != "" {
		r.Header.Set("Idempotency-Key", key)
	}
	return r
}

func readAll(t testing.TB, r *http.Response) string {
	t.Helper()
	b, err := io.ReadAll(r.Body)
	r.Body.Close()
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// skipWithoutSockets skips under the WASM test run, which opens no socket.
func skipWithoutSockets(t testing.TB) {
	if runtime.GOOS == "js" || runtime.GOOS == "wasip1" {
		t.Skip("no sockets under " + runtime.GOOS)
	}
}

// changed returns the payout with one member's value replaced.
func changed(member, value string) []byte {
	s := string(payout)
	i := strings.Index(s, `"`+member+`"`)
	if i < 0 {
		panic("no member " + member)
	}
	j := i + len(member) + 2
	j += strings.Index(s[j:], `"`) + 1
	k := j + strings.Index(s[j:], `"`)
	return []byte(s[:j] + value + s[k:])
}
