package errcatalog

// Entries among the fiat payout, beneficiary and conversion entries (packages payout, beneficiary) that no rule of preflight produces,
// each with the reason only the server can know it. TestEveryEntryIsProducedOrServerOnly holds
// this list to the golden files: an entry is either produced by a golden case or listed here.
var serverOnlyPayout = map[ID]string{
	FiatQueryPaymentMethodsFailed:      "a failure inside the platform while it reads its payment methods: nothing in the request predicts it",
	PayoutCreateFailed:                 "a failure inside the platform while it stores the payout: nothing in the request predicts it",
	PayoutCreateFailedRetry:            "a failure inside the platform while it stores the payout: nothing in the request predicts it",
	PayoutPOBOOrWithTransferNotEnabled: "concerns a payout with transfer, which no request field the specification or contract names can ask for; pay-on-behalf-of alone is covered by payout.pobo-not-enabled from the fact fiat.pobo_enabled",
	PayoutWithTransferNeedsSubaccount:  "concerns a payout with transfer, which no request field the specification or contract names can ask for",
	PayoutTargetAccountInvalid:         "concerns an internal payout's target account, which no request field the specification or contract names carries",
	PayoutTargetAccountMismatch:        "concerns an internal payout's target account, which no request field the specification or contract names carries",
	PayoutInternalCrossCurrency:        "concerns an internal payout, which no request field the specification or contract names can ask for (and its action is LATER: a platform limitation)",
	PayoutQueryFailed:                  "a failure inside the platform while it lists payouts: nothing in the request predicts it",
	PayoutRetrieveFailed:               "a failure inside the platform while it reads the payout: nothing in the request predicts it",
	BeneficiaryRetrieveBankFailed:      "a failure inside the platform while it reads the beneficiary's bank: nothing in the request predicts it",
	BeneficiaryRetrieveAddressFailed:   "a failure inside the platform while it reads the beneficiary's address: nothing in the request predicts it",
	BeneficiaryFindRecipientError:      "a failure inside the platform while it searches existing recipients: nothing in the request predicts it (a repeated recipient itself is fiat.recipient-repeat-addition)",
	BeneficiaryCreateFailed:            "a failure inside the platform while it stores the beneficiary: nothing in the request predicts it",
	BeneficiaryUpdateFailed:            "a failure inside the platform while it stores the beneficiary: nothing in the request predicts it",
	BeneficiaryDeleteFailed:            "a failure inside the platform while it deletes the beneficiary: nothing in the request predicts it",
	BeneficiaryFindError:               "a failure inside the platform while it reads the beneficiary: nothing in the request predicts it",
}
