package preflight

import (
	"strconv"

	"github.com/preflightpay/preflight/classify"
	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/input"
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

// CatalogJSON writes every catalog entry as the contract's JSON array: id, product, http_status,
// format, type, code, message, action, guidance, operations and, where the specification only
// counts the operations, operation_count; server_only gives the reason for an entry that no check
// before sending can produce.
func CatalogJSON() []byte {
	b := []byte("[")
	for i, e := range errcatalog.All() {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, "\n  {"...)
		b = appendField(b, "id", e.Key, true)
		b = appendField(b, "product", e.Product.String(), false)
		b = append(b, `, "http_status": `...)
		b = strconv.AppendInt(b, int64(e.HTTPStatus), 10)
		b = appendField(b, "format", e.Format.String(), false)
		b = appendField(b, "type", e.Type, false)
		b = appendField(b, "code", e.Code, false)
		b = appendField(b, "message", e.Message, false)
		b = appendField(b, "action", e.Action.String(), false)
		b = appendField(b, "guidance", e.Action.Guidance(), false)
		b = append(b, `, "operations": [`...)
		for j, op := range e.Operations {
			if j > 0 {
				b = append(b, ", "...)
			}
			b = input.AppendString(b, op)
		}
		b = append(b, ']')
		if e.OperationCount > 0 {
			b = append(b, `, "operation_count": `...)
			b = strconv.AppendInt(b, int64(e.OperationCount), 10)
		}
		if reason, ok := errcatalog.ServerOnly(errcatalog.ID(i)); ok {
			b = appendField(b, "server_only", reason, false)
		}
		b = append(b, '}')
	}
	return append(b, "\n]\n"...)
}

func appendField(b []byte, key, value string, first bool) []byte {
	if !first {
		b = append(b, ", "...)
	}
	b = input.AppendString(b, key)
	b = append(b, ": "...)
	return input.AppendString(b, value)
}
