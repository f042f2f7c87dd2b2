package payout_test

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/facts"
	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/operation"
	"github.com/preflightpay/preflight/internal/ordertest"
	"github.com/preflightpay/preflight/internal/payout"
	"github.com/preflightpay/preflight/internal/report"
	"github.com/preflightpay/preflight/internal/rule"
)

// stepOf returns the documented step that reports entry id at field: the step quoting its
// message, else the nested beneficiary's step for a field under "beneficiary.". Decode's
// "invalid request" comes before every step (0).
func stepOf(order []ordertest.Step, id errcatalog.ID, field string) int {
	msg := errcatalog.Get(id).Message
	if msg == "invalid request" {
		return 0
	}
	nested := -1
	for i, st := range order {
		if slices.Contains(st.Quotes, msg) {
			return i + 1
		}
		if strings.HasPrefix(st.Text, "beneficiary: ") {
			nested = i + 1
		}
	}
	if strings.HasPrefix(field, "beneficiary.") {
		return nested
	}
	return -1
}

// TestFindingOrderIsDocumented runs every golden payout and a payout wrong in every step, and
// requires each report to list its findings in the order the package doc gives, and every
// finding to be documented there.
func TestFindingOrderIsDocumented(t *testing.T) {
	order := ordertest.Steps(t, "doc.go")
	if len(order) != 9 {
		t.Fatalf("doc.go lists %d steps, the test knows 9", len(order))
	}
	type run struct{ name, request, facts string }
	runs := []run{{name: "wrong in every step", request: `{"beneficiary_id": "no such id!", "payout_date": "2026-02-30",
	  "purpose_code": "BIRTHDAY", "payment_currency": "USDX", "payment_amount": "0", "receiving_amount": "ten",
	  "payment_method": "SWIFT", "fee_paid_by": "BEN", "reference": "Rechnung Nr. 5 – März",
	  "beneficiary": {"entity_type": "person", "clearing_system": "SWIFT"}, "payer_id": "p-1"}`,
		facts: `{"fiat": {"pobo_enabled": false, "payers": [], "payout_enrolled": false, "fee_tier_configured": false}}`}}
	dirs, _ := filepath.Glob("../../testdata/golden/fiat/create-payout/*")
	for _, dir := range dirs {
		req, err := os.ReadFile(filepath.Join(dir, "request.json"))
		if err != nil {
			continue
		}
		f, _ := os.ReadFile(filepath.Join(dir, "facts.json"))
		runs = append(runs, run{filepath.Base(dir), string(req), string(f)})
	}
	for _, r := range runs {
		v, err := input.ParseObject([]byte(r.request), input.DefaultLimits())
		if err != nil {
			continue // not an object: the front door's case
		}
		f := &facts.Facts{}
		if r.facts != "" {
			if f, err = facts.Parse([]byte(r.facts)); err != nil {
				t.Fatalf("%s: %v", r.name, err)
			}
		}
		b := &report.Builder{}
		payout.CheckCreate(&rule.Context{Operation: operation.Must(operation.FiatCreatePayout), InvalidRequest: errcatalog.FiatInvalidRequest, Input: v, Facts: f, Report: b})
		last := 0
		for _, e := range b.Errors {
			last = inOrder(t, r.name, order, e.ID, e.Field, last)
		}
		last = 0
		for _, w := range b.Warnings {
			if w.Predicts {
				last = inOrder(t, r.name, order, w.Entry, w.Field, last)
			}
		}
	}
}

func inOrder(t *testing.T, name string, order []ordertest.Step, id errcatalog.ID, field string, last int) int {
	t.Helper()
	step := stepOf(order, id, field)
	switch {
	case step < 0:
		t.Errorf("%s: %q at %s is in no step of doc.go's order", name, errcatalog.Get(id).Message, field)
	case step < last:
		t.Errorf("%s: %q at %s (step %d) comes after a finding of step %d", name, errcatalog.Get(id).Message, field, step, last)
	default:
		return step
	}
	return last
}
