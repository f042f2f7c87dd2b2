package batch

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	_ "github.com/preflightpay/preflight" // registers the checkers door.For returns

	"github.com/preflightpay/preflight/internal/door"
	"github.com/preflightpay/preflight/internal/facts"
	"github.com/preflightpay/preflight/internal/input"
)

// Format is the layout of a batch file.
type Format uint8

const (
	JSONLines Format = iota // one JSON object per line
	CSV                     // a header of field paths, then one record per row
	// Detect reads the first line that is not blank: JSON lines when it starts with '{' or '[',
	// CSV when it holds a comma, a semicolon or a tab, JSON lines otherwise (whose reports then
	// say why each line is not JSON). It is how standard input, which has no name, is read.
	Detect
)

// FormatOf picks the format from a file name: ".csv" and ".tsv" are CSV, ".jsonl", ".ndjson" and
// ".json" JSON lines, and any other name (Excel's "Unicode text" is a ".txt") Detect.
func FormatOf(name string) Format {
	ext := lower(name[strings.LastIndexByte(name, '.')+1:])
	if !strings.Contains(name, ".") {
		ext = ""
	}
	switch ext {
	case "csv", "tsv":
		return CSV
	case "jsonl", "ndjson", "json":
		return JSONLines
	}
	return Detect
}

func lower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

// ParseFormat reads a format name: "jsonl" (also "ndjson") or "csv".
func ParseFormat(s string) (Format, bool) {
	switch lower(s) {
	case "jsonl", "ndjson", "json":
		return JSONLines, true
	case "csv":
		return CSV, true
	}
	return 0, false
}

// peekBytes is how much of the input is read ahead before the first record: the span in which a
// byte that is not UTF-8 refuses the input before any report is written, and where Detect and
// the delimiter are decided.
const peekBytes = 64 << 10

// detect is Detect's choice (see Format).
func detect(in *bufio.Reader) Format {
	head, _ := in.Peek(peekBytes)
	for len(head) > 0 {
		line := head
		if i := bytes.IndexByte(head, '\n'); i >= 0 {
			line, head = head[:i], head[i+1:]
		} else {
			head = nil
		}
		line = bytes.TrimSpace(line)
		switch {
		case len(line) == 0:
			continue
		case line[0] != '{' && line[0] != '[' && bytes.ContainsAny(line, ",;\t"):
			return CSV
		}
		return JSONLines
	}
	return JSONLines
}

// Options say what to check and how.
type Options struct {
	Operation string       // e.g. "fiat/create-payout"
	Facts     *facts.Facts // the same facts for every record; nil for none
	Format    Format
	// Delimiter separates a CSV row's cells: ',', ';' or '\t' (or any other character that is
	// not a quote, a line break or a letter). 0 detects it from the header: the one of the three
	// found most often outside quotes on the header's first line, a comma when none is.
	Delimiter rune
	// Workers is the number of goroutines that check records; 0 means GOMAXPROCS.
	Workers int
	// Limits bound each record; zero fields take input.DefaultLimits(). A JSON line longer than
	// MaxBytes is reported as malformed without being held in memory; so is a CSV row longer than
	// MaxBytes, which is cut a few bytes past the limit, so that a quote left open does not make
	// the rest of the file one row held in memory (reading resumes after the next line break).
	Limits input.Limits
	// Strict turns predictions into errors, as preflight.Options.Strict does.
	Strict bool
	// OnlyInvalid writes the reports of malformed records and records with errors only; the
	// summary still counts every record.
	OnlyInvalid bool
	// Invalid, when not nil, receives the hand-back file: the records that are malformed or
	// have errors (and, with InvalidPredictions, those with a warning predicting an entry), in
	// the input's format, each with its findings (see the package documentation).
	Invalid            io.Writer
	InvalidPredictions bool
	// RequireRecords makes input without a record an error (ErrNoRecords), so that a pipeline
	// does not pass an empty file as a clean one.
	RequireRecords bool
	// Progress, when not nil, is called by Run's goroutine after each chunk of reports is
	// written, with the totals so far. It should return quickly.
	Progress func(Progress)
}

// Progress is how far a run has come.
type Progress struct {
	Records int64 // records reported so far
	Bytes   int64 // input bytes consumed so far (of UTF-16 input, read so far)
}

// ErrNoRecords is returned, with no summary written, by a run with Options.RequireRecords over
// input that holds no record (nothing, blank lines, or a CSV header alone).
var ErrNoRecords = errors.New("the input holds no records")

// ErrRead is the category of an error reading the input (not a bad record, which is reported
// and skipped, but the input itself failing). ErrWrite is that of an error writing reports.
var (
	ErrRead  = errors.New("batch: reading the input")
	ErrWrite = errors.New("batch: writing the reports")
)

// IOError is a read or write failure, with the line reached.
type IOError struct {
	Op   error // ErrRead or ErrWrite
	Line int   // the last line read or written when it failed
	Err  error
}

func (e *IOError) Error() string {
	return e.Op.Error() + " at line " + strconv.Itoa(e.Line) + ": " + e.Err.Error()
}

func (e *IOError) Unwrap() []error { return []error{e.Op, e.Err} }

// writeAll writes p unless it is empty: an empty chunk of hand-back rows costs no call.
func writeAll(w io.Writer, p []byte) error {
	if len(p) == 0 {
		return nil
	}
	_, err := w.Write(p)
	return err
}

