package report

import "github.com/preflightpay/preflight/internal/jsonw"

// AppendJSON appends the report as JSON in the contract's member order, with package jsonw's
// convention: indented as the command line prints it, or on one line as batch output needs.
func (r *Report) AppendJSON(dst []byte, indent bool) []byte {
	w := jsonw.New(dst, indent)
	w.Open('{')
	w.Field("operation", r.Operation)
	w.BoolField("valid", r.Valid)
	w.Key("errors")
	appendIssues(w, r.Errors)
	w.Key("skipped")
	w.Open('[')
	for _, s := range r.Skipped {
		w.Item()
		w.Open('{')
		w.Field("rule", s.Rule)
		w.Field("needs", s.Needs)
		w.Close('}')
	}
	w.Close(']')
	w.Key("warnings")
	appendIssues(w, r.Warnings)
	w.Close('}')
	return w.Buf
}

// MarshalJSON writes the report on one line.
func (r Report) MarshalJSON() ([]byte, error) { return r.AppendJSON(nil, false), nil }

func appendIssues(w *jsonw.Writer, list []Issue) {
	w.Open('[')
	for i := range list {
		w.Item()
		appendIssue(w, &list[i])
	}
	w.Close(']')
}

// appendIssue writes one finding in the contract's member order; predicts only on a prediction.
func appendIssue(w *jsonw.Writer, is *Issue) {
	w.Open('{')
	w.Field("id", is.ID)
	w.Field("field", is.Field)
	w.IntField("http_status", int64(is.HTTPStatus))
	w.Field("format", is.Format)
	w.Field("type", is.Type)
	w.Field("code", is.Code)
	w.Field("message", is.Message)
	w.Key("params")
	w.InlineStrings(is.Params)
	w.Field("action", is.Action)
	w.Key("reason")
	w.Open('{')
	w.Field("code", is.Reason.Code)
	w.Field("text", is.Reason.Text)
	w.Close('}')
	if is.Predicts != "" {
		w.Field("predicts", is.Predicts)
	}
	w.Close('}')
}
