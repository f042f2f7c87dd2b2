package preflight_test

import (
	"testing"

	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/facts"
	"github.com/preflightpay/preflight/input"
	"github.com/preflightpay/preflight/internal/benchpeer"
	"github.com/preflightpay/preflight/payout"
	"github.com/preflightpay/preflight/report"
	"github.com/preflightpay/preflight/rule"
)

// BenchmarkRulesPayout: the payout rules on an already decoded, valid payout (payout.Validate;
// decoding happens once, outside the loop). Its baseline is BenchmarkBaselineValidatorStruct in
// internal/benchpeer: the validator on the equivalent tagged struct. Target: at most half the
// baseline's time, and no allocation.
func BenchmarkRulesPayout(b *testing.B) {
	v, err := input.ParseObject(benchpeer.PayoutJSON, input.Limits{})
	if err != nil {
		b.Fatal(err)
	}
	c := &rule.Context{Operation: benchpeer.Operation, InvalidRequest: errcatalog.FiatInvalidRequest, Input: v, Facts: &facts.Facts{}, Report: &report.Builder{}}
	r := payout.Decode(c)
	payout.Validate(c, &r)
	if len(c.Report.Errors) != 0 {
		b.Fatalf("the benchmark payout is not valid: %+v", c.Report.Errors)
	}
	b.ReportAllocs()
	for b.Loop() {
		c.Report.Reset()
		payout.Validate(c, &r)
	}
}
