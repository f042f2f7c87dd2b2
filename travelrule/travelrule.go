// Package travelrule checks a wallet address for the ramp's address book
// (ramp/create-address-book) with its travel-rule data, for a Go program that registers
// withdrawal addresses and wants the answer without naming the operation.
//
// Check is the root package's Check for ramp/create-address-book: the address against its
// network, the wallet type and the party fields, meta_data as JSON and as an IVMS101 payload.
// The enumerations are the values the platform accepts for the party fields, for a form's
// choices; Declarations are the address_type and legal_declaration pairs, preflight's reading
// (the specification names the rule, not the values). The rules and their order:
// go doc github.com/preflightpay/preflight/internal/travelrule.
package travelrule

import (
	preflight "github.com/preflightpay/preflight"
	engine "github.com/preflightpay/preflight/internal/travelrule"
)

const operation = "ramp/create-address-book"

// Check checks a create-address-book request body against the facts the caller knows
// (factsJSON may be nil: the rules that need facts, such as the address book's labels, are then
// reported as skipped).
func Check(request, factsJSON []byte, opts preflight.Options) (preflight.Report, error) {
	return preflight.Check(operation, request, factsJSON, opts)
}

// WalletTypes returns the values of wallet_type.
func WalletTypes() []string { return engine.WalletTypes() }

// AddressParties returns the values of address_party.
func AddressParties() []string { return engine.AddressParties() }

// EntityTypes returns the values of a party's entity_type.
func EntityTypes() []string { return engine.EntityTypes() }

// AddressKinds returns the values of ramp/list-address-book's address_kind filter.
func AddressKinds() []string { return engine.AddressKinds() }

// ValidLEI checks an ISO 17442 Legal Entity Identifier: 18 upper-case letters or digits followed
// by two check digits, the whole read as ISO 7064 MOD 97-10 (letters as 10 to 35) leaving 1.
func ValidLEI(lei string) bool { return engine.ValidLEI(lei) }

// Declaration pairs an address_type with the legal_declaration the platform expects for it.
type Declaration = engine.Declaration

// Declarations returns the address_type and legal_declaration pairs.
func Declarations() []Declaration { return engine.Declarations() }
