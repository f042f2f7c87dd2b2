package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/preflightpay/preflight/batch"
	"github.com/preflightpay/preflight/internal/facts"
)

func runBatch(e env, args []string) int {
	fs := newFlagSet(e, "batch", "--op OP [--facts FILE] [--out FILE] [--format jsonl|csv] [--format json|text] [--delimiter C] [--invalid-out FILE] [--only-invalid] [--allow-empty] [--workers N] [FILE.jsonl|FILE.csv|-]")
	op := fs.String("op", "", "the operation of every record, e.g. fiat/create-payout (see 'preflight ops')")
	factsFile := fs.String("facts", "", "a JSON file of facts that hold for every record")
	outFile := fs.String("out", "", "write the reports to this file instead of standard output (- is standard output)")
	var inputName, outputName string
	fs.Func("format", "the input format, jsonl or csv (by default .csv and .tsv files are CSV, .jsonl, .ndjson and .json files JSON lines, and anything else, standard input too, JSON lines when its first line starts with { or [, CSV when it holds a comma, semicolon or tab), or the output format, json or text (default: text on a terminal, json otherwise); give it twice for both", func(v string) error {
		switch v {
		case "jsonl", "csv":
			inputName = v
		case "json", "text":
			outputName = v
		default:
			return fmt.Errorf("must be jsonl or csv (input), json or text (output), not %q", v)
		}
		return nil
	})
	var delim rune
	fs.Func("delimiter", "the CSV delimiter: comma, semicolon, tab or the character itself (default: the one the header uses most)", func(v string) error {
		var ok bool
		delim, ok = parseDelimiter(v)
		if !ok {
			return fmt.Errorf("must be comma, semicolon, tab or one character that is not a quote, a letter or a digit, not %q", v)
		}
		return nil
	})
	invalidOut := fs.String("invalid-out", "", "write the records with errors to this file, in the input's format, with their findings in added columns (CSV) or members (JSON lines); - is standard output, with --out FILE")
	invalidPredictions := fs.Bool("invalid-out-predictions", false, "with --invalid-out, also write the records whose warnings predict a platform error")
	allowEmpty := fs.Bool("allow-empty", false, "exit 0 on input without records instead of refusing it")
	onlyInvalid := fs.Bool("only-invalid", false, "print only the records with errors (and the summary)")
	workers := fs.Int("workers", 0, "goroutines checking records; 0 means one per core")
	strict := fs.Bool("strict", false, "report predictions as errors, as check --strict does")
	file, exit, done := parseFileArgs(e, fs, args)
	if done {
		return exit
	}
	// Before any file is opened or created.
	if exit, ok := knownOp(e, fs, *op); !ok {
		return exit
	}
	// Standard input, and a file named neither .csv nor .jsonl, is told by its first line.
	format := batch.FormatOf(file)
	if inputName != "" {
		format, _ = batch.ParseFormat(inputName)
	}
	opts := batch.Options{Operation: *op, Format: format, Workers: *workers, Strict: *strict, Delimiter: delim,
		RequireRecords: !*allowEmpty, InvalidPredictions: *invalidPredictions}
	if *factsFile != "" {
		data, err := readInput(e, *factsFile)
		if err != nil {
			return fail(e, fs, "facts: %v", err)
		}
		if opts.Facts, err = facts.Parse(data); err != nil {
			return fail(e, fs, "%v", err)
		}
	}

	in, size := e.stdin, int64(-1)
	if file != "" && file != "-" {
		f, err := os.Open(file)
		if err != nil {
			return fail(e, fs, "%v", err)
		}
		defer f.Close()
		st, err := f.Stat()
		if err != nil {
			return fail(e, fs, "%v", err)
		}
		if st.IsDir() {
			return fail(e, fs, "%s is a directory; give a CSV or JSON-lines file", file)
		}
		if st.Mode().IsRegular() {
			size = st.Size()
		}
		for _, o := range [...]struct{ flag, name string }{{"--out", *outFile}, {"--invalid-out", *invalidOut}} {
			if ost, err := os.Stat(o.name); o.name != "" && err == nil && os.SameFile(st, ost) {
				return fail(e, fs, "%s %s would overwrite the input", o.flag, o.name)
			}
		}
		in = f
	}
	// "-" is standard output, as for the input: a file named "-" is never what was meant.
	if *outFile == "-" {
		*outFile = ""
	}
	var back *bufio.Writer // the hand-back file
	switch {
	case *invalidOut == "-" && *outFile == "":
		return fail(e, fs, "--invalid-out - and the reports would share standard output; give --out FILE for the reports")
	case *invalidOut == "-":
		back = bufio.NewWriterSize(e.stdout, 64<<10)
		opts.Invalid = back
	case *invalidOut != "":
		if samePath(*invalidOut, *outFile) {
			return fail(e, fs, "--invalid-out and --out are the same file, %s", *outFile)
		}
		f, err := os.Create(*invalidOut)
		if err != nil {
			return fail(e, fs, "%v", err)
		}
		defer f.Close()
		back = bufio.NewWriterSize(f, 64<<10)
		opts.Invalid = back
	}
	out := e.stdout
	toFile := *outFile != ""
	if toFile {
		f, err := os.Create(*outFile)
		if err != nil {
			return fail(e, fs, "%v", err)
		}
		defer f.Close()
		out = f
	}
	o := e.textOutput(fs, outputName == "text" || outputName == "" && !toFile && e.terminal(e.stdout), !toFile)
	// The bar is drawn on standard error, and only there when it is a terminal that can take
	// it back (TERM=dumb has no erase). Whatever goes to standard output first takes the bar
	// off the line it shares with it, when both are the same terminal.
	var bar *progressBar
	var guard *barGuard
	if e.terminal(e.stderr) && e.getenv("TERM") != "dumb" {
		bar = &progressBar{w: e.stderr, total: size, start: time.Now(), width: 30}
		if e.width != nil {
			if cols := e.width(e.stderr); cols > 0 && cols < 75 {
				bar.width = max(5, cols-45)
			}
		}
		opts.Progress = bar.update
		if !toFile {
			guard = &barGuard{w: out, bar: bar}
			out = guard
		}
	}
	bw := bufio.NewWriterSize(out, 256<<10)
	if e.getenv("GOGC") == "" && e.getenv("GOMEMLIMIT") == "" {
		// A run's live heap is a few megabytes whatever the file's size: a fixed window of chunks
		// per worker. So rather than collect garbage at every doubling of that small heap,
		// collect only when the process nears a fixed budget well above it: a third less CPU,
		// and resident memory flat at the budget. (The environment's settings win.)
		n := *workers
		if n <= 0 {
			n = runtime.GOMAXPROCS(0)
		}
		debug.SetGCPercent(-1)
		debug.SetMemoryLimit(int64(32+8*n) << 20)
	}
	opts.OnlyInvalid = *onlyInvalid
	// batch writes a chunk of reports (about 128 KB) in one call: in JSON they go straight to the
	// output, not through a buffer that would copy them once more.
	var reports io.Writer = out
	var text *batchText
	if o.text {
		text = &batchText{w: bw, out: o}
		reports = text
	}
	sum, err := batch.Run(in, reports, opts)
	if text != nil {
		if ferr := text.finish(); err == nil && ferr != nil {
			err = ferr
		}
		if err == nil {
			sum.WriteText(bw)
			if !*onlyInvalid {
				text.writeVerdicts(bw)
			}
		}
	}
	if ferr := bw.Flush(); err == nil && ferr != nil {
		err = ferr
	}
	if guard != nil {
		if ferr := guard.flush(); err == nil && ferr != nil {
			err = ferr
		}
	}
	if bar != nil {
		bar.clear()
	}
	if back != nil && err == nil {
		err = back.Flush()
	}
	if *invalidOut != "" && *invalidOut != "-" && (errors.Is(err, batch.ErrEncoding) || errors.Is(err, batch.ErrNoRecords)) {
		// The input is refused: no hand-back file stands for a run that did not happen.
		os.Remove(*invalidOut)
	}
	switch {
	case errors.Is(err, batch.ErrEncoding):
		return fail(e, fs, "%s: %v", inputLabel(file), err)
	case errors.Is(err, batch.ErrNoRecords):
		return fail(e, fs, "%s holds no records; give --allow-empty to accept that", inputLabel(file))
	case err != nil:
		return fail(e, fs, "%v", err)
	}
	if e.terminal(e.stderr) && !o.text {
		sum.WriteText(e.stderr)
	}
	if sum.Format == batch.JSONLines && sum.Records > 0 && sum.Malformed == sum.Records {
		fmt.Fprintln(e.stderr, "preflight batch: no record could be read as JSON; if the input is CSV (a header of field paths such as beneficiary_id,payment_amount), add --format csv")
	}
	if sum.OK() {
		return exitOK
	}
	return exitFindings
}

