package webhook

import "sort"

// Source says where an order update came from.
type Source int

const (
	SourceWebhook  Source = iota // a stocks.order.* notification
	SourceRetrieve               // the Retrieve an order operation: authoritative
)

// Update is one observation of an order: a notification's data.order with
// its x-wk-timestamp and event_id, or the result of Retrieve an order with the
// time it was read.
type Update struct {
	Source    Source
	EventID   string // "" for SourceRetrieve
	Timestamp int64  // x-wk-timestamp, or the read time, Unix seconds
	Order     StocksOrder
}

// OrderState is what a receiver knows about one order. The zero value is an
// order not seen yet.
type OrderState struct {
	OrderID       string
	Status        OrderStatus
	Order         StocksOrder // the snapshot applied last
	Timestamp     int64       // of the update applied last
	EventID       string      // of the notification applied last
	Authoritative bool        // the state came from Retrieve an order
}

// Outcome says what Reduce did with an update.
type Outcome int

const (
	Applied   Outcome = iota // the update is the new state
	Duplicate                // same event_id as the state: nothing to do
	Stale                    // older than the state at the same rank: dropped
	Ignored                  // a processing event after a terminal state: never rolls back
	Conflict                 // SUCCESS after FAILED or the reverse: state kept, reconcile with Retrieve
	Corrected                // Retrieve contradicted a terminal state and replaced it
	Mismatch                 // the update is for another order: dropped
	Invalid                  // the update's status is not PENDING, SUCCESS or FAILED: dropped
)

var outcomeNames = [...]string{"applied", "duplicate", "stale", "ignored", "conflict", "corrected", "mismatch", "invalid"}

func (o Outcome) String() string {
	if int(o) < len(outcomeNames) {
		return outcomeNames[o]
	}
	return "outcome(?)"
}

// Reduce applies u to s and returns the new state and what happened. It is a
// pure function: the rules are those of the specification's States and
// transitions and Delivery rules.
//
//   - PENDING moves to SUCCESS or FAILED; a terminal state is never rolled
//     back by a processing event, however late its timestamp.
//   - Between updates of the same status, the later x-wk-timestamp wins.
//   - SUCCESS after FAILED, or the reverse, is a Conflict: the first terminal
//     state stays until Retrieve an order settles it.
//   - A Retrieve result is applied as authoritative, whatever the state;
//     notifications after it only add a later snapshot of the same status.
func Reduce(s OrderState, u Update) (OrderState, Outcome) {
	switch u.Order.Status {
	case StatusPending, StatusSuccess, StatusFailed:
	default:
		return s, Invalid
	}
	if s.OrderID != "" && u.Order.OrderID != "" && u.Order.OrderID != s.OrderID {
		return s, Mismatch
	}
	next := OrderState{OrderID: s.OrderID, Status: u.Order.Status, Order: u.Order,
		Timestamp: u.Timestamp, EventID: u.EventID, Authoritative: u.Source == SourceRetrieve}
	if next.OrderID == "" {
		next.OrderID = u.Order.OrderID
	}
	if u.Source == SourceRetrieve {
		if s.Status.Terminal() && u.Order.Status != s.Status {
			return next, Corrected
		}
		return next, Applied
	}
	if u.EventID != "" && u.EventID == s.EventID {
		return s, Duplicate
	}
	switch {
	case s.Status == "":
		return next, Applied
	case s.Status.Terminal() && !u.Order.Status.Terminal():
		return s, Ignored
	case s.Status.Terminal() && u.Order.Status != s.Status:
		return s, Conflict
	case s.Status == u.Order.Status && u.Timestamp < s.Timestamp:
		return s, Stale
	}
	// Same status and not older, or PENDING moving to a terminal state
	// whatever the timestamps say: a processing event never follows one.
	next.Authoritative = s.Authoritative && s.Status == u.Order.Status
	return next, Applied
}

// Step is one update's outcome in ReduceAll.
type Step struct {
	Update  Update
	Outcome Outcome
}

// ReduceAll orders updates by timestamp (stably, so equal timestamps keep
// their arrival order) and reduces them from s, returning the final state and
// each step. This is how out-of-order deliveries are put in order.
func ReduceAll(s OrderState, updates []Update) (OrderState, []Step) {
	sorted := append([]Update(nil), updates...)
	sort.SliceStable(sorted, func(i, j int) bool { return sorted[i].Timestamp < sorted[j].Timestamp })
	steps := make([]Step, 0, len(sorted))
	for _, u := range sorted {
		var o Outcome
		s, o = Reduce(s, u)
		steps = append(steps, Step{Update: u, Outcome: o})
	}
	return s, steps
}
