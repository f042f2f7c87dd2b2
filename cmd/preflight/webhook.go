package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"sync"
	"sync/atomic"
	"time"

	"github.com/preflightpay/preflight/internal/jsonw"
	"github.com/preflightpay/preflight/internal/redact"
	"github.com/preflightpay/preflight/internal/serve"
	"github.com/preflightpay/preflight/webhook"
	"github.com/preflightpay/preflight/webhook/redisstore"
	"github.com/redis/go-redis/v9"
)

const webhookUsage = `usage:
  preflight webhook verify --secret-env VAR --timestamp TS [--signature SIG] [--now UNIX] [--tolerance DUR] [FILE|-]
  preflight webhook sign   --secret-env VAR --timestamp TS [FILE|-]
  preflight webhook decode [FILE|-]
  preflight webhook listen --secret-env VAR [--secret-env VAR2] [--addr 127.0.0.1:8787] [--public] [--allow-host NAME]... [--drain DUR]
                           [--dedup-size N | --redis URL [--redis-password-env VAR] [--redis-ca FILE] [--redis-allow-eviction]]

The secret is read from the environment variable VAR, never from a flag, so it
stays out of shell history and process lists. FILE is the raw body; - or none
reads standard input. verify prints {"valid": bool, "reason": "..."} and exits
0 when valid, 1 when not; decode prints the event's findings and exits 0 when
it has none, 1 when it has; usage errors exit 2. Each subcommand takes
--format as every command does, with its one format (json; sign: text),
and --color. "preflight help webhook SUB" lists a subcommand's flags.

listen receives deliveries (POST, any path) as package webhook's Receiver
does: verified, decoded strictly, deduplicated (in memory, or in Redis with
--redis redis://host:port/db, shared by several receivers), acknowledged once
queued. It prints each processed event as one JSON line on stdout, and each
refused delivery as one JSON line on stderr, with the status it was answered,
the cause, and the event_id and event_type its body names when it is JSON
(listen reads at most 64 KiB of a body the receiver refused unread, only for
this). With --forward-to URL, each processed event is POSTed to URL once, in
the order accepted, with its raw body and the delivery's headers (x-wk-timestamp,
x-wk-signature, content-type and the rest, connection headers aside), and its
line gains "forward": {"status": N} (0 and "error" when the application did not
answer within --forward-timeout, 10s). Redirects are not followed, proxies from
the environment are not used, and URL must be on this machine (localhost or a
loopback address, checked when connecting) unless --forward-remote. The
delivery is acknowledged before it is forwarded, so the application's failure
is shown, not retried. With --reduce, a stocks order event's line gains
"reduced": the order's state after it (webhook.Reduce: a late processing event
never rolls back a FAILED or SUCCESS order) and what the event did ("applied",
"ignored", "conflict", ...).
Give --secret-env once per secret accepted (old and new during a rotation).
The in-memory store holds --dedup-size event ids (100000); when full it
forgets the oldest, and says so on stderr (a JSON line with the count, at the
first eviction, then at most once a minute, and at exit): a redelivery of a
forgotten event is processed again. With --redis, the password comes from the
variable named by --redis-password-env, and --redis-ca names a PEM file of the
authorities trusted for rediss://. At start listen pings Redis and reads its
configuration: no answer, a refused password or TLS, or a maxmemory-policy that
evicts claims (anything but noeviction, with a maxmemory) stops it with exit 2,
the last unless --redis-allow-eviction; no persistence is a warning.
It listens on loopback unless --public, and answers only to localhost, IP
addresses and each --allow-host NAME (the name a proxy or tunnel forwards
with). On SIGINT or SIGTERM it stops accepting, finishes the requests in
flight (at most --drain, 10s; then it closes what is still open and says how
many), prints every event it acknowledged, and exits 0.
`

