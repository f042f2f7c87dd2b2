package mock

import (
	"encoding/json"
	"fmt"
	"hash/fnv"
	"maps"
	"net/http"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/preflightpay/preflight/bankid"
	"github.com/preflightpay/preflight/currency"
	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/facts"
	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/operation"
	"github.com/preflightpay/preflight/internal/ramp"
	"github.com/preflightpay/preflight/internal/transfer"
	"github.com/shopspring/decimal"
)

// record is one resource as the mock answers it: the request's members, plus id, status and
// created_at. The specification does not show the platform's response payloads, so these shapes
// are the mock's own (docs/mock.md).
type record = map[string]any

// book is one kind of resource, in creation order.
type book struct {
	ids  []string
	recs map[string]record
}

func (b *book) put(id string, r record) {
	if _, ok := b.recs[id]; !ok {
		b.ids = append(b.ids, id)
	}
	b.recs[id] = r
}

func (b *book) list() []record {
	out := make([]record, 0, len(b.ids))
	for _, id := range b.ids {
		if r, ok := b.recs[id]; ok {
			out = append(out, r)
		}
	}
	return out
}

func (b *book) remove(id string) { delete(b.recs, id) }

// The books, by kind.
const (
	kindBeneficiary    = "beneficiaries"
	kindPayout         = "payouts"
	kindTransfer       = "transfers"
	kindFiatConversion = "fiat-conversions"
	kindRampTransfer   = "ramp-transfers"
	kindQuote          = "quotes"
	kindConversion     = "conversions"
	kindDeposit        = "deposits"
	kindWithdrawal     = "withdrawals"
	kindAddressBook    = "address-book"
	kindDepositSender  = "deposit-senders"
	statusProcessing   = "processing"
	statusCompleted    = "completed"
	statusActive       = "active"
	defaultPageSize    = 10
)

// state is the mock's memory. Its facts are what the rules read: the books write every change
// into them (a created beneficiary is in fiat.beneficiaries, a used quote is used, a payout's
// amount leaves balances), so a check against the state is `preflight check` with the state's
// facts.
type state struct {
	f          *facts.Facts
	books      map[string]*book
	rampQuotes map[string]*facts.RampQuote // nil when the state does not track quotes
	idem       map[string]*storedKey
	seq        int
	// version counts the changes to the state: a check read at one version is still the
	// check of the state while the version stays.
	version uint64
	clock   func() time.Time
}

func newState(f *facts.Facts, clock func() time.Time) *state {
	s := &state{f: f, books: map[string]*book{}, idem: map[string]*storedKey{}, clock: clock}
	if f.Ramp != nil && f.Ramp.Quote == nil {
		// The state names no single quote: the mock tracks the quotes it gives out.
		s.rampQuotes = map[string]*facts.RampQuote{}
	}
	return s
}

func (s *state) book(kind string) *book {
	b := s.books[kind]
	if b == nil {
		b = &book{recs: map[string]record{}}
		s.books[kind] = b
	}
	return b
}

func (s *state) newID(prefix string) string {
	s.seq++
	return fmt.Sprintf("%s_%06d", prefix, s.seq)
}

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

// object is the request's input as a record.
func (c *call) object() record {
	r := record{}
	d := json.NewDecoder(strings.NewReader(string(input.AppendJSON(nil, c.in))))
	d.UseNumber()
	d.Decode(&r)
	return r
}

func (c *call) text(name string) string { return strings.TrimSpace(c.in.Get(name).Text()) }

func (c *call) amount(name string) (decimal.Decimal, bool) { return c.in.Get(name).Decimal() }

type effect func(s *state, c *call) answer

var effects map[operation.Name]effect

