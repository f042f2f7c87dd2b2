// Package httpdoor is the front door at the HTTP level: what the transport, the mock and the proxy
// call with a request's method, path, query, headers and body. It is apart from package door so
// that the WASM build, which checks forms, not HTTP requests, imports door without net/http.
package httpdoor

import (
	"bytes"
	"errors"
	"net/http"
	"net/url"
	"strconv"
	"sync"

	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/classify"
	"github.com/preflightpay/preflight/internal/door"
	"github.com/preflightpay/preflight/internal/facts"
	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/operation"
	"github.com/preflightpay/preflight/internal/redact"
	"github.com/preflightpay/preflight/internal/report"
	"github.com/preflightpay/preflight/reason"
)

// DefaultIdempotencyHeader is the header an idempotency key is read from when
// Options.IdempotencyHeader is empty (preflight.DefaultIdempotencyHeader).
const DefaultIdempotencyHeader = "Idempotency-Key"

// Options are preflight.Options at the HTTP level.
type Options struct {
	Limits            input.Limits
	Strict            bool
	IdempotencyHeader string
}

// ErrNoOperation is the category of an HTTP request whose method and path address no operation
// of the platform (preflight.ErrNoOperation).
var ErrNoOperation = errors.New("no operation at this method and path")

// NoOperationError names the method and path that matched no operation.
type NoOperationError struct {
	Method string
	Path   string
}

func (e *NoOperationError) Error() string {
	return "no operation at " + reason.Quote(e.Method) + " " + reason.Quote(redact.Text(e.Path))
}

func (e *NoOperationError) Unwrap() error { return ErrNoOperation }

// Request is an HTTP request to the platform matched to its operation. Match finds it, Read
// builds its input object from the query, the headers and the body, and Check checks it: once,
// or again with other facts without reading the body again (a mock whose state moved while it
// checked).
type Request struct {
	Operation *operation.Operation
	// Params holds the path parameters by name ({"id": "b_1"} for /v1/beneficiaries/b_1).
	Params map[string]string
	// Input is the input object the rules read: the path parameters, then the query parameters
	// the operation names, then the body's members; a name given in more than one place takes
	// the first. When the body cannot be read it holds the path and query members alone.
	Input input.Value
	// IdempotencyKey is the key the request carries, for an operation that accepts one.
	IdempotencyKey string
	// Unreadable is why Read could not read the body (not one JSON object within the limits,
	// card numbers and tokens masked), nil when it could. Check reports it as the operation's
	// "invalid request", or returns it in an *UnreadableError.
	Unreadable error
}

// Match finds the operation that method and path address (the platform's path: a caller that
// serves the platform under a prefix removes it first). A literal segment wins over a parameter:
// "/v1/ramp/deposit/address" is ramp/deposit-wallet-address, not ramp/retrieve-deposit. It
// returns a *NoOperationError when no operation matches. The Request is a value, so that one
// a caller keeps on its stack costs no allocation.
func Match(method, path string) (Request, error) {
	op, params, ok := operation.Match(method, path)
	if !ok {
		return Request{}, &NoOperationError{Method: method, Path: path}
	}
	return Request{Operation: op, Params: params}, nil
}

// Read builds the request's input object from its path parameters, the query parameters the
// operation names (the first value of a repeated one) and its JSON body (none is an empty
// object), and takes its idempotency key from header. A body that is not one JSON object within
// opts.Limits is not an error here: Check reports it as the operation's "invalid request".
//
// length is the body's length when known (Content-Length), -1 otherwise. A caller that stops
// reading a body at the limit passes what it read, up to MaxBytes+1 bytes: more than MaxBytes is
// too large, and the reason gives length when it is over the limit, else "more than MaxBytes".
func (q *Request) Read(query url.Values, header http.Header, body []byte, length int64, opts Options) {
	q.IdempotencyKey = ""
	if q.Operation.Idempotent {
		name := opts.IdempotencyHeader
		if name == "" {
			name = DefaultIdempotencyHeader
		}
		q.IdempotencyKey = header.Get(name)
	}
	limit := opts.Limits.MaxBytes
	if limit <= 0 {
		limit = input.DefaultLimits().MaxBytes
	}
	var bodyValue input.Value
	q.Unreadable = nil
	if len(body) > limit {
		q.Unreadable = tooLarge(length, limit)
	} else if len(bytes.TrimSpace(body)) > 0 {
		bodyValue, q.Unreadable = door.Read(body, opts.Limits, nil)
	}
	q.Input = buildInput(q.Operation, q.Params, query, bodyValue)
}

