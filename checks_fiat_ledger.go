package preflight

import (
	"github.com/preflightpay/preflight/balance"
	"github.com/preflightpay/preflight/rule"
	"github.com/preflightpay/preflight/transfer"
)

// fiatLedgerChecks are the rules of fiat transfers, balances and the list filters.
var fiatLedgerChecks = map[string][]rule.Func{
	"fiat/list-transfers":    {transfer.CheckList},
	"fiat/create-transfer":   {transfer.CheckCreate},
	"fiat/retrieve-transfer": {transfer.CheckRetrieve},
	"fiat/list-payouts":      {transfer.CheckTimes},
	"fiat/retrieve-balance":  {balance.CheckRetrieve},
}
