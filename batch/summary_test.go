package batch

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/preflightpay/preflight/reason"

	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/report"
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
	a.record(&rb, false, 2)
	b.record(&rb, true, 7)
	rb.Reset()
	rb.Skip("payout.balance", "balances")
	b.record(&rb, false, 8)

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

// TestSummaryKeepsTheFirstLinesOfEachKey: keys in the order first seen across chunks (errors
// before warnings within a record), a line once per key however often a record has it, at most
// FirstLines lines, and a prediction under the entry it predicts.
func TestSummaryKeepsTheFirstLinesOfEachKey(t *testing.T) {
	why := reason.New(reason.MemberType, "a test finding")
	chunks := make([]tally, 3)
	for i := range chunks {
		chunks[i].reset()
	}
	var rb report.Builder
	record := func(c int, line int, build func()) {
		rb.Reset()
		build()
		chunks[c].record(&rb, false, line)
	}
	record(0, 2, func() {
		rb.Advise(errcatalog.WarningID(0), "x", why)
		rb.Fail(errcatalog.PayoutBeneficiaryMissing, "beneficiary", why)
		rb.Fail(errcatalog.PayoutBeneficiaryMissing, "beneficiary", why)
	})
	record(0, 3, func() {})
	for line := 4; line < 12; line++ {
		record(1, line, func() { rb.Fail(errcatalog.FiatInvalidRequest, "a", why) })
	}
	// A prediction of an entry found as an error before is the same key, and so is the error
	// that strict mode makes of it.
	reading := reason.New(reason.BidiControl, "a reading")
	if reason.BasisOf(reading.Code) != reason.Reading {
		t.Fatal("the test needs a reason that stands on a reading")
	}
	record(2, 20, func() { rb.Fail(errcatalog.PayoutBeneficiaryMissing, "beneficiary", reading) })
	if len(rb.Warnings) != 1 || !rb.Warnings[0].Predicts {
		t.Fatalf("not a prediction: %+v", rb)
	}
	record(2, 21, func() {
		rb.Strict = true
		rb.Fail(errcatalog.PayoutBeneficiaryMissing, "beneficiary", reading)
		rb.Strict = false
	})
	s := newSummary()
	for i := range chunks {
		s.add(&chunks[i])
	}
	got := s.result()
	want := []Lines{
		{errcatalog.PayoutBeneficiaryMissing.Key(), []int{2, 20, 21}},
		{errcatalog.WarningID(0).Key(), []int{2}},
		{errcatalog.FiatInvalidRequest.Key(), []int{4, 5, 6, 7, 8}},
	}
	if diff := cmp.Diff(want, got.Lines); diff != "" {
		t.Errorf("lines (-want +got):\n%s", diff)
	}
	if l := got.LinesOf(errcatalog.FiatInvalidRequest.Key()); len(l) != FirstLines {
		t.Errorf("LinesOf: %v", l)
	}
}
