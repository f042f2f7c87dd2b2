// Package payout checks fiat payouts (fiat/create-payout, fiat/retrieve-payout) and fiat
// conversions (fiat/create-conversion) before they are sent.
//
// A payout is read once (Decode: strings, exact decimals, the nested beneficiary) and judged by
// Validate, which does not allocate on a valid payout: its findings and their params are its
// only allocations (and a sort code or BSB written with separators, "40-47-84", which package
// bankid returns as a new string of its six digits). CheckCreate is the two together, as the
// operation registry runs it.
//
// # Order of findings
//
// Decode first reports each member of a JSON type it cannot read ("invalid request"). Validate
// then visits the payout's fields in this order, and a report lists its errors (and its
// warnings) in the same order; TestFindingOrderIsDocumented holds the list to the code:
//
//  1. beneficiary_id or beneficiary: one of them ("neither beneficiary_id nor beneficiary can be
//     empty"); a beneficiary_id of the wrong shape ("beneficiary invalid").
//  2. payout_date: when given, a real calendar date YYYY-MM-DD ("payout_date invalid").
//  3. purpose_code: when given, one of corridor.PurposeCodes ("purpose_code invalid").
//  4. payment_currency, then receiving_currency: a currency the platform knows ("currency not
//     supported").
//  5. payment_amount, then receiving_amount: at least one; a decimal number ("amount invalid"),
//     positive and within the currency's minor units ("invalid amount"); then, without a
//     quote_id, receiving_currency equal to payment_currency ("payment currency must equal
//     receiving currency") and receiving_amount equal to payment_amount ("payment amount must
//     equal receiving amount").
//  6. SWIFT: for payment_method SWIFT, fee_paid_by OURS or SHARED ("fee_paid_by must be OURS or
//     SHARED for SWIFT payout"), the reference in the SWIFT character set ("payout reference
//     contains unsupported characters for SWIFT").
//  7. beneficiary: the nested beneficiary, in the order of package beneficiary: entity_type,
//     names, account_holder, address.country, clearing_system and the corridor, account_number
//     and iban, swift_code, routing codes, proxy_id, additional_info, the rest of the address,
//     bank_name, bank_address.
//  8. corridor: the corridor's payout rules: invoice_document for INR LOCAL ("for INR payouts
//     using LOCAL payment method, an invoice document is required"), the per-transaction cap of
//     SGD FAST ("SGD FAST payout cannot exceed 200,000 per transaction").
//  9. facts: rules that need facts, each skipped and listed when its fact is absent: the named
//     beneficiary's existence and state, fiat.beneficiaries ("beneficiary not found",
//     "beneficiary not active"); a repeated recipient, fiat.beneficiaries ("recipient repeat
//     addition"); the quote, fiat.quotes ("quote invalid or mismatched"); pay-on-behalf-of,
//     fiat.pobo_enabled and fiat.payers ("pay on behalf of (POBO) is not enabled for this
//     account", "payer not exists"); the payout product, fiat.payout_enrolled ("payout product
//     not enrolled"); the fee tier, fiat.fee_tier_configured ("payout fee tier not
//     configured"); the channels, fiat.channels ("the specified payout channel is not active",
//     "no active payout channel for this currency pair"); the balance, balances ("insufficient
//     balance").
//
// fiat/create-conversion checks sell_currency and buy_currency, then the quote and the balance
// when their facts are given. fiat/retrieve-payout checks the id's shape and, with
// fiat.payouts, that the payout exists.
package payout
