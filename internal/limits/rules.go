package limits

import (
	"github.com/preflightpay/preflight/currency"
	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/operation"
	"github.com/preflightpay/preflight/internal/rule"
	"github.com/preflightpay/preflight/reason"
	"github.com/shopspring/decimal"
)

// rampEntries are the ramp amount-limit rows, by kind.
var rampEntries = [...]errcatalog.ID{
	Minimum: errcatalog.RampAmountBelowMinimum,
	Maximum: errcatalog.RampAmountAboveMaximum,
	Daily:   errcatalog.RampAmountExceedsDailyLimit,
	Monthly: errcatalog.RampAmountExceedsMonthlyLimit,
}

// CheckRampQuote applies the account's limits to a ramp/create-quote request, whose amount is in
// the currency CurrencyField names.
func CheckRampQuote(c *rule.Context) { checkAmount(c, operation.RampCreateQuote) }

// CheckRampWithdraw applies the account's limits to a ramp/create-withdraw request, whose amount
// is in asset.
func CheckRampWithdraw(c *rule.Context) { checkAmount(c, operation.RampCreateWithdraw) }

// CurrencyField names the member of a request to op holding the currency or asset its amount is
// judged in against the limits: a ramp quote's fixed_currency, or its sell_currency when
// fixed_currency is absent or empty (white space alone counts as empty: the one rule for empty
// strings, see rule.Text); a ramp withdrawal's asset; "" for an operation without amount limits.
// The rules and the transport's usage tracker both ask it, so that an amount is counted under the
// currency it was checked in.
func CurrencyField(op operation.Name, request input.Value) string {
	switch op {
	case operation.RampCreateQuote:
		if fixed := request.Get("fixed_currency"); fixed.Missing() || fixed.Kind() == input.String && (rule.Text{S: fixed.Str(), Set: true}).Blank() {
			return "sell_currency"
		}
		return "fixed_currency"
	case operation.RampCreateWithdraw:
		return "asset"
	}
	return ""
}

// Judged reads what a request to op is judged by against the limits: its positive amount and the
// code, normalised, of the currency or asset it is in (CurrencyField). missing names the member
// that is absent or cannot be read ("amount", or the currency's field), "" when both are read.
func Judged(op operation.Name, request input.Value) (amount decimal.Decimal, code, missing string) {
	field := CurrencyField(op, request)
	if field == "" {
		return decimal.Decimal{}, "", "amount"
	}
	amount, ok := request.Get("amount").Decimal()
	if !ok || amount.Sign() <= 0 {
		return decimal.Decimal{}, "", "amount"
	}
	cur := request.Get(field)
	code = currency.Normalize(cur.Str())
	if cur.Kind() != input.String || code == "" {
		return decimal.Decimal{}, "", field
	}
	return amount, code, ""
}

// checkAmount compares the amount of a request to op with the limits of the currency it is in.
// The fields' shapes are the operation's own rules' business: an amount or currency that cannot
// be read here is a skip, not a finding, so that a report never says the same thing twice.
func checkAmount(c *rule.Context, op operation.Name) {
	amount, code, unread := Judged(op, c.Input)
	if unread != "" {
		c.Skip("limits", unread)
		return
	}
	if c.Facts.Limits == nil {
		c.Report.SkipOnce("limits", "limits")
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
		case o.Broken && (o.Kind == Daily && l.TodayCounted || o.Kind == Monthly && l.MonthCounted):
			c.Fail(rampEntries[o.Kind], "amount", reason.New(reason.LimitsCountedUsage, brokenText(o, amount, code)+" (the usage is the caller's count, not the platform's figure)"))
		case o.Broken:
			c.Fail(rampEntries[o.Kind], "amount", reason.New(reason.LimitsAmount, brokenText(o, amount, code)))
		case o.Kind == Daily || o.Kind == Monthly:
			c.Advise(errcatalog.WarnLimitHeadroom, "amount", reason.New(reason.LimitsHeadroom, headroomText[o.Kind]), o.Kind.String(), code, o.Remaining.String())
		}
	}
	for _, m := range missing {
		c.Skip("limits", "limits."+code+"."+m)
	}
}

// brokenText says which limit an amount breaks and by how much.
func brokenText(o Outcome, amount decimal.Decimal, code string) string {
	switch o.Kind {
	case Minimum:
		return "the minimum is " + o.Limit.String() + " " + code + "; amount is " + amount.String()
	case Maximum:
		return "the maximum is " + o.Limit.String() + " " + code + "; amount is " + amount.String()
	}
	return amount.String() + " " + code + " exceeds what the " + o.Kind.String() + " limit of " + o.Limit.String() + " leaves, by " + o.Remaining.Neg().String()
}

// headroomText is the reason of a headroom warning, whose message already gives the figures: a
// constant, so that a request within its limits costs no more than before.
var headroomText = [...]string{
	Daily:   "the daily limit in the facts, less today's usage and this amount, leaves what the message says",
	Monthly: "the monthly limit in the facts, less this month's usage and this amount, leaves what the message says",
}
