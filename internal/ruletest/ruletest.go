// Package ruletest runs one rule on a request and facts written as JSON, for the tests of the
// rule packages.
package ruletest

import (
	"testing"

	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/facts"
	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/operation"
	"github.com/preflightpay/preflight/internal/report"
	"github.com/preflightpay/preflight/internal/rule"
)

// Context builds the context a rule of the named operation runs in, with the operation's
// invalid-request entry.
func Context(tb testing.TB, name operation.Name, request, factsJSON string) *rule.Context {
	tb.Helper()
	v, err := input.ParseObject([]byte(request), input.DefaultLimits())
	if err != nil {
		tb.Fatal(err)
	}
	fs, err := facts.Parse([]byte(factsJSON))
	if err != nil {
		tb.Fatal(err)
	}
	op := operation.Must(name)
	return &rule.Context{Operation: op, InvalidRequest: errcatalog.InvalidRequest(op), Input: v, Facts: fs, Report: &report.Builder{}}
}

// Run runs check in a fresh Context and returns what it recorded.
func Run(tb testing.TB, check rule.Func, name operation.Name, request, factsJSON string) *report.Builder {
	tb.Helper()
	c := Context(tb, name, request, factsJSON)
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
func Bench(b *testing.B, check rule.Func, name operation.Name, request, factsJSON string) {
	c := Context(b, name, request, factsJSON)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		c.Report.Reset()
		check(c)
	}
}
