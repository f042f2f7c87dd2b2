package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"syscall"
	"time"

	"github.com/preflightpay/preflight/internal/jsonw"
	"github.com/preflightpay/preflight/internal/redact"
	"github.com/preflightpay/preflight/webhook"
)

// forwarder posts each delivery listen accepted to the application under test, as the platform
// sent it: the raw body and the request's headers, so that the application verifies the
// signature itself.
type forwarder struct {
	url    string
	client *http.Client
}

// errNotLoopback is the dial error of a forward URL that resolves off this machine without
// --forward-remote.
var errNotLoopback = errors.New("not a loopback address: --forward-remote allows other hosts")

// newForwarder checks the forward URL and builds its client: each POST bounded by timeout,
// redirects not followed (the answer shown is the application's own, and a redirect would send
// signed deliveries elsewhere), no proxy from the environment, and, unless remote, connections to
// loopback addresses only, checked at the dial, so that a name resolving elsewhere is refused
// too.
func newForwarder(raw string, timeout time.Duration, remote bool) (*forwarder, error) {
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.User != nil {
		return nil, errors.New("--forward-to must be an absolute http or https URL without credentials, such as http://127.0.0.1:3000/webhooks")
	}
	if !remote && !loopbackHost(u.Hostname()) {
		return nil, fmt.Errorf("--forward-to %s is not on this machine: deliveries are forwarded to localhost or a loopback address unless --forward-remote", u.Host)
	}
	dialer := &net.Dialer{Timeout: timeout}
	if !remote {
		dialer.Control = func(_, address string, _ syscall.RawConn) error {
			ap, err := netip.ParseAddrPort(address)
			if err != nil || !ap.Addr().Unmap().IsLoopback() {
				return errNotLoopback
			}
			return nil
		}
	}
	return &forwarder{url: u.String(), client: &http.Client{
		Timeout:       timeout,
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
		Transport: &http.Transport{DialContext: dialer.DialContext, TLSHandshakeTimeout: timeout,
			MaxIdleConnsPerHost: 4, IdleConnTimeout: 30 * time.Second},
	}}, nil
}

func loopbackHost(h string) bool {
	if h == "localhost" {
		return true
	}
	a, err := netip.ParseAddr(h)
	return err == nil && a.Unmap().IsLoopback()
}

// hopHeaders are the headers of one connection, which a forward does not carry; Host and
// Content-Length are the new request's own.
var hopHeaders = []string{"Connection", "Keep-Alive", "Proxy-Connection", "Proxy-Authenticate", "Proxy-Authorization",
	"Te", "Trailer", "Transfer-Encoding", "Upgrade", "Host", "Content-Length"}

// forward posts d to the application and returns its status, or the error that kept it from
// answering.
func (f *forwarder) forward(ctx context.Context, d webhook.Delivery) (int, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, f.url, bytes.NewReader(d.Body))
	if err != nil {
		return 0, err
	}
	req.Header = d.Header.Clone()
	if req.Header == nil {
		req.Header = http.Header{}
	}
	for _, h := range hopHeaders {
		req.Header.Del(h)
	}
	res, err := f.client.Do(req)
	if err != nil {
		var ue *url.Error
		if errors.As(err, &ue) {
			err = ue.Err
		}
		return 0, err
	}
	// Drained (a little) so that the connection is reused; the body is not shown.
	io.Copy(io.Discard, io.LimitReader(res.Body, 64<<10))
	res.Body.Close()
	return res.StatusCode, nil
}

// appendForward writes the member "forward": the application's status, or the error that kept
// it from answering, masked as every output is.
func appendForward(j *jsonw.Writer, status int, err error) {
	j.Key("forward")
	j.Open('{')
	j.IntField("status", int64(status))
	if err != nil {
		j.Field("error", redact.Text(err.Error()))
	}
	j.Close('}')
}

// reducer keeps each order's reconciled state (webhook.Reduce) across the events listen
// processes, one at a time.
type reducer map[string]webhook.OrderState

