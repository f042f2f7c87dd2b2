package batch

import (
	"slices"
	"strconv"
	"strings"
	"unsafe"

	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/door"
	"github.com/preflightpay/preflight/internal/facts"
	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/redact"
	"github.com/preflightpay/preflight/internal/report"
)

// worker checks the records of a chunk and writes their reports. Each worker owns its builder
// and scratch storage, so the valid path shares nothing and allocates little.
type worker struct {
	check door.Checker
	facts *facts.Facts
	lim   input.Limits
	// onlyInvalid leaves out the reports of valid records (Options.OnlyInvalid).
	onlyInvalid bool
	b           report.Builder
	slots       []input.Member // a CSV row's members, reused from row to row
	arena       input.Arena    // a record's objects (and a JSON line's members), reused from record to record
	report      report.Report  // a record's report, written out before the next one reuses it
	// cleanJSON is the last report without a finding as appendRecord wrote it (from the comma
	// after the line on), and cleanSkipped its rules skipped, which are all that can differ
	// between two such reports of one operation.
	cleanJSON    []byte
	cleanSkipped []report.Skip
	// back writes the hand-back file's rows (Options.Invalid), nil when there is none.
	back *handBack
}

func newWorker(check door.Checker, opts Options, delim rune) *worker {
	f := opts.Facts
	if f == nil {
		f = &facts.Facts{}
	}
	w := &worker{check: check, facts: f, lim: opts.Limits, onlyInvalid: opts.OnlyInvalid}
	w.b.Strict = opts.Strict
	if opts.Invalid != nil {
		w.back = &handBack{predictions: opts.InvalidPredictions, delim: delim}
	}
	return w
}

func (w *worker) process(c *chunk) {
	c.out = c.out[:0]
	c.back = c.back[:0]
	c.tally.reset()
	if c.header != nil && len(w.slots) < c.header.slots {
		w.slots = make([]input.Member, c.header.slots)
	}
	var text string
	if c.header == nil {
		text = chunkText(c)
	}
	for i := range c.items {
		it := &c.items[i]
		bad, field := it.bad, ""
		var v, read input.Value // read: the JSON line as read, for the hand-back file
		if bad == "" {
			if c.header != nil {
				v = c.header.build(c.fields[it.start:it.end], w.slots, &w.arena)
			} else {
				var err error
				if v, err = door.ReadString(text[it.start:it.end], w.lim, &w.arena); err != nil {
					// What "preflight check" says on standard error, and the field at which
					// its report puts the invalid-request entry.
					bad, field = err.Error(), door.UnreadableField(err)
				} else {
					read = v
				}
			}
		}
		w.b.Reset()
		reported := true
		if bad != "" {
			// A record that cannot be read gets the report "preflight check" gives such a
			// request: the operation's invalid-request entry, with the reader's reason; or,
			// for an operation whose catalog documents none, no report at all.
			reported = w.check.Unreadable(&w.b, field, bad)
		} else if err := w.check.CheckValue(v, w.facts, &w.b); err != nil {
			bad, reported = err.Error(), false
		}
		c.tally.record(&w.b, bad != "", it.line)
		if !w.onlyInvalid || bad != "" || len(w.b.Errors) > 0 {
			c.out = w.appendRecord(c.out, it.line, bad, reported)
		}
		if w.back != nil && w.back.wants(&w.b, bad) {
			w.back.collect(&w.b, bad, reported)
			if c.header != nil {
				c.back = w.back.appendCSV(c.back, c.header, c.fields[it.start:it.end], it.line)
			} else {
				c.back = w.back.appendJSON(c.back, it.line, text[it.start:it.end], read)
			}
		}
		w.arena.Reset() // the report is written: nothing refers to the record's values now
	}
}

// chunkText is a chunk's JSON lines as one string that shares the chunk's bytes: the records are
// read without a copy, and a run allocates nothing per chunk (a copy of each chunk was 600 MB of
// garbage for a million records, and the collections it caused cost 8% of the throughput).
//
// That is sound because nothing read from the text outlives process: the parsed values (and
// their strings) are dropped with the arena's Reset after each record, a report is written to
// c.out before the next record is read, and the tally counts catalog entries and rule names,
// which are the registry's strings, never the input's. The chunk's bytes are written again only
// after the writer has taken c.out and returned the chunk to the free list, long after
// process has returned. TestRecordTextIsNotKeptPastItsChunk holds that to reports that quote
// their records, through more chunks than the run keeps.
func chunkText(c *chunk) string { return unsafe.String(unsafe.SliceData(c.data), len(c.data)) }

