package facts

import (
	"github.com/preflightpay/preflight/input"
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
		d.object(m.Value, p, map[string]func(input.Value, string){
			"min":             func(v input.Value, p string) { l.Min = d.optDecimal(v, p) },
			"max":             func(v input.Value, p string) { l.Max = d.optDecimal(v, p) },
			"daily":           func(v input.Value, p string) { l.Daily = d.optDecimal(v, p) },
			"monthly":         func(v input.Value, p string) { l.Monthly = d.optDecimal(v, p) },
			"used_today":      func(v input.Value, p string) { l.UsedToday = d.optDecimal(v, p) },
			"used_this_month": func(v input.Value, p string) { l.UsedThisMonth = d.optDecimal(v, p) },
		})
		out[code] = l
	}
	return out
}