// tooLarge is Read's error for a body over limit, of which the caller may hold only the first
// limit+1 bytes: what Read says of the whole body when its length was declared, else "more than
// limit".
func tooLarge(length int64, limit int) error {
	n := "more than " + strconv.Itoa(limit)
	if length > int64(limit) {
		n = strconv.FormatInt(length, 10)
	}
	return &input.Error{Err: input.ErrTooLarge, Offset: limit, Detail: n + " bytes, limit " + strconv.Itoa(limit)}
}

// buildInput is the input object: the path parameters, then the query parameters the operation
// names, then the body's members, each name once, at its first place.
func buildInput(op *operation.Operation, params map[string]string, query url.Values, body input.Value) input.Value {
	members := make([]input.Member, 0, len(params)+len(body.Members())+2)
	taken := func(name string) bool {
		for _, m := range members {
			if m.Key == name {
				return true
			}
		}
		return false
	}
	for _, in := range op.Inputs {
		if in.In == operation.InPath {
			if v, ok := params[in.Name]; ok {
				members = append(members, input.Member{Key: in.Name, Value: input.NewString(v)})
			}
		}
	}
	for _, in := range op.Inputs {
		if in.In == operation.InQuery && !taken(in.Name) {
			if vs, ok := query[in.Name]; ok && len(vs) > 0 {
				members = append(members, input.Member{Key: in.Name, Value: input.NewString(vs[0])})
			}
		}
	}
	pathAndQuery := len(members)
	for _, m := range body.Members() {
		if pathAndQuery == 0 || !taken(m.Key) {
			members = append(members, m)
		}
	}
	return input.NewObject(members...)
}

// Result is what Check answers for an HTTP request.
type Result struct {
	Operation *operation.Operation
	Params    map[string]string // the path parameters by name
	Input     input.Value       // see Request.Input
	Report    report.Report
	// Answer is the platform's answer to the report's first error; nil when the report has
	// none.
	Answer *Answer
}

// Answer is an HTTP response of the platform: what it answers a request refused with a catalog
// entry.
type Answer struct {
	Status int
	Header http.Header // Content-Type
	Body   []byte      // the entry's exact body, in its format, with its message filled in
}

// AnswerFor is the platform's answer to an error of a report: the entry's status and its exact
// body, the message filled with the error's values.
func AnswerFor(is report.Issue) *Answer {
	return &Answer{
		Status: errcatalog.Get(is.Entry).HTTPStatus,
		Header: http.Header{"Content-Type": {"application/json"}},
		Body:   classify.Body(is.Entry, is.Params...),
	}
}

var builders = sync.Pool{New: func() any { return new(report.Builder) }}

// Check runs the operation's rules on the input Read built, with facts f (nil for none). When
// the request carries an idempotency key and f has no idempotency section, the key is checked
// as the idempotency rule checks a key given in the facts. The error is an *UnreadableError for
// a body that cannot be read for an operation whose catalog documents no "invalid request" (the
// platform's answer is not known: a proxy sends such a request unchecked); the result then holds
// the operation, the path parameters and the path and query members.
func (q *Request) Check(f *facts.Facts, opts Options) (Result, error) {
	res := Result{Operation: q.Operation, Params: q.Params, Input: q.Input}
	name := string(q.Operation.Name)
	k, err := door.For(name)
	if err != nil {
		return res, err
	}
	if q.IdempotencyKey != "" && (f == nil || f.Idempotency == nil) {
		var c facts.Facts
		if f != nil {
			c = *f
		}
		c.Idempotency = &facts.Idempotency{Key: q.IdempotencyKey}
		f = &c
	}
	b := builders.Get().(*report.Builder)
	defer builders.Put(b)
	b.Reset()
	b.Strict = opts.Strict
	if q.Unreadable != nil {
		if !k.Unreadable(b, door.UnreadableField(q.Unreadable), q.Unreadable.Error()) {
			return res, &door.UnreadableError{Operation: name, Err: q.Unreadable}
		}
		res.Report = b.Report(name)
		res.Report.Unreadable = q.Unreadable
	} else {
		if err := k.CheckValue(q.Input, f, b); err != nil {
			return res, err
		}
		res.Report = b.Report(name)
	}
	if !res.Report.Valid {
		res.Answer = AnswerFor(res.Report.Errors[0])
	}
	return res, nil
}
