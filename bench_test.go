package preflight_test

import (
	"encoding/json"
	"github.com/preflightpay/preflight/operation"
	"testing"

	"github.com/preflightpay/preflight"
	"github.com/preflightpay/preflight/classify"
	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/facts"
	"github.com/preflightpay/preflight/input"
	"github.com/preflightpay/preflight/internal/benchpeer"
	"github.com/preflightpay/preflight/payout"
	"github.com/preflightpay/preflight/report"
	"github.com/preflightpay/preflight/rule"
)

// The benchmarks are named so that they compare across versions, each beside its baseline;
// scripts/bench.sh runs them and prints the ratios against the README's targets.

// BenchmarkRulesPayout: the payout rules on an already decoded, valid payout (payout.Validate;
// decoding happens once, outside the loop). Its baseline is BenchmarkBaselineValidatorStruct in
// internal/benchpeer: the validator on the equivalent tagged struct. Target: at most half the
// baseline's time, and no allocation.
func BenchmarkRulesPayout(b *testing.B) {
	v, err := input.ParseObject(benchpeer.PayoutJSON, input.Limits{})
	if err != nil {
		b.Fatal(err)
	}
	c := &rule.Context{Operation: operation.Must(benchpeer.Operation), InvalidRequest: errcatalog.FiatInvalidRequest, Input: v, Facts: &facts.Facts{}, Report: &report.Builder{}}
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

// BenchmarkCheckPayout: JSON bytes to report for a valid payout, the whole front door. Its
// baseline is BenchmarkBaselineJSONDecode.
func BenchmarkCheckPayout(b *testing.B) {
	r, err := preflight.Check(benchpeer.Operation, benchpeer.PayoutJSON, nil, preflight.Options{})
	if err != nil || !r.Valid {
		b.Fatalf("the benchmark payout is not valid: %v %+v", err, r.Errors)
	}
	b.SetBytes(int64(len(benchpeer.PayoutJSON)))
	b.ReportAllocs()
	for b.Loop() {
		preflight.Check(benchpeer.Operation, benchpeer.PayoutJSON, nil, preflight.Options{})
	}
}

// BenchmarkBaselineJSONDecode: encoding/json decoding the same bytes into a plain struct, which
// is what a service does anyway before it validates anything.
func BenchmarkBaselineJSONDecode(b *testing.B) {
	b.SetBytes(int64(len(benchpeer.PayoutJSON)))
	b.ReportAllocs()
	for b.Loop() {
		var p benchpeer.Payout
		if err := json.Unmarshal(benchpeer.PayoutJSON, &p); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCheckValuePayout: the rules of fiat/create-payout on a payout already parsed, with a
// reused builder: the allocation-light entry point for services.
func BenchmarkCheckValuePayout(b *testing.B) {
	v, err := input.ParseObject(benchpeer.PayoutJSON, input.Limits{})
	if err != nil {
		b.Fatal(err)
	}
	f := &facts.Facts{}
	var rb report.Builder
	k, err := preflight.For(benchpeer.Operation)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		rb.Reset()
		k.CheckValue(v, f, &rb)
	}
	if len(rb.Errors) != 0 {
		b.Fatalf("the benchmark payout is not valid: %+v", rb.Errors)
	}
}

// BenchmarkParsePayout: the strict JSON reader alone, the part of BenchmarkCheckPayout that is
// not rules.
func BenchmarkParsePayout(b *testing.B) {
	b.SetBytes(int64(len(benchpeer.PayoutJSON)))
	b.ReportAllocs()
	for b.Loop() {
		input.ParseObject(benchpeer.PayoutJSON, input.Limits{})
	}
}

// BenchmarkReportJSONPayout: a report with one finding written as one line, as batch does.
func BenchmarkReportJSONPayout(b *testing.B) {
	r, _ := preflight.Check(benchpeer.Operation, []byte(`{"payment_amount":"1"}`), nil, preflight.Options{})
	buf := r.AppendJSON(nil, false)
	b.SetBytes(int64(len(buf))) // bytes/s compares writers fairly when a report grows members
	b.ReportAllocs()
	for b.Loop() {
		buf = r.AppendJSON(buf[:0], false)
	}
}

// BenchmarkClassify: identifying an error response of create-payout, from status and body to
// the catalog entry with its action.
func BenchmarkClassify(b *testing.B) {
	body := classify.Body(errcatalog.PayoutRoutingTypeACH)
	res, err := preflight.ClassifyResponse(benchpeer.Operation, 400, body, "resp-1", "2026-11-22T10:00:00Z")
	if err != nil || !res.Matched {
		b.Fatalf("not matched: %v %+v", err, res)
	}
	b.ReportAllocs()
	for b.Loop() {
		preflight.ClassifyResponse(benchpeer.Operation, 400, body, "resp-1", "2026-11-22T10:00:00Z")
	}
}
