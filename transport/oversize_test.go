package transport_test

import (
	"bytes"
	"errors"
	"io"
	"net/http"
	"reflect"
	"runtime"
	"strings"
	"testing"

	preflight "github.com/preflightpay/preflight"
	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/classify"
	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/operation"
	"github.com/preflightpay/preflight/transport"
)

var maxBody = input.DefaultLimits().MaxBytes

// padded is the payout with white space after its last member, n bytes in all: JSON that reads
// as the same payout, but for its size.
func padded(n int) []byte {
	b := bytes.TrimSpace(payout)
	head, tail := b[:len(b)-1], b[len(b)-1:]
	return append(append(head, bytes.Repeat([]byte(" "), n-len(b))...), tail...)
}

// stream is a one-shot body (no GetBody, no length): the payout's opening, n bytes of padding,
// then a closing brace, served without being held; it counts what was read and whether it was
// closed.
type stream struct {
	r      io.Reader
	read   int64
	closed bool
}

func newStream(n int64) *stream {
	return &stream{r: io.MultiReader(strings.NewReader(`{"reference":"`), io.LimitReader(repeat('x'), n), strings.NewReader(`"}`))}
}

func (s *stream) Read(p []byte) (int, error) {
	n, err := s.r.Read(p)
	s.read += int64(n)
	return n, err
}

func (s *stream) Close() error { s.closed = true; return nil }

type repeat byte

func (c repeat) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = byte(c)
	}
	return len(p), nil
}

// TestABodyOverTheLimitIsTheCheckersInvalidRequest: the transport answers a body over 1 MiB as
// the front door does (the operation's "invalid request" at ""): refused in Refuse mode,
// forwarded whole and reported in Observe mode; exactly 1 MiB is checked as usual.
func TestABodyOverTheLimitIsTheCheckersInvalidRequest(t *testing.T) {
	for _, n := range []int{maxBody + 1, 4 << 20} {
		big := padded(n)
		want, err := preflight.Check(string(operation.FiatCreatePayout), big, nil, preflight.Options{})
		if err != nil || want.Valid || want.Errors[0].Field != "" {
			t.Fatalf("the front door: %+v %v", want, err)
		}
		first := want.Errors[0]
		id, _ := errcatalog.ByKey(first.ID)
		t.Run("refuse/"+itoa(n), func(t *testing.T) {
			var s sent
			tr := transport.New(script(&s, resp(ok())), transport.Options{})
			res, err := tr.RoundTrip(post(t, payoutURL, big, "k"))
			if err != nil || s.n() != 0 {
				t.Fatalf("%v, %d sends", err, s.n())
			}
			if body := readAll(t, res); res.StatusCode != first.HTTPStatus || body != string(classify.Body(id, first.Params...)) || res.Header.Get(transport.HeaderRefused) != first.ID {
				t.Errorf("answered %d %s, want %d %s", res.StatusCode, body, first.HTTPStatus, classify.Body(id, first.Params...))
			}
			if got, ok := transport.ReportOf(res); !ok || !reflect.DeepEqual(got.Errors, want.Errors) {
				t.Errorf("report %+v, want %+v", got.Errors, want.Errors)
			}
		})
		t.Run("observe/"+itoa(n), func(t *testing.T) {
			var s sent
			var findings []preflight.Report
			tr := transport.New(script(&s, resp(ok())), transport.Options{Mode: transport.Observe,
				OnFindings: func(_ *operation.Operation, r preflight.Report) { findings = append(findings, r) }})
			res, err := tr.RoundTrip(post(t, payoutURL, big, ""))
			if err != nil || res.StatusCode != 200 || s.n() != 1 || s.body[0] != string(big) {
				t.Fatalf("%v %v, %d sends: not forwarded whole", res, err, s.n())
			}
			if len(findings) != 1 || !reflect.DeepEqual(findings[0].Errors, want.Errors) {
				t.Errorf("findings %+v", findings)
			}
			if got, ok := transport.ReportOf(res); !ok || !reflect.DeepEqual(got.Errors, want.Errors) {
				t.Errorf("report %+v", got.Errors)
			}
		})
	}
	t.Run("exactly 1 MiB is checked and sent", func(t *testing.T) {
		var s sent
		tr := transport.New(script(&s, resp(ok())), transport.Options{})
		res, err := tr.RoundTrip(post(t, payoutURL, padded(maxBody), "k"))
		if err != nil || res.StatusCode != 200 || s.n() != 1 || len(s.body[0]) != maxBody {
			t.Fatalf("%v %v, %d sends", res, err, s.n())
		}
		if r, ok := transport.ReportOf(res); !ok || !r.Valid {
			t.Errorf("report %+v", r)
		}
	})
	t.Run("a stream without a length is refused after 1 MiB + 1 bytes and closed", func(t *testing.T) {
		var s sent
		body := newStream(64 << 20)
		r, _ := http.NewRequest("POST", payoutURL, body)
		res, err := transport.New(script(&s, resp(ok())), transport.Options{}).RoundTrip(r)
		if err != nil || s.n() != 0 || res.Header.Get(transport.HeaderRefused) != errcatalog.FiatInvalidRequest.Key() {
			t.Fatalf("%v %v, %d sends", res, err, s.n())
		}
		if body.read > int64(maxBody)+1 || !body.closed {
			t.Errorf("read %d bytes of the body, closed %v", body.read, body.closed)
		}
		if got, _ := transport.ReportOf(res); !strings.Contains(got.Errors[0].Reason.Text, "more than 1048576 bytes") {
			t.Errorf("reason %q", got.Errors[0].Reason.Text)
		}
	})
}