// parseDelimiter reads --delimiter: a name or the character itself.
func parseDelimiter(v string) (rune, bool) {
	switch strings.ToLower(v) {
	case "comma":
		return ',', true
	case "semicolon":
		return ';', true
	case "tab", `\t`:
		return '\t', true
	}
	r, n := utf8.DecodeRuneInString(v)
	return r, n == len(v) && batch.ValidDelimiter(r)
}

// inputLabel names the input in a message.
func inputLabel(file string) string {
	if file == "" || file == "-" {
		return "standard input"
	}
	return file
}

// progressBar draws one line on a terminal, at most ten times a second. batch.Run calls update
// from the goroutine that writes the reports, and the command clears it after Run returns, so
// the bar and the writes to standard output (barGuard) never run at once.
type progressBar struct {
	w     io.Writer
	total int64 // input size in bytes, or -1 when unknown (standard input)
	width int   // of the bar between its brackets
	start time.Time
	last  time.Time
	shown bool // the bar is on the screen, and the cursor at its end
}

func (p *progressBar) update(pr batch.Progress) {
	now := time.Now()
	if now.Sub(p.last) < 100*time.Millisecond {
		return
	}
	p.last = now
	p.shown = true
	rate := float64(pr.Records) / now.Sub(p.start).Seconds()
	if p.total <= 0 {
		fmt.Fprintf(p.w, "\r%d records  %.0f/s ", pr.Records, rate)
		return
	}
	frac := float64(pr.Bytes) / float64(p.total)
	done := min(int(frac*float64(p.width)), p.width)
	fmt.Fprintf(p.w, "\r[%s%s] %3.0f%%  %d records  %.0f/s ", strings.Repeat("#", done), strings.Repeat(".", p.width-done), 100*frac, pr.Records, rate)
}

