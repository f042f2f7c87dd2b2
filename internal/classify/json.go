package classify

import "github.com/preflightpay/preflight/internal/jsonw"

// AppendJSON appends r as JSON with package jsonw's convention: indented, the bytes the command
// line prints (encoding/json's MarshalIndent with a two-space indent would write the same, except
// that U+0008 and U+000C are written \u0008 and \u000c as in every report), or on one line.
// Params is null when nil, as encoding/json writes it.
func (r *Result) AppendJSON(dst []byte, indent bool) []byte {
	w := jsonw.New(dst, indent)
	w.Open('{')
	w.BoolField("matched", r.Matched)
	w.Field("operation", r.Operation)
	w.IntField("http_status", int64(r.HTTPStatus))
	w.Field("id", r.ID)
	w.Field("product", r.Product)
	w.Field("format", r.Format)
	w.Field("type", r.Type)
	w.Field("code", r.Code)
	w.Field("message", r.Message)
	w.Key("params")
	if r.Params == nil {
		w.Null()
	} else {
		w.Strings(r.Params)
	}
	w.Field("action", r.Action)
	w.Field("guidance", r.Guidance)
	w.BoolField("retry_same_request", r.RetrySame)
	w.Field("basis", r.Basis)
	if o := r.OperatorReport; o != nil {
		w.Key("operator_report")
		w.Open('{')
		w.Field("method", o.Method)
		w.Field("path", o.Path)
		w.Field("x_response_id", o.ResponseID)
		w.Field("request_time", o.RequestTime)
		w.IntField("http_status", int64(o.HTTPStatus))
		w.Field("response", o.Response)
		w.Close('}')
	}
	w.Close('}')
	return w.Buf
}
