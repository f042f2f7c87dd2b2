// Package corridor holds the corridor table: what a fiat payout through each receiving currency
// and clearing system (and, for SWIFT, to each beneficiary country) requires of the payout and
// its beneficiary. The table is data, built once; the rules in packages beneficiary and payout
// read it, Requirements turns it into form descriptions, and Matrix into the matrix of docs/corridors.md.
//
// Find chooses a corridor the way the platform does, matching the clearing system without
// regard to case, '_' or '-' (SameClearing). CheckValue checks a value as the identifier a
// corridor names (ABA routing number, sort code, BSB, IFSC, CNAPS, Canadian institution and
// transit numbers, CLABE, E.164, ...) through package bankid, without allocating.
//
// The table is preflight's knowledge, not the platform's list: the platform looks its payment
// methods up at request time. A payout that no row serves is a prediction (corridor.unknown),
// and Unknown gives what the specification states for every payout of its method, which the
// rules still apply. NormalizeClearing is the one normaliser of clearing system names, for facts
// matching; SameClearing compares by the same rule. Identifier.Reason explains a failed check
// with its reason code: every identifier shape and check digit is preflight's reading, since the
// specification states none. Requirements gives examples from each corridor's own country, so
// that a form prefilled from them passes every rule without a warning.
//
// The package stays small for the WASM build: no regexp, no fmt, no encoding/json. The patterns
// in Requirements are documentation for forms; the checks are written by hand.
package corridor
