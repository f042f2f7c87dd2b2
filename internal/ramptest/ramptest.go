// Package ramptest runs one ramp rule on a request and facts written as JSON, for the tests and
// benchmarks of packages ramp and travelrule. It is package ruletest with the operation left
// out: the rules run as ramp/create-quote, which answers with the legacy ramp "invalid request".
package ramptest

import (
	"testing"

	"github.com/preflightpay/preflight/internal/operation"
	"github.com/preflightpay/preflight/internal/report"
	"github.com/preflightpay/preflight/internal/rule"
	"github.com/preflightpay/preflight/internal/ruletest"
)

// Run applies check to a request and facts and returns what it recorded.
func Run(t testing.TB, check rule.Func, request, factsJSON string) *report.Builder {
	t.Helper()
	return ruletest.Run(t, check, operation.RampCreateQuote, request, factsJSON)
}

// Findings lists "key@field" for each error recorded, never nil.
func Findings(b *report.Builder) []string { return ruletest.Findings(b) }

// Bench measures check on one request and facts, reusing the report between runs.
func Bench(b *testing.B, check rule.Func, request, factsJSON string) {
	ruletest.Bench(b, check, operation.RampCreateQuote, request, factsJSON)
}

// Predictions lists "key@field" for each warning that predicts a catalog entry (a finding that
// stands on preflight's reading), never nil.
func Predictions(b *report.Builder) []string {
	out := []string{}
	for _, w := range b.Warnings {
		if w.Predicts {
			out = append(out, w.Entry.Key()+"@"+w.Field)
		}
	}
	return out
}
