package preflight_test

import (
	"strings"
	"testing"

	"github.com/preflightpay/preflight"
	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/benchpeer"
	"github.com/preflightpay/preflight/internal/classify"
	"github.com/preflightpay/preflight/internal/door"
	"github.com/preflightpay/preflight/internal/facts"
	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/operation"
	"github.com/preflightpay/preflight/internal/payout"
	"github.com/preflightpay/preflight/internal/report"
	"github.com/preflightpay/preflight/internal/rule"
)

// The benchmarks are named so that they compare across versions, each beside its baseline;
// scripts/bench.sh runs them and prints the ratios against the targets of docs/performance.md.
// The whole check (BenchmarkCheckPayout) and its encoding/json baseline live in bench/check,
// whose test binary holds no test data that would flatter them (see that package).

// BenchmarkRulesPayout: the payout rules on an already decoded, valid payout (payout.Validate;
// decoding happens once, outside the loop). Its baseline is BenchmarkBaselineValidatorStruct in
// bench/peers: the validator on the equivalent tagged struct. Target: at most half the
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

// BenchmarkCheckValuePayout: the rules of fiat/create-payout on a payout already parsed, with a
// reused builder: the allocation-light entry point for services.
func BenchmarkCheckValuePayout(b *testing.B) {
	v, err := input.ParseObject(benchpeer.PayoutJSON, input.Limits{})
	if err != nil {
		b.Fatal(err)
	}
	f := &facts.Facts{}
	var rb report.Builder
	k, err := door.For(benchpeer.Operation)
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

// BenchmarkLongAmountCheck: the reviewer's payout, a payment_amount of nines from 10 KB to
// 1 MB, through AppendCheckJSON (the WASM build's call). It is refused for its length
// (amount.too-many-digits) in time linear in the request: the MB/s figure stays flat.
func BenchmarkLongAmountCheck(b *testing.B) {
	for _, size := range []struct {
		name string
		n    int
	}{{"10KB", 10 << 10}, {"100KB", 100 << 10}, {"1MB", 1<<20 - 200}} {
		req := []byte(`{"beneficiary_id":"b-1","payment_currency":"USD","payment_amount":"` + strings.Repeat("9", size.n) + `"}`)
		b.Run(size.name, func(b *testing.B) {
			b.SetBytes(int64(len(req)))
			var out []byte
			for b.Loop() {
				var err error
				if out, _, err = preflight.AppendCheckJSON(out[:0], "fiat/create-payout", req, nil, preflight.Options{}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
