// Package proxy is the engine of `preflight proxy`: a reverse proxy in front of the platform that
// any service, in any language, points its base URL at. It is the transport package (checks,
// refusals with the platform's exact answers, retries of LATER answers, the idempotency ledger,
// the usage record) put inside net/http/httputil.ReverseProxy, with what a process of its own
// adds: a facts document that can be replaced while it runs, the check API under /_preflight/,
// Prometheus metrics and structured logs.
//
// A request reaches the transport unchanged but for its URL (the upstream's scheme, host and base
// path): its headers, the credentials and the idempotency key among them, are forwarded as they
// came and never logged. A path that addresses no operation is streamed through untouched.
package proxy

import (
	"context"
	"crypto/rand"
	"crypto/tls"
	"encoding/hex"
	"errors"
	"log/slog"
	"net"
	"net/http"
	"net/http/httputil"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	preflight "github.com/preflightpay/preflight"
	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/door/httpdoor"
	"github.com/preflightpay/preflight/internal/facts"
	"github.com/preflightpay/preflight/internal/operation"
	"github.com/preflightpay/preflight/transport"
)

// The headers the proxy adds to its answers. HeaderRefused is the transport's: the entry id of a
// request answered locally.
const (
	HeaderRefused  = transport.HeaderRefused
	HeaderFindings = "Preflight-Findings"
	// HeaderError names why the proxy answered a request it could not send: "upstream-unreachable"
	// or "ledger-unavailable".
	HeaderError = "Preflight-Error"
	// HeaderResponseID is the platform's response id header; an answer made by the proxy carries
	// one starting with LocalResponsePrefix, so that an operator report never sends the
	// platform's operator looking for a request that never reached the platform.
	HeaderResponseID    = "x-response-id"
	LocalResponsePrefix = "preflight-local-"
)

// The defaults of Config's durations.
const (
	DefaultUpstreamTimeout = 30 * time.Second
	DefaultTimeout         = 60 * time.Second
)

// Config configures a Proxy. Upstream is required; every other field's zero value is the
// documented default.
type Config struct {
	// Upstream is the platform's base URL: scheme, host and an optional base path, which is put
	// before every request's path.
	Upstream *url.URL
	// Observe forwards every request (findings go to the log, the metrics and the
	// Preflight-Findings header); the default refuses a request whose report has errors.
	Observe bool
	// Strict checks in strict mode: predictions become errors.
	Strict bool
	// Facts is the facts document every request is checked with (docs/reports.md); nil for
	// none. ReloadFacts replaces it.
	Facts []byte
	// Ledger records idempotency keys; nil keeps them in this process's memory.
	Ledger transport.Ledger
	// LedgerFailClosed answers 503 when the ledger cannot be reached; the default sends the
	// request unrecorded.
	LedgerFailClosed bool
	// IdempotencyHeader names the header carrying the idempotency key (the front door's
	// default when empty).
	IdempotencyHeader string
	// Retry bounds the retries of LATER answers and network errors (transport.Retry's defaults).
	Retry transport.Retry
	// UpstreamTLS is the TLS configuration for an https upstream (the system's roots when nil).
	UpstreamTLS *tls.Config
	// UpstreamTimeout bounds each attempt's wait for the upstream's response headers
	// (DefaultUpstreamTimeout when 0).
	UpstreamTimeout time.Duration
	// Timeout bounds a request's whole exchange with the upstream, retries and their waits
	// included (DefaultTimeout when 0): no retry is started that would end after it.
	Timeout time.Duration
	// Log receives the proxy's structured lines (NewLogger); nil discards them.
	Log *slog.Logger
	// Base sends the requests upstream; nil builds an http.Transport from UpstreamTLS and
	// UpstreamTimeout. Tests replace it.
	Base http.RoundTripper
}

// Proxy is an http.Handler: the check API under /_preflight/, everything else proxied upstream.
type Proxy struct {
	cfg     Config
	log     *slog.Logger
	rp      *httputil.ReverseProxy // retries LATER answers and network errors
	rpOnce  *httputil.ReverseProxy // sends once
	header  string                 // the idempotency key's header
	api     http.Handler
	metrics *metrics
	usage   *transport.UsageTracker
	facts   atomic.Pointer[factsState]
}