func init() {
	effects = map[operation.Name]effect{
		operation.RampListAssets:            listBalances,
		operation.RampRetrieveAsset:         retrieveBalance("balance_currency"),
		operation.RampListAssetTransactions: listRampOrders,
		operation.RampCreateTransfer:        create(kindRampTransfer, "rtr", statusCompleted, nil),
		operation.RampRetrieveTransfer:      retrieve(kindRampTransfer, "order_id"),
		operation.RampCreateQuote:           createQuote,
		operation.RampCreateConversion:      createRampConversion,
		operation.RampListConversions:       list(kindConversion),
		operation.RampRetrieveConversion:    retrieve(kindConversion, "order_id"),
		operation.RampListDeposits:          list(kindDeposit),
		operation.RampRetrieveDeposit:       retrieve(kindDeposit, "order_id"),
		operation.RampDepositWalletAddress:  depositAddress,
		operation.RampListDepositAddresses:  listDepositAddresses,
		operation.RampCreateWithdraw:        create(kindWithdrawal, "wd", statusProcessing, withdraw),
		operation.RampListWithdraws:         list(kindWithdrawal),
		operation.RampRetrieveWithdraw:      retrieve(kindWithdrawal, "order_id"),
		operation.RampListSupportedAssets:   supportedAssets,
		operation.RampEstimateNetworkFee:    networkFee,
		operation.RampCreateAddressBook:     create(kindAddressBook, "ab", statusActive, addAddress),
		operation.RampListAddressBook:       list(kindAddressBook),
		operation.RampUpdateAddressBook:     updateAddress,
		operation.RampCreateDepositSender:   create(kindDepositSender, "ds", statusActive, nil),

		operation.FiatListTransfers:       listTransfers,
		operation.FiatCreateTransfer:      create(kindTransfer, "tr", statusCompleted, fiatTransfer),
		operation.FiatRetrieveTransfer:    retrieve(kindTransfer, "id"),
		operation.FiatCreateConversion:    create(kindFiatConversion, "fc", statusCompleted, fiatConversion),
		operation.FiatCreatePayout:        create(kindPayout, "po", statusProcessing, payout),
		operation.FiatListPayouts:         listPayouts,
		operation.FiatRetrievePayout:      retrieve(kindPayout, "id"),
		operation.FiatCreateBeneficiary:   create(kindBeneficiary, "ben", statusActive, beneficiary),
		operation.FiatRetrieveBeneficiary: retrieve(kindBeneficiary, "id"),
		operation.FiatUpdateBeneficiary:   updateBeneficiary,
		operation.FiatDeleteBeneficiary:   deleteBeneficiary,
		operation.FiatCheckBeneficiary:    func(*state, *call) answer { return jsonAnswer(http.StatusOK, record{"valid": true}) },
		operation.FiatListBalances:        listBalances,
		operation.FiatRetrieveBalance:     retrieveBalance("currency"),
	}
}

// apply does a checked request's effect. An operation the registry holds and effects does not
// (a new operation before its handler; TestEveryOperationHasAMockHandler names it) is answered
// 501 with a body naming it, and changes nothing: the mock still loads and serves every other
// operation.
func (s *state) apply(c *call) answer {
	do := effects[c.op.Name]
	if do == nil {
		return jsonAnswer(http.StatusNotImplemented, map[string]string{"code": "501", "message": "mock: no handler for " + string(c.op.Name)})
	}
	s.version++
	return do(s, c)
}

// create stores the request as a new record of kind, with a new id, the status and the time;
// then, when given, moves the money and writes the facts.
func create(kind, prefix, status string, then func(s *state, c *call, id string, r record)) effect {
	return func(s *state, c *call) answer {
		r := c.object()
		id := s.newID(prefix)
		r["id"], r["status"], r["created_at"] = id, status, s.now()
		if then != nil {
			then(s, c, id, r)
		}
		s.book(kind).put(id, r)
		return jsonAnswer(http.StatusOK, r)
	}
}

// retrieve answers the record named by the path parameter. The rules have already refused an id
// the facts say does not exist; an id the state knows only as facts (a starting state) is
// answered with what the facts say.
func retrieve(kind, param string) effect {
	return func(s *state, c *call) answer {
		id := c.params[param]
		if r, ok := s.book(kind).recs[id]; ok {
			return jsonAnswer(http.StatusOK, r)
		}
		if st, known, found := s.factStatus(kind, id); found || !known {
			return jsonAnswer(http.StatusOK, record{"id": id, "status": st})
		}
		return notFound(c.op)
	}
}

