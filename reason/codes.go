package reason

// The codes of the account, on-behalf-of, idempotency, request reading and display-order checks
// (packages rule, account, idempotency, input, bidi), and of the front door.
const (
	RequestUnreadable Code = "request.unreadable"
	MemberType        Code = "request.member-type"

	AccountLoginExpired         Code = "account.login-expired"
	AccountIPNotAllowed         Code = "account.ip-not-allowed"
	AccountNotActivated         Code = "account.not-activated"
	AccountIdentityNotVerified  Code = "account.identity-not-verified"
	AccountAPINotEnabled        Code = "account.api-not-enabled"
	AccountAPITradingNotEnabled Code = "account.api-trading-not-enabled"
	AccountAPIDisabled          Code = "account.api-disabled"
	AccountNoBankingAccount     Code = "account.no-banking-account"
	AccountNotActive            Code = "account.not-active"
	AccountNotTradable          Code = "account.not-tradable"
	AccountOperationForbidden   Code = "account.operation-forbidden"
	OnBehalfOfAccountID         Code = "on-behalf-of.account-id"
	OnBehalfOfNotAuthorized     Code = "on-behalf-of.not-authorized"
	OnBehalfOfNotFound          Code = "on-behalf-of.not-found"
	OnBehalfOfNotActive         Code = "on-behalf-of.not-active"
	OnBehalfOfNotTradable       Code = "on-behalf-of.not-tradable"
	IdempotencyKeyShape         Code = "idempotency.key-shape"
	IdempotencyClientMismatch   Code = "idempotency.client-mismatch"
	IdempotencyEndpointMismatch Code = "idempotency.endpoint-mismatch"
	IdempotencyPayloadMismatch  Code = "idempotency.payload-mismatch"
	IdempotencyProcessing       Code = "idempotency.processing"
	BidiControl                 Code = "bidi.control"
	AmountTooManyDigits         Code = "amount.too-many-digits"
)

// The codes of fiat transfers, balances and list filters (packages transfer, balance).
const (
	PageNumber             Code = "page.number"
	PageSize               Code = "page.size"
	TransferStatusFilter   Code = "transfer.status-filter"
	TransferStatusCase     Code = "transfer.status-filter-case"
	LedgerCurrencyNotACode Code = "ledger.currency-not-a-code"
	LedgerCurrencyUnknown  Code = "ledger.currency-unknown"
	TimeNotRealDate        Code = "time.not-a-real-date"
	TimeFormat             Code = "time.format"
	TimeNotRealClock       Code = "time.not-a-real-clock"
	TimeNoDigits           Code = "time.no-digits"
	TimeEndBeforeStart     Code = "time.end-before-start"
	TransferRequired       Code = "transfer.required"
	TransferSameAccount    Code = "transfer.same-account"
	TransferAmountDecimal  Code = "transfer.amount-not-decimal"
	TransferAmountSign     Code = "transfer.amount-not-positive"
	TransferAmountWhole    Code = "transfer.amount-not-whole"
	TransferAmountScale    Code = "transfer.amount-scale"
	TransferNotParty       Code = "transfer.account-not-party"
	TransferIDMissing      Code = "transfer.id-missing"
	TransferNotFound       Code = "transfer.not-found"
	BalanceInsufficient    Code = "balance.insufficient"
	BalanceNotFound        Code = "balance.not-found"
)

