package errcatalog

import (
	"strings"

	"github.com/preflightpay/preflight/internal/operation"
)

// ID names one catalog entry. IDs are dense small integers so that a rule can record a finding
// without allocating; the stable, human-readable key is Entry.Key.
type ID uint16

// Product says which of the platform's APIs answers with an entry.
type Product uint8

const (
	Fiat Product = iota + 1 // the fiat money-movement API under /v1
	Ramp                    // the digital-asset ramp API under /v1/ramp
	Both                    // both APIs (idempotency and the 500 envelope)
)

// String returns the product's name as the contract writes it: "fiat", "ramp" or "both".
func (p Product) String() string {
	switch p {
	case Fiat:
		return "fiat"
	case Ramp:
		return "ramp"
	case Both:
		return "both"
	}
	return ""
}

// Format says how an entry travels on the wire.
type Format uint8

const (
	// Legacy is the flat body {"code": <number>, "message": "..."} with no type. Its HTTP status is
	// 400 unless the entry says otherwise, and the code inside is not the HTTP status.
	Legacy Format = iota + 1
	// Typed is the body {"type": "...", "code": "...", "message": "..."}.
	Typed
	// Envelope is the HTTP 500 body with an empty code.
	Envelope
)

// String returns "legacy", "typed" or "envelope".
func (f Format) String() string {
	switch f {
	case Legacy:
		return "legacy"
	case Typed:
		return "typed"
	case Envelope:
		return "envelope"
	}
	return ""
}

// Entry is one row of the platform's error tables.
type Entry struct {
	// Key is the stable identifier callers branch on and translate by, e.g.
	// "payout.routing-type-ach". It never changes once published.
	Key        string
	Product    Product
	HTTPStatus int
	Format     Format
	Type       string // only for Typed entries
	Code       string // always text: "400", "1084", "invalid_parameter", "" for the envelope
	// Message is the platform's message to the letter. Each "%s" stands for a value that the
	// platform fills in; Fill and Match convert between the template and the wire text.
	Message string
	Action  Action
	// Operations names the operations ("fiat/create-payout") the entry applies to. Where the
	// specification gives only a count ("4 public endpoints"), OperationCount holds that count
	// and Operations the ones that can be named; OperationCount is 0 when the list is complete.
	Operations     []string
	OperationCount int
	// ServerOnly, when not empty, says why no rule of preflight can produce the entry before the
	// request is sent: a failure inside the platform (LATER), or a condition that depends on data
	// only the platform holds and that no fact describes. TestEveryEntryIsProducedOrServerOnly
	// holds it to the golden files: an entry is either produced by a golden case or server-only.
	ServerOnly string
}

// AppliesTo reports whether the entry is documented for the named operation.
func (e *Entry) AppliesTo(operation string) bool {
	for _, op := range e.Operations {
		if op == operation {
			return true
		}
	}
	return false
}

// Params reports how many values the entry's message takes.
func (e *Entry) Params() int { return strings.Count(e.Message, "%s") }

// SpecExample returns the values that the specification's own row shows in the entry's "%s"
// places ("ETH" for "invalid address format for network %s"), nil where the row shows none: a
// template the specification writes with "%s" has no example to fill it.
func SpecExample(id ID) []string { return specExample(id) }

// ServerOnly reports whether id is an entry that no rule of preflight can produce before the
// request is sent, and why (see Entry.ServerOnly).
func ServerOnly(id ID) (reason string, ok bool) {
	r := entries[id].ServerOnly
	return r, r != ""
}

// Len is the number of entries in the catalog.
const Len = int(numEntries)

// Get returns the entry for id. It panics only for an id that no constant names, which is a
// programming error, never an input error.
func Get(id ID) *Entry { return &entries[id] }

// Valid reports whether id names an entry.
func (id ID) Valid() bool { return id < numEntries }

// Key returns the entry's stable key.
func (id ID) Key() string { return entries[id].Key }

// String returns the entry's stable key, or "" for an id outside the catalog.
func (id ID) String() string {
	if !id.Valid() {
		return ""
	}
	return entries[id].Key
}

// All returns every entry in catalog order. The slice is shared: callers must not modify it.
func All() []Entry { return entries[:] }

var byKey = func() map[string]ID {
	m := make(map[string]ID, len(entries))
	for i := range entries {
		m[entries[i].Key] = ID(i)
	}
	return m
}()

// ByKey returns the id whose entry has the given stable key.
func ByKey(key string) (ID, bool) {
	id, ok := byKey[key]
	return id, ok
}

// InvalidRequest returns the entry the platform answers for a request to op that it cannot
// read (not a JSON object, a member of the wrong JSON type): the typed ramp transfer entry for
// the operations it names, else the product's "invalid request".
func InvalidRequest(op *operation.Operation) ID {
	switch {
	case op.Product == operation.Fiat:
		return FiatInvalidRequest
	case entries[RampTransferInvalidParameter].AppliesTo(string(op.Name)):
		return RampTransferInvalidParameter
	}
	return RampInvalidRequest
}
