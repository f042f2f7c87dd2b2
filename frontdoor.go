package preflight

// This file is the front door: everything the command line and the WASM build call.

import (
	"errors"
	"strings"
	"sync"

	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/classify"
	"github.com/preflightpay/preflight/internal/corridor"
	"github.com/preflightpay/preflight/internal/door"
	"github.com/preflightpay/preflight/internal/facts"
	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/operation"
	"github.com/preflightpay/preflight/internal/report"
	"github.com/preflightpay/preflight/internal/rule"
	"github.com/preflightpay/preflight/internal/suggest"
	"github.com/preflightpay/preflight/reason"
)

// Report is the result of a check, in the contract's JSON shape.
type Report = report.Report

// Issue is one error or warning of a Report.
type Issue = report.Issue

// Skip is one rule of a Report that did not run for want of a fact.
type Skip = report.Skip

// Facts is what the caller knows beyond the request; see package facts.
type Facts = facts.Facts

// Operation is one operation of the platform's API: its name, method, path and named inputs.
type Operation = operation.Operation

// Account is the facts' account section: what the caller's credentials may do (see Facts).
type Account = facts.Account

// Limits bound a request's size and nesting (see Options.Limits).
type Limits = input.Limits

// FactsError lists everything wrong with a facts document, each at its path; it is an
// ErrInvalidFacts.
type FactsError = facts.Error

// ErrInvalidFacts is the category of every error reading a facts document.
var ErrInvalidFacts = facts.ErrInvalid

// ParseFacts reads a facts document (docs/reports.md lists its sections). Empty input gives
// empty facts; an error is a *FactsError.
func ParseFacts(data []byte) (*Facts, error) { return facts.Parse(data) }

// Classification is what ClassifyResponse says of an error answer: the catalog entry, its
// action, and what to tell the operator.
type Classification = classify.Result

// OperatorReport is what a LATER error asks the caller to give the platform's operator.
type OperatorReport = classify.OperatorReport

// ErrUnknownOperation is returned for an operation name the registry does not hold. It is a
// usage error, not a finding: the command exits 2 and lists the known names.
var ErrUnknownOperation = errors.New("unknown operation")

// UnknownOperationError names the operation that was asked for, the operations it most likely
// meant and the known ones.
type UnknownOperationError struct {
	Name string
	// Nearest are the known names a slip of the keyboard would explain ("fiat/create-payot" is
	// fiat/create-payout; "create-transfer" is both products' create-transfer), sorted; empty
	// when none is near.
	Nearest []string
	Known   []string
}

// Error says "did you mean" the nearest names, or lists the known ones when none is near.
func (e *UnknownOperationError) Error() string {
	tail := suggest.DidYouMean(e.Nearest)
	if tail == "" {
		tail = "; known operations: " + strings.Join(e.Known, ", ")
	}
	return "unknown operation " + reason.Quote(e.Name) + tail
}

func (e *UnknownOperationError) Unwrap() error { return ErrUnknownOperation }

// ErrUnreadable is the category of a request that cannot be read (not one JSON object within the
// limits) for an operation whose catalog rows document no "invalid request": the platform's
// answer to it is not documented, so preflight reports no finding and the caller's request is a
// usage error (the command exits 2). For every other operation an unreadable request is the
// operation's "invalid request" finding.
var ErrUnreadable = door.ErrUnreadable

// UnreadableError says which operation could not read its request (Operation), and why (Err: the
// reader's error, card numbers and tokens masked); it is an ErrUnreadable.
type UnreadableError = door.UnreadableError

// Options tune a check. The zero value is the documented default.
type Options struct {
	// Limits bound the request's size and nesting; zero fields take the defaults (1 MiB, 64
	// levels; see Limits).
	Limits Limits
	// Strict turns predictions (warnings from checks that stand on preflight's reading where
	// the specification is silent) into errors, for callers who accept preflight's readings.
	Strict bool
	// IdempotencyHeader names the header CheckRequest takes an idempotency key from; empty
	// takes DefaultIdempotencyHeader.
	IdempotencyHeader string
}

