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
	s, ok := c.Query(c.Input.Get("currency"), "currency")
	if c.Report.HasField("currency") {
		return
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
