package errcatalog

import "github.com/preflightpay/preflight/internal/jsonw"

// AppendJSON appends every entry as the contract's JSON array, with package jsonw's convention
// except that, indented, each entry stands on one line so the catalog reads as a table: id,
// product, http_status, format, type, code, message, action, guidance, operations and, where
// the specification only counts the operations, operation_count; server_only gives the reason
// for an entry that no check before sending can produce.
func AppendJSON(dst []byte, indent bool) []byte { return AppendJSONOf(dst, indent, nil) }

// AppendJSONOf is AppendJSON for the entries that keep selects (every entry when keep is nil), as
// "preflight catalog --op OP --action A" prints them.
func AppendJSONOf(dst []byte, indent bool, keep func(*Entry) bool) []byte {
	w := jsonw.New(dst, indent)
	w.Open('[')
	for i := range entries {
		if keep != nil && !keep(&entries[i]) {
			continue
		}
		w.Item()
		entries[i].appendJSON(w)
	}
	w.Close(']')
	return w.Buf
}

func (e *Entry) appendJSON(w *jsonw.Writer) {
	w.OpenLine('{')
	e.AppendJSONMembers(w)
	w.Close('}')
}

// AppendJSONMembers writes the entry's members as "preflight catalog" writes them, into an object
// the caller has opened: "preflight explain" adds its own members to the same object.
func (e *Entry) AppendJSONMembers(w *jsonw.Writer) {
	w.Field("id", e.Key)
	w.Field("product", e.Product.String())
	w.IntField("http_status", int64(e.HTTPStatus))
	w.Field("format", e.Format.String())
	w.Field("type", e.Type)
	w.Field("code", e.Code)
	w.Field("message", e.Message)
	w.Field("action", e.Action.String())
	w.Field("guidance", e.Action.Guidance())
	w.Key("operations")
	w.InlineStrings(e.Operations)
	if e.OperationCount > 0 {
		w.IntField("operation_count", int64(e.OperationCount))
	}
	if e.ServerOnly != "" {
		w.Field("server_only", e.ServerOnly)
	}
}
