package preflight

import (
	"github.com/preflightpay/preflight/account"
	"github.com/preflightpay/preflight/bidi"
	"github.com/preflightpay/preflight/idempotency"
	"github.com/preflightpay/preflight/rule"
)

// commonChecks run before each family's rules: for every operation ("*") the account checks and
// a warning for invisible display-order controls in any string (package bidi), then, for the
// operations that accept an idempotency key, the key's checks.
var commonChecks = func() map[string][]rule.Func {
	m := map[string][]rule.Func{"*": {account.Check, bidi.Check}}
	// Built from the operations table rather than byName, which is itself built from these maps.
	for _, op := range operations {
		if op.Method != "POST" {
			continue
		}
		e := idempotency.Endpoint{Name: op.Name, Method: op.Method, Path: op.Path}
		m[op.Name] = []rule.Func{func(c *rule.Context) { idempotency.Check(c, e) }}
	}
	return m
}()
