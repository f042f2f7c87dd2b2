package reason

// The codes of fiat payouts and conversions: amounts, currencies, dates, purpose, payment method
// and the payout facts (packages payout, currency). Codes shared by payouts and conversions
// carry the area "fiat-amount", "fiat-currency", "fiat-quote" or "fiat-balance".
const (
	// PayoutBeneficiaryMissing: neither beneficiary_id nor a non-empty beneficiary.
	PayoutBeneficiaryMissing Code = "payout.beneficiary-missing"
	// PayoutBeneficiaryIDShape: beneficiary_id is not an id preflight thinks possible.
	PayoutBeneficiaryIDShape Code = "payout.beneficiary-id-shape"
	// PayoutDateNotReal: payout_date is not a date at all.
	PayoutDateNotReal Code = "payout.date-not-real"
	// PayoutDateFormat: payout_date is a date written otherwise than YYYY-MM-DD.
	PayoutDateFormat Code = "payout.date-format"
	// PayoutPurposeCodeList: purpose_code is not in preflight's word list.
	PayoutPurposeCodeList Code = "payout.purpose-code-list"
	// FiatCurrencyUnknown: a currency code that is not ISO 4217 (nor CNH).
	FiatCurrencyUnknown Code = "fiat-currency.unknown"
	// FiatAmountMissing: no amount at all.
	FiatAmountMissing Code = "fiat-amount.missing"
	// FiatAmountNotDecimal: an amount that is not a decimal number.
	FiatAmountNotDecimal Code = "fiat-amount.not-decimal"
	// FiatAmountNotPositive: a zero or negative amount.
	FiatAmountNotPositive Code = "fiat-amount.not-positive"
	// FiatAmountScale: more decimal places than the currency's minor units.
	FiatAmountScale Code = "fiat-amount.scale"
	// PayoutCurrenciesDiffer: receiving_currency differs from payment_currency without a quote.
	PayoutCurrenciesDiffer Code = "payout.currencies-differ"
	// PayoutAmountsDiffer: receiving_amount differs from payment_amount without a quote.
	PayoutAmountsDiffer Code = "payout.amounts-differ"
	// PayoutFeePaidBy: a SWIFT payout's fee_paid_by is not OURS or SHARED.
	PayoutFeePaidBy Code = "payout.fee-paid-by"
	// PayoutFeePaidByCase: fee_paid_by is OURS or SHARED in another letter case.
	PayoutFeePaidByCase Code = "payout.fee-paid-by-case"
	// PayoutReferenceSWIFT: a SWIFT payout's reference leaves the SWIFT character set.
	PayoutReferenceSWIFT Code = "payout.reference-swift-charset"
	// PayoutInvoiceRequired: a payout through a corridor that needs an invoice_document (INR by
	// the LOCAL payment method) without one.
	PayoutInvoiceRequired Code = "payout.invoice-required"
	// PayoutCorridorCap: a payout above its corridor's cap per transaction (SGD FAST: 200,000).
	PayoutCorridorCap Code = "payout.corridor-cap"
	// PayoutBeneficiaryNotFound: beneficiary_id is not among the stored beneficiaries.
	PayoutBeneficiaryNotFound Code = "payout.beneficiary-not-found"
	// PayoutBeneficiaryNotActive: the stored beneficiary is not active.
	PayoutBeneficiaryNotActive Code = "payout.beneficiary-not-active"
	// FiatQuoteMismatch: the quote is unknown, not valid, or for other currencies or amount.
	FiatQuoteMismatch Code = "fiat-quote.mismatch"
	// PayoutPOBODisabled: payer_id given while pay-on-behalf-of is disabled.
	PayoutPOBODisabled Code = "payout.pobo-disabled"
	// PayoutPayerUnknown: payer_id is not among the account's payers.
	PayoutPayerUnknown Code = "payout.payer-unknown"
	// PayoutProductNotEnrolled: the account is not enrolled in payouts.
	PayoutProductNotEnrolled Code = "payout.product-not-enrolled"
	// PayoutFeeTierMissing: no payout fee tier is configured.
	PayoutFeeTierMissing Code = "payout.fee-tier-missing"
	// PayoutChannelInactive: the payout's channel exists and is inactive.
	PayoutChannelInactive Code = "payout.channel-inactive"
	// PayoutNoActiveChannel: no active channel for the currency pair.
	PayoutNoActiveChannel Code = "payout.no-active-channel"
	// FiatBalanceInsufficient: the balance does not cover the amount.
	FiatBalanceInsufficient Code = "fiat-balance.insufficient"
	// PayoutIDShape: a payout id no payout can have.
	PayoutIDShape Code = "payout.id-shape"
	// PayoutNotFound: the payout id is not among the account's payouts.
	PayoutNotFound Code = "payout.not-found"
	// ConversionInputMissing: a conversion without a quote names no currency or no amount.
	ConversionInputMissing Code = "conversion.input-missing"
)

var payoutCodes = []Info{
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
}
