package preflight

import (
	"errors"

	"strings"
	"sync"

	"github.com/preflightpay/preflight/facts"
	"github.com/preflightpay/preflight/input"
	"github.com/preflightpay/preflight/report"
	"github.com/preflightpay/preflight/rule"
)

// Report is the result of a check, in the contract's JSON shape.
type Report = report.Report

// Issue is one error or warning of a Report.
type Issue = report.Issue

// Skip is one rule of a Report that did not run for want of a fact.
type Skip = report.Skip

// Facts is what the caller knows beyond the request; see package facts.
type Facts = facts.Facts

// ErrUnknownOperation is returned for an operation name the registry does not hold. It is a
// usage error, not a finding: the command exits 2 and lists the known names.
var ErrUnknownOperation = errors.New("unknown operation")

// UnknownOperationError names the operation that was asked for and the known ones.
type UnknownOperationError struct {
	Name  string
	Known []string
}

func (e *UnknownOperationError) Error() string {
	return "unknown operation " + quote(e.Name) + "; known operations: " + strings.Join(e.Known, ", ")
}

func (e *UnknownOperationError) Unwrap() error { return ErrUnknownOperation }

func quote(s string) string { return "\"" + s + "\"" }

// Options tune a check. The zero value is the documented default.
type Options struct {
	// Limits bound the request's size and nesting; zero fields take input.DefaultLimits.
	Limits input.Limits
}

// Check runs every rule of the named operation on a request given as JSON bytes, with optional
// facts (nil when none). The error is non-nil only for a usage problem: an unknown operation
// (ErrUnknownOperation) or a facts document that cannot be read (facts.ErrInvalid). Anything wrong
// with the request itself, including bytes that are not a JSON object, is a finding in the
// report.
func Check(operation string, request []byte, factsJSON []byte, opts Options) (Report, error) {
	op, ok := byName[operation]
	if !ok {
		return Report{}, &UnknownOperationError{Name: operation, Known: OperationNames()}
	}
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
	v, perr := input.ParseObject(request, opts.Limits)
	if perr != nil {
		b.Add(op.invalidRequest, errorPath(perr))
		return b.Report(operation), nil
	}
	run(op, v, f, b)
	return b.Report(operation), nil
}

var (
	builders = sync.Pool{New: func() any { return new(report.Builder) }}
	contexts = sync.Pool{New: func() any { return new(rule.Context) }}
	// noFacts stands for "no facts given". Rules only read facts, so one value serves every
	// check.
	noFacts = &facts.Facts{}
)

// CheckValue runs the operation's rules on a request already parsed, with facts already read
// (nil for none), recording findings in b. It is the allocation-light entry point for services
// that check many requests: reuse b with b.Reset().
func CheckValue(operation string, request input.Value, f *facts.Facts, b *report.Builder) error {
	op, ok := byName[operation]
	if !ok {
		return &UnknownOperationError{Name: operation, Known: OperationNames()}
	}
	if f == nil {
		f = noFacts
	}
	if request.Kind() != input.Object {
		b.Add(op.invalidRequest, "")
		return nil
	}
	run(op, request, f, b)
	return nil
}

func run(op *Operation, v input.Value, f *facts.Facts, b *report.Builder) {
	// Rules take the context by pointer, so a context on the stack would escape: one allocation
	// per check that a pool saves.
	c := contexts.Get().(*rule.Context)
	*c = rule.Context{Operation: op.Name, InvalidRequest: op.invalidRequest, Input: v, Facts: f, Report: b}
	for _, check := range op.checks {
		check(c)
	}
	*c = rule.Context{} // the pool must not keep the request alive
	contexts.Put(c)
}

// errorPath is the field that a parse error names: the member being read when the error struck
// (a duplicate key, invalid UTF-8 in a value), or "" for the request as a whole.
func errorPath(err error) string {
	var pe *input.Error
	if errors.As(err, &pe) && !errors.Is(err, input.ErrTooLarge) && !errors.Is(err, input.ErrNotObject) {
		return pe.Path
	}
	return ""
}

// ParseError returns the reason a request could not be read, or nil when it is a JSON object
// within the limits. The report says only the platform's "invalid request"; this says why, for
// logs and the command line's standard error.
func ParseError(request []byte, opts Options) error {
	_, err := input.ParseObject(request, opts.Limits)
	return err
}
