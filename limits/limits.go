// Package limits answers two questions about amounts and pages that a Go program can ask
// without checking a whole request: whether an amount fits its currency's decimal places
// (CheckScale, MinorUnits), and whether a list's page_size and page_number are in bounds.
//
// The account's amount limits (minimum, maximum, daily, monthly, with the usage so far) are
// facts the caller gives the root package's Check; the rules that apply them are documented at
// go doc github.com/preflightpay/preflight/internal/limits.
package limits

import (
	engine "github.com/preflightpay/preflight/internal/limits"
	"github.com/shopspring/decimal"
)

// The categories of CheckScale's errors, for errors.Is.
var (
	ErrUnknownCurrency = engine.ErrUnknownCurrency
	ErrNotWhole        = engine.ErrNotWhole
	ErrTooManyDecimals = engine.ErrTooManyDecimals
)

// ScaleError says why an amount does not fit its currency: the currency, the amount, the
// currency's decimal places (-1 when it is unknown) and one of the Err categories.
type ScaleError = engine.ScaleError

// MinorUnits returns the number of decimal places amounts in code may have (ISO 4217 with
// package currency's overrides), and false for an unknown code.
func MinorUnits(code string) (int, bool) { return engine.MinorUnits(code) }

// CheckScale reports whether amount can be expressed in code's minor units, as Check's rules
// judge a request's amount. Trailing zeros do not count: "100.00" JPY is 100. A fraction in a
// currency without minor units is ErrNotWhole (the platform's "amount must be an integer for
// %s"); more decimals than a currency with minor units allows is ErrTooManyDecimals, which
// preflight treats as an invalid amount rather than rounding it, since no rounding rule is
// published. The error is a *ScaleError.
func CheckScale(amount decimal.Decimal, code string) error { return engine.CheckScale(amount, code) }

// The bounds of list paging (fiat/list-transfers).
const (
	MinPageSize = engine.MinPageSize
	MaxPageSize = engine.MaxPageSize
)

// ValidPageNumber reports whether s, a query parameter's text, is a positive integer: digits
// only (leading zeros allowed, as a query parser reads them), at least 1.
func ValidPageNumber(s string) bool { return engine.ValidPageNumber(s) }

// ValidPageSize reports whether s is an integer from MinPageSize to MaxPageSize.
func ValidPageSize(s string) bool { return engine.ValidPageSize(s) }
