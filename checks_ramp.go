package preflight

import (
	"github.com/preflightpay/preflight/ramp"
	"github.com/preflightpay/preflight/rule"
	"github.com/preflightpay/preflight/travelrule"
)

// rampChecks are the rules of the crypto ramp: quotes, conversions, withdrawals, transfers and
// deposit addresses (package ramp), and the address book with its travel-rule data (package
// travelrule). The amount limits of create-quote and create-withdraw run later, from
// limitChecks.
var rampChecks = map[string][]rule.Func{
	"ramp/retrieve-asset":         {ramp.CheckRetrieveAsset},
	"ramp/create-quote":           {ramp.CheckCreateQuote},
	"ramp/create-conversion":      {ramp.CheckCreateConversion},
	"ramp/create-withdraw":        {ramp.CheckCreateWithdraw},
	"ramp/deposit-wallet-address": {ramp.CheckDepositWalletAddress},
	"ramp/estimate-network-fee":   {ramp.CheckEstimateNetworkFee},
	"ramp/create-transfer":        {ramp.CheckCreateTransfer},
	"ramp/retrieve-transfer":      {ramp.CheckRetrieveTransfer},
	"ramp/create-address-book":    {travelrule.CheckCreate},
	"ramp/update-address-book":    {travelrule.CheckUpdate},
	"ramp/list-address-book":      {travelrule.CheckList},
	"ramp/create-deposit-sender":  {travelrule.CheckDepositSender},
}
