package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strconv"

	"github.com/preflightpay/preflight"
)

// batchText stands between batch.Run and the command's output in text format: it reads each
// record's report and writes the records with findings as tables, and drops batch's summary
// line (the command writes the summary for a person from batch.Summary). In JSON the command
// writes batch's lines as they are.
type batchText struct {
	w       io.Writer
	out     output
	partial []byte
	err     error
	// verdicts counts the records by verdict (verdictValid, ...), and "malformed".
	verdicts map[string]int
	// cleanTail is what follows the line number in the last report decoded that was valid
	// without a warning. batch writes every such report of a run with the same bytes after its
	// line number, and the text format writes nothing for them: a line ending the same way is
	// counted without being decoded, which was two thirds of the text format's time.
	cleanTail []byte
}

func (b *batchText) Write(p []byte) (int, error) {
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

func (b *batchText) write(p []byte) {
	if b.err == nil {
		_, b.err = b.w.Write(p)
	}
}

func (b *batchText) line(line []byte) {
	if !bytes.HasPrefix(line, []byte(`{"summary":`)) {
		b.writeText(line)
	}
}

// record is a report line as batch writes it.
type record struct {
	Line      int    `json:"line"`
	Malformed string `json:"malformed"`
	preflight.Report
}

func (b *batchText) writeText(line []byte) {
	tail := afterLineNumber(line)
	if tail != nil && b.cleanTail != nil && bytes.Equal(tail, b.cleanTail) {
		b.verdicts[verdictValid]++
		return
	}
	var r record
	if err := json.Unmarshal(line, &r); err != nil {
		b.err = fmt.Errorf("reading batch output: %w", err)
		return
	}
	if b.verdicts == nil {
		b.verdicts = map[string]int{}
	}
	if r.Malformed != "" {
		b.verdicts["malformed"]++
	} else {
		v, _ := verdictOf(&r.Report)
		b.verdicts[v]++
	}
	if r.Valid && len(r.Warnings) == 0 {
		if r.Malformed == "" && len(r.Errors) == 0 && tail != nil {
			b.cleanTail = append(b.cleanTail[:0], tail...)
		}
		return
	}
	var buf bytes.Buffer
	if r.Malformed != "" {
		writeWrapped(&buf, "", fmt.Sprintf("line %d: %s: %s", r.Line, b.out.paint(red, "malformed"), oneLine(r.Malformed)), b.out.width)
	} else {
		writeReportText(&buf, &r.Report, b.out, "line "+strconv.Itoa(r.Line)+": ", false)
	}
	b.write(buf.Bytes())
}

// afterLineNumber returns what follows `{"line":N,` in a report line, or nil.
func afterLineNumber(line []byte) []byte {
	rest, ok := bytes.CutPrefix(line, []byte(`{"line":`))
	if !ok {
		return nil
	}
	i := 0
	for i < len(rest) && '0' <= rest[i] && rest[i] <= '9' {
		i++
	}
	if i == 0 || i == len(rest) || rest[i] != ',' {
		return nil
	}
	return rest[i+1:]
}

// finish writes what is left of a last line without a line break.
func (b *batchText) finish() error {
	if len(b.partial) > 0 {
		b.line(b.partial)
	}
	return b.err
}

// writeVerdicts writes the count of records by verdict, under batch's summary: how many the
// platform is predicted to refuse is what its valid/invalid counts do not say. With
// --only-invalid the valid records are not written, so it is not known.
func (b *batchText) writeVerdicts(w io.Writer) {
	fmt.Fprintf(w, "verdicts: %d %s, %d %s, %d %s, %d malformed\n", b.verdicts[verdictValid], verdictValid,
		b.verdicts[verdictLikelyRefused], verdictLikelyRefused, b.verdicts[verdictRefused], verdictRefused, b.verdicts["malformed"])
}
