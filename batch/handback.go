package batch

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/jsonw"
	"github.com/preflightpay/preflight/internal/redact"
	"github.com/preflightpay/preflight/internal/redact/redactjson"
	"github.com/preflightpay/preflight/internal/report"
)

// handBackColumns are the columns a CSV hand-back file appends to the input's: the record's
// line, then the entry, field, message and reason of each finding, one finding per line of the
// cell, so that line k of each cell belongs to the same finding.
var handBackColumns = []string{"preflight_line", "preflight_entry", "preflight_field", "preflight_message", "preflight_reason"}

// isHandBackColumn reports whether an input column is one a hand-back file appends: a hand-back
// file checked again has its old findings replaced, not repeated.
func isHandBackColumn(name string) bool {
	for _, c := range handBackColumns {
		if name == c {
			return true
		}
	}
	return false
}

// formulaStart reports whether a cell starting with c is one a spreadsheet would run as a
// formula: '=', '+', '-', '@', a tab or a carriage return, as OWASP lists them. appendCell writes
// such a cell as plain text, with an apostrophe before it. A negative amount ("-5") is
// neutralised too: a number a spreadsheet reads as text is a smaller harm than a formula it
// runs, and OWASP makes no exception for it.
func formulaStart(c byte) bool {
	return c == '=' || c == '+' || c == '-' || c == '@' || c == '\t' || c == '\r'
}

// unneutralise is the CSV reader's inverse of appendCell's apostrophe, so that a hand-back file, fixed and
// checked again, is read as the data it was written from.
func unneutralise(s string) string {
	if len(s) > 1 && s[0] == '\'' && formulaStart(s[1]) {
		return s[1:]
	}
	return s
}

// finding is one line of a hand-back row: what the report says, redacted as the report is.
type finding struct{ entry, field, message, reason string }

// handBack collects a worker's hand-back rows for a chunk.
type handBack struct {
	predictions bool
	findings    []finding
	delim       rune
	join        []byte // a cell of findings, one per line
	// hdr is the header whose columns skip and secret describe: whether the hand-back file
	// leaves each column out (a hand-back column of its own input) and whether its name says
	// it holds a secret, decided once per header rather than per cell.
	hdr          *header
	skip, secret []bool
	names        map[string]bool // member names and whether clean finds them harmless
}

// clean reports whether redactjson.Value would leave v as it is: no member name says it holds a
// secret or names one (a name/value pair), and no name or value holds what redact.Text masks.
// Records repeat their member names, so each name's answer is kept (a copy: the name's bytes
// are the chunk's, which are reused) for the next record, up to maxNames of them.
func (h *handBack) clean(v input.Value) bool {
	switch v.Kind() {
	case input.String, input.Number:
		return redact.Text(v.Text()) == v.Text()
	case input.Array:
		for _, e := range v.Elems() {
			if !h.clean(e) {
				return false
			}
		}
	case input.Object:
		for _, m := range v.Members() {
			ok, seen := h.names[m.Key]
			if !seen {
				ok = !redact.SecretName(m.Key) && !redact.PairName(m.Key) && !redact.PairValue(m.Key) && redact.Text(m.Key) == m.Key
				if len(h.names) < maxNames {
					if h.names == nil {
						h.names = make(map[string]bool)
					}
					h.names[strings.Clone(m.Key)] = ok
				}
			}
			if !ok || !h.clean(m.Value) {
				return false
			}
		}
	}
	return true
}

// maxNames bounds the member names a worker remembers: a file's records share a few dozen.
const maxNames = 1024

func (h *handBack) columns(hdr *header) {
	if h.hdr == hdr {
		return
	}
	h.hdr = hdr
	h.skip, h.secret = h.skip[:0], h.secret[:0]
	for _, name := range hdr.names {
		h.skip = append(h.skip, isHandBackColumn(name))
		h.secret = append(h.secret, redact.SecretName(name))
	}
}

// wants reports whether a record goes into the hand-back file: it is malformed or has errors,
// or, with predictions, a warning that predicts a catalog entry.
func (h *handBack) wants(b *report.Builder, bad string) bool {
	if bad != "" || len(b.Errors) > 0 {
		return true
	}
	if h.predictions {
		for _, a := range b.Warnings {
			if a.Predicts {
				return true
			}
		}
	}
	return false
}

// collect gathers the record's findings.
func (h *handBack) collect(b *report.Builder, bad string, reported bool) {
	h.findings = h.findings[:0]
	if !reported {
		h.findings = append(h.findings, finding{reason: redact.Text(bad)})
	}
	for _, f := range b.Errors {
		is := report.IssueOf(f)
		h.findings = append(h.findings, finding{is.ID, is.Field, is.Message, is.Reason.Text})
	}
	if h.predictions {
		for _, a := range b.Warnings {
			if a.Predicts {
				is := report.IssueOfAdvice(a)
				h.findings = append(h.findings, finding{is.ID + " (predicted)", is.Field, is.Message, is.Reason.Text})
			}
		}
	}
}

