package reason

// The codes of the crypto ramp: quotes, conversions, withdrawals, transfers, the address book,
// travel-rule data, wallet addresses and amount limits (packages ramp, travelrule, chainaddr as
// the address book uses it, limits).
const (
	// RampAmount: an amount that is not a positive decimal, or a withdrawal without one.
	RampAmount Code = "ramp.amount"
	// RampQuoteRequest: a quote without a currency or an amount, or selling what it buys.
	RampQuoteRequest Code = "ramp.quote-request"
	// RampFixedCurrency: fixed_currency is neither sell_currency nor buy_currency.
	RampFixedCurrency Code = "ramp.fixed-currency"
	// RampRequired: a member the specification names as required is absent or empty.
	RampRequired Code = "ramp.required"
	// RampCurrencyClass: buy/sell pairs fiat with a non-stablecoin asset, by preflight's classes.
	RampCurrencyClass Code = "ramp.currency-class"
	// RampSwapSide: a swap's fixed_currency is not its crypto asset, by preflight's classes.
	RampSwapSide Code = "ramp.swap-side"
	// RampSameAccount: a ramp transfer names one account as its source and its target.
	RampSameAccount Code = "ramp.transfer-same-account"
	// RampCurrencySupported: a currency outside the supported currencies the facts list.
	RampCurrencySupported Code = "ramp.currency-supported"
	// RampAccountSetting: an account setting or state the facts give refuses the operation.
	RampAccountSetting Code = "ramp.account-setting"
	// RampContractStep: a swap amount that is not a multiple of the contract step in the facts.
	RampContractStep Code = "ramp.contract-step"
	// RampQuote: the quote in the facts does not fit the conversion, or is used or stale.
	RampQuote Code = "ramp.quote"
	// RampAssetState: the asset's state in the facts refuses the operation.
	RampAssetState Code = "ramp.asset-state"
	// RampBalance: the amount exceeds the available balance in the facts.
	RampBalance Code = "ramp.balance"
	// RampWhitelist: the withdrawal's destination is not a whitelisted address-book entry.
	RampWhitelist Code = "ramp.whitelist"
	// RampWhitelistAsset: the asset does not fit the whitelisted entry's asset.
	RampWhitelistAsset Code = "ramp.whitelist-asset"
	// RampAddressCompliance: the whitelisted entry's travel-rule data is not set.
	RampAddressCompliance Code = "ramp.address-compliance"
	// RampNetworkFee: the amount does not cover the network fee in the facts.
	RampNetworkFee Code = "ramp.network-fee"
	// RampDepositAddress: the account holds no deposit address for the asset and network.
	RampDepositAddress Code = "ramp.deposit-address"
	// RampRecordNotFound: the order, deposit or withdrawal is not among the account's records.
	RampRecordNotFound Code = "ramp.record-not-found"
	// RampTransferAccount: a ramp transfer's source or target account is unknown or not active.
	RampTransferAccount Code = "ramp.transfer-account"

	// TravelRuleJSON: travel-rule data that is not JSON.
	TravelRuleJSON Code = "travelrule.json-syntax"
	// TravelRulePartyValue: wallet_type, address_party or entity_type outside its values.
	TravelRulePartyValue Code = "travelrule.party-value"
	// TravelRuleThirdParty: a third party without its names, or its country and city.
	TravelRuleThirdParty Code = "travelrule.third-party"
	// TravelRuleHostedVASP: a hosted wallet without vasp_id or vasp_name.
	TravelRuleHostedVASP Code = "travelrule.hosted-vasp"
	// TravelRuleDeclaration: address_type and legal_declaration are not one of preflight's pairs.
	TravelRuleDeclaration Code = "travelrule.legal-declaration"
	// TravelRuleMissingMember: an address-book request without address, network or id.
	TravelRuleMissingMember Code = "travelrule.missing-member"
	// TravelRuleAddressKind: an address_kind filter outside preflight's values.
	TravelRuleAddressKind Code = "travelrule.address-kind"
	// TravelRuleIsWhitelist: an is_whitelist that is neither a boolean nor "true" or "false".
	TravelRuleIsWhitelist Code = "travelrule.is-whitelist"
	// TravelRuleNotAllowed: an address the facts list as not allowed.
	TravelRuleNotAllowed Code = "travelrule.address-not-allowed"
	// TravelRuleLabel: a label another address-book entry carries.
	TravelRuleLabel Code = "travelrule.label"
	// TravelRuleEntryNotFound: an address-book id not in the facts' address book.
	TravelRuleEntryNotFound Code = "travelrule.entry-not-found"
	// TravelRuleAlreadySet: new travel-rule data for an entry whose data is already set.
	TravelRuleAlreadySet Code = "travelrule.already-set"
	// TravelRuleIVMS101: advice: the travel-rule data departs from IVMS101.
	TravelRuleIVMS101 Code = "travelrule.ivms101"
	// TravelRuleNotObject: advice: the travel-rule data is JSON but not an object.
	TravelRuleNotObject Code = "travelrule.not-an-object"

	// AddressFormat: a wallet address that is not of its network's form at all.
	AddressFormat Code = "chainaddr.format"
	// AddressEIP55: a mixed-case EVM address whose EIP-55 checksum does not match.
	AddressEIP55 Code = "chainaddr.eip55"
	// AddressOtherNetwork: a well-formed address of a test network (Bitcoin testnet, regtest).
	AddressOtherNetwork Code = "chainaddr.other-network"

	// LimitsAmount: the amount breaks a limit the facts configure.
	LimitsAmount Code = "limits.amount"
	// LimitsHeadroom: advice: what a daily or monthly limit leaves after the amount.
	LimitsHeadroom Code = "limits.headroom"
)