// appendReduced applies d's order update and writes the member "reduced": the order's state
// after it and what Reduce did with the update (a late processing event is "ignored" and leaves
// a FAILED order FAILED). Events without an order write nothing.
func (r reducer) appendReduced(j *jsonw.Writer, d webhook.Delivery) {
	o := d.Event.Order
	if o == nil || o.OrderID == "" {
		return
	}
	st, outcome := webhook.Reduce(r[o.OrderID], webhook.Update{Source: webhook.SourceWebhook,
		EventID: d.Event.EventID, Timestamp: d.Timestamp, Order: *o})
	r[o.OrderID] = st
	j.Key("reduced")
	j.Open('{')
	j.Field("order_status", string(st.Status))
	j.Field("outcome", outcome.String())
	j.Close('}')
}

// namedBody is what a refused delivery's body says of its event, when it is JSON enough to say
// it: the event_id and event_type, cut to a length no genuine one has.
func namedBody(body []byte) (id, typ string) {
	var v struct {
		EventID   any `json:"event_id"`
		EventType any `json:"event_type"`
	}
	if json.Unmarshal(body, &v) != nil {
		return "", ""
	}
	str := func(x any) string {
		s, _ := x.(string)
		if len(s) > 100 {
			s = s[:100]
		}
		return s
	}
	return str(v.EventID), str(v.EventType)
}

// refusalPeek bounds what listen reads of a delivery the Receiver refused before reading its
// body (a bad or stale header), only to name its event: a genuine body is a few kilobytes.
const (
	refusalPeek        = 64 << 10
	refusalPeekTimeout = 2 * time.Second
)

// recordingBody keeps the first refusalPeek bytes the Receiver reads of a body, so that a
// refusal can name the event the body holds.
type recordingBody struct {
	io.ReadCloser
	kept []byte
	read int64
}

func (b *recordingBody) Read(p []byte) (int, error) {
	n, err := b.ReadCloser.Read(p)
	if room := refusalPeek - len(b.kept); room > 0 {
		b.kept = append(b.kept, p[:min(n, room)]...)
	}
	b.read += int64(n)
	return n, err
}

// refusal is what OnReject heard of one request.
type refusal struct {
	status int
	cause  error
}

type refusalKey struct{}

// namingRefusals wraps the Receiver: each refused request is written by line with the event its
// body names. A body the Receiver left unread (a refusal on the headers) is read here, at most
// refusalPeek bytes within refusalPeekTimeout, after the Receiver has answered: the answer is
// the Receiver's, only the line is richer.
func namingRefusals(next http.Handler, line func(*jsonw.Writer)) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rec := &refusal{}
		body := &recordingBody{ReadCloser: r.Body}
		r = r.WithContext(context.WithValue(r.Context(), refusalKey{}, rec))
		r.Body = body
		next.ServeHTTP(w, r)
		if rec.cause == nil {
			return
		}
		if body.read == 0 && r.ContentLength <= refusalPeek {
			http.NewResponseController(w).SetReadDeadline(time.Now().Add(refusalPeekTimeout))
			io.Copy(io.Discard, io.LimitReader(body, refusalPeek))
		}
		j := jsonw.New(nil, false)
		j.Open('{')
		if id, typ := namedBody(body.kept); id != "" {
			j.Field("event_id", id)
			if typ != "" {
				j.Field("event_type", typ)
			}
		}
		j.IntField("status", int64(rec.status))
		j.Field("cause", redact.Text(rec.cause.Error()))
		j.Close('}')
		line(j)
	})
}

// noteRefusal is the Receiver's OnReject under namingRefusals: it records the status and cause
// for the line namingRefusals writes.
func noteRefusal(r *http.Request, status int, cause error) {
	if rec, ok := r.Context().Value(refusalKey{}).(*refusal); ok {
		rec.status, rec.cause = status, cause
	}
}