// runWebhook runs "preflight webhook ..."; args follow the word webhook.
// It reads the environment only through getenv and the clock only when
// --now is not given.
func runWebhook(args []string, stdin io.Reader, stdout, stderr io.Writer, getenv func(string) string) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, webhookUsage)
		return 2
	}
	w := webhookCmd{name: "preflight webhook " + args[0], stdin: stdin, stdout: stdout, stderr: stderr, getenv: getenv}
	switch args[0] {
	case "verify":
		return w.verify(args[1:])
	case "sign":
		return w.sign(args[1:])
	case "decode":
		return w.decode(args[1:])
	case "listen":
		ctx, stop := serve.SignalContext(context.Background())
		defer stop()
		return w.listen(ctx, args[1:])
	case "-h", "-help", "--help", "help":
		fmt.Fprint(stdout, webhookUsage)
		return 0
	}
	errorLine(stderr, "preflight webhook: unknown command %q%s", args[0], didYouMean(args[0], webhookCommands))
	fmt.Fprint(stderr, webhookUsage)
	return 2
}

// webhookCommands are the subcommands of webhook, for suggestions and completion.
var webhookCommands = []string{"verify", "sign", "decode", "listen"}

type webhookCmd struct {
	name           string
	stdin          io.Reader
	stdout, stderr io.Writer
	getenv         func(string) string
}

func (w webhookCmd) usage(format string, a ...any) int {
	errorLine(w.stderr, w.name+": "+format, a...)
	return 2
}

// parse parses a subcommand's flags. -h (and "preflight help webhook listen") prints the help and
// the subcommand's flags on standard output and exits 0; a mistaken flag is a usage error on
// standard error.
func (w webhookCmd) parse(fs *flag.FlagSet, args []string) (exit int, done bool) {
	usage := fs.Usage
	fs.Usage = func() {}
	err := fs.Parse(args)
	fs.Usage = usage
	switch {
	case errors.Is(err, flag.ErrHelp):
		fmt.Fprintf(w.stdout, "%s\nflags of %s:\n", webhookUsage, w.name)
		out := fs.Output()
		fs.SetOutput(w.stdout)
		fs.PrintDefaults()
		fs.SetOutput(out)
		return exitOK, true
	case err != nil:
		usage()
		return exitUsage, true
	}
	if f := fs.Lookup("format").Value.String(); f != w.format() {
		return w.usage("--format must be %s, not %q: it is the one format of its output", w.format(), f), true
	}
	return 0, false
}

// format is the one format of the subcommand's output: sign prints the signature as text, the
// others JSON.
func (w webhookCmd) format() string {
	if w.name == "preflight webhook sign" {
		return "text"
	}
	return "json"
}

func (w webhookCmd) flags() *flag.FlagSet {
	fs := flag.NewFlagSet(w.name, flag.ContinueOnError)
	fs.SetOutput(visibleLines{w.stderr})
	colourFlagOn(fs)
	fs.String("format", w.format(), w.format()+", the one format of its output (--format as every command takes it)")
	fs.Usage = func() { fmt.Fprint(w.stderr, webhookUsage) }
	return fs
}

// secret reads the signing secret from the named variable. Messages name the
// variable, never its value.
func (w webhookCmd) secret(env string) ([]byte, error) {
	if env == "" {
		return nil, errors.New("--secret-env is required (the name of the variable holding the secret)")
	}
	s := w.getenv(env)
	if s == "" {
		return nil, fmt.Errorf("environment variable %s is unset or empty: an empty secret is refused", env)
	}
	return []byte(s), nil
}

// body reads the single optional FILE argument, or stdin for "-" or none, refusing a body over
// maxInput rather than reading an endless one into memory.
func (w webhookCmd) body(fs *flag.FlagSet) ([]byte, error) {
	if fs.NArg() > 1 {
		return nil, fmt.Errorf("at most one FILE, got %d arguments", fs.NArg())
	}
	return readInput(env{stdin: w.stdin}, fs.Arg(0))
}

func isSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

