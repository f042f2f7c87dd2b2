package transport

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	preflight "github.com/preflightpay/preflight"
	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/classify"
	"github.com/preflightpay/preflight/internal/door/httpdoor"
	"github.com/preflightpay/preflight/internal/facts"
	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/operation"
	"github.com/preflightpay/preflight/internal/report"
	"github.com/preflightpay/preflight/reason"
)

// Mode says what the transport does with a request whose report has errors.
type Mode uint8

const (
	// Refuse (the default) does not send a request whose report has errors: RoundTrip answers
	// with the response the platform would have sent for the report's first error.
	Refuse Mode = iota
	// Observe sends every request and hands the findings to Options.OnFindings: for rolling
	// preflight out behind a working integration.
	Observe
)

// LedgerPolicy says what the transport does when its ledger cannot be reached.
type LedgerPolicy uint8

const (
	// FailOpen (the default) sends the request unrecorded and reports the ledger's error to
	// Options.OnLedgerError.
	FailOpen LedgerPolicy = iota
	// FailClosed does not send: RoundTrip returns an error that wraps ErrLedgerUnavailable (and
	// the ledger's error), and no response.
	FailClosed
)

// ErrLedgerUnavailable is wrapped by the error RoundTrip returns under FailClosed when the
// ledger could not record an idempotency key.
var ErrLedgerUnavailable = errors.New("transport: idempotency ledger unavailable")

// HeaderRefused is set on a response that the transport synthesized instead of sending the
// request; its value is the catalog entry's key ("payout.routing-type-ach").
const HeaderRefused = "Preflight-Refused"

// DefaultIdempotencyHeader is the header read for the idempotency key when
// Options.IdempotencyHeader is empty: the front door's (preflight.DefaultIdempotencyHeader).
// Set the header your integration sends.
const DefaultIdempotencyHeader = httpdoor.DefaultIdempotencyHeader

// DefaultIdempotencyTTL is how long the ledger remembers a key when Options.IdempotencyTTL is
// zero. The specification does not say how long the platform keeps a key.
const DefaultIdempotencyTTL = 24 * time.Hour

// Retry bounds the retries of LATER answers and of network errors. Retry n (n >= 1) waits a
// random duration in [0, min(Cap, Base·2^(n-1))] ("full jitter"), or the response's Retry-After
// when that is longer.
type Retry struct {
	Max  int           // retries after the first attempt; 0 takes 3; negative disables retries
	Base time.Duration // 0 takes 250ms
	Cap  time.Duration // 0 takes 5s
	// MaxWait is the longest wait the transport makes before a retry: a Retry-After beyond it
	// ends the retries and the response is returned. 0 takes 30s.
	MaxWait time.Duration
}

// The defaults of Retry.
const (
	DefaultRetryMax     = 3
	DefaultRetryBase    = 250 * time.Millisecond
	DefaultRetryCap     = 5 * time.Second
	DefaultRetryMaxWait = 30 * time.Second
)

// FactsFunc returns what the caller knows beyond the request, for one request to op. A nil
// result means no facts: rules that need them are skipped and listed in the report. The
// transport never modifies the facts returned.
type FactsFunc func(ctx context.Context, op *preflight.Operation, req *http.Request) (*preflight.Facts, error)