// clear takes the bar off the screen, leaving the cursor at the start of its empty line.
func (p *progressBar) clear() {
	if p.shown {
		fmt.Fprint(p.w, "\r\033[K")
		p.shown = false
	}
}

// barGuard is standard output while the bar is drawn: each write first clears the bar, which
// the next update draws again below what was written, so no line of the results ever starts
// after the bar's text. It writes whole lines only and holds the rest of a line until its end
// comes: the bar's carriage return would otherwise overwrite the start of a line half written.
type barGuard struct {
	w    io.Writer
	bar  *progressBar
	rest []byte
}

func (g *barGuard) Write(p []byte) (int, error) {
	i := bytes.LastIndexByte(p, '\n')
	if i < 0 {
		g.rest = append(g.rest, p...)
		return len(p), nil
	}
	g.bar.clear()
	if len(g.rest) > 0 {
		if _, err := g.w.Write(g.rest); err != nil {
			return 0, err
		}
		g.rest = g.rest[:0]
	}
	if _, err := g.w.Write(p[:i+1]); err != nil {
		return 0, err
	}
	g.rest = append(g.rest, p[i+1:]...)
	return len(p), nil
}

// flush writes what is held of a last line without a line break.
func (g *barGuard) flush() error {
	if len(g.rest) == 0 {
		return nil
	}
	g.bar.clear()
	_, err := g.w.Write(g.rest)
	g.rest = nil
	return err
}

// samePath reports whether two output paths name one file: the same path once made absolute
// and cleaned ("./to-fix.csv" and "/work/to-fix.csv"), or, for an existing file, another name of
// it (a link). Both written, each would write over the other.
func samePath(a, b string) bool {
	if a == "" || b == "" {
		return false
	}
	absA, errA := filepath.Abs(a)
	absB, errB := filepath.Abs(b)
	if errA == nil && errB == nil && absA == absB {
		return true
	}
	sa, errA := os.Stat(a)
	sb, errB := os.Stat(b)
	return errA == nil && errB == nil && os.SameFile(sa, sb)
}
