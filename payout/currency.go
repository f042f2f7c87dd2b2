package payout

import "github.com/preflightpay/preflight/currency"

// knownCurrency reports whether code is a currency package currency knows.
func knownCurrency(code string) bool { return currency.Known(code) }
