//go:build !js

package rule

import (
	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/reason"
)

// Fail records that the platform refuses the request with entry id at field, for the reason
// why; a reason whose basis is preflight's reading makes a prediction (see package reason). It
// reports whether the finding is an error (report.Builder.Fail): strict mode is decided there
// and nowhere else.
func (c *Context) Fail(id errcatalog.ID, field string, why reason.Reason, params ...string) bool {
	return c.Report.Fail(id, field, why, params...)
}

// Skip records that rule could not run because the fact needs was not given.
func (c *Context) Skip(rule, needs string) { c.Report.Skip(rule, needs) }

// Advise records advice at field, with its reason.
func (c *Context) Advise(id errcatalog.WarningID, field string, why reason.Reason, params ...string) {
	c.Report.Advise(id, field, why, params...)
}
