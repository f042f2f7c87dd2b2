package travelrule

import (
	"testing"

	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/facts"
	"github.com/preflightpay/preflight/input"
	"github.com/preflightpay/preflight/report"
	"github.com/preflightpay/preflight/rule"
)

// run applies one rule to a request and facts given as JSON and returns what it recorded.
func run(t testing.TB, check rule.Func, request, factsJSON string) *report.Builder {
	t.Helper()
	v, err := input.ParseObject([]byte(request), input.DefaultLimits)
	if err != nil {
		t.Fatalf("request %s: %v", request, err)
	}
	f, err := facts.Parse([]byte(factsJSON))
	if err != nil {
		t.Fatalf("facts %s: %v", factsJSON, err)
	}
	b := &report.Builder{}
	check(&rule.Context{InvalidRequest: errcatalog.RampInvalidRequest, Input: v, Facts: f, Report: b})
	return b
}

// findings lists "key@field" for each error recorded.
func findings(b *report.Builder) []string {
	out := []string{}
	for _, f := range b.Errors {
		out = append(out, f.ID.Key()+"@"+f.Field)
	}
	return out
}
