package preflight

import "github.com/preflightpay/preflight/rule"

var rampChecks = map[string][]rule.Func{}