// Operations returns every operation in the specification's order.
func Operations() []*Operation { return operation.All() }

// Lookup returns the named operation.
func Lookup(name string) (*Operation, bool) { return operation.Lookup(name) }

// OperationNames returns every operation name, sorted.
func OperationNames() []string { return operation.Names() }

// Checker runs one operation's rules. Get one with For; it is safe for concurrent use.
type Checker struct {
	op             *operation.Operation
	rules          []rule.Func
	invalidRequest errcatalog.ID
	// readsAsFindings is whether the catalog documents "invalid request" for the operation, so
	// that an unreadable request is a finding rather than the caller's usage error.
	readsAsFindings bool
}

// For returns the checker of the named operation, or an *UnknownOperationError.
func For(name string) (*Checker, error) {
	k, ok := checkers[operation.Name(name)]
	if !ok {
		// Written here, not in a helper: For would then be small enough to inline into each of
		// its callers, which costs the WASM build more than the call.
		known := OperationNames()
		return nil, &UnknownOperationError{Name: name, Nearest: suggest.Nearest(name, known), Known: known}
	}
	return k, nil
}

// Operation returns the operation the checker checks.
func (k *Checker) Operation() *Operation { return k.op }

// Check runs every rule of the named operation on a request given as JSON bytes, with optional
// facts (nil when none). The error is non-nil only for a usage problem: an unknown operation
// (ErrUnknownOperation), a facts document that cannot be read (ErrInvalidFacts), or a request
// that cannot be read for an operation whose catalog documents no "invalid request"
// (ErrUnreadable). Anything else wrong with the request, including bytes that are not a JSON
// object, is a finding in the report, and Report.Unreadable says why it could not be read.
func Check(operation string, request []byte, factsJSON []byte, opts Options) (Report, error) {
	k, err := For(operation)
	if err != nil {
		return Report{}, err
	}
	return k.Check(request, factsJSON, opts)
}

// Check runs the operation's rules on a request given as JSON bytes; see the function Check.
func (k *Checker) Check(request []byte, factsJSON []byte, opts Options) (Report, error) {
	f := noFacts
	if len(factsJSON) > 0 {
		var err error
		if f, err = facts.Parse(factsJSON); err != nil {
			return Report{}, err
		}
	}
	// The builder only collects; the report copies what it needs out of it, so builders are
	// reused between checks instead of regrown for each.
	b := builders.Get().(*report.Builder)
	defer builders.Put(b)
	b.Reset()
	b.Strict = opts.Strict
	// The request's values live in a pooled arena until the report, which copies what it
	// needs, is built: their storage is then reused by the next check instead of collected.
	a := arenas.Get().(*input.Arena)
	defer arenas.Put(a)
	defer a.Reset()
	v, perr := door.Read(request, opts.Limits, a)
	if perr != nil {
		if !k.unreadable(b, door.UnreadableField(perr), perr.Error()) {
			return Report{}, &UnreadableError{Operation: string(k.op.Name), Err: perr}
		}
		r := b.Report(string(k.op.Name))
		r.Unreadable = perr
		return r, nil
	}
	k.run(v, f, b)
	return b.Report(string(k.op.Name)), nil
}

var (
	builders = sync.Pool{New: func() any { return new(report.Builder) }}
	contexts = sync.Pool{New: func() any { return new(rule.Context) }}
	arenas   = sync.Pool{New: func() any { return new(input.Arena) }}
	// noFacts stands for "no facts given". Rules only read facts, so one value serves every
	// check.
	noFacts = &facts.Facts{}
)

// checkValue is door.Checker's CheckValue (see engine).
func (k *Checker) checkValue(request input.Value, f *facts.Facts, b *report.Builder) error {
	if f == nil {
		f = noFacts
	}
	if request.Kind() != input.Object {
		const why = "the request must be a JSON object"
		if !k.unreadable(b, "", why) {
			return &UnreadableError{Operation: string(k.op.Name), Err: errors.New(why)}
		}
		return nil
	}
	k.run(request, f, b)
	return nil
}

