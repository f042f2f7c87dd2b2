// Package rule is what every operation's rules share: the context a check runs in, and small
// readers that turn request members into typed values while recording the platform's
// "invalid request" when a member has the wrong JSON type.
//
// Rules are pure: they read the request and the facts in the Context and record findings in its
// report. They never read the clock, the environment or package-level settings; whatever they need
// beyond the request comes in as facts.
package rule

import (
	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/facts"
	"github.com/preflightpay/preflight/input"
	"github.com/preflightpay/preflight/report"
)

// Func checks one operation's input.
type Func func(*Context)

// Context is one check in progress.
type Context struct {
	Operation string // "fiat/create-payout"
	// InvalidRequest is the operation's catalog entry for a request the platform cannot read
	// (wrong JSON type, not an object): fiat.invalid-request, ramp.invalid-request or, for the
	// typed ramp transfer operations, ramp.transfer.invalid-parameter.
	InvalidRequest errcatalog.ID
	Input          input.Value  // the request object
	Facts          *facts.Facts // never nil; its sections are nil when not given
	Report         *report.Builder
}

// Add records a catalog entry at field.
func (c *Context) Add(id errcatalog.ID, field string, params ...string) {
	c.Report.Add(id, field, params...)
}

// Skip records that rule could not run because the fact needs was not given.
func (c *Context) Skip(rule, needs string) { c.Report.Skip(rule, needs) }

// Warn records advice at field.
func (c *Context) Warn(id errcatalog.WarningID, field string, params ...string) {
	c.Report.Warn(id, field, params...)
}

// Join builds a field path: Join("beneficiary", "address") is "beneficiary.address".
func Join(path, name string) string {
	if path == "" {
		return name
	}
	return path + "." + name
}

// String reads an optional string member. Absent or null gives ("", false). A value of another
// JSON type records the operation's invalid-request entry at field and gives ("", false).
func (c *Context) String(v input.Value, field string) (string, bool) {
	switch v.Kind() {
	case input.Invalid, input.Null:
		return "", false
	case input.String:
		return v.Str(), true
	}
	c.Add(c.InvalidRequest, field)
	return "", false
}

// Query reads a query or path parameter, which may arrive as a string or a number.
func (c *Context) Query(v input.Value, field string) (string, bool) {
	switch v.Kind() {
	case input.Invalid, input.Null:
		return "", false
	case input.String, input.Number:
		return v.Text(), true
	}
	c.Add(c.InvalidRequest, field)
	return "", false
}

// Object reads an optional object member; another JSON type records invalid request.
func (c *Context) Object(v input.Value, field string) (input.Value, bool) {
	switch v.Kind() {
	case input.Invalid, input.Null:
		return input.Value{}, false
	case input.Object:
		return v, true
	}
	c.Add(c.InvalidRequest, field)
	return input.Value{}, false
}
