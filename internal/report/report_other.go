//go:build !js

package report

import (
	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/reason"
)

// Advise records preflight's own advice at field.
func (b *Builder) Advise(id errcatalog.WarningID, field string, why reason.Reason, params ...string) {
	b.advise(id, field, why, params)
}

// Skip records that rule did not run because the fact named needs was absent.
func (b *Builder) Skip(rule, needs string) { b.skip(rule, needs) }
