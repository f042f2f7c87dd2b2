package main

import (
	"context"
	"fmt"
	"net/url"
	"os"

	"github.com/preflightpay/preflight/internal/serve"
	"github.com/preflightpay/preflight/mock"
)

// runMock serves the stateful mock of the platform (package mock) until SIGINT or SIGTERM, then
// drains the requests in flight and stops the webhook deliveries; "preflight mock trigger" talks
// to a mock already running.
func runMock(e env, args []string) int {
	if len(args) > 0 && args[0] == "trigger" {
		return runMockTrigger(e, args[1:])
	}
	fs := newFlagSet(e, "mock", "[--addr 127.0.0.1:8090] [--public --admin-token-env VAR] [--allow-host NAME]... [--seed N] [--config FILE] [--webhook-url URL --webhook-secret-env VAR] [--time-scale X] [--scenario FILE]")
	addr := fs.String("addr", "127.0.0.1:8090", "the address to serve on")
	public := fs.Bool("public", false, "allow an --addr that other machines can reach (needs --admin-token-env)")
	tokenEnv := fs.String("admin-token-env", "", "the environment variable holding the token every /_mock/ request must send in X-Mock-Admin-Token")
	allowHosts := allowHostFlag(fs)
	seed := fs.Int64("seed", 0, "seed of the fault rates, response ids and webhook chaos (overrides the config's)")
	configFile := fs.String("config", "", "a JSON configuration: accounts, starting state, faults, webhook chaos (docs/mock.md)")
	hookURL := fs.String("webhook-url", "", "where to POST webhook events")
	secretEnv := fs.String("webhook-secret-env", "", "the environment variable holding the webhook signing secret")
	scale := fs.Float64("time-scale", 0, "divide every webhook wait (retries at 5^n s, scenario delays) by this")
	scenarioFile := fs.String("scenario", "", "a JSON scenario of stocks orders and card events to deliver at start")
	if _, exit, done := parseArgs(e, fs, args, 0); done {
		return exit
	}
	var cfg mock.Config
	if *configFile != "" {
		b, err := os.ReadFile(*configFile)
		if err != nil {
			return fail(e, fs, "%v", err)
		}
		if cfg, err = mock.ParseConfig(b); err != nil {
			return fail(e, fs, "%s: %v", *configFile, err)
		}
	}
	if isSet(fs, "seed") {
		cfg.Seed = *seed
	}
	if *hookURL != "" {
		u, err := url.Parse(*hookURL)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			return fail(e, fs, "--webhook-url must be an absolute http or https URL")
		}
		cfg.Webhook.URL = *hookURL
	}
	if *secretEnv != "" {
		cfg.Webhook.Secret = e.getenv(*secretEnv)
		if cfg.Webhook.Secret == "" {
			return fail(e, fs, "the environment variable %s is empty or not set", *secretEnv)
		}
	}
	switch {
	case *tokenEnv != "":
		if cfg.AdminToken = e.getenv(*tokenEnv); cfg.AdminToken == "" {
			return fail(e, fs, "the environment variable %s is empty or not set", *tokenEnv)
		}
	case *public:
		// On a network, the admin endpoints would give anyone the books (account numbers,
		// balances, idempotency keys) and the power to set faults.
		return fail(e, fs, "--public needs --admin-token-env VAR: the admin endpoints (/_mock/) are not served to other machines without a token")
	}
	if isSet(fs, "time-scale") {
		if *scale <= 0 {
			return fail(e, fs, "--time-scale must be positive")
		}
		cfg.Webhook.TimeScale = *scale
	}
	var scenario *mock.Scenario
	if *scenarioFile != "" {
		if cfg.Webhook.URL == "" {
			return fail(e, fs, "--scenario needs --webhook-url")
		}
		b, err := os.ReadFile(*scenarioFile)
		if err != nil {
			return fail(e, fs, "%v", err)
		}
		s, err := mock.ParseScenario(b)
		if err != nil {
			return fail(e, fs, "%s: %v", *scenarioFile, err)
		}
		scenario = &s
	}
	m, err := mock.New(cfg)
	if err != nil {
		return fail(e, fs, "%v", err)
	}
	defer m.Close()
	ln, err := serve.Listen(*addr, *public)
	if err != nil {
		return fail(e, fs, "%v", listenError(err, *addr))
	}
	// The signals are caught before the URL line is printed: whoever reads the line may ask the
	// server to stop at once.
	ctx, stop := serve.SignalContext(context.Background())
	defer stop()
	// The URL line is the one thing printed: scripts read it to learn the port of --addr :0.
	fmt.Fprintf(e.stdout, "preflight mock: serving on http://%s/ (Ctrl-C to stop)\n", ln.Addr())
	if *public {
		publicNotice(e.stderr, "preflight mock", ln, *allowHosts,
			"call the platform's paths (/v1/...) and change the mock's state: create beneficiaries and payouts, move balances (with a configured API key, or any credentials when the configuration has no accounts)",
			"with the admin token (X-Mock-Admin-Token): read the books at /_mock/state (beneficiaries with their account numbers, balances, idempotency keys), set faults, settle orders, credit deposits, start webhook scenarios")
	}
	if scenario != nil {
		m.RunScenario(*scenario)
	}
	if err := serve.Run(ctx, ln, m, serve.DefaultDrain, serveOptions(e.stderr, "preflight mock", *addr, *allowHosts)...); err != nil {
		return fail(e, fs, "%v", err)
	}
	return exitOK
}
