package preflight

import (
	"github.com/preflightpay/preflight/bidi"
	"github.com/preflightpay/preflight/rule"
)

// commonChecks run for every operation, before the operation's own rules.
var commonChecks = map[string][]rule.Func{
	// Invisible display-order controls in any string get a warning (see package bidi).
	"*": {bidi.Check},
}
