// This file is the catalog's data: one entry for each row of the platform's error tables, in the
// specification's order (ramp all-endpoints, ramp specific, ramp typed, fiat all-endpoints,
// idempotency and server, fiat specific), so an entry's position is its row. It is edited as
// data and reviewed as data: TestCatalogMatchesSpecification compares it, row by row, with
// testdata/spec-errors.md, a verbatim copy of the specification's error section. Entries are
// append-only: an ID's number never changes.

package errcatalog

import "github.com/preflightpay/preflight/operation"

// The catalog's entries. Each constant names one row of the specification.
const (
	RampLoginExpired ID = iota
	RampBankingAccountNotFound
	RampAccountNotActiveOrTradable
	RampAPITradingNotEnabled
	RampIPNotAllowed
	RampOBOInvalidAccountID
	RampOBOBankingAccountNotFound
	RampOBOAccountNotActiveOrTradable
	RampOBONotAuthorized
	RampOBOSelectUserFailed
	RampForbidden
	RampInvalidRequest
	RampInvalidAmount
	RampQueryBalancesFailed
	RampBalanceNotFound
	RampQueryTransactionsFailed
	RampFixedCurrencyNotSellOrBuy
	RampCurrencyNotSupported
	RampInvalidQuoteRequest
	RampNoExchangeRate
	RampAccountNotActive
	RampExchangeNotEnabled
	RampExchangeLimitNotConfigured
	RampAmountBelowMinimum
	RampAmountAboveMaximum
	RampAmountExceedsDailyLimit
	RampAmountExceedsMonthlyLimit
	RampExchangeCreateFailed
	RampInsufficientBalance
	RampQuoteInvalidOrMismatched
	RampQuoteAlreadyUsed
	RampPriceMovedBeyondTolerance
	RampAmountNotCryptoStep
	RampCryptoServiceNotActive
	RampDestinationAssetNotActivated
	RampDestinationAssetInactive
	RampSwapInProgress
	RampBuySellStablecoinsOnly
	RampQueryOrdersFailed
	RampOrderNotFound
	RampQueryDepositsFailed
	RampDepositNotFound
	RampAssetAndNetworkRequired
	RampDepositAddressNotFound
	RampQueryDepositAddressFailed
	RampAddressIDOrWithdrawAddressRequired
	RampDestinationAddressNotWhitelisted
	RampWithdrawProductFeeNotConfigured
	RampWithdrawLimitNotConfigured
	RampAmountBelowNetworkFee
	RampRiskVerificationRejected
	RampDestinationAddressRiskTooHigh
	RampWithdrawChannelNotConfigured
	RampDestinationAddressNeedsComplianceInfo
	RampAMLScreeningUnavailable
	RampNoBalanceAccountForAsset
	RampUniversalWhitelistNeedsAsset
	RampAssetMismatchWhitelistedAddress
	RampWithdrawCreateFailed
	RampQueryWithdrawalsFailed
	RampWithdrawalNotFound
	RampQueryAssetsFailed
	RampAssetRequired
	RampNetworkFeeUnavailable
	RampLegalDeclarationMismatch
	RampInvalidTravelRuleJSON
	RampInvalidWalletType
	RampInvalidAddressParty
	RampThirdPartyIndividualNeedsNames
	RampThirdPartyCorporationNeedsCompanyName
	RampInvalidEntityType
	RampThirdPartyNeedsCountryAndCity
	RampHostedWalletNeedsVASP
	RampAddressNotAllowed
	RampInvalidAddressFormat
	RampAddAddressFailed
	RampAddressLabelAlreadyExists
	RampInvalidAddressKind
	RampQueryWalletAddressesFailed
	RampWhitelistAddressNotFound
	RampLoadAddressFailed
	RampCheckLabelFailed
	RampLabelAlreadyUsed
	RampInvalidIsWhitelist
	RampUpdateFailed
	RampTravelRuleAlreadySet
	RampUpdateTravelRuleFailed
	RampSourceAddressAndNetworkRequired
	RampMetadataRequired
	RampSubmitFailed
	RampTransferInvalidParameter
	RampTransferCreateFailed
	RampTransferAccountProductDataError
	RampTransferAccountNotFound
	RampTransferAccountNotActive
	RampTransferBalanceDataError
	RampTransferInsufficientBalance
	RampTransferRiskVerificationFailed
	RampTransferTransferDataError
	FiatLoginExpired
	FiatIPNotAllowed
	FiatAccountNotActivated
	FiatIdentityVerificationFailed
	FiatAPINotEnabled
	FiatOBOInvalidAccountID
	FiatOBOBankingAccountNotFound
	FiatOBOAccountNotActiveOrTradable
	FiatOBONotAuthorized
	FiatOBOSelectUserFailed
	FiatForbidden
	FiatInvalidRequest
	IdempotencyInvalidKey
	IdempotencyClientMismatch
	IdempotencyEndpointMismatch
	IdempotencyPayloadMismatch
	IdempotencyProcessing
	ServerInternalError
	TransferPageNumberInvalid
	TransferPageSizeInvalid
	TransferStatusInvalid
	TransferCurrencyFilterInvalid
	FiatStartTimeInvalid
	FiatEndTimeInvalid
	TransferQueryTransfersFailed
	TransferRequiredFieldsMissing
	TransferSameSourceAndTarget
	TransferCurrencyCodeInvalid
	TransferAmountInvalid
	TransferAmountNotInteger
	TransferAccountNotParty
	TransferIdempotencyPayloadMismatch
	TransferCreateFailed
	FiatInsufficientBalance
	TransferNotFound
	PayoutPayoutDateInvalid
	PayoutPurposeCodeInvalid
	PayoutAmountInvalid
	PayoutInvalidAmount
	PayoutAmountMismatch
	PayoutCurrencyMismatch
	PayoutBeneficiaryMissing
	PayoutBeneficiaryInvalid
	FiatEntityTypeRequired
	FiatAccountNumberRequired
	PayoutIBANFormat
	PayoutSwiftCodeRequired
	PayoutRoutingType1OrValue1Missing
	PayoutRoutingTypeACH
	PayoutRoutingTypeFedwire
	PayoutRoutingTypesEFT
	PayoutRoutingValue1OrValue2Missing
	PayoutCADEFTAccountLength
	PayoutRoutingTypeHKDLocal
	PayoutRoutingTypeFasterPayments
	PayoutAUDAccountLength
	PayoutRoutingTypeAUDLocal
	PayoutRoutingTypeIFSC
	PayoutRoutingTypeCNAPS
	PayoutPaynowProxyIDRequired
	PayoutAdditionalInfoIDTypeRequired
	PayoutAdditionalInfoIDNumberRequired
	PayoutAdditionalInfoMsisdnRequired
	PayoutAdditionalInfoTaxIDRequired
	PayoutAddressCountryRequired
	PayoutAddressCityRequired
	PayoutAddressStateRequired
	PayoutAddressStreetAddressRequired
	PayoutAddressPostalCodeRequired
	PayoutBankNameRequired
	PayoutBankAddressRequired
	PayoutBICFormat
	PayoutAccountNumberCharset
	PayoutAccountNumberFormat
	PayoutAccountHolderInvalid
	PayoutAccountHolderLength
	PayoutAccountHolderIndividualCharset
	PayoutAccountHolderIncomplete
	PayoutAccountHolderCompanyCharset
	PayoutIndividualNamesRequired
	PayoutCompanyNameRequired
	PayoutAccountHolderEmpty
	PayoutStreetAddressEmpty
	PayoutCityEmpty
	PayoutStateEmpty
	PayoutClearingSystemEmpty
	FiatQueryPaymentMethodsFailed
	FiatClearingSystemNotSupported
	FiatAccountNotActive
	FiatCurrencyNotSupported
	FiatIdempotencyPayloadMismatch
	PayoutCreateFailed
	PayoutCreateFailedRetry
	PayoutFeePaidByInvalid
	PayoutReferenceCharset
	PayoutINRInvoiceRequired
	PayoutPOBONotEnabled
	PayoutPOBOOrWithTransferNotEnabled
	PayoutPayerNotFound
	PayoutWithTransferNeedsSubaccount
	PayoutTargetAccountInvalid
	PayoutTargetAccountMismatch
	PayoutInternalCrossCurrency
	FiatQuoteInvalidOrMismatched
	PayoutSGDFastCap
	FiatBeneficiaryNotFound
	PayoutBeneficiaryNotActive
	FiatRecipientRepeatAddition
	PayoutProductNotEnrolled
	PayoutFeeTierNotConfigured
	PayoutNoActiveChannel
	PayoutChannelNotActive
	PayoutQueryFailed
	PayoutNotFound
	PayoutRetrieveFailed
	BeneficiaryRetrieveBankFailed
	BeneficiaryRetrieveAddressFailed
	BeneficiaryFindRecipientError
	BeneficiaryCreateFailed
	BeneficiaryIDInvalid
	BeneficiaryEntityTypeUnchangeable
	BeneficiaryUpdateFailed
	BeneficiaryDeleteFailed
	BeneficiaryFindError
	BalanceCurrencyInvalid
	BalanceNotFound
	BalanceQueryFailed

	numEntries = iota
)