func (w webhookCmd) verify(args []string) int {
	fs := w.flags()
	env := fs.String("secret-env", "", "name of the environment variable holding the signing secret")
	ts := fs.String("timestamp", "", "the x-wk-timestamp header value")
	sig := fs.String("signature", "", "the x-wk-signature header value (absent: the delivery is unsigned)")
	now := fs.String("now", "", "the receiver's time in Unix seconds (default: the clock)")
	tolerance := durationFlag(fs, "tolerance", 0, "how far the timestamp may be from now, either way (default: 5m old, 1m ahead)")
	if exit, done := w.parse(fs, args); done {
		return exit
	}
	if !isSet(fs, "timestamp") {
		return w.usage("--timestamp is required")
	}
	secret, err := w.secret(*env)
	if err != nil {
		return w.usage("%v", err)
	}
	opts := webhook.Options{}
	if isSet(fs, "tolerance") {
		if *tolerance <= 0 {
			return w.usage("--tolerance must be a positive duration such as 5m")
		}
		opts.MaxAge, opts.MaxLead = *tolerance, *tolerance
	}
	clock := time.Now()
	if *now != "" {
		n, err := webhook.ParseTimestamp(*now)
		if err != nil {
			return w.usage("--now must be Unix seconds")
		}
		clock = time.Unix(n, 0)
	}
	body, err := w.body(fs)
	if err != nil {
		return w.usage("%v", err)
	}
	ring, err := webhook.NewKeyring(webhook.Key{ID: *env, Secret: secret})
	if err != nil {
		return w.usage("%v", err)
	}
	v, err := webhook.NewVerifier(ring, opts)
	if err != nil {
		return w.usage("%v", err)
	}
	res, verr := v.Verify(body, *ts, *sig, clock)
	reason := "signature valid, age " + res.Age.String()
	if verr != nil {
		reason = verr.Error()
	}
	j := jsonw.New(nil, true)
	j.Open('{')
	j.Key("valid")
	j.Bool(verr == nil)
	j.Field("reason", reason)
	j.Close('}')
	w.write(j)
	if verr != nil {
		return 1
	}
	return 0
}

func (w webhookCmd) sign(args []string) int {
	fs := w.flags()
	env := fs.String("secret-env", "", "name of the environment variable holding the signing secret")
	ts := fs.String("timestamp", "", "the x-wk-timestamp value to sign with")
	if exit, done := w.parse(fs, args); done {
		return exit
	}
	if _, err := webhook.ParseTimestamp(*ts); err != nil {
		return w.usage("--timestamp must be Unix seconds, digits only")
	}
	secret, err := w.secret(*env)
	if err != nil {
		return w.usage("%v", err)
	}
	body, err := w.body(fs)
	if err != nil {
		return w.usage("%v", err)
	}
	sig, err := webhook.Sign(secret, body, *ts)
	if err != nil {
		return w.usage("%v", err)
	}
	fmt.Fprintln(w.stdout, sig)
	return 0
}

// decodeReport is what decode prints. It names the event and lists the
// violations; it never repeats field values, so no card number is shown.
type decodeReport struct {
	Valid                                          bool
	Kind                                           string
	Version, EventID, EventType, EventName, Status string // omitted when empty
	Violations                                     []webhook.Violation
}

// appendJSON writes the report as "preflight webhook decode" prints it.
func (r *decodeReport) appendJSON(j *jsonw.Writer) {
	j.Open('{')
	j.Key("valid")
	j.Bool(r.Valid)
	j.Field("kind", r.Kind)
	for _, m := range [...]struct{ key, value string }{
		{"version", r.Version}, {"event_id", r.EventID}, {"event_type", r.EventType},
		{"event_name", r.EventName}, {"order_status", r.Status},
	} {
		if m.value != "" {
			j.Field(m.key, m.value)
		}
	}
	appendViolations(j, r.Violations, true)
	j.Close('}')
}

