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
// A rule whose fact is absent is skipped and listed in the report's "skipped".
package ramp
