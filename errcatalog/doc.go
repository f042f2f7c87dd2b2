// Package errcatalog is the single source of every message the platform answers with: one
// Entry for each of the 226 rows of the specification's six error tables (ramp all-endpoints
// 11, ramp specific 79, ramp typed 9, fiat all-endpoints 12, idempotency and server 6, fiat
// specific 109), with its HTTP status, wire format, type, code, message and action, to the
// letter.
//
// Rules never type a message: they record an ID and the values for its "%s" places, and the
// message comes from here. Two rows of the specification show an example where the platform
// fills in a value, and are held as templates: "invalid address format for network %s" (the
// specification shows ETH) and "invalid travel rule meta_data json: %s" (the specification shows
// Go's encoding/json text for an input starting with 'x').
//
// Rows that repeat a message under another code or product stay distinct entries: "banking
// account not found" is ramp.banking-account-not-found (code 403) and
// ramp.obo.banking-account-not-found (code 1084). An entry applies to the operations it names;
// where the specification only counts them ("4 public endpoints"), OperationCount keeps the
// count and Operations names the ones that can be named:
//   - ramp.invalid-request (6): the six ramp POST operations that answer in the legacy format;
//     ramp/create-transfer answers in the typed format ("parameter is invalid") instead.
//   - ramp.invalid-amount (4): create-quote, create-conversion and create-withdraw, the legacy
//     ramp operations that take an amount; the fourth is not named by the specification.
//   - fiat.start-time-invalid and fiat.end-time-invalid (4): list-transfers and list-payouts.
//   - fiat.entity-type-required (4): create-payout and the three beneficiary writes.
//   - fiat.account-not-active (4): create-transfer, create-conversion and create-payout.
//   - the fiat all-endpoint entries (27 or 24): the 14 fiat operations the specification lists.
//   - the idempotency and server entries (7 in each product): the seven POST operations of each.
//
// Actions are categories: every *Error unwraps to one sentinel (ErrFix, ErrLater, ...), so Go
// callers branch with errors.Is, not on text. Identify goes the other way, from a response's
// status, code, type and message back to its entry.
//
// Warnings (WarningID) are preflight's own advice, not the platform's words; they live in the same
// package so that every text a report can carry has one home.
package errcatalog