// Options configure a Transport. The zero value is the documented default for every field.
type Options struct {
	// Mode is Refuse (default) or Observe.
	Mode Mode
	// Strict checks in strict mode: predictions become errors (see preflight.Options).
	Strict bool
	// BasePath is the prefix of the platform's paths in request URLs ("/gateway"); requests
	// whose path does not start with it pass through unchecked. When empty, everything before
	// the first "/v1/" is ignored.
	BasePath string
	// Facts gives the facts of each request; nil checks without facts. An error from it is
	// returned by RoundTrip, and nothing is sent. The request's body has been read when it is
	// called: it reads the operation, the URL and the headers.
	Facts FactsFunc
	// OnFindings is called with the report of every checked request that has errors or
	// warnings, once, in both modes, before the request is sent or refused: the requests Refuse
	// mode blocks included (their reports are the ones with errors), so that logs and metrics
	// built on it count the same findings in both modes.
	OnFindings func(op *preflight.Operation, r preflight.Report)

	// Retry bounds the retries; see Retry for the defaults.
	Retry Retry
	// RefreshAuth is called once when the platform answers AUTH, with the copy of the request
	// that will be sent again: it sets fresh credentials on it (its headers) and returns nil, or
	// returns an error and the AUTH response is returned as it came. Nil: AUTH is not retried.
	RefreshAuth func(ctx context.Context, req *http.Request) error
	// OnOperatorReport receives the operator report of a LATER answer that persisted after the
	// retries: method, path, x-response-id, request time and the full response, redacted (no
	// API keys, tokens or card numbers). Request headers are never part of it.
	OnOperatorReport func(op *preflight.Operation, r preflight.OperatorReport)

	// IdempotencyHeader names the header that carries the idempotency key; empty takes
	// DefaultIdempotencyHeader.
	IdempotencyHeader string
	// Ledger records each idempotency key with its request; nil takes a NewMemoryLedger of
	// DefaultMemoryLedgerSize keys.
	Ledger Ledger
	// IdempotencyTTL is how long a key is remembered; zero takes DefaultIdempotencyTTL.
	IdempotencyTTL time.Duration
	// LedgerFailure is the policy when the ledger returns an error: FailOpen (default) or
	// FailClosed.
	LedgerFailure LedgerPolicy
	// OnLedgerError receives the ledger's errors under FailOpen, when the request is sent
	// unrecorded, and, under either policy, an error forgetting the key of a request the
	// platform refused, which the ledger then still holds.
	OnLedgerError func(op *preflight.Operation, err error)

	// Usage, when set, records what this process sent successfully (see UsageTracker).
	Usage *UsageTracker

	// Now is the clock (time.Now when nil), Sleep waits d or until ctx is done (a timer when
	// nil), Jitter returns a random duration in [0, max] (uniform when nil). Tests set them to
	// run retries without waiting.
	Now    func() time.Time
	Sleep  func(ctx context.Context, d time.Duration) error
	Jitter func(max time.Duration) time.Duration
}

// Transport is an http.RoundTripper that checks requests to the platform before sending them
// and acts on the platform's answers. It is safe for concurrent use.
type Transport struct {
	base   http.RoundTripper
	opts   Options
	header string
	ttl    time.Duration
}