var rampCodes = []Info{
	{RampAmount, Spec, "An amount that is not a decimal number, zero or negative, or a withdrawal without an amount: \"invalid amount\" (\"parameter is invalid\" for the typed create-transfer)."},
	{RampQuoteRequest, Spec, "A quote needs sell_currency, buy_currency and an amount, and two different currencies: \"invalid quote request (check currencies/amount)\"."},
	{RampFixedCurrency, Spec, "fixed_currency must equal sell_currency or buy_currency, as the message says."},
	{RampRequired, Spec, "A member the specification names as required (asset and network, address_id or withdraw_address, source_address and network, metadata, the transfer's accounts, currency and order id) is absent, empty or white space alone."},
	{RampCurrencyClass, Reading, "Buy/sell pairs fiat with a stablecoin. Which codes are stablecoins is preflight's table (ramp.Stablecoins); the specification names no list."},
	{RampSwapSide, Reading, "In a swap the amount is fixed on the crypto side. Which side is crypto follows preflight's classes of money (ISO 4217 fiat, the stablecoin table, anything else crypto)."},
	{RampSameAccount, Reading, "A transfer from an account to itself: the specification does not say the platform refuses it; preflight predicts \"parameter is invalid\"."},
	{RampCurrencySupported, Facts, "The currency or asset is not among ramp.supported_currencies."},
	{RampAccountSetting, Facts, "An account setting or state in the ramp facts (exchange_enabled, exchange_limit_configured, crypto_service_active, swap_in_progress, withdraw_fee_configured, withdraw_limit_configured) refuses the operation."},
	{RampContractStep, Facts, "A swap amount must be a multiple of the venue's contract step for the asset, given in ramp.contract_steps."},
	{RampQuote, Facts, "The quote in ramp.quote has another id, currencies or amount than the conversion, was already used, or the price moved beyond its tolerance."},
	{RampAssetState, Facts, "The asset's state in ramp.assets (activated, active, balance_account, withdraw_channel_configured) refuses the operation."},
	{RampBalance, Facts, "The amount exceeds the available balance in the balances facts; a currency absent from them is held at zero."},
	{RampWhitelist, Facts, "The withdrawal's address_id or address (on the same network, spellings such as ERC20 for ETH and bech32 in either case counted equal) is not a whitelisted entry of ramp.address_book."},
	{RampWhitelistAsset, Facts, "A universal whitelist entry needs the withdrawal's asset; an entry for one asset takes only that asset."},
	{RampAddressCompliance, Facts, "The whitelisted entry's travel_rule_set is false: the address needs its compliance information first."},
	{RampNetworkFee, Facts, "The amount does not exceed the network fee given in ramp.network_fees."},
	{RampDepositAddress, Facts, "ramp.deposit_addresses holds no address for the asset and network (network aliases counted equal)."},
	{RampRecordNotFound, Facts, "The order id is not among the account's conversions, deposits or withdrawals given in the ramp facts."},
	{RampTransferAccount, Facts, "The transfer's source or target account is absent from ramp.transfer_accounts or deactivated (\"Account not found or deactivated\"), or in another state than active (\"Account not active\")."},

	{TravelRuleJSON, Spec, "meta_data or metadata must hold JSON; the message carries encoding/json's own words for the first error."},
	{TravelRulePartyValue, Spec, "wallet_type is hosted or unhosted, address_party first_party or third_party, entity_type individual or corporation (required for a third party)."},
	{TravelRuleThirdParty, Spec, "A third party needs first_name and last_name (individual) or company_name (corporation), and country and city."},
	{TravelRuleHostedVASP, Spec, "A hosted wallet needs vasp_id or vasp_name."},
	{TravelRuleDeclaration, Reading, "address_type and legal_declaration must match; the specification names the rule but not the pairs, which are preflight's (travelrule.Declarations)."},
	{TravelRuleMissingMember, Reading, "create-address-book without address or network, update-address-book without id: the platform has no message of its own for these; preflight predicts \"invalid request\"."},
	{TravelRuleAddressKind, Reading, "address_kind is withdraw or deposit_sender in any case; the specification names the filter but not its values."},
	{TravelRuleIsWhitelist, Reading, "is_whitelist is a JSON boolean or the string \"true\" or \"false\"; the specification does not say which other spellings the platform reads."},
	{TravelRuleNotAllowed, Facts, "The address is listed in ramp.addresses_not_allowed."},
	{TravelRuleLabel, Facts, "Another entry of ramp.address_book carries the label."},
	{TravelRuleEntryNotFound, Facts, "The id is not an entry of ramp.address_book."},
	{TravelRuleAlreadySet, Facts, "The entry's travel_rule_set is true: its travel-rule data cannot be edited."},
	{TravelRuleIVMS101, Reading, "Advice: the travel-rule data departs from the IVMS101 data model; the platform does not enforce IVMS101."},
	{TravelRuleNotObject, Reading, "Advice: the travel-rule data is JSON but not an object (or too large or deep to read), so its parties and IVMS101 are not checked."},

	{AddressFormat, Spec, "On create-address-book, whose error table names \"invalid address format for network\": the address is not of its network's standard form at all (length, prefix, alphabet, or the checksum of base58check, bech32 or bech32m)."},
	{AddressEIP55, Reading, "A mixed-case EVM address whose EIP-55 checksum does not match: EIP-55 is optional and the specification does not say the platform verifies it."},
	{AddressOtherNetwork, Reading, "A well-formed address of a Bitcoin test network (testnet, signet, regtest) given for the main network."},

	{LimitsAmount, Facts, "The amount is below the minimum or above the maximum, or with the usage so far exceeds the daily or monthly limit, that the limits facts give for its currency."},
	{LimitsHeadroom, Facts, "Advice: what the daily or monthly limit in the facts leaves after this amount."},
}
