package batch

import (
	"bufio"
	"bytes"
	"io"
	"strconv"

	"github.com/preflightpay/preflight/internal/input"
)

// lineSource reads JSON lines. It only cuts lines: parsing is the workers' job, so that it runs
// on every core.
type lineSource struct {
	r       *bufio.Reader
	max     int // the longest line kept; longer ones are reported, not held
	n       int // lines read
	offset  int64
	started bool
}

func newLineSource(r io.Reader, lim input.Limits) *lineSource {
	max := lim.MaxBytes
	if max <= 0 {
		max = input.DefaultLimits().MaxBytes
	}
	return &lineSource{r: bufio.NewReaderSize(r, 64<<10), max: max}
}

func (s *lineSource) line() int { return s.n }

func (s *lineSource) fill(c *chunk) error {
	for len(c.items) < chunkRecords && len(c.data) < chunkBytes {
		start := len(c.data)
		var err error
		var long int // bytes of an over-long line, dropped instead of kept
		for {
			var frag []byte
			frag, err = s.r.ReadSlice('\n')
			s.offset += int64(len(frag))
			if long > 0 || len(c.data)-start+len(frag) > s.max+2 { // +2: the "\r\n" is not the record's
				long += len(c.data) - start + len(frag)
				c.data = c.data[:start]
			} else {
				c.data = append(c.data, frag...)
			}
			if err != bufio.ErrBufferFull {
				break
			}
		}
		if err != nil && err != io.EOF {
			return err
		}
		if long == 0 && len(c.data) == start && err == io.EOF {
			return io.EOF
		}
		s.n++
		if !s.started {
			s.started = true
			// A byte-order mark is not part of the first record; input.Parse would skip it too,
			// but a CSV-minded editor may also put it before an empty first line.
			if bytes.HasPrefix(c.data[start:], []byte("\xef\xbb\xbf")) {
				c.data = append(c.data[:start], c.data[start+3:]...)
			}
		}
		// The line break, and a carriage return before it (or several: they hold no record).
		end := len(c.data)
		for end > start && (c.data[end-1] == '\n' || c.data[end-1] == '\r') {
			end--
		}
		c.data = c.data[:end]
		rec := c.data[start:]
		switch {
		case long > 0:
			c.items = append(c.items, item{line: s.n, bad: "the line is longer than the limit of " + strconv.Itoa(s.max) + " bytes"})
		case isBlank(rec):
			// A blank line holds no record (editors leave them at the end of files).
			c.data = c.data[:start]
		default:
			c.items = append(c.items, item{line: s.n, start: start, end: len(c.data)})
		}
		c.offset = s.offset
		if err == io.EOF {
			return io.EOF
		}
	}
	return nil
}

func isBlank(b []byte) bool {
	for _, c := range b {
		if c != ' ' && c != '\t' && c != '\r' {
			return false
		}
	}
	return true
}
