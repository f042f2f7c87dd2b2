// Package idempotency checks a request's idempotency key against the platform's stored record of
// it, given as facts, and computes the payload fingerprint that such a record keeps.
//
// The platform accepts an idempotency key on the create operations of seven endpoints in each
// product. Its specification does not name the key's carrier (a header, most likely), so the key
// is not read from the request: the facts document's "idempotency" section gives the key as it
// will be sent and, when the key was used before, the stored record (client id, endpoint, payload
// fingerprint, state). The checks follow the order in which a server must decide: the key's
// shape, then whose key it is, then which endpoint, then which payload, then whether the first
// request is still processing. Only the first failure is reported, because each later question
// is meaningless once an earlier one fails (another client's key has no payload to compare).
// The key's shape (1 to 64 letters, digits, "-" and "_") is preflight's reading, since the
// platform does not publish its rule: a key outside it gets a warning that predicts "Invalid
// idempotency key." (reason idempotency.key-shape) and the stored record is still compared,
// unless strict mode makes the prediction an error, which then stops there as the others do.
// The stored state is read in any letter case.
//
// The fingerprint is the hex SHA-256 of the request's canonical JSON (members sorted by name, no
// white space, numbers exactly as written), so key order and formatting do not count as a
// different payload, while "10" and "10.0" do, as they may to the platform.
package idempotency