var entries = [numEntries]Entry{
	RampLoginExpired:                          {Key: "ramp.login-expired", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "403", Message: "Login expired", Action: Auth, Operations: rampAll},
	RampBankingAccountNotFound:                {Key: "ramp.banking-account-not-found", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "403", Message: "banking account not found", Action: Resource, Operations: rampAll},
	RampAccountNotActiveOrTradable:            {Key: "ramp.account-not-active-or-tradable", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "403", Message: "account not active / not tradable", Action: Check, Operations: rampAll},
	RampAPITradingNotEnabled:                  {Key: "ramp.api-trading-not-enabled", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "403", Message: "api trading not enabled for this account", Action: Check, Operations: rampAll},
	RampIPNotAllowed:                          {Key: "ramp.ip-not-allowed", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "IP not allowed", Action: Auth, Operations: rampAll},
	RampOBOInvalidAccountID:                   {Key: "ramp.obo.invalid-account-id", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "1084", Message: "invalid x-on-behalf-of account id", Action: Fix, Operations: rampAll},
	RampOBOBankingAccountNotFound:             {Key: "ramp.obo.banking-account-not-found", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "1084", Message: "banking account not found", Action: Resource, Operations: rampAll},
	RampOBOAccountNotActiveOrTradable:         {Key: "ramp.obo.account-not-active-or-tradable", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "1084", Message: "account not active / not tradable", Action: Check, Operations: rampAll},
	RampOBONotAuthorized:                      {Key: "ramp.obo.not-authorized", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "1084", Message: "not authorized to act on behalf of the target account", Action: Check, Operations: rampAll},
	RampOBOSelectUserFailed:                   {Key: "ramp.obo.select-user-failed", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "1084", Message: "Select user failed", Action: Later, Operations: rampAll, ServerOnly: "a failure inside the platform while it looks up the x-on-behalf-of account: nothing in the request or the caller's facts predicts it"},
	RampForbidden:                             {Key: "ramp.forbidden", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "403", Message: "Forbidden", Action: Check, Operations: rampAll},
	RampInvalidRequest:                        {Key: "ramp.invalid-request", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "invalid request", Action: Fix, Operations: []string{"ramp/create-quote", "ramp/create-conversion", "ramp/create-withdraw", "ramp/create-address-book", "ramp/update-address-book", "ramp/create-deposit-sender"}, OperationCount: 6},
	RampInvalidAmount:                         {Key: "ramp.invalid-amount", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "invalid amount", Action: Fix, Operations: []string{"ramp/create-quote", "ramp/create-conversion", "ramp/create-withdraw"}, OperationCount: 4},
	RampQueryBalancesFailed:                   {Key: "ramp.query-balances-failed", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "query balances failed", Action: Balance, Operations: []string{"ramp/list-assets"}, ServerOnly: "a failure inside the platform while reading balances: nothing in the request predicts it"},
	RampBalanceNotFound:                       {Key: "ramp.balance-not-found", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "balance not found", Action: Resource, Operations: []string{"ramp/retrieve-asset"}},
	RampQueryTransactionsFailed:               {Key: "ramp.query-transactions-failed", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "query transactions failed", Action: Later, Operations: []string{"ramp/list-asset-transactions"}, ServerOnly: platformFailure},
	RampFixedCurrencyNotSellOrBuy:             {Key: "ramp.fixed-currency-not-sell-or-buy", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "fixed_currency must equal sell_currency or buy_currency", Action: Fix, Operations: []string{"ramp/create-quote"}},
	RampCurrencyNotSupported:                  {Key: "ramp.currency-not-supported", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "currency not supported", Action: Check, Operations: []string{"ramp/create-conversion", "ramp/create-quote", "ramp/create-withdraw"}},
	RampInvalidQuoteRequest:                   {Key: "ramp.invalid-quote-request", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "invalid quote request (check currencies/amount)", Action: Fix, Operations: []string{"ramp/create-quote"}},
	RampNoExchangeRate:                        {Key: "ramp.no-exchange-rate", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "no exchange rate available for this currency pair", Action: Check, Operations: []string{"ramp/create-quote"}, ServerOnly: "depends on the platform's live market data for the pair at the moment of the request, which no fact can hold in advance"},
	RampAccountNotActive:                      {Key: "ramp.account-not-active", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "account not active", Action: Check, Operations: []string{"ramp/create-conversion", "ramp/create-quote", "ramp/create-withdraw"}},
	RampExchangeNotEnabled:                    {Key: "ramp.exchange-not-enabled", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "exchange not enabled for account", Action: Check, Operations: []string{"ramp/create-conversion", "ramp/create-quote"}},
	RampExchangeLimitNotConfigured:            {Key: "ramp.exchange-limit-not-configured", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "exchange limit not configured for account", Action: Check, Operations: []string{"ramp/create-quote"}},
	RampAmountBelowMinimum:                    {Key: "ramp.amount-below-minimum", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "amount below minimum", Action: Check, Operations: []string{"ramp/create-quote", "ramp/create-withdraw"}},
	RampAmountAboveMaximum:                    {Key: "ramp.amount-above-maximum", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "amount above maximum", Action: Check, Operations: []string{"ramp/create-quote", "ramp/create-withdraw"}},
	RampAmountExceedsDailyLimit:               {Key: "ramp.amount-exceeds-daily-limit", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "amount exceeds daily limit", Action: Check, Operations: []string{"ramp/create-quote", "ramp/create-withdraw"}},
	RampAmountExceedsMonthlyLimit:             {Key: "ramp.amount-exceeds-monthly-limit", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "amount exceeds monthly limit", Action: Check, Operations: []string{"ramp/create-quote", "ramp/create-withdraw"}},
	RampExchangeCreateFailed:                  {Key: "ramp.exchange-create-failed", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "exchange create failed", Action: Later, Operations: []string{"ramp/create-conversion", "ramp/create-quote"}, ServerOnly: platformFailure},
	RampInsufficientBalance:                   {Key: "ramp.insufficient-balance", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "insufficient balance", Action: Balance, Operations: []string{"ramp/create-conversion", "ramp/create-withdraw"}},
	RampQuoteInvalidOrMismatched:              {Key: "ramp.quote-invalid-or-mismatched", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "quote invalid or mismatched", Action: Fix, Operations: []string{"ramp/create-conversion"}},
	RampQuoteAlreadyUsed:                      {Key: "ramp.quote-already-used", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "quote already used", Action: Check, Operations: []string{"ramp/create-conversion"}},
	RampPriceMovedBeyondTolerance:             {Key: "ramp.price-moved-beyond-tolerance", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "market price moved beyond tolerance since quote; please re-quote", Action: Check, Operations: []string{"ramp/create-conversion"}},
	RampAmountNotCryptoStep:                   {Key: "ramp.amount-not-crypto-step", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "for non-stablecoin swaps, amount must be on the crypto side and a multiple of the venue contract step", Action: Fix, Operations: []string{"ramp/create-quote"}},
	RampCryptoServiceNotActive:                {Key: "ramp.crypto-service-not-active", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "crypto service is not active for this account", Action: Check, Operations: []string{"ramp/create-conversion", "ramp/create-withdraw"}},
	RampDestinationAssetNotActivated:          {Key: "ramp.destination-asset-not-activated", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "destination asset is not activated for this account", Action: Check, Operations: []string{"ramp/create-conversion"}},
	RampDestinationAssetInactive:              {Key: "ramp.destination-asset-inactive", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "destination asset is inactive for this account", Action: Check, Operations: []string{"ramp/create-conversion"}},
	RampSwapInProgress:                        {Key: "ramp.swap-in-progress", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "another swap for this account is in progress", Action: Check, Operations: []string{"ramp/create-conversion"}},
	RampBuySellStablecoinsOnly:                {Key: "ramp.buy-sell-stablecoins-only", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "buy/sell supports stablecoins only; use swap for non-stablecoins", Action: Check, Operations: []string{"ramp/create-conversion"}},
	RampQueryOrdersFailed:                     {Key: "ramp.query-orders-failed", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "query orders failed", Action: Later, Operations: []string{"ramp/list-conversions"}, ServerOnly: platformFailure},
	RampOrderNotFound:                         {Key: "ramp.order-not-found", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "order not found", Action: Resource, Operations: []string{"ramp/retrieve-conversion"}},
	RampQueryDepositsFailed:                   {Key: "ramp.query-deposits-failed", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "query deposits failed", Action: Later, Operations: []string{"ramp/list-deposits"}, ServerOnly: platformFailure},
	RampDepositNotFound:                       {Key: "ramp.deposit-not-found", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "deposit not found", Action: Resource, Operations: []string{"ramp/retrieve-deposit"}},
	RampAssetAndNetworkRequired:               {Key: "ramp.asset-and-network-required", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "asset and network are required", Action: Fix, Operations: []string{"ramp/deposit-wallet-address"}},
	RampDepositAddressNotFound:                {Key: "ramp.deposit-address-not-found", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "deposit address not found", Action: Resource, Operations: []string{"ramp/deposit-wallet-address"}},
	RampQueryDepositAddressFailed:             {Key: "ramp.query-deposit-address-failed", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "query deposit address failed", Action: Later, Operations: []string{"ramp/list-deposit-addresses"}, ServerOnly: platformFailure},
	RampAddressIDOrWithdrawAddressRequired:    {Key: "ramp.address-id-or-withdraw-address-required", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "address_id or withdraw_address is required", Action: Fix, Operations: []string{"ramp/create-withdraw"}},
	RampDestinationAddressNotWhitelisted:      {Key: "ramp.destination-address-not-whitelisted", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "destination address not whitelisted", Action: Check, Operations: []string{"ramp/create-withdraw"}},
	RampWithdrawProductFeeNotConfigured:       {Key: "ramp.withdraw-product-fee-not-configured", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "withdraw product/fee not configured", Action: Check, Operations: []string{"ramp/create-withdraw"}},
	RampWithdrawLimitNotConfigured:            {Key: "ramp.withdraw-limit-not-configured", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "withdraw limit not configured for account", Action: Check, Operations: []string{"ramp/create-withdraw"}},
	RampAmountBelowNetworkFee:                 {Key: "ramp.amount-below-network-fee", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "amount too small to cover network fee", Action: Check, Operations: []string{"ramp/create-withdraw"}},
	RampRiskVerificationRejected:              {Key: "ramp.risk-verification-rejected", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "risk verification rejected", Action: Check, Operations: []string{"ramp/create-withdraw"}, ServerOnly: "decided by the platform's risk engine at the moment of the withdrawal; no fact predicts it"},
	RampDestinationAddressRiskTooHigh:         {Key: "ramp.destination-address-risk-too-high", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "destination address risk score too high", Action: Check, Operations: []string{"ramp/create-withdraw"}, ServerOnly: "the platform's own risk score of the destination, computed when the withdrawal is made; no fact predicts it"},
	RampWithdrawChannelNotConfigured:          {Key: "ramp.withdraw-channel-not-configured", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "withdraw channel not configured for this account/asset", Action: Check, Operations: []string{"ramp/create-withdraw"}},
	RampDestinationAddressNeedsComplianceInfo: {Key: "ramp.destination-address-needs-compliance-info", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "destination address requires compliance info, please complete it in address book", Action: Check, Operations: []string{"ramp/create-withdraw"}},
	RampAMLScreeningUnavailable:               {Key: "ramp.aml-screening-unavailable", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "aml screening temporarily unavailable, please retry later", Action: Check, Operations: []string{"ramp/create-withdraw"}, ServerOnly: "a temporary outage of the platform's AML screening: nothing in the request predicts it"},
	RampNoBalanceAccountForAsset:              {Key: "ramp.no-balance-account-for-asset", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "no balance account for this asset", Action: Balance, Operations: []string{"ramp/create-withdraw"}},
	RampUniversalWhitelistNeedsAsset:          {Key: "ramp.universal-whitelist-needs-asset", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "asset is required for a universal whitelist address", Action: Fix, Operations: []string{"ramp/create-withdraw"}},
	RampAssetMismatchWhitelistedAddress:       {Key: "ramp.asset-mismatch-whitelisted-address", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "asset does not match the whitelisted address", Action: Check, Operations: []string{"ramp/create-withdraw"}},
	RampWithdrawCreateFailed:                  {Key: "ramp.withdraw-create-failed", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "withdraw create failed", Action: Later, Operations: []string{"ramp/create-withdraw"}, ServerOnly: platformFailure},
	RampQueryWithdrawalsFailed:                {Key: "ramp.query-withdrawals-failed", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "query withdrawals failed", Action: Later, Operations: []string{"ramp/list-withdraws"}, ServerOnly: platformFailure},
	RampWithdrawalNotFound:                    {Key: "ramp.withdrawal-not-found", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "withdrawal not found", Action: Resource, Operations: []string{"ramp/retrieve-withdraw"}},
	RampQueryAssetsFailed:                     {Key: "ramp.query-assets-failed", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "query assets failed", Action: Later, Operations: []string{"ramp/list-supported-assets"}, ServerOnly: platformFailure},
	RampAssetRequired:                         {Key: "ramp.asset-required", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "asset is required", Action: Fix, Operations: []string{"ramp/estimate-network-fee"}},
	RampNetworkFeeUnavailable:                 {Key: "ramp.network-fee-unavailable", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "network fee unavailable", Action: Check, Operations: []string{"ramp/estimate-network-fee"}, ServerOnly: "the platform's fee source for the asset and network is unavailable at the moment of the request; nothing in the request predicts it"},
	RampLegalDeclarationMismatch:              {Key: "ramp.legal-declaration-mismatch", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "legal_declaration does not match address_type", Action: Check, Operations: []string{"ramp/create-address-book"}},
	RampInvalidTravelRuleJSON:                 {Key: "ramp.invalid-travel-rule-json", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "invalid travel rule meta_data json: %s", Action: Fix, Operations: []string{"ramp/create-address-book", "ramp/create-deposit-sender", "ramp/update-address-book"}},
	RampInvalidWalletType:                     {Key: "ramp.invalid-wallet-type", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "invalid wallet_type", Action: Fix, Operations: []string{"ramp/create-address-book", "ramp/create-deposit-sender", "ramp/update-address-book"}},
	RampInvalidAddressParty:                   {Key: "ramp.invalid-address-party", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "invalid address_party", Action: Fix, Operations: []string{"ramp/create-address-book", "ramp/create-deposit-sender", "ramp/update-address-book"}},
	RampThirdPartyIndividualNeedsNames:        {Key: "ramp.third-party-individual-needs-names", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "individual third party requires first_name and last_name", Action: Fix, Operations: []string{"ramp/create-address-book", "ramp/create-deposit-sender", "ramp/update-address-book"}},
	RampThirdPartyCorporationNeedsCompanyName: {Key: "ramp.third-party-corporation-needs-company-name", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "corporation third party requires company_name", Action: Fix, Operations: []string{"ramp/create-address-book", "ramp/create-deposit-sender", "ramp/update-address-book"}},
	RampInvalidEntityType:                     {Key: "ramp.invalid-entity-type", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "invalid entity_type", Action: Fix, Operations: []string{"ramp/create-address-book", "ramp/create-deposit-sender", "ramp/update-address-book"}},
	RampThirdPartyNeedsCountryAndCity:         {Key: "ramp.third-party-needs-country-and-city", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "third party requires country and city", Action: Fix, Operations: []string{"ramp/create-address-book", "ramp/create-deposit-sender", "ramp/update-address-book"}},
	RampHostedWalletNeedsVASP:                 {Key: "ramp.hosted-wallet-needs-vasp", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "hosted wallet requires vasp_id or vasp_name", Action: Fix, Operations: []string{"ramp/create-address-book", "ramp/create-deposit-sender", "ramp/update-address-book"}},
	RampAddressNotAllowed:                     {Key: "ramp.address-not-allowed", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "this address is not allowed", Action: Check, Operations: []string{"ramp/create-address-book"}},
	RampInvalidAddressFormat:                  {Key: "ramp.invalid-address-format", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "invalid address format for network %s", Action: Fix, Operations: []string{"ramp/create-address-book"}},
	RampAddAddressFailed:                      {Key: "ramp.add-address-failed", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "add address failed", Action: Later, Operations: []string{"ramp/create-address-book"}, ServerOnly: platformFailure},
	RampAddressLabelAlreadyExists:             {Key: "ramp.address-label-already-exists", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "address label already exists", Action: Duplicate, Operations: []string{"ramp/create-address-book"}},
	RampInvalidAddressKind:                    {Key: "ramp.invalid-address-kind", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "invalid address_kind", Action: Fix, Operations: []string{"ramp/list-address-book"}},
	RampQueryWalletAddressesFailed:            {Key: "ramp.query-wallet-addresses-failed", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "query wallet addresses failed", Action: Later, Operations: []string{"ramp/list-address-book"}, ServerOnly: platformFailure},
	RampWhitelistAddressNotFound:              {Key: "ramp.whitelist-address-not-found", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "whitelist address not found", Action: Resource, Operations: []string{"ramp/update-address-book"}},
	RampLoadAddressFailed:                     {Key: "ramp.load-address-failed", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "load address failed", Action: Later, Operations: []string{"ramp/update-address-book"}, ServerOnly: platformFailure},
	RampCheckLabelFailed:                      {Key: "ramp.check-label-failed", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "check label failed", Action: Later, Operations: []string{"ramp/update-address-book"}, ServerOnly: platformFailure},
	RampLabelAlreadyUsed:                      {Key: "ramp.label-already-used", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "label already used", Action: Check, Operations: []string{"ramp/update-address-book"}},
	RampInvalidIsWhitelist:                    {Key: "ramp.invalid-is-whitelist", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "invalid is_whitelist", Action: Fix, Operations: []string{"ramp/update-address-book"}},
	RampUpdateFailed:                          {Key: "ramp.update-failed", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "update failed", Action: Later, Operations: []string{"ramp/update-address-book"}, ServerOnly: platformFailure},
	RampTravelRuleAlreadySet:                  {Key: "ramp.travel-rule-already-set", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "travel rule already set, cannot edit", Action: Check, Operations: []string{"ramp/update-address-book"}},
	RampUpdateTravelRuleFailed:                {Key: "ramp.update-travel-rule-failed", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "update travel rule failed", Action: Later, Operations: []string{"ramp/update-address-book"}, ServerOnly: platformFailure},
	RampSourceAddressAndNetworkRequired:       {Key: "ramp.source-address-and-network-required", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "source_address and network are required", Action: Fix, Operations: []string{"ramp/create-deposit-sender"}},
	RampMetadataRequired:                      {Key: "ramp.metadata-required", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "metadata is required", Action: Fix, Operations: []string{"ramp/create-deposit-sender"}},
	RampSubmitFailed:                          {Key: "ramp.submit-failed", Product: Ramp, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "submit failed", Action: Later, Operations: []string{"ramp/create-deposit-sender"}, ServerOnly: platformFailure},
	RampTransferInvalidParameter:              {Key: "ramp.transfer.invalid-parameter", Product: Ramp, HTTPStatus: 400, Format: Typed, Type: "invalid_request_error", Code: "invalid_parameter", Message: "parameter is invalid", Action: Fix, Operations: []string{"ramp/create-transfer", "ramp/retrieve-transfer"}},
	RampTransferCreateFailed:                  {Key: "ramp.transfer.create-failed", Product: Ramp, HTTPStatus: 400, Format: Typed, Type: "transfer_error", Code: "create_transfer_failed", Message: "create transfer failed", Action: Later, Operations: []string{"ramp/create-transfer"}, ServerOnly: platformFailure},
	RampTransferAccountProductDataError:       {Key: "ramp.transfer.account-product-data-error", Product: Ramp, HTTPStatus: 400, Format: Typed, Type: "not_found", Code: "not_found", Message: "Error to Geting Account Product Data", Action: Later, Operations: []string{"ramp/create-transfer"}, ServerOnly: "a failure inside the platform while reading the account's product data: nothing in the request predicts it"},
	RampTransferAccountNotFound:               {Key: "ramp.transfer.account-not-found", Product: Ramp, HTTPStatus: 400, Format: Typed, Type: "account_error", Code: "account_error", Message: "Account not found or deactivated", Action: Resource, Operations: []string{"ramp/create-transfer"}},
	RampTransferAccountNotActive:              {Key: "ramp.transfer.account-not-active", Product: Ramp, HTTPStatus: 400, Format: Typed, Type: "account_error", Code: "account_error", Message: "Account not active", Action: Later, Operations: []string{"ramp/create-transfer"}},
	RampTransferBalanceDataError:              {Key: "ramp.transfer.balance-data-error", Product: Ramp, HTTPStatus: 400, Format: Typed, Type: "not_found", Code: "not_found", Message: "Error to Geting Balance Data", Action: Balance, Operations: []string{"ramp/create-transfer"}, ServerOnly: "a failure inside the platform while reading balance data: nothing in the request predicts it"},
	RampTransferInsufficientBalance:           {Key: "ramp.transfer.insufficient-balance", Product: Ramp, HTTPStatus: 400, Format: Typed, Type: "transfer_error", Code: "insufficient_balance", Message: "Insufficient account balance", Action: Balance, Operations: []string{"ramp/create-transfer"}},
	RampTransferRiskVerificationFailed:        {Key: "ramp.transfer.risk-verification-failed", Product: Ramp, HTTPStatus: 400, Format: Typed, Type: "api_error", Code: "risk_verify_failed", Message: "Risk verification failed", Action: Later, Operations: []string{"ramp/create-transfer"}, ServerOnly: "decided by the platform's risk engine at the moment of the transfer; no fact predicts it"},
	RampTransferTransferDataError:             {Key: "ramp.transfer.transfer-data-error", Product: Ramp, HTTPStatus: 400, Format: Typed, Type: "not_found", Code: "not_found", Message: "Error to Geting Transfer Data", Action: Later, Operations: []string{"ramp/retrieve-transfer"}, ServerOnly: "a failure inside the platform while reading the transfer: nothing in the request predicts it"},
	FiatLoginExpired:                          {Key: "fiat.login-expired", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "403", Message: "Login expired", Action: Auth, Operations: fiatAll, OperationCount: 27},
	FiatIPNotAllowed:                          {Key: "fiat.ip-not-allowed", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "IP not allowed", Action: Auth, Operations: fiatAll, OperationCount: 27},
	FiatAccountNotActivated:                   {Key: "fiat.account-not-activated", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "1014", Message: "Banking account is not activated", Action: Check, Operations: fiatAll, OperationCount: 27},
	FiatIdentityVerificationFailed:            {Key: "fiat.identity-verification-failed", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "1114", Message: "Failed identity verification", Action: Later, Operations: fiatAll, OperationCount: 27},
	FiatAPINotEnabled:                         {Key: "fiat.api-not-enabled", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "1122", Message: "Api not enabled", Action: Check, Operations: fiatAll, OperationCount: 27},
	FiatOBOInvalidAccountID:                   {Key: "fiat.obo.invalid-account-id", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "1084", Message: "invalid x-on-behalf-of account id", Action: Fix, Operations: fiatAll, OperationCount: 27},
	FiatOBOBankingAccountNotFound:             {Key: "fiat.obo.banking-account-not-found", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "1084", Message: "banking account not found", Action: Resource, Operations: fiatAll, OperationCount: 24},
	FiatOBOAccountNotActiveOrTradable:         {Key: "fiat.obo.account-not-active-or-tradable", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "1084", Message: "account not active / not tradable", Action: Check, Operations: fiatAll, OperationCount: 24},
	FiatOBONotAuthorized:                      {Key: "fiat.obo.not-authorized", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "1084", Message: "not authorized to act on behalf of the target account", Action: Check, Operations: fiatAll, OperationCount: 24},
	FiatOBOSelectUserFailed:                   {Key: "fiat.obo.select-user-failed", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "1084", Message: "Select user failed", Action: Later, Operations: fiatAll, OperationCount: 24, ServerOnly: "a failure inside the platform while it looks up the x-on-behalf-of account: nothing in the request or the caller's facts predicts it"},
	FiatForbidden:                             {Key: "fiat.forbidden", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "403", Message: "Forbidden", Action: Check, Operations: fiatAll, OperationCount: 27},
	FiatInvalidRequest:                        {Key: "fiat.invalid-request", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "invalid request", Action: Fix, Operations: fiatAll, OperationCount: 27},
	IdempotencyInvalidKey:                     {Key: "idempotency.invalid-key", Product: Both, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "Invalid idempotency key.", Action: Duplicate, Operations: idempotent, OperationCount: 14},
	IdempotencyClientMismatch:                 {Key: "idempotency.client-mismatch", Product: Both, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "The idempotency key provided failed authentication, please check client id.", Action: Duplicate, Operations: idempotent, OperationCount: 14},
	IdempotencyEndpointMismatch:               {Key: "idempotency.endpoint-mismatch", Product: Both, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "Idempotent request endpoint does not match the initial one.", Action: Duplicate, Operations: idempotent, OperationCount: 14},
	IdempotencyPayloadMismatch:                {Key: "idempotency.payload-mismatch", Product: Both, HTTPStatus: 400, Format: Legacy, Code: "1005", Message: "Idempotency key reused with different request payload", Action: Duplicate, Operations: idempotent, OperationCount: 14},
	IdempotencyProcessing:                     {Key: "idempotency.processing", Product: Both, HTTPStatus: 409, Format: Legacy, Code: "409", Message: "Request is processing, please try again later.", Action: Check, Operations: idempotent, OperationCount: 14},
	ServerInternalError:                       {Key: "server.internal-error", Product: Both, HTTPStatus: 500, Format: Envelope, Code: "", Message: "An internal error occurred, please try again", Action: Later, Operations: idempotent, OperationCount: 14, ServerOnly: "a failure inside the platform (HTTP 500): nothing in the request predicts it"},
	TransferPageNumberInvalid:                 {Key: "transfer.page-number-invalid", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "page_number must be a positive integer", Action: Fix, Operations: []string{"fiat/list-transfers"}},
	TransferPageSizeInvalid:                   {Key: "transfer.page-size-invalid", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "page_size must be between 1 and 100", Action: Fix, Operations: []string{"fiat/list-transfers"}},
	TransferStatusInvalid:                     {Key: "transfer.status-invalid", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "transfer_status must be completed or failed", Action: Fix, Operations: []string{"fiat/list-transfers"}},
	TransferCurrencyFilterInvalid:             {Key: "transfer.currency-filter-invalid", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "invalid currency filter", Action: Fix, Operations: []string{"fiat/list-transfers"}},
	FiatStartTimeInvalid:                      {Key: "fiat.start-time-invalid", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "start_time invalid", Action: Fix, Operations: []string{"fiat/list-transfers", "fiat/list-payouts"}, OperationCount: 4},
	FiatEndTimeInvalid:                        {Key: "fiat.end-time-invalid", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "end_time invalid", Action: Fix, Operations: []string{"fiat/list-transfers", "fiat/list-payouts"}, OperationCount: 4},
	TransferQueryTransfersFailed:              {Key: "transfer.query-transfers-failed", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "query transfers failed", Action: Later, Operations: []string{"fiat/list-transfers"}, ServerOnly: "a failure inside the platform while it queries transfers: nothing in the request predicts it"},
	TransferRequiredFieldsMissing:             {Key: "transfer.required-fields-missing", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "source_account_id, target_account_id and reason are required", Action: Fix, Operations: []string{"fiat/create-transfer"}},
	TransferSameSourceAndTarget:               {Key: "transfer.same-source-and-target", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "source and target account cannot be the same", Action: Check, Operations: []string{"fiat/create-transfer"}},
	TransferCurrencyCodeInvalid:               {Key: "transfer.currency-code-invalid", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "invalid currency code", Action: Fix, Operations: []string{"fiat/create-transfer"}},
	TransferAmountInvalid:                     {Key: "transfer.amount-invalid", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "invalid transfer amount", Action: Fix, Operations: []string{"fiat/create-transfer"}},
	TransferAmountNotInteger:                  {Key: "transfer.amount-not-integer", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "amount must be an integer for %s", Action: Fix, Operations: []string{"fiat/create-transfer"}},
	TransferAccountNotParty:                   {Key: "transfer.account-not-party", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "authenticated account must be source or target account", Action: Fix, Operations: []string{"fiat/create-transfer"}},
	TransferIdempotencyPayloadMismatch:        {Key: "transfer.idempotency-payload-mismatch", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "idempotency key reused with a different request payload", Action: Duplicate, Operations: []string{"fiat/create-transfer"}},
	TransferCreateFailed:                      {Key: "transfer.create-failed", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "transfer create failed", Action: Later, Operations: []string{"fiat/create-transfer"}, ServerOnly: "a failure inside the platform while it creates the transfer: nothing in the request predicts it"},
	FiatInsufficientBalance:                   {Key: "fiat.insufficient-balance", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "insufficient balance", Action: Balance, Operations: []string{"fiat/create-conversion", "fiat/create-payout", "fiat/create-transfer"}},
	TransferNotFound:                          {Key: "transfer.not-found", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "transfer not found", Action: Resource, Operations: []string{"fiat/retrieve-transfer"}},
	PayoutPayoutDateInvalid:                   {Key: "payout.payout-date-invalid", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "payout_date invalid", Action: Fix, Operations: []string{"fiat/create-payout"}},
	PayoutPurposeCodeInvalid:                  {Key: "payout.purpose-code-invalid", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "purpose_code invalid", Action: Fix, Operations: []string{"fiat/create-payout"}},
	PayoutAmountInvalid:                       {Key: "payout.amount-invalid", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "amount invalid", Action: Fix, Operations: []string{"fiat/create-payout"}},
	PayoutInvalidAmount:                       {Key: "payout.invalid-amount", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "invalid amount", Action: Fix, Operations: []string{"fiat/create-payout"}},
	PayoutAmountMismatch:                      {Key: "payout.amount-mismatch", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "payment amount must equal receiving amount", Action: Fix, Operations: []string{"fiat/create-payout"}},
	PayoutCurrencyMismatch:                    {Key: "payout.currency-mismatch", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "payment currency must equal receiving currency", Action: Fix, Operations: []string{"fiat/create-payout"}},
	PayoutBeneficiaryMissing:                  {Key: "payout.beneficiary-missing", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "neither beneficiary_id nor beneficiary can be empty", Action: Check, Operations: []string{"fiat/create-payout"}},
	PayoutBeneficiaryInvalid:                  {Key: "payout.beneficiary-invalid", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "beneficiary invalid", Action: Fix, Operations: []string{"fiat/create-payout"}},
	FiatEntityTypeRequired:                    {Key: "fiat.entity-type-required", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "entity_type is required", Action: Fix, Operations: []string{"fiat/create-payout", "fiat/create-beneficiary", "fiat/update-beneficiary", "fiat/check-beneficiary"}, OperationCount: 4},
	FiatAccountNumberRequired:                 {Key: "fiat.account-number-required", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "account_number is required", Action: Fix, Operations: []string{"fiat/create-beneficiary", "fiat/create-payout", "fiat/update-beneficiary"}},
	PayoutIBANFormat:                          {Key: "payout.iban-format", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "Iban format error", Action: Fix, Operations: []string{"fiat/create-payout"}},
	PayoutSwiftCodeRequired:                   {Key: "payout.swift-code-required", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "swift_code is required", Action: Fix, Operations: []string{"fiat/create-payout"}},
	PayoutRoutingType1OrValue1Missing:         {Key: "payout.routing-type1-or-value1-missing", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "routing_code_type1 or routing_code_value1 is missing", Action: Check, Operations: []string{"fiat/create-payout"}},
	PayoutRoutingTypeACH:                      {Key: "payout.routing-type-ach", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "routing_code_type1 invalid: ACH requires 'ach'", Action: Fix, Operations: []string{"fiat/create-payout"}},
	PayoutRoutingTypeFedwire:                  {Key: "payout.routing-type-fedwire", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "routing_code_type1 invalid: FEDWIRE requires 'aba'", Action: Fix, Operations: []string{"fiat/create-payout"}},
	PayoutRoutingTypesEFT:                     {Key: "payout.routing-types-eft", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "EFT requires routing_code_type1/2 as 'bank_code' and 'branch_code'", Action: Check, Operations: []string{"fiat/create-payout"}},
	PayoutRoutingValue1OrValue2Missing:        {Key: "payout.routing-value1-or-value2-missing", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "routing_code_value1 or routing_code_value2 is missing", Action: Check, Operations: []string{"fiat/create-payout"}},
	PayoutCADEFTAccountLength:                 {Key: "payout.cad-eft-account-length", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "CAD-EFT account number length must be 7-12 digits", Action: Fix, Operations: []string{"fiat/create-payout"}},
	PayoutRoutingTypeHKDLocal:                 {Key: "payout.routing-type-hkd-local", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "HKD-LOCAL requires routing_code_type1='bank_code' and non-empty value", Action: Check, Operations: []string{"fiat/create-payout"}},
	PayoutRoutingTypeFasterPayments:           {Key: "payout.routing-type-faster-payments", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "FASTER PAYMENTS requires routing_code_type1='sort_code' and non-empty value", Action: Check, Operations: []string{"fiat/create-payout"}},
	PayoutAUDAccountLength:                    {Key: "payout.aud-account-length", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "AUD account number length must be 5-20 digits", Action: Fix, Operations: []string{"fiat/create-payout"}},
	PayoutRoutingTypeAUDLocal:                 {Key: "payout.routing-type-aud-local", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "AUD-LOCAL requires routing_code_type1='bsb_code' and non-empty value", Action: Check, Operations: []string{"fiat/create-payout"}},
	PayoutRoutingTypeIFSC:                     {Key: "payout.routing-type-ifsc", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "IFSC requires routing_code_type1='ifsc' and non-empty value", Action: Check, Operations: []string{"fiat/create-payout"}},
	PayoutRoutingTypeCNAPS:                    {Key: "payout.routing-type-cnaps", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "CN-CNH requires routing_code_type1='cnaps_number' and non-empty value", Action: Check, Operations: []string{"fiat/create-payout"}},
	PayoutPaynowProxyIDRequired:               {Key: "payout.paynow-proxy-id-required", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "PayNow requires non-empty proxy_id", Action: Check, Operations: []string{"fiat/create-payout"}},
	PayoutAdditionalInfoIDTypeRequired:        {Key: "payout.additional-info.id-type-required", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "additional_info.id_type is required", Action: Fix, Operations: []string{"fiat/create-payout"}},
	PayoutAdditionalInfoIDNumberRequired:      {Key: "payout.additional-info.id-number-required", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "additional_info.id_number is required", Action: Fix, Operations: []string{"fiat/create-payout"}},
	PayoutAdditionalInfoMsisdnRequired:        {Key: "payout.additional-info.msisdn-required", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "additional_info.msisdn is required", Action: Fix, Operations: []string{"fiat/create-payout"}},
	PayoutAdditionalInfoTaxIDRequired:         {Key: "payout.additional-info.tax-id-required", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "additional_info.tax_id is required", Action: Fix, Operations: []string{"fiat/create-payout"}},
	PayoutAddressCountryRequired:              {Key: "payout.address.country-required", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "Field 'address.country' is required (current value: )", Action: Fix, Operations: []string{"fiat/create-payout"}},
	PayoutAddressCityRequired:                 {Key: "payout.address.city-required", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "Field 'address.city' is required (current value: )", Action: Fix, Operations: []string{"fiat/create-payout"}},
	PayoutAddressStateRequired:                {Key: "payout.address.state-required", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "Field 'address.state' is required (current value: )", Action: Fix, Operations: []string{"fiat/create-payout"}},
	PayoutAddressStreetAddressRequired:        {Key: "payout.address.street-address-required", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "Field 'address.street_address' is required (current value: )", Action: Fix, Operations: []string{"fiat/create-payout"}},
	PayoutAddressPostalCodeRequired:           {Key: "payout.address.postal-code-required", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "Field 'address.postal_code' is required (current value: )", Action: Fix, Operations: []string{"fiat/create-payout"}},
	PayoutBankNameRequired:                    {Key: "payout.bank-name-required", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "bank_name is required", Action: Fix, Operations: []string{"fiat/create-payout"}},
	PayoutBankAddressRequired:                 {Key: "payout.bank-address-required", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "bank_address is required", Action: Fix, Operations: []string{"fiat/create-payout"}},
	PayoutBICFormat:                           {Key: "payout.bic-format", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "Bic/Swift code format error", Action: Fix, Operations: []string{"fiat/create-payout"}},
	PayoutAccountNumberCharset:                {Key: "payout.account-number-charset", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "The account number field allows only English letters (a-z, A-Z) and digits (0-9)", Action: Check, Operations: []string{"fiat/create-payout"}},
	PayoutAccountNumberFormat:                 {Key: "payout.account-number-format", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "Account number format error", Action: Fix, Operations: []string{"fiat/create-payout"}},
	PayoutAccountHolderInvalid:                {Key: "payout.account-holder-invalid", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "Please provide a valid account holder name.", Action: Check, Operations: []string{"fiat/create-payout"}},
	PayoutAccountHolderLength:                 {Key: "payout.account-holder-length", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "The account holder name needs to be between 2 and 140 characters.", Action: Check, Operations: []string{"fiat/create-payout"}},
	PayoutAccountHolderIndividualCharset:      {Key: "payout.account-holder-individual-charset", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "The account holder name (individual) can only contain English letters and spaces.", Action: Check, Operations: []string{"fiat/create-payout"}},
	PayoutAccountHolderIncomplete:             {Key: "payout.account-holder-incomplete", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "The account holder name may include invalid characters or is incomplete.", Action: Fix, Operations: []string{"fiat/create-payout"}},
	PayoutAccountHolderCompanyCharset:         {Key: "payout.account-holder-company-charset", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "The account holder name (company) contains invalid characters.", Action: Fix, Operations: []string{"fiat/create-payout"}},
	PayoutIndividualNamesRequired:             {Key: "payout.individual-names-required", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "individual requires non-empty first_name and last_name", Action: Check, Operations: []string{"fiat/create-payout"}},
	PayoutCompanyNameRequired:                 {Key: "payout.company-name-required", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "company requires non-empty company_name", Action: Check, Operations: []string{"fiat/create-payout"}},
	PayoutAccountHolderEmpty:                  {Key: "payout.account-holder-empty", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "account_holder cannot be empty", Action: Fix, Operations: []string{"fiat/create-payout"}},
	PayoutStreetAddressEmpty:                  {Key: "payout.street-address-empty", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "street_address cannot be empty", Action: Fix, Operations: []string{"fiat/create-payout"}},
	PayoutCityEmpty:                           {Key: "payout.city-empty", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "city cannot be empty", Action: Fix, Operations: []string{"fiat/create-payout"}},
	PayoutStateEmpty:                          {Key: "payout.state-empty", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "state cannot be empty", Action: Fix, Operations: []string{"fiat/create-payout"}},
	PayoutClearingSystemEmpty:                 {Key: "payout.clearing-system-empty", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "clearing_system cannot be empty", Action: Fix, Operations: []string{"fiat/create-payout"}},
	FiatQueryPaymentMethodsFailed:             {Key: "fiat.query-payment-methods-failed", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "query paymentMethods err", Action: Later, Operations: []string{"fiat/check-beneficiary", "fiat/create-payout"}, ServerOnly: "a failure inside the platform while it reads its payment methods: nothing in the request predicts it"},
	FiatClearingSystemNotSupported:            {Key: "fiat.clearing-system-not-supported", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "clearing system not support for country: %s, currency: %s, paymentMethod: %s", Action: Check, Operations: []string{"fiat/check-beneficiary", "fiat/create-payout"}},
	FiatAccountNotActive:                      {Key: "fiat.account-not-active", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "account not active", Action: Check, Operations: []string{"fiat/create-transfer", "fiat/create-conversion", "fiat/create-payout"}, OperationCount: 4},
	FiatCurrencyNotSupported:                  {Key: "fiat.currency-not-supported", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "currency not supported", Action: Check, Operations: []string{"fiat/create-conversion", "fiat/create-payout"}},
	FiatIdempotencyPayloadMismatch:            {Key: "fiat.idempotency-payload-mismatch", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "idempotency key reused with different request payload", Action: Duplicate, Operations: []string{"fiat/create-conversion", "fiat/create-payout"}},
	PayoutCreateFailed:                        {Key: "payout.create-failed", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "payout create failed", Action: Later, Operations: []string{"fiat/create-payout"}, ServerOnly: "a failure inside the platform while it stores the payout: nothing in the request predicts it"},
	PayoutCreateFailedRetry:                   {Key: "payout.create-failed-retry", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "create payout failed, please try again", Action: Later, Operations: []string{"fiat/create-payout"}, ServerOnly: "a failure inside the platform while it stores the payout: nothing in the request predicts it"},
	PayoutFeePaidByInvalid:                    {Key: "payout.fee-paid-by-invalid", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "fee_paid_by must be OURS or SHARED for SWIFT payout", Action: Fix, Operations: []string{"fiat/create-payout"}},
	PayoutReferenceCharset:                    {Key: "payout.reference-charset", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "payout reference contains unsupported characters for SWIFT", Action: Check, Operations: []string{"fiat/create-payout"}},
	PayoutINRInvoiceRequired:                  {Key: "payout.inr-invoice-required", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "for INR payouts using LOCAL payment method, an invoice document is required", Action: Fix, Operations: []string{"fiat/create-payout"}},
	PayoutPOBONotEnabled:                      {Key: "payout.pobo-not-enabled", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "pay on behalf of (POBO) is not enabled for this account", Action: Check, Operations: []string{"fiat/create-payout"}},
	PayoutPOBOOrWithTransferNotEnabled:        {Key: "payout.pobo-or-with-transfer-not-enabled", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "POBO or payout with transfer is not enable for your account", Action: Check, Operations: []string{"fiat/create-payout"}, ServerOnly: "concerns a payout with transfer, which no request field the specification or contract names can ask for; pay-on-behalf-of alone is covered by payout.pobo-not-enabled from the fact fiat.pobo_enabled"},
	PayoutPayerNotFound:                       {Key: "payout.payer-not-found", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "payer not exists", Action: Resource, Operations: []string{"fiat/create-payout"}},
	PayoutWithTransferNeedsSubaccount:         {Key: "payout.with-transfer-needs-subaccount", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "with-transfer requires an active subaccount linked to an active House account", Action: Check, Operations: []string{"fiat/create-payout"}, ServerOnly: "concerns a payout with transfer, which no request field the specification or contract names can ask for"},
	PayoutTargetAccountInvalid:                {Key: "payout.target-account-invalid", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "beneficiary target account invalid", Action: Fix, Operations: []string{"fiat/create-payout"}, ServerOnly: "concerns an internal payout's target account, which no request field the specification or contract names carries"},
	PayoutTargetAccountMismatch:               {Key: "payout.target-account-mismatch", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "beneficiary target account mismatch", Action: Check, Operations: []string{"fiat/create-payout"}, ServerOnly: "concerns an internal payout's target account, which no request field the specification or contract names carries"},
	PayoutInternalCrossCurrency:               {Key: "payout.internal-cross-currency", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "internal payout does not support cross-currency", Action: Later, Operations: []string{"fiat/create-payout"}, ServerOnly: "concerns an internal payout, which no request field the specification or contract names can ask for (and its action is LATER: a platform limitation)"},
	FiatQuoteInvalidOrMismatched:              {Key: "fiat.quote-invalid-or-mismatched", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "quote invalid or mismatched", Action: Fix, Operations: []string{"fiat/create-conversion", "fiat/create-payout"}},
	PayoutSGDFastCap:                          {Key: "payout.sgd-fast-cap", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "SGD FAST payout cannot exceed 200,000 per transaction", Action: Check, Operations: []string{"fiat/create-payout"}},
	FiatBeneficiaryNotFound:                   {Key: "fiat.beneficiary-not-found", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "beneficiary not found", Action: Resource, Operations: []string{"fiat/create-payout", "fiat/retrieve-beneficiary", "fiat/update-beneficiary"}},
	PayoutBeneficiaryNotActive:                {Key: "payout.beneficiary-not-active", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "beneficiary not active", Action: Check, Operations: []string{"fiat/create-payout"}},
	FiatRecipientRepeatAddition:               {Key: "fiat.recipient-repeat-addition", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "recipient repeat addition", Action: Check, Operations: []string{"fiat/create-beneficiary", "fiat/create-payout"}},
	PayoutProductNotEnrolled:                  {Key: "payout.product-not-enrolled", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "payout product not enrolled", Action: Check, Operations: []string{"fiat/create-payout"}},
	PayoutFeeTierNotConfigured:                {Key: "payout.fee-tier-not-configured", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "payout fee tier not configured", Action: Check, Operations: []string{"fiat/create-payout"}},
	PayoutNoActiveChannel:                     {Key: "payout.no-active-channel", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "no active payout channel for this currency pair", Action: Check, Operations: []string{"fiat/create-payout"}},
	PayoutChannelNotActive:                    {Key: "payout.channel-not-active", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "the specified payout channel is not active", Action: Check, Operations: []string{"fiat/create-payout"}},
	PayoutQueryFailed:                         {Key: "payout.query-failed", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "query payouts failed", Action: Later, Operations: []string{"fiat/list-payouts"}, ServerOnly: "a failure inside the platform while it lists payouts: nothing in the request predicts it"},
	PayoutNotFound:                            {Key: "payout.not-found", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "payout not found", Action: Resource, Operations: []string{"fiat/retrieve-payout"}},
	PayoutRetrieveFailed:                      {Key: "payout.retrieve-failed", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "retrieve payout failed", Action: Later, Operations: []string{"fiat/retrieve-payout"}, ServerOnly: "a failure inside the platform while it reads the payout: nothing in the request predicts it"},
	BeneficiaryRetrieveBankFailed:             {Key: "beneficiary.retrieve-bank-failed", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "retrieve beneficiary bank failed", Action: Later, Operations: []string{"fiat/check-beneficiary", "fiat/retrieve-beneficiary", "fiat/retrieve-payout"}, ServerOnly: "a failure inside the platform while it reads the beneficiary's bank: nothing in the request predicts it"},
	BeneficiaryRetrieveAddressFailed:          {Key: "beneficiary.retrieve-address-failed", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "retrieve beneficiary address failed", Action: Later, Operations: []string{"fiat/check-beneficiary", "fiat/retrieve-beneficiary", "fiat/retrieve-payout"}, ServerOnly: "a failure inside the platform while it reads the beneficiary's address: nothing in the request predicts it"},
	BeneficiaryFindRecipientError:             {Key: "beneficiary.find-recipient-error", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "find recipient occur error", Action: Later, Operations: []string{"fiat/create-beneficiary"}, ServerOnly: "a failure inside the platform while it searches existing recipients: nothing in the request predicts it (a repeated recipient itself is fiat.recipient-repeat-addition)"},
	BeneficiaryCreateFailed:                   {Key: "beneficiary.create-failed", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "create beneficiary failed", Action: Later, Operations: []string{"fiat/create-beneficiary"}, ServerOnly: "a failure inside the platform while it stores the beneficiary: nothing in the request predicts it"},
	BeneficiaryIDInvalid:                      {Key: "beneficiary.id-invalid", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "beneficiary_id invalid", Action: Fix, Operations: []string{"fiat/delete-beneficiary", "fiat/retrieve-beneficiary", "fiat/update-beneficiary"}},
	BeneficiaryEntityTypeUnchangeable:         {Key: "beneficiary.entity-type-unchangeable", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "can't change entity_type", Action: Check, Operations: []string{"fiat/update-beneficiary"}},
	BeneficiaryUpdateFailed:                   {Key: "beneficiary.update-failed", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "update beneficiary failed", Action: Later, Operations: []string{"fiat/update-beneficiary"}, ServerOnly: "a failure inside the platform while it stores the beneficiary: nothing in the request predicts it"},
	BeneficiaryDeleteFailed:                   {Key: "beneficiary.delete-failed", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "delete beneficiary failed", Action: Later, Operations: []string{"fiat/delete-beneficiary"}, ServerOnly: "a failure inside the platform while it deletes the beneficiary: nothing in the request predicts it"},
	BeneficiaryFindError:                      {Key: "beneficiary.find-error", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "find beneficiary error", Action: Later, Operations: []string{"fiat/check-beneficiary"}, ServerOnly: "a failure inside the platform while it reads the beneficiary: nothing in the request predicts it"},
	BalanceCurrencyInvalid:                    {Key: "balance.currency-invalid", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "currency is invalid", Action: Fix, Operations: []string{"fiat/retrieve-balance"}},
	BalanceNotFound:                           {Key: "balance.not-found", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "balance not found", Action: Resource, Operations: []string{"fiat/retrieve-balance"}},
	BalanceQueryFailed:                        {Key: "balance.query-failed", Product: Fiat, HTTPStatus: 400, Format: Legacy, Code: "400", Message: "query balances failed", Action: Balance, Operations: []string{"fiat/list-balances"}, ServerOnly: "a failure inside the platform while it queries balances: nothing in the request predicts it"},
}

// platformFailure is the server-only reason of most LATER entries.
const platformFailure = "a failure inside the platform (LATER): nothing in the request predicts it"

// The operation lists that whole tables of the specification apply to, derived from the registry
// so that they are never typed twice.
var (
	rampAll    = names(operation.Of(operation.Ramp))
	fiatAll    = names(operation.Of(operation.Fiat))
	idempotent = names(operation.Idempotent())
)

func names(ops []*operation.Operation) []string {
	out := make([]string, len(ops))
	for i, op := range ops {
		out[i] = string(op.Name)
	}
	return out
}
