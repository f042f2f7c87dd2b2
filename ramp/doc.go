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
package ramp
