package mock

import (
	"encoding/json"
	"fmt"
	"maps"
	"net/http"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/preflightpay/preflight/currency"
	"github.com/preflightpay/preflight/internal/facts"
	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/operation"
	"github.com/shopspring/decimal"
)

const (
	statusProcessing = "processing"
	statusCompleted  = "completed"
	statusActive     = "active"
	defaultPageSize  = 10
)

// state is the mock's memory. Its facts are what the rules read: the handlers write every change
// into them (a created beneficiary is in fiat.beneficiaries, a used quote is used, a payout's
// amount leaves balances), so a check against the state is `preflight check` with the state's
// facts. The books hold what the mock answers about the resources it created.
type state struct {
	f          *facts.Facts
	books      *stores
	rampQuotes map[string]*facts.RampQuote // nil when the state does not track quotes
	idem       map[string]*storedKey
	seq        map[string]int // the last number given, per id prefix
	// version counts the changes to the state: a check read at one version is still the
	// check of the state while the version stays.
	version uint64
	clock   func() time.Time
}

func newState(f *facts.Facts, clock func() time.Time) *state {
	s := &state{f: f, books: newStores(), idem: map[string]*storedKey{}, seq: map[string]int{}, clock: clock}
	if f.Ramp != nil && f.Ramp.Quote == nil {
		// The state names no single quote: the mock tracks the quotes it gives out.
		s.rampQuotes = map[string]*facts.RampQuote{}
	}
	return s
}

// newID gives the next id of a kind: each prefix is numbered on its own (ben_000001, then
// po_000001), so a test that creates one beneficiary and one payout knows both ids.
func (s *state) newID(prefix string) string {
	s.seq[prefix]++
	return idOf(prefix, s.seq[prefix])
}

func idOf(prefix string, n int) string { return fmt.Sprintf("%s_%06d", prefix, n) }

func (s *state) now() string { return s.clock().UTC().Format(time.RFC3339) }

// view gives one request the state's facts, as copies of what the effects write, so that the
// check reads them after the lock is let go while other requests change the state. A ramp
// conversion names its quote by quote_id; the facts hold the one quote a request refers to, so
// the mock puts that quote there (an id it never gave out is a quote that matches nothing).
func (s *state) view(f *facts.Facts, op *operation.Operation, v input.Value) {
	f.Limits, f.Balances = s.f.Limits, maps.Clone(s.f.Balances) // the effects never write the limits
	f.Fiat, f.Ramp = nil, nil
	if s.f.Fiat != nil {
		fiat := *s.f.Fiat
		fiat.Beneficiaries, fiat.Payouts = maps.Clone(fiat.Beneficiaries), maps.Clone(fiat.Payouts)
		fiat.Transfers, fiat.Quotes = maps.Clone(fiat.Transfers), maps.Clone(fiat.Quotes)
		f.Fiat = &fiat
	}
	if s.f.Ramp == nil {
		return
	}
	r := *s.f.Ramp
	r.Conversions, r.Deposits, r.Withdrawals = maps.Clone(r.Conversions), maps.Clone(r.Deposits), maps.Clone(r.Withdrawals)
	r.AddressBook, r.DepositAddresses = slices.Clone(r.AddressBook), slices.Clone(r.DepositAddresses)
	f.Ramp = &r
	if !op.Is(operation.RampCreateConversion) || s.rampQuotes == nil {
		return
	}
	id := strings.TrimSpace(v.Get("quote_id").Text())
	if id == "" {
		return
	}
	r.Quote = &facts.RampQuote{}
	if q, ok := s.rampQuotes[id]; ok {
		*r.Quote = *q
	}
}

// store keeps an idempotency key's first request and answer.
func (s *state) store(key string, k *storedKey) {
	s.idem[key] = k
	s.version++
}

// complete marks a key's request done, once the latency the mock gave it has passed.
func (s *state) complete(key string) {
	if k := s.idem[key]; k != nil {
		k.State = facts.StateCompleted
		s.version++
	}
}

// call is one checked request on its way to the state.
type call struct {
	op     *operation.Operation
	params map[string]string
	in     input.Value
}

// object is the request's input as the members of a record.
func (c *call) object() record {
	r := record{}
	d := json.NewDecoder(strings.NewReader(string(input.AppendJSON(nil, c.in))))
	d.UseNumber()
	d.Decode(&r)
	return r
}

