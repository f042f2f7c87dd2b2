package transport_test

import (
	"bytes"
	"io"
	"net/http"
	"testing"

	"github.com/preflightpay/preflight/transport"
)

// instant is a base RoundTripper that answers 200 at once, with no network.
type instant struct{}

var okBody = []byte(`{"id":"po_1"}`)

func (instant) RoundTrip(r *http.Request) (*http.Response, error) {
	if r.Body != nil {
		r.Body.Close()
	}
	return &http.Response{StatusCode: 200, Header: http.Header{}, Body: io.NopCloser(bytes.NewReader(okBody)), Request: r}, nil
}

func benchRequest(b *testing.B) *http.Request {
	r, err := http.NewRequest("POST", "https://api.example/v1/payouts", bytes.NewReader(payout))
	if err != nil {
		b.Fatal(err)
	}
	r.Header.Set("Content-Type", "application/json")
	return r
}

// BenchmarkTransportOverhead: a valid payout through the transport (mapping, input object,
// check, body buffering, a 2xx answer) to a base that answers 200 at once. Its baseline,
// BenchmarkTransportBaseline, calls the base directly: the difference is the transport's cost.
// No idempotency key is sent, so the ledger is not involved.
func BenchmarkTransportOverhead(b *testing.B) {
	tr := transport.New(instant{}, transport.Options{})
	b.SetBytes(int64(len(payout)))
	b.ReportAllocs()
	for b.Loop() {
		r := benchRequest(b)
		res, err := tr.RoundTrip(r)
		if err != nil || res.StatusCode != 200 {
			b.Fatal(err)
		}
		res.Body.Close()
	}
}

// BenchmarkTransportBaseline: the same request straight to the base.
func BenchmarkTransportBaseline(b *testing.B) {
	var base http.RoundTripper = instant{}
	b.SetBytes(int64(len(payout)))
	b.ReportAllocs()
	for b.Loop() {
		r := benchRequest(b)
		res, err := base.RoundTrip(r)
		if err != nil || res.StatusCode != 200 {
			b.Fatal(err)
		}
		res.Body.Close()
	}
}

// BenchmarkTransportCheckOnly: mapping the request to its operation and checking its input
// object, with no send (transport.Check).
func BenchmarkTransportCheckOnly(b *testing.B) {
	tr := transport.New(instant{}, transport.Options{})
	r := benchRequest(b)
	b.SetBytes(int64(len(payout)))
	b.ReportAllocs()
	for b.Loop() {
		rep, ok, err := tr.Check(r, payout)
		if err != nil || !ok || !rep.Valid {
			b.Fatal(err)
		}
	}
}

// BenchmarkTransportKeyedOverhead: BenchmarkTransportOverhead with an idempotency key, so that
// the memory ledger records it (a new key each time).
func BenchmarkTransportKeyedOverhead(b *testing.B) {
	tr := transport.New(instant{}, transport.Options{})
	b.SetBytes(int64(len(payout)))
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		r := benchRequest(b)
		i++
		r.Header.Set("Idempotency-Key", "bench-"+itoa(i))
		res, err := tr.RoundTrip(r)
		if err != nil || res.StatusCode != 200 {
			b.Fatal(err)
		}
		res.Body.Close()
	}
}

func itoa(i int) string {
	var buf [20]byte
	n := len(buf)
	for {
		n--
		buf[n] = byte('0' + i%10)
		i /= 10
		if i == 0 {
			return string(buf[n:])
		}
	}
}

// The transport's own allocations for a keyed valid payout (the base answers at once) and for a
// refused one: a bound with some headroom over today's counts (26 and 33 with go1.26), far below
// what they were before the fingerprint, the path match, the body read and the refusal's
// classification stopped copying (63 and 246). A count, not a time: it cannot flake on a loaded
// machine.
func TestRoundTripAllocations(t *testing.T) {
	invalid := bytes.Replace(payout, []byte(`"account_holder": "Ada Lovelace"`), []byte(`"account_holder": ""`), 1)
	for _, tt := range []struct {
		name   string
		body   []byte
		status int
		most   float64
	}{
		{"valid, keyed", payout, 200, 35},
		{"refused", invalid, 400, 40},
	} {
		t.Run(tt.name, func(t *testing.T) {
			tr := transport.New(instant{}, transport.Options{})
			const runs = 50
			reqs := make([]*http.Request, runs+1) // AllocsPerRun calls once more to warm up
			for i := range reqs {
				r, err := http.NewRequest("POST", "https://api.example/v1/payouts", bytes.NewReader(tt.body))
				if err != nil {
					t.Fatal(err)
				}
				r.Header.Set("Content-Type", "application/json")
				r.Header.Set("Idempotency-Key", "alloc-"+itoa(i))
				reqs[i] = r
			}
			i := 0
			n := testing.AllocsPerRun(runs, func() {
				res, err := tr.RoundTrip(reqs[i])
				i++
				if err != nil || res.StatusCode != tt.status {
					t.Fatalf("status %v, error %v; want %d", res, err, tt.status)
				}
				res.Body.Close()
			})
			t.Logf("%v allocations per request", n)
			if n > tt.most {
				t.Errorf("%v allocations per request; want at most %v", n, tt.most)
			}
		})
	}
}
