// Package door is the front door's fast paths for the packages of this module that check request
// after request or see requests on the wire (batch, the mock, the transport, the command line, the
// WASM build): reading a request into a reused arena, checking a parsed request into a reused
// report builder, and the HTTP-level steps (Match, Request.Read, Request.Check). They take the
// engine's types, so they are not package preflight's API; preflight.Check, preflight.CheckJSON
// and preflight.CheckRequest are the same checks for everyone else.
//
// Package preflight holds the rules table and registers its checkers here when it loads (see
// Register), so a package that calls For imports preflight too.
package door

import (
	"errors"

	"github.com/preflightpay/preflight/internal/facts"
	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/operation"
	"github.com/preflightpay/preflight/internal/redact"
	"github.com/preflightpay/preflight/internal/report"
)

// Checker runs one operation's rules on a request already read.
type Checker interface {
	Operation() *operation.Operation
	// CheckValue runs the rules on request with facts f (nil for none), recording findings in
	// b: reuse b with b.Reset(), set b.Strict for strict mode. A request that is not an object
	// is the operation's "invalid request" finding, or an *UnreadableError for an operation
	// whose catalog documents none.
	CheckValue(request input.Value, f *facts.Facts, b *report.Builder) error
	// Unreadable records the operation's invalid-request entry for a request that could not be
	// read, at field, with why as its reason. It records nothing and returns false for an
	// operation whose catalog documents no "invalid request" (see ErrUnreadable).
	Unreadable(b *report.Builder, field, why string) bool
}

var checkerFor func(name string) (Checker, error)

// Register is called once, by package preflight when it loads, with its checker lookup.
func Register(f func(name string) (Checker, error)) { checkerFor = f }

// For returns the named operation's checker, or preflight's *UnknownOperationError.
func For(name string) (Checker, error) {
	if checkerFor == nil {
		panic("door: package preflight is not linked: a package that calls door.For imports it (import _ \"github.com/preflightpay/preflight\")")
	}
	return checkerFor(name)
}

// ErrUnreadable is the category of a request that cannot be read for an operation whose catalog
// rows document no "invalid request" (preflight.ErrUnreadable).
var ErrUnreadable = errors.New("the request cannot be read")

// UnreadableError says which operation could not read its request, and why.
type UnreadableError struct {
	Operation string
	Err       error // the reader's error, card numbers and tokens masked
}

func (e *UnreadableError) Error() string {
	return e.Operation + ": the request cannot be read: " + e.Err.Error()
}

// Unwrap gives ErrUnreadable and the reader's error.
func (e *UnreadableError) Unwrap() []error { return []error{ErrUnreadable, e.Err} }

// Read parses a request as the front door does: one JSON object within lim, in a (nil parses
// without an arena). The error says why it cannot be read, with card numbers and bearer tokens
// masked, since it is written to logs and standard error. A service that reads request after
// request keeps one arena per goroutine and resets it once it is done with each request.
func Read(request []byte, lim input.Limits, a *input.Arena) (input.Value, error) {
	v, err := a.ParseObject(request, lim)
	return v, redactParseError(err)
}

// ReadString is Read on a request already held as a string, which the values then share instead
// of a copy: a batch reads a chunk of records as one string and each record from it.
func ReadString(request string, lim input.Limits, a *input.Arena) (input.Value, error) {
	v, err := a.ParseObjectString(request, lim)
	return v, redactParseError(err)
}

// UnreadableField is the field at which a report puts the invalid-request entry for an error of
// Read: the member being read when the error struck (a duplicate key, invalid UTF-8 in a value),
// or "" for the request as a whole.
func UnreadableField(err error) string {
	var pe *input.Error
	if errors.As(err, &pe) && !errors.Is(err, input.ErrTooLarge) && !errors.Is(err, input.ErrNotObject) {
		return pe.Path // masked by Read
	}
	return ""
}

// redactParseError masks card numbers and bearer tokens in the parts of a parse error that quote
// the request (the invalid literal, the member names of the path), since the reason is written
// to logs and standard error.
func redactParseError(err error) error {
	if err == nil {
		return nil
	}
	var pe *input.Error
	if !errors.As(err, &pe) {
		return err
	}
	c := *pe
	c.Detail, c.Quoted, c.Path = redact.Text(c.Detail), redact.Text(c.Quoted), redact.Text(c.Path)
	return &c
}
