package classify

import (
	"strconv"

	"github.com/preflightpay/preflight/input"
)

// AppendJSON appends r as the command line prints it: the bytes encoding/json's MarshalIndent
// with a two-space indent would write, except that U+0008 and U+000C are written \u0008 and
// \u000c as in every report. It is written by hand so that the WASM build, which prints the same
// result, need not link encoding/json.
func (r *Result) AppendJSON(dst []byte) []byte {
	dst = append(dst, "{\n"...)
	dst = appendBool(dst, "matched", r.Matched, 1)
	dst = appendStr(dst, "operation", r.Operation, 1)
	dst = appendInt(dst, "http_status", r.HTTPStatus, 1)
	dst = appendStr(dst, "id", r.ID, 1)
	dst = appendStr(dst, "product", r.Product, 1)
	dst = appendStr(dst, "format", r.Format, 1)
	dst = appendStr(dst, "type", r.Type, 1)
	dst = appendStr(dst, "code", r.Code, 1)
	dst = appendStr(dst, "message", r.Message, 1)
	dst = appendKey(dst, "params", 1)
	switch {
	case r.Params == nil:
		dst = append(dst, "null"...)
	case len(r.Params) == 0:
		dst = append(dst, "[]"...)
	default:
		dst = append(dst, '[')
		for i, p := range r.Params {
			if i > 0 {
				dst = append(dst, ',')
			}
			dst = append(dst, "\n    "...)
			dst = input.AppendString(dst, p)
		}
		dst = append(dst, "\n  ]"...)
	}
	dst = append(dst, ",\n"...)
	dst = appendStr(dst, "action", r.Action, 1)
	dst = appendStr(dst, "guidance", r.Guidance, 1)
	dst = appendBool(dst, "retry_same_request", r.RetrySame, 1)
	dst = appendKey(dst, "basis", 1)
	dst = input.AppendString(dst, r.Basis)
	if o := r.OperatorReport; o != nil {
		dst = append(dst, ",\n"...)
		dst = appendKey(dst, "operator_report", 1)
		dst = append(dst, "{\n"...)
		dst = appendStr(dst, "method", o.Method, 2)
		dst = appendStr(dst, "path", o.Path, 2)
		dst = appendStr(dst, "x_response_id", o.ResponseID, 2)
		dst = appendStr(dst, "request_time", o.RequestTime, 2)
		dst = appendInt(dst, "http_status", o.HTTPStatus, 2)
		dst = appendKey(dst, "response", 2)
		dst = input.AppendString(dst, o.Response)
		dst = append(dst, "\n  }"...)
	}
	return append(dst, "\n}"...)
}

func appendKey(dst []byte, key string, depth int) []byte {
	for range depth {
		dst = append(dst, "  "...)
	}
	dst = input.AppendString(dst, key)
	return append(dst, ": "...)
}

// The helpers below write one member followed by ",\n": every caller has a member after it.

func appendStr(dst []byte, key, value string, depth int) []byte {
	dst = input.AppendString(appendKey(dst, key, depth), value)
	return append(dst, ",\n"...)
}

func appendInt(dst []byte, key string, value, depth int) []byte {
	dst = strconv.AppendInt(appendKey(dst, key, depth), int64(value), 10)
	return append(dst, ",\n"...)
}

func appendBool(dst []byte, key string, value bool, depth int) []byte {
	dst = strconv.AppendBool(appendKey(dst, key, depth), value)
	return append(dst, ",\n"...)
}
