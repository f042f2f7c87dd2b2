// Package payout checks fiat payouts (fiat/create-payout, fiat/retrieve-payout) and fiat
// conversions (fiat/create-conversion) before they are sent.
//
// A payout is read once (Decode: strings, exact decimals, the nested beneficiary) and judged by
// Validate, which does not allocate on a valid payout: its findings and their params are its
// only allocations (and a sort code or BSB written with separators, "40-47-84", which package
// bankid returns as a new string of its six digits). CheckCreate is the two together, as the operation registry runs it.
//
// # Order of findings
//
// Validate visits the payout's fields in this order, and a report lists its errors in the same
// order:
//
//  1. beneficiary_id or beneficiary: one of them ("neither beneficiary_id nor beneficiary can be
//     empty"); a beneficiary_id of the wrong shape ("beneficiary invalid").
//  2. payout_date: when given, a real calendar date YYYY-MM-DD ("payout_date invalid").
//  3. purpose_code: when given, one of corridor.PurposeCodes ("purpose_code invalid").
//  4. payment_currency, then receiving_currency: a currency the platform knows ("currency not
//     supported").
//  5. payment_amount, then receiving_amount: at least one; a decimal number ("amount invalid"),
//     positive and within the currency's minor units ("invalid amount"); then, without a
//     quote_id, receiving_currency equal to payment_currency and receiving_amount equal to
//     payment_amount.
//  6. For payment_method SWIFT: fee_paid_by OURS or SHARED, reference in the SWIFT character
//     set.
//  7. The nested beneficiary, in the order of package beneficiary: entity_type, names,
//     account_holder, address.country, clearing_system and the corridor, account_number and
//     iban, swift_code, routing codes, proxy_id, additional_info, the rest of the address,
//     bank_name, bank_address.
//  8. The corridor's payout rules: invoice_document (INR LOCAL), the per-transaction cap (SGD
//     FAST).
//  9. Rules that need facts, each skipped and listed when its fact is absent: the named
//     beneficiary's existence and state (fiat.beneficiaries), a repeated recipient
//     (fiat.beneficiaries), the quote (fiat.quotes), pay-on-behalf-of (fiat.pobo_enabled,
//     fiat.payers), the payout product (fiat.payout_enrolled), the fee tier
//     (fiat.fee_tier_configured), the channels (fiat.channels), the balance (balances).
//
// fiat/create-conversion checks sell_currency and buy_currency, then the quote and the balance
// when their facts are given. fiat/retrieve-payout checks the id's shape and, with
// fiat.payouts, that the payout exists.
package payout
