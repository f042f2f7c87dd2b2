// Package serve runs preflight's HTTP servers (the demo, the mock platform, the webhook
// receiver) the same way: on loopback unless the user asks otherwise, and, when asked to stop,
// draining the requests in flight within a deadline so that nothing acknowledged is lost.
package serve

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"
)

// DefaultDrain is how long Run waits for requests in flight once asked to stop. It is shorter
// than the time a process manager usually grants after SIGTERM (Kubernetes: 30 s).
const DefaultDrain = 10 * time.Second

// ErrNotLoopback refuses an address that other machines could reach when the user did not
// ask for one.
var ErrNotLoopback = errors.New("serve: the address is not a loopback address; pass the flag that allows other machines to connect if you mean it")

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

// Run serves h on ln until ctx is done, then stops accepting connections and waits up to drain
// for the requests in flight to finish. It returns nil after a clean drain, the server's error
// if serving failed, or context.DeadlineExceeded if requests were still running at the
// deadline (those connections are then closed).
func Run(ctx context.Context, ln net.Listener, h http.Handler, drain time.Duration) error {
	srv := &http.Server{
		Handler:           h,
		ReadHeaderTimeout: 10 * time.Second,
		IdleTimeout:       60 * time.Second,
	}
	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()
	select {
	case err := <-served:
		return err
	case <-ctx.Done():
	}
	shutdownCtx, cancel := context.WithTimeout(context.Background(), drain)
	defer cancel()
	err := srv.Shutdown(shutdownCtx)
	if err != nil {
		srv.Close()
	}
	if serveErr := <-served; serveErr != nil && !errors.Is(serveErr, http.ErrServerClosed) {
		return serveErr
	}
	return err
}

// SignalContext is cancelled on SIGINT or SIGTERM, the signals a terminal or a process manager
// sends to ask a server to stop.
func SignalContext(parent context.Context) (context.Context, context.CancelFunc) {
	return signal.NotifyContext(parent, os.Interrupt, syscall.SIGTERM)
}