// appendViolations writes the member "violations": each one's path and rule, and its message
// when withMessage.
func appendViolations(j *jsonw.Writer, vs []webhook.Violation, withMessage bool) {
	j.Key("violations")
	j.Open('[')
	for _, v := range vs {
		j.Item()
		j.Open('{')
		j.Field("path", v.Path)
		j.Field("rule", v.Rule)
		if withMessage {
			j.Field("message", v.Message)
		}
		j.Close('}')
	}
	j.Close(']')
}

func (w webhookCmd) decode(args []string) int {
	fs := w.flags()
	if exit, done := w.parse(fs, args); done {
		return exit
	}
	body, err := w.body(fs)
	if err != nil {
		return w.usage("%v", err)
	}
	ev, derr := webhook.DecodeEvent(body)
	rep := decodeReport{Valid: derr == nil, Kind: "malformed", Violations: []webhook.Violation{}}
	var de *webhook.DecodeError
	if errors.As(derr, &de) {
		rep.Violations = de.Violations
	}
	if ev != nil {
		rep.Kind, rep.Version, rep.EventID, rep.EventType, rep.EventName = ev.Kind.String(), ev.Version, ev.EventID, ev.EventType, ev.EventName
		if ev.Order != nil {
			rep.Status = string(ev.Order.Status)
		}
	}
	j := jsonw.New(nil, true)
	rep.appendJSON(j)
	w.write(j)
	if derr != nil {
		return 1
	}
	return 0
}

func (w webhookCmd) write(j *jsonw.Writer) { w.stdout.Write(append(j.Buf, '\n')) }