// appendJSON writes a JSON-lines hand-back line: {"line":N,"findings":[...],"record":R}, R the
// record as read (parsed, card numbers and secrets masked), the line as a string when it is not
// JSON, or null when that line holds a backslash.
func (h *handBack) appendJSON(dst []byte, line int, record string, parsed input.Value) []byte {
	w := jsonw.New(dst, false)
	w.Open('{')
	w.IntField("line", int64(line))
	w.Key("findings")
	w.Open('[')
	for _, f := range h.findings {
		w.Item()
		w.Open('{')
		w.Field("entry", f.entry)
		w.Field("field", f.field)
		w.Field("message", f.message)
		w.Field("reason", f.reason)
		w.Close('}')
	}
	w.Close(']')
	w.Key("record")
	switch {
	case !parsed.Missing() && h.clean(parsed):
		// Nothing to mask: the record as its author wrote it.
		w.Buf = append(w.Buf, record...)
	case !parsed.Missing():
		// The value the worker read: redactjson.JSON would read the record again.
		w.Buf = input.AppendJSON(w.Buf, redactjson.Value(parsed))
	case strings.IndexByte(record, '\\') < 0:
		w.Str(redact.Text(record))
	default:
		// A line that is not JSON but holds escapes could hide a secret from the text scan
		// ("\u0026key=..."): it is not written back.
		w.Null()
	}
	w.Close('}')
	return append(w.Buf, '\n')
}

// appendCSVHeader writes the hand-back file's header: the input's, then handBackColumns.
func (h *handBack) appendCSVHeader(dst []byte, hdr *header) []byte {
	n := 0
	for _, name := range hdr.names {
		if !isHandBackColumn(name) {
			dst = h.appendCell(dst, n, redact.Text(name))
			n++
		}
	}
	for _, name := range handBackColumns {
		dst = h.appendCell(dst, n, name)
		n++
	}
	return append(dst, '\r', '\n')
}

// appendCSV writes a CSV hand-back row: the row's cells (as many as the header has, empty ones
// added to a short row, a long row's extra cells kept), each masked where it could hold a card
// number or a secret and neutralised, then the findings.
func (h *handBack) appendCSV(dst []byte, hdr *header, cells []string, line int) []byte {
	h.columns(hdr)
	n := 0
	for i := range max(len(cells), len(hdr.names)) {
		skip, secret, cell := false, false, ""
		if i < len(hdr.names) {
			skip, secret = h.skip[i], h.secret[i]
		}
		if i < len(cells) {
			cell = cells[i]
		}
		switch {
		case skip:
			continue
		case cell != "" && secret:
			cell = redact.Mask
		default:
			cell = redact.Text(cell)
		}
		dst = h.appendCell(dst, n, cell)
		n++
	}
	dst = h.appendCell(dst, n, strconv.Itoa(line))
	for k := range 4 {
		h.join = h.join[:0]
		for i, f := range h.findings {
			if i > 0 {
				h.join = append(h.join, '\n')
			}
			h.join = append(h.join, [...]string{f.entry, f.field, f.message, f.reason}[k]...)
		}
		dst = h.appendCell(dst, n+1+k, string(h.join))
	}
	return append(dst, '\r', '\n')
}

// appendCell writes the cell of column col (counting from 0), neutralised, as encoding/csv's
// Writer with UseCRLF writes it: quoted when it holds the delimiter, a quote or a line break, or
// starts with a space, quotes doubled, line breaks CRLF (a lone carriage return is kept, where
// the Writer drops it).
func (h *handBack) appendCell(dst []byte, col int, s string) []byte {
	if col > 0 {
		dst = utf8.AppendRune(dst, h.delim)
	}
	formula := s != "" && formulaStart(s[0])
	quote := s == `\.` || h.special(s)
	if !quote && !formula && s != "" {
		r, _ := utf8.DecodeRuneInString(s)
		quote = unicode.IsSpace(r)
	}
	if quote {
		dst = append(dst, '"')
	}
	if formula {
		dst = append(dst, '\'')
	}
	if !quote {
		return append(dst, s...)
	}
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '"':
			dst = append(dst, '"', '"')
		case c == '\n':
			dst = append(dst, '\r', '\n')
		case c == '\r' && i+1 < len(s) && s[i+1] == '\n':
			// The line feed writes the pair.
		default:
			dst = append(dst, c)
		}
	}
	return append(dst, '"')
}

// special reports whether s holds the delimiter, a quote or a line break: one pass over the
// cell, where strings.ContainsRune and strings.ContainsAny took two, each with its own setup,
// for every cell of every row handed back.
func (h *handBack) special(s string) bool {
	if h.delim >= utf8.RuneSelf {
		return strings.ContainsRune(s, h.delim) || strings.ContainsAny(s, "\"\r\n")
	}
	d := byte(h.delim)
	for i := 0; i < len(s); i++ {
		if c := s[i]; c == d || c == '"' || c == '\r' || c == '\n' {
			return true
		}
	}
	return false
}
