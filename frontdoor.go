package preflight

import (
	"github.com/preflightpay/preflight/classify"
	"github.com/preflightpay/preflight/errcatalog"
)

// CheckJSON is Check with the report written as the command line prints it: indented JSON
// followed by a newline. The WASM build returns the same bytes, so a form and a backend show the
// same report for the same request.
func CheckJSON(operation string, request, factsJSON []byte, opts Options) ([]byte, Report, error) {
	r, err := Check(operation, request, factsJSON, opts)
	if err != nil {
		return nil, Report{}, err
	}
	return append(r.AppendJSON(nil, true), '\n'), r, nil
}

// ClassifyResponse identifies an API error response from operation with the given HTTP status
// and body. responseID (the x-response-id header) and requestTime go into the operator report of
// a LATER error; either may be "".
func ClassifyResponse(operation string, status int, body []byte, responseID, requestTime string) (classify.Result, error) {
	k, err := For(operation)
	if err != nil {
		return classify.Result{}, err
	}
	op := k.op
	return classify.Classify(classify.Request{
		Operation: operation, Method: op.Method, Path: op.Path,
		HTTPStatus: status, Body: body, ResponseID: responseID, RequestTime: requestTime,
	}), nil
}

// CatalogJSON returns every catalog entry as the contract's JSON array (see errcatalog.AppendJSON),
// one entry to a line and followed by a newline, as "preflight catalog" prints it and the WASM
// build returns it.
func CatalogJSON() []byte { return append(errcatalog.AppendJSON(nil, true), '\n') }
