// Package jsonw is preflight's one JSON writer: reports, classifications, corridor
// requirements, the catalog and the operations are all written with it, in one convention. With
// Indent, members and list items stand on their own lines indented by two spaces (as the command
// line prints them), except inside a container opened with OpenLine, which stays on one line
// with ", " and ": " between its parts; without Indent, everything is on one line with no spaces
// (as batch output and the WASM build need). It writes bytes by hand, so output costs no
// reflection and the WASM build needs no encoding/json.
package jsonw

import (
	"strconv"

	"github.com/preflightpay/preflight/internal/input"
)

// Writer appends JSON to Buf.
type Writer struct {
	Buf    []byte
	Indent bool
	depth  int
	first  bool
	// line is the depth of the outermost container opened with OpenLine, 0 when none is open.
	line int
}

// New returns a writer appending to dst.
func New(dst []byte, indent bool) *Writer { return &Writer{Buf: dst, Indent: indent} }

func (w *Writer) newline() {
	if !w.Indent || w.line > 0 {
		return
	}
	w.Buf = append(w.Buf, '\n')
	for i := 0; i < w.depth; i++ {
		w.Buf = append(w.Buf, ' ', ' ')
	}
}

// open, close, item and key are the bodies of Open, Close, Item and Key, which jsonw_js.go
// declares not inlined (for the WASM build's size) and jsonw_other.go as any other function.
func (w *Writer) open(c byte) {
	w.Buf = append(w.Buf, c)
	w.depth++
	w.first = true
}

// OpenLine starts an object or an array that stays on one line even when indenting, as short
// lists and the catalog's entries read best.
func (w *Writer) OpenLine(c byte) {
	w.Open(c)
	if w.line == 0 {
		w.line = w.depth
	}
}

func (w *Writer) close(c byte) {
	w.depth--
	if !w.first {
		w.newline()
	}
	if w.depth < w.line {
		w.line = 0
	}
	w.Buf = append(w.Buf, c)
	w.first = false
}

func (w *Writer) item() {
	if !w.first {
		w.Buf = append(w.Buf, ',')
		if w.Indent && w.line > 0 {
			w.Buf = append(w.Buf, ' ')
		}
	}
	w.first = false
	w.newline()
}

func (w *Writer) key(k string) {
	w.Item()
	w.Buf = input.AppendString(w.Buf, k)
	w.Buf = append(w.Buf, ':')
	if w.Indent {
		w.Buf = append(w.Buf, ' ')
	}
}

// Str writes a string value.
func (w *Writer) Str(s string) { w.Buf = input.AppendString(w.Buf, s) }

// Int writes a number.
func (w *Writer) Int(n int64) { w.Buf = strconv.AppendInt(w.Buf, n, 10) }

// Bool writes true or false.
func (w *Writer) Bool(b bool) { w.Buf = strconv.AppendBool(w.Buf, b) }

// Null writes null.
func (w *Writer) Null() { w.Buf = append(w.Buf, "null"...) }

// Strings writes a list of strings, one to a line when indenting.
func (w *Writer) Strings(list []string) {
	w.Open('[')
	w.strings(list)
}

// InlineStrings writes a list of strings on one line, ["a", "b"] when indented: short lists
// such as a finding's params read better that way.
func (w *Writer) InlineStrings(list []string) {
	w.OpenLine('[')
	w.strings(list)
}

// strings writes the items of the list just opened and closes it.
func (w *Writer) strings(list []string) {
	for _, s := range list {
		w.Item()
		w.Str(s)
	}
	w.Close(']')
}

// Field writes the member k with the string value v.
func (w *Writer) Field(k, v string) {
	w.Key(k)
	w.Str(v)
}

// BoolField writes the member k with the value true or false.
func (w *Writer) BoolField(k string, v bool) {
	w.Key(k)
	w.Bool(v)
}

// IntField writes the member k with the number n.
func (w *Writer) IntField(k string, n int64) {
	w.Key(k)
	w.Int(n)
}
