package main

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"fmt"
	"log/slog"
	"net/url"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/preflightpay/preflight/internal/proxy"
	"github.com/preflightpay/preflight/internal/serve"
	"github.com/preflightpay/preflight/transport"
	"github.com/preflightpay/preflight/transport/redisledger"
	"github.com/redis/go-redis/v9"
)

// runProxy serves the preflight proxy (internal/proxy) until SIGINT or SIGTERM, then drains the
// requests in flight; SIGHUP reads the facts file again.
func runProxy(e env, args []string) int {
	fs := newFlagSet(e, "proxy", "--upstream URL [--addr 127.0.0.1:8091] [--mode refuse|observe] [--facts FILE] [--strict] [--ledger memory|redis://...] [--ledger-fail open|closed] [--public] ...")
	upstream := fs.String("upstream", "", "the platform's base URL (https://... or, for tests, http://127.0.0.1:PORT)")
	addr := fs.String("addr", "127.0.0.1:8091", "the address to serve on")
	mode := fs.String("mode", "refuse", "refuse: answer a request with errors locally with the platform's answer; observe: forward everything and report findings")
	factsFile := fs.String("facts", "", "a facts document (as check --facts reads it) every request is checked with; read again on SIGHUP")
	strict := fs.Bool("strict", false, "treat predictions (preflight's readings where the specification is silent) as errors")
	ledger := fs.String("ledger", "memory", "the idempotency ledger: memory (this process) or redis://host:port/db (rediss:// for TLS), shared by every proxy using it")
	ledgerFail := fs.String("ledger-fail", "open", "when the ledger cannot be reached: open (send the request unrecorded) or closed (answer 503)")
	passEnv := fs.String("redis-password-env", "", "the environment variable holding the Redis password of --ledger")
	redisCA := fs.String("redis-ca", "", "PEM file of the certificate authorities trusted for a rediss:// --ledger")
	idemHeader := fs.String("idempotency-header", transport.DefaultIdempotencyHeader, "the header carrying the idempotency key")
	upstreamCA := fs.String("upstream-ca", "", "PEM file of the certificate authorities trusted for an https upstream, instead of the system's")
	upstreamTimeout := fs.Duration("upstream-timeout", proxy.DefaultUpstreamTimeout, "the longest wait for the upstream's response headers, per attempt")
	timeout := fs.Duration("timeout", proxy.DefaultTimeout, "the longest a request may take upstream, retries and their waits included")
	retries := fs.Int("retries", transport.DefaultRetryMax, "retries of a LATER answer or network error (requests with an idempotency key, and GETs); 0 for none")
	retryBase := fs.Duration("retry-base", transport.DefaultRetryBase, "the first retry's backoff ceiling, doubled for each next one (full jitter)")
	retryCap := fs.Duration("retry-cap", transport.DefaultRetryCap, "the largest backoff ceiling")
	public := fs.Bool("public", false, "allow an --addr that other machines can reach")
	allowHosts := allowHostFlag(fs)
	if _, exit, done := parseArgs(e, fs, args, 0); done {
		return exit
	}
	log := proxy.NewLogger(e.stderr, slog.LevelInfo)
	cfg := proxy.Config{Strict: *strict, IdempotencyHeader: *idemHeader, UpstreamTimeout: *upstreamTimeout, Timeout: *timeout,
		Retry: transport.Retry{Max: *retries, Base: *retryBase, Cap: *retryCap}, Log: log}
	if cfg.Retry.Max == 0 {
		cfg.Retry.Max = -1 // transport.Retry's 0 takes the default
	}
	u, err := url.Parse(*upstream)
	if *upstream == "" || err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return failUsage(e, fs, "--upstream must be an absolute http or https URL, such as https://api.example.com")
	}
	if u.User != nil {
		// They would be dropped (each client's own credentials are forwarded), and argv is in
		// every process list.
		return failUsage(e, fs, "--upstream must be without credentials: the proxy forwards each client's own headers (x-api-key, Authorization)")
	}
	cfg.Upstream = u
	switch *mode {
	case "refuse":
	case "observe":
		cfg.Observe = true
	default:
		return fail(e, fs, "--mode must be refuse or observe")
	}
	switch *ledgerFail {
	case "open":
	case "closed":
		cfg.LedgerFailClosed = true
	default:
		return fail(e, fs, "--ledger-fail must be open or closed")
	}
	if *upstreamCA != "" {
		pem, err := os.ReadFile(*upstreamCA)
		if err != nil {
			return fail(e, fs, "--upstream-ca: %v", err)
		}
		pool := x509.NewCertPool()
		if !pool.AppendCertsFromPEM(pem) {
			return fail(e, fs, "--upstream-ca: %s holds no PEM certificate", *upstreamCA)
		}
		cfg.UpstreamTLS = &tls.Config{RootCAs: pool, MinVersion: tls.VersionTLS12}
	}
	if *factsFile != "" {
		if cfg.Facts, err = os.ReadFile(*factsFile); err != nil {
			return fail(e, fs, "--facts: %v", err)
		}
	}
	if *ledger != "memory" {
		redis.SetLogger(redisLogger{log})
		client, msg := redisClient(e.getenv, "--ledger", *ledger, *passEnv, *redisCA, func(m string) { log.Warn(m, "source", "redis") })
		if msg != "" {
			return fail(e, fs, "%s", msg)
		}
		defer client.Close()
		pingCtx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		if err := client.Ping(pingCtx).Err(); err != nil {
			// Not fatal: the ledger's policy decides what a request does while Redis is away.
			log.Warn("the ledger's Redis does not answer; --ledger-fail "+*ledgerFail+" applies until it does", "source", "redis", "error", err)
		}
		cancel()
		cfg.Ledger = redisledger.New(client, "")
	}
	p, err := proxy.New(cfg)
	if err != nil {
		return fail(e, fs, "%v", err)
	}
	ln, err := serve.Listen(*addr, *public)
	if err != nil {
		return fail(e, fs, "%v", err)
	}
	ctx, stop := serve.SignalContext(context.Background())
	defer stop()
	// Caught before the URL line is printed, as the stopping signals are: whoever reads the line
	// may send SIGHUP at once. Caught without --facts too: SIGHUP is the reload signal a fleet's
	// tools send every service (logrotate, systemctl reload), and its default action would end
	// the proxy at once, requests in flight cut.
	hup := make(chan os.Signal, 1)
	signal.Notify(hup, syscall.SIGHUP)
	defer signal.Stop(hup)
	go reloadOnHangup(ctx, hup, p, *factsFile, log)
	// The URL line is the one thing printed on standard output: scripts read it to learn the port
	// of --addr :0.
	fmt.Fprintf(e.stdout, "preflight proxy: serving on http://%s/ (Ctrl-C to stop)\n", ln.Addr())
	if *public {
		publicNotice(e.stderr, "preflight proxy", ln, *allowHosts,
			"send requests to the upstream through it, with whatever credentials they carry",
			"call the check API (/_preflight/) and read its metrics")
	}
	if err := serve.Run(ctx, ln, p, serve.DefaultDrain, serveOptions(e.stderr, "preflight proxy", *addr, *allowHosts)...); err != nil {
		return fail(e, fs, "%v", err)
	}
	return exitOK
}

// reloadOnHangup reads the facts file again at every SIGHUP; a file that cannot be read or parsed
// leaves the facts in force, and says so. Without a file there is nothing to read, and it says
// that.
func reloadOnHangup(ctx context.Context, hup <-chan os.Signal, p *proxy.Proxy, file string, log *slog.Logger) {
	for {
		select {
		case <-ctx.Done():
			return
		case <-hup:
		}
		if file == "" {
			log.Info("SIGHUP: no --facts file to read again; nothing changes")
			continue
		}
		doc, err := os.ReadFile(file)
		if err == nil {
			err = p.ReloadFacts(doc)
		}
		if err != nil {
			log.Error("facts not reloaded; the previous facts stay in force", "error", err)
			continue
		}
		log.Info("facts reloaded", "bytes", len(doc))
	}
}

// redisLogger makes go-redis's own lines (a pool that cannot dial) JSON lines like the proxy's.
type redisLogger struct{ log *slog.Logger }

func (l redisLogger) Printf(_ context.Context, format string, v ...any) {
	l.log.Warn(fmt.Sprintf(format, v...), "source", "go-redis")
}
