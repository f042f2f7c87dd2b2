package balance

import (
	"strings"

	"github.com/preflightpay/preflight/account"
	"github.com/preflightpay/preflight/currency"
	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/rule"
)

// CheckRetrieve checks a fiat/retrieve-balance request.
func CheckRetrieve(c *rule.Context) {
	s, ok := c.QueryAt(c.Input, "currency")
	if !ok && !c.Input.Get("currency").Missing() {
		return // a wrong JSON type, already the invalid-request finding
	}
	code := strings.ToUpper(s)
	if !ok || !currency.Known(code) {
		c.Add(errcatalog.BalanceCurrencyInvalid, "currency")
		return
	}
	if c.Facts.Balances == nil {
		account.SkipOnce(c.Report, "balance", "balances")
		return
	}
	if _, held := c.Facts.Balances.Available(code); !held {
		c.Add(errcatalog.BalanceNotFound, "currency")
	}
}