// appendRecord writes {"line":N,["malformed":"...",]<the report's members>}, or only the line and
// why it is malformed when the record has no report.
func (w *worker) appendRecord(dst []byte, line int, bad string, reported bool) []byte {
	dst = append(dst, `{"line":`...)
	dst = strconv.AppendInt(dst, int64(line), 10)
	if bad != "" {
		dst = append(dst, `,"malformed":`...)
		// A reason may quote the file (a CSV header's paths): card numbers are masked.
		dst = input.AppendString(dst, redact.Text(bad))
	}
	if !reported {
		return append(dst, "}\n"...)
	}
	mark := len(dst)
	clean := len(w.b.Errors) == 0 && len(w.b.Warnings) == 0
	if clean && w.cleanJSON != nil && slices.Equal(w.b.Skipped, w.cleanSkipped) {
		// Most records of a file are valid, and a valid report is the operation, "valid": true
		// and the rules skipped: the same bytes as the last valid one, which need not be
		// written again.
		dst = append(dst, w.cleanJSON...)
	} else {
		w.b.ReportInto(&w.report, string(w.check.Operation().Name))
		dst = w.report.AppendJSON(dst, false)
		// The report's own "{" becomes the comma after the line: its members continue this
		// object (without moving the whole report back one byte).
		dst[mark] = ','
		if clean {
			w.cleanJSON = append(w.cleanJSON[:0], dst[mark:]...)
			// Copied, so that the memo outlives the chunk even if a rule ever names a need
			// with the record's own text (see chunkText).
			w.cleanSkipped = w.cleanSkipped[:0]
			for _, sk := range w.b.Skipped {
				w.cleanSkipped = append(w.cleanSkipped, report.Skip{Rule: strings.Clone(sk.Rule), Needs: strings.Clone(sk.Needs)})
			}
		}
	}
	return append(dst, '\n')
}

// tally counts a chunk's records, merged into the summary in input order.
type tally struct {
	records, valid, invalid, malformed int
	errors                             []int // records with each entry, by errcatalog.ID
	warnings                           []int // by key (see key)
	skipped                            []ruleCount
	// lines holds, by key, the first FirstLines lines of the chunk whose report has the key;
	// keys lists the keys found, in the order first seen.
	lines [][]int
	keys  []int
}

type ruleCount struct {
	rule string
	n    int
}

func (t *tally) reset() {
	t.records, t.valid, t.invalid, t.malformed = 0, 0, 0, 0
	if t.errors == nil {
		t.errors = make([]int, errcatalog.Len)
		t.warnings = make([]int, numKeys)
		t.lines = make([][]int, numKeys)
	}
	clear(t.errors)
	clear(t.warnings)
	t.skipped = t.skipped[:0]
	for _, k := range t.keys {
		t.lines[k] = t.lines[k][:0]
	}
	t.keys = t.keys[:0]
}

// numKeys is how many keys a report's findings can have: see key.
var numKeys = errcatalog.Len + len(errcatalog.Warnings())

// key numbers the keys that the summary counts warnings and lists lines by: the catalog's
// entries (an error's, or the one a warning predicts), then preflight's own warnings.
func key(a report.Advice) int {
	if a.Predicts {
		return int(a.Entry)
	}
	return errcatalog.Len + int(a.ID)
}

// keyName is the key numbered k, as reports write it.
func keyName(k int) string {
	if k < errcatalog.Len {
		return errcatalog.ID(k).Key()
	}
	return errcatalog.WarningID(k - errcatalog.Len).Key()
}

// note records line under key k, once a line and for the first FirstLines lines.
func (t *tally) note(k, line int) {
	l := t.lines[k]
	switch {
	case len(l) == 0:
		t.keys = append(t.keys, k)
	case len(l) == FirstLines || l[len(l)-1] == line:
		return
	}
	t.lines[k] = append(l, line)
}

// record counts one record. An entry found twice in a record counts once: the summary says how
// many records each problem touches.
func (t *tally) record(b *report.Builder, malformed bool, line int) {
	t.records++
	switch {
	case malformed:
		t.malformed++
	case len(b.Errors) == 0:
		t.valid++
	default:
		t.invalid++
	}
	for i, f := range b.Errors {
		if !seenBefore(b.Errors[:i], func(g report.Finding) bool { return g.ID == f.ID }) {
			t.errors[f.ID]++
		}
		t.note(int(f.ID), line)
	}
	for i, a := range b.Warnings {
		if !seenBefore(b.Warnings[:i], func(g report.Advice) bool { return key(g) == key(a) }) {
			t.warnings[key(a)]++
		}
		t.note(key(a), line)
	}
	for i, s := range b.Skipped {
		if !seenBefore(b.Skipped[:i], func(g report.Skip) bool { return g.Rule == s.Rule }) {
			t.skip(s.Rule, 1)
		}
	}
}

func seenBefore[T any](earlier []T, same func(T) bool) bool {
	for _, e := range earlier {
		if same(e) {
			return true
		}
	}
	return false
}

func (t *tally) skip(rule string, n int) {
	for i := range t.skipped {
		if t.skipped[i].rule == rule {
			t.skipped[i].n += n
			return
		}
	}
	t.skipped = append(t.skipped, ruleCount{rule, n})
}
