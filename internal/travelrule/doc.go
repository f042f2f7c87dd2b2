// Package travelrule checks the ramp's wallet address book and its travel-rule data before the
// platform sees them: ramp/create-address-book, ramp/update-address-book,
// ramp/list-address-book and ramp/create-deposit-sender.
//
// # Travel-rule JSON
//
// meta_data (metadata for a deposit sender) is a string holding JSON. The platform, a Go service,
// answers a malformed one with "invalid travel rule meta_data json: " followed by Go's
// encoding/json error text. CheckJSON reproduces that text byte for byte without importing
// encoding/json (which would weigh on the WASM build): it is encoding/json's scanner as a state
// machine, proved against encoding/json by a differential test over every byte value in every
// scanner state and by a fuzz target. Decisions where the specification is silent:
//   - An empty string, or white space alone, is "no travel-rule data" and is not parsed (the one
//     rule for empty strings, see rule.Text); for a deposit sender it is "metadata is required".
//   - Valid JSON that is not an object (an array, a number) passes: the platform's message only
//     speaks of syntax. preflight warns (travelrule.ivms101) that it is not an object.
//   - A JSON value in place of the string (meta_data: {...}) is the request the platform cannot
//     read: ramp.invalid-request.
//
// # Party rules
//
// wallet_type (hosted, unhosted), address_party (first_party, third_party) and entity_type
// (individual, corporation) are matched exactly. A third party needs an entity_type, first_name
// and last_name (individual) or company_name (corporation), and country and city; a hosted wallet
// needs vasp_id or vasp_name. The fields are read from the request when it carries any of them
// (create-address-book), else from the members of the meta_data object (the only place
// update-address-book and create-deposit-sender can carry them); field paths then read
// "meta_data.wallet_type".
//
// address_type and legal_declaration must form one of the pairs of Declarations: the
// specification names the rule but not the values, so the pairs are preflight's, in one table.
//
// # Facts
//
// With facts (see package facts, section ramp): the address must not be in
// addresses_not_allowed; the label must not be another entry's (create: "address label already
// exists"; update: "label already used"); the updated id must be in address_book ("whitelist
// address not found"); an entry whose travel_rule_set is true cannot take new meta_data. Absent
// facts skip the rule and list it in the report.
//
// # Addresses
//
// The address is checked against its network with package chainaddr ("invalid address format
// for network %s", filled with the network as the request spells it). A network outside
// chainaddr's table is not an error: the rule is listed as skipped. An address that is not of its
// network's standard form at all (length, prefix, alphabet, the checksum of base58check or
// bech32) is an error, since create-address-book's table names the message; a mixed-case EVM
// address whose optional EIP-55 checksum fails, or a Bitcoin test-network address, is a
// prediction (a warning unless strict). Addresses in the facts (addresses_not_allowed) are
// matched with chainaddr.SameAddress.
//
// # Readings
//
// The address_type/legal_declaration pairs, the address_kind values, the accepted spellings of
// is_whitelist, and "invalid request" for an entry without address, network or id are
// preflight's readings: they make predictions, not errors.
//
// # IVMS101
//
// When the travel-rule object holds an IVMS101 IdentityPayload (originator, beneficiary,
// originatingVASP, beneficiaryVASP), CheckIVMS101 reports what departs from the standard, as
// warnings at paths inside meta_data: code lists, ISO 3166 countries, lengths, names, addresses,
// national identifiers and LEI check digits (ValidLEI). The platform does not enforce IVMS101, so
// these are never errors.
//
// # Order of findings
//
// Every operation first runs the rules all operations share, in the order of the rules table
// (rules.go of package preflight): the caller's account (package account), display-order
// controls in strings (package bidi, advice only) and, for an operation that takes an
// idempotency key, the key's record (package idempotency). Its own rules follow, in the steps
// below; a report lists its errors (and its predictions) in the same order. A member of a JSON
// type the operation cannot read is "invalid request" in the step that reads it.
// TestFindingOrderIsDocumented holds these lists to the code.
//
// ramp/create-address-book:
//
//  1. address and network read, then given ("invalid request", predicted when absent).
//  2. address_type and legal_declaration read ("invalid request"), one of the pairs of
//     Declarations ("legal_declaration does not match address_type", predicted).
//  3. the party rules on the request's own members, when it carries any, each member read as
//     the rule needs it ("invalid request").
//  4. meta_data read ("invalid request") and, when not blank, JSON ("invalid travel rule
//     meta_data json: %s"); then, when the request carries no party members, the party rules
//     on the object's members (meta_data.wallet_type and so on); then IVMS101, advice.
//  5. the address, when given: not in ramp.addresses_not_allowed ("this address is not
//     allowed"), then, with a network, of the network's format ("invalid address format for
//     network %s", predicted for an EIP-55 checksum or a Bitcoin test network).
//  6. label and asset read ("invalid request"); the label no entry's of ramp.address_book
//     ("address label already exists").
//
// ramp/update-address-book:
//
//  1. id read, then given ("invalid request", predicted when absent).
//  2. label read ("invalid request").
//  3. is_whitelist a JSON boolean or the string true or false ("invalid is_whitelist",
//     predicted).
//  4. meta_data read ("invalid request") and, when not blank, JSON ("invalid travel rule
//     meta_data json: %s"); then the party rules on the object's members; then IVMS101, advice.
//  5. with an id, ramp.address_book: the entry ("whitelist address not found", and nothing
//     after it); the label another entry's ("label already used"); with meta_data, the entry's
//     travel_rule_set ("travel rule already set, cannot edit").
//
// ramp/list-address-book:
//
//  1. address_kind read ("invalid request"), withdraw or deposit_sender in any case ("invalid
//     address_kind", predicted).
//
// ramp/create-deposit-sender:
//
//  1. source_address and network read ("invalid request"); source_address, else network, given
//     ("source_address and network are required").
//  2. metadata read ("invalid request"), not blank ("metadata is required"), JSON ("invalid
//     travel rule meta_data json: %s"); then the party rules on the object's members; then
//     IVMS101, advice.
//
// The party rules, wherever a step above runs them:
//
//  1. wallet_type hosted or unhosted ("invalid wallet_type").
//  2. address_party first_party or third_party ("invalid address_party").
//  3. entity_type individual or corporation, when given or for a third party ("invalid
//     entity_type").
//  4. for a third party: first_name and last_name for an individual ("individual third party
//     requires first_name and last_name"), company_name for a corporation ("corporation third
//     party requires company_name"); then country and city ("third party requires country and
//     city").
//  5. for a hosted wallet, vasp_id or vasp_name ("hosted wallet requires vasp_id or
//     vasp_name").
package travelrule
