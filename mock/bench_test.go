package mock_test

import (
	"io"
	"net/http"
	"net/http/httptest"
	"runtime"
	"strings"
	"testing"

	"github.com/preflightpay/preflight/mock"
)

// clients is how many concurrent clients the benchmarks run.
const clients = 50

// benchServe measures requests per second to h over loopback HTTP from 50 concurrent clients,
// each request built by req.
func benchServe(b *testing.B, h http.Handler, method, path, body string) {
	srv := httptest.NewServer(h)
	defer srv.Close()
	tr := &http.Transport{MaxIdleConns: clients * 2, MaxIdleConnsPerHost: clients * 2}
	defer tr.CloseIdleConnections()
	c := &http.Client{Transport: tr}
	b.SetParallelism((clients + runtime.GOMAXPROCS(0) - 1) / runtime.GOMAXPROCS(0))
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			var rd io.Reader
			if body != "" {
				rd = strings.NewReader(body)
			}
			req, _ := http.NewRequest(method, srv.URL+path, rd)
			res, err := c.Do(req)
			if err != nil {
				b.Error(err)
				return
			}
			io.Copy(io.Discard, res.Body)
			res.Body.Close()
			if res.StatusCode != http.StatusOK {
				b.Errorf("status %d", res.StatusCode)
				return
			}
		}
	})
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "req/s")
}

func newBenchMock(b *testing.B) *mock.Mock {
	m, err := mock.New(mock.Config{})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(m.Close)
	return m
}

// BenchmarkMockBaseline is a bare handler answering 200 with a small JSON body, served the same
// way: the ceiling the mock's figures are read against.
func BenchmarkMockBaseline(b *testing.B) {
	benchServe(b, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.Copy(io.Discard, r.Body)
		w.Header().Set("Content-Type", "application/json")
		w.Write([]byte(`{"valid":true}`))
	}), "POST", "/v1/beneficiaries/check", mock.BeneficiaryJSON)
}

// BenchmarkMockCheckBeneficiary is a POST that runs every rule of check-beneficiary.
func BenchmarkMockCheckBeneficiary(b *testing.B) {
	benchServe(b, newBenchMock(b), "POST", "/v1/beneficiaries/check", mock.BeneficiaryJSON)
}

// BenchmarkMockListBalances is a GET that reads the state.
func BenchmarkMockListBalances(b *testing.B) {
	benchServe(b, newBenchMock(b), "GET", "/v1/balances", "")
}
