package batch

import (
	"bufio"
	"encoding/csv"
	"errors"
	"io"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/reason"
)

// csvSource reads CSV: a header row of field paths, then one record per row.
type csvSource struct {
	r      *csv.Reader
	in     *boundedReader
	hdr    *header
	n      int // the line of the last record read
	header bool
	max    int   // the longest row taken, as for a JSON line
	offset int64 // where the last row ended in the input
	end    int64 // where it ended in the CSV reader's count (which skips what a cut dropped)
	// base and lineBase are the bytes handed out and the lines read before the CSV reader
	// started, which restarts after a cut row.
	base     int64
	lineBase int
	delim    rune
}

func newCSVSource(in *bufio.Reader, lim input.Limits, delim rune) (*csvSource, error) {
	max := lim.MaxBytes
	if max <= 0 {
		max = input.DefaultLimits().MaxBytes
	}
	if delim == 0 {
		delim = sniffDelimiter(in)
	} else if !ValidDelimiter(delim) {
		return nil, errors.New("batch: " + strconv.QuoteRune(delim) + " cannot separate CSV cells")
	}
	// A row is cut a little past the limit, so that a cut row is always over it. The CSV
	// reader's own buffer is 4 KB: reading the input through in's larger one below the cut
	// saves a system call per 4 KB (0.3 CPU-seconds for a million rows).
	b := &boundedReader{r: in, limit: int64(max) + 3}
	s := &csvSource{in: b, max: max, delim: delim}
	s.r = s.newReader(b)
	return s, nil
}

// ValidDelimiter reports whether r can separate CSV cells (Options.Delimiter): not a quote, a
// line break, a letter or a digit.
func ValidDelimiter(r rune) bool {
	return r != '"' && r != '\r' && r != '\n' && r != utf8.RuneError && utf8.ValidRune(r) && !unicode.IsLetter(r) && !unicode.IsDigit(r)
}

// sniffDelimiter picks the delimiter of Options.Delimiter 0: the one of comma, semicolon and tab
// found most often outside quotes on the header's first line (Excel writes semicolons where the
// decimal separator is a comma, and tabs in "Unicode text"), a comma on a tie or when none is.
func sniffDelimiter(in *bufio.Reader) rune {
	head, _ := in.Peek(peekBytes)
	var n [3]int
	quoted := false
scan:
	for _, c := range head {
		switch {
		case c == '"':
			quoted = !quoted
		case quoted:
		case c == '\n':
			break scan
		case c == ',':
			n[0]++
		case c == ';':
			n[1]++
		case c == '\t':
			n[2]++
		}
	}
	best := 0
	for i := 1; i < len(n); i++ {
		if n[i] > n[best] {
			best = i
		}
	}
	return []rune{',', ';', '\t'}[best]
}

func (s *csvSource) newReader(r io.Reader) *csv.Reader {
	cr := csv.NewReader(r)
	cr.Comma = s.delim
	cr.FieldsPerRecord = -1 // a row of the wrong width is a bad record, reported by us
	cr.ReuseRecord = true   // the cells are copied into the chunk
	return cr
}

// restart replaces the CSV reader after a cut row (see boundedReader), which has left it
// counting lines that were never whole; the new one starts at the line after the cut row, with
// nothing buffered (the cut showed it the end of the input).
func (s *csvSource) restart() {
	s.r = s.newReader(s.in)
	s.lineBase, s.base, s.end = s.in.lines, s.in.out, 0
}

// fieldLine is the input line of the current row's first field.
func (s *csvSource) fieldLine() int {
	n, _ := s.r.FieldPos(0)
	return s.lineBase + n
}

func (s *csvSource) line() int { return s.n }

func (s *csvSource) fill(c *chunk) error {
	for len(c.items) < chunkRecords {
		rec, err := s.r.Read()
		end := s.r.InputOffset()
		size := end - s.end
		s.end, s.offset = end, s.in.consumed(s.base+end)
		if s.in.mark(s.base + end) {
			if err == nil {
				s.n = s.fieldLine()
			} else if perr := (*csv.ParseError)(nil); errors.As(err, &perr) {
				s.n = s.lineBase + perr.StartLine
			}
			s.restart()
			msg := "the row is longer than the limit of " + strconv.Itoa(s.max) + " bytes"
			if s.lineBase > s.n {
				// Its lines are gone with it: say which, and the likely cause.
				msg += "; lines " + strconv.Itoa(s.n) + " to " + strconv.Itoa(s.lineBase) + " were not read (is a quote left open?)"
			}
			if !s.header {
				s.header = true
				s.hdr = &header{err: "the header " + msg[len("the "):], line: s.n}
				c.items = append(c.items, item{line: s.n, bad: "header: " + s.hdr.err})
			} else {
				c.items = append(c.items, item{line: s.n, bad: msg})
			}
			c.offset = s.offset
			continue
		}
		if err == nil && size > int64(s.max)+2 && s.header {
			s.n = s.fieldLine()
			c.items = append(c.items, item{line: s.n, bad: "the row is longer than the limit of " + strconv.Itoa(s.max) + " bytes"})
			c.offset = s.offset
			continue
		}
		if err == io.EOF {
			c.header = s.hdr
			return io.EOF
		}
		var perr *csv.ParseError
		switch {
		case errors.As(err, &perr):
			s.n = s.lineBase + perr.StartLine
			msg := "CSV syntax: " + perr.Err.Error() + " (line " + strconv.Itoa(s.lineBase+perr.Line) + ", column " + strconv.Itoa(perr.Column) + ")"
			if perr.Err == csv.ErrQuote && perr.Line > perr.StartLine && s.in.atEnd(s.base+s.end) {
				// A quote opened on this row and never closed: the CSV reader took the rest of
				// the file as one cell. Say so at the row, and what was lost.
				msg = "CSV syntax: a quote opened on this line is never closed, so lines " + strconv.Itoa(s.n+1) + " to " +
					strconv.Itoa(s.lineBase+perr.Line) + " (" + strconv.Itoa(perr.Line-perr.StartLine) + " lines) were read as part of one cell and not checked"
			}
			if !s.header {
				s.header = true
				s.hdr = &header{err: msg, line: s.n}
				msg = "header: " + msg
			} else if s.hdr.err != "" {
				msg = s.hdr.rowError()
			}
			c.items = append(c.items, item{line: s.n, bad: msg})
		case err != nil:
			return err
		case !s.header:
			s.header = true
			s.n = s.fieldLine()
			s.hdr = parseHeader(rec, s.n)
			if s.hdr.err != "" {
				c.items = append(c.items, item{line: s.n, bad: "header: " + s.hdr.err})
			}
		default:
			s.n = s.fieldLine()
			it := item{line: s.n}
			switch {
			case s.hdr.err != "":
				it.bad = s.hdr.rowError()
			case len(rec) != s.hdr.cols:
				it.bad = "the row has " + strconv.Itoa(len(rec)) + " fields, the header " + strconv.Itoa(s.hdr.cols)
			}
			// A malformed row keeps its cells too, for the hand-back file.
			it.start = len(c.fields)
			c.fields = append(c.fields, rec...)
			it.end = len(c.fields)
			c.items = append(c.items, it)
		}
		c.offset = s.offset
	}
	c.header = s.hdr
	return nil
}