// The codes of beneficiaries, corridors and bank identifiers (packages beneficiary, corridor,
// bankid as the beneficiary rules use it).
const (
	EntityTypeRequired     Code = "entity-type.required"
	EntityTypeValue        Code = "entity-type.value"
	EntityTypeUnchangeable Code = "entity-type.unchangeable"
	IndividualNames        Code = "names.individual"
	CompanyName            Code = "names.company"
	HolderEmpty            Code = "holder.empty"
	HolderLength           Code = "holder.length"
	HolderIndividualChars  Code = "holder.individual-charset"
	HolderCompanyChars     Code = "holder.company-charset"
	HolderPlaceholder      Code = "holder.placeholder"
	HolderIncomplete       Code = "holder.incomplete"
	AddressCountry         Code = "address.country-required"
	AddressRequired        Code = "address.required"
	AddressEmpty           Code = "address.empty"
	ClearingSystemEmpty    Code = "clearing-system.empty"
	CorridorUnknown        Code = "corridor.unknown"
	AccountRequired        Code = "account.required"
	AccountCharset         Code = "account.charset"
	AccountLength          Code = "account.length"
	AccountShape           Code = "account.shape"
	IBANFormat             Code = "iban.format"
	IBANLength             Code = "iban.length"
	IBANCheckDigits        Code = "iban.check-digits"
	IBANPrintedForm        Code = "iban.printed-form"
	BICFormat              Code = "bic.format"
	BICCountry             Code = "bic.country"
	BICLowerCase           Code = "bic.lower-case"
	BICCountryDiffers      Code = "bic.country-differs"
	SwiftCodeRequired      Code = "swift-code.required"
	SwiftCodeCorridor      Code = "swift-code.corridor"
	RoutingType            Code = "routing.type"
	RoutingMissing         Code = "routing.missing"
	ABAShape               Code = "aba.shape"
	ABACheckDigit          Code = "aba.check-digit"
	ABAUnknownPrefix       Code = "aba.unknown-prefix"
	SortCodeShape          Code = "sort-code.shape"
	BSBShape               Code = "bsb.shape"
	IFSCShape              Code = "ifsc.shape"
	CNAPSShape             Code = "cnaps.shape"
	CAInstitutionShape     Code = "ca-institution.shape"
	CATransitShape         Code = "ca-transit.shape"
	HKBankCodeShape        Code = "hk-bank-code.shape"
	CLABEShape             Code = "clabe.shape"
	CLABECheckDigit        Code = "clabe.check-digit"
	BRTaxIDShape           Code = "br-tax-id.shape"
	MsisdnE164             Code = "msisdn.e164"
	ProxyIDRequired        Code = "proxy-id.required"
	AdditionalInfoRequired Code = "additional-info.required"
	BankNameRequired       Code = "bank-name.required"
	BankAddressRequired    Code = "bank-address.required"
	BeneficiaryIDMissing   Code = "beneficiary-id.missing"
	BeneficiaryIDShape     Code = "beneficiary-id.shape"
	BeneficiaryNotFound    Code = "beneficiary.not-found"
	RecipientRepeat        Code = "beneficiary.repeat"
)

// The codes of fiat payouts and conversions: amounts, currencies, dates, purpose, payment method
// and the payout facts (packages payout, currency). Codes shared by payouts and conversions
// carry the area "fiat-amount", "fiat-currency", "fiat-quote" or "fiat-balance".
const (
	PayoutBeneficiaryMissing   Code = "payout.beneficiary-missing"
	PayoutBeneficiaryIDShape   Code = "payout.beneficiary-id-shape"
	PayoutDateNotReal          Code = "payout.date-not-real"
	PayoutDateFormat           Code = "payout.date-format"
	PayoutPurposeCodeList      Code = "payout.purpose-code-list"
	FiatCurrencyUnknown        Code = "fiat-currency.unknown"
	FiatAmountMissing          Code = "fiat-amount.missing"
	FiatAmountNotDecimal       Code = "fiat-amount.not-decimal"
	FiatAmountNotPositive      Code = "fiat-amount.not-positive"
	FiatAmountScale            Code = "fiat-amount.scale"
	PayoutCurrenciesDiffer     Code = "payout.currencies-differ"
	PayoutAmountsDiffer        Code = "payout.amounts-differ"
	PayoutFeePaidBy            Code = "payout.fee-paid-by"
	PayoutFeePaidByCase        Code = "payout.fee-paid-by-case"
	PayoutReferenceSWIFT       Code = "payout.reference-swift-charset"
	PayoutInvoiceRequired      Code = "payout.invoice-required"
	PayoutCorridorCap          Code = "payout.corridor-cap"
	PayoutBeneficiaryNotFound  Code = "payout.beneficiary-not-found"
	PayoutBeneficiaryNotActive Code = "payout.beneficiary-not-active"
	FiatQuoteMismatch          Code = "fiat-quote.mismatch"
	PayoutPOBODisabled         Code = "payout.pobo-disabled"
	PayoutPayerUnknown         Code = "payout.payer-unknown"
	PayoutProductNotEnrolled   Code = "payout.product-not-enrolled"
	PayoutFeeTierMissing       Code = "payout.fee-tier-missing"
	PayoutChannelInactive      Code = "payout.channel-inactive"
	PayoutNoActiveChannel      Code = "payout.no-active-channel"
	FiatBalanceInsufficient    Code = "fiat-balance.insufficient"
	PayoutIDShape              Code = "payout.id-shape"
	PayoutNotFound             Code = "payout.not-found"
	ConversionInputMissing     Code = "conversion.input-missing"
)

