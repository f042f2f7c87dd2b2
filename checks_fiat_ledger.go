package preflight

import "github.com/preflightpay/preflight/rule"

var fiatLedgerChecks = map[string][]rule.Func{}