// factsState is one version of the facts document: its bytes for the check API, and the
// transport's function giving it (with the usage so far when it configures limits).
type factsState struct {
	raw  []byte
	fn   transport.FactsFunc
	none bool
}

// New builds a proxy. The error is the facts document's when it cannot be read, or a missing
// or relative Upstream, or one with credentials.
func New(cfg Config) (*Proxy, error) {
	if cfg.Upstream == nil || cfg.Upstream.Scheme == "" || cfg.Upstream.Host == "" {
		return nil, errors.New("proxy: the upstream must be an absolute http or https URL")
	}
	if cfg.Upstream.Scheme != "http" && cfg.Upstream.Scheme != "https" {
		return nil, errors.New("proxy: the upstream must be an http or https URL")
	}
	if cfg.Upstream.User != nil {
		// ReverseProxy would drop them: each client's own credentials are what is forwarded.
		return nil, errors.New("proxy: the upstream URL must be without credentials; each client's own headers are forwarded")
	}
	if cfg.UpstreamTimeout <= 0 {
		cfg.UpstreamTimeout = DefaultUpstreamTimeout
	}
	if cfg.Timeout <= 0 {
		cfg.Timeout = DefaultTimeout
	}
	log := cfg.Log
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	p := &Proxy{cfg: cfg, log: log, metrics: newMetrics(), usage: transport.NewUsageTracker(nil), header: cfg.IdempotencyHeader}
	if p.header == "" {
		p.header = transport.DefaultIdempotencyHeader
	}
	if err := p.ReloadFacts(cfg.Facts); err != nil {
		return nil, err
	}
	if cfg.Ledger == nil {
		// One ledger for both transports below, as one Redis would be.
		cfg.Ledger = transport.NewMemoryLedger(0, nil)
	}
	base := cfg.Base
	if base == nil {
		base = upstreamTransport(cfg.UpstreamTLS, cfg.UpstreamTimeout)
	}
	opts := transport.Options{
		Strict:            cfg.Strict,
		BasePath:          basePath(cfg.Upstream),
		Facts:             p.factsFor,
		OnFindings:        p.onFindings,
		Retry:             cfg.Retry,
		OnOperatorReport:  p.onOperatorReport,
		IdempotencyHeader: cfg.IdempotencyHeader,
		Ledger:            cfg.Ledger,
		OnLedgerError:     p.onLedgerError,
		Usage:             p.usage,
	}
	if cfg.Observe {
		opts.Mode = transport.Observe
	}
	if cfg.LedgerFailClosed {
		opts.LedgerFailure = transport.FailClosed
	}
	p.rp = p.reverseProxy(transport.New(&timed{next: base, m: p.metrics}, opts))
	// A request that is not idempotent (a POST without a key) is sent once whatever the answer:
	// even a LATER one, since the platform may have acted on it before failing, and a second
	// payout is worse than an error the client sees.
	once := opts
	once.Retry.Max = -1
	p.rpOnce = p.reverseProxy(transport.New(&timed{next: base, m: p.metrics}, once))
	p.api = p.checkAPI()
	return p, nil
}

func (p *Proxy) reverseProxy(t *transport.Transport) *httputil.ReverseProxy {
	up := p.cfg.Upstream
	return &httputil.ReverseProxy{
		Rewrite: func(r *httputil.ProxyRequest) {
			r.SetURL(up)
			// ReverseProxy removes the forwarding headers before Rewrite; the proxy forwards
			// every header as the client sent it, and adds none: it is the client's own hop,
			// not a gateway the platform should know of.
			for _, k := range forwarding {
				if v, ok := r.In.Header[k]; ok {
					r.Out.Header[k] = v
				}
			}
			if x := exchangeOf(r.In.Context()); x != nil && x.op != "" {
				// The transport reads an operation's error answers (their entry decides a
				// retry, the ledger and the operator report), which it cannot do in a
				// compression the client chose (Node's fetch asks for gzip, deflate and br).
				// Without the client's Accept-Encoding, Go's transport asks for gzip and
				// inflates the answer itself; the client gets it uncompressed.
				r.Out.Header.Del("Accept-Encoding")
			}
		},
		Transport:      t,
		BufferPool:     copyBuffers,
		ModifyResponse: p.modifyResponse,
		ErrorHandler:   p.errorHandler,
		ErrorLog:       slog.NewLogLogger(p.log.Handler(), slog.LevelError),
	}
}

