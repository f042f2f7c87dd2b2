//go:build !js

// This file is the front door at the HTTP level: what the transport, the mock and the proxy call
// with a request's method, path, query, headers and body. It is left out of the WASM build, which
// checks forms, not HTTP requests, and would otherwise link net/http.

package preflight

import (
	"net/http"
	"net/url"

	"github.com/preflightpay/preflight/internal/door/httpdoor"
)

// DefaultIdempotencyHeader is the header an idempotency key is read from when
// Options.IdempotencyHeader is empty. The specification does not name the key's carrier; this is
// the name most payment APIs use.
const DefaultIdempotencyHeader = httpdoor.DefaultIdempotencyHeader

// ErrNoOperation is the category of an HTTP request whose method and path address no operation
// of the platform: a proxy passes it through unchecked, a mock answers 404.
var ErrNoOperation = httpdoor.ErrNoOperation

// NoOperationError names the method and path (Method, Path) that matched no operation; it is an
// ErrNoOperation.
type NoOperationError = httpdoor.NoOperationError

// RequestResult is what CheckRequest answers for an HTTP request.
type RequestResult struct {
	Operation *Operation
	Params    map[string]string // the path parameters by name
	Report    Report
	// Answer is the platform's answer to the report's first error; nil when the report has
	// none.
	Answer *Answer
}

// Answer is an HTTP response of the platform: what it answers a request refused with a catalog
// entry (Status, a Header with its Content-Type, and the entry's exact Body, in its format, with
// its message filled in).
type Answer = httpdoor.Answer

// CheckRequest checks an HTTP request to the platform: it matches method and path to the
// operation (path is the platform's: "/v1/payouts/po_1"), builds the input object from the path
// parameters, the query parameters the operation names and the JSON body (held whole; none is
// an empty object; a name given in more than one place takes the path's, then the query's
// value), takes the idempotency key from header (Options.IdempotencyHeader), checks it with
// facts f (nil for none) and answers the operation, the report and, when the report has
// errors, the platform's answer to the first. The error is a *NoOperationError when no
// operation matches, or an *UnreadableError for a body that cannot be read for an operation
// whose catalog documents no "invalid request" (the platform's answer is not known: a proxy
// sends such a request unchecked); the result then holds the operation and path parameters.
func CheckRequest(method, path string, query url.Values, header http.Header, body []byte, f *Facts, opts Options) (RequestResult, error) {
	q, err := httpdoor.Match(method, path)
	if err != nil {
		return RequestResult{}, err
	}
	o := httpdoor.Options{Limits: opts.Limits, Strict: opts.Strict, IdempotencyHeader: opts.IdempotencyHeader}
	q.Read(query, header, body, int64(len(body)), o)
	res, err := q.Check(f, o)
	return RequestResult{Operation: res.Operation, Params: res.Params, Report: res.Report, Answer: res.Answer}, err
}
