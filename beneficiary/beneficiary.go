// Package beneficiary checks a fiat beneficiary before it is stored (fiat/create-beneficiary),
// for a Go program that registers payees and wants the answer without naming the operation.
//
// Check is the root package's Check for fiat/create-beneficiary: the members the platform
// documents for this operation (entity_type, account_number), then, given the stored
// beneficiaries as facts, "recipient repeat addition". Errors are certain; warnings are
// preflight's readings (errors under Options.Strict). A payout carrying its beneficiary is
// checked by package payout, where the beneficiary's corridor (address country, currency,
// clearing system) adds its own rules. The order of findings is documented with the rules:
// go doc github.com/preflightpay/preflight/internal/beneficiary.
package beneficiary

import (
	preflight "github.com/preflightpay/preflight"
	engine "github.com/preflightpay/preflight/internal/beneficiary"
)

// The values of entity_type.
const (
	Individual = engine.Individual
	Company    = engine.Company
)

const operation = "fiat/create-beneficiary"

// Check checks a create-beneficiary request body against the facts the caller knows (factsJSON
// may be nil: the rules that need facts, such as a repeated addition, are then reported as
// skipped).
func Check(request, factsJSON []byte, opts preflight.Options) (preflight.Report, error) {
	return preflight.Check(operation, request, factsJSON, opts)
}

// ValidID reports whether id has the shape of a beneficiary (or payout) id: 1 to 64 characters,
// English letters, digits, '-' and '_'. The specification shows no id, so a Check that finds
// another shape only predicts the platform's refusal.
func ValidID(id string) bool { return engine.ValidID(id) }