// copyBuffers are the buffers ReverseProxy copies response bodies with. Without a pool it makes
// (and clears) a new 32 KiB one for every response: the largest allocation of a proxied request.
var copyBuffers = &bufferPool{pool: sync.Pool{New: func() any { return new([32 << 10]byte) }}}

type bufferPool struct{ pool sync.Pool }

func (b *bufferPool) Get() []byte  { return b.pool.Get().(*[32 << 10]byte)[:] }
func (b *bufferPool) Put(p []byte) { b.pool.Put((*[32 << 10]byte)(p)) }

// forwarding are the headers ReverseProxy removes before Rewrite.
var forwarding = []string{"Forwarded", "X-Forwarded-For", "X-Forwarded-Host", "X-Forwarded-Proto"}

// basePath is the transport's BasePath: the upstream's path, under which the platform's paths
// sit once the proxy has rewritten a request.
func basePath(u *url.URL) string {
	if p := strings.TrimSuffix(u.Path, "/"); p != "" {
		return p
	}
	return "/"
}

// upstreamTransport is http.DefaultTransport's settings with the proxy's TLS roots and a bound on
// the wait for response headers: a platform that accepts a connection and never answers holds
// neither the client nor a retry for longer than that.
func upstreamTransport(tlsConfig *tls.Config, timeout time.Duration) *http.Transport {
	t := http.DefaultTransport.(*http.Transport).Clone()
	t.TLSClientConfig = tlsConfig
	t.ResponseHeaderTimeout = timeout
	t.DialContext = (&net.Dialer{Timeout: 10 * time.Second, KeepAlive: 30 * time.Second}).DialContext
	t.MaxIdleConnsPerHost = 256
	return t
}

// ReloadFacts replaces the facts document every later request is checked with; nil or empty
// removes it. On an error the document in force stays.
func (p *Proxy) ReloadFacts(doc []byte) error {
	st := &factsState{none: len(strings.TrimSpace(string(doc))) == 0}
	if st.none {
		st.fn = func(context.Context, *preflight.Operation, *http.Request) (*preflight.Facts, error) { return nil, nil }
		p.facts.Store(st)
		return nil
	}
	f, err := facts.Parse(doc)
	if err != nil {
		return err
	}
	st.raw = append([]byte(nil), doc...)
	static := func(context.Context, *operation.Operation, *http.Request) (*facts.Facts, error) { return f, nil }
	st.fn = static
	if len(f.Limits) > 0 {
		// The configured ceilings with what this proxy has sent so far: the limits rules need
		// both, and only the proxy sees what went through it.
		st.fn = transport.Combine(static, p.usage.Facts)
	}
	p.facts.Store(st)
	return nil
}

func (p *Proxy) factsFor(ctx context.Context, op *operation.Operation, req *http.Request) (*facts.Facts, error) {
	return p.facts.Load().fn(ctx, op, req)
}

// exchange is what the proxy learns of one request while the transport handles it.
type exchange struct {
	op       string // the operation's name; "" when none matched
	attempts int
	outcome  string
	entry    string // the refusal's entry
}

type exchangeKey struct{}

func exchangeOf(ctx context.Context) *exchange {
	x, _ := ctx.Value(exchangeKey{}).(*exchange)
	return x
}

