package preflight

import (
	"github.com/preflightpay/preflight/limits"
	"github.com/preflightpay/preflight/rule"
)

// limitChecks compare amounts with the account's limits and usage. They run after every other
// rule of an operation, so that a report names what is wrong with the request before what the
// account's limits say of it.
var limitChecks = map[string][]rule.Func{
	"ramp/create-quote":    {limits.CheckRampQuote},
	"ramp/create-withdraw": {limits.CheckRampWithdraw},
}
