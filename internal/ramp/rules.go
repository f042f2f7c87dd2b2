package ramp

import (
	"strings"

	"github.com/preflightpay/preflight/currency"
	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/facts"
	"github.com/preflightpay/preflight/internal/rule"
	"github.com/preflightpay/preflight/reason"
	"github.com/shopspring/decimal"
)

// code reads a currency or asset code, normalised as everywhere (currency.Normalize): "" when
// absent or blank.
func code(c *rule.Context, name string) rule.Text {
	m := c.StringParam(name)
	m.S = currency.Normalize(m.S)
	return m
}

// quantity is an amount member as read: given says the request holds a number or a string, ok
// that it is a positive decimal, unreadable that it had another JSON type (already reported).
type quantity struct {
	x          decimal.Decimal
	parsed     bool // x holds the member's decimal value
	given, ok  bool
	unreadable bool
	long       string // the text of a number refused for its length alone (input.TooManyDigits)
}

// amount reads an amount member with the one amount reader (rule.Context.AmountOf), which records
// another JSON type as the operation's invalid request.
func amount(c *rule.Context, field string) quantity {
	a := c.AmountAt(c.Input, field)
	q := quantity{parsed: a.OK, given: a.Set, unreadable: a.Unreadable}
	if a.OK {
		q.x = a.Decimal()
		q.ok = q.x.IsPositive()
	}
	if a.TooLong() {
		q.long = a.Text
	}
	return q
}

// checkAmount records invalid at field when the amount is given but not a positive decimal, or
// when it is required and absent.
func checkAmount(c *rule.Context, q quantity, invalid errcatalog.ID, field string, required bool) {
	switch {
	case q.long != "":
		c.Fail(invalid, field, rule.LongAmount(field, q.long))
	case q.given && !q.ok:
		// The value is quoted only when it is a number: any other text might be a pasted secret.
		found := "text that is not a decimal number"
		if q.parsed {
			found = q.x.String()
		}
		c.Fail(invalid, field, reason.New(reason.RampAmount, field+" must be a positive decimal number; found "+found))
	case required && !q.given && !q.unreadable:
		c.Fail(invalid, field, reason.New(reason.RampAmount, field+" is required"))
	}
}

// flag applies an account or asset fact: when it is known and false, id is recorded at field
// for the reason why.
func flag(c *rule.Context, fact *bool, id errcatalog.ID, field string, why reason.Code, ruleName, needs string) {
	switch {
	case fact == nil:
		c.Skip(ruleName, needs)
	case !*fact:
		c.Fail(id, field, reason.New(why, "the facts give "+needs+" = false"))
	}
}

// rampFacts returns the ramp facts, never nil, so that rules read absent members as unknown.
func rampFacts(c *rule.Context) *facts.Ramp {
	if c.Facts.Ramp == nil {
		return &facts.Ramp{}
	}
	return c.Facts.Ramp
}

// checkSupported records currency-not-supported for each given code the account's ramp does not
// support.
func checkSupported(c *rule.Context, fields []string, codes []string) {
	r := rampFacts(c)
	if r.SupportedCurrencies == nil {
		c.Skip("ramp.currency-supported", "ramp.supported_currencies")
		return
	}
	for i, code := range codes {
		if code != "" && !r.Supports(code) {
			c.Fail(errcatalog.RampCurrencyNotSupported, fields[i], reason.New(reason.RampCurrencySupported, reason.Shown(code)+" is not among ramp.supported_currencies"))
		}
	}
}

// checkBalance compares an amount with the available balance of code. When the balances are
// given they list every balance the account holds: a currency absent from them is held at zero.
func checkBalance(c *rule.Context, code string, x decimal.Decimal, id errcatalog.ID, field string) {
	if c.Facts.Balances == nil {
		c.Report.SkipOnce("ramp.balance", "balances")
		return
	}
	available, _ := c.Facts.Balances.Available(code)
	if x.GreaterThan(available) {
		c.Fail(id, field, reason.New(reason.RampBalance, x.String()+" "+reason.Shown(code)+" exceeds the available balance of "+available.String()))
	}
}

// checkOrder records notFound when the facts list the account's orders of a kind and order_id is
// not among them.
func checkOrder(c *rule.Context, orders map[string]facts.RampOrder, notFound errcatalog.ID, kind string) {
	id := strings.TrimSpace(c.QueryParam("order_id").S)
	if id == "" {
		return
	}
	if orders == nil {
		c.Skip("ramp.order-exists", "ramp."+kind)
		return
	}
	if _, found := orders[id]; !found {
		c.Fail(notFound, "order_id", reason.New(reason.RampRecordNotFound, "order "+reason.Shown(id)+" is not among ramp."+kind))
	}
}
