package transport_test

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/classify"
	"github.com/preflightpay/preflight/internal/operation"
	"github.com/preflightpay/preflight/transport"
)

// fakePlatform answers POST /v1/payouts like the platform, following a script per idempotency
// key: each request takes the next answer (the last one repeats).
type fakePlatform struct {
	mu      sync.Mutex
	scripts map[string][]errcatalog.ID // 0 is success
	extra   map[string]string          // a member added to every error body of a key
	got     map[string][]*http.Request
	bodies  map[string][]string
}

func (p *fakePlatform) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	key := r.Header.Get("Idempotency-Key")
	body, _ := io.ReadAll(r.Body)
	p.mu.Lock()
	n := len(p.got[key])
	p.got[key] = append(p.got[key], r)
	p.bodies[key] = append(p.bodies[key], string(body))
	s := p.scripts[key]
	id := s[min(n, len(s)-1)]
	extra := p.extra[key]
	p.mu.Unlock()
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("X-Response-Id", "resp-"+key)
	if id == 0 {
		w.Write([]byte(`{"id":"po_1","status":"processing"}`))
		return
	}
	b := classify.Body(id)
	if extra != "" {
		b = append(b[:len(b)-1], ","+extra+"}"...)
	}
	w.WriteHeader(errcatalog.Get(id).HTTPStatus)
	w.Write(b)
}

func TestEndToEndAgainstAPlatformLikeServer(t *testing.T) {
	skipWithoutSockets(t)
	const later, auth, fix, dup, persist = "key-later", "key-auth", "key-fix", "key-dup", "key-persist"
	p := &fakePlatform{
		scripts: map[string][]errcatalog.ID{
			later:   {errcatalog.ServerInternalError, errcatalog.PayoutCreateFailedRetry, 0},
			auth:    {errcatalog.FiatLoginExpired, 0},
			fix:     {errcatalog.PayoutAmountInvalid, 0},
			dup:     {errcatalog.FiatIdempotencyPayloadMismatch, 0},
			persist: {errcatalog.ServerInternalError},
		},
		extra: map[string]string{persist: `"debug":"card 4242 4242 4242 4242 charged with Authorization: Bearer tok_live_9f8e7d6c5b4a3210"`},
		got:   map[string][]*http.Request{}, bodies: map[string][]string{},
	}
	srv := httptest.NewServer(p)
	defer srv.Close()

	var w waits
	refreshes := 0
	var reports []string
	client := &http.Client{Transport: transport.New(srv.Client().Transport, fast(&w, transport.Options{
		RefreshAuth: func(_ context.Context, r *http.Request) error {
			refreshes++
			r.Header.Set("Authorization", "Bearer refreshed")
			return nil
		},
		OnOperatorReport: func(op *operation.Operation, r classify.OperatorReport) {
			reports = append(reports, r.Method+" "+r.Path+" "+r.ResponseID+" "+r.RequestTime+" "+r.Response)
		},
	}))}
	do := func(key string) *http.Response {
		t.Helper()
		res, err := client.Do(post(t, srv.URL+"/v1/payouts", payout, key))
		if err != nil {
			t.Fatal(err)
		}
		io.ReadAll(res.Body)
		res.Body.Close()
		return res
	}

	cases := []struct {
		key    string
		sends  int
		status int
		action string
	}{
		{later, 3, 200, ""},
		{auth, 2, 200, ""},
		{fix, 1, 400, "FIX"},
		{dup, 1, 400, "DUP"},
		{persist, 4, 500, "LATER"},
	}
	for _, c := range cases {
		t.Run(c.key, func(t *testing.T) {
			res := do(c.key)
			if res.StatusCode != c.status {
				t.Errorf("status %d, want %d", res.StatusCode, c.status)
			}
			p.mu.Lock()
			got, bodies := p.got[c.key], p.bodies[c.key]
			p.mu.Unlock()
			if len(got) != c.sends {
				t.Errorf("%d sends, want %d", len(got), c.sends)
			}
			for i, r := range got {
				if r.Header.Get("Idempotency-Key") != c.key || bodies[i] != string(payout) {
					t.Errorf("send %d: key %q, body changed %v", i, r.Header.Get("Idempotency-Key"), bodies[i] != string(payout))
				}
			}
			if r, ok := transport.ResultOf(res); c.action != "" && (!ok || r.Action != c.action) {
				t.Errorf("result %+v", r)
			}
		})
	}
	if refreshes != 1 {
		t.Errorf("the refresh hook ran %d times", refreshes)
	}
	if a := p.got[auth]; len(a) == 2 && (a[0].Header.Get("Authorization") == "Bearer refreshed" || a[1].Header.Get("Authorization") != "Bearer refreshed") {
		t.Error("the retry after AUTH does not carry the refreshed credentials")
	}
	if len(reports) != 1 {
		t.Fatalf("%d operator reports, want 1 (the persisting LATER)", len(reports))
	}
	r := reports[0]
	t.Log(r)
	if !strings.HasPrefix(r, "POST /v1/payouts resp-key-persist 2026-11-23T10:00:00Z ") {
		t.Errorf("operator report %s", r)
	}
	for _, secret := range []string{"4242 4242 4242 4242", "4242424242424242", "tok_live_9f8e7d6c5b4a3210", "sk_live_secret_token_123456"} {
		if strings.Contains(r, secret) {
			t.Errorf("the operator report carries %q: %s", secret, r)
		}
	}
	if !strings.Contains(r, "An internal error occurred") {
		t.Errorf("the operator report lost the response: %s", r)
	}
}

// TestOversizedBodiesOverHTTP: in Observe mode a body over 1 MiB reaches a real server whole; a
// body with GetBody is sent again from it after LATER, a stream (no GetBody, no length, so
// chunked) is sent once and its LATER answer returned.
func TestOversizedBodiesOverHTTP(t *testing.T) {
	skipWithoutSockets(t)
	p := &fakePlatform{
		scripts: map[string][]errcatalog.ID{"replayable": {errcatalog.ServerInternalError, 0}, "stream": {errcatalog.ServerInternalError, 0}},
		got:     map[string][]*http.Request{}, bodies: map[string][]string{},
	}
	srv := httptest.NewServer(p)
	defer srv.Close()
	var w waits
	api := &http.Client{Transport: transport.New(srv.Client().Transport, fast(&w, transport.Options{Mode: transport.Observe}))}
	big := padded(2 << 20)
	res, err := api.Do(post(t, srv.URL+"/v1/payouts", big, "replayable"))
	if err != nil || res.StatusCode != 200 {
		t.Fatalf("%v %v", res, err)
	}
	res.Body.Close()
	if b := p.bodies["replayable"]; len(b) != 2 || b[0] != string(big) || b[1] != string(big) {
		t.Errorf("the server got %d bodies, not the whole body twice", len(b))
	}
	r, _ := http.NewRequest("POST", srv.URL+"/v1/payouts", newStream(2<<20))
	r.Header.Set("Idempotency-Key", "stream")
	res, err = api.Do(r)
	if err != nil || res.StatusCode != 500 {
		t.Fatalf("%v %v", res, err)
	}
	res.Body.Close()
	if b := p.bodies["stream"]; len(b) != 1 || len(b[0]) != 2<<20+16 {
		t.Errorf("the server got %d bodies of a stream sent once", len(b))
	}
}
