package mock

import (
	"net/http"
	"slices"

	"github.com/preflightpay/preflight/currency"
	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/facts"
	"github.com/preflightpay/preflight/internal/operation"
	"github.com/shopspring/decimal"
)

// handler does one operation's effect on the state and answers it. The fiat operations' handlers
// are in fiat.go, the ramp operations' in ramp.go; the handlers every product shares are below.
type handler func(s *state, c *call) answer

var handlers map[operation.Name]handler

func init() {
	handlers = map[operation.Name]handler{
		operation.RampListAssets:            listBalances,
		operation.RampRetrieveAsset:         retrieveBalance("balance_currency"),
		operation.RampListAssetTransactions: listRampOrders,
		operation.RampCreateTransfer:        create(rampTransfers, "rtr", statusCompleted, nil),
		operation.RampRetrieveTransfer:      retrieve(rampTransfers, "order_id"),
		operation.RampCreateQuote:           createQuote,
		operation.RampCreateConversion:      createRampConversion,
		operation.RampListConversions:       list(conversions),
		operation.RampRetrieveConversion:    retrieve(conversions, "order_id"),
		operation.RampListDeposits:          list(deposits),
		operation.RampRetrieveDeposit:       retrieve(deposits, "order_id"),
		operation.RampDepositWalletAddress:  depositAddress,
		operation.RampListDepositAddresses:  listDepositAddresses,
		operation.RampCreateWithdraw:        create(withdrawals, "wd", statusProcessing, withdraw),
		operation.RampListWithdraws:         list(withdrawals),
		operation.RampRetrieveWithdraw:      retrieve(withdrawals, "order_id"),
		operation.RampListSupportedAssets:   supportedAssets,
		operation.RampEstimateNetworkFee:    networkFee,
		operation.RampCreateAddressBook:     create(addressBook, "ab", statusActive, addAddress),
		operation.RampListAddressBook:       list(addressBook),
		operation.RampUpdateAddressBook:     updateAddress,
		operation.RampCreateDepositSender:   create(depositSenders, "ds", statusActive, nil),

		operation.FiatListTransfers:       listTransfers,
		operation.FiatCreateTransfer:      create(transfers, "tr", statusCompleted, fiatTransfer),
		operation.FiatRetrieveTransfer:    retrieve(transfers, "id"),
		operation.FiatCreateConversion:    create(fiatConversions, "fc", statusCompleted, fiatConversion),
		operation.FiatCreatePayout:        create(payouts, "po", statusProcessing, payout),
		operation.FiatListPayouts:         listPayouts,
		operation.FiatRetrievePayout:      retrieve(payouts, "id"),
		operation.FiatCreateBeneficiary:   create(beneficiaries, "ben", statusActive, beneficiary),
		operation.FiatRetrieveBeneficiary: retrieve(beneficiaries, "id"),
		operation.FiatUpdateBeneficiary:   updateBeneficiary,
		operation.FiatDeleteBeneficiary:   deleteBeneficiary,
		operation.FiatCheckBeneficiary:    checkBeneficiary,
		operation.FiatListBalances:        listBalances,
		operation.FiatRetrieveBalance:     retrieveBalance("currency"),
	}
}

// shelfOf picks one book of the stores, for the handlers every kind of resource shares.
type shelfOf[R any] func(*stores) *book[R]

func beneficiaries(b *stores) *book[*resource]   { return &b.beneficiaries }
func payouts(b *stores) *book[*resource]         { return &b.payouts }
func transfers(b *stores) *book[*resource]       { return &b.transfers }
func fiatConversions(b *stores) *book[*resource] { return &b.fiatConversions }
func rampTransfers(b *stores) *book[*resource]   { return &b.rampTransfers }
func conversions(b *stores) *book[*resource]     { return &b.conversions }
func withdrawals(b *stores) *book[*resource]     { return &b.withdrawals }
func addressBook(b *stores) *book[*resource]     { return &b.addressBook }
func depositSenders(b *stores) *book[*resource]  { return &b.senders }
func deposits(b *stores) *book[*deposit]         { return &b.deposits }

// create stores the request as a new record in its book, with a new id, the status and the time;
// then, when given, moves the money and writes the facts.
func create(in shelfOf[*resource], prefix, status string, then func(s *state, c *call, r *resource)) handler {
	return func(s *state, c *call) answer {
		r := &resource{members: c.object(), ID: s.newID(prefix), Status: status, CreatedAt: s.now()}
		if then != nil {
			then(s, c, r)
		}
		r.seal()
		in(s.books).put(r.ID, r)
		return jsonAnswer(http.StatusOK, r)
	}
}

// retrieve answers the record named by the path parameter. The rules have already refused an id
// the facts say does not exist; an id the state knows only as facts (a starting state) is
// answered with what the facts say.
func retrieve[R any](in shelfOf[R], param string) handler {
	return func(s *state, c *call) answer {
		id := c.params[param]
		b := in(s.books)
		if r, ok := b.get(id); ok {
			return jsonAnswer(http.StatusOK, r)
		}
		if st, known, found := s.factStatus(b.name, id); found || !known {
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

func list[R any](in shelfOf[R]) handler {
	return func(s *state, c *call) answer { return listAnswer(in(s.books).list()) }
}

func listAnswer[R any](rs []R) answer {
	return jsonAnswer(http.StatusOK, listing[R]{Data: rs, Total: len(rs)})
}

// listBalances and retrieveBalance answer fiat's balances and ramp's assets alike: one account,
// one set of balances.
func listBalances(s *state, c *call) answer {
	codes := make([]string, 0, len(s.f.Balances))
	for k := range s.f.Balances {
		codes = append(codes, k)
	}
	slices.Sort(codes)
	rs := make([]balanceRecord, 0, len(codes))
	for _, k := range codes {
		rs = append(rs, balanceRecord{Currency: k, Available: balanceText(k, s.f.Balances[k])})
	}
	return listAnswer(rs)
}

func retrieveBalance(param string) handler {
	return func(s *state, c *call) answer {
		code := currency.Normalize(c.params[param])
		x, ok := s.f.Balances.Available(code)
		if !ok && s.f.Balances != nil {
			return notFound(c.op)
		}
		return jsonAnswer(http.StatusOK, balanceRecord{Currency: code, Available: balanceText(code, x)})
	}
}

// balanceText writes a balance with its currency's minor units (currency.MinorUnits, CNH's
// override included): USD 999739 is "999739.00", JPY stays "150000". The specification shows
// no balance response, so the mock writes a balance as an amount of its currency is written. A
// balance with more places than its currency has (a starting state written so) keeps them, never
// rounded; a code outside ISO 4217 (USDT, BTC) is written as it is held.
func balanceText(code string, x decimal.Decimal) string {
	units, ok := currency.MinorUnits(code)
	if !ok || !x.Equal(x.Round(int32(units))) {
		return x.String()
	}
	return x.StringFixed(int32(units))
}