// The codes of the crypto ramp: quotes, conversions, withdrawals, transfers, the address book,
// travel-rule data, wallet addresses and amount limits (packages ramp, travelrule, chainaddr as
// the address book uses it, limits).
const (
	RampAmount            Code = "ramp.amount"
	RampQuoteRequest      Code = "ramp.quote-request"
	RampFixedCurrency     Code = "ramp.fixed-currency"
	RampRequired          Code = "ramp.required"
	RampCurrencyClass     Code = "ramp.currency-class"
	RampSwapSide          Code = "ramp.swap-side"
	RampSameAccount       Code = "ramp.transfer-same-account"
	RampCurrencySupported Code = "ramp.currency-supported"
	RampAccountSetting    Code = "ramp.account-setting"
	RampContractStep      Code = "ramp.contract-step"
	RampQuote             Code = "ramp.quote"
	RampAssetState        Code = "ramp.asset-state"
	RampBalance           Code = "ramp.balance"
	RampWhitelist         Code = "ramp.whitelist"
	RampWhitelistAsset    Code = "ramp.whitelist-asset"
	RampAddressCompliance Code = "ramp.address-compliance"
	RampNetworkFee        Code = "ramp.network-fee"
	RampDepositAddress    Code = "ramp.deposit-address"
	RampRecordNotFound    Code = "ramp.record-not-found"
	RampTransferAccount   Code = "ramp.transfer-account"

	TravelRuleJSON          Code = "travelrule.json-syntax"
	TravelRulePartyValue    Code = "travelrule.party-value"
	TravelRuleThirdParty    Code = "travelrule.third-party"
	TravelRuleHostedVASP    Code = "travelrule.hosted-vasp"
	TravelRuleDeclaration   Code = "travelrule.legal-declaration"
	TravelRuleMissingMember Code = "travelrule.missing-member"
	TravelRuleAddressKind   Code = "travelrule.address-kind"
	TravelRuleIsWhitelist   Code = "travelrule.is-whitelist"
	TravelRuleNotAllowed    Code = "travelrule.address-not-allowed"
	TravelRuleLabel         Code = "travelrule.label"
	TravelRuleEntryNotFound Code = "travelrule.entry-not-found"
	TravelRuleAlreadySet    Code = "travelrule.already-set"
	TravelRuleIVMS101       Code = "travelrule.ivms101"
	TravelRuleNotObject     Code = "travelrule.not-an-object"

	AddressFormat       Code = "chainaddr.format"
	AddressEIP55        Code = "chainaddr.eip55"
	AddressOtherNetwork Code = "chainaddr.other-network"

	LimitsAmount       Code = "limits.amount"
	LimitsCountedUsage Code = "limits.counted-usage"
	LimitsHeadroom     Code = "limits.headroom"
)