// The outcomes of a request, the metrics' "outcome" label.
const (
	outcomeRefused     = "refused"
	outcomeForwarded   = "forwarded"
	outcomePassed      = "passed" // no operation matched: forwarded unchecked
	outcomeUnreachable = "upstream_unreachable"
	outcomeLedger      = "ledger_unavailable"
	outcomeTimeout     = "upstream_timeout"
	outcomeCanceled    = "canceled" // the client went away first
)

// ServeHTTP serves the check API under /_preflight/ and proxies every other request.
func (p *Proxy) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if strings.HasPrefix(r.URL.Path, apiPrefix) {
		p.api.ServeHTTP(w, r)
		return
	}
	if r.Method == http.MethodConnect {
		// A tunnel to anywhere is not the platform's API.
		http.Error(w, "preflight proxy: CONNECT is not proxied", http.StatusMethodNotAllowed)
		return
	}
	x := &exchange{outcome: outcomeForwarded}
	if q, err := httpdoor.Match(r.Method, r.URL.Path); err == nil {
		x.op = string(q.Operation.Name)
	} else {
		x.outcome = outcomePassed
	}
	ctx, cancel := context.WithTimeout(context.WithValue(r.Context(), exchangeKey{}, x), p.cfg.Timeout)
	defer cancel()
	rp := p.rp
	if r.Method != http.MethodGet && r.Method != http.MethodHead && r.Header.Get(p.header) == "" {
		rp = p.rpOnce
	}
	rp.ServeHTTP(w, r.WithContext(ctx))
	op := opLabel(x)
	p.metrics.requests.WithLabelValues(op, x.outcome).Inc()
	if x.attempts > 1 {
		p.metrics.retries.WithLabelValues(op).Add(float64(x.attempts - 1))
	}
	if x.entry != "" {
		p.metrics.refusals.WithLabelValues(x.entry).Inc()
	}
}

// modifyResponse marks what the proxy answered itself and names the findings of what it sent.
func (p *Proxy) modifyResponse(resp *http.Response) error {
	x := exchangeOf(resp.Request.Context())
	// attempts is 0 only for an answer the transport made: an upstream's own Preflight-Refused
	// (another preflight proxy) is the upstream's answer, forwarded as it came.
	if entry := resp.Header.Get(HeaderRefused); entry != "" && x != nil && x.attempts == 0 {
		x.outcome, x.entry = outcomeRefused, entry
		resp.Header.Set(HeaderResponseID, localResponseID())
		// The platform's answers carry their length; so does the proxy's, rather than chunks.
		resp.Header.Set("Content-Length", strconv.FormatInt(resp.ContentLength, 10))
		return nil
	}
	if r, ok := transport.ReportOf(resp); ok {
		if ids := findingIDs(r); ids != "" {
			resp.Header.Set(HeaderFindings, ids)
		}
		for _, e := range r.Errors {
			p.metrics.findings.WithLabelValues(e.ID, "error").Inc()
		}
		for _, w := range r.Warnings {
			if w.Predicts != "" {
				p.metrics.findings.WithLabelValues(w.Predicts, "prediction").Inc()
			}
		}
	}
	return nil
}

// findingIDs is the Preflight-Findings value: the entry ids of the errors, then of the entries
// the warnings predict, each once, comma-separated. Advice names no entry and is left out; no
// value of the request is ever part of it.
func findingIDs(r preflight.Report) string {
	var b strings.Builder
	seen := map[string]bool{}
	add := func(id string) {
		if id == "" || seen[id] {
			return
		}
		seen[id] = true
		if b.Len() > 0 {
			b.WriteString(", ")
		}
		b.WriteString(id)
	}
	for _, e := range r.Errors {
		add(e.ID)
	}
	for _, w := range r.Warnings {
		add(w.Predicts)
	}
	return b.String()
}

func localResponseID() string {
	var b [12]byte
	rand.Read(b[:])
	return LocalResponsePrefix + hex.EncodeToString(b[:])
}