// TestTheLedgerSeesOversizedPayloads: in Observe mode an oversized payload is forwarded, and its
// key is claimed with a fingerprint of its bytes, so a key reused with another oversized payload
// (the same first megabyte) is the platform's payload-mismatch entry, and so is one reused with
// another body that is not JSON; in Refuse mode the request is refused before the ledger, as
// every request with errors is.
func TestTheLedgerSeesOversizedPayloads(t *testing.T) {
	a := padded(2 << 20)
	b := bytes.Clone(a)
	copy(b[len(b)-40:], "9") // a byte in the padding, past the first MiB: not white space
	c := padded(2<<20 + 1)
	t.Run("observe", func(t *testing.T) {
		var s sent
		var findings []preflight.Report
		tr := transport.New(script(&s, resp(ok())), transport.Options{Mode: transport.Observe,
			OnFindings: func(_ *operation.Operation, r preflight.Report) { findings = append(findings, r) }})
		key := "k"
		mismatch := func(body []byte) bool {
			findings = nil
			if _, err := tr.RoundTrip(post(t, payoutURL, body, key)); err != nil {
				t.Fatal(err)
			}
			return len(findings) == 1 && findings[0].Errors[0].ID == errcatalog.FiatIdempotencyPayloadMismatch.Key()
		}
		if mismatch(a) {
			t.Error("the first use of the key is a mismatch")
		}
		if !mismatch(b) {
			t.Error("a key reused with another oversized payload was not seen")
		}
		if !mismatch(c) {
			t.Error("a key reused with another padding was not seen")
		}
		if mismatch(a) {
			t.Error("the same oversized payload again is a mismatch")
		}
		if !mismatch(payout) {
			t.Error("a key reused with a readable payload was not seen")
		}
		key = "broken"
		if mismatch([]byte(`{"payment_amount":`)) || mismatch([]byte(`{"payment_amount":`)) {
			t.Error("the same unreadable payload again is a mismatch")
		}
		if !mismatch([]byte(`{"payment_amount":1`)) {
			t.Error("a key reused with another unreadable payload was not seen")
		}
		if s.n() != 8 {
			t.Errorf("observe mode sent %d of 8", s.n())
		}
	})
	t.Run("refuse", func(t *testing.T) {
		var s sent
		ledger := transport.NewMemoryLedger(10, nil)
		tr := transport.New(script(&s, resp(ok())), transport.Options{Ledger: ledger})
		tr.RoundTrip(post(t, payoutURL, payout, "k"))
		res, err := tr.RoundTrip(post(t, payoutURL, a, "k"))
		if err != nil || s.n() != 1 || res.Header.Get(transport.HeaderRefused) != errcatalog.FiatInvalidRequest.Key() {
			t.Fatalf("%v %v, %d sends", res, err, s.n())
		}
		if res, _ := tr.RoundTrip(post(t, payoutURL, payout, "k")); res.StatusCode != 200 || ledger.Len() != 1 {
			t.Errorf("the refused request changed the ledger: %d, %d keys", res.StatusCode, ledger.Len())
		}
	})
	t.Run("a stream that cannot be read twice is a ledger failure", func(t *testing.T) {
		var s sent
		var reported []error
		tr := transport.New(script(&s, resp(ok())), transport.Options{Mode: transport.Observe,
			OnLedgerError: func(_ *operation.Operation, err error) { reported = append(reported, err) }})
		r, _ := http.NewRequest("POST", payoutURL, newStream(2<<20))
		r.Header.Set("Idempotency-Key", "k")
		if res, err := tr.RoundTrip(r); err != nil || res.StatusCode != 200 || s.n() != 1 || len(s.body[0]) != 2<<20+16 {
			t.Fatalf("fail open: %v %v, %d sends", res, err, s.n())
		}
		if len(reported) != 1 || !errors.Is(reported[0], transport.ErrBodyNotReplayable) {
			t.Errorf("reported %v", reported)
		}
		tr = transport.New(script(&s, resp(ok())), transport.Options{Mode: transport.Observe, LedgerFailure: transport.FailClosed})
		body := newStream(2 << 20)
		r, _ = http.NewRequest("POST", payoutURL, body)
		r.Header.Set("Idempotency-Key", "k")
		if res, err := tr.RoundTrip(r); res != nil || !errors.Is(err, transport.ErrLedgerUnavailable) || !errors.Is(err, transport.ErrBodyNotReplayable) || s.n() != 1 || !body.closed {
			t.Errorf("fail closed: %v %v, %d sends, closed %v", res, err, s.n(), body.closed)
		}
	})
}

