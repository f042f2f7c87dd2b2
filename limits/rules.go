package limits

import (
	"strings"

	"github.com/preflightpay/preflight/account"
	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/input"
	"github.com/preflightpay/preflight/rule"
)

// rampEntries are the ramp amount-limit rows, by kind.
var rampEntries = [...]errcatalog.ID{
	Minimum: errcatalog.RampAmountBelowMinimum,
	Maximum: errcatalog.RampAmountAboveMaximum,
	Daily:   errcatalog.RampAmountExceedsDailyLimit,
	Monthly: errcatalog.RampAmountExceedsMonthlyLimit,
}

// CheckRampQuote applies the account's limits to a ramp/create-quote request. The amount is in
// fixed_currency, or sell_currency when fixed_currency is absent.
func CheckRampQuote(c *rule.Context) {
	field := "fixed_currency"
	if c.Input.Get(field).Missing() {
		field = "sell_currency"
	}
	checkAmount(c, field)
}

// CheckRampWithdraw applies the account's limits to a ramp/create-withdraw request, whose amount
// is in asset.
func CheckRampWithdraw(c *rule.Context) { checkAmount(c, "asset") }

// checkAmount compares "amount", in the currency named by currencyField, with the limits. The
// fields' shapes are the operation's own rules' business: an amount or currency that cannot be
// read here is a skip, not a finding, so that a report never says the same thing twice.
func checkAmount(c *rule.Context, currencyField string) {
	amount, ok := c.Input.Get("amount").Decimal()
	if !ok || amount.Sign() <= 0 {
		c.Skip("limits", "amount")
		return
	}
	cur := c.Input.Get(currencyField)
	code := strings.ToUpper(cur.Str())
	if cur.Kind() != input.String || code == "" {
		c.Skip("limits", currencyField)
		return
	}
	if c.Facts.Limits == nil {
		account.SkipOnce(c.Report, "limits", "limits")
		return
	}
	l, ok := c.Facts.Limits[code]
	if !ok {
		c.Skip("limits", "limits."+code)
		return
	}
	outcomes, missing := Evaluate(amount, l)
	for _, o := range outcomes {
		switch {
		case o.Broken:
			c.Add(rampEntries[o.Kind], "amount")
		case o.Kind == Daily || o.Kind == Monthly:
			c.Warn(errcatalog.WarnLimitHeadroom, "amount", o.Kind.String(), code, o.Remaining.String())
		}
	}
	for _, m := range missing {
		c.Skip("limits", "limits."+code+"."+m)
	}
}
