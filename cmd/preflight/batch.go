package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"strings"
	"time"

	"github.com/preflightpay/preflight"
	"github.com/preflightpay/preflight/batch"
	"github.com/preflightpay/preflight/facts"
)

func runBatch(e env, args []string) int {
	fs := newFlagSet(e, "batch", "--op OP [--facts FILE] [--out FILE] [--format jsonl|csv] [--workers N] [FILE.jsonl|FILE.csv|-]")
	op := fs.String("op", "", "the operation of every record, e.g. fiat/create-payout (see 'preflight ops')")
	factsFile := fs.String("facts", "", "a JSON file of facts that hold for every record")
	outFile := fs.String("out", "", "write the reports to this file instead of standard output")
	formatName := fs.String("format", "", "jsonl or csv; by default .csv files are CSV and anything else JSON lines")
	workers := fs.Int("workers", 0, "goroutines checking records; 0 means one per core")
	strict := fs.Bool("strict", false, "report predictions as errors, as check --strict does")
	file, exit, done := parseFileArgs(e, fs, args)
	if done {
		return exit
	}
	if *op == "" {
		return failUsage(e, fs, "--op is required")
	}
	if _, known := preflight.Lookup(*op); !known {
		// Before any file is opened or created.
		return fail(e, fs, "%v", &preflight.UnknownOperationError{Name: *op, Known: preflight.OperationNames()})
	}
	format := batch.FormatOf(file)
	if *formatName != "" {
		var ok bool
		if format, ok = batch.ParseFormat(*formatName); !ok {
			return fail(e, fs, "--format must be jsonl or csv, not %q", *formatName)
		}
	}
	opts := batch.Options{Operation: *op, Format: format, Workers: *workers, Strict: *strict}
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
		if st.Mode().IsRegular() {
			size = st.Size()
		}
		if ost, err := os.Stat(*outFile); *outFile != "" && err == nil && os.SameFile(st, ost) {
			return fail(e, fs, "--out %s would overwrite the input", *outFile)
		}
		in = f
	}
	out := e.stdout
	if *outFile != "" {
		f, err := os.Create(*outFile)
		if err != nil {
			return fail(e, fs, "%v", err)
		}
		defer f.Close()
		out = f
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
	terminal := e.terminal(e.stderr)
	var bar *progressBar
	if terminal {
		bar = &progressBar{w: e.stderr, total: size, start: time.Now()}
		opts.Progress = bar.update
	}
	sum, err := batch.Run(in, bw, opts)
	if ferr := bw.Flush(); err == nil && ferr != nil {
		err = ferr
	}
	if bar != nil {
		bar.clear()
	}
	if err != nil {
		return fail(e, fs, "%v", err)
	}
	if terminal {
		sum.WriteText(e.stderr)
	}
	if sum.OK() {
		return exitOK
	}
	return exitFindings
}

// progressBar draws one line on a terminal, at most ten times a second.
type progressBar struct {
	w     io.Writer
	total int64 // input size in bytes, or -1 when unknown (standard input)
	start time.Time
	last  time.Time
}

func (p *progressBar) update(pr batch.Progress) {
	now := time.Now()
	if now.Sub(p.last) < 100*time.Millisecond {
		return
	}
	p.last = now
	rate := float64(pr.Records) / now.Sub(p.start).Seconds()
	if p.total <= 0 {
		fmt.Fprintf(p.w, "\r%d records  %.0f/s ", pr.Records, rate)
		return
	}
	const width = 30
	frac := float64(pr.Bytes) / float64(p.total)
	done := min(int(frac*width), width)
	fmt.Fprintf(p.w, "\r[%s%s] %3.0f%%  %d records  %.0f/s ", strings.Repeat("#", done), strings.Repeat(".", width-done), 100*frac, pr.Records, rate)
}

func (p *progressBar) clear() {
	if !p.last.IsZero() {
		fmt.Fprint(p.w, "\r\033[K")
	}
}
