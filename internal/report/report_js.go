//go:build js

package report

import (
	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/reason"
)

// Advise and Skip are not inlined in the WASM build, as Fail (report.go): rules call them at many
// places, and the copies cost the build size (docs/wasm.md). Natively (report_other.go) they are.

// Advise records preflight's own advice at field.
//
//go:noinline
func (b *Builder) Advise(id errcatalog.WarningID, field string, why reason.Reason, params ...string) {
	b.advise(id, field, why, params)
}

// Skip records that rule did not run because the fact named needs was absent.
//
//go:noinline
func (b *Builder) Skip(rule, needs string) { b.skip(rule, needs) }