// chunkRecords and chunkBytes bound a chunk: big enough that channel hand-offs cost nothing
// beside the checks, small enough that the reorder window stays a few megabytes.
const (
	chunkRecords = 256
	chunkBytes   = 256 << 10
)

// chunk is a run of consecutive records, checked by one worker and written in one piece.
type chunk struct {
	seq    int
	data   []byte   // JSON lines: the records' bytes, back to back
	fields []string // CSV: the records' cells, back to back
	items  []item
	header *header // CSV: the header the rows belong to
	offset int64   // input bytes consumed once this chunk was read
	out    []byte  // the reports, one line each
	back   []byte  // the hand-back file's rows (Options.Invalid)
	tally  tally
}

// item is one record of a chunk: its bytes (JSON lines) or cells (CSV) are data[start:end] or
// fields[start:end].
type item struct {
	line       int
	start, end int
	bad        string // why the reader could not take the record, or ""
}

func (c *chunk) reset() {
	c.data = c.data[:0]
	c.fields = c.fields[:0]
	c.items = c.items[:0]
	c.header = nil
}

// source cuts the input into chunks.
type source interface {
	// fill appends records to c until it is full; io.EOF means the input is exhausted (c may
	// still hold records).
	fill(c *chunk) error
	// line is the last line read, for error messages.
	line() int
}

// Run checks every record of r and writes one report per line to w, in input order, then the
// summary line. The error is non-nil for an unknown operation (preflight.ErrUnknownOperation)
// or a delimiter that cannot separate cells, before anything is written; for input that is not
// text (an *EncodingError), with no summary written; for input without records when
// Options.RequireRecords (ErrNoRecords), with nothing written; or when reading or writing fails
// (an *IOError), the summary then covering the records written so far.
func Run(r io.Reader, w io.Writer, opts Options) (Summary, error) {
	check, err := door.For(opts.Operation)
	if err != nil {
		return Summary{}, err
	}
	workers := opts.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	in, at, err := decode(r)
	if err != nil {
		return Summary{}, err
	}
	// A byte that is not UTF-8 near the start refuses the input before any report is written.
	if _, err := in.Peek(peekBytes); err != nil && err != io.EOF && err != bufio.ErrBufferFull {
		return Summary{}, err
	}
	format := opts.Format
	if format == Detect {
		format = detect(in)
	}
	var src source
	delim := ','
	if format == CSV {
		cs, err := newCSVSource(in, opts.Limits, opts.Delimiter)
		if err != nil {
			return Summary{}, err
		}
		src, delim = cs, cs.delim
	} else {
		src = newLineSource(in, opts.Limits)
	}

	// window chunks circulate: free -> reader -> work -> a worker -> done -> writer -> free.
	// Nothing else is allocated per chunk, which is what keeps memory flat.
	window := 4 * workers
	free := make(chan *chunk, window)
	for range window {
		free <- &chunk{}
	}
	work := make(chan *chunk, window)
	done := make(chan *chunk, window)
	var stop atomic.Bool
	var readErr error

	go func() {
		defer close(work)
		for seq := 0; !stop.Load(); seq++ {
			c := <-free
			c.reset()
			c.seq = seq
			err := src.fill(c)
			if len(c.items) > 0 {
				work <- c
			}
			if err != nil {
				var enc *EncodingError
				switch {
				case errors.As(err, &enc):
					readErr = enc
				case err != io.EOF:
					readErr = &IOError{Op: ErrRead, Line: src.line(), Err: err}
				}
				return
			}
		}
	}()

	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			wk := newWorker(check, opts, delim)
			for c := range work {
				wk.process(c)
				done <- c
			}
		}()
	}
	go func() {
		wg.Wait()
		close(done)
	}()

	// The writer: chunks finish out of order; pending holds them until their turn. At most
	// window chunks exist, so seq%window never collides.
	sum := newSummary()
	pending := make([]*chunk, window)
	next := 0
	var writeErr error
	var progress Progress
	lastLine := 0
	backHeader := false // whether the CSV hand-back file's header is written
	for c := range done {
		pending[c.seq%window] = c
		for {
			c := pending[next%window]
			if c == nil || c.seq != next {
				break
			}
			pending[next%window] = nil
			next++
			if writeErr == nil {
				err := writeAll(w, c.out)
				if err == nil && opts.Invalid != nil {
					if c.header != nil && !backHeader {
						backHeader = true
						hb := handBack{delim: delim}
						err = writeAll(opts.Invalid, hb.appendCSVHeader([]byte("\xef\xbb\xbf"), c.header))
					}
					if err == nil {
						err = writeAll(opts.Invalid, c.back)
					}
				}
				if err != nil {
					writeErr = &IOError{Op: ErrWrite, Line: lastLine, Err: err}
					stop.Store(true)
				} else {
					sum.add(&c.tally)
					lastLine = c.items[len(c.items)-1].line
					progress.Records += int64(len(c.items))
					progress.Bytes = at(c.offset)
					if opts.Progress != nil {
						opts.Progress(progress)
					}
				}
			}
			free <- c
		}
	}
	s := sum.result()
	s.Format = format
	if writeErr != nil {
		return s, writeErr
	}
	if errors.Is(readErr, ErrEncoding) {
		// The input is refused: no summary says the run was whole.
		return s, readErr
	}
	if s.Records == 0 && opts.RequireRecords {
		return s, ErrNoRecords
	}
	if _, err := w.Write(s.AppendJSON(nil)); err != nil {
		return s, &IOError{Op: ErrWrite, Line: lastLine, Err: err}
	}
	return s, readErr
}
