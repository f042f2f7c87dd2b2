package limits

import (
	"github.com/preflightpay/preflight/internal/facts"
	"github.com/shopspring/decimal"
)

// Kind is one kind of amount limit.
type Kind uint8

// The kinds of limit, in the order they are checked and reported.
const (
	Minimum Kind = iota
	Maximum
	Daily
	Monthly
)

func (k Kind) String() string {
	switch k {
	case Minimum:
		return "minimum"
	case Maximum:
		return "maximum"
	case Daily:
		return "daily"
	case Monthly:
		return "monthly"
	}
	return "unknown"
}

// Outcome is one configured limit compared with an amount.
type Outcome struct {
	Kind  Kind
	Limit decimal.Decimal
	// Remaining is what the limit leaves after this amount: limit - used - amount for daily and
	// monthly, maximum - amount for the maximum, amount - minimum for the minimum. Negative when
	// the limit is broken.
	Remaining decimal.Decimal
	Broken    bool
}

// Evaluate compares amount with every limit that l configures. A daily or monthly limit whose
// usage is not given cannot be checked: its usage member ("used_today", "used_this_month") is
// returned in missing instead of an outcome.
func Evaluate(amount decimal.Decimal, l facts.Limit) (outcomes []Outcome, missing []string) {
	if l.Min != nil {
		r := amount.Sub(*l.Min)
		outcomes = append(outcomes, Outcome{Kind: Minimum, Limit: *l.Min, Remaining: r, Broken: r.Sign() < 0})
	}
	if l.Max != nil {
		r := l.Max.Sub(amount)
		outcomes = append(outcomes, Outcome{Kind: Maximum, Limit: *l.Max, Remaining: r, Broken: r.Sign() < 0})
	}
	period := func(k Kind, limit, used *decimal.Decimal, usedName string) {
		if limit == nil {
			return
		}
		if used == nil {
			missing = append(missing, usedName)
			return
		}
		r := limit.Sub(*used).Sub(amount)
		outcomes = append(outcomes, Outcome{Kind: k, Limit: *limit, Remaining: r, Broken: r.Sign() < 0})
	}
	period(Daily, l.Daily, l.UsedToday, "used_today")
	period(Monthly, l.Monthly, l.UsedThisMonth, "used_this_month")
	return outcomes, missing
}
