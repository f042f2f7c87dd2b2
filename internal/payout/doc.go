// Package payout checks fiat payouts (fiat/create-payout, fiat/retrieve-payout) and fiat
// conversions (fiat/create-conversion) before they are sent.
//
// A payout is read once (Decode: strings, exact decimals, the nested beneficiary) and judged by
// Validate, which does not allocate on a valid payout: its findings and their params are its
// only allocations (and a sort code or BSB written with separators, "40-47-84", which package
// bankid returns as a new string of its six digits). CheckCreate is the two together, as the
// operation registry runs it.
//
// # What is certain and what is predicted
//
// Every finding carries a reason whose code (package reason, reason/codes.go) says what it
// stands on. The specification's own conditions and values that cannot be what they claim (an
// amount that is not a decimal number or not positive, a date that is no date, a code that is
// no ISO 4217 currency) are errors; so are findings from the caller's facts. preflight's own
// readings are warnings that predict the entry, errors only in strict mode: the purpose-code
// list, decimal places beyond the currency's minor units, the SWIFT character set of the
// reference, a date written otherwise than YYYY-MM-DD, fee_paid_by in another letter case, and
// the shape of a beneficiary or payout id.
//
// # Order of findings
//
// Decode first reports each member of a JSON type it cannot read ("invalid request"). Validate
// then visits the payout's fields in this order, and a report lists its errors (and its
// warnings) in the same order; TestFindingOrderIsDocumented holds the list to the code:
//
//  1. beneficiary_id or beneficiary: one of them, an empty object counting as none ("neither
//     beneficiary_id nor beneficiary can be empty"); a beneficiary_id of the wrong shape
//     ("beneficiary invalid", predicted).
//  2. payout_date: when given and not blank, a real calendar date ("payout_date invalid"),
//     written YYYY-MM-DD (predicted).
//  3. purpose_code: when given, one of corridor.PurposeCodes ("purpose_code invalid",
//     predicted).
//  4. payment_currency, then receiving_currency: an ISO 4217 code in any letter case ("currency
//     not supported").
//  5. payment_amount, then receiving_amount: at least one; a decimal number ("amount invalid"),
//     positive ("invalid amount") and within the currency's minor units ("invalid amount",
//     predicted); then, without a quote_id, receiving_currency equal to payment_currency
//     ("payment currency must equal receiving currency") and receiving_amount equal to
//     payment_amount ("payment amount must equal receiving amount").
//  6. SWIFT: for payment_method SWIFT, fee_paid_by OURS or SHARED ("fee_paid_by must be OURS or
//     SHARED for SWIFT payout"), the reference in the SWIFT character set ("payout reference
//     contains unsupported characters for SWIFT", predicted).
//  7. beneficiary: the nested beneficiary, in the order of package beneficiary: entity_type,
//     names, account_holder, address.country, clearing_system and the corridor, account_number
//     and iban, swift_code, routing codes, proxy_id, additional_info, the rest of the address,
//     bank_name, bank_address.
//  8. corridor: what the corridor's row of the table asks of the payout itself: an
//     invoice_document for INR by the LOCAL payment method, through IFSC or LOCAL ("for INR
//     payouts using LOCAL payment method, an invoice document is required"), at most 200,000
//     for SGD FAST ("SGD FAST payout cannot exceed 200,000 per transaction"). A beneficiary
//     named by id takes the clearing system of fiat.beneficiaries.
//  9. facts: rules that need facts, each skipped and listed when its fact is absent: the named
//     beneficiary's existence and state, fiat.beneficiaries ("beneficiary not found",
//     "beneficiary not active"); a repeated recipient, fiat.beneficiaries ("recipient repeat
//     addition"); the quote, fiat.quotes ("quote invalid or mismatched"); pay-on-behalf-of,
//     fiat.pobo_enabled and fiat.payers ("pay on behalf of (POBO) is not enabled for this
//     account", "payer not exists"); the payout product, fiat.payout_enrolled ("payout product
//     not enrolled"); the fee tier, fiat.fee_tier_configured ("payout fee tier not
//     configured"); the channels, fiat.channels ("the specified payout channel is not active",
//     "no active payout channel for this currency pair"); the balance, balances ("insufficient
//     balance"), a currency absent from them held at zero.
//
// Stored facts and the request are compared in one form per kind of value (see facts.Fiat):
// statuses in any letter case, currency codes in any case, sort codes and BSBs with or without
// separators, IBANs with spaces.
//
// fiat/create-conversion answers only with the entries the catalog documents for it: without a
// quote_id it needs sell_currency, buy_currency and amount ("invalid request"); the currencies
// are ISO 4217 codes ("currency not supported"); the amount is a positive decimal number
// ("invalid request"), predicted refused beyond the minor units of both currencies; with facts,
// the quote ("quote invalid or mismatched") and the balance in sell_currency ("insufficient
// balance"). fiat/retrieve-payout predicts "payout not found" for an id no payout can have and,
// with fiat.payouts, finds it certainly.
package payout