// factStatus is a record's status in the facts, whether the facts know the kind (its map is
// given), and whether they hold the id.
func (s *state) factStatus(kind, id string) (status string, known, found bool) {
	fiat, ramp := s.f.Fiat, s.f.Ramp
	switch {
	case kind == kindPayout && fiat != nil:
		return statusIn(fiat.Payouts, id, func(p facts.Payout) string { return p.Status })
	case kind == kindTransfer && fiat != nil:
		return statusIn(fiat.Transfers, id, func(t facts.Transfer) string { return t.Status })
	case kind == kindBeneficiary && fiat != nil:
		return statusIn(fiat.Beneficiaries, id, func(b facts.Beneficiary) string { return b.Status })
	case kind == kindConversion && ramp != nil:
		return statusIn(ramp.Conversions, id, orderStatus)
	case kind == kindDeposit && ramp != nil:
		return statusIn(ramp.Deposits, id, orderStatus)
	case kind == kindWithdrawal && ramp != nil:
		return statusIn(ramp.Withdrawals, id, orderStatus)
	case kind == kindRampTransfer:
		// The mock's own book: known when the state is the mock's (it tracks quotes).
		return "", s.rampQuotes != nil, false
	}
	return "", false, false
}

func orderStatus(o facts.RampOrder) string { return o.Status }

func statusIn[T any](m map[string]T, id string, status func(T) string) (string, bool, bool) {
	if m == nil {
		return "", false, false
	}
	v, ok := m[id]
	if !ok {
		return "", true, false
	}
	return status(v), true, true
}

// notFound is the operation's "not found" entry (its RES row), or a plain 404 when the catalog
// has none.
func notFound(op *operation.Operation) answer {
	for i, e := range errcatalog.All() {
		if e.Action == errcatalog.Resource && e.AppliesTo(string(op.Name)) && e.Params() == 0 {
			return entryAnswer(errcatalog.ID(i))
		}
	}
	return jsonAnswer(http.StatusNotFound, record{"code": "404", "message": "not found"})
}

func list(kind string) effect {
	return func(s *state, c *call) answer { return listAnswer(s.book(kind).list()) }
}

func listAnswer(rs []record) answer {
	return jsonAnswer(http.StatusOK, record{"data": rs, "total": len(rs)})
}

func listRampOrders(s *state, c *call) answer {
	var all []record
	for _, k := range []string{kindConversion, kindDeposit, kindWithdrawal, kindRampTransfer} {
		all = append(all, s.book(k).list()...)
	}
	sort.SliceStable(all, func(i, j int) bool { return fmt.Sprint(all[i]["created_at"]) < fmt.Sprint(all[j]["created_at"]) })
	return listAnswer(all)
}

// listTransfers pages and filters as the specification says: page_number (from 1), page_size
// (1 to 100; the mock's default is 10), transfer_status, currency, start_time and end_time.
func listTransfers(s *state, c *call) answer {
	page, size := intParam(c, "page_number", 1), intParam(c, "page_size", defaultPageSize)
	status := strings.ToLower(c.text("transfer_status"))
	code := currency.Normalize(c.text("currency"))
	var match []record
	for _, r := range timeFiltered(s.book(kindTransfer).list(), c) {
		if status != "" && r["status"] != status {
			continue
		}
		if code != "" && currency.Normalize(fmt.Sprint(r["currency"])) != code {
			continue
		}
		match = append(match, r)
	}
	from := min((page-1)*size, len(match))
	to := min(from+size, len(match))
	return jsonAnswer(http.StatusOK, record{"data": match[from:to], "total": len(match), "page_number": page, "page_size": size})
}

func intParam(c *call, name string, def int) int {
	n, ok := c.in.Get(name).Integer()
	if !ok || n < 1 || n > 1<<20 {
		return def
	}
	return int(n)
}

func listPayouts(s *state, c *call) answer {
	return listAnswer(timeFiltered(s.book(kindPayout).list(), c))
}

