package mock

import (
	"bytes"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/preflightpay/preflight/internal/classify"
)

// FuzzParseConfig holds that any bytes give a configuration or an ErrConfig, never a panic, and
// that an accepted configuration builds a mock.
func FuzzParseConfig(f *testing.F) {
	f.Add([]byte(`{"accounts": [{"api_key": "k", "allowed_ips": ["127.0.0.1/32"]}], "faults": {"*": {"later_rate": 0.5}}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		cfg, err := ParseConfig(data)
		if err != nil {
			return
		}
		m, err := New(cfg)
		if err != nil {
			t.Fatalf("ParseConfig accepted what New refuses: %v", err)
		}
		m.Close()
	})
}

// FuzzParseScenario holds that any bytes give a scenario or an ErrConfig, and that an accepted
// scenario plans events whose bodies are JSON.
func FuzzParseScenario(f *testing.F) {
	f.Add([]byte(`{"orders": [{"steps": [{"event": "processing"}, {"event": "failed", "after_ms": 5}]}], "issuing": [{}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := ParseScenario(data)
		if err != nil {
			return
		}
		d := newDeliverer(WebhookConfig{URL: "http://127.0.0.1:1"}, 1, nowFixed)
		for _, ev := range s.plan(d.rng, nowFixed()) {
			if b := ev.body(); len(b) == 0 || b[0] != '{' {
				t.Fatalf("event body %q", b)
			}
		}
	})
}

// FuzzRequest sends any method, path, body and idempotency key to a mock: the answer always has
// an x-response-id, and an error answer to an operation's request is a body classify reads.
func FuzzRequest(f *testing.F) {
	f.Add("POST", "/v1/payouts", []byte(`{"payment_amount": "-5"}`), "key-1")
	f.Add("GET", "/v1/transfer", []byte(``), "")
	m, err := New(Config{})
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, method, path string, body []byte, key string) {
		if !strings.HasPrefix(path, "/") || strings.HasPrefix(path, adminPrefix) {
			path = "/v1/" + strings.TrimPrefix(path, "/")
		}
		req, err := http.NewRequest(method, "http://mock"+path, bytes.NewReader(body))
		if err != nil {
			return
		}
		req.Header.Set(HeaderIdempotency, key)
		req.RemoteAddr = "127.0.0.1:1234"
		w := httptest.NewRecorder()
		m.ServeHTTP(w, req)
		if w.Header().Get(HeaderResponseID) == "" {
			t.Fatal("no x-response-id")
		}
		if w.Code >= 400 && w.Code != http.StatusNotFound {
			if _, _, _, ok := classify.ReadBody(w.Body.Bytes()); !ok {
				t.Fatalf("%d %q is not a platform error body", w.Code, w.Body.Bytes())
			}
		}
	})
}

func nowFixed() time.Time { return time.Date(2026, 11, 23, 10, 0, 0, 0, time.UTC) }
