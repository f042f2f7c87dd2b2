package mock

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"net/netip"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	_ "github.com/preflightpay/preflight" // registers the checkers httpdoor runs: a program importing only mock must not panic on its first request
	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/classify"
	"github.com/preflightpay/preflight/internal/door/httpdoor"
	"github.com/preflightpay/preflight/internal/facts"
	"github.com/preflightpay/preflight/internal/idempotency"
	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/operation"
)

// The headers the mock reads and writes. The specification names x-on-behalf-of and
// x-response-id; it shows neither the credentials' carrier nor the idempotency key's, so the mock
// takes the API key from "Authorization: Bearer KEY" or "x-api-key: KEY", and the key from the
// header package transport sends (preflight.DefaultIdempotencyHeader).
const (
	HeaderResponseID  = "x-response-id"
	HeaderOnBehalfOf  = "x-on-behalf-of"
	HeaderAPIKey      = "x-api-key"
	HeaderIdempotency = httpdoor.DefaultIdempotencyHeader
	// HeaderReplayed is "true" on an answer replayed for an idempotency key.
	HeaderReplayed = "Idempotent-Replayed"
	// HeaderFault names the fault that produced an answer ("forced", "later", "server-error").
	HeaderFault = "X-Mock-Fault"
)

// maxBody bounds what the mock reads of a request: the check's own limit (input.DefaultLimits),
// plus one byte so that a larger body is told from one at the limit.
var maxBody = input.DefaultLimits().MaxBytes

// Mock is the platform's API in memory. It is an http.Handler, safe for concurrent use; Close
// stops its webhook deliveries.
type Mock struct {
	accounts map[string]*Account
	open     *Account // the default account, when no accounts are configured
	clock    func() time.Time
	seed     int64
	trustXFF bool

	// mu guards st. A request's check runs without it, on the facts read under it; its effect is
	// done only if st.version has not moved since, so that check and effect are one step.
	mu sync.Mutex
	st *state
	// checking, when set, is called as each request's check begins, outside mu: the tests hold
	// a request there to show that others are answered meanwhile.
	checking func(op *operation.Operation)
	// deliveryWait bounds POST /_mock/webhooks/wait (a minute); the tests shorten it.
	deliveryWait time.Duration

	faults *faults
	seq    atomic.Uint64 // response ids
	hooks  *deliverer

	adminToken *[sha256.Size]byte // the digest of Config.AdminToken; nil: no token asked
}

// New builds a mock from cfg; see Config for the defaults. It starts the webhook deliverer when
// cfg.Webhook.URL is set.
func New(cfg Config) (*Mock, error) {
	p, err := cfg.parse()
	if err != nil {
		return nil, err
	}
	m := &Mock{accounts: map[string]*Account{}, clock: cfg.Clock, seed: cfg.Seed, trustXFF: cfg.TrustForwardedFor, deliveryWait: time.Minute}
	if m.clock == nil {
		m.clock = time.Now
	}
	for i := range cfg.Accounts {
		a := cfg.Accounts[i]
		a.allowlist = p.allowlists[i]
		m.accounts[a.APIKey] = &a
	}
	if len(cfg.Accounts) == 0 {
		a := defaultAccount()
		m.open = &a
	}
	m.st = newState(p.state, m.clock)
	m.faults = newFaults(cfg.Faults, cfg.Seed)
	if cfg.AdminToken != "" {
		sum := sha256.Sum256([]byte(cfg.AdminToken))
		m.adminToken = &sum
	}
	if cfg.Webhook.URL != "" {
		m.hooks = newDeliverer(cfg.Webhook, cfg.Seed, m.clock)
	}
	return m, nil
}

// Close stops the webhook deliveries in progress and waits for them.
func (m *Mock) Close() {
	if m.hooks != nil {
		m.hooks.close()
	}
}

// answer is one HTTP response the mock sends.
type answer struct {
	status int
	body   []byte
	header map[string]string
}

func (a answer) write(w http.ResponseWriter) {
	w.Header().Set("Content-Type", "application/json")
	for k, v := range a.header {
		w.Header().Set(k, v)
	}
	w.WriteHeader(a.status)
	w.Write(a.body)
}

