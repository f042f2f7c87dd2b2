package serve

import (
	"errors"
	"io"
	"net"
	"net/http"
	"net/netip"
	"strings"
	"sync"
	"time"
)

// A local server is reachable by every web page the user's browser opens: a page on any origin
// may send it a request (a "simple" POST of text/plain needs no CORS preflight, and
// mode: 'no-cors' sends it without reading the answer), and a page on a name the attacker
// controls may rebind that name to 127.0.0.1 and then read the answers as its own. The guard
// answers only requests that
//
//   - name the server by a host it is known by: "localhost", an IP address (a rebinding
//     needs a name, since the browser binds the page's origin to its name), or a name added
//     with AllowHosts; any other Host is refused 403, and with it the rebinding;
//   - and, for every method but GET, HEAD and OPTIONS, come from no other web page: net/http's
//     CrossOriginProtection refuses a request whose Sec-Fetch-Site says another site or
//     origin sent it, or, from a browser that does not send that header, whose Origin is not
//     the Host it was sent to (another port of localhost is another origin). Programs (curl,
//     the SDKs, the platform) send neither header and pass. A GET may still come from another
//     page, but its answer is not readable there (the servers send no CORS headers), and no
//     GET changes state.
//
// It then applies the limits a handler cannot apply itself:
//
//   - a request whose body is framed with Transfer-Encoding is answered with Connection:
//     close. RFC 9112, 6.1, requires closing after a request that carries both
//     Transfer-Encoding and Content-Length (a sign of request smuggling); net/http reads the
//     body by Transfer-Encoding alone, as the RFC allows, but removes the Content-Length
//     before any handler sees the request and keeps the connection, so the guard cannot tell
//     the two apart and closes after every chunked request. Clients that know their body's
//     length (every one the servers serve: the SDKs, curl, the platform) send Content-Length,
//     so this costs at most a new connection on loopback.
//   - at most maxBodies request bodies are read at once (the semaphore slots); the slot is
//     given back when the body is read to its end or the handler returns.
//   - every write of the response moves the write deadline to now + the write limit.
type guard struct {
	next  http.Handler
	inner http.Handler // serve behind the cross-origin check
	hosts map[string]bool
	cop   *http.CrossOriginProtection
	slots chan struct{}
	lim   limits
}

func newGuard(next http.Handler, hosts []string, lim limits) (*guard, error) {
	g := &guard{next: next, hosts: map[string]bool{"localhost": true}, cop: http.NewCrossOriginProtection(),
		slots: make(chan struct{}, lim.maxBodies), lim: lim}
	g.cop.SetDenyHandler(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		http.Error(w, "refused: a web page on another origin sent this request", http.StatusForbidden)
	}))
	g.inner = g.cop.Handler(http.HandlerFunc(g.serve))
	for _, h := range hosts {
		name, err := HostName(h)
		if err != nil {
			return nil, err
		}
		g.hosts[name] = true
	}
	return g, nil
}

// errHostName is HostName's error.
var errHostName = errors.New("serve: not a host name or IP address (letters, digits, '-' and '.', optionally with :PORT)")

// HostName reads a host the server may be reached as: a DNS name, or an IP address (an IPv6
// one in brackets when a port follows), with or without ":PORT". It returns the name in lower
// case without the port, as the guard compares it. An empty host, a wildcard, a URL or a name
// with other characters is refused: the guard's list names hosts, it does not match patterns.
func HostName(s string) (string, error) {
	if _, port, err := net.SplitHostPort(s); err == nil && strings.Trim(port, "0123456789") != "" {
		return "", errHostName
	}
	name := hostOnly(s)
	if name == "" {
		return "", errHostName
	}
	if _, err := netip.ParseAddr(name); err == nil {
		return name, nil
	}
	for i := 0; i < len(name); i++ {
		c := name[i]
		if !('a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '-' || c == '.') {
			return "", errHostName
		}
	}
	return name, nil
}

