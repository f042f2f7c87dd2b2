package corridor

import (
	"strconv"

	"github.com/preflightpay/preflight/input"
)

// AppendJSON appends reqs as a JSON array, members in a fixed order and empty ones left out:
//
//	[{"corridor": "USD-ACH", "currency": "USD", "payment_method": "LOCAL",
//	  "clearing_system": "ACH", "countries": ["US"],
//	  "beneficiary": [{"field": "routing_code_value1", "required": true,
//	                   "format": {"pattern": "^[0-9]{9}$", "min_length": 9, "max_length": 9,
//	                              "check": "3-7-1 check digit", "example": "011000015"}}, ...],
//	  "payout": [...], "source": "..."}]
//
// With indent, members stand on their own lines, indented by two spaces, as the command line
// prints them. The bytes are written by hand so that the WASM build needs no encoding/json.
func AppendJSON(dst []byte, reqs []Requirement, indent bool) []byte {
	w := jsonWriter{buf: dst, indent: indent}
	w.open('[')
	for i := range reqs {
		r := &reqs[i]
		w.item()
		w.open('{')
		w.str("corridor", r.Corridor)
		w.str("currency", r.Currency)
		w.str("payment_method", r.PaymentMethod)
		w.str("clearing_system", r.ClearingSystem)
		w.strs("countries", r.Countries)
		w.fields("beneficiary", r.Beneficiary)
		w.fields("payout", r.Payout)
		w.str("source", r.Source)
		w.close('}')
	}
	w.close(']')
	return w.buf
}

type jsonWriter struct {
	buf    []byte
	indent bool
	depth  int
	first  bool
}

func (w *jsonWriter) newline() {
	if !w.indent {
		return
	}
	w.buf = append(w.buf, '\n')
	for i := 0; i < w.depth; i++ {
		w.buf = append(w.buf, ' ', ' ')
	}
}

func (w *jsonWriter) open(c byte) {
	w.buf = append(w.buf, c)
	w.depth++
	w.first = true
}

func (w *jsonWriter) close(c byte) {
	w.depth--
	if !w.first {
		w.newline()
	}
	w.buf = append(w.buf, c)
	w.first = false
}

func (w *jsonWriter) item() {
	if !w.first {
		w.buf = append(w.buf, ',')
	}
	w.first = false
	w.newline()
}

func (w *jsonWriter) key(k string) {
	w.item()
	w.buf = input.AppendString(w.buf, k)
	w.buf = append(w.buf, ':')
	if w.indent {
		w.buf = append(w.buf, ' ')
	}
}

func (w *jsonWriter) str(k, v string) {
	w.key(k)
	w.buf = input.AppendString(w.buf, v)
}

func (w *jsonWriter) optStr(k, v string) {
	if v != "" {
		w.str(k, v)
	}
}

func (w *jsonWriter) optInt(k string, v int) {
	if v != 0 {
		w.key(k)
		w.buf = strconv.AppendInt(w.buf, int64(v), 10)
	}
}

// strs writes a list of strings on one line: lists of codes read better that way.
func (w *jsonWriter) strs(k string, v []string) {
	w.key(k)
	w.buf = append(w.buf, '[')
	for i, s := range v {
		if i > 0 {
			w.buf = append(w.buf, ',')
			if w.indent {
				w.buf = append(w.buf, ' ')
			}
		}
		w.buf = input.AppendString(w.buf, s)
	}
	w.buf = append(w.buf, ']')
}

func (w *jsonWriter) fields(k string, fs []Field) {
	w.key(k)
	w.open('[')
	for i := range fs {
		f := &fs[i]
		w.item()
		w.open('{')
		w.str("field", f.Field)
		w.key("required")
		w.buf = strconv.AppendBool(w.buf, f.Required)
		w.optStr("when", f.When)
		w.key("format")
		w.open('{')
		w.optStr("pattern", f.Pattern)
		w.optInt("min_length", f.Min)
		w.optInt("max_length", f.Max)
		if len(f.Allowed) > 0 {
			w.strs("allowed", f.Allowed)
		}
		w.optStr("maximum", f.Maximum)
		w.optStr("check", f.Check)
		w.optStr("example", f.Example)
		w.close('}')
		w.close('}')
	}
	w.close(']')
}