// unreadable is door.Checker's Unreadable.
func (k *Checker) unreadable(b *report.Builder, field, why string) bool {
	if !k.readsAsFindings {
		return false
	}
	b.Fail(k.invalidRequest, field, reason.New(reason.RequestUnreadable, why))
	return true
}

func (k *Checker) run(v input.Value, f *facts.Facts, b *report.Builder) {
	// Rules take the context by pointer, so a context on the stack would escape: one allocation
	// per check that a pool saves.
	c := contexts.Get().(*rule.Context)
	*c = rule.Context{Operation: k.op, InvalidRequest: k.invalidRequest, Input: v, Facts: f, Report: b}
	for _, check := range k.rules {
		check(c)
	}
	*c = rule.Context{} // the pool must not keep the request alive
	contexts.Put(c)
}

// CheckJSON is Check with the report written as the command line prints it: indented JSON
// followed by a newline. The WASM build returns the same bytes, so a form and a backend show the
// same report for the same request.
func CheckJSON(operation string, request, factsJSON []byte, opts Options) ([]byte, Report, error) {
	return AppendCheckJSON(nil, operation, request, factsJSON, opts)
}

// AppendCheckJSON is CheckJSON appending the report's bytes to dst. A caller that checks one
// request after another and is done with each report's bytes before the next check (the WASM
// build, which validates a form on every keystroke) passes the same buffer each time and so
// allocates nothing for the bytes: in a single-threaded runtime every kilobyte of garbage a call
// leaves brings the next collection, which stalls a call, nearer. On an error dst is returned
// unchanged.
func AppendCheckJSON(dst []byte, operation string, request, factsJSON []byte, opts Options) ([]byte, Report, error) {
	r, err := Check(operation, request, factsJSON, opts)
	if err != nil {
		return dst, Report{}, err
	}
	return append(r.AppendJSON(dst, true), '\n'), r, nil
}

// ClassifyResponse identifies an API error response from operation with the given HTTP status
// and body. responseID (the x-response-id header) and requestTime go into the operator report of
// a LATER error; either may be "".
func ClassifyResponse(operation string, status int, body []byte, responseID, requestTime string) (Classification, error) {
	k, err := For(operation)
	if err != nil {
		return Classification{}, err
	}
	op := k.op
	return classify.Classify(classify.Request{
		Operation: operation, Method: op.Method, Path: op.Path,
		HTTPStatus: status, Body: body, ResponseID: responseID, RequestTime: requestTime,
	}), nil
}

// ErrorBody is the body the platform sends for the catalog entry id with the given values, in
// the entry's wire format: what a test server stands in for the platform with.
func ErrorBody(id errcatalog.ID, params ...string) []byte { return classify.Body(id, params...) }

// CatalogJSON returns every catalog entry as the contract's JSON array (see errcatalog.AppendJSON),
// one entry to a line and followed by a newline, as "preflight catalog" prints it and the WASM
// build returns it.
func CatalogJSON() []byte { return append(errcatalog.AppendJSON(nil, true), '\n') }

// RequirementsQuery selects corridors by country, currency, payment method, clearing system and
// entity type; every member is optional.
type RequirementsQuery = corridor.Query

// Requirement is what one corridor asks of a payout and its beneficiary.
type Requirement = corridor.Requirement

// Requirements returns what each corridor selected by q requires of a beneficiary and a payout:
// the fields a form must ask for, required or optional, with their format. It is derived from
// the same table as the payout rules, so a form built from it asks for what the rules check.
func Requirements(q RequirementsQuery) []Requirement { return corridor.Requirements(q) }

// RequirementsJSON returns Requirements(q) as a JSON array: indented, as "preflight
// requirements" prints it, or on one line, as the WASM build returns it.
func RequirementsJSON(q RequirementsQuery, indent bool) []byte {
	return corridor.AppendJSON(nil, corridor.Requirements(q), indent)
}