// timeFiltered keeps the records created within start_time and end_time (either may be absent),
// read as the check reads them (transfer.ParseTime).
func timeFiltered(rs []record, c *call) []record {
	start, errS := transfer.ParseTime(c.text("start_time"))
	end, errE := transfer.ParseTime(c.text("end_time"))
	out := rs[:0:0]
	for _, r := range rs {
		t, err := time.Parse(time.RFC3339, fmt.Sprint(r["created_at"]))
		if err != nil {
			continue
		}
		if (errS == nil && t.Before(start)) || (errE == nil && t.After(end)) {
			continue
		}
		out = append(out, r)
	}
	return out
}

// move adds x (negative to take) to the balance of code, when the state knows balances.
func (s *state) move(code string, x decimal.Decimal) {
	code = currency.Normalize(code)
	if s.f.Balances == nil || code == "" {
		return
	}
	s.f.Balances[code] = s.f.Balances[code].Add(x)
}

func listBalances(s *state, c *call) answer {
	codes := make([]string, 0, len(s.f.Balances))
	for k := range s.f.Balances {
		codes = append(codes, k)
	}
	sort.Strings(codes)
	rs := make([]record, 0, len(codes))
	for _, k := range codes {
		rs = append(rs, record{"currency": k, "available": s.f.Balances[k].String()})
	}
	return listAnswer(rs)
}

func retrieveBalance(param string) effect {
	return func(s *state, c *call) answer {
		code := currency.Normalize(c.params[param])
		x, ok := s.f.Balances.Available(code)
		if !ok && s.f.Balances != nil {
			return notFound(c.op)
		}
		return jsonAnswer(http.StatusOK, record{"currency": code, "available": x.String()})
	}
}

// rates are the mock's prices in USD, for quotes and conversions: fixed, so tests can compute
// what a conversion gives. A code not listed is worth 1 USD.
var rates = map[string]string{"USD": "1", "EUR": "1.08", "GBP": "1.27", "SGD": "0.74", "HKD": "0.128",
	"USDT": "1", "USDC": "1", "BTC": "60000", "ETH": "3000"}

func rate(sell, buy string) decimal.Decimal {
	price := func(code string) decimal.Decimal {
		if r, ok := rates[currency.Normalize(code)]; ok {
			return decimal.RequireFromString(r)
		}
		return decimal.NewFromInt(1)
	}
	return price(sell).DivRound(price(buy), 12)
}

func createQuote(s *state, c *call) answer {
	sell, buy := currency.Normalize(c.text("sell_currency")), currency.Normalize(c.text("buy_currency"))
	fixed := currency.Normalize(c.text("fixed_currency"))
	x, _ := c.amount("amount")
	r := rate(sell, buy)
	sellAmount, buyAmount := x, x.Mul(r).Round(8)
	if fixed == buy && fixed != "" {
		sellAmount, buyAmount = x.DivRound(r, 8), x
	}
	id := s.newID("quote")
	no := false
	q := &facts.RampQuote{ID: id, SellCurrency: sell, BuyCurrency: buy, FixedCurrency: fixed, Amount: &x, SellAmount: &sellAmount, Used: &no}
	if s.rampQuotes != nil {
		s.rampQuotes[id] = q
	}
	rec := record{"id": id, "sell_currency": sell, "buy_currency": buy, "fixed_currency": fixed, "amount": x.String(),
		"sell_amount": sellAmount.String(), "buy_amount": buyAmount.String(), "rate": r.String(),
		"created_at": s.now(), "expires_at": s.clock().Add(time.Minute).UTC().Format(time.RFC3339)}
	s.book(kindQuote).put(id, rec)
	return jsonAnswer(http.StatusOK, rec)
}

