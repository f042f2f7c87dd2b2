package proxy_test

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"

	preflight "github.com/preflightpay/preflight"
	"github.com/preflightpay/preflight/internal/proxy"
)

// FuzzCheckAPI feeds the check API's one reading of bytes that the front door does not already
// fuzz: the envelope {"request": ..., "facts": ...} (envelope true) or a bare request. It never
// panics, answers 200, 400, 404 or ServeMux's redirect to a clean path only, and a 200 is preflight check's report, byte for byte;
// a 400 is an {"error": ...} object.
func FuzzCheckAPI(f *testing.F) {
	f.Add(true, "fiat/create-payout", []byte(`{"request": {"payment_amount": "1"}, "facts": {"balances": {"USD": "0"}}}`))
	f.Add(true, "ramp/create-withdraw", []byte(`{"request": {"amount": "x"}, "facts": null}`))
	f.Add(true, "fiat/create-payout", []byte(`{"request": 7}`))
	f.Add(true, "fiat/create-payout", []byte(`[]`))
	f.Add(false, "fiat/create-payout", []byte(`{"reference": "4111 1111 1111 1111"}`))
	f.Add(false, "fiat/nope", []byte(`{}`))
	u, _ := url.Parse("http://127.0.0.1:1")
	p, err := proxy.New(proxy.Config{Upstream: u})
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, envelope bool, op string, body []byte) {
		req := httptest.NewRequest(http.MethodPost, "http://127.0.0.1/", bytes.NewReader(body))
		req.URL.Path = "/_preflight/check/" + op
		if envelope {
			req.Header.Set("Content-Type", proxy.EnvelopeType)
		}
		w := httptest.NewRecorder()
		p.ServeHTTP(w, req)
		switch w.Code {
		case http.StatusOK:
			request, facts := body, []byte(nil)
			if envelope {
				var env struct{ Request, Facts json.RawMessage }
				json.Unmarshal(body, &env)
				request, facts = env.Request, env.Facts
				if string(facts) == "null" {
					facts = nil
				}
			}
			want, _, err := preflight.CheckJSON(op, request, facts, preflight.Options{})
			if err == nil && !bytes.Equal(want, w.Body.Bytes()) {
				t.Errorf("the API's report differs from CheckJSON's:\n%s\n%s", w.Body.Bytes(), want)
			}
		case http.StatusMovedPermanently, http.StatusTemporaryRedirect, http.StatusPermanentRedirect:
			// ServeMux sends a path with "." or ".." segments or doubled slashes to its clean form.
		case http.StatusBadRequest, http.StatusNotFound:
			var e struct {
				Error string `json:"error"`
			}
			if json.Unmarshal(w.Body.Bytes(), &e) != nil || e.Error == "" {
				t.Errorf("%d without an error object: %s", w.Code, w.Body.Bytes())
			}
		default:
			t.Errorf("status %d: %s", w.Code, w.Body.Bytes())
		}
	})
}
