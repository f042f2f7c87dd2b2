package facts

import (
	"github.com/preflightpay/preflight/internal/input"
	"github.com/shopspring/decimal"
)

// Limits holds the account's configured amount limits and usage so far, by currency or asset code
// (upper case).
type Limits map[string]Limit

// Limit is one currency's limits. A nil field is not configured or not known.
type Limit struct {
	Min, Max, Daily, Monthly *decimal.Decimal
	UsedToday, UsedThisMonth *decimal.Decimal
	// TodayCounted and MonthCounted say that UsedToday and UsedThisMonth are a count the caller
	// made of what it sent (transport.UsageTracker, the proxy's record; "usage_counted" in the
	// document sets both), not the platform's figures: it counts every quote answered, converted
	// or not, and the specification does not show whether the platform does, so a daily or
	// monthly limit they break is a prediction, not an error.
	TodayCounted, MonthCounted bool
}

func decodeLimits(d *decoder, v input.Value, path string) Limits {
	if v.Kind() != input.Object {
		d.fail(path, "must be an object of currency code to limits")
		return nil
	}
	out := Limits{}
	seen := map[string]bool{}
	for _, m := range v.Members() {
		var l Limit
		var counted *bool
		p := join(path, m.Key)
		code := d.code(seen, m.Key, p)
		d.object(m.Value, p, map[string]reader{
			"min":             d.toDecimal(&l.Min),
			"max":             d.toDecimal(&l.Max),
			"daily":           d.toDecimal(&l.Daily),
			"monthly":         d.toDecimal(&l.Monthly),
			"used_today":      d.toDecimal(&l.UsedToday),
			"used_this_month": d.toDecimal(&l.UsedThisMonth),
			"usage_counted":   d.toBool(&counted),
		})
		l.TodayCounted = counted != nil && *counted
		l.MonthCounted = l.TodayCounted
		out[code] = l
	}
	return out
}
