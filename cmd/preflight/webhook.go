package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"sync"
	"time"

	"github.com/preflightpay/preflight/internal/jsonw"
	"github.com/preflightpay/preflight/internal/serve"
	"github.com/preflightpay/preflight/webhook"
	"github.com/preflightpay/preflight/webhook/redisstore"
	"github.com/redis/go-redis/v9"
)

const webhookUsage = `usage:
  preflight webhook verify --secret-env VAR --timestamp TS [--signature SIG] [--now UNIX] [--tolerance DUR] [FILE|-]
  preflight webhook sign   --secret-env VAR --timestamp TS [FILE|-]
  preflight webhook decode [FILE|-]
  preflight webhook listen --secret-env VAR [--addr 127.0.0.1:8787] [--redis URL] [--public] [--allow-host NAME]... [--drain DUR]

The secret is read from the environment variable VAR, never from a flag, so it
stays out of shell history and process lists. FILE is the raw body; - or none
reads standard input. verify prints {"valid": bool, "reason": "..."} and exits
0 when valid, 1 when not; decode prints the event's findings and exits 0 when
it has none, 1 when it has; usage errors exit 2.

listen receives deliveries (POST, any path) as package webhook's Receiver
does: verified, decoded strictly, deduplicated (in memory, or in Redis with
--redis redis://host:port/db, shared by several receivers), acknowledged once
queued. It prints each processed event as one JSON line on stdout, and each
refused delivery as one JSON line on stderr, with the status it was answered.
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
	fmt.Fprintf(stderr, "preflight webhook: unknown command %q\n%s", args[0], webhookUsage)
	return 2
}

type webhookCmd struct {
	name           string
	stdin          io.Reader
	stdout, stderr io.Writer
	getenv         func(string) string
}

func (w webhookCmd) usage(format string, a ...any) int {
	fmt.Fprintf(w.stderr, w.name+": "+format+"\n", a...)
	return 2
}

func (w webhookCmd) flags() *flag.FlagSet {
	fs := flag.NewFlagSet(w.name, flag.ContinueOnError)
	fs.SetOutput(w.stderr)
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
	b, err := readInput(env{stdin: w.stdin}, fs.Arg(0))
	if err == nil && len(b) > maxInput {
		return nil, fmt.Errorf("the body is larger than %d bytes", maxInput)
	}
	return b, err
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
	if err := fs.Parse(args); err != nil {
		return 2
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
	if err := fs.Parse(args); err != nil {
		return 2
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
	if err := fs.Parse(args); err != nil {
		return 2
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
	env := fs.String("secret-env", "", "name of the environment variable holding the signing secret")
	addr := fs.String("addr", "127.0.0.1:8787", "the address to listen on")
	public := fs.Bool("public", false, "allow an --addr that other machines can reach")
	redisURL := fs.String("redis", "", "share claims through Redis at this URL (redis://host:port/db); default in memory")
	drain := fs.Duration("drain", serve.DefaultDrain, "how long to wait for requests in flight when asked to stop")
	allowHosts := allowHostFlag(fs)
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() > 0 {
		return w.usage("listen takes no FILE")
	}
	secret, err := w.secret(*env)
	if err != nil {
		return w.usage("%v", err)
	}
	ring, err := webhook.NewKeyring(webhook.Key{ID: *env, Secret: secret})
	if err != nil {
		return w.usage("%v", err)
	}
	verifier, err := webhook.NewVerifier(ring, webhook.Options{})
	if err != nil {
		return w.usage("%v", err)
	}
	var store webhook.Store = webhook.NewMemoryStore(0, time.Now)
	if *redisURL != "" {
		opts, err := redis.ParseURL(*redisURL)
		if err != nil {
			return w.usage("--redis: %v", err)
		}
		client := redis.NewClient(opts)
		defer client.Close()
		store = redisstore.New(client, "")
	}
	ln, err := serve.Listen(*addr, *public)
	if err != nil {
		return w.usage("%v", err)
	}
	// One worker, so that lines are printed whole and in the order the events were accepted.
	queue := webhook.NewQueue(1024, 1, func(d webhook.Delivery) { w.write(eventLine(d)) })
	var errMu sync.Mutex
	receiver := &webhook.Receiver{Verifier: verifier, Clock: time.Now, Accept: queue.Accept, Dedup: store,
		OnReject: func(r *http.Request, status int, cause error) {
			j := jsonw.New(nil, false)
			j.Open('{')
			j.IntField("status", int64(status))
			j.Field("cause", cause.Error())
			j.Close('}')
			errMu.Lock()
			w.stderr.Write(append(j.Buf, '\n'))
			errMu.Unlock()
		}}
	// Scripts and tests read this line to learn the port when --addr ends in :0.
	errMu.Lock()
	fmt.Fprintf(w.stderr, "preflight webhook listen: receiving on http://%s/ (SIGINT or SIGTERM to stop)\n", ln.Addr())
	if *public {
		publicNotice(w.stderr, w.name, ln, *allowHosts,
			"POST deliveries to any path: only those signed with the secret and less than 5 minutes old are accepted, and their events are printed on standard output; the sender's address is not checked")
	}
	errMu.Unlock()
	err = serve.Run(ctx, ln, receiver, *drain, serveOptions(lockedWriter{&errMu, w.stderr}, w.name, *addr, *allowHosts)...)
	queue.Close()
	if err != nil {
		fmt.Fprintf(w.stderr, "%s: %v\n", w.name, err)
		return 1
	}
	return 0
}

// lockedWriter writes under mu, so that a line from the server is not interleaved with the
// refusals OnReject writes.
type lockedWriter struct {
	mu *sync.Mutex
	w  io.Writer
}

func (l lockedWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
}

// eventLine is what listen prints for a processed event: one line of JSON naming the event,
// its x-wk-timestamp and, for a stocks event, the order and its status; never field values
// that could be secrets (an issuing event's card number, say).
func eventLine(d webhook.Delivery) *jsonw.Writer {
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
	j.Close('}')
	return j
}