func (c *call) text(name string) string { return strings.TrimSpace(c.in.Get(name).Text()) }

func (c *call) amount(name string) (decimal.Decimal, bool) { return c.in.Get(name).Decimal() }

// apply does a checked request's effect. An operation the registry holds and handlers does not
// (a new operation before its handler; TestEveryOperationHasAMockHandler names it) is answered
// 501 with a body naming it, and changes nothing: the mock still loads and serves every other
// operation.
func (s *state) apply(c *call) answer {
	do := handlers[c.op.Name]
	if do == nil {
		return jsonAnswer(http.StatusNotImplemented, map[string]string{"code": "501", "message": "mock: no handler for " + string(c.op.Name)})
	}
	s.version++
	return do(s, c)
}

// move adds x (negative to take) to the balance of code, when the state knows balances.
func (s *state) move(code string, x decimal.Decimal) {
	code = currency.Normalize(code)
	if s.f.Balances == nil || code == "" {
		return
	}
	s.f.Balances[code] = s.f.Balances[code].Add(x)
}

// settle completes every order in processing (payouts, ramp conversions and withdrawals) and
// ends the swap in progress: what the platform does in its own time, the mock does when asked.
func (s *state) settle() int {
	s.version++
	n := 0
	fiat, ramp := s.f.Fiat, s.f.Ramp
	for _, b := range []*book[*resource]{&s.books.payouts, &s.books.conversions, &s.books.withdrawals} {
		for _, r := range b.list() {
			if r.Status != statusProcessing {
				continue
			}
			r.Status, r.SettledAt = statusCompleted, s.now()
			r.seal()
			n++
			switch {
			case b == &s.books.payouts && fiat != nil && fiat.Payouts != nil:
				fiat.Payouts[r.ID] = facts.Payout{Status: statusCompleted}
			case b == &s.books.conversions && ramp != nil && ramp.Conversions != nil:
				ramp.Conversions[r.ID] = facts.RampOrder{Status: statusCompleted}
			case b == &s.books.withdrawals && ramp != nil && ramp.Withdrawals != nil:
				ramp.Withdrawals[r.ID] = facts.RampOrder{Status: statusCompleted}
			}
		}
	}
	if ramp != nil && ramp.SwapInProgress != nil {
		no := false
		ramp.SwapInProgress = &no
	}
	return n
}

// deposit records an incoming deposit, completed, and credits its asset: what arrives from outside
// the API, the admin endpoint makes happen.
func (s *state) deposit(asset, network string, x decimal.Decimal) *deposit {
	s.version++
	id := s.newID("dep")
	asset = currency.Normalize(asset)
	d := &deposit{ID: id, Asset: asset, Network: network, Amount: x.String(), Status: statusCompleted, CreatedAt: s.now()}
	s.books.deposits.put(id, d)
	s.move(asset, x)
	if s.f.Ramp != nil && s.f.Ramp.Deposits != nil {
		s.f.Ramp.Deposits[id] = facts.RampOrder{Status: statusCompleted}
	}
	return d
}

// snapshot is the state as the admin endpoint shows it: the books in use and the balances.
type snapshot struct {
	Balances        map[string]string `json:"balances"`
	Books           map[string]any    `json:"books"`
	IdempotencyKeys []string          `json:"idempotency_keys"`
	NextIDs         map[string]string `json:"next_ids"` // by prefix, for the kinds given an id so far
	SwapInProgress  bool              `json:"swap_in_progress"`
}

func (s *state) snapshot() snapshot {
	books := map[string]any{}
	for _, b := range s.books.shelves() {
		if b.inUse() {
			books[b.kind()] = b.listed()
		}
	}
	bal := map[string]string{}
	for k, v := range s.f.Balances {
		bal[k] = balanceText(k, v)
	}
	keys := make([]string, 0, len(s.idem))
	for k := range s.idem {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	swap := false
	if s.f.Ramp != nil && s.f.Ramp.SwapInProgress != nil {
		swap = *s.f.Ramp.SwapInProgress
	}
	next := make(map[string]string, len(s.seq))
	for prefix, n := range s.seq {
		next[prefix] = idOf(prefix, n+1)
	}
	return snapshot{Balances: bal, Books: books, IdempotencyKeys: keys, SwapInProgress: swap, NextIDs: next}
}
