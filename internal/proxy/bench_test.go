package proxy_test

import (
	"bytes"
	"io"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"strconv"
	"sync/atomic"
	"testing"

	"github.com/preflightpay/preflight/internal/benchpeer"
	"github.com/preflightpay/preflight/internal/proxy"
)

// The proxy's own cost per request, over an upstream that answers at once: a valid payout
// forwarded, a refused one answered locally, and the bare httputil.ReverseProxy baseline the
// forwarded one compares with (scripts/proxy-load.sh measures the same over the mock with 50
// clients).
func BenchmarkBareReverseProxy(b *testing.B) {
	up := instantUpstream(b)
	u, _ := url.Parse(up.URL)
	benchHandler(b, httputil.NewSingleHostReverseProxy(u), benchpeer.PayoutJSON)
}

func BenchmarkProxyValidPayout(b *testing.B) {
	benchHandler(b, benchProxy(b), benchpeer.PayoutJSON)
}

func BenchmarkProxyRefusedPayout(b *testing.B) {
	invalid := bytes.Replace(benchpeer.PayoutJSON, []byte(`"account_holder": "Ada Lovelace"`), []byte(`"account_holder": ""`), 1)
	benchHandler(b, benchProxy(b), invalid)
}

func instantUpstream(b *testing.B) *httptest.Server {
	up := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.Copy(io.Discard, r.Body)
		w.Header().Set("Content-Type", "application/json")
		w.Write([]byte(`{"id":"po_1","status":"processing"}`))
	}))
	b.Cleanup(up.Close)
	return up
}

func benchProxy(b *testing.B) *proxy.Proxy {
	u, _ := url.Parse(instantUpstream(b).URL)
	p, err := proxy.New(proxy.Config{Upstream: u})
	if err != nil {
		b.Fatal(err)
	}
	return p
}

// benchHandler serves h and sends body from parallel clients, each request with its own key.
func benchHandler(b *testing.B, h http.Handler, body []byte) {
	srv := httptest.NewServer(h)
	defer srv.Close()
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 64}}
	var n int64
	b.ReportAllocs()
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			req, _ := http.NewRequest(http.MethodPost, srv.URL+"/v1/payouts", bytes.NewReader(body))
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set("Idempotency-Key", "bench-"+strconv.FormatInt(atomic.AddInt64(&n, 1), 10)+"-"+strconv.Itoa(len(body)))
			res, err := client.Do(req)
			if err != nil {
				b.Error(err)
				return
			}
			io.Copy(io.Discard, res.Body)
			res.Body.Close()
		}
	})
}