// entryAnswer is the platform's answer for a catalog entry: its status, and its body in its own
// format (legacy, typed or the 500 envelope) as classify.Body writes it.
func entryAnswer(id errcatalog.ID, params ...string) answer {
	return answer{status: errcatalog.Get(id).HTTPStatus, body: classify.Body(id, params...)}
}

func jsonAnswer(status int, v any) answer {
	b, err := json.Marshal(v)
	if err != nil {
		// Records hold strings, numbers, booleans, maps and slices only.
		b = []byte(`{"code":"","message":"mock: unencodable record"}`)
		status = http.StatusInternalServerError
	}
	return answer{status: status, body: b}
}

// ServeHTTP answers one request: the admin endpoints under /_mock/, else the operation its
// method and path address, else 404.
func (m *Mock) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	w.Header().Set(HeaderResponseID, m.responseID())
	if strings.HasPrefix(r.URL.Path, adminPrefix) {
		m.admin(w, r)
		return
	}
	q, err := httpdoor.Match(r.Method, r.URL.Path)
	if err != nil {
		jsonAnswer(http.StatusNotFound, map[string]string{"code": "404", "message": "no operation at " + r.Method + " " + r.URL.Path}).write(w)
		return
	}
	body, err := io.ReadAll(io.LimitReader(r.Body, int64(maxBody)+1))
	if err != nil {
		return // the client went away
	}
	a, hit, latency := m.faults.draw(q.Operation)
	if hit {
		wait(r.Context(), latency)
		a.write(w)
		return
	}
	a, key := m.handle(&q, r, body, latency > 0)
	if latency > 0 {
		// The platform is slow doing the request: its idempotency key is "processing" meanwhile,
		// and a retry with the key is told so.
		wait(r.Context(), latency)
		if key != "" {
			m.mu.Lock()
			m.st.complete(key)
			m.mu.Unlock()
		}
	}
	a.write(w)
}

// wait sleeps d, or until ctx ends.
func wait(ctx context.Context, d time.Duration) {
	if d <= 0 {
		return
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
	case <-ctx.Done():
	}
}

// handle answers a request already matched to its operation: the check, then the operation's
// effect. It returns the idempotency key it stored, "processing" when slow is set (the caller
// marks it completed once its latency has passed).
func (m *Mock) handle(q *httpdoor.Request, r *http.Request, body []byte, slow bool) (answer, string) {
	op := q.Operation
	acct := m.authenticate(r)
	f := requestFacts(acct, r, m.trustXFF)
	q.Read(r.URL.Query(), r.Header, body, r.ContentLength, httpdoor.Options{})
	if q.Unreadable != nil {
		res, err := q.Check(f, httpdoor.Options{})
		if err != nil {
			// The catalog documents no "invalid request" here, so the platform's answer is not
			// known: the mock answers the product's entry and says it is a guess.
			a := entryAnswer(errcatalog.InvalidRequest(op))
			a.header = map[string]string{"X-Mock-Undocumented": "the catalog documents no invalid request for " + string(op.Name)}
			return a, ""
		}
		return platformAnswer(res.Answer), ""
	}
	key, v := q.IdempotencyKey, q.Input

	endpoint := r.Method + " " + r.URL.Path
	for {
		// The state is read under the lock, the check runs without it, and the effect is done
		// under it again only if no other request changed the state meanwhile; otherwise the
		// request is checked again against the new state. A check takes time linear in the
		// request, a megabyte's worth of it milliseconds, and no other request waits for it.
		m.mu.Lock()
		rf := *f
		if key != "" {
			s := m.st.idem[key]
			if s != nil && s.replays(f.Account, op, v) {
				a := s.answer
				m.mu.Unlock()
				a.header = map[string]string{HeaderReplayed: "true"}
				return a, ""
			}
			rf.Idempotency = &facts.Idempotency{Key: key}
			if s != nil {
				stored := s.StoredKey
				rf.Idempotency.Stored = &stored
			}
		}
		m.st.view(&rf, op, v)
		version := m.st.version
		m.mu.Unlock()

		if m.checking != nil {
			m.checking(op)
		}
		res, err := q.Check(&rf, httpdoor.Options{})
		if err != nil {
			return entryAnswer(errcatalog.InvalidRequest(op)), ""
		}
		// A refused request changes nothing: its answer is the state's as it was read.
		if res.Answer != nil {
			return platformAnswer(res.Answer), ""
		}

		m.mu.Lock()
		if m.st.version != version {
			m.mu.Unlock()
			continue
		}
		a := m.st.apply(&call{op: op, params: q.Params, in: v})
		if key != "" && a.status < 300 {
			state := facts.StateCompleted
			if slow {
				state = facts.StateProcessing
			}
			m.st.store(key, &storedKey{StoredKey: facts.StoredKey{ClientID: clientOf(f.Account), Endpoint: endpoint,
				Fingerprint: idempotency.FingerprintValue(v), State: state}, answer: a})
		} else {
			key = ""
		}
		m.mu.Unlock()
		return a, key
	}
}

