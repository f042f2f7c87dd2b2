package webhook_test

import (
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/preflightpay/preflight/internal/webhooktest"
	"github.com/preflightpay/preflight/webhook"
)

// countingBody is a request body that records how many bytes the receiver read of it.
type countingBody struct {
	r    io.Reader
	read int
}

func (b *countingBody) Read(p []byte) (int, error) {
	n, err := b.r.Read(p)
	b.read += n
	return n, err
}

func (b *countingBody) Close() error { return nil }

// TestReceiverRefusesWhatTheHeadersRefuseWithoutReadingTheBody: a sender that is not allowed,
// or headers that could not be those of a genuine delivery, are refused before a byte of the
// body is read, so that a request that will be refused costs no memory for its body.
func TestReceiverRefusesWhatTheHeadersRefuseWithoutReadingTheBody(t *testing.T) {
	start := time.Unix(1_763_631_000, 0)
	body := webhook.ReadTestEvent(t, "stocks_processing.json")
	signer := webhooktest.Sender{Secret: secret}
	good := webhooktest.Delivery{Body: body, Timestamp: start.Unix()}
	tests := []struct {
		name   string
		req    *http.Request
		length int64 // Content-Length, when not the body's
		status int
		cause  error
		read   bool
	}{
		{"sender outside the list", webhooktest.Sender{Secret: secret, RemoteAddr: "203.0.113.9:1"}.Request(good), 0, 403, webhook.ErrSenderNotAllowed, false},
		{"no signature", webhooktest.Sender{}.Request(good), 0, 401, webhook.ErrNotSigned, false},
		{"malformed signature", withHeader(signer.Request(good), webhook.HeaderSignature, strings.Repeat("Z", webhook.SignatureLen)), 0, 400, webhook.ErrMalformedHeader, false},
		{"malformed timestamp", withHeader(signer.Request(good), webhook.HeaderTimestamp, "-1"), 0, 400, webhook.ErrMalformedHeader, false},
		{"timestamp an hour old", signer.Request(webhooktest.Delivery{Body: body, Timestamp: start.Add(-time.Hour).Unix()}), 0, 401, webhook.ErrTooOld, false},
		{"timestamp an hour ahead", signer.Request(webhooktest.Delivery{Body: body, Timestamp: start.Add(time.Hour).Unix()}), 0, 401, webhook.ErrTooNew, false},
		{"declared length over the limit", signer.Request(good), 4097, 413, webhook.ErrBodyTooLarge, false},
		// Only the body can tell a well-formed signature that does not match.
		{"wrong secret", webhooktest.Sender{Secret: []byte("other")}.Request(good), 0, 401, webhook.ErrNoValidSignature, true},
		{"genuine", signer.Request(good), 0, 200, nil, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rc := newReceiver(t, webhooktest.NewClock(start), &recorder{})
			var cause error
			rc.OnReject = func(_ *http.Request, _ int, err error) { cause = err }
			cb := &countingBody{r: tt.req.Body}
			tt.req.Body = cb
			if tt.length != 0 {
				tt.req.ContentLength = tt.length
			}
			w := httptest.NewRecorder()
			rc.ServeHTTP(w, tt.req)
			if w.Code != tt.status || !errors.Is(cause, tt.cause) {
				t.Errorf("status %d cause %v, want %d %v", w.Code, cause, tt.status, tt.cause)
			}
			if (cb.read > 0) != tt.read {
				t.Errorf("read %d bytes of the body", cb.read)
			}
			if closes := w.Header().Get("Connection") == "close"; closes != (tt.status != 200 && !tt.read) {
				t.Errorf("Connection: close is %v", closes)
			}
		})
	}
}

func withHeader(r *http.Request, name, value string) *http.Request {
	r.Header.Set(name, value)
	return r
}

// TestReceiverCutsABodyThatStalls: a sender whose headers pass and whose body stops half-way
// is answered 408 after BodyTimeout, on a server that sets no read limit of its own.
func TestReceiverCutsABodyThatStalls(t *testing.T) {
	now := time.Now()
	body := webhook.ReadTestEvent(t, "stocks_processing.json")
	rc := newReceiver(t, webhooktest.NewClock(now), &recorder{})
	rc.Senders = nil
	rc.BodyTimeout = 200 * time.Millisecond
	causes := make(chan error, 1)
	rc.OnReject = func(_ *http.Request, _ int, err error) { causes <- err }
	srv := httptest.NewServer(rc)
	defer srv.Close()
	c, err := net.Dial("tcp", srv.Listener.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	c.SetDeadline(time.Now().Add(10 * time.Second))
	ts := fmt.Sprint(now.Unix())
	sig, _ := webhook.Sign(secret, body, ts)
	fmt.Fprintf(c, "POST / HTTP/1.1\r\nHost: localhost\r\n%s: %s\r\n%s: %s\r\nContent-Length: %d\r\n\r\n%s",
		webhook.HeaderTimestamp, ts, webhook.HeaderSignature, sig, len(body), body[:len(body)/2])
	b, err := io.ReadAll(c)
	if errors.Is(err, os.ErrDeadlineExceeded) {
		t.Fatal("the receiver still waits on the body after 10s")
	}
	if !strings.HasPrefix(string(b), "HTTP/1.1 408 ") {
		t.Errorf("answer %q, want 408", b)
	}
	if err := <-causes; !errors.Is(err, webhook.ErrBodyTimeout) {
		t.Errorf("cause %v, want ErrBodyTimeout", err)
	}
}
