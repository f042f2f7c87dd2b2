// Package ramp checks the crypto ramp's money movements before the platform sees them: quotes,
// conversions, withdrawals, transfers, and the deposit-address, network-fee and asset reads.
// The address book and its travel-rule data are package travelrule's; the amount limits
// (minimum, maximum, daily, monthly) are package limits'.
//
// # Classes of money
//
// Classify sorts a code into Fiat (ISO 4217, and CNH), Stablecoin (the small table Stablecoins:
// USDT, USDC, DAI, PYUSD, FDUSD, TUSD, USDP, EURC, USDG, RLUSD) or Crypto (anything else). The
// platform's buy/sell pairs fiat with a stablecoin; a non-stablecoin crypto asset moves through a
// swap, whose quote fixes the amount on the crypto side in multiples of the venue's contract
// step.
//
// # Amounts
//
// An amount is a JSON number or a string holding a decimal, read exactly. Another JSON type is
// the request the platform cannot read ("invalid request", or "parameter is invalid" for the typed
// transfer operations). A string that is not a decimal, zero or negative is "invalid amount".
// A missing amount is "invalid quote request (check currencies/amount)" for a quote, "invalid
// amount" for a withdrawal, and nothing for a conversion (the quote carries it).
//
// # Facts
//
// Account settings and states (exchange_enabled, crypto_service_active, swap_in_progress, ...),
// the quote a conversion refers to, per-asset states, network fees, contract steps, the address
// book and balances come from the facts document (package facts, sections ramp and balances).
// A rule whose fact is absent is skipped and listed in the report's "skipped". When the balances
// section is given it lists every balance the account holds: a currency absent from it is held at
// zero. For create-transfer the balances are the caller's, so they are compared only when the
// caller (account.id) is the source or is not known. ramp.transfer_accounts gives the accounts a
// transfer may name ("Account not found or deactivated", "Account not active"); ramp.conversions,
// ramp.deposits and ramp.withdrawals the account's orders by id ("order not found", "deposit not
// found", "withdrawal not found"). Status values match in any letter case. A ramp transfer
// absent from the facts is not checked: its only catalog answer, "Error to Geting Transfer
// Data", is a failure to retry later, not a not-found.
//
// # Equal values
//
// One normaliser per kind of value, for the request and the facts alike: currency and asset codes
// by currency.Normalize, network names by chainaddr.NetworkName (ERC20 is ETH, TRC20 is TRX),
// wallet addresses by chainaddr.SameAddress (EVM in any case, bech32 all-lower or all-upper).
//
// # Bases
//
// Each finding carries a reason whose code (package reason, file ramp.go) says what it stands
// on. The classes of money are preflight's tables, so "buy/sell supports stablecoins only" and a
// swap's crypto side are predictions (warnings unless strict), as is a transfer to the same
// account, which the specification does not forbid.
//
// # Order of findings
//
// Every operation first runs the rules all operations share, in the order of the rules table
// (rules.go of package preflight): the caller's account (package account), display-order
// controls in strings (package bidi, advice only) and, for an operation that takes an
// idempotency key, the key's record (package idempotency). Its own rules follow, in the steps
// below; a report lists its errors (and its predictions) in the same order. A member of a JSON
// type the operation cannot read is its "invalid request" ("parameter is invalid" for the typed
// transfer operations) in the step that reads it. Later steps mostly keep silent about it, but
// three read it as absent and speak again at its field: deposit-wallet-address's asset (step 2),
// create-conversion's quote_id against ramp.quote (step 5) and create-withdraw's asset against a
// universal whitelist entry (step 5). The list operations have no rules of their own.
// TestFindingOrderIsDocumented holds these lists to the code.
//
// ramp/create-quote:
//
//  1. sell_currency, buy_currency and fixed_currency, then amount, read ("invalid request"); the
//     amount, when given, a positive decimal ("invalid amount").
//  2. fixed_currency, when given, one of the two currencies ("fixed_currency must equal
//     sell_currency or buy_currency").
//  3. sell_currency, then buy_currency, in ramp.supported_currencies ("currency not supported").
//  4. the first of these that fails: sell_currency given, buy_currency given, the two
//     different, an amount given ("invalid quote request (check currencies/amount)").
//  5. the account's settings: ramp.exchange_enabled ("exchange not enabled for account"), then
//     ramp.exchange_limit_configured ("exchange limit not configured for account").
//  6. a swap, with a valid amount, two different currencies and a fixed_currency:
//     fixed_currency on the crypto side (predicted), then the amount a multiple of
//     ramp.contract_steps ("for non-stablecoin swaps, amount must be on the crypto side and a
//     multiple of the venue contract step").
//  7. the limits (package limits), after every other rule, in fixed_currency or, when it is absent or blank,
//     sell_currency: minimum ("amount below minimum"), maximum ("amount above maximum"), daily
//     ("amount exceeds daily limit"), monthly ("amount exceeds monthly limit"); the daily and
//     monthly headroom left is advice.
//
// ramp/create-conversion:
//
//  1. quote_id, sell_currency and buy_currency, then amount, read ("invalid request"); the
//     amount, when given, a positive decimal ("invalid amount").
//  2. buy/sell against swap: fiat for a non-stablecoin crypto asset, on the buy side or the sell
//     side ("buy/sell supports stablecoins only; use swap for non-stablecoins", predicted).
//  3. sell_currency, then buy_currency, in ramp.supported_currencies ("currency not supported").
//  4. the account's state: ramp.exchange_enabled ("exchange not enabled for account"),
//     ramp.crypto_service_active ("crypto service is not active for this account"),
//     ramp.swap_in_progress ("another swap for this account is in progress").
//  5. the quote, ramp.quote: its id, sell currency, buy currency and amount against the
//     request, the first that differs ("quote invalid or mismatched"); else whether it was used
//     ("quote already used") and whether the price moved ("market price moved beyond tolerance
//     since quote; please re-quote").
//  6. the destination asset, a buy_currency that is not fiat, ramp.assets: activated
//     ("destination asset is not activated for this account"), else active ("destination asset
//     is inactive for this account").
//  7. the balance in sell_currency: the quote's sell_amount when known, else the amount when the
//     quote is unknown or fixes the sell side ("insufficient balance").
//
// ramp/create-withdraw:
//
//  1. address_id, withdraw_address, network and asset read ("invalid request"); address_id or
//     withdraw_address given ("address_id or withdraw_address is required").
//  2. amount read ("invalid request"), given and a positive decimal ("invalid amount").
//  3. asset in ramp.supported_currencies ("currency not supported").
//  4. ramp.crypto_service_active ("crypto service is not active for this account").
//  5. the whitelist, ramp.address_book: an entry by address_id, or by address and network, with
//     is_whitelist true ("destination address not whitelisted"); a universal entry needs the
//     request's asset ("asset is required for a universal whitelist address"), an entry for
//     one asset takes that asset only ("asset does not match the whitelisted address"). Without
//     an asset in the request, the entry's asset stands for it in steps 8 to 10.
//  6. the account's settings: ramp.withdraw_fee_configured ("withdraw product/fee not
//     configured"), then ramp.withdraw_limit_configured ("withdraw limit not configured for
//     account").
//  7. the whitelisted entry's travel_rule_set ("destination address requires compliance info,
//     please complete it in address book").
//  8. with an asset, ramp.network_fees: an amount above the fee ("amount too small to cover
//     network fee").
//  9. the asset's state, ramp.assets: withdraw_channel_configured ("withdraw channel not
//     configured for this account/asset"), then balance_account ("no balance account for this
//     asset").
//  10. the balance in the asset ("insufficient balance").
//  11. the limits (package limits), after every other rule, in the request's asset: minimum
//     ("amount below minimum"), maximum ("amount above maximum"), daily ("amount exceeds daily
//     limit"), monthly ("amount exceeds monthly limit"); the daily and monthly headroom left is
//     advice.
//
// ramp/create-transfer:
//
//  1. the request ("parameter is invalid" for each): source_account_id, target_account_id,
//     currency and reason read; source_account_id, target_account_id and currency given; the
//     target another account than the source (predicted); amount read, given and a positive
//     decimal.
//  2. the accounts, ramp.transfer_accounts: the source, then a target other than the source,
//     known and not deactivated ("Account not found or deactivated"), active ("Account not
//     active").
//  3. the balance in currency, when the caller (account.id) is the source or is not known
//     ("Insufficient account balance").
//
// ramp/retrieve-transfer:
//
//  1. order_id read and given ("parameter is invalid").
//
// ramp/retrieve-asset:
//
//  1. balance_currency read ("invalid request").
//  2. the asset's balance_account, ramp.assets ("balance not found").
//
// ramp/deposit-wallet-address:
//
//  1. asset and network read ("invalid request").
//  2. asset, else network, given ("asset and network are required"); an asset of another JSON
//     type counts as not given.
//  3. ramp.deposit_addresses holds an address for the asset on the network ("deposit address
//     not found").
//
// ramp/estimate-network-fee:
//
//  1. asset read ("invalid request") and given ("asset is required").
//
// ramp/retrieve-conversion, ramp/retrieve-deposit, ramp/retrieve-withdraw:
//
//  1. order_id read ("invalid request"); an absent order_id is not reported.
//  2. the order among the account's orders of its kind: ramp.conversions ("order not found"),
//     ramp.deposits ("deposit not found"), ramp.withdrawals ("withdrawal not found").
package ramp