// createRampConversion uses its quote once (a second use is the rules' "quote already used"),
// moves the money, and, for a swap between two digital assets, holds the account's one swap in
// progress until the order settles.
func createRampConversion(s *state, c *call) answer {
	r := c.object()
	id := s.newID("rc")
	sell, buy := currency.Normalize(c.text("sell_currency")), currency.Normalize(c.text("buy_currency"))
	x, _ := c.amount("amount")
	sellAmount, buyAmount := x, x.Mul(rate(sell, buy))
	if q := s.rampQuotes[c.text("quote_id")]; q != nil {
		yes := true
		q.Used = &yes
		sellAmount = *q.SellAmount
		buyAmount = sellAmount.Mul(rate(q.SellCurrency, q.BuyCurrency))
		sell, buy = q.SellCurrency, q.BuyCurrency
		s.book(kindQuote).recs[q.ID]["used"] = true
	}
	s.move(sell, sellAmount.Neg())
	s.move(buy, buyAmount.Round(8))
	status := statusCompleted
	if ramp.Classify(sell) != ramp.Fiat && ramp.Classify(buy) != ramp.Fiat && s.f.Ramp != nil {
		status = statusProcessing
		yes := true
		s.f.Ramp.SwapInProgress = &yes
		r["swap"] = true
	}
	r["id"], r["status"], r["created_at"] = id, status, s.now()
	r["sell_amount"], r["buy_amount"] = sellAmount.String(), buyAmount.Round(8).String()
	s.book(kindConversion).put(id, r)
	if s.f.Ramp != nil && s.f.Ramp.Conversions != nil {
		s.f.Ramp.Conversions[id] = facts.RampOrder{Status: status}
	}
	return jsonAnswer(http.StatusOK, r)
}

func depositAddress(s *state, c *call) answer {
	asset, network := currency.Normalize(c.text("asset")), c.text("network")
	addr := fmt.Sprintf("mock-%s-%s-%08x", strings.ToLower(asset), strings.ToLower(network), addressHash(asset+"/"+network))
	if s.f.Ramp != nil && s.f.Ramp.DepositAddresses != nil {
		known := false
		for _, d := range s.f.Ramp.DepositAddresses {
			known = known || (d.Asset == asset && d.Network == network)
		}
		if !known {
			s.f.Ramp.DepositAddresses = append(s.f.Ramp.DepositAddresses, facts.DepositAddress{Asset: asset, Network: network})
		}
	}
	return jsonAnswer(http.StatusOK, record{"asset": asset, "network": network, "address": addr})
}

// addressHash makes a deposit address that is the same for an asset and network in every run.
func addressHash(s string) uint32 {
	h := fnv.New32a()
	h.Write([]byte(s))
	return h.Sum32()
}

func listDepositAddresses(s *state, c *call) answer {
	var rs []record
	if s.f.Ramp != nil {
		for _, d := range s.f.Ramp.DepositAddresses {
			rs = append(rs, record{"asset": d.Asset, "network": d.Network})
		}
	}
	return listAnswer(rs)
}

func withdraw(s *state, c *call, id string, r record) {
	asset := c.text("asset")
	if asset == "" && s.f.Ramp != nil {
		for _, e := range s.f.Ramp.AddressBook {
			if e.ID == c.text("address_id") {
				asset = e.Asset
			}
		}
	}
	if x, ok := c.amount("amount"); ok {
		s.move(asset, x.Neg())
	}
	if s.f.Ramp != nil && s.f.Ramp.Withdrawals != nil {
		s.f.Ramp.Withdrawals[id] = facts.RampOrder{Status: statusProcessing}
	}
}

func supportedAssets(s *state, c *call) answer {
	var codes []string
	if s.f.Ramp != nil && s.f.Ramp.SupportedCurrencies != nil {
		codes = append(codes, s.f.Ramp.SupportedCurrencies...)
	} else {
		for k := range rates {
			codes = append(codes, k)
		}
	}
	sort.Strings(codes)
	return jsonAnswer(http.StatusOK, record{"data": codes, "total": len(codes)})
}

func networkFee(s *state, c *call) answer {
	asset := currency.Normalize(c.text("asset"))
	fee := decimal.Zero
	if s.f.Ramp != nil {
		if x, ok := s.f.Ramp.NetworkFees[asset]; ok {
			fee = x
		}
	}
	return jsonAnswer(http.StatusOK, record{"asset": asset, "network": c.text("network"), "fee": fee.String()})
}

