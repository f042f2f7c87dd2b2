package preflight

import "github.com/preflightpay/preflight/rule"

var commonChecks = map[string][]rule.Func{}
