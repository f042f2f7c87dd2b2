package transport

import (
	"context"
	"net/http"
	"sync"
	"time"

	preflight "github.com/preflightpay/preflight"
	"github.com/preflightpay/preflight/internal/door"
	"github.com/preflightpay/preflight/internal/facts"
	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/limits"
	"github.com/preflightpay/preflight/internal/operation"
	"github.com/shopspring/decimal"
)

// StaticAccount returns the FactsFunc that gives every request the same account facts: what a
// service knows from its configuration (its client id, its allowlisted address, the operations
// its credentials may call).
func StaticAccount(a *preflight.Account) FactsFunc {
	f := &facts.Facts{Account: a}
	return func(context.Context, *operation.Operation, *http.Request) (*facts.Facts, error) { return f, nil }
}

// StaticFacts reads a facts document (docs/reports.md, "The facts document", any sections) once
// and returns the FactsFunc that gives it to every request: account facts and configured limits
// kept in a configuration file. The error is facts.Parse's.
func StaticFacts(doc []byte) (FactsFunc, error) {
	f, err := facts.Parse(doc)
	if err != nil {
		return nil, err
	}
	return func(context.Context, *operation.Operation, *http.Request) (*facts.Facts, error) { return f, nil }, nil
}

// Combine returns the FactsFunc that merges the facts of fs, in order: a section (or, in
// limits and balances, a currency's field) given by an earlier function wins over a later
// one's. StaticFacts(config) and a UsageTracker's Facts combine into limits with both the
// configured ceilings and the usage so far. The first error is returned.
func Combine(fs ...FactsFunc) FactsFunc {
	return func(ctx context.Context, op *operation.Operation, req *http.Request) (*facts.Facts, error) {
		var out *facts.Facts
		for _, fn := range fs {
			f, err := fn(ctx, op, req)
			if err != nil {
				return nil, err
			}
			if f == nil {
				continue
			}
			if out == nil {
				c := *f
				out = &c
				continue
			}
			merge(out, f)
		}
		return out, nil
	}
}

func merge(dst, src *facts.Facts) {
	dst.Account = first(dst.Account, src.Account)
	dst.Idempotency = first(dst.Idempotency, src.Idempotency)
	dst.Fiat = first(dst.Fiat, src.Fiat)
	dst.Ramp = first(dst.Ramp, src.Ramp)
	if len(src.Balances) > 0 {
		b := make(facts.Balances, len(dst.Balances)+len(src.Balances))
		for k, v := range src.Balances {
			b[k] = v
		}
		for k, v := range dst.Balances {
			b[k] = v
		}
		dst.Balances = b
	}
	if len(src.Limits) > 0 {
		l := make(facts.Limits, len(dst.Limits)+len(src.Limits))
		for k, v := range dst.Limits {
			l[k] = v
		}
		for k, s := range src.Limits {
			d := l[k]
			d.Min, d.Max = first(d.Min, s.Min), first(d.Max, s.Max)
			d.Daily, d.Monthly = first(d.Daily, s.Daily), first(d.Monthly, s.Monthly)
			// Whether a usage figure is counted goes with the figure.
			if d.UsedToday == nil {
				d.UsedToday, d.TodayCounted = s.UsedToday, s.TodayCounted
			}
			if d.UsedThisMonth == nil {
				d.UsedThisMonth, d.MonthCounted = s.UsedThisMonth, s.MonthCounted
			}
			l[k] = d
		}
		dst.Limits = l
	}
}

func first[T any](a, b *T) *T {
	if a != nil {
		return a
	}
	return b
}

// UsageTracker adds up what this process has sent successfully (a 2xx answer) to the ramp's
// create-quote and create-withdraw, per currency or asset code, per day and per month in UTC, and
// gives it as the limits facts used_today and used_this_month. Set it as Options.Usage and
// combine its Facts with the configured limits (Combine).
//
// It is the caller's view, not the platform's: it counts only what passed through this
// transport since the process started (not other processes, other services or the dashboard,
// and nothing from before a restart), and the platform's own day and month may not be UTC's. Its
// figures are no lower bound either: every quote answered 2xx is counted, converted or not, and
// whether the platform counts an unconverted quote is not shown. So its limits say TodayCounted
// and MonthCounted, and a daily or monthly limit they break is a prediction, not an error.
type UsageTracker struct {
	now func() time.Time

	mu    sync.Mutex
	day   string
	month string
	today map[string]decimal.Decimal
	mtd   map[string]decimal.Decimal
}

// NewUsageTracker builds a tracker reading time from now (time.Now when nil).
func NewUsageTracker(now func() time.Time) *UsageTracker {
	if now == nil {
		now = time.Now
	}
	return &UsageTracker{now: now}
}

// Record counts a request the platform accepted that did not pass through the transport: the
// operation's name and its JSON body. Operations other than ramp/create-quote and
// ramp/create-withdraw, and a body without an amount in a currency, are not counted. The error
// is an *preflight.UnknownOperationError or a *preflight.UnreadableError.
func (u *UsageTracker) Record(operation string, request []byte) error {
	k, err := preflight.For(operation)
	if err != nil {
		return err
	}
	v, err := door.Read(request, input.DefaultLimits(), nil)
	if err != nil {
		return &preflight.UnreadableError{Operation: operation, Err: err}
	}
	u.record(k.Operation(), v)
	return nil
}

func (u *UsageTracker) record(op *operation.Operation, v input.Value) {
	amount, code, missing := limits.Judged(op.Name, v)
	if missing != "" {
		return
	}
	u.mu.Lock()
	defer u.mu.Unlock()
	u.roll()
	u.today[code] = u.today[code].Add(amount)
	u.mtd[code] = u.mtd[code].Add(amount)
}

// roll starts a new day or month when the clock has moved on.
func (u *UsageTracker) roll() {
	now := u.now().UTC()
	day, month := now.Format("2006-01-02"), now.Format("2006-01")
	if month != u.month || u.mtd == nil {
		u.month, u.mtd = month, map[string]decimal.Decimal{}
	}
	if day != u.day || u.today == nil {
		u.day, u.today = day, map[string]decimal.Decimal{}
	}
}

// Facts is a FactsFunc giving limits with used_today and used_this_month for every code this
// process has sent this month (used_today zero for a code not sent today).
func (u *UsageTracker) Facts(context.Context, *preflight.Operation, *http.Request) (*preflight.Facts, error) {
	u.mu.Lock()
	defer u.mu.Unlock()
	u.roll()
	if len(u.mtd) == 0 {
		return nil, nil
	}
	l := make(facts.Limits, len(u.mtd))
	for code, m := range u.mtd {
		today, month := u.today[code], m
		l[code] = facts.Limit{UsedToday: &today, UsedThisMonth: &month, TodayCounted: true, MonthCounted: true}
	}
	return &facts.Facts{Limits: l}, nil
}