// listen serves a Receiver until ctx is done, then drains: the server finishes the requests in
// flight, then the queue prints every event acknowledged. Nothing acknowledged is lost unless
// the drain deadline passes (exit 1).
func (w webhookCmd) listen(ctx context.Context, args []string) int {
	fs := w.flags()
	var envs []string
	fs.Func("secret-env", "name of an environment variable holding a signing secret (repeat it for each secret accepted during a rotation)", func(s string) error {
		envs = append(envs, s)
		return nil
	})
	addr := fs.String("addr", "127.0.0.1:8787", "the address to listen on")
	public := fs.Bool("public", false, "allow an --addr that other machines can reach")
	dedupSize := fs.Int("dedup-size", webhook.DefaultMemoryStoreSize, "how many event ids the in-memory dedup store holds")
	redisURL := fs.String("redis", "", "share claims through Redis at this URL (redis://host:port/db, rediss:// for TLS); default in memory")
	redisPassEnv := fs.String("redis-password-env", "", "name of the environment variable holding the Redis password")
	redisCA := fs.String("redis-ca", "", "PEM file of the certificate authorities trusted for a rediss:// server")
	allowEviction := fs.Bool("redis-allow-eviction", false, "start even when Redis may evict claims (maxmemory-policy other than noeviction)")
	drain := fs.Duration("drain", serve.DefaultDrain, "how long to wait for requests in flight when asked to stop")
	allowHosts := allowHostFlag(fs)
	forwardTo := fs.String("forward-to", "", "POST each processed event, body and headers as received, to this URL (loopback only unless --forward-remote)")
	forwardTimeout := durationFlag(fs, "forward-timeout", 10*time.Second, "how long the application may take to answer a forwarded event")
	forwardRemote := fs.Bool("forward-remote", false, "allow a --forward-to URL on another machine")
	reduce := fs.Bool("reduce", false, "print each stocks order's reconciled state after each event")
	if exit, done := w.parse(fs, args); done {
		return exit
	}
	if fs.NArg() > 0 {
		return w.usage("listen takes no FILE")
	}
	var fwd *forwarder
	if *forwardTo != "" {
		if *forwardTimeout <= 0 {
			return w.usage("--forward-timeout must be a positive duration such as 10s")
		}
		var err error
		if fwd, err = newForwarder(*forwardTo, *forwardTimeout, *forwardRemote); err != nil {
			return w.usage("%v", err)
		}
	} else if isSet(fs, "forward-timeout") || *forwardRemote {
		return w.usage("--forward-timeout and --forward-remote go with --forward-to")
	}
	if len(envs) == 0 {
		envs = []string{""}
	}
	keys := make([]webhook.Key, len(envs))
	for i, env := range envs {
		secret, err := w.secret(env)
		if err != nil {
			return w.usage("%v", err)
		}
		keys[i] = webhook.Key{ID: env, Secret: secret}
	}
	ring, err := webhook.NewKeyring(keys...)
	if err != nil {
		return w.usage("%v", err)
	}
	verifier, err := webhook.NewVerifier(ring, webhook.Options{})
	if err != nil {
		return w.usage("%v", err)
	}
	var errMu sync.Mutex
	log := stderrLog{mu: &errMu, w: w.stderr}
	var store webhook.Store
	var memory *webhook.MemoryStore
	if *redisURL == "" {
		if *dedupSize <= 0 {
			return w.usage("--dedup-size must be a positive number of event ids")
		}
		memory = webhook.NewMemoryStore(*dedupSize, time.Now)
		memory.OnEvict = evictionWarnings(log, *dedupSize)
		store = memory
	} else {
		if isSet(fs, "dedup-size") {
			return w.usage("--dedup-size sizes the in-memory store: not with --redis")
		}
		// go-redis writes its own lines (a pool that cannot dial, say) on the process's stderr;
		// here they become JSON lines like every other.
		rlog := &redisLog{log: log}
		redis.SetLogger(rlog)
		defer rlog.off.Store(true)
		client, msg := redisClient(w.getenv, "--redis", *redisURL, *redisPassEnv, *redisCA, func(m string) { log.warning("redis", m) })
		if msg != "" {
			return w.usage("%s", msg)
		}
		defer client.Close()
		rs := redisstore.New(client, "")
		warnings, err := rs.Check(ctx, *allowEviction)
		for _, m := range warnings {
			log.warning("redis", m)
		}
		if errors.Is(err, redisstore.ErrMayEvict) {
			return w.usage("Redis at %s: %v, or start with --redis-allow-eviction", client.Options().Addr, err)
		}
		if err != nil {
			return w.usage("cannot use Redis at %s: %v", client.Options().Addr, err)
		}
		store = rs
	}
	ln, err := serve.Listen(*addr, *public)
	if err != nil {
		return w.usage("%v", listenError(err, *addr))
	}
	// One worker, so that lines are printed whole and in the order the events were accepted, each
	// event is forwarded after the one before has been answered, and the reducer needs no lock.
	reduced := reducer{}
	queue := webhook.NewQueue(1024, 1, func(d webhook.Delivery) {
		w.write(eventLine(d, func(j *jsonw.Writer) {
			if fwd != nil {
				status, err := fwd.forward(context.Background(), d)
				appendForward(j, status, err)
			}
			if *reduce {
				reduced.appendReduced(j, d)
			}
		}))
	})
	receiver := &webhook.Receiver{Verifier: verifier, Clock: time.Now, Accept: queue.Accept, Dedup: store, OnReject: noteRefusal}
	// Scripts and tests read this line to learn the port when --addr ends in :0.
	errMu.Lock()
	fmt.Fprintf(w.stderr, "preflight webhook listen: receiving on http://%s/ (SIGINT or SIGTERM to stop)\n", ln.Addr())
	if *public {
		publicNotice(w.stderr, w.name, ln, *allowHosts,
			"POST deliveries to any path: only those signed with the secret and less than 5 minutes old are accepted, and their events are printed on standard output; the sender's address is not checked")
	}
	errMu.Unlock()
	err = serve.Run(ctx, ln, namingRefusals(receiver, log.line), *drain, serveOptions(log, w.name, *addr, *allowHosts)...)
	queue.Close()
	if memory != nil && memory.Evicted() > 0 {
		log.evictions(memory.Evicted(), *dedupSize)
	}
	if err != nil {
		errorLine(w.stderr, "%s: %v", w.name, err)
		return 1
	}
	return 0
}

