package preflight

import (
	"github.com/preflightpay/preflight/payout"
	"github.com/preflightpay/preflight/rule"
)

// fiatPayoutChecks are the rules of fiat payouts, beneficiaries and conversions.
var fiatPayoutChecks = map[string][]rule.Func{
	"fiat/create-payout": {payout.CheckCreate},
}
