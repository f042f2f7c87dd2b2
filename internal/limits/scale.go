package limits

import (
	"errors"

	"github.com/preflightpay/preflight/currency"
	"github.com/preflightpay/preflight/internal/rule"
	"github.com/shopspring/decimal"
)

// The categories of CheckScale's errors.
var (
	ErrUnknownCurrency = errors.New("unknown currency")
	ErrNotWhole        = errors.New("amount must be a whole number for this currency")
	ErrTooManyDecimals = errors.New("amount has more decimals than the currency allows")
)

// ScaleError says why an amount does not fit its currency.
type ScaleError struct {
	Currency   string
	Amount     decimal.Decimal
	MinorUnits int // the currency's decimal places; -1 when the currency is unknown
	Err        error
}

func (e *ScaleError) Error() string {
	return e.Err.Error() + ": " + e.Amount.String() + " " + e.Currency
}

func (e *ScaleError) Unwrap() error { return e.Err }

// MinorUnits returns the number of decimal places amounts in code may have (ISO 4217 with
// package currency's overrides), and false for an unknown code.
func MinorUnits(code string) (int, bool) { return currency.MinorUnits(code) }

// CheckScale reports whether amount can be expressed in code's minor units, as the rules'
// rule.Amount.MinorUnits does, for a caller holding a decimal. Trailing zeros do not count:
// "100.00" JPY is 100. A fraction in a currency without minor units is ErrNotWhole (the
// platform's "amount must be an integer for %s"); more decimals than a currency with minor
// units allows is ErrTooManyDecimals, which preflight treats as an invalid amount rather than
// rounding it, since no rounding rule is published.
func CheckScale(amount decimal.Decimal, code string) error {
	units, ok := currency.MinorUnits(code)
	if !ok {
		return &ScaleError{Currency: code, Amount: amount, MinorUnits: -1, Err: ErrUnknownCurrency}
	}
	if rule.DecimalPlaces(amount) <= units {
		return nil
	}
	err := ErrTooManyDecimals
	if units == 0 {
		err = ErrNotWhole
	}
	return &ScaleError{Currency: code, Amount: amount, MinorUnits: units, Err: err}
}
