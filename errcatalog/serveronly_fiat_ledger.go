package errcatalog

// Entries among the fiat transfer, list and balance entries (packages transfer, balance) that no rule of preflight produces,
// each with the reason only the server can know it. TestEveryEntryIsProducedOrServerOnly holds
// this list to the golden files: an entry is either produced by a golden case or listed here.
var serverOnlyLedger = map[ID]string{
	TransferPageNumberInvalid:     "not yet covered by a rule",
	TransferPageSizeInvalid:       "not yet covered by a rule",
	TransferStatusInvalid:         "not yet covered by a rule",
	TransferCurrencyFilterInvalid: "not yet covered by a rule",
	FiatStartTimeInvalid:          "not yet covered by a rule",
	FiatEndTimeInvalid:            "not yet covered by a rule",
	TransferQueryTransfersFailed:  "not yet covered by a rule",
	TransferRequiredFieldsMissing: "not yet covered by a rule",
	TransferSameSourceAndTarget:   "not yet covered by a rule",
	TransferCurrencyCodeInvalid:   "not yet covered by a rule",
	TransferAmountInvalid:         "not yet covered by a rule",
	TransferAmountNotInteger:      "not yet covered by a rule",
	TransferAccountNotParty:       "not yet covered by a rule",
	TransferCreateFailed:          "not yet covered by a rule",
	TransferNotFound:              "not yet covered by a rule",
	BalanceCurrencyInvalid:        "not yet covered by a rule",
	BalanceNotFound:               "not yet covered by a rule",
	BalanceQueryFailed:            "not yet covered by a rule",
}
