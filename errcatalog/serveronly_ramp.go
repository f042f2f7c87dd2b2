package errcatalog

// Entries among the crypto ramp entries (packages ramp, travelrule) that no rule of preflight produces,
// each with the reason only the server can know it. TestEveryEntryIsProducedOrServerOnly holds
// this list to the golden files: an entry is either produced by a golden case or listed here.
var serverOnlyRamp = map[ID]string{
	RampQueryBalancesFailed:             "a failure inside the platform while reading balances: nothing in the request predicts it",
	RampQueryTransactionsFailed:         "a failure inside the platform (LATER): nothing in the request predicts it",
	RampNoExchangeRate:                  "depends on the platform's live market data for the pair at the moment of the request, which no fact can hold in advance",
	RampExchangeCreateFailed:            "a failure inside the platform (LATER): nothing in the request predicts it",
	RampQueryOrdersFailed:               "a failure inside the platform (LATER): nothing in the request predicts it",
	RampQueryDepositsFailed:             "a failure inside the platform (LATER): nothing in the request predicts it",
	RampQueryDepositAddressFailed:       "a failure inside the platform (LATER): nothing in the request predicts it",
	RampRiskVerificationRejected:        "decided by the platform's risk engine at the moment of the withdrawal; no fact predicts it",
	RampDestinationAddressRiskTooHigh:   "the platform's own risk score of the destination, computed when the withdrawal is made; no fact predicts it",
	RampAMLScreeningUnavailable:         "a temporary outage of the platform's AML screening: nothing in the request predicts it",
	RampWithdrawCreateFailed:            "a failure inside the platform (LATER): nothing in the request predicts it",
	RampQueryWithdrawalsFailed:          "a failure inside the platform (LATER): nothing in the request predicts it",
	RampQueryAssetsFailed:               "a failure inside the platform (LATER): nothing in the request predicts it",
	RampNetworkFeeUnavailable:           "the platform's fee source for the asset and network is unavailable at the moment of the request; nothing in the request predicts it",
	RampAddAddressFailed:                "a failure inside the platform (LATER): nothing in the request predicts it",
	RampQueryWalletAddressesFailed:      "a failure inside the platform (LATER): nothing in the request predicts it",
	RampLoadAddressFailed:               "a failure inside the platform (LATER): nothing in the request predicts it",
	RampCheckLabelFailed:                "a failure inside the platform (LATER): nothing in the request predicts it",
	RampUpdateFailed:                    "a failure inside the platform (LATER): nothing in the request predicts it",
	RampUpdateTravelRuleFailed:          "a failure inside the platform (LATER): nothing in the request predicts it",
	RampSubmitFailed:                    "a failure inside the platform (LATER): nothing in the request predicts it",
	RampTransferCreateFailed:            "a failure inside the platform (LATER): nothing in the request predicts it",
	RampTransferAccountProductDataError: "a failure inside the platform while reading the account's product data: nothing in the request predicts it",
	RampTransferBalanceDataError:        "a failure inside the platform while reading balance data: nothing in the request predicts it",
	RampTransferRiskVerificationFailed:  "decided by the platform's risk engine at the moment of the transfer; no fact predicts it",
	RampTransferTransferDataError:       "a failure inside the platform while reading the transfer: nothing in the request predicts it",
}
