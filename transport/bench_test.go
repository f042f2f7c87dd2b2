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