// errorHandler answers a request the proxy could not send: with the ledger unreachable under
// fail-closed 503; past --timeout 504; otherwise (the upstream unreachable after the retries) 502.
// The body is the platform's own 500 envelope, whose action is LATER, so that a client
// classifying the answer retries later; Preflight-Error says which it was. A client that went
// away is answered nothing: no one reads it, and it is no failure of the upstream.
func (p *Proxy) errorHandler(w http.ResponseWriter, r *http.Request, err error) {
	x := exchangeOf(r.Context())
	if x == nil {
		x = &exchange{}
	}
	var status int
	var why string
	switch {
	case errors.Is(err, transport.ErrLedgerUnavailable):
		status, why, x.outcome = http.StatusServiceUnavailable, "ledger-unavailable", outcomeLedger
		p.metrics.ledgerErrors.Inc()
		p.log.Error("ledger unavailable: request not sent", "operation", opLabel(x), "error", err)
	case errors.Is(err, context.Canceled) && r.Context().Err() != nil:
		x.outcome = outcomeCanceled
		return
	case errors.Is(err, context.DeadlineExceeded) && r.Context().Err() != nil:
		status, why, x.outcome = http.StatusGatewayTimeout, "upstream-timeout", outcomeTimeout
		p.log.Error("upstream timeout: no answer within the request's time", "operation", opLabel(x), "timeout", p.cfg.Timeout.String())
	default:
		status, why, x.outcome = http.StatusBadGateway, "upstream-unreachable", outcomeUnreachable
		p.log.Error("upstream unreachable", "operation", opLabel(x), "error", err)
	}
	a := httpdoor.AnswerFor(preflight.Issue{Entry: errcatalog.ServerInternalError})
	h := w.Header()
	h.Set("Content-Type", "application/json")
	h.Set(HeaderError, why)
	h.Set(HeaderResponseID, localResponseID())
	if status == http.StatusServiceUnavailable {
		h.Set("Retry-After", "1")
	}
	w.WriteHeader(status)
	w.Write(a.Body)
}

func opLabel(x *exchange) string {
	if x == nil || x.op == "" {
		return "none"
	}
	return x.op
}

func (p *Proxy) onFindings(op *operation.Operation, r preflight.Report) {
	errs, warns := make([]string, 0, len(r.Errors)), make([]string, 0, len(r.Warnings))
	for _, e := range r.Errors {
		errs = append(errs, e.ID+" ("+e.Reason.Code+")")
	}
	for _, w := range r.Warnings {
		warns = append(warns, w.ID+" ("+w.Reason.Code+")")
	}
	what := "findings"
	if !r.Valid && !p.cfg.Observe {
		what = "refused"
	}
	p.log.Info(what, "operation", string(op.Name), "errors", errs, "warnings", warns)
}

func (p *Proxy) onOperatorReport(op *operation.Operation, r preflight.OperatorReport) {
	// The request time is the transport's clock, not a value of the request: logged as a time,
	// which the log's redaction leaves whole, since the digits of a timestamp often hold a run
	// that passes for a card number.
	when := slog.String("request_time", r.RequestTime)
	if t, err := time.Parse(time.RFC3339Nano, r.RequestTime); err == nil {
		when = slog.Time("request_time", t)
	}
	p.log.Warn("LATER persisted after the retries: give the operator this report",
		"operation", string(op.Name), "method", r.Method, "path", r.Path, "x_response_id", r.ResponseID,
		when, "http_status", r.HTTPStatus, "response", r.Response)
}

func (p *Proxy) onLedgerError(op *operation.Operation, err error) {
	p.metrics.ledgerErrors.Inc()
	p.log.Error("ledger error: request sent unrecorded", "operation", string(op.Name), "error", err)
}

// timed is the transport's base: it times each attempt sent upstream and counts the attempts of
// a request (the first and its retries).
type timed struct {
	next http.RoundTripper
	m    *metrics
}

func (t *timed) RoundTrip(r *http.Request) (*http.Response, error) {
	x := exchangeOf(r.Context())
	start := time.Now()
	resp, err := t.next.RoundTrip(r)
	if x != nil {
		x.attempts++
	}
	t.m.upstream.WithLabelValues(opLabel(x)).Observe(time.Since(start).Seconds())
	return resp, err
}