// addAddress enters the address in the address book the rules read. Travel-rule data given at
// creation (meta_data) is set, and from then on cannot be edited.
func addAddress(s *state, c *call, id string, r record) {
	if s.f.Ramp == nil || s.f.Ramp.AddressBook == nil {
		return
	}
	set := !c.in.Get("meta_data").Missing()
	s.f.Ramp.AddressBook = append(s.f.Ramp.AddressBook, facts.AddressBookEntry{ID: id, Address: c.text("address"),
		Network: c.text("network"), Asset: currency.Normalize(c.text("asset")), Label: c.text("label"),
		IsWhitelist: boolOf(c.in.Get("is_whitelist")), TravelRuleSet: &set})
}

func boolOf(v input.Value) *bool {
	b := v.Kind() == input.Bool && v.Bool() || strings.EqualFold(v.Str(), "true")
	return &b
}

func updateAddress(s *state, c *call) answer {
	id := c.text("id")
	r := s.book(kindAddressBook).recs[id]
	if r == nil {
		r = record{"id": id}
	}
	in := c.object()
	for _, k := range []string{"label", "is_whitelist", "meta_data"} {
		if v := c.in.Get(k); v.Present() {
			r[k] = in[k]
		}
	}
	s.book(kindAddressBook).put(id, r)
	if s.f.Ramp != nil {
		for i := range s.f.Ramp.AddressBook {
			e := &s.f.Ramp.AddressBook[i]
			if e.ID != id {
				continue
			}
			if v := c.in.Get("label"); v.Present() {
				e.Label = c.text("label")
			}
			if v := c.in.Get("is_whitelist"); v.Present() {
				e.IsWhitelist = boolOf(v)
			}
			if !c.in.Get("meta_data").Missing() {
				yes := true
				e.TravelRuleSet = &yes
			}
		}
	}
	return jsonAnswer(http.StatusOK, r)
}

func fiatTransfer(s *state, c *call, id string, r record) {
	if x, ok := c.amount("amount"); ok {
		s.move(c.text("currency"), x.Neg())
	}
	if s.f.Fiat != nil && s.f.Fiat.Transfers != nil {
		s.f.Fiat.Transfers[id] = facts.Transfer{Status: statusCompleted}
	}
}

// fiatConversion uses its quote once and moves the money at the mock's rates.
func fiatConversion(s *state, c *call, id string, r record) {
	sell, buy := c.text("sell_currency"), c.text("buy_currency")
	x, ok := c.amount("amount")
	if qid := c.text("quote_id"); qid != "" && s.f.Fiat != nil && s.f.Fiat.Quotes != nil {
		if q, found := s.f.Fiat.Quotes[qid]; found {
			q.Status = "used"
			s.f.Fiat.Quotes[qid] = q
			if q.Amount != nil && !ok {
				x, ok = *q.Amount, true
			}
		}
	}
	if ok {
		bought := x.Mul(rate(sell, buy)).Round(2)
		s.move(sell, x.Neg())
		s.move(buy, bought)
		r["buy_amount"] = bought.String()
	}
}

// payout takes the payment amount from its currency's balance and records the payout, in
// processing until it settles (POST /_mock/settle).
func payout(s *state, c *call, id string, r record) {
	if x, ok := c.amount("payment_amount"); ok {
		s.move(c.text("payment_currency"), x.Neg())
	}
	if qid := c.text("quote_id"); qid != "" && s.f.Fiat != nil && s.f.Fiat.Quotes != nil {
		if q, found := s.f.Fiat.Quotes[qid]; found {
			q.Status = "used"
			s.f.Fiat.Quotes[qid] = q
		}
	}
	if s.f.Fiat != nil && s.f.Fiat.Payouts != nil {
		s.f.Fiat.Payouts[id] = facts.Payout{Status: statusProcessing}
	}
}

