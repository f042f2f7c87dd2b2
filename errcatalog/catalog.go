// This file is the catalog's data: one entry for each row of the platform's error tables, in the
// specification's order (ramp all-endpoints, ramp specific, ramp typed, fiat all-endpoints,
// idempotency and server, fiat specific). It is edited as data and reviewed as data:
// TestCatalogMatchesSpecification compares it with testdata/spec-errors.md, a verbatim copy of the
// specification's error section. Entries are append-only: an ID's number never changes.

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
	RampLoginExpired:                          {Key: "ramp.login-expired", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "403", Message: "Login expired", Action: Auth, Operations: ops(rampAll...), SpecRow: 1},
	RampBankingAccountNotFound:                {Key: "ramp.banking-account-not-found", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "403", Message: "banking account not found", Action: Resource, Operations: ops(rampAll...), SpecRow: 2},
	RampAccountNotActiveOrTradable:            {Key: "ramp.account-not-active-or-tradable", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "403", Message: "account not active / not tradable", Action: Check, Operations: ops(rampAll...), SpecRow: 3},
	RampAPITradingNotEnabled:                  {Key: "ramp.api-trading-not-enabled", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "403", Message: "api trading not enabled for this account", Action: Check, Operations: ops(rampAll...), SpecRow: 4},
	RampIPNotAllowed:                          {Key: "ramp.ip-not-allowed", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "IP not allowed", Action: Auth, Operations: ops(rampAll...), SpecRow: 5},
	RampOBOInvalidAccountID:                   {Key: "ramp.obo.invalid-account-id", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "1084", Message: "invalid x-on-behalf-of account id", Action: Fix, Operations: ops(rampAll...), SpecRow: 6},
	RampOBOBankingAccountNotFound:             {Key: "ramp.obo.banking-account-not-found", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "1084", Message: "banking account not found", Action: Resource, Operations: ops(rampAll...), SpecRow: 7},
	RampOBOAccountNotActiveOrTradable:         {Key: "ramp.obo.account-not-active-or-tradable", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "1084", Message: "account not active / not tradable", Action: Check, Operations: ops(rampAll...), SpecRow: 8},
	RampOBONotAuthorized:                      {Key: "ramp.obo.not-authorized", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "1084", Message: "not authorized to act on behalf of the target account", Action: Check, Operations: ops(rampAll...), SpecRow: 9},
	RampOBOSelectUserFailed:                   {Key: "ramp.obo.select-user-failed", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "1084", Message: "Select user failed", Action: Later, Operations: ops(rampAll...), SpecRow: 10},
	RampForbidden:                             {Key: "ramp.forbidden", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "403", Message: "Forbidden", Action: Check, Operations: ops(rampAll...), SpecRow: 11},
	RampInvalidRequest:                        {Key: "ramp.invalid-request", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "invalid request", Action: Fix, Operations: ops("ramp/create-quote", "ramp/create-conversion", "ramp/create-withdraw", "ramp/create-address-book", "ramp/update-address-book", "ramp/create-deposit-sender"), OperationCount: 6, SpecRow: 12},
	RampInvalidAmount:                         {Key: "ramp.invalid-amount", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "invalid amount", Action: Fix, Operations: ops("ramp/create-quote", "ramp/create-conversion", "ramp/create-withdraw"), OperationCount: 4, SpecRow: 13},
	RampQueryBalancesFailed:                   {Key: "ramp.query-balances-failed", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "query balances failed", Action: Balance, Operations: ops("ramp/list-assets"), SpecRow: 14},
	RampBalanceNotFound:                       {Key: "ramp.balance-not-found", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "balance not found", Action: Resource, Operations: ops("ramp/retrieve-asset"), SpecRow: 15},
	RampQueryTransactionsFailed:               {Key: "ramp.query-transactions-failed", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "query transactions failed", Action: Later, Operations: ops("ramp/list-asset-transactions"), SpecRow: 16},
	RampFixedCurrencyNotSellOrBuy:             {Key: "ramp.fixed-currency-not-sell-or-buy", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "fixed_currency must equal sell_currency or buy_currency", Action: Fix, Operations: ops("ramp/create-quote"), SpecRow: 17},
	RampCurrencyNotSupported:                  {Key: "ramp.currency-not-supported", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "currency not supported", Action: Check, Operations: ops("ramp/create-conversion", "ramp/create-quote", "ramp/create-withdraw"), SpecRow: 18},
	RampInvalidQuoteRequest:                   {Key: "ramp.invalid-quote-request", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "invalid quote request (check currencies/amount)", Action: Fix, Operations: ops("ramp/create-quote"), SpecRow: 19},
	RampNoExchangeRate:                        {Key: "ramp.no-exchange-rate", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "no exchange rate available for this currency pair", Action: Check, Operations: ops("ramp/create-quote"), SpecRow: 20},
	RampAccountNotActive:                      {Key: "ramp.account-not-active", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "account not active", Action: Check, Operations: ops("ramp/create-conversion", "ramp/create-quote", "ramp/create-withdraw"), SpecRow: 21},
	RampExchangeNotEnabled:                    {Key: "ramp.exchange-not-enabled", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "exchange not enabled for account", Action: Check, Operations: ops("ramp/create-conversion", "ramp/create-quote"), SpecRow: 22},
	RampExchangeLimitNotConfigured:            {Key: "ramp.exchange-limit-not-configured", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "exchange limit not configured for account", Action: Check, Operations: ops("ramp/create-quote"), SpecRow: 23},
	RampAmountBelowMinimum:                    {Key: "ramp.amount-below-minimum", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "amount below minimum", Action: Check, Operations: ops("ramp/create-quote", "ramp/create-withdraw"), SpecRow: 24},
	RampAmountAboveMaximum:                    {Key: "ramp.amount-above-maximum", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "amount above maximum", Action: Check, Operations: ops("ramp/create-quote", "ramp/create-withdraw"), SpecRow: 25},
	RampAmountExceedsDailyLimit:               {Key: "ramp.amount-exceeds-daily-limit", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "amount exceeds daily limit", Action: Check, Operations: ops("ramp/create-quote", "ramp/create-withdraw"), SpecRow: 26},
	RampAmountExceedsMonthlyLimit:             {Key: "ramp.amount-exceeds-monthly-limit", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "amount exceeds monthly limit", Action: Check, Operations: ops("ramp/create-quote", "ramp/create-withdraw"), SpecRow: 27},
	RampExchangeCreateFailed:                  {Key: "ramp.exchange-create-failed", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "exchange create failed", Action: Later, Operations: ops("ramp/create-conversion", "ramp/create-quote"), SpecRow: 28},
	RampInsufficientBalance:                   {Key: "ramp.insufficient-balance", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "insufficient balance", Action: Balance, Operations: ops("ramp/create-conversion", "ramp/create-withdraw"), SpecRow: 29},
	RampQuoteInvalidOrMismatched:              {Key: "ramp.quote-invalid-or-mismatched", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "quote invalid or mismatched", Action: Fix, Operations: ops("ramp/create-conversion"), SpecRow: 30},
	RampQuoteAlreadyUsed:                      {Key: "ramp.quote-already-used", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "quote already used", Action: Check, Operations: ops("ramp/create-conversion"), SpecRow: 31},
	RampPriceMovedBeyondTolerance:             {Key: "ramp.price-moved-beyond-tolerance", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "market price moved beyond tolerance since quote; please re-quote", Action: Check, Operations: ops("ramp/create-conversion"), SpecRow: 32},
	RampAmountNotCryptoStep:                   {Key: "ramp.amount-not-crypto-step", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "for non-stablecoin swaps, amount must be on the crypto side and a multiple of the venue contract step", Action: Fix, Operations: ops("ramp/create-quote"), SpecRow: 33},
	RampCryptoServiceNotActive:                {Key: "ramp.crypto-service-not-active", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "crypto service is not active for this account", Action: Check, Operations: ops("ramp/create-conversion", "ramp/create-withdraw"), SpecRow: 34},
	RampDestinationAssetNotActivated:          {Key: "ramp.destination-asset-not-activated", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "destination asset is not activated for this account", Action: Check, Operations: ops("ramp/create-conversion"), SpecRow: 35},
	RampDestinationAssetInactive:              {Key: "ramp.destination-asset-inactive", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "destination asset is inactive for this account", Action: Check, Operations: ops("ramp/create-conversion"), SpecRow: 36},
	RampSwapInProgress:                        {Key: "ramp.swap-in-progress", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "another swap for this account is in progress", Action: Check, Operations: ops("ramp/create-conversion"), SpecRow: 37},
	RampBuySellStablecoinsOnly:                {Key: "ramp.buy-sell-stablecoins-only", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "buy/sell supports stablecoins only; use swap for non-stablecoins", Action: Check, Operations: ops("ramp/create-conversion"), SpecRow: 38},
	RampQueryOrdersFailed:                     {Key: "ramp.query-orders-failed", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "query orders failed", Action: Later, Operations: ops("ramp/list-conversions"), SpecRow: 39},
	RampOrderNotFound:                         {Key: "ramp.order-not-found", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "order not found", Action: Resource, Operations: ops("ramp/retrieve-conversion"), SpecRow: 40},
	RampQueryDepositsFailed:                   {Key: "ramp.query-deposits-failed", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "query deposits failed", Action: Later, Operations: ops("ramp/list-deposits"), SpecRow: 41},
	RampDepositNotFound:                       {Key: "ramp.deposit-not-found", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "deposit not found", Action: Resource, Operations: ops("ramp/retrieve-deposit"), SpecRow: 42},
	RampAssetAndNetworkRequired:               {Key: "ramp.asset-and-network-required", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "asset and network are required", Action: Fix, Operations: ops("ramp/deposit-wallet-address"), SpecRow: 43},
	RampDepositAddressNotFound:                {Key: "ramp.deposit-address-not-found", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "deposit address not found", Action: Resource, Operations: ops("ramp/deposit-wallet-address"), SpecRow: 44},
	RampQueryDepositAddressFailed:             {Key: "ramp.query-deposit-address-failed", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "query deposit address failed", Action: Later, Operations: ops("ramp/list-deposit-addresses"), SpecRow: 45},
	RampAddressIDOrWithdrawAddressRequired:    {Key: "ramp.address-id-or-withdraw-address-required", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "address_id or withdraw_address is required", Action: Fix, Operations: ops("ramp/create-withdraw"), SpecRow: 46},
	RampDestinationAddressNotWhitelisted:      {Key: "ramp.destination-address-not-whitelisted", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "destination address not whitelisted", Action: Check, Operations: ops("ramp/create-withdraw"), SpecRow: 47},
	RampWithdrawProductFeeNotConfigured:       {Key: "ramp.withdraw-product-fee-not-configured", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "withdraw product/fee not configured", Action: Check, Operations: ops("ramp/create-withdraw"), SpecRow: 48},
	RampWithdrawLimitNotConfigured:            {Key: "ramp.withdraw-limit-not-configured", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "withdraw limit not configured for account", Action: Check, Operations: ops("ramp/create-withdraw"), SpecRow: 49},
	RampAmountBelowNetworkFee:                 {Key: "ramp.amount-below-network-fee", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "amount too small to cover network fee", Action: Check, Operations: ops("ramp/create-withdraw"), SpecRow: 50},
	RampRiskVerificationRejected:              {Key: "ramp.risk-verification-rejected", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "risk verification rejected", Action: Check, Operations: ops("ramp/create-withdraw"), SpecRow: 51},
	RampDestinationAddressRiskTooHigh:         {Key: "ramp.destination-address-risk-too-high", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "destination address risk score too high", Action: Check, Operations: ops("ramp/create-withdraw"), SpecRow: 52},
	RampWithdrawChannelNotConfigured:          {Key: "ramp.withdraw-channel-not-configured", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "withdraw channel not configured for this account/asset", Action: Check, Operations: ops("ramp/create-withdraw"), SpecRow: 53},
	RampDestinationAddressNeedsComplianceInfo: {Key: "ramp.destination-address-needs-compliance-info", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "destination address requires compliance info, please complete it in address book", Action: Check, Operations: ops("ramp/create-withdraw"), SpecRow: 54},
	RampAMLScreeningUnavailable:               {Key: "ramp.aml-screening-unavailable", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "aml screening temporarily unavailable, please retry later", Action: Check, Operations: ops("ramp/create-withdraw"), SpecRow: 55},
	RampNoBalanceAccountForAsset:              {Key: "ramp.no-balance-account-for-asset", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "no balance account for this asset", Action: Balance, Operations: ops("ramp/create-withdraw"), SpecRow: 56},
	RampUniversalWhitelistNeedsAsset:          {Key: "ramp.universal-whitelist-needs-asset", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "asset is required for a universal whitelist address", Action: Fix, Operations: ops("ramp/create-withdraw"), SpecRow: 57},
	RampAssetMismatchWhitelistedAddress:       {Key: "ramp.asset-mismatch-whitelisted-address", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "asset does not match the whitelisted address", Action: Check, Operations: ops("ramp/create-withdraw"), SpecRow: 58},
	RampWithdrawCreateFailed:                  {Key: "ramp.withdraw-create-failed", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "withdraw create failed", Action: Later, Operations: ops("ramp/create-withdraw"), SpecRow: 59},
	RampQueryWithdrawalsFailed:                {Key: "ramp.query-withdrawals-failed", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "query withdrawals failed", Action: Later, Operations: ops("ramp/list-withdraws"), SpecRow: 60},
	RampWithdrawalNotFound:                    {Key: "ramp.withdrawal-not-found", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "withdrawal not found", Action: Resource, Operations: ops("ramp/retrieve-withdraw"), SpecRow: 61},
	RampQueryAssetsFailed:                     {Key: "ramp.query-assets-failed", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "query assets failed", Action: Later, Operations: ops("ramp/list-supported-assets"), SpecRow: 62},
	RampAssetRequired:                         {Key: "ramp.asset-required", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "asset is required", Action: Fix, Operations: ops("ramp/estimate-network-fee"), SpecRow: 63},
	RampNetworkFeeUnavailable:                 {Key: "ramp.network-fee-unavailable", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "network fee unavailable", Action: Check, Operations: ops("ramp/estimate-network-fee"), SpecRow: 64},
	RampLegalDeclarationMismatch:              {Key: "ramp.legal-declaration-mismatch", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "legal_declaration does not match address_type", Action: Check, Operations: ops("ramp/create-address-book"), SpecRow: 65},
	RampInvalidTravelRuleJSON:                 {Key: "ramp.invalid-travel-rule-json", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "invalid travel rule meta_data json: %s", Action: Fix, Operations: ops("ramp/create-address-book", "ramp/create-deposit-sender", "ramp/update-address-book"), SpecRow: 66},
	RampInvalidWalletType:                     {Key: "ramp.invalid-wallet-type", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "invalid wallet_type", Action: Fix, Operations: ops("ramp/create-address-book", "ramp/create-deposit-sender", "ramp/update-address-book"), SpecRow: 67},
	RampInvalidAddressParty:                   {Key: "ramp.invalid-address-party", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "invalid address_party", Action: Fix, Operations: ops("ramp/create-address-book", "ramp/create-deposit-sender", "ramp/update-address-book"), SpecRow: 68},
	RampThirdPartyIndividualNeedsNames:        {Key: "ramp.third-party-individual-needs-names", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "individual third party requires first_name and last_name", Action: Fix, Operations: ops("ramp/create-address-book", "ramp/create-deposit-sender", "ramp/update-address-book"), SpecRow: 69},
	RampThirdPartyCorporationNeedsCompanyName: {Key: "ramp.third-party-corporation-needs-company-name", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "corporation third party requires company_name", Action: Fix, Operations: ops("ramp/create-address-book", "ramp/create-deposit-sender", "ramp/update-address-book"), SpecRow: 70},
	RampInvalidEntityType:                     {Key: "ramp.invalid-entity-type", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "invalid entity_type", Action: Fix, Operations: ops("ramp/create-address-book", "ramp/create-deposit-sender", "ramp/update-address-book"), SpecRow: 71},
	RampThirdPartyNeedsCountryAndCity:         {Key: "ramp.third-party-needs-country-and-city", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "third party requires country and city", Action: Fix, Operations: ops("ramp/create-address-book", "ramp/create-deposit-sender", "ramp/update-address-book"), SpecRow: 72},
	RampHostedWalletNeedsVASP:                 {Key: "ramp.hosted-wallet-needs-vasp", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "hosted wallet requires vasp_id or vasp_name", Action: Fix, Operations: ops("ramp/create-address-book", "ramp/create-deposit-sender", "ramp/update-address-book"), SpecRow: 73},
	RampAddressNotAllowed:                     {Key: "ramp.address-not-allowed", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "this address is not allowed", Action: Check, Operations: ops("ramp/create-address-book"), SpecRow: 74},
	RampInvalidAddressFormat:                  {Key: "ramp.invalid-address-format", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "invalid address format for network %s", Action: Fix, Operations: ops("ramp/create-address-book"), SpecRow: 75},
	RampAddAddressFailed:                      {Key: "ramp.add-address-failed", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "add address failed", Action: Later, Operations: ops("ramp/create-address-book"), SpecRow: 76},
	RampAddressLabelAlreadyExists:             {Key: "ramp.address-label-already-exists", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "address label already exists", Action: Duplicate, Operations: ops("ramp/create-address-book"), SpecRow: 77},
	RampInvalidAddressKind:                    {Key: "ramp.invalid-address-kind", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "invalid address_kind", Action: Fix, Operations: ops("ramp/list-address-book"), SpecRow: 78},
	RampQueryWalletAddressesFailed:            {Key: "ramp.query-wallet-addresses-failed", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "query wallet addresses failed", Action: Later, Operations: ops("ramp/list-address-book"), SpecRow: 79},
	RampWhitelistAddressNotFound:              {Key: "ramp.whitelist-address-not-found", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "whitelist address not found", Action: Resource, Operations: ops("ramp/update-address-book"), SpecRow: 80},
	RampLoadAddressFailed:                     {Key: "ramp.load-address-failed", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "load address failed", Action: Later, Operations: ops("ramp/update-address-book"), SpecRow: 81},
	RampCheckLabelFailed:                      {Key: "ramp.check-label-failed", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "check label failed", Action: Later, Operations: ops("ramp/update-address-book"), SpecRow: 82},
	RampLabelAlreadyUsed:                      {Key: "ramp.label-already-used", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "label already used", Action: Check, Operations: ops("ramp/update-address-book"), SpecRow: 83},
	RampInvalidIsWhitelist:                    {Key: "ramp.invalid-is-whitelist", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "invalid is_whitelist", Action: Fix, Operations: ops("ramp/update-address-book"), SpecRow: 84},
	RampUpdateFailed:                          {Key: "ramp.update-failed", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "update failed", Action: Later, Operations: ops("ramp/update-address-book"), SpecRow: 85},
	RampTravelRuleAlreadySet:                  {Key: "ramp.travel-rule-already-set", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "travel rule already set, cannot edit", Action: Check, Operations: ops("ramp/update-address-book"), SpecRow: 86},
	RampUpdateTravelRuleFailed:                {Key: "ramp.update-travel-rule-failed", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "update travel rule failed", Action: Later, Operations: ops("ramp/update-address-book"), SpecRow: 87},
	RampSourceAddressAndNetworkRequired:       {Key: "ramp.source-address-and-network-required", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "source_address and network are required", Action: Fix, Operations: ops("ramp/create-deposit-sender"), SpecRow: 88},
	RampMetadataRequired:                      {Key: "ramp.metadata-required", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "metadata is required", Action: Fix, Operations: ops("ramp/create-deposit-sender"), SpecRow: 89},
	RampSubmitFailed:                          {Key: "ramp.submit-failed", Product: Ramp, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "submit failed", Action: Later, Operations: ops("ramp/create-deposit-sender"), SpecRow: 90},
	RampTransferInvalidParameter:              {Key: "ramp.transfer.invalid-parameter", Product: Ramp, HTTPStatus: 400, Format: Typed, Type: "invalid_request_error", Code: "invalid_parameter", Message: "parameter is invalid", Action: Fix, Operations: ops("ramp/create-transfer", "ramp/retrieve-transfer"), SpecRow: 91},
	RampTransferCreateFailed:                  {Key: "ramp.transfer.create-failed", Product: Ramp, HTTPStatus: 400, Format: Typed, Type: "transfer_error", Code: "create_transfer_failed", Message: "create transfer failed", Action: Later, Operations: ops("ramp/create-transfer"), SpecRow: 92},
	RampTransferAccountProductDataError:       {Key: "ramp.transfer.account-product-data-error", Product: Ramp, HTTPStatus: 400, Format: Typed, Type: "not_found", Code: "not_found", Message: "Error to Geting Account Product Data", Action: Later, Operations: ops("ramp/create-transfer"), SpecRow: 93},
	RampTransferAccountNotFound:               {Key: "ramp.transfer.account-not-found", Product: Ramp, HTTPStatus: 400, Format: Typed, Type: "account_error", Code: "account_error", Message: "Account not found or deactivated", Action: Resource, Operations: ops("ramp/create-transfer"), SpecRow: 94},
	RampTransferAccountNotActive:              {Key: "ramp.transfer.account-not-active", Product: Ramp, HTTPStatus: 400, Format: Typed, Type: "account_error", Code: "account_error", Message: "Account not active", Action: Later, Operations: ops("ramp/create-transfer"), SpecRow: 95},
	RampTransferBalanceDataError:              {Key: "ramp.transfer.balance-data-error", Product: Ramp, HTTPStatus: 400, Format: Typed, Type: "not_found", Code: "not_found", Message: "Error to Geting Balance Data", Action: Balance, Operations: ops("ramp/create-transfer"), SpecRow: 96},
	RampTransferInsufficientBalance:           {Key: "ramp.transfer.insufficient-balance", Product: Ramp, HTTPStatus: 400, Format: Typed, Type: "transfer_error", Code: "insufficient_balance", Message: "Insufficient account balance", Action: Balance, Operations: ops("ramp/create-transfer"), SpecRow: 97},
	RampTransferRiskVerificationFailed:        {Key: "ramp.transfer.risk-verification-failed", Product: Ramp, HTTPStatus: 400, Format: Typed, Type: "api_error", Code: "risk_verify_failed", Message: "Risk verification failed", Action: Later, Operations: ops("ramp/create-transfer"), SpecRow: 98},
	RampTransferTransferDataError:             {Key: "ramp.transfer.transfer-data-error", Product: Ramp, HTTPStatus: 400, Format: Typed, Type: "not_found", Code: "not_found", Message: "Error to Geting Transfer Data", Action: Later, Operations: ops("ramp/retrieve-transfer"), SpecRow: 99},
	FiatLoginExpired:                          {Key: "fiat.login-expired", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "403", Message: "Login expired", Action: Auth, Operations: ops(fiatAll...), OperationCount: 27, SpecRow: 100},
	FiatIPNotAllowed:                          {Key: "fiat.ip-not-allowed", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "IP not allowed", Action: Auth, Operations: ops(fiatAll...), OperationCount: 27, SpecRow: 101},
	FiatAccountNotActivated:                   {Key: "fiat.account-not-activated", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "1014", Message: "Banking account is not activated", Action: Check, Operations: ops(fiatAll...), OperationCount: 27, SpecRow: 102},
	FiatIdentityVerificationFailed:            {Key: "fiat.identity-verification-failed", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "1114", Message: "Failed identity verification", Action: Later, Operations: ops(fiatAll...), OperationCount: 27, SpecRow: 103},
	FiatAPINotEnabled:                         {Key: "fiat.api-not-enabled", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "1122", Message: "Api not enabled", Action: Check, Operations: ops(fiatAll...), OperationCount: 27, SpecRow: 104},
	FiatOBOInvalidAccountID:                   {Key: "fiat.obo.invalid-account-id", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "1084", Message: "invalid x-on-behalf-of account id", Action: Fix, Operations: ops(fiatAll...), OperationCount: 27, SpecRow: 105},
	FiatOBOBankingAccountNotFound:             {Key: "fiat.obo.banking-account-not-found", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "1084", Message: "banking account not found", Action: Resource, Operations: ops(fiatAll...), OperationCount: 24, SpecRow: 106},
	FiatOBOAccountNotActiveOrTradable:         {Key: "fiat.obo.account-not-active-or-tradable", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "1084", Message: "account not active / not tradable", Action: Check, Operations: ops(fiatAll...), OperationCount: 24, SpecRow: 107},
	FiatOBONotAuthorized:                      {Key: "fiat.obo.not-authorized", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "1084", Message: "not authorized to act on behalf of the target account", Action: Check, Operations: ops(fiatAll...), OperationCount: 24, SpecRow: 108},
	FiatOBOSelectUserFailed:                   {Key: "fiat.obo.select-user-failed", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "1084", Message: "Select user failed", Action: Later, Operations: ops(fiatAll...), OperationCount: 24, SpecRow: 109},
	FiatForbidden:                             {Key: "fiat.forbidden", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "403", Message: "Forbidden", Action: Check, Operations: ops(fiatAll...), OperationCount: 27, SpecRow: 110},
	FiatInvalidRequest:                        {Key: "fiat.invalid-request", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "invalid request", Action: Fix, Operations: ops(fiatAll...), OperationCount: 27, SpecRow: 111},
	IdempotencyInvalidKey:                     {Key: "idempotency.invalid-key", Product: Both, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "Invalid idempotency key.", Action: Duplicate, Operations: ops(idempotent...), OperationCount: 14, SpecRow: 112},
	IdempotencyClientMismatch:                 {Key: "idempotency.client-mismatch", Product: Both, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "The idempotency key provided failed authentication, please check client id.", Action: Duplicate, Operations: ops(idempotent...), OperationCount: 14, SpecRow: 113},
	IdempotencyEndpointMismatch:               {Key: "idempotency.endpoint-mismatch", Product: Both, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "Idempotent request endpoint does not match the initial one.", Action: Duplicate, Operations: ops(idempotent...), OperationCount: 14, SpecRow: 114},
	IdempotencyPayloadMismatch:                {Key: "idempotency.payload-mismatch", Product: Both, HTTPStatus: 400, Format: Legacy, Type: "", Code: "1005", Message: "Idempotency key reused with different request payload", Action: Duplicate, Operations: ops(idempotent...), OperationCount: 14, SpecRow: 115},
	IdempotencyProcessing:                     {Key: "idempotency.processing", Product: Both, HTTPStatus: 409, Format: Legacy, Type: "", Code: "409", Message: "Request is processing, please try again later.", Action: Check, Operations: ops(idempotent...), OperationCount: 14, SpecRow: 116},
	ServerInternalError:                       {Key: "server.internal-error", Product: Both, HTTPStatus: 500, Format: Envelope, Type: "", Code: "", Message: "An internal error occurred, please try again", Action: Later, Operations: ops(idempotent...), OperationCount: 14, SpecRow: 117},
	TransferPageNumberInvalid:                 {Key: "transfer.page-number-invalid", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "page_number must be a positive integer", Action: Fix, Operations: ops("fiat/list-transfers"), SpecRow: 118},
	TransferPageSizeInvalid:                   {Key: "transfer.page-size-invalid", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "page_size must be between 1 and 100", Action: Fix, Operations: ops("fiat/list-transfers"), SpecRow: 119},
	TransferStatusInvalid:                     {Key: "transfer.status-invalid", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "transfer_status must be completed or failed", Action: Fix, Operations: ops("fiat/list-transfers"), SpecRow: 120},
	TransferCurrencyFilterInvalid:             {Key: "transfer.currency-filter-invalid", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "invalid currency filter", Action: Fix, Operations: ops("fiat/list-transfers"), SpecRow: 121},
	FiatStartTimeInvalid:                      {Key: "fiat.start-time-invalid", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "start_time invalid", Action: Fix, Operations: ops("fiat/list-transfers", "fiat/list-payouts"), OperationCount: 4, SpecRow: 122},
	FiatEndTimeInvalid:                        {Key: "fiat.end-time-invalid", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "end_time invalid", Action: Fix, Operations: ops("fiat/list-transfers", "fiat/list-payouts"), OperationCount: 4, SpecRow: 123},
	TransferQueryTransfersFailed:              {Key: "transfer.query-transfers-failed", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "query transfers failed", Action: Later, Operations: ops("fiat/list-transfers"), SpecRow: 124},
	TransferRequiredFieldsMissing:             {Key: "transfer.required-fields-missing", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "source_account_id, target_account_id and reason are required", Action: Fix, Operations: ops("fiat/create-transfer"), SpecRow: 125},
	TransferSameSourceAndTarget:               {Key: "transfer.same-source-and-target", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "source and target account cannot be the same", Action: Check, Operations: ops("fiat/create-transfer"), SpecRow: 126},
	TransferCurrencyCodeInvalid:               {Key: "transfer.currency-code-invalid", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "invalid currency code", Action: Fix, Operations: ops("fiat/create-transfer"), SpecRow: 127},
	TransferAmountInvalid:                     {Key: "transfer.amount-invalid", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "invalid transfer amount", Action: Fix, Operations: ops("fiat/create-transfer"), SpecRow: 128},
	TransferAmountNotInteger:                  {Key: "transfer.amount-not-integer", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "amount must be an integer for %s", Action: Fix, Operations: ops("fiat/create-transfer"), SpecRow: 129},
	TransferAccountNotParty:                   {Key: "transfer.account-not-party", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "authenticated account must be source or target account", Action: Fix, Operations: ops("fiat/create-transfer"), SpecRow: 130},
	TransferIdempotencyPayloadMismatch:        {Key: "transfer.idempotency-payload-mismatch", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "idempotency key reused with a different request payload", Action: Duplicate, Operations: ops("fiat/create-transfer"), SpecRow: 131},
	TransferCreateFailed:                      {Key: "transfer.create-failed", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "transfer create failed", Action: Later, Operations: ops("fiat/create-transfer"), SpecRow: 132},
	FiatInsufficientBalance:                   {Key: "fiat.insufficient-balance", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "insufficient balance", Action: Balance, Operations: ops("fiat/create-conversion", "fiat/create-payout", "fiat/create-transfer"), SpecRow: 133},
	TransferNotFound:                          {Key: "transfer.not-found", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "transfer not found", Action: Resource, Operations: ops("fiat/retrieve-transfer"), SpecRow: 134},
	PayoutPayoutDateInvalid:                   {Key: "payout.payout-date-invalid", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "payout_date invalid", Action: Fix, Operations: ops("fiat/create-payout"), SpecRow: 135},
	PayoutPurposeCodeInvalid:                  {Key: "payout.purpose-code-invalid", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "purpose_code invalid", Action: Fix, Operations: ops("fiat/create-payout"), SpecRow: 136},
	PayoutAmountInvalid:                       {Key: "payout.amount-invalid", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "amount invalid", Action: Fix, Operations: ops("fiat/create-payout"), SpecRow: 137},
	PayoutInvalidAmount:                       {Key: "payout.invalid-amount", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "invalid amount", Action: Fix, Operations: ops("fiat/create-payout"), SpecRow: 138},
	PayoutAmountMismatch:                      {Key: "payout.amount-mismatch", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "payment amount must equal receiving amount", Action: Fix, Operations: ops("fiat/create-payout"), SpecRow: 139},
	PayoutCurrencyMismatch:                    {Key: "payout.currency-mismatch", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "payment currency must equal receiving currency", Action: Fix, Operations: ops("fiat/create-payout"), SpecRow: 140},
	PayoutBeneficiaryMissing:                  {Key: "payout.beneficiary-missing", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "neither beneficiary_id nor beneficiary can be empty", Action: Check, Operations: ops("fiat/create-payout"), SpecRow: 141},
	PayoutBeneficiaryInvalid:                  {Key: "payout.beneficiary-invalid", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "beneficiary invalid", Action: Fix, Operations: ops("fiat/create-payout"), SpecRow: 142},
	FiatEntityTypeRequired:                    {Key: "fiat.entity-type-required", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "entity_type is required", Action: Fix, Operations: ops("fiat/create-payout", "fiat/create-beneficiary", "fiat/update-beneficiary", "fiat/check-beneficiary"), OperationCount: 4, SpecRow: 143},
	FiatAccountNumberRequired:                 {Key: "fiat.account-number-required", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "account_number is required", Action: Fix, Operations: ops("fiat/create-beneficiary", "fiat/create-payout", "fiat/update-beneficiary"), SpecRow: 144},
	PayoutIBANFormat:                          {Key: "payout.iban-format", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "Iban format error", Action: Fix, Operations: ops("fiat/create-payout"), SpecRow: 145},
	PayoutSwiftCodeRequired:                   {Key: "payout.swift-code-required", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "swift_code is required", Action: Fix, Operations: ops("fiat/create-payout"), SpecRow: 146},
	PayoutRoutingType1OrValue1Missing:         {Key: "payout.routing-type1-or-value1-missing", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "routing_code_type1 or routing_code_value1 is missing", Action: Check, Operations: ops("fiat/create-payout"), SpecRow: 147},
	PayoutRoutingTypeACH:                      {Key: "payout.routing-type-ach", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "routing_code_type1 invalid: ACH requires 'ach'", Action: Fix, Operations: ops("fiat/create-payout"), SpecRow: 148},
	PayoutRoutingTypeFedwire:                  {Key: "payout.routing-type-fedwire", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "routing_code_type1 invalid: FEDWIRE requires 'aba'", Action: Fix, Operations: ops("fiat/create-payout"), SpecRow: 149},
	PayoutRoutingTypesEFT:                     {Key: "payout.routing-types-eft", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "EFT requires routing_code_type1/2 as 'bank_code' and 'branch_code'", Action: Check, Operations: ops("fiat/create-payout"), SpecRow: 150},
	PayoutRoutingValue1OrValue2Missing:        {Key: "payout.routing-value1-or-value2-missing", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "routing_code_value1 or routing_code_value2 is missing", Action: Check, Operations: ops("fiat/create-payout"), SpecRow: 151},
	PayoutCADEFTAccountLength:                 {Key: "payout.cad-eft-account-length", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "CAD-EFT account number length must be 7-12 digits", Action: Fix, Operations: ops("fiat/create-payout"), SpecRow: 152},
	PayoutRoutingTypeHKDLocal:                 {Key: "payout.routing-type-hkd-local", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "HKD-LOCAL requires routing_code_type1='bank_code' and non-empty value", Action: Check, Operations: ops("fiat/create-payout"), SpecRow: 153},
	PayoutRoutingTypeFasterPayments:           {Key: "payout.routing-type-faster-payments", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "FASTER PAYMENTS requires routing_code_type1='sort_code' and non-empty value", Action: Check, Operations: ops("fiat/create-payout"), SpecRow: 154},
	PayoutAUDAccountLength:                    {Key: "payout.aud-account-length", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "AUD account number length must be 5-20 digits", Action: Fix, Operations: ops("fiat/create-payout"), SpecRow: 155},
	PayoutRoutingTypeAUDLocal:                 {Key: "payout.routing-type-aud-local", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "AUD-LOCAL requires routing_code_type1='bsb_code' and non-empty value", Action: Check, Operations: ops("fiat/create-payout"), SpecRow: 156},
	PayoutRoutingTypeIFSC:                     {Key: "payout.routing-type-ifsc", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "IFSC requires routing_code_type1='ifsc' and non-empty value", Action: Check, Operations: ops("fiat/create-payout"), SpecRow: 157},
	PayoutRoutingTypeCNAPS:                    {Key: "payout.routing-type-cnaps", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "CN-CNH requires routing_code_type1='cnaps_number' and non-empty value", Action: Check, Operations: ops("fiat/create-payout"), SpecRow: 158},
	PayoutPaynowProxyIDRequired:               {Key: "payout.paynow-proxy-id-required", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "PayNow requires non-empty proxy_id", Action: Check, Operations: ops("fiat/create-payout"), SpecRow: 159},
	PayoutAdditionalInfoIDTypeRequired:        {Key: "payout.additional-info.id-type-required", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "additional_info.id_type is required", Action: Fix, Operations: ops("fiat/create-payout"), SpecRow: 160},
	PayoutAdditionalInfoIDNumberRequired:      {Key: "payout.additional-info.id-number-required", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "additional_info.id_number is required", Action: Fix, Operations: ops("fiat/create-payout"), SpecRow: 161},
	PayoutAdditionalInfoMsisdnRequired:        {Key: "payout.additional-info.msisdn-required", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "additional_info.msisdn is required", Action: Fix, Operations: ops("fiat/create-payout"), SpecRow: 162},
	PayoutAdditionalInfoTaxIDRequired:         {Key: "payout.additional-info.tax-id-required", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "additional_info.tax_id is required", Action: Fix, Operations: ops("fiat/create-payout"), SpecRow: 163},
	PayoutAddressCountryRequired:              {Key: "payout.address.country-required", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "Field 'address.country' is required (current value: )", Action: Fix, Operations: ops("fiat/create-payout"), SpecRow: 164},
	PayoutAddressCityRequired:                 {Key: "payout.address.city-required", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "Field 'address.city' is required (current value: )", Action: Fix, Operations: ops("fiat/create-payout"), SpecRow: 165},
	PayoutAddressStateRequired:                {Key: "payout.address.state-required", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "Field 'address.state' is required (current value: )", Action: Fix, Operations: ops("fiat/create-payout"), SpecRow: 166},
	PayoutAddressStreetAddressRequired:        {Key: "payout.address.street-address-required", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "Field 'address.street_address' is required (current value: )", Action: Fix, Operations: ops("fiat/create-payout"), SpecRow: 167},
	PayoutAddressPostalCodeRequired:           {Key: "payout.address.postal-code-required", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "Field 'address.postal_code' is required (current value: )", Action: Fix, Operations: ops("fiat/create-payout"), SpecRow: 168},
	PayoutBankNameRequired:                    {Key: "payout.bank-name-required", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "bank_name is required", Action: Fix, Operations: ops("fiat/create-payout"), SpecRow: 169},
	PayoutBankAddressRequired:                 {Key: "payout.bank-address-required", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "bank_address is required", Action: Fix, Operations: ops("fiat/create-payout"), SpecRow: 170},
	PayoutBICFormat:                           {Key: "payout.bic-format", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "Bic/Swift code format error", Action: Fix, Operations: ops("fiat/create-payout"), SpecRow: 171},
	PayoutAccountNumberCharset:                {Key: "payout.account-number-charset", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "The account number field allows only English letters (a-z, A-Z) and digits (0-9)", Action: Check, Operations: ops("fiat/create-payout"), SpecRow: 172},
	PayoutAccountNumberFormat:                 {Key: "payout.account-number-format", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "Account number format error", Action: Fix, Operations: ops("fiat/create-payout"), SpecRow: 173},
	PayoutAccountHolderInvalid:                {Key: "payout.account-holder-invalid", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "Please provide a valid account holder name.", Action: Check, Operations: ops("fiat/create-payout"), SpecRow: 174},
	PayoutAccountHolderLength:                 {Key: "payout.account-holder-length", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "The account holder name needs to be between 2 and 140 characters.", Action: Check, Operations: ops("fiat/create-payout"), SpecRow: 175},
	PayoutAccountHolderIndividualCharset:      {Key: "payout.account-holder-individual-charset", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "The account holder name (individual) can only contain English letters and spaces.", Action: Check, Operations: ops("fiat/create-payout"), SpecRow: 176},
	PayoutAccountHolderIncomplete:             {Key: "payout.account-holder-incomplete", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "The account holder name may include invalid characters or is incomplete.", Action: Fix, Operations: ops("fiat/create-payout"), SpecRow: 177},
	PayoutAccountHolderCompanyCharset:         {Key: "payout.account-holder-company-charset", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "The account holder name (company) contains invalid characters.", Action: Fix, Operations: ops("fiat/create-payout"), SpecRow: 178},
	PayoutIndividualNamesRequired:             {Key: "payout.individual-names-required", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "individual requires non-empty first_name and last_name", Action: Check, Operations: ops("fiat/create-payout"), SpecRow: 179},
	PayoutCompanyNameRequired:                 {Key: "payout.company-name-required", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "company requires non-empty company_name", Action: Check, Operations: ops("fiat/create-payout"), SpecRow: 180},
	PayoutAccountHolderEmpty:                  {Key: "payout.account-holder-empty", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "account_holder cannot be empty", Action: Fix, Operations: ops("fiat/create-payout"), SpecRow: 181},
	PayoutStreetAddressEmpty:                  {Key: "payout.street-address-empty", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "street_address cannot be empty", Action: Fix, Operations: ops("fiat/create-payout"), SpecRow: 182},
	PayoutCityEmpty:                           {Key: "payout.city-empty", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "city cannot be empty", Action: Fix, Operations: ops("fiat/create-payout"), SpecRow: 183},
	PayoutStateEmpty:                          {Key: "payout.state-empty", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "state cannot be empty", Action: Fix, Operations: ops("fiat/create-payout"), SpecRow: 184},
	PayoutClearingSystemEmpty:                 {Key: "payout.clearing-system-empty", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "clearing_system cannot be empty", Action: Fix, Operations: ops("fiat/create-payout"), SpecRow: 185},
	FiatQueryPaymentMethodsFailed:             {Key: "fiat.query-payment-methods-failed", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "query paymentMethods err", Action: Later, Operations: ops("fiat/check-beneficiary", "fiat/create-payout"), SpecRow: 186},
	FiatClearingSystemNotSupported:            {Key: "fiat.clearing-system-not-supported", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "clearing system not support for country: %s, currency: %s, paymentMethod: %s", Action: Check, Operations: ops("fiat/check-beneficiary", "fiat/create-payout"), SpecRow: 187},
	FiatAccountNotActive:                      {Key: "fiat.account-not-active", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "account not active", Action: Check, Operations: ops("fiat/create-transfer", "fiat/create-conversion", "fiat/create-payout"), OperationCount: 4, SpecRow: 188},
	FiatCurrencyNotSupported:                  {Key: "fiat.currency-not-supported", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "currency not supported", Action: Check, Operations: ops("fiat/create-conversion", "fiat/create-payout"), SpecRow: 189},
	FiatIdempotencyPayloadMismatch:            {Key: "fiat.idempotency-payload-mismatch", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "idempotency key reused with different request payload", Action: Duplicate, Operations: ops("fiat/create-conversion", "fiat/create-payout"), SpecRow: 190},
	PayoutCreateFailed:                        {Key: "payout.create-failed", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "payout create failed", Action: Later, Operations: ops("fiat/create-payout"), SpecRow: 191},
	PayoutCreateFailedRetry:                   {Key: "payout.create-failed-retry", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "create payout failed, please try again", Action: Later, Operations: ops("fiat/create-payout"), SpecRow: 192},
	PayoutFeePaidByInvalid:                    {Key: "payout.fee-paid-by-invalid", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "fee_paid_by must be OURS or SHARED for SWIFT payout", Action: Fix, Operations: ops("fiat/create-payout"), SpecRow: 193},
	PayoutReferenceCharset:                    {Key: "payout.reference-charset", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "payout reference contains unsupported characters for SWIFT", Action: Check, Operations: ops("fiat/create-payout"), SpecRow: 194},
	PayoutINRInvoiceRequired:                  {Key: "payout.inr-invoice-required", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "for INR payouts using LOCAL payment method, an invoice document is required", Action: Fix, Operations: ops("fiat/create-payout"), SpecRow: 195},
	PayoutPOBONotEnabled:                      {Key: "payout.pobo-not-enabled", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "pay on behalf of (POBO) is not enabled for this account", Action: Check, Operations: ops("fiat/create-payout"), SpecRow: 196},
	PayoutPOBOOrWithTransferNotEnabled:        {Key: "payout.pobo-or-with-transfer-not-enabled", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "POBO or payout with transfer is not enable for your account", Action: Check, Operations: ops("fiat/create-payout"), SpecRow: 197},
	PayoutPayerNotFound:                       {Key: "payout.payer-not-found", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "payer not exists", Action: Resource, Operations: ops("fiat/create-payout"), SpecRow: 198},
	PayoutWithTransferNeedsSubaccount:         {Key: "payout.with-transfer-needs-subaccount", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "with-transfer requires an active subaccount linked to an active House account", Action: Check, Operations: ops("fiat/create-payout"), SpecRow: 199},
	PayoutTargetAccountInvalid:                {Key: "payout.target-account-invalid", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "beneficiary target account invalid", Action: Fix, Operations: ops("fiat/create-payout"), SpecRow: 200},
	PayoutTargetAccountMismatch:               {Key: "payout.target-account-mismatch", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "beneficiary target account mismatch", Action: Check, Operations: ops("fiat/create-payout"), SpecRow: 201},
	PayoutInternalCrossCurrency:               {Key: "payout.internal-cross-currency", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "internal payout does not support cross-currency", Action: Later, Operations: ops("fiat/create-payout"), SpecRow: 202},
	FiatQuoteInvalidOrMismatched:              {Key: "fiat.quote-invalid-or-mismatched", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "quote invalid or mismatched", Action: Fix, Operations: ops("fiat/create-conversion", "fiat/create-payout"), SpecRow: 203},
	PayoutSGDFastCap:                          {Key: "payout.sgd-fast-cap", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "SGD FAST payout cannot exceed 200,000 per transaction", Action: Check, Operations: ops("fiat/create-payout"), SpecRow: 204},
	FiatBeneficiaryNotFound:                   {Key: "fiat.beneficiary-not-found", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "beneficiary not found", Action: Resource, Operations: ops("fiat/create-payout", "fiat/retrieve-beneficiary", "fiat/update-beneficiary"), SpecRow: 205},
	PayoutBeneficiaryNotActive:                {Key: "payout.beneficiary-not-active", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "beneficiary not active", Action: Check, Operations: ops("fiat/create-payout"), SpecRow: 206},
	FiatRecipientRepeatAddition:               {Key: "fiat.recipient-repeat-addition", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "recipient repeat addition", Action: Check, Operations: ops("fiat/create-beneficiary", "fiat/create-payout"), SpecRow: 207},
	PayoutProductNotEnrolled:                  {Key: "payout.product-not-enrolled", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "payout product not enrolled", Action: Check, Operations: ops("fiat/create-payout"), SpecRow: 208},
	PayoutFeeTierNotConfigured:                {Key: "payout.fee-tier-not-configured", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "payout fee tier not configured", Action: Check, Operations: ops("fiat/create-payout"), SpecRow: 209},
	PayoutNoActiveChannel:                     {Key: "payout.no-active-channel", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "no active payout channel for this currency pair", Action: Check, Operations: ops("fiat/create-payout"), SpecRow: 210},
	PayoutChannelNotActive:                    {Key: "payout.channel-not-active", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "the specified payout channel is not active", Action: Check, Operations: ops("fiat/create-payout"), SpecRow: 211},
	PayoutQueryFailed:                         {Key: "payout.query-failed", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "query payouts failed", Action: Later, Operations: ops("fiat/list-payouts"), SpecRow: 212},
	PayoutNotFound:                            {Key: "payout.not-found", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "payout not found", Action: Resource, Operations: ops("fiat/retrieve-payout"), SpecRow: 213},
	PayoutRetrieveFailed:                      {Key: "payout.retrieve-failed", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "retrieve payout failed", Action: Later, Operations: ops("fiat/retrieve-payout"), SpecRow: 214},
	BeneficiaryRetrieveBankFailed:             {Key: "beneficiary.retrieve-bank-failed", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "retrieve beneficiary bank failed", Action: Later, Operations: ops("fiat/check-beneficiary", "fiat/retrieve-beneficiary", "fiat/retrieve-payout"), SpecRow: 215},
	BeneficiaryRetrieveAddressFailed:          {Key: "beneficiary.retrieve-address-failed", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "retrieve beneficiary address failed", Action: Later, Operations: ops("fiat/check-beneficiary", "fiat/retrieve-beneficiary", "fiat/retrieve-payout"), SpecRow: 216},
	BeneficiaryFindRecipientError:             {Key: "beneficiary.find-recipient-error", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "find recipient occur error", Action: Later, Operations: ops("fiat/create-beneficiary"), SpecRow: 217},
	BeneficiaryCreateFailed:                   {Key: "beneficiary.create-failed", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "create beneficiary failed", Action: Later, Operations: ops("fiat/create-beneficiary"), SpecRow: 218},
	BeneficiaryIDInvalid:                      {Key: "beneficiary.id-invalid", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "beneficiary_id invalid", Action: Fix, Operations: ops("fiat/delete-beneficiary", "fiat/retrieve-beneficiary", "fiat/update-beneficiary"), SpecRow: 219},
	BeneficiaryEntityTypeUnchangeable:         {Key: "beneficiary.entity-type-unchangeable", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "can't change entity_type", Action: Check, Operations: ops("fiat/update-beneficiary"), SpecRow: 220},
	BeneficiaryUpdateFailed:                   {Key: "beneficiary.update-failed", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "update beneficiary failed", Action: Later, Operations: ops("fiat/update-beneficiary"), SpecRow: 221},
	BeneficiaryDeleteFailed:                   {Key: "beneficiary.delete-failed", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "delete beneficiary failed", Action: Later, Operations: ops("fiat/delete-beneficiary"), SpecRow: 222},
	BeneficiaryFindError:                      {Key: "beneficiary.find-error", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "find beneficiary error", Action: Later, Operations: ops("fiat/check-beneficiary"), SpecRow: 223},
	BalanceCurrencyInvalid:                    {Key: "balance.currency-invalid", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "currency is invalid", Action: Fix, Operations: ops("fiat/retrieve-balance"), SpecRow: 224},
	BalanceNotFound:                           {Key: "balance.not-found", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "balance not found", Action: Resource, Operations: ops("fiat/retrieve-balance"), SpecRow: 225},
	BalanceQueryFailed:                        {Key: "balance.query-failed", Product: Fiat, HTTPStatus: 400, Format: Legacy, Type: "", Code: "400", Message: "query balances failed", Action: Balance, Operations: ops("fiat/list-balances"), SpecRow: 226},
}

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
