// Package ramptest runs one ramp rule on a request and facts written as JSON, for the tests and
// benchmarks of packages ramp and travelrule.
package ramptest

import (
	"testing"

	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/facts"
	"github.com/preflightpay/preflight/input"
	"github.com/preflightpay/preflight/report"
	"github.com/preflightpay/preflight/rule"
)

// Context builds the context a rule runs in, with the legacy ramp "invalid request" entry.
func Context(t testing.TB, request, factsJSON string) *rule.Context {
	t.Helper()
	v, err := input.ParseObject([]byte(request), input.DefaultLimits)
	if err != nil {
		t.Fatalf("request %s: %v", request, err)
	}
	f, err := facts.Parse([]byte(factsJSON))
	if err != nil {
		t.Fatalf("facts %s: %v", factsJSON, err)
	}
	return &rule.Context{InvalidRequest: errcatalog.RampInvalidRequest, Input: v, Facts: f, Report: &report.Builder{}}
}

// Run applies check to a request and facts and returns what it recorded.
func Run(t testing.TB, check rule.Func, request, factsJSON string) *report.Builder {
	t.Helper()
	c := Context(t, request, factsJSON)
	check(c)
	return c.Report
}

// Findings lists "key@field" for each error recorded, never nil.
func Findings(b *report.Builder) []string {
	out := []string{}
	for _, f := range b.Errors {
		out = append(out, f.ID.Key()+"@"+f.Field)
	}
	return out
}

// Bench measures check on one request and facts, reusing the report between runs.
func Bench(b *testing.B, check rule.Func, request, factsJSON string) {
	c := Context(b, request, factsJSON)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		c.Report.Reset()
		check(c)
	}
}