// header is a CSV header read as a tree of field paths. Rows are turned into requests along it.
type header struct {
	root  node
	cols  int
	slots int    // members of all objects together: the size of a row's member storage
	err   string // why the header cannot be used, or ""
	line  int
	names []string // the cells as read, for the hand-back file
}

// node is one member name of the tree: a leaf takes its value from column col; an object
// (col -1) holds kids, whose members go to slots [off, off+len(kids)) of a row's storage.
type node struct {
	name string
	col  int
	off  int
	kids []*node
}

func (h *header) rowError() string {
	return "the header on line " + strconv.Itoa(h.line) + " cannot be used: " + h.err
}

// parseHeader builds the tree of paths, or says why it cannot.
func parseHeader(cells []string, line int) *header {
	h := &header{root: node{col: -1}, cols: len(cells), line: line, names: slices.Clone(cells)}
	for col, path := range cells {
		if msg := h.insert(path, col); msg != "" {
			h.err = "column " + strconv.Itoa(col+1) + " " + reason.QuoteWith(path, strconv.Quote) + " " + msg
			return h
		}
	}
	h.number(&h.root)
	return h
}

func (h *header) insert(path string, col int) string {
	if path == "" {
		return "is empty"
	}
	n := &h.root
	for rest := path; ; {
		name, tail, more := strings.Cut(rest, ".")
		if name == "" {
			return "has an empty member name"
		}
		if strings.TrimSpace(name) != name {
			// " reference" would be a member no rule reads: the column would go unchecked.
			return "has spaces around a member name"
		}
		var kid *node
		for _, k := range n.kids {
			if k.name == name {
				kid = k
				break
			}
		}
		switch {
		case kid == nil && more:
			kid = &node{name: name, col: -1}
			n.kids = append(n.kids, kid)
		case kid == nil:
			n.kids = append(n.kids, &node{name: name, col: col})
			return ""
		case kid.col >= 0 && more:
			return "goes inside column " + strconv.Itoa(kid.col+1) + ", which holds a value, not an object"
		case kid.col >= 0:
			return "repeats column " + strconv.Itoa(kid.col+1)
		case !more:
			return "is a value, but column " + strconv.Itoa(firstCol(kid)+1) + " makes it an object"
		}
		n, rest = kid, tail
	}
}

func firstCol(n *node) int {
	for n.col < 0 {
		n = n.kids[0]
	}
	return n.col
}

func (h *header) number(n *node) {
	n.off = h.slots
	h.slots += len(n.kids)
	for _, k := range n.kids {
		if k.col < 0 {
			h.number(k)
		}
	}
}

// build turns a row into a request. An empty cell is an absent member, and an object none of
// whose members is present is absent too, so that a row can leave out a whole beneficiary. The
// members live in slots and the objects in arena, which the caller reuses once the request is
// checked.
func (h *header) build(cells []string, slots []input.Member, arena *input.Arena) input.Value {
	v, _ := h.object(&h.root, cells, slots, arena)
	if v.Kind() != input.Object {
		return arena.NewObject()
	}
	return v
}

func (h *header) object(n *node, cells []string, slots []input.Member, arena *input.Arena) (input.Value, bool) {
	members := slots[n.off : n.off : n.off+len(n.kids)]
	for _, k := range n.kids {
		var v input.Value
		var ok bool
		if k.col >= 0 {
			if s := cells[k.col]; s != "" {
				v, ok = input.NewString(unneutralise(s)), true
			}
		} else {
			v, ok = h.object(k, cells, slots, arena)
		}
		if ok {
			// In place: a Member literal would be built on the stack and copied in words
			// that stall on the smaller writes under them (see input's appendMember).
			members = members[:len(members)+1]
			m := &members[len(members)-1]
			m.Key, m.Value = k.name, v
		}
	}
	if len(members) == 0 {
		return input.Value{}, false
	}
	return arena.NewObject(members...), true
}
