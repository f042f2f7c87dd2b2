package report

import (
	"strconv"

	"github.com/preflightpay/preflight/input"
)

// AppendJSON appends the report as JSON in the contract's member order. With indent, members
// and list items stand on their own lines, indented by two spaces, as the command line prints
// them; without, the report is one line, as batch output needs. It writes the bytes by hand,
// so a report costs no reflection and the WASM build needs no encoding/json.
func (r *Report) AppendJSON(dst []byte, indent bool) []byte {
	w := writer{buf: dst, indent: indent}
	w.open('{')
	w.key("operation")
	w.str(r.Operation)
	w.key("valid")
	w.buf = strconv.AppendBool(w.buf, r.Valid)
	w.key("errors")
	w.issues(r.Errors)
	w.key("skipped")
	w.open('[')
	for _, s := range r.Skipped {
		w.item()
		w.open('{')
		w.key("rule")
		w.str(s.Rule)
		w.key("needs")
		w.str(s.Needs)
		w.close('}')
	}
	w.close(']')
	w.key("warnings")
	w.issues(r.Warnings)
	w.close('}')
	return w.buf
}

// MarshalJSON writes the report on one line.
func (r Report) MarshalJSON() ([]byte, error) { return r.AppendJSON(nil, false), nil }

type writer struct {
	buf    []byte
	indent bool
	depth  int
	first  bool
}

func (w *writer) newline() {
	if !w.indent {
		return
	}
	w.buf = append(w.buf, '\n')
	for i := 0; i < w.depth; i++ {
		w.buf = append(w.buf, ' ', ' ')
	}
}

func (w *writer) open(c byte) {
	w.buf = append(w.buf, c)
	w.depth++
	w.first = true
}

func (w *writer) close(c byte) {
	w.depth--
	if !w.first {
		w.newline()
	}
	w.buf = append(w.buf, c)
	w.first = false
}

func (w *writer) item() {
	if !w.first {
		w.buf = append(w.buf, ',')
	}
	w.first = false
	w.newline()
}

func (w *writer) key(k string) {
	w.item()
	w.buf = input.AppendString(w.buf, k)
	w.buf = append(w.buf, ':')
	if w.indent {
		w.buf = append(w.buf, ' ')
	}
}

func (w *writer) str(s string) { w.buf = input.AppendString(w.buf, s) }

func (w *writer) issues(list []Issue) {
	w.open('[')
	for i := range list {
		is := &list[i]
		w.item()
		w.open('{')
		w.key("id")
		w.str(is.ID)
		w.key("field")
		w.str(is.Field)
		w.key("http_status")
		w.buf = strconv.AppendInt(w.buf, int64(is.HTTPStatus), 10)
		w.key("format")
		w.str(is.Format)
		w.key("type")
		w.str(is.Type)
		w.key("code")
		w.str(is.Code)
		w.key("message")
		w.str(is.Message)
		w.key("params")
		w.buf = append(w.buf, '[')
		for j, p := range is.Params {
			if j > 0 {
				w.buf = append(w.buf, ',')
				if w.indent {
					w.buf = append(w.buf, ' ')
				}
			}
			w.str(p)
		}
		w.buf = append(w.buf, ']')
		w.key("action")
		w.str(is.Action)
		if is.Reason.Code != "" {
			w.key("reason")
			w.open('{')
			w.key("code")
			w.str(is.Reason.Code)
			w.key("text")
			w.str(is.Reason.Text)
			w.close('}')
		}
		if is.Predicts != "" {
			w.key("predicts")
			w.str(is.Predicts)
		}
		w.close('}')
	}
	w.close(']')
}
