package batch

import (
	"github.com/preflightpay/preflight/reason"
	"testing"

	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/report"
)

// TestSummaryCountsRecordsNotFindings: an entry, warning or skipped rule found twice in one
// record counts once; lists are most frequent first, then by key; chunk tallies add up.
func TestSummaryCountsRecordsNotFindings(t *testing.T) {
	var a, b tally
	a.reset()
	b.reset()
	var rb report.Builder
	rb.Fail(errcatalog.PayoutBeneficiaryMissing, "beneficiary", reason.New(reason.MemberType, "a test finding"))
	rb.Fail(errcatalog.FiatInvalidRequest, "a", reason.New(reason.MemberType, "a test finding"))
	rb.Fail(errcatalog.FiatInvalidRequest, "b", reason.New(reason.MemberType, "a test finding"))
	rb.Advise(errcatalog.WarningID(0), "x", reason.New(reason.MemberType, "a test finding"))
	rb.Advise(errcatalog.WarningID(0), "y", reason.New(reason.MemberType, "a test finding"))
	rb.Skip("limits.daily", "usage")
	rb.Skip("limits.daily", "usage")
	a.record(&rb, false)
	b.record(&rb, true)
	rb.Reset()
	rb.Skip("payout.balance", "balances")
	b.record(&rb, false)

	s := newSummary()
	s.add(&a)
	s.add(&b)
	got := s.result()
	if got.Records != 3 || got.Valid != 1 || got.Invalid != 1 || got.Malformed != 1 || got.OK() {
		t.Errorf("counts %+v", got)
	}
	want := map[string][]Count{
		"errors":   {{"fiat.invalid-request", 2}, {"payout.beneficiary-missing", 2}},
		"warnings": {{errcatalog.WarningID(0).Key(), 2}},
		"skipped":  {{"limits.daily", 2}, {"payout.balance", 1}},
	}
	for name, lists := range map[string][]Count{"errors": got.Errors, "warnings": got.Warnings, "skipped": got.Skipped} {
		if len(lists) != len(want[name]) {
			t.Errorf("%s: %v, want %v", name, lists, want[name])
			continue
		}
		for i := range lists {
			if lists[i] != want[name][i] {
				t.Errorf("%s: %v, want %v", name, lists, want[name])
			}
		}
	}
}
