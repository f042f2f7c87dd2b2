package webhook

import "testing"

func upd(id string, ts int64, status OrderStatus) Update {
	return Update{EventID: id, Timestamp: ts, Order: StocksOrder{OrderID: "o1", Status: status}}
}

func TestReduceRules(t *testing.T) {
	pending := OrderState{OrderID: "o1", Status: StatusPending, Timestamp: 100, EventID: "e1"}
	success := OrderState{OrderID: "o1", Status: StatusSuccess, Timestamp: 200, EventID: "e2"}
	failed := OrderState{OrderID: "o1", Status: StatusFailed, Timestamp: 200, EventID: "e3"}
	retrieved := func(ts int64, s OrderStatus) Update {
		return Update{Source: SourceRetrieve, Timestamp: ts, Order: StocksOrder{OrderID: "o1", Status: s}}
	}
	tests := []struct {
		name       string
		state      OrderState
		update     Update
		want       Outcome
		wantStatus OrderStatus
	}{
		{"first event applies", OrderState{}, upd("e1", 100, StatusPending), Applied, StatusPending},
		{"first event may be terminal", OrderState{}, upd("e2", 200, StatusSuccess), Applied, StatusSuccess},
		{"pending to success", pending, upd("e2", 200, StatusSuccess), Applied, StatusSuccess},
		{"pending to failed", pending, upd("e3", 200, StatusFailed), Applied, StatusFailed},
		{"terminal wins over an earlier-stamped pending", pending, upd("e2", 50, StatusSuccess), Applied, StatusSuccess},
		{"later pending snapshot applies", pending, upd("e4", 150, StatusPending), Applied, StatusPending},
		{"older pending snapshot is stale", pending, upd("e0", 90, StatusPending), Stale, StatusPending},
		{"redelivery is a duplicate", pending, upd("e1", 100, StatusPending), Duplicate, StatusPending},
		{"success never rolls back to pending", success, upd("e9", 999, StatusPending), Ignored, StatusSuccess},
		{"failed never rolls back to pending", failed, upd("e9", 999, StatusPending), Ignored, StatusFailed},
		{"failed after success is a conflict", success, upd("e9", 300, StatusFailed), Conflict, StatusSuccess},
		{"success after failed is a conflict", failed, upd("e9", 300, StatusSuccess), Conflict, StatusFailed},
		{"later success snapshot applies", success, upd("e5", 300, StatusSuccess), Applied, StatusSuccess},
		{"older success snapshot is stale", success, upd("e5", 150, StatusSuccess), Stale, StatusSuccess},
		{"retrieve settles a conflict", success, retrieved(400, StatusFailed), Corrected, StatusFailed},
		{"retrieve confirms", success, retrieved(400, StatusSuccess), Applied, StatusSuccess},
		{"retrieve applies even if older", pending, retrieved(10, StatusSuccess), Applied, StatusSuccess},
		{"unknown status is invalid", pending, upd("x", 300, "CANCELLED"), Invalid, StatusPending},
		{"missing status is invalid", pending, upd("x", 300, ""), Invalid, StatusPending},
		{"another order is a mismatch", pending, Update{EventID: "x", Timestamp: 300, Order: StocksOrder{OrderID: "o2", Status: StatusSuccess}}, Mismatch, StatusPending},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, outcome := Reduce(tt.state, tt.update)
			if outcome != tt.want || got.Status != tt.wantStatus {
				t.Errorf("Reduce = %s %s, want %s %s", outcome, got.Status, tt.want, tt.wantStatus)
			}
			if got.OrderID != "o1" {
				t.Errorf("order id %q", got.OrderID)
			}
		})
	}
}

func TestRetrieveIsAuthoritativeOverLaterWebhooks(t *testing.T) {
	s, _ := Reduce(OrderState{}, Update{Source: SourceRetrieve, Timestamp: 500, Order: StocksOrder{OrderID: "o1", Status: StatusFailed}})
	if !s.Authoritative {
		t.Fatal("retrieve result not marked authoritative")
	}
	s, o := Reduce(s, upd("late-success", 600, StatusSuccess))
	if o != Conflict || s.Status != StatusFailed {
		t.Errorf("%s %s", o, s.Status)
	}
	s, o = Reduce(s, upd("later-failed", 700, StatusFailed))
	if o != Applied || !s.Authoritative {
		t.Errorf("a later snapshot of the same status: %s, authoritative %v", o, s.Authoritative)
	}
}

// Every arrival order of the three stages ends in the terminal state, once
// ordered by x-wk-timestamp or not.
func TestReduceAllIsOrderIndependent(t *testing.T) {
	events := []Update{upd("p", 100, StatusPending), upd("p2", 110, StatusPending), upd("s", 200, StatusSuccess)}
	perms := [][]int{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}
	for _, p := range perms {
		in := []Update{events[p[0]], events[p[1]], events[p[2]], events[p[0]]} // and a duplicate
		final, steps := ReduceAll(OrderState{}, in)
		if final.Status != StatusSuccess || final.EventID != "s" || len(steps) != 4 {
			t.Errorf("perm %v: %+v", p, final)
		}
		s := OrderState{}
		for _, u := range in {
			s, _ = Reduce(s, u)
		}
		if s.Status != StatusSuccess {
			t.Errorf("perm %v unsorted: %s", p, s.Status)
		}
	}
}
