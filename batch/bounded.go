package batch

import (
	"bytes"
	"io"
)

// boundedReader feeds a CSV reader and keeps any one row from holding more than a bound in
// memory. encoding/csv reads a row whole before it returns it, and a quote left open makes the
// rest of the file one quoted cell: without a bound, one missing quote in a 10 GB file would
// hold 10 GB. The bound needs no understanding of CSV: the source marks where each row ends,
// and a row that asks for more than limit bytes past its start is cut short (the CSV reader
// sees the end of the input, which closes the row with a syntax error or as it stands); the
// reader then drops the input up to the next line break and carries on from there, a new row.
// The source reports the cut row as too long.
type boundedReader struct {
	r     io.Reader
	limit int64 // the most bytes a row may span before it is cut
	out   int64 // bytes handed to the CSV reader so far
	start int64 // where the current row began, in the same count
	// cut is set when a row passes the limit: the CSV reader sees the end of the input until
	// the source marks the row's end. skipping follows: input is dropped until the next line
	// break.
	cut, skipping bool
	skipped       int64 // input bytes dropped, which the CSV reader's offsets do not count
	// lines counts the line breaks handed out, and the one ending a cut row: the line a
	// restarted CSV reader starts after.
	lines int
	eof   bool // the input below has ended
}

// atEnd reports whether the CSV reader, having consumed up to offset, has read the whole input.
func (b *boundedReader) atEnd(offset int64) bool { return b.eof && !b.cut && offset == b.out }

// mark records that the CSV reader has consumed everything up to offset (its InputOffset, in
// bytes handed out), the start of the next row, and reports whether the row that ended there
// was cut.
func (b *boundedReader) mark(offset int64) (cut bool) {
	b.start, cut = offset, b.cut
	if cut {
		b.cut, b.skipping = false, true
		b.lines++ // the break that ends the cut row, dropped with the rest of it
	}
	return cut
}

// consumed is how much of the real input lies behind offset.
func (b *boundedReader) consumed(offset int64) int64 { return offset + b.skipped }

func (b *boundedReader) Read(p []byte) (int, error) {
	if b.cut {
		// encoding/csv reads on once after an end of input inside a quoted cell.
		return 0, io.EOF
	}
	for b.skipping {
		n, err := b.r.Read(p)
		if i := bytes.IndexByte(p[:n], '\n'); i >= 0 {
			// The line break goes too: the CSV reader counted the line it cut as one.
			b.skipping = false
			b.skipped += int64(i + 1)
			n = copy(p, p[i+1:n])
			b.out += int64(n)
			b.lines += bytes.Count(p[:n], newline)
			return n, nil
		}
		b.skipped += int64(n)
		if err != nil {
			return 0, err
		}
	}
	allowed := b.start + b.limit - b.out
	if allowed <= 0 {
		// The CSV reader wants more of a row that already spans the limit.
		b.cut = true
		return 0, io.EOF
	}
	if int64(len(p)) > allowed {
		p = p[:allowed]
	}
	n, err := b.r.Read(p)
	b.out += int64(n)
	b.lines += bytes.Count(p[:n], newline)
	b.eof = err == io.EOF
	return n, err
}

var newline = []byte{'\n'}
