package mock

import (
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/preflightpay/preflight/bankid"
	"github.com/preflightpay/preflight/currency"
	"github.com/preflightpay/preflight/internal/facts"
	"github.com/preflightpay/preflight/internal/transfer"
)

// The fiat operations' handlers: beneficiaries, payouts, transfers and conversions. The balances
// both products share are in handlers.go.

// listTransfers pages and filters as the specification says: page_number (from 1), page_size
// (1 to 100; the mock's default is 10), transfer_status, currency, start_time and end_time.
func listTransfers(s *state, c *call) answer {
	number, size := intParam(c, "page_number", 1), intParam(c, "page_size", defaultPageSize)
	status := strings.ToLower(c.text("transfer_status"))
	code := currency.Normalize(c.text("currency"))
	var match []*resource
	for _, r := range timeFiltered(s.books.transfers.list(), c) {
		if status != "" && r.Status != status {
			continue
		}
		if code != "" && currency.Normalize(fmt.Sprint(r.members["currency"])) != code {
			continue
		}
		match = append(match, r)
	}
	from := min((number-1)*size, len(match))
	to := min(from+size, len(match))
	return jsonAnswer(http.StatusOK, page[*resource]{Data: match[from:to], Total: len(match), PageNumber: number, PageSize: size})
}

func intParam(c *call, name string, def int) int {
	n, ok := c.in.Get(name).Integer()
	if !ok || n < 1 || n > 1<<20 {
		return def
	}
	return int(n)
}

func listPayouts(s *state, c *call) answer {
	return listAnswer(timeFiltered(s.books.payouts.list(), c))
}

// timeFiltered keeps the records created within start_time and end_time (either may be absent),
// read as the check reads them (transfer.ParseTime).
func timeFiltered(rs []*resource, c *call) []*resource {
	start, errS := transfer.ParseTime(c.text("start_time"))
	end, errE := transfer.ParseTime(c.text("end_time"))
	out := rs[:0:0]
	for _, r := range rs {
		t, err := time.Parse(time.RFC3339, r.CreatedAt)
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

func fiatTransfer(s *state, c *call, r *resource) {
	if x, ok := c.amount("amount"); ok {
		s.move(c.text("currency"), x.Neg())
	}
	if s.f.Fiat != nil && s.f.Fiat.Transfers != nil {
		s.f.Fiat.Transfers[r.ID] = facts.Transfer{Status: statusCompleted}
	}
}

// fiatConversion uses its quote once and moves the money at the mock's rates.
func fiatConversion(s *state, c *call, r *resource) {
	sell, buy := c.text("sell_currency"), c.text("buy_currency")
	x, ok := c.amount("amount")
	if q, found := useFiatQuote(s, c); found && q.Amount != nil && !ok {
		x, ok = *q.Amount, true
	}
	if ok {
		bought := x.Mul(rate(sell, buy)).Round(2)
		s.move(sell, x.Neg())
		s.move(buy, bought)
		r.BuyAmount = bought.String()
	}
}

// useFiatQuote marks the request's quote_id used in fiat.quotes, when the facts hold it.
func useFiatQuote(s *state, c *call) (facts.Quote, bool) {
	qid := c.text("quote_id")
	if qid == "" || s.f.Fiat == nil || s.f.Fiat.Quotes == nil {
		return facts.Quote{}, false
	}
	q, found := s.f.Fiat.Quotes[qid]
	if found {
		q.Status = "used"
		s.f.Fiat.Quotes[qid] = q
	}
	return q, found
}

// payout takes the payment amount from its currency's balance and records the payout, in
// processing until it settles (POST /_mock/settle).
func payout(s *state, c *call, r *resource) {
	if x, ok := c.amount("payment_amount"); ok {
		s.move(c.text("payment_currency"), x.Neg())
	}
	useFiatQuote(s, c)
	if s.f.Fiat != nil && s.f.Fiat.Payouts != nil {
		s.f.Fiat.Payouts[r.ID] = facts.Payout{Status: statusProcessing}
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

func beneficiary(s *state, c *call, r *resource) {
	if s.f.Fiat != nil && s.f.Fiat.Beneficiaries != nil {
		s.f.Fiat.Beneficiaries[r.ID] = beneficiaryFacts(c, statusActive, "")
	}
}

func updateBeneficiary(s *state, c *call) answer {
	id := c.params["id"]
	r, ok := s.books.beneficiaries.get(id)
	if !ok {
		r = &resource{members: record{}, ID: id, Status: statusActive}
		r.seal()
	}
	for k, v := range c.object() {
		if k != "id" {
			r.set(k, v)
		}
	}
	s.books.beneficiaries.put(id, r)
	if s.f.Fiat != nil && s.f.Fiat.Beneficiaries != nil {
		old := s.f.Fiat.Beneficiaries[id]
		s.f.Fiat.Beneficiaries[id] = beneficiaryFacts(c, old.Status, old.EntityType)
	}
	return jsonAnswer(http.StatusOK, r)
}

func deleteBeneficiary(s *state, c *call) answer {
	id := c.params["id"]
	s.books.beneficiaries.remove(id)
	if s.f.Fiat != nil && s.f.Fiat.Beneficiaries != nil {
		delete(s.f.Fiat.Beneficiaries, id)
	}
	return jsonAnswer(http.StatusOK, deleted{ID: id, Deleted: true})
}

func checkBeneficiary(*state, *call) answer { return jsonAnswer(http.StatusOK, checked{Valid: true}) }
