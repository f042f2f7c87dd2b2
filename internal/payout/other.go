package payout

import (
	"strings"

	"github.com/preflightpay/preflight/currency"
	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/beneficiary"
	"github.com/preflightpay/preflight/internal/rule"
	"github.com/preflightpay/preflight/reason"
)

// CheckRetrieve checks fiat/retrieve-payout. An id no payout can have (see beneficiary.ValidID)
// is predicted "payout not found", the platform's only answer about the id; with the account's
// payouts as a fact, an id that is not among them is certainly one.
func CheckRetrieve(c *rule.Context) {
	m := c.QueryParam("id")
	if m.Unreadable {
		return // of the wrong JSON type, and reported so
	}
	id := strings.TrimSpace(m.S)
	if !beneficiary.ValidID(id) {
		c.Fail(errcatalog.PayoutNotFound, "id", reason.New(reason.PayoutIDShape,
			"a payout id should be 1 to 64 English letters, digits, '-' or '_'; found "+reason.Shown(id)))
		return
	}
	f := c.Facts.Fiat
	if f == nil || f.Payouts == nil {
		c.Skip("payout.exists", "fiat.payouts")
		return
	}
	if _, found := f.Payouts[id]; !found {
		c.Fail(errcatalog.PayoutNotFound, "id", reason.New(reason.PayoutNotFound,
			"the id is not among the account's payouts"))
	}
}

// CheckConversion checks fiat/create-conversion with the entries the catalog documents for it.
// Without a quote_id, the request names sell_currency, buy_currency and amount; sell_currency
// and buy_currency are currencies ("currency not supported"); amount is a positive decimal
// number ("invalid request"), predicted refused when it has more decimal places than both
// currencies take. With facts, the quote is valid and for these currencies and amount, and the
// balance in sell_currency covers the amount (a currency absent from the balances is zero).
func CheckConversion(c *rule.Context) {
	in := c.Input
	quote := c.TextAt(in, "quote_id")
	sellText, buyText := c.TextAt(in, "sell_currency"), c.TextAt(in, "buy_currency")
	amt := c.AmountAt(in, "amount")
	if quote.Blank() {
		requireInput(c, "sell_currency", sellText.Blank() && (sellText.Set || !given(in, "sell_currency")))
		requireInput(c, "buy_currency", buyText.Blank() && (buyText.Set || !given(in, "buy_currency")))
		requireInput(c, "amount", !amt.Set && !given(in, "amount"))
	}
	sell := checkCurrency(c, sellText, "sell_currency")
	buy := checkCurrency(c, buyText, "buy_currency")
	ok := checkAmount(c, amt, conversionUnits(sell, buy), "amount", amountEntries{notDecimal: c.InvalidRequest, invalid: c.InvalidRequest})
	f := c.Facts.Fiat
	if f == nil {
		f = &noFiat
	}
	if id := strings.TrimSpace(quote.S); id != "" {
		checkQuote(c, f, "conversion.quote", id, sell, buy, amt)
	}
	if !ok {
		amt = rule.Amount{}
	}
	checkBalance(c, "conversion.balance", sell, amt, "amount")
}

// requireInput records a conversion input that is missing when no quote names it.
func requireInput(c *rule.Context, field string, missing bool) {
	if missing {
		c.Fail(c.InvalidRequest, field, reason.New(reason.ConversionInputMissing,
			"without a quote_id, a conversion should name its "+field+"; found none"))
	}
}

// conversionUnits returns whichever of sell and buy allows the most decimal places: the
// specification does not say which currency a conversion's amount is in, so only an amount
// that neither could carry is predicted refused.
func conversionUnits(sell, buy string) string {
	s, sellOK := currency.MinorUnits(sell)
	b, buyOK := currency.MinorUnits(buy)
	if !sellOK || buyOK && b > s {
		return buy
	}
	return sell
}
