package batch

import (
	"cmp"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/input"
)

// Summary is what a run found. Records = Valid + Invalid + Malformed; a record is valid when its
// report has no errors (warnings and skipped rules do not make it invalid).
type Summary struct {
	Records   int
	Valid     int
	Invalid   int // read, with at least one error
	Malformed int // could not be read as a request (see the package documentation)
	// Errors counts, for each catalog entry, the records whose report has it (a record with the
	// entry at two fields counts once); malformed records count under the operation's
	// invalid-request entry. Most frequent first, then by key.
	Errors []Count
	// Warnings counts preflight's advice the same way, by warning key.
	Warnings []Count
	// Skipped counts, for each rule that could not run for want of a fact, the records it
	// skipped.
	Skipped []Count
	// Lines gives, for each catalog entry or warning key of Errors and Warnings, the first
	// FirstLines input lines whose report has it (a prediction counts under the entry it
	// predicts), keys in the order first seen: where to start looking in a large file.
	Lines []Lines
	// Format is the format read: Options.Format, or the one Detect chose.
	Format Format
}

// FirstLines is how many lines Summary.Lines keeps for each key.
const FirstLines = 5

// Lines are the first input lines whose report has one entry or warning.
type Lines struct {
	ID    string
	Lines []int
}

// LinesOf returns the first lines of the entry or warning key id, or nil.
func (s *Summary) LinesOf(id string) []int {
	for _, l := range s.Lines {
		if l.ID == id {
			return l.Lines
		}
	}
	return nil
}

// Count is how many records have one catalog entry, warning or skipped rule.
type Count struct {
	ID      string
	Records int
}

// OK reports whether every record was read and valid.
func (s *Summary) OK() bool { return s.Invalid == 0 && s.Malformed == 0 }

// AppendJSON appends the summary as the last line of a run's output:
//
//	{"summary":{"records":4,"valid":2,"invalid":1,"malformed":1,"errors":{"fiat.invalid-request":1,...},"warnings":{},"skipped":{},"lines":{"fiat.invalid-request":[3],...}}}
//
// The line has no "line" member, which is how a reader tells it from a record's report. The
// members of "errors", "warnings", "skipped" and "lines" are in the order of Summary's lists.
func (s *Summary) AppendJSON(dst []byte) []byte {
	dst = append(dst, `{"summary":{"records":`...)
	dst = strconv.AppendInt(dst, int64(s.Records), 10)
	dst = append(dst, `,"valid":`...)
	dst = strconv.AppendInt(dst, int64(s.Valid), 10)
	dst = append(dst, `,"invalid":`...)
	dst = strconv.AppendInt(dst, int64(s.Invalid), 10)
	dst = append(dst, `,"malformed":`...)
	dst = strconv.AppendInt(dst, int64(s.Malformed), 10)
	dst = appendCounts(dst, "errors", s.Errors)
	dst = appendCounts(dst, "warnings", s.Warnings)
	dst = appendCounts(dst, "skipped", s.Skipped)
	dst = append(dst, `,"lines":{`...)
	for i, l := range s.Lines {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = input.AppendString(dst, l.ID)
		dst = append(dst, ":["...)
		for j, n := range l.Lines {
			if j > 0 {
				dst = append(dst, ',')
			}
			dst = strconv.AppendInt(dst, int64(n), 10)
		}
		dst = append(dst, ']')
	}
	return append(dst, "}}}\n"...)
}

func appendCounts(dst []byte, name string, counts []Count) []byte {
	dst = append(dst, `,"`...)
	dst = append(dst, name...)
	dst = append(dst, `":{`...)
	for i, c := range counts {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = input.AppendString(dst, c.ID)
		dst = append(dst, ':')
		dst = strconv.AppendInt(dst, int64(c.Records), 10)
	}
	return append(dst, '}')
}

// WriteText writes the summary for a person, as the command prints it: the counts, then each
// entry and warning with its first lines, then the rules not checked.
func (s *Summary) WriteText(w io.Writer) error {
	_, err := fmt.Fprintf(w, "%d records: %d valid, %d invalid, %d malformed\n", s.Records, s.Valid, s.Invalid, s.Malformed)
	for _, g := range []struct {
		title  string
		counts []Count
		lines  bool // whether each count is followed by its first lines
	}{{"errors", s.Errors, true}, {"warnings", s.Warnings, true}, {"not checked, for want of facts", s.Skipped, false}} {
		if len(g.counts) == 0 || err != nil {
			continue
		}
		_, err = fmt.Fprintf(w, "%s (records):\n", g.title)
		for _, c := range g.counts {
			at := ""
			if l := s.LinesOf(c.ID); g.lines && len(l) > 0 {
				words := make([]string, len(l))
				for i, n := range l {
					words[i] = strconv.Itoa(n)
				}
				at = "  lines " + strings.Join(words, ", ")
				if c.Records > len(l) {
					at += ", ..."
				}
			}
			if err == nil {
				_, err = fmt.Fprintf(w, "  %8d  %s%s\n", c.Records, c.ID, at)
			}
		}
	}
	return err
}

// summer accumulates chunk tallies, in input order.
type summer struct {
	t tally
}

func newSummary() *summer {
	s := &summer{}
	s.t.reset()
	return s
}

func (s *summer) add(t *tally) {
	s.t.records += t.records
	s.t.valid += t.valid
	s.t.invalid += t.invalid
	s.t.malformed += t.malformed
	for i, n := range t.errors {
		s.t.errors[i] += n
	}
	for i, n := range t.warnings {
		s.t.warnings[i] += n
	}
	for _, r := range t.skipped {
		s.t.skip(r.rule, r.n)
	}
	for _, k := range t.keys {
		for _, line := range t.lines[k] {
			s.t.note(k, line)
		}
	}
}

func (s *summer) result() Summary {
	out := Summary{Records: s.t.records, Valid: s.t.valid, Invalid: s.t.invalid, Malformed: s.t.malformed}
	for id, n := range s.t.errors {
		if n > 0 {
			out.Errors = append(out.Errors, Count{errcatalog.ID(id).Key(), n})
		}
	}
	for i, n := range s.t.warnings {
		if n > 0 {
			out.Warnings = append(out.Warnings, Count{keyName(i), n})
		}
	}
	for _, r := range s.t.skipped {
		out.Skipped = append(out.Skipped, Count{r.rule, r.n})
	}
	for _, k := range s.t.keys {
		out.Lines = append(out.Lines, Lines{ID: keyName(k), Lines: slices.Clone(s.t.lines[k])})
	}
	for _, list := range [][]Count{out.Errors, out.Warnings, out.Skipped} {
		slices.SortFunc(list, func(a, b Count) int {
			return cmp.Or(cmp.Compare(b.Records, a.Records), cmp.Compare(a.ID, b.ID))
		})
	}
	return out
}
