// Package payout checks a fiat payout (fiat/create-payout) before it is sent, for a Go program
// that makes payouts and wants the answer without naming the operation.
//
// Check is the root package's Check for fiat/create-payout: same report, same errors (promises
// the platform refuses the payout with exactly those entries) and warnings (preflight's readings,
// errors under Options.Strict). ValidDate and PurposeCode are two of its readings on their own,
// for a form that checks one field as it is typed.
//
// The order in which a payout's findings come, and which of them are the specification's and
// which are preflight's readings, is documented with the rules:
// go doc github.com/preflightpay/preflight/internal/payout.
package payout

import (
	preflight "github.com/preflightpay/preflight"
	engine "github.com/preflightpay/preflight/internal/payout"
)

const operation = "fiat/create-payout"

// Check checks a create-payout request body against the facts the caller knows (factsJSON may
// be nil: the rules that need facts are then reported as skipped).
func Check(request, factsJSON []byte, opts preflight.Options) (preflight.Report, error) {
	return preflight.Check(operation, request, factsJSON, opts)
}

// ValidDate reports whether s is a payout_date the platform can read: a real calendar date
// written YYYY-MM-DD, years 1000 to 9999 ("2026-02-29" is not one).
func ValidDate(s string) bool { return engine.ValidDate(s) }

// PurposeCode reports whether code is an accepted purpose_code. A code outside the list is a
// warning in Check's report, not an error: the list is preflight's reading.
func PurposeCode(code string) bool { return engine.PurposeCode(code) }
