package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/preflightpay/preflight"
	"github.com/preflightpay/preflight/batch"
	"github.com/preflightpay/preflight/internal/jsonw"
)

// firstLines is how many line numbers the summary lists for each entry.
const firstLines = 5

// batchOutput stands between batch.Run and the command's output. It reads each JSON line that
// batch writes (a record's report, or the summary) and: notes the first lines of each entry for
// the summary; drops valid records under --only-invalid; in text format, writes each record with
// findings as a table instead, and leaves the summary to the command. The JSON lines it passes
// through are batch's, byte for byte, except that the summary gains "lines".
type batchOutput struct {
	w           io.Writer
	out         output
	onlyInvalid bool
	partial     []byte
	lines       map[string][]int // entry or warning key: its first lines
	order       []string         // keys in the order first seen
	summaryLine []byte           // batch's summary line, held back until the lines are known
	err         error
}

func (b *batchOutput) Write(p []byte) (int, error) {
	n := len(p)
	for len(p) > 0 && b.err == nil {
		i := bytes.IndexByte(p, '\n')
		if i < 0 {
			b.partial = append(b.partial, p...)
			break
		}
		line := p[:i+1]
		if len(b.partial) > 0 {
			line = append(b.partial, line...)
			b.partial = b.partial[:0]
		}
		b.line(line)
		p = p[i+1:]
	}
	return n, b.err
}

func (b *batchOutput) write(p []byte) {
	if b.err == nil {
		_, b.err = b.w.Write(p)
	}
}

func (b *batchOutput) line(line []byte) {
	if bytes.HasPrefix(line, []byte(`{"summary":`)) {
		b.summaryLine = append([]byte(nil), line...)
		return
	}
	no, valid := recordHead(line)
	b.note(no, line)
	switch {
	case b.out.text:
		b.writeText(line)
	case valid && b.onlyInvalid:
	default:
		b.write(line)
	}
}

// recordHead reads a record line's "line" and "valid" members. batch writes them first, with
// at most "malformed" between them, whose string value cannot hold an unescaped quote.
func recordHead(line []byte) (no int, valid bool) {
	rest, ok := bytes.CutPrefix(line, []byte(`{"line":`))
	if !ok {
		return 0, false
	}
	end := bytes.IndexByte(rest, ',')
	if end < 0 {
		return 0, false
	}
	no, _ = strconv.Atoi(string(rest[:end]))
	i := bytes.Index(rest, []byte(`"valid":`))
	return no, i >= 0 && bytes.HasPrefix(rest[i+len(`"valid":`):], []byte("true"))
}

// note records line no under each entry its report names: every "id" of an error or a warning
// and every "predicts". A quote inside a JSON string is escaped, so `"id":"` is always a member.
func (b *batchOutput) note(no int, line []byte) {
	if no == 0 {
		return
	}
	for _, key := range []string{`"id":"`, `"predicts":"`} {
		rest := line
		for {
			i := bytes.Index(rest, []byte(key))
			if i < 0 {
				break
			}
			rest = rest[i+len(key):]
			j := bytes.IndexByte(rest, '"')
			if j < 0 {
				break
			}
			// Most ids are known and their first lines full: a lookup by the bytes, which does
			// not allocate, settles them.
			if l, seen := b.lines[string(rest[:j])]; seen && (len(l) >= firstLines || l[len(l)-1] == no) {
				continue
			}
			b.add(string(rest[:j]), no)
		}
	}
}

func (b *batchOutput) add(id string, no int) {
	if b.lines == nil {
		b.lines = map[string][]int{}
	}
	l, seen := b.lines[id]
	if !seen {
		b.order = append(b.order, id)
	}
	if len(l) < firstLines && (len(l) == 0 || l[len(l)-1] != no) {
		b.lines[id] = append(l, no)
	}
}

// record is a report line as batch writes it.
type record struct {
	Line      int    `json:"line"`
	Malformed string `json:"malformed"`
	preflight.Report
}

func (b *batchOutput) writeText(line []byte) {
	var r record
	if err := json.Unmarshal(line, &r); err != nil {
		b.err = fmt.Errorf("reading batch output: %w", err)
		return
	}
	if r.Valid && (len(r.Warnings) == 0 || b.onlyInvalid) {
		return
	}
	var buf bytes.Buffer
	if r.Malformed != "" {
		fmt.Fprintf(&buf, "line %d: %s: %s\n", r.Line, b.out.paint(red, "malformed"), oneLine(r.Malformed))
	} else {
		writeReportText(&buf, &r.Report, b.out, "line "+strconv.Itoa(r.Line)+": ", false)
	}
	b.write(buf.Bytes())
}

// finish writes the summary: in JSON, batch's line with "lines" added before its end; in text,
// nothing (the command writes the text summary).
func (b *batchOutput) finish() error {
	if len(b.partial) > 0 {
		b.line(b.partial)
	}
	if b.out.text || b.summaryLine == nil {
		return b.err
	}
	s := bytes.TrimSuffix(b.summaryLine, []byte("}}\n"))
	w := jsonw.New(append(s, `,"lines":`...), false)
	w.Open('{')
	for _, id := range b.order {
		w.Key(id)
		w.Open('[')
		for _, n := range b.lines[id] {
			w.Item()
			w.Int(int64(n))
		}
		w.Close(']')
	}
	w.Close('}')
	b.write(append(w.Buf, "}}\n"...))
	return b.err
}

// writeSummaryText writes the summary for a person, each entry with its first lines.
func (b *batchOutput) writeSummaryText(w io.Writer, s *batch.Summary) {
	fmt.Fprintf(w, "%d records: %d valid, %d invalid, %d malformed\n", s.Records, s.Valid, s.Invalid, s.Malformed)
	for _, g := range []struct {
		title  string
		counts []batch.Count
		lines  bool
	}{{"errors", s.Errors, true}, {"warnings", s.Warnings, true}, {"not checked, for want of facts", s.Skipped, false}} {
		if len(g.counts) == 0 {
			continue
		}
		fmt.Fprintf(w, "%s (records):\n", g.title)
		for _, c := range g.counts {
			at := ""
			if l := b.lines[c.ID]; g.lines && len(l) > 0 {
				words := make([]string, len(l))
				for i, n := range l {
					words[i] = strconv.Itoa(n)
				}
				at = "  lines " + strings.Join(words, ", ")
				if c.Records > len(l) {
					at += ", ..."
				}
			}
			fmt.Fprintf(w, "  %8d  %s%s\n", c.Records, c.ID, at)
		}
	}
}