// stderrLog writes listen's JSON lines on stderr, each whole: refusals, warnings, and what
// go-redis has to say.
type stderrLog struct {
	mu *sync.Mutex
	w  io.Writer
}

func (l stderrLog) line(j *jsonw.Writer) {
	l.mu.Lock()
	l.w.Write(append(j.Buf, '\n'))
	l.mu.Unlock()
}

// warning writes {"level":"warning","source":source,"message":message}, the message masked as
// every other output is: go-redis's lines quote addresses and server replies.
func (l stderrLog) warning(source, message string) {
	j := jsonw.New(nil, false)
	j.Open('{')
	j.Field("level", "warning")
	j.Field("source", source)
	j.Field("message", redact.Text(message))
	j.Close('}')
	l.line(j)
}

// evictions says that the in-memory store has forgotten evicted live claims: from then on an
// event redelivered may be processed twice.
func (l stderrLog) evictions(evicted, size int) {
	j := jsonw.New(nil, false)
	j.Open('{')
	j.Field("level", "warning")
	j.Field("source", "dedup")
	j.Field("message", "the in-memory dedup store is full and forgets the oldest claims: an event redelivered after its claim was forgotten is processed again (at-least-once, no longer exactly-once); raise --dedup-size or use --redis")
	j.IntField("evicted", int64(evicted))
	j.IntField("dedup_size", int64(size))
	j.Close('}')
	l.line(j)
}

// evictionInterval spaces the eviction warnings: once full, a store evicts at every new event.
const evictionInterval = time.Minute

// evictionWarnings is the OnEvict of listen's MemoryStore: a warning at the first eviction,
// then at most one per evictionInterval with the count so far (and listen adds the total when
// it stops).
func evictionWarnings(log stderrLog, size int) func(dropped, total int) {
	var mu sync.Mutex
	var last time.Time
	return func(_, total int) {
		now := time.Now()
		mu.Lock()
		due := last.IsZero() || now.Sub(last) >= evictionInterval
		if due {
			last = now
		}
		mu.Unlock()
		if due {
			log.evictions(total, size)
		}
	}
}

// redisLog turns go-redis's log lines into warnings on listen's stderr, until listen returns.
type redisLog struct {
	log stderrLog
	off atomic.Bool
}

func (l *redisLog) Printf(_ context.Context, format string, v ...any) {
	if !l.off.Load() {
		l.log.warning("go-redis", fmt.Sprintf(format, v...))
	}
}

// Write writes p whole under the lock, so that a line from the server is not interleaved with
// the JSON lines of refusals and warnings.
func (l stderrLog) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
}

// eventLine is what listen prints for a processed event: one line of JSON naming the event,
// its x-wk-timestamp and, for a stocks event, the order and its status; never field values
// that could be secrets (an issuing event's card number, say). more writes the members of
// --forward-to and --reduce.
func eventLine(d webhook.Delivery, more func(*jsonw.Writer)) *jsonw.Writer {
	ev := d.Event
	j := jsonw.New(nil, false)
	j.Open('{')
	j.Field("event_id", ev.EventID)
	j.Field("kind", ev.Kind.String())
	j.Field("event_type", ev.EventType)
	j.Field("event_name", ev.EventName)
	j.IntField("timestamp", d.Timestamp)
	if ev.Order != nil {
		j.Field("order_id", ev.Order.OrderID)
		j.Field("order_status", string(ev.Order.Status))
	}
	if ev.Transaction != nil {
		j.Field("transaction_id", ev.Transaction.TransactionID)
		j.Field("transaction_status", ev.Transaction.TransactionStatus)
	}
	var vs []webhook.Violation
	var de *webhook.DecodeError
	if errors.As(d.Problems, &de) {
		vs = de.Violations
	}
	appendViolations(j, vs, false)
	more(j)
	j.Close('}')
	return j
}
