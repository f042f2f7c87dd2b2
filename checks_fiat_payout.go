package preflight

import (
	"github.com/preflightpay/preflight/beneficiary"
	"github.com/preflightpay/preflight/payout"
	"github.com/preflightpay/preflight/rule"
)

// fiatPayoutChecks are the rules of fiat payouts, beneficiaries and conversions. The order of
// each operation's findings is documented in the packages payout and beneficiary.
var fiatPayoutChecks = map[string][]rule.Func{
	"fiat/create-payout":        {payout.CheckCreate},
	"fiat/retrieve-payout":      {payout.CheckRetrieve},
	"fiat/create-conversion":    {payout.CheckConversion},
	"fiat/create-beneficiary":   {beneficiary.CheckCreate},
	"fiat/update-beneficiary":   {beneficiary.CheckUpdate},
	"fiat/check-beneficiary":    {beneficiary.CheckCheck},
	"fiat/delete-beneficiary":   {beneficiary.CheckDelete},
	"fiat/retrieve-beneficiary": {beneficiary.CheckRetrieve},
}
