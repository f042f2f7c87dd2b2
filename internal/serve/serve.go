// Package serve runs preflight's HTTP servers (the demo, the mock platform, the webhook
// receiver) the same way: on loopback unless the user asks otherwise, answering only requests
// that name the server by a host it is known by and that no other web page sent (guard.go),
// within limits that keep a client from holding a connection or memory, and, when asked to
// stop, draining the requests in flight within a deadline so that nothing acknowledged is lost.
package serve

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"sync/atomic"
	"syscall"
	"time"
)

// DefaultDrain is how long Run waits for requests in flight once asked to stop. It is shorter
// than the time a process manager usually grants after SIGTERM (Kubernetes: 30 s).
const DefaultDrain = 10 * time.Second

// The limits every server runs with (docs/reliability.md). The bodies the servers read are
// small (at most 1 MiB: the mock's requests and admin calls, webhook deliveries), and their
// clients are programs on the same machine or the platform, so each limit is many times what
// a live client needs and a small fraction of what a client that stalls could otherwise hold.
const (
	// HeaderTimeout bounds reading a request's headers.
	HeaderTimeout = 10 * time.Second
	// ReadTimeout bounds reading a whole request, headers and body, from its first byte: a
	// client that declares a body and stalls is cut then, and its connection closed.
	ReadTimeout = 20 * time.Second
	// WriteTimeout bounds each write of a response: a client that stops reading is cut once
	// the socket's buffers are full and one write of at most writeChunk bytes has waited this
	// long. It is a bound per write, not per response, because a response may be legitimately
	// long: the demo's WASM build is 4.8 MB inflated, and a slow but live client (a browser on
	// a throttled profile, 3.2 KB/s at the least) still gets all of it; and the mock may hold
	// an answer for as long as a latency fault says before its first byte.
	WriteTimeout = 10 * time.Second
	// IdleTimeout bounds how long a kept-alive connection waits for its next request.
	IdleTimeout = 60 * time.Second
	// MaxHeaderBytes bounds a request's headers (net/http's default is 1 MB). Browsers send
	// every cookie set for localhost by any local application, so it is not tight.
	MaxHeaderBytes = 64 << 10
	// MaxBodies bounds the request bodies being read at once; the next waits up to BodyWait for
	// a slot and is then answered 503 with Retry-After. With the servers' 1 MiB body limits,
	// it bounds what clients that stall mid-body make the server hold to about 64 MiB.
	MaxBodies = 64
	// BodyWait is how long a request with a body waits for a slot before the 503.
	BodyWait = time.Second
)

// limits are the figures above; tests shorten them.
type limits struct {
	header, read, write, idle time.Duration
	maxHeaderBytes            int
	maxBodies                 int
	bodyWait                  time.Duration
}

var defaultLimits = limits{
	header: HeaderTimeout, read: ReadTimeout, write: WriteTimeout, idle: IdleTimeout,
	maxHeaderBytes: MaxHeaderBytes, maxBodies: MaxBodies, bodyWait: BodyWait,
}

// ErrNotLoopback refuses an address that other machines could reach when the user did not
// ask for one. It names --public, the flag of every command that serves (demo, mock, proxy,
// webhook listen), so that the refusal says what to give.
var ErrNotLoopback = errors.New("serve: the address is not a loopback address; give --public if other machines should connect")

// Listen opens a TCP listener on addr. Unless public is true, the host must be a loopback
// address or "localhost": a server that holds test data or a WASM build is not shared with the
// network by accident. An empty host (":8080") listens everywhere and so needs public.
func Listen(addr string, public bool) (net.Listener, error) {
	if !public {
		host, _, err := net.SplitHostPort(addr)
		if err != nil {
			return nil, fmt.Errorf("serve: %w", err)
		}
		if !isLoopback(host) {
			return nil, fmt.Errorf("%w: %q", ErrNotLoopback, addr)
		}
	}
	return net.Listen("tcp", addr)
}

func isLoopback(host string) bool {
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// Option changes how Run serves.
type Option func(*config)

type config struct {
	drain   time.Duration
	limits  limits
	hosts   []string
	log     io.Writer
	logName string
}

// AllowHosts adds host names the server answers to, beyond "localhost" and IP addresses (the
// guard, guard.go): the host of the address given to Listen when it is a name, and the names a user
// gave with --allow-host. A port, if any, is ignored. Run refuses a value HostName refuses.
func AllowHosts(hosts ...string) Option {
	return func(c *config) { c.hosts = append(c.hosts, hosts...) }
}

// Log names the writer and the prefix of the line Run writes when the drain deadline passes
// with connections still open. Without it, nothing is written.
func Log(w io.Writer, name string) Option {
	return func(c *config) { c.log, c.logName = w, name }
}

// Run serves h on ln, behind the guard (guard.go) and the limits above, until ctx is done; then it stops
// accepting connections and waits up to drain for the requests in flight to finish. At the
// deadline it closes the connections still open (a client stalled mid-request, a handler that
// does not return) and says how many on the Log writer. It returns nil once stopped, or the
// server's error if serving failed.
func Run(ctx context.Context, ln net.Listener, h http.Handler, drain time.Duration, opts ...Option) error {
	c := config{drain: drain, limits: defaultLimits}
	for _, o := range opts {
		o(&c)
	}
	return run(ctx, ln, h, c)
}

func run(ctx context.Context, ln net.Listener, h http.Handler, c config) error {
	g, err := newGuard(h, c.hosts, c.limits)
	if err != nil {
		ln.Close()
		return err
	}
	var open atomic.Int64
	srv := &http.Server{
		Handler:           g,
		ReadHeaderTimeout: c.limits.header,
		ReadTimeout:       c.limits.read,
		// A deadline for the writes made before the handler runs (100 Continue) and a fresh
		// one for each request on a kept-alive connection; the guard's writer moves it on
		// with every write the handler makes.
		WriteTimeout:   c.limits.write,
		IdleTimeout:    c.limits.idle,
		MaxHeaderBytes: c.limits.maxHeaderBytes,
		ConnState: func(_ net.Conn, s http.ConnState) {
			switch s {
			case http.StateNew:
				open.Add(1)
			case http.StateClosed, http.StateHijacked:
				open.Add(-1)
			}
		},
	}
	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()
	select {
	case err := <-served:
		return err
	case <-ctx.Done():
	}
	shutdownCtx, cancel := context.WithTimeout(context.Background(), c.drain)
	defer cancel()
	if srv.Shutdown(shutdownCtx) != nil {
		// The deadline passed: what is still open is a client that stalls or a request that
		// outlives the drain. Neither was answered, so nothing acknowledged is lost by cutting
		// it, and the process exits as a clean stop.
		n := open.Load()
		srv.Close()
		if c.log != nil {
			fmt.Fprintf(c.log, "%s: stopped waiting after %v: closed %d connection(s) still open\n", c.logName, c.drain, n)
		}
	}
	if err := <-served; err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// SignalContext is cancelled on SIGINT or SIGTERM, the signals a terminal or a process manager
// sends to ask a server to stop.
func SignalContext(parent context.Context) (context.Context, context.CancelFunc) {
	return signal.NotifyContext(parent, os.Interrupt, syscall.SIGTERM)
}