// platformAnswer is the front door's answer to a refused request, as the mock sends it (write
// sets its Content-Type).
func platformAnswer(a *httpdoor.Answer) answer { return answer{status: a.Status, body: a.Body} }

// storedKey is an idempotency key the mock has answered: the facts of its first request and the
// answer it got, replayed to the same request.
type storedKey struct {
	facts.StoredKey
	answer answer
}

// replays reports whether a request is the key's first one again, done: same client, endpoint and
// payload, completed. The first answer is then given again without running any check, as the
// platform answers a retry of a request it has already done.
func (s *storedKey) replays(a *facts.Account, op *operation.Operation, v input.Value) bool {
	// The endpoint is compared as the idempotency rule compares it ("POST /v1/payouts/" is
	// "POST /v1/payouts"): a retry that the rule would pass must be replayed, not done again.
	return s.State == facts.StateCompleted && s.ClientID == clientOf(a) && idempotency.Matches(op, s.Endpoint, v) &&
		s.Fingerprint == idempotency.FingerprintValue(v)
}

func clientOf(a *facts.Account) string {
	if a == nil {
		return ""
	}
	return a.ClientID
}

// authenticate finds the account of the request's API key: the default account when none are
// configured, nil for a key the mock does not know.
func (m *Mock) authenticate(r *http.Request) *Account {
	if m.open != nil {
		return m.open
	}
	key := r.Header.Get(HeaderAPIKey)
	if auth := r.Header.Get("Authorization"); key == "" && len(auth) > 7 && strings.EqualFold(auth[:7], "bearer ") {
		key = strings.TrimSpace(auth[7:])
	}
	return m.accounts[key]
}

// requestFacts are the account facts of one request: the configured account, the address the
// request comes from and the x-on-behalf-of header. An unknown key is an expired login, the
// platform's answer to credentials it does not accept.
func requestFacts(a *Account, r *http.Request, trustXFF bool) *facts.Facts {
	f := &facts.Facts{}
	if a == nil {
		t := true
		f.Account = &facts.Account{LoginExpired: &t}
		return f
	}
	fa := &facts.Account{ID: a.ID, ClientID: a.ClientID, LoginExpired: a.LoginExpired,
		Activated: a.Activated, IdentityVerified: a.IdentityVerified, APIEnabled: a.APIEnabled,
		APITradingEnabled: a.APITradingEnabled, BankingAccount: a.BankingAccount, Active: a.Active,
		Tradable: a.Tradable, Operations: a.Operations}
	if a.AllowedIPs != nil {
		fa.Allowlist, fa.AllowlistKnown = a.allowlist, true
	}
	if ip, ok := remoteAddr(r, trustXFF); ok {
		fa.IP = &ip
	}
	if ids, ok := r.Header[http.CanonicalHeaderKey(HeaderOnBehalfOf)]; ok && len(ids) > 0 {
		o := &facts.OnBehalfOf{AccountID: ids[0]}
		if p, listed := a.OnBehalfOf[ids[0]]; listed {
			o.Authorized, o.Found, o.Active, o.Tradable = p.Authorized, p.Found, p.Active, p.Tradable
		} else {
			no := false
			o.Authorized = &no
		}
		fa.OnBehalfOf = o
	}
	f.Account = fa
	return f
}