// New wraps base (http.DefaultTransport when nil).
func New(base http.RoundTripper, opts Options) *Transport {
	if base == nil {
		base = http.DefaultTransport
	}
	if opts.Retry.Max == 0 {
		opts.Retry.Max = DefaultRetryMax
	}
	if opts.Retry.Base <= 0 {
		opts.Retry.Base = DefaultRetryBase
	}
	if opts.Retry.Cap <= 0 {
		opts.Retry.Cap = DefaultRetryCap
	}
	if opts.Retry.MaxWait <= 0 {
		opts.Retry.MaxWait = DefaultRetryMaxWait
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	if opts.Sleep == nil {
		opts.Sleep = sleep
	}
	if opts.Jitter == nil {
		opts.Jitter = jitter
	}
	if opts.Ledger == nil {
		opts.Ledger = NewMemoryLedger(0, opts.Now)
	}
	t := &Transport{base: base, opts: opts, header: opts.IdempotencyHeader, ttl: opts.IdempotencyTTL}
	if t.header == "" {
		t.header = DefaultIdempotencyHeader
	}
	if t.ttl <= 0 {
		t.ttl = DefaultIdempotencyTTL
	}
	return t
}

// attachment is what the transport hangs on a response's request context.
type attachment struct {
	report *preflight.Report
	result *classify.Result
}

type attachmentKey struct{}

// ReportOf returns the report of the check behind resp: for a refused response, the report
// whose first error it carries; for a sent one, the report of the check made before sending. It
// is false for a response the transport did not check: no operation matched, or a body it cannot
// read for an operation whose catalog documents no "invalid request".
func ReportOf(resp *http.Response) (preflight.Report, bool) {
	a := attachmentOf(resp)
	if a == nil || a.report == nil {
		return preflight.Report{}, false
	}
	return *a.report, true
}

// ResultOf returns the classification of an error response (non-2xx) to a checked request:
// its catalog entry and action. A refused response is classified too.
func ResultOf(resp *http.Response) (preflight.Classification, bool) {
	a := attachmentOf(resp)
	if a == nil || a.result == nil {
		return classify.Result{}, false
	}
	return *a.result, true
}

func attachmentOf(resp *http.Response) *attachment {
	if resp == nil || resp.Request == nil {
		return nil
	}
	a, _ := resp.Request.Context().Value(attachmentKey{}).(*attachment)
	return a
}

func attach(resp *http.Response, req *http.Request, a *attachment) {
	resp.Request = req.WithContext(context.WithValue(req.Context(), attachmentKey{}, a))
}

// RoundTrip implements http.RoundTripper.
func (t *Transport) RoundTrip(req *http.Request) (*http.Response, error) {
	q, ok := t.match(req)
	if !ok {
		return t.base.RoundTrip(req)
	}
	op := q.Operation
	pl, err := readBody(req)
	if err != nil {
		return nil, err
	}
	ctx := req.Context()
	if encoded(req) {
		// A compressed body is not JSON to the check, and whether the platform takes one is not
		// shown: refusing it as the operation's "invalid request" would be an error the
		// specification does not state. It is sent as it came, unchecked and unrecorded.
		return t.send(ctx, op, req, &pl, nil)
	}
	p, err := t.prepare(ctx, &q, req, &pl)
	if err != nil {
		pl.close()
		return nil, err
	}
	if p == nil { // unreadable for an operation that documents no "invalid request"
		return t.send(ctx, op, req, &pl, nil)
	}
	if !p.report.Valid && t.opts.Mode == Refuse {
		pl.close()
		return t.refuse(op, req, p.report, p.answer), nil
	}
	key := q.IdempotencyKey
	claimed := false
	if key != "" {
		var rec, stored string
		var fresh bool
		p.fingerprint, err = pl.fingerprint(p) // only keyed requests pay for it
		if err == nil {
			rec = record(p.fingerprint, req.Method, t.opPath(req))
			stored, fresh, err = t.opts.Ledger.Claim(ctx, key, rec, t.ttl)
		}
		switch {
		case err != nil && t.opts.LedgerFailure == FailClosed:
			pl.close()
			return nil, fmt.Errorf("%w: %w", ErrLedgerUnavailable, err)
		case err != nil:
			if t.opts.OnLedgerError != nil {
				t.opts.OnLedgerError(op, err)
			}
		case fresh:
			claimed = true
		case stored != rec:
			if r, bad := t.mismatch(op, p, stored); bad {
				p.report = r
				if t.opts.Mode == Refuse {
					pl.close()
					return t.refuse(op, req, r, httpdoor.AnswerFor(r.Errors[0])), nil
				}
			}
		}
	}
	t.findings(op, p.report)
	resp, err := t.send(ctx, op, req, &pl, p)
	if claimed && forget(resp, err) {
		if ferr := t.opts.Ledger.Forget(context.WithoutCancel(ctx), key); ferr != nil && t.opts.OnLedgerError != nil {
			t.opts.OnLedgerError(op, ferr)
		}
	}
	if err == nil && t.opts.Usage != nil && resp.StatusCode/100 == 2 && p.readable {
		t.opts.Usage.record(op, p.input)
	}
	return resp, err
}

// Check maps req to its operation and checks it as RoundTrip would before sending, with body as
// the request's body (req.Body is not read), and sends nothing: a dry run. ok is false when req
// addresses no operation, or when its body cannot be read for an operation whose catalog
// documents no "invalid request"; err is the Facts function's.
func (t *Transport) Check(req *http.Request, body []byte) (r preflight.Report, ok bool, err error) {
	q, matched := t.match(req)
	if !matched {
		return preflight.Report{}, false, nil
	}
	p, err := t.prepare(req.Context(), &q, req, &payload{head: body, size: int64(len(body))})
	if err != nil || p == nil {
		return preflight.Report{}, false, err
	}
	return p.report, true, nil
}

// encoded reports whether the request's body has a Content-Encoding other than identity.
func encoded(req *http.Request) bool {
	for _, v := range req.Header.Values("Content-Encoding") {
		for _, c := range strings.Split(v, ",") {
			if c = strings.TrimSpace(c); c != "" && !strings.EqualFold(c, "identity") {
				return true
			}
		}
	}
	return false
}

// forget reports whether a key claimed for a request must be forgotten after its answer: the
// platform refused the request (an error answer other than LATER), so the key holds no result
// there, and a corrected payload under the same key is the platform's to judge. A success, a
// LATER answer and a network error keep the key: the platform may have stored it.
func forget(resp *http.Response, err error) bool {
	if err != nil || resp.StatusCode/100 == 2 {
		return false
	}
	res, ok := ResultOf(resp)
	return ok && res.Action != errcatalog.Later.String()
}

// match finds the operation a request addresses.
func (t *Transport) match(req *http.Request) (httpdoor.Request, bool) {
	if req.URL == nil {
		return httpdoor.Request{}, false
	}
	p, ok := t.platformPath(req.URL.Path)
	if !ok {
		return httpdoor.Request{}, false
	}
	q, err := httpdoor.Match(req.Method, p)
	return q, err == nil
}

func (t *Transport) platformPath(p string) (string, bool) {
	if t.opts.BasePath != "" {
		rest, ok := strings.CutPrefix(p, strings.TrimSuffix(t.opts.BasePath, "/"))
		if !ok || !strings.HasPrefix(rest, "/") {
			return "", false
		}
		return rest, true
	}
	i := strings.Index(p, "/v1/")
	if i < 0 {
		return "", false
	}
	return p[i:], true
}

func (t *Transport) opPath(req *http.Request) string {
	p, _ := t.platformPath(req.URL.Path)
	return p
}

// payload is a request's body as the transport holds it: whole when within
// input.DefaultLimits().MaxBytes, otherwise never more than its first MaxBytes+1 bytes.
type payload struct {
	// head is the whole body; over the limit, its first MaxBytes+1 bytes, which the check reads
	// and then only once needs: prepare drops them for a body sent from get.
	head []byte
	over bool  // the body is longer than the limit
	size int64 // the body's length when known (the request's ContentLength over the limit)
	// An oversized body is sent from get, the request's GetBody, as often as needed; without it,
	// from once (head, then the unread rest), a single time.
	get  func() (io.ReadCloser, error)
	once io.ReadCloser
}

// readBody reads the request's body within input.DefaultLimits().MaxBytes and closes it, unless
// it is longer and has no GetBody: then once keeps it to be sent.
func readBody(req *http.Request) (payload, error) {
	if req.Body == nil || req.Body == http.NoBody {
		return payload{}, nil
	}
	limit := int64(input.DefaultLimits().MaxBytes)
	head, err := readAtMost(req.Body, limit+1, req.ContentLength)
	if err != nil {
		req.Body.Close()
		return payload{}, err
	}
	if int64(len(head)) <= limit {
		req.Body.Close()
		return payload{head: head, size: int64(len(head))}, nil
	}
	pl := payload{head: head, over: true, size: req.ContentLength}
	if req.GetBody != nil {
		req.Body.Close()
		pl.get = req.GetBody
	} else {
		pl.once = readCloser{io.MultiReader(bytes.NewReader(head), req.Body), req.Body}
	}
	return pl, nil
}

// readAtMost reads r to its end or to most bytes, whichever comes first, as
// io.ReadAll(io.LimitReader(r, most)) does, into one buffer of the declared length rather than a
// buffer grown and copied a few times. Only a declared length up to sizeHintMost is trusted so:
// a header alone must not make the proxy hold a megabyte for a body that never comes.
func readAtMost(r io.Reader, most, length int64) ([]byte, error) {
	size := int64(512)
	if length >= 0 && length < min(most, sizeHintMost) {
		size = length + 1 // room to read the end without growing
	}
	b := make([]byte, 0, size)
	for int64(len(b)) < most {
		if len(b) == cap(b) {
			b = append(b, 0)[:len(b)]
		}
		n, err := r.Read(b[len(b):min(int64(cap(b)), most)])
		b = b[:len(b)+n]
		if err == io.EOF {
			return b, nil
		}
		if err != nil {
			return b, err
		}
	}
	return b, nil
}

// sizeHintMost is the longest declared body length readAtMost allocates for before reading:
// a payment request is a few kilobytes.
const sizeHintMost = 64 << 10

// replayable reports whether the body can be sent again (for a retry).
func (pl *payload) replayable() bool { return !pl.over || pl.get != nil }

// close closes a body that will not be sent.
func (pl *payload) close() {
	if pl.once != nil {
		pl.once.Close()
		pl.once = nil
	}
}

// fingerprint is the ledger's fingerprint of the request's payload: that of its input object
// when the check could read it; otherwise "raw:" and the SHA-256 of the body's bytes (so that it
// never equals an object's), an oversized body hashed as it is read from GetBody, a few
// kilobytes at a time. Without GetBody it is ErrBodyNotReplayable: the hash would need the whole
// body read, so held, before it is sent.
func (pl *payload) fingerprint(p *prepared) (string, error) {
	if p.readable {
		return fingerprint(p.input), nil
	}
	h := sha256.New()
	switch {
	case !pl.over:
		h.Write(pl.head)
	case pl.get == nil:
		return "", ErrBodyNotReplayable
	default:
		b, err := pl.get()
		if err != nil {
			return "", err
		}
		_, err = io.Copy(h, b)
		b.Close()
		if err != nil {
			return "", err
		}
	}
	return "raw:" + hex.EncodeToString(h.Sum(nil)), nil
}

type readCloser struct {
	io.Reader
	io.Closer
}

// prepared is a checked request.
type prepared struct {
	report      preflight.Report
	answer      *httpdoor.Answer // the platform's answer to report's first error
	input       input.Value
	readable    bool
	fingerprint string // computed for a request with an idempotency key
}

// prepare reads the request's input object and checks it with the request's facts. It returns
// nil for a body that cannot be read for an operation whose catalog documents no "invalid
// request" (preflight.ErrUnreadable).
func (t *Transport) prepare(ctx context.Context, q *httpdoor.Request, req *http.Request, pl *payload) (*prepared, error) {
	var f *facts.Facts
	if t.opts.Facts != nil {
		var err error
		if f, err = t.opts.Facts(ctx, q.Operation, req); err != nil {
			return nil, err
		}
	}
	opts := httpdoor.Options{Strict: t.opts.Strict, IdempotencyHeader: t.header}
	var query url.Values // none to parse for most requests: a map saved
	if req.URL.RawQuery != "" {
		query = req.URL.Query()
	}
	q.Read(query, req.Header, pl.head, pl.size, opts)
	if pl.get != nil {
		pl.head = nil // sent and fingerprinted from get
	}
	res, err := q.Check(f, opts)
	if err != nil {
		return nil, nil
	}
	return &prepared{report: res.Report, answer: res.Answer, input: res.Input, readable: res.Report.Unreadable == nil}, nil
}

// refuse reports the findings and answers a, the platform's answer to the report's first error.
func (t *Transport) refuse(op *operation.Operation, req *http.Request, r preflight.Report, a *httpdoor.Answer) *http.Response {
	t.findings(op, r)
	return t.refused(op, req, r.Errors[0].ID, a, &r)
}

// findings hands a report with errors or warnings to OnFindings.
func (t *Transport) findings(op *operation.Operation, r preflight.Report) {
	if t.opts.OnFindings != nil && (!r.Valid || len(r.Warnings) > 0) {
		t.opts.OnFindings(op, r)
	}
}

// refused synthesizes the platform's answer a, which it marks as preflight's, for the entry with
// key.
func (t *Transport) refused(op *operation.Operation, req *http.Request, key string, a *httpdoor.Answer, r *preflight.Report) *http.Response {
	h := a.Header
	h.Set(HeaderRefused, key)
	resp := &http.Response{
		Status:        strconv.Itoa(a.Status) + " " + http.StatusText(a.Status),
		StatusCode:    a.Status,
		Proto:         "HTTP/1.1",
		ProtoMajor:    1,
		ProtoMinor:    1,
		Header:        h,
		Body:          io.NopCloser(bytes.NewReader(a.Body)),
		ContentLength: int64(len(a.Body)),
	}
	res := classify.Classify(classify.Request{Operation: string(op.Name), Method: op.Method, Path: op.Path, HTTPStatus: a.Status, Body: a.Body})
	attach(resp, req, &attachment{report: r, result: &res})
	return resp
}

// mismatch compares a stored ledger record with this request: the report of the platform's
// entry for a key reused with another endpoint or another payload, and true; false when the
// record is this request's.
func (t *Transport) mismatch(op *operation.Operation, p *prepared, stored string) (preflight.Report, bool) {
	fp, endpoint, _ := strings.Cut(stored, " ")
	var f report.Finding
	switch {
	case !idempotencyMatches(op, endpoint, p.input):
		f = report.Finding{ID: errcatalog.IdempotencyEndpointMismatch, Reason: reason.New(reason.IdempotencyEndpointMismatch,
			"the ledger says the key was first used with "+reason.Shown(endpoint)+"; this request is "+op.Method+" "+op.Path)}
	case fp != p.fingerprint:
		f = report.Finding{ID: payloadMismatch(op.Name), Reason: reason.New(reason.IdempotencyPayloadMismatch,
			"the ledger says the key's first request has fingerprint "+short(fp)+"…; this one has "+short(p.fingerprint)+"…")}
	default:
		return preflight.Report{}, false
	}
	r := p.report
	r.Valid = false
	r.Errors = append([]preflight.Issue{report.IssueOf(f)}, r.Errors...)
	return r, true
}

func short(fp string) string {
	if len(fp) > 12 {
		return fp[:12]
	}
	return fp
}

// record is what the ledger keeps for a key: the payload's fingerprint, then the method and
// path the key was first sent to, separated by spaces.
func record(fp, method, path string) string { return fp + " " + method + " " + path }

// Report is the report of a check; see preflight.Report.
type Report = preflight.Report

// RoundTripperFunc is an http.RoundTripper made of a function.
type RoundTripperFunc func(*http.Request) (*http.Response, error)

// RoundTrip calls f(r).
func (f RoundTripperFunc) RoundTrip(r *http.Request) (*http.Response, error) { return f(r) }

// ErrBodyNotReplayable is the ledger's error (see Options.LedgerFailure) for a keyed request
// whose body is over the size limit and has no GetBody: its fingerprint would need the whole
// body read before it is sent, so held in memory.
var ErrBodyNotReplayable = errors.New("transport: a body over the size limit without GetBody cannot be fingerprinted before it is sent")
