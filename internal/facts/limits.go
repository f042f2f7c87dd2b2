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
		p := join(path, m.Key)
		code := d.code(seen, m.Key, p)
		d.object(m.Value, p, map[string]reader{
			"min":             d.toDecimal(&l.Min),
			"max":             d.toDecimal(&l.Max),
			"daily":           d.toDecimal(&l.Daily),
			"monthly":         d.toDecimal(&l.Monthly),
			"used_today":      d.toDecimal(&l.UsedToday),
			"used_this_month": d.toDecimal(&l.UsedThisMonth),
		})
		out[code] = l
	}
	return out
}