// table is every code, family by family, in the order of the constants above.
var table = []Info{
	// common
	{RequestUnreadable, Spec, "The request is not a single JSON object of valid UTF-8 within the size and depth limits: the platform cannot read it and answers its \"invalid request\" entry."},
	{MemberType, Spec, "A member has a JSON type the operation cannot read as its value (an object where text is expected, an array where an object is expected): the platform answers its \"invalid request\" entry."},
	{AccountLoginExpired, Facts, "The facts say the credentials the request will carry have expired (account.login_expired)."},
	{AccountIPNotAllowed, Facts, "The facts' caller address (account.ip) is in none of the account's allowed addresses and ranges (account.ip_allowlist)."},
	{AccountNotActivated, Facts, "Fiat: the facts say the banking account is not activated (account.activated)."},
	{AccountIdentityNotVerified, Facts, "Fiat: the facts say identity verification has not passed (account.identity_verified)."},
	{AccountAPINotEnabled, Facts, "Fiat: the facts say API access is not enabled for the account (account.api_enabled)."},
	{AccountAPITradingNotEnabled, Facts, "Ramp: the facts say API trading is not enabled for the account (account.api_trading_enabled)."},
	{AccountAPIDisabled, Reading, "Ramp: the facts say API access is disabled (account.api_enabled false) and do not give account.api_trading_enabled; the ramp tables have no \"Api not enabled\" row, so preflight predicts \"api trading not enabled for this account\"."},
	{AccountNoBankingAccount, Facts, "Ramp: the facts say the authenticated account has no banking account (account.banking_account)."},
	{AccountNotActive, Facts, "The facts say the account is not active (account.active): the operation's own \"account not active\" row where it has one, else ramp's \"account not active / not tradable\"."},
	{AccountNotTradable, Facts, "Ramp: the facts say the account may not trade (account.tradable)."},
	{AccountOperationForbidden, Facts, "The operation is not among those the facts say the credentials may call (account.operations)."},
	{OnBehalfOfAccountID, Reading, "The x-on-behalf-of value is not 1 to 64 letters, digits, \"-\" or \"_\": the specification does not publish the platform's account id format; preflight reads ids as UUIDs and prefixed ids and predicts \"invalid x-on-behalf-of account id\" for white space, quotes, separators and other characters a header would mangle."},
	{OnBehalfOfNotAuthorized, Facts, "The facts say the caller may not act for the x-on-behalf-of account (account.on_behalf_of.authorized)."},
	{OnBehalfOfNotFound, Facts, "The facts say the x-on-behalf-of account has no banking account (account.on_behalf_of.found)."},
	{OnBehalfOfNotActive, Facts, "The facts say the x-on-behalf-of account is not active (account.on_behalf_of.active)."},
	{OnBehalfOfNotTradable, Facts, "Ramp: the facts say the x-on-behalf-of account may not trade (account.on_behalf_of.tradable)."},
	{IdempotencyKeyShape, Reading, "The idempotency key is not 1 to 64 ASCII letters, digits, \"-\" or \"_\": the platform's rule is not published; preflight's reading admits every common generator's output (UUID, ULID, hex digests) and predicts \"Invalid idempotency key.\" for white space, control characters and non-ASCII text."},
	{IdempotencyClientMismatch, Facts, "The stored key's client (idempotency.stored.client_id) is not the caller's (account.client_id)."},
	{IdempotencyEndpointMismatch, Facts, "The stored key was first used with another operation or path (idempotency.stored.endpoint)."},
	{IdempotencyPayloadMismatch, Facts, "The request's fingerprint differs from the stored key's (idempotency.stored.fingerprint): the key is reused with another payload."},
	{IdempotencyProcessing, Facts, "The stored key's first request is still processing (idempotency.stored.state)."},
	{BidiControl, Reading, "A string holds an invisible bidirectional control (U+202E and its kin) that displays the text in another order than it is sent; the specification has no rule on them, so this is advice, never an error."},
	{AmountTooManyDigits, Spec, "An amount of more than 40 digits (input.MaxAmountDigits), leading zeros and trailing zeros of its fraction aside: no amount the platform holds is that long (one below 10^18 whole units of an 18-decimal asset, to its smallest unit, has at most 36), so it is the operation's entry for an amount it cannot read, as an exponent beyond 40 is. preflight refuses it as it scans the text, without arithmetic."},

	// ledger
	{PageNumber, Spec, "list-transfers: page_number must be a positive integer (the specification's limits table)."},
	{PageSize, Spec, "list-transfers: page_size must be an integer from 1 to 100 (the specification's limits table)."},
	{TransferStatusFilter, Spec, "list-transfers: transfer_status must be completed or failed, as the specification's message says."},
	{TransferStatusCase, Reading, "list-transfers: transfer_status is completed or failed in another letter case (\"COMPLETED\"): the specification writes them in lower case without saying whether case matters; preflight predicts \"transfer_status must be completed or failed\"."},
	{LedgerCurrencyNotACode, Spec, "A currency that is not three letters (after trimming spaces, in any letter case) is no currency code at all."},
	{LedgerCurrencyUnknown, Reading, "A three-letter code that is neither ISO 4217 nor a documented override (CNH): the specification does not list the currencies it accepts; preflight reads ISO 4217 as that list."},
	{TimeNotRealDate, Spec, "start_time or end_time is written as a date (YYYY-MM-DD...) that is not a real day of the calendar."},
	{TimeFormat, Reading, "start_time or end_time is in none of the formats preflight accepts (RFC 3339, a date, a date and time without a zone, Unix seconds or milliseconds): the specification does not show the format, so this predicts \"start_time invalid\" / \"end_time invalid\"."},
	{TimeNotRealClock, Spec, "start_time or end_time is written as a date and time (YYYY-MM-DDTHH:MM...) whose hour, minute or second no clock shows (25:00, 12:61, 10:00:61; 24:00 is only the end of a day): no time format reads it, so it is certainly \"start_time invalid\" / \"end_time invalid\"."},
	{TimeNoDigits, Spec, "start_time or end_time holds no digit at all (\"soon\", \"yesterday\"): every time format writes a time with digits, so it is certainly \"start_time invalid\" / \"end_time invalid\"."},
	{TimeEndBeforeStart, Reading, "end_time is before start_time: not an error on the platform (the list is empty), so advice."},
	{TransferRequired, Spec, "create-transfer: source_account_id, target_account_id and reason are required, as the specification's message says; white space alone counts as empty."},
	{TransferSameAccount, Spec, "create-transfer: the source and target account are the same."},
	{TransferAmountDecimal, Spec, "create-transfer: the amount is absent or not a decimal number."},
	{TransferAmountSign, Spec, "create-transfer: the amount is zero or negative."},
	{TransferAmountWhole, Reading, "create-transfer: a fraction in a currency without minor units (JPY, KRW...): the specification says some currencies take whole amounts without naming them; preflight reads them as ISO 4217's currencies with zero minor units."},
	{TransferAmountScale, Reading, "create-transfer: more decimal places than the currency's ISO 4217 minor units (USD 10.001): the specification publishes no rounding rule; preflight predicts \"invalid transfer amount\"."},
	{TransferNotParty, Facts, "create-transfer: the authenticated account (account.id) is neither the source nor the target."},
	{TransferIDMissing, Spec, "retrieve-transfer: the path's id is absent or empty, so no request can name a transfer."},
	{TransferNotFound, Facts, "retrieve-transfer: the id is not among the account's transfers (fiat.transfers)."},
	{BalanceInsufficient, Facts, "create-transfer: the amount is more than the source account's available balance in the currency (balances; an absent currency is held at zero)."},
	{BalanceNotFound, Facts, "retrieve-balance: the balances facts hold no balance in the currency."},

	// beneficiary
	{EntityTypeRequired, Spec, "entity_type is absent or empty: the specification's \"entity_type is required\"."},
	{EntityTypeValue, Reading, "entity_type is neither individual nor company, the contract's values; preflight reads the platform's nearest message, \"entity_type is required\", as its answer."},
	{EntityTypeUnchangeable, Facts, "An update gives another entity_type than the stored beneficiary's (facts fiat.beneficiaries)."},
	{IndividualNames, Spec, "An individual needs non-empty first_name and last_name."},
	{CompanyName, Spec, "A company needs a non-empty company_name."},
	{HolderEmpty, Spec, "account_holder is absent or empty."},
	{HolderLength, Spec, "account_holder is outside the specification's 2 to 140 characters."},
	{HolderIndividualChars, Spec, "An individual's account_holder holds something other than English letters and spaces, as the specification's message states."},
	{HolderCompanyChars, Reading, "A company's account_holder holds a character outside English letters, digits, space and & . , - ' ( ) / +: the specification names no set, this is the SWIFT-transmissible set preflight reads."},
	{HolderPlaceholder, Reading, "account_holder is a placeholder (N/A, NONE, UNKNOWN, TEST...): preflight's reading of \"Please provide a valid account holder name.\""},
	{HolderIncomplete, Reading, "An individual's account_holder is a single word: preflight's reading of \"... or is incomplete\"."},
	{AddressCountry, Spec, "address.country is absent or empty."},
	{AddressRequired, Spec, "address.city or address.street_address is absent, or address.state (where the country names states) or address.postal_code (where the country has postal codes)."},
	{AddressEmpty, Spec, "address.city, address.state or address.street_address is given empty: the specification's \"... cannot be empty\"."},
	{ClearingSystemEmpty, Spec, "A LOCAL payout's clearing_system is absent or empty."},
	{CorridorUnknown, Reading, "preflight's corridor table knows no corridor for the country, currency, payment method and clearing system; the platform looks its payment methods up at request time, so this only predicts \"clearing system not support for ...\". The rules the specification states for every payout still run."},
	{AccountRequired, Spec, "account_number is absent or empty and no IBAN (or PayNow proxy_id) stands for it."},
	{AccountCharset, Spec, "account_number holds something other than English letters and digits, as the specification's message states."},
	{AccountLength, Spec, "account_number is outside the length the specification states for the corridor: CAD-EFT 7 to 12 digits, AUD 5 to 20 digits."},
	{AccountShape, Reading, "account_number is outside the corridor's usual digits and length (US 4-17, GB 8, IN 9-18...), which the specification does not state."},
	{IBANFormat, Spec, "The IBAN has a character other than A-Z and 0-9, no registry country prefix, or breaks its country's BBAN structure (ISO 13616, SWIFT IBAN registry): \"Iban format error\"."},
	{IBANLength, Spec, "The IBAN's length is not its country's in the SWIFT IBAN registry (ISO 13616)."},
	{IBANCheckDigits, Spec, "The IBAN's check digits are outside 02..98 or fail ISO 7064 mod-97 (ISO 13616)."},
	{IBANPrintedForm, Reading, "Advice: the IBAN was given in print form (spaces, lower case); the warning gives the electronic form."},
	{BICFormat, Spec, "swift_code is not 8 or 11 letters and digits with a letter country code (ISO 9362): \"Bic/Swift code format error\"."},
	{BICCountry, Spec, "swift_code's country (characters 5-6) is not an ISO 3166-1 alpha-2 code, as ISO 9362 requires."},
	{BICLowerCase, Reading, "swift_code is a valid BIC written in lower case or with spaces around it; ISO 9362 writes BICs in upper case, and whether the platform upper-cases is not stated."},
	{BICCountryDiffers, Reading, "Advice: the BIC's country differs from the IBAN's or, without an IBAN, the address's: a bank may hold accounts abroad, but it is often a mistake."},
	{SwiftCodeRequired, Spec, "A SWIFT payout without swift_code: \"swift_code is required\"."},
	{SwiftCodeCorridor, Reading, "A LOCAL corridor that preflight's table reads as needing the receiving bank's SWIFT code (SGD FAST) has none."},
	{RoutingType, Spec, "routing_code_type1/2 is absent or not the type the specification names for the clearing system (ach for ACH, aba for FEDWIRE, bank_code and branch_code for EFT...)."},
	{RoutingMissing, Spec, "A routing_code_value the clearing system needs is absent or empty."},
	{ABAShape, Reading, "The ABA routing number is not 9 digits; the specification states no format."},
	{ABACheckDigit, Reading, "The ABA routing number fails its 3-7-1 check digit; the specification states no check."},
	{ABAUnknownPrefix, Reading, "Advice: the ABA routing number's first two digits are not an assigned Federal Reserve routing symbol."},
	{SortCodeShape, Reading, "The UK sort code is not 6 digits (plain, or in pairs by '-' or ' '); the specification states no format."},
	{BSBShape, Reading, "The BSB is not 6 digits (plain, or 3-3 by '-' or ' '); the specification states no format."},
	{IFSCShape, Reading, "The IFSC is not 4 letters, '0' and 6 letters or digits; the specification states no format."},
	{CNAPSShape, Reading, "The CNAPS code is not 12 digits; the specification states no format."},
	{CAInstitutionShape, Reading, "The Canadian institution number (bank_code) is not 3 digits; the specification states no format."},
	{CATransitShape, Reading, "The Canadian transit number (branch_code) is not 5 digits; the specification states no format."},
	{HKBankCodeShape, Reading, "The Hong Kong bank code is not 3 digits; the specification states no format."},
	{CLABEShape, Reading, "The Mexican CLABE is not 18 digits; the specification states no format."},
	{CLABECheckDigit, Reading, "The Mexican CLABE fails its check digit (weights 3, 7, 1); the specification states no check."},
	{BRTaxIDShape, Reading, "The Brazilian tax_id is neither 11 digits (CPF) nor 14 (CNPJ); the specification states no format."},
	{MsisdnE164, Reading, "additional_info.msisdn is not an E.164 number (+, then up to 15 digits); the specification states no format."},
	{ProxyIDRequired, Spec, "A PayNow payout without proxy_id: \"PayNow requires non-empty proxy_id\"."},
	{AdditionalInfoRequired, Reading, "An additional_info member that preflight's corridor table reads as required (CNAPS identity document of an individual, BRL tax_id, KES msisdn) is absent; the specification names the members but not the corridors."},
	{BankNameRequired, Reading, "bank_name is absent where preflight's corridor table reads it as required (SWIFT, FEDWIRE, CNAPS, BRL)."},
	{BankAddressRequired, Reading, "bank_address is absent where preflight's corridor table reads it as required (SWIFT)."},
	{BeneficiaryIDMissing, Spec, "The path parameter id is absent or empty: the request names no beneficiary."},
	{BeneficiaryIDShape, Reading, "The id is not 1 to 64 English letters, digits, '-' and '_': the shape preflight reads for ids, which also keeps the request path intact."},
	{BeneficiaryNotFound, Facts, "The stored beneficiaries (facts fiat.beneficiaries) hold no beneficiary with the id."},
	{RecipientRepeat, Facts, "A stored beneficiary (facts fiat.beneficiaries) has the same IBAN, or the same account number and routing_code_value1."},

	// payout
	{PayoutBeneficiaryMissing, Spec, "The specification: \"neither beneficiary_id nor beneficiary can be empty\". An empty beneficiary object ({}) counts as empty."},
	{PayoutBeneficiaryIDShape, Reading, "The specification shows no id format; preflight reads a beneficiary_id as 1 to 64 English letters, digits, '-' and '_' (UUIDs, prefixed ids) and predicts \"beneficiary invalid\" for anything else."},
	{PayoutDateNotReal, Spec, "payout_date is not a real calendar date (\"2026-02-30\", \"tomorrow\"): no platform can read it as a date."},
	{PayoutDateFormat, Reading, "payout_date holds a real date in another layout than YYYY-MM-DD (\"2026/11/23\", \"23.11.2026\", a timestamp): the specification does not state the layout; preflight predicts \"payout_date invalid\"."},
	{PayoutPurposeCodeList, Reading, "purpose_code is not in preflight's word list (corridor.PurposeCodes): the specification names no list."},
	{FiatCurrencyUnknown, Spec, "A payment, receiving, sell or buy currency that is not an ISO 4217 code (nor CNH, the offshore renminbi): it cannot be a currency at all. Letter case and surrounding spaces do not count."},
	{FiatAmountMissing, Spec, "A payout with neither payment_amount nor receiving_amount pays nothing."},
	{FiatAmountNotDecimal, Spec, "An amount that is not a decimal number (\"one hundred\", \"1,5\")."},
	{FiatAmountNotPositive, Spec, "A zero or negative amount."},
	{FiatAmountScale, Reading, "More decimal places than the currency's ISO 4217 minor units (USD 2, JPY 0, KWD 3), trailing zeros aside: the specification does not state it; preflight predicts the amount entry."},
	{PayoutCurrenciesDiffer, Spec, "The specification: \"payment currency must equal receiving currency\" (without a quote_id)."},
	{PayoutAmountsDiffer, Spec, "The specification: \"payment amount must equal receiving amount\" (without a quote_id)."},
	{PayoutFeePaidBy, Spec, "The specification: fee_paid_by must be OURS or SHARED for a SWIFT payout."},
	{PayoutFeePaidByCase, Reading, "fee_paid_by is OURS or SHARED written in another letter case (\"ours\"): whether the platform accepts it is not stated; preflight predicts the fee_paid_by entry."},
	{PayoutReferenceSWIFT, Reading, "The specification names the entry but not the set; preflight reads the SWIFT \"x\" character set (a-z A-Z 0-9 / - ? : ( ) . , ' + space)."},
	{PayoutInvoiceRequired, Spec, "The specification: \"for INR payouts using LOCAL payment method, an invoice document is required\"; the corridor table marks the rows paid by that method (INR-IFSC and INR-LOCAL)."},
	{PayoutCorridorCap, Spec, "The specification: an SGD FAST payout carries at most 200,000 per transaction; the corridor table holds the cap (SGD-FAST)."},
	{PayoutBeneficiaryNotFound, Facts, "beneficiary_id is not among the account's beneficiaries (facts fiat.beneficiaries)."},
	{PayoutBeneficiaryNotActive, Facts, "The stored beneficiary's status is not active (facts fiat.beneficiaries, status in any letter case)."},
	{FiatQuoteMismatch, Facts, "The quote is not among the caller's quotes, not valid, or for other currencies or another amount (facts fiat.quotes)."},
	{PayoutPOBODisabled, Facts, "A payer_id is given and pay-on-behalf-of is not enabled (facts fiat.pobo_enabled)."},
	{PayoutPayerUnknown, Facts, "payer_id is not among the account's payers (facts fiat.payers)."},
	{PayoutProductNotEnrolled, Facts, "The account is not enrolled in the payout product (facts fiat.payout_enrolled)."},
	{PayoutFeeTierMissing, Facts, "The account has no payout fee tier (facts fiat.fee_tier_configured)."},
	{PayoutChannelInactive, Facts, "The account's channel for the currency pair and clearing system is inactive and no other is active (facts fiat.channels)."},
	{PayoutNoActiveChannel, Facts, "The account has no active channel for the currency pair (facts fiat.channels)."},
	{FiatBalanceInsufficient, Facts, "The available balance in the payment (or sell) currency does not cover the amount; a currency absent from the balances facts is held at zero."},
	{PayoutIDShape, Reading, "The specification shows no id format; preflight reads a payout id as 1 to 64 English letters, digits, '-' and '_' and predicts \"payout not found\" for anything else."},
	{PayoutNotFound, Facts, "The id is not among the account's payouts (facts fiat.payouts)."},
	{ConversionInputMissing, Spec, "The specification names a conversion's inputs as quote reference, currencies and amount; without a quote_id, a conversion that names no sell_currency, buy_currency or amount converts nothing."},

	// ramp
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
	{LimitsCountedUsage, Reading, "The amount with the usage so far exceeds the daily or monthly limit, where that usage is a count the caller made of what it sent (usage_counted: the proxy's or the transport's UsageTracker) rather than the platform's figure: it counts every quote answered, converted or not, and the specification does not show whether the platform does, so this predicts the limit's entry."},
	{LimitsHeadroom, Facts, "Advice: what the daily or monthly limit in the facts leaves after this amount."},
}