func beneficiaryFacts(c *call, status, entity string) facts.Beneficiary {
	if e := c.text("entity_type"); e != "" {
		entity = e
	}
	return facts.Beneficiary{EntityType: entity, Status: status, AccountNumber: c.text("account_number"),
		IBAN: bankid.NormalizeIBAN(c.text("iban")), RoutingValue1: bankid.NormalizeRoutingCode(c.text("routing_code_value1")),
		ClearingSystem: c.text("clearing_system")}
}

func beneficiary(s *state, c *call, id string, r record) {
	if s.f.Fiat != nil && s.f.Fiat.Beneficiaries != nil {
		s.f.Fiat.Beneficiaries[id] = beneficiaryFacts(c, statusActive, "")
	}
}

func updateBeneficiary(s *state, c *call) answer {
	id := c.params["id"]
	b := s.book(kindBeneficiary)
	r := b.recs[id]
	if r == nil {
		r = record{"id": id, "status": statusActive}
	}
	for k, v := range c.object() {
		if k != "id" {
			r[k] = v
		}
	}
	b.put(id, r)
	if s.f.Fiat != nil && s.f.Fiat.Beneficiaries != nil {
		old := s.f.Fiat.Beneficiaries[id]
		s.f.Fiat.Beneficiaries[id] = beneficiaryFacts(c, old.Status, old.EntityType)
	}
	return jsonAnswer(http.StatusOK, r)
}

func deleteBeneficiary(s *state, c *call) answer {
	id := c.params["id"]
	s.book(kindBeneficiary).remove(id)
	if s.f.Fiat != nil && s.f.Fiat.Beneficiaries != nil {
		delete(s.f.Fiat.Beneficiaries, id)
	}
	return jsonAnswer(http.StatusOK, record{"id": id, "deleted": true})
}

// settle completes every order in processing (payouts, ramp conversions and withdrawals) and
// ends the swap in progress: what the platform does in its own time, the mock does when asked.
func (s *state) settle() int {
	s.version++
	n := 0
	for _, kind := range []string{kindPayout, kindConversion, kindWithdrawal} {
		for _, r := range s.book(kind).list() {
			if r["status"] != statusProcessing {
				continue
			}
			id := fmt.Sprint(r["id"])
			r["status"], r["settled_at"] = statusCompleted, s.now()
			n++
			switch {
			case kind == kindPayout && s.f.Fiat != nil && s.f.Fiat.Payouts != nil:
				s.f.Fiat.Payouts[id] = facts.Payout{Status: statusCompleted}
			case kind == kindConversion && s.f.Ramp != nil && s.f.Ramp.Conversions != nil:
				s.f.Ramp.Conversions[id] = facts.RampOrder{Status: statusCompleted}
			case kind == kindWithdrawal && s.f.Ramp != nil && s.f.Ramp.Withdrawals != nil:
				s.f.Ramp.Withdrawals[id] = facts.RampOrder{Status: statusCompleted}
			}
		}
	}
	if s.f.Ramp != nil && s.f.Ramp.SwapInProgress != nil {
		no := false
		s.f.Ramp.SwapInProgress = &no
	}
	return n
}

// deposit records an incoming deposit, completed, and credits its asset: what arrives from outside
// the API, the admin endpoint makes happen.
func (s *state) deposit(asset, network string, x decimal.Decimal) record {
	s.version++
	id := s.newID("dep")
	asset = currency.Normalize(asset)
	r := record{"id": id, "asset": asset, "network": network, "amount": x.String(), "status": statusCompleted, "created_at": s.now()}
	s.book(kindDeposit).put(id, r)
	s.move(asset, x)
	if s.f.Ramp != nil && s.f.Ramp.Deposits != nil {
		s.f.Ramp.Deposits[id] = facts.RampOrder{Status: statusCompleted}
	}
	return r
}

// snapshot is the state as the admin endpoint shows it: the books and the balances.
func (s *state) snapshot() record {
	books := record{}
	for k, b := range s.books {
		books[k] = b.list()
	}
	bal := record{}
	for k, v := range s.f.Balances {
		bal[k] = v.String()
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
	return record{"books": books, "balances": bal, "idempotency_keys": keys, "swap_in_progress": swap,
		"next_id": strconv.Itoa(s.seq + 1)}
}