// hostOnly is the host of a Host header value, without the port and brackets, in lower case.
func hostOnly(hostport string) string {
	host := hostport
	if h, _, err := net.SplitHostPort(hostport); err == nil {
		host = h
	}
	return strings.ToLower(strings.TrimSuffix(strings.TrimPrefix(host, "["), "]"))
}

// hostAllowed reports whether a request's Host names this server. An empty Host (HTTP/1.0,
// which net/http accepts without one) names nothing that could be rebound.
func (g *guard) hostAllowed(host string) bool {
	if host == "" {
		return true
	}
	name := hostOnly(host)
	if _, err := netip.ParseAddr(name); err == nil {
		return true
	}
	return g.hosts[name]
}

func (g *guard) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if !g.hostAllowed(r.Host) {
		http.Error(w, "refused: this server answers to localhost, IP addresses and the names given with --allow-host", http.StatusForbidden)
		return
	}
	g.inner.ServeHTTP(w, r)
}

func (g *guard) serve(w http.ResponseWriter, r *http.Request) {
	if len(r.TransferEncoding) > 0 {
		w.Header().Set("Connection", "close")
	}
	rc := http.NewResponseController(w)
	pw := &pacedWriter{ResponseWriter: w, rc: rc, limit: g.lim.write}
	if r.Body != nil && r.Body != http.NoBody {
		release, ok := g.takeSlot(r)
		if !ok {
			h := w.Header()
			h.Set("Retry-After", "1")
			// The body is left unread: closing is cheaper than reading it to keep the connection.
			h.Set("Connection", "close")
			http.Error(pw, "busy: too many request bodies being received at once; retry", http.StatusServiceUnavailable)
			return
		}
		defer release()
		r.Body = &slotBody{ReadCloser: r.Body, release: release}
	}
	g.next.ServeHTTP(pw, r)
	// What the handler left buffered is written after it returns, under a deadline of its own.
	pw.extend()
}

// takeSlot waits up to the body wait for one of the slots, or until the request is cancelled.
// The release it returns may be called more than once.
func (g *guard) takeSlot(r *http.Request) (release func(), ok bool) {
	select {
	case g.slots <- struct{}{}:
	default:
		t := time.NewTimer(g.lim.bodyWait)
		defer t.Stop()
		select {
		case g.slots <- struct{}{}:
		case <-t.C:
			return nil, false
		case <-r.Context().Done():
			return nil, false
		}
	}
	return sync.OnceFunc(func() { <-g.slots }), true
}

// slotBody gives the slot back as soon as the body is read to its end or fails: a handler that
// works for long after reading (a latency fault of the mock) holds no slot meanwhile.
type slotBody struct {
	io.ReadCloser
	release func()
}

func (b *slotBody) Read(p []byte) (int, error) {
	n, err := b.ReadCloser.Read(p)
	if err != nil {
		b.release()
	}
	return n, err
}

func (b *slotBody) Close() error {
	b.release()
	return b.ReadCloser.Close()
}

// writeChunk is the most a single write may carry under one deadline, so that a large Write
// does not get the time of a small one.
const writeChunk = 32 << 10

// pacedWriter moves the write deadline before each write. Unwrap lets http.ResponseController
// reach the connection's own writer (Flush, deadlines) through it.
type pacedWriter struct {
	http.ResponseWriter
	rc    *http.ResponseController
	limit time.Duration
}

func (p *pacedWriter) extend() {
	// ErrNotSupported from a writer that is not net/http's (a test's recorder): nothing to pace.
	p.rc.SetWriteDeadline(time.Now().Add(p.limit))
}

func (p *pacedWriter) WriteHeader(code int) {
	p.extend()
	p.ResponseWriter.WriteHeader(code)
}

func (p *pacedWriter) Write(b []byte) (int, error) {
	n := 0
	for {
		p.extend()
		m, err := p.ResponseWriter.Write(b[:min(len(b), writeChunk)])
		n += m
		b = b[m:]
		if err != nil || len(b) == 0 {
			return n, err
		}
	}
}

func (p *pacedWriter) Flush() {
	p.extend()
	p.rc.Flush()
}

func (p *pacedWriter) Unwrap() http.ResponseWriter { return p.ResponseWriter }