func remoteAddr(r *http.Request, trustXFF bool) (netip.Addr, bool) {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	if xff := r.Header.Get("X-Forwarded-For"); trustXFF && xff != "" {
		first, _, _ := strings.Cut(xff, ",")
		host = strings.TrimSpace(first)
	}
	ip, err := netip.ParseAddr(host)
	if err != nil {
		return netip.Addr{}, false
	}
	return ip.Unmap(), true
}

// responseID is unique within the mock's run: the seed and a counter, so a seeded run's ids
// repeat.
func (m *Mock) responseID() string {
	return "resp_" + strconv.FormatUint(uint64(m.seed)&0xffff, 16) + "_" + strconv.FormatUint(m.seq.Add(1), 10)
}

// faults holds the per-operation faults and the seeded generator that draws them.
type faults struct {
	mu    sync.Mutex
	rng   *rand.Rand
	byOp  map[string]Fault
	count map[string]int // calls seen per operation, for the admin view
}

func newFaults(cfg map[string]Fault, seed int64) *faults {
	f := &faults{rng: rand.New(rand.NewPCG(uint64(seed), 0x6d6f636b)), byOp: map[string]Fault{}, count: map[string]int{}}
	for k, v := range cfg {
		f.put(k, v)
	}
	return f
}

func (f *faults) set(op string, fl Fault) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.put(op, fl)
}

// put sets op's fault, without a forced entry that has no calls left (count 0): GET
// /_mock/faults lists only the faults still in force, and a fault with nothing left in it is
// gone.
func (f *faults) put(op string, fl Fault) {
	if fl.Count == 0 {
		fl.Entry = ""
	}
	if fl == (Fault{}) {
		delete(f.byOp, op)
		return
	}
	f.byOp[op] = fl
}

// draw draws the faults of op for one request: a forced entry first, then the rates. It returns
// the fault's answer and true when the request is not to reach the state, and the latency to add
// to the answer either way.
func (f *faults) draw(op *operation.Operation) (answer, bool, time.Duration) {
	f.mu.Lock()
	defer f.mu.Unlock()
	name := string(op.Name)
	f.count[name]++
	fl, ok := f.byOp[name]
	key := name
	if !ok {
		fl, ok = f.byOp["*"]
		key = "*"
	}
	if !ok {
		return answer{}, false, 0
	}
	latency := time.Duration(fl.LatencyMS) * time.Millisecond
	var a answer
	switch x := f.rng.Float64(); {
	case fl.Entry != "" && fl.Count > 0:
		id, _ := errcatalog.ByKey(fl.Entry)
		fl.Count--
		f.put(key, fl)
		a = entryAnswer(id, placeholders(id)...)
		a.header = map[string]string{HeaderFault: "forced"}
	case x < fl.ServerErrorRate:
		a = entryAnswer(errcatalog.ServerInternalError)
		a.header = map[string]string{HeaderFault: "server-error"}
	case x < fl.ServerErrorRate+fl.LaterRate:
		a = entryAnswer(laterEntry(op))
		a.header = map[string]string{HeaderFault: "later"}
	default:
		return answer{}, false, latency
	}
	return a, true, latency
}

// laterEntry is the operation's own LATER entry (its "failed, retry" row), or the 500 envelope
// when it has none.
func laterEntry(op *operation.Operation) errcatalog.ID {
	for i, e := range errcatalog.All() {
		if e.Action == errcatalog.Later && e.Format != errcatalog.Envelope && e.ServerOnly != "" && e.AppliesTo(string(op.Name)) {
			return errcatalog.ID(i)
		}
	}
	return errcatalog.ServerInternalError
}

// placeholders fills an entry's "%s" values for a forced answer, where no request says them.
func placeholders(id errcatalog.ID) []string {
	out := make([]string, errcatalog.Get(id).Params())
	for i := range out {
		out[i] = "mock"
	}
	return out
}