// TestAnOversizedBodyIsNotHeldInMemory: forwarding a 64 MiB body, and fingerprinting one for the
// ledger, allocate a bounded amount (the 1 MiB the check reads, and its growth), not the body's
// size. Measured in bytes allocated, not time.
func TestAnOversizedBodyIsNotHeldInMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("streams 64 MiB")
	}
	const size = 64 << 20
	const bound = 8 << 20
	drain := rtFunc(func(r *http.Request) (*http.Response, error) {
		n, err := io.Copy(io.Discard, r.Body)
		r.Body.Close()
		if err != nil || n < size {
			return nil, errors.New("the body was cut: " + itoa(int(n)))
		}
		return ok(), nil
	})
	held := bytes.Repeat([]byte{' '}, size) // a caller's body already in memory: not counted
	copy(held, payout[:len(payout)-1])
	held[size-1] = '}'
	cases := []struct {
		name string
		req  func() *http.Request
	}{
		{"a stream, forwarded", func() *http.Request {
			r, _ := http.NewRequest("POST", payoutURL, newStream(size))
			return r
		}},
		{"a keyed body with GetBody, fingerprinted and forwarded", func() *http.Request {
			return post(t, payoutURL, held, "k")
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tr := transport.New(drain, transport.Options{Mode: transport.Observe})
			req := c.req()
			var before, after runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&before)
			res, err := tr.RoundTrip(req)
			runtime.ReadMemStats(&after)
			if err != nil || res.StatusCode != 200 {
				t.Fatalf("%v %v", res, err)
			}
			got := after.TotalAlloc - before.TotalAlloc
			t.Logf("allocated %d bytes for a %d-byte body", got, size)
			if got > bound {
				t.Errorf("allocated %d bytes for a %d-byte body, want at most %d", got, size, bound)
			}
		})
	}
}
