package payout

import (
	"strings"

	"github.com/preflightpay/preflight/beneficiary"
	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/rule"
)

// CheckRetrieve checks fiat/retrieve-payout. An id no payout can have (see beneficiary.ValidID)
// is "payout not found", the platform's only answer about the id; with the account's payouts
// as a fact, so is an id that is not among them.
func CheckRetrieve(c *rule.Context) {
	id, ok := c.QueryAt(c.Input, "id")
	if !ok && given(c.Input, "id") {
		return // of the wrong JSON type, and reported so
	}
	id = strings.TrimSpace(id)
	if !beneficiary.ValidID(id) {
		c.Add(errcatalog.PayoutNotFound, "id")
		return
	}
	f := c.Facts.Fiat
	if f == nil || f.Payouts == nil {
		c.Skip("payout.exists", "fiat.payouts")
		return
	}
	if _, found := f.Payouts[id]; !found {
		c.Add(errcatalog.PayoutNotFound, "id")
	}
}

// CheckConversion checks fiat/create-conversion: sell_currency and buy_currency are currencies
// the platform knows; with facts, the quote is valid and for these currencies and amount, and
// the balance in sell_currency covers the amount.
func CheckConversion(c *rule.Context) {
	in := c.Input
	sell := checkCurrency(c, c.TextAt(in, "sell_currency"), "sell_currency")
	buy := checkCurrency(c, c.TextAt(in, "buy_currency"), "buy_currency")
	amt := amountAt(c, in, "amount")
	quote := c.TextAt(in, "quote_id")
	f := c.Facts.Fiat
	if id := strings.TrimSpace(quote.S); id != "" {
		if f == nil || f.Quotes == nil {
			c.Skip("conversion.quote", "fiat.quotes")
		} else if q, ok := f.Quotes[id]; !ok || q.Status != "" && q.Status != "valid" ||
			sell != "" && q.SellCurrency != "" && q.SellCurrency != sell ||
			buy != "" && q.BuyCurrency != "" && q.BuyCurrency != buy ||
			q.Amount != nil && amt.OK && !q.Amount.Equal(amt.Value) {
			c.Add(errcatalog.FiatQuoteInvalidOrMismatched, "quote_id")
		}
	}
	if c.Facts.Balances == nil {
		c.Skip("conversion.balance", "balances")
		return
	}
	if sell != "" && amt.OK && amt.Value.Sign() > 0 {
		if bal, ok := c.Facts.Balances.Available(sell); !ok || bal.LessThan(amt.Value) {
			c.Add(errcatalog.FiatInsufficientBalance, "amount")
		}
	}
}
