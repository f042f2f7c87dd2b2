// Package ordertest holds a package doc's "# Order of findings" to the code. It is the one reader
// of that convention: Parse reads the numbered lists; Steps gives the single list of packages
// payout and beneficiary; Read and Check serve ramp and travelrule, whose lists are one per
// operation, running requests through the operation's whole checker and requiring the findings
// of the rules every operation shares to come first and the operation's own to follow in the
// documented steps.
package ordertest

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	_ "github.com/preflightpay/preflight" // registers the checkers door.For returns

	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/account"
	"github.com/preflightpay/preflight/internal/bidi"
	"github.com/preflightpay/preflight/internal/door"
	"github.com/preflightpay/preflight/internal/facts"
	"github.com/preflightpay/preflight/internal/idempotency"
	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/report"
	"github.com/preflightpay/preflight/internal/rule"
)

// Order is a documented order: for each operation, its list.
type Order map[string]List

// List is one documented list: its label ("ramp/create-quote:", or several operations sharing
// it) and its steps, each the catalog messages the step quotes.
type List struct {
	Label string
	Steps [][]string
}

// Section is one numbered list as written: the last line ending in ':' before it and after the
// list before it (without the colon; "" when there is none), and its steps.
type Section struct {
	Label string
	Steps []Step
}

// Step is one numbered item: its text after "N. ", with its continuation lines joined by a
// space, and the messages it quotes.
type Step struct {
	Text   string
	Quotes []string
}

var (
	item   = regexp.MustCompile(`^//\s+(\d+)\. (.*)$`)
	label  = regexp.MustCompile(`^// (\S.*):$`)
	shared = regexp.MustCompile(`^The (.+), wherever`)
	quoted = regexp.MustCompile(`"([^"]+)"`)
)

// Parse reads the numbered lists under "# Order of findings" in the Go source doc, up to the
// next heading or the end of the comment. An item is a line "//  N. text", numbered from 1 in
// each list; a line indented deeper than "//   " continues it. Any other line ends the list.
func Parse(doc string) ([]Section, error) {
	_, section, ok := strings.Cut(doc, "// # Order of findings")
	if !ok {
		return nil, errors.New(`no "# Order of findings"`)
	}
	_, section, _ = strings.Cut(section, "\n")
	var lists []Section
	var cur *Section // the list items go to, nil between lists
	pending := ""    // the last label line, for a list that has not begun
	for line := range strings.Lines(section) {
		line = strings.TrimRight(line, "\n")
		if !strings.HasPrefix(line, "//") || strings.HasPrefix(line, "// #") {
			break
		}
		m := item.FindStringSubmatch(line)
		switch {
		case m != nil:
			if cur == nil {
				lists = append(lists, Section{Label: pending})
				cur, pending = &lists[len(lists)-1], ""
			}
			if n := strconv.Itoa(len(cur.Steps) + 1); m[1] != n {
				return nil, fmt.Errorf("step %s of %q is numbered %s", n, cur.Label, m[1])
			}
			cur.Steps = append(cur.Steps, Step{Text: m[2]})
		case cur != nil && strings.HasPrefix(line, "//    "):
			last := &cur.Steps[len(cur.Steps)-1]
			last.Text += " " + strings.TrimSpace(strings.TrimPrefix(line, "//"))
		default:
			cur = nil
			if l := label.FindStringSubmatch(line); l != nil {
				pending = l[1]
			}
		}
	}
	for i := range lists {
		for j := range lists[i].Steps {
			st := &lists[i].Steps[j]
			for _, q := range quoted.FindAllStringSubmatch(st.Text, -1) {
				st.Quotes = append(st.Quotes, q[1])
			}
		}
	}
	return lists, nil
}

// Steps reads the doc file at path, whose "# Order of findings" holds one list, and returns its
// steps (packages payout and beneficiary).
func Steps(t testing.TB, path string) []Step {
	t.Helper()
	lists := parseFile(t, path)
	if len(lists) != 1 {
		t.Fatalf("%s: %d lists under \"# Order of findings\", want 1", path, len(lists))
	}
	return lists[0].Steps
}

func parseFile(t testing.TB, path string) []Section {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lists, err := Parse(string(data))
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return lists
}

// Read returns the order of the labelled lists in the doc file at path, one per operation
// (packages ramp and travelrule). A list follows a paragraph naming its operations
// ("ramp/create-quote:", "ramp/retrieve-conversion, ramp/retrieve-deposit:"); a paragraph "The
// party rules, wherever ...:" names a list that a step mentioning "party rules" includes.
func Read(t testing.TB, path string) Order {
	t.Helper()
	lists := parseFile(t, path)
	quotes := func(l Section) [][]string {
		out := make([][]string, len(l.Steps))
		for i, s := range l.Steps {
			out[i] = append([]string(nil), s.Quotes...)
		}
		return out
	}
	sharedSteps := map[string][]string{}
	for _, l := range lists {
		if m := shared.FindStringSubmatch(l.Label); m != nil {
			for _, s := range l.Steps {
				sharedSteps[m[1]] = append(sharedSteps[m[1]], s.Quotes...)
			}
		}
	}
	order := Order{}
	for _, l := range lists {
		if l.Label == "" || shared.MatchString(l.Label) {
			continue
		}
		steps := quotes(l)
		for i, s := range l.Steps {
			for name, msgs := range sharedSteps {
				if strings.Contains(s.Text, name) {
					steps[i] = append(steps[i], msgs...)
				}
			}
		}
		for _, name := range strings.Split(l.Label, ", ") {
			if _, dup := order[name]; dup {
				t.Fatalf("%s: two lists for %s", path, name)
			}
			order[name] = List{Label: l.Label, Steps: steps}
		}
	}
	return order
}

// Run is one request checked against the documented order.
type Run struct {
	Name, Operation string
	Request, Facts  string
}

// Goldens returns a Run for every golden case of the operations under dir
// (testdata/golden/ramp), named by their directory.
func Goldens(t testing.TB, dir string, ops []string) []Run {
	t.Helper()
	var runs []Run
	for _, op := range ops {
		_, id, _ := strings.Cut(op, "/")
		cases, _ := filepath.Glob(filepath.Join(dir, id, "*"))
		if len(cases) == 0 {
			t.Errorf("no golden cases for %s under %s", op, dir)
		}
		for _, c := range cases {
			req, err := os.ReadFile(filepath.Join(c, "request.json"))
			if err != nil {
				continue
			}
			f, _ := os.ReadFile(filepath.Join(c, "facts.json"))
			runs = append(runs, Run{Name: op + "/" + filepath.Base(c), Operation: op, Request: string(req), Facts: string(f)})
		}
	}
	return runs
}

// Check runs each request through its operation's checker, in normal and in strict mode, and
// requires the findings of the shared rules (account, bidi, idempotency) to come first and the
// rest, errors and predictions each, in the documented steps of the operation. It then requires
// every message the order quotes for an operation to have been found by one of its runs, so
// that the lists say nothing the code does not do.
func Check(t *testing.T, order Order, runs []Run) {
	t.Helper()
	seen := map[string]map[string]bool{}
	for _, r := range runs {
		list, ok := order[r.Operation]
		if !ok {
			t.Errorf("%s: no documented order for %s", r.Name, r.Operation)
			continue
		}
		steps := list.Steps
		if seen[list.Label] == nil {
			seen[list.Label] = map[string]bool{}
		}
		v, err := input.ParseObject([]byte(r.Request), input.DefaultLimits())
		if err != nil {
			continue // not an object: the front door's case
		}
		f := &facts.Facts{}
		if r.Facts != "" {
			if f, err = facts.Parse([]byte(r.Facts)); err != nil {
				t.Fatalf("%s: %v", r.Name, err)
			}
		}
		k, err := door.For(r.Operation)
		if err != nil {
			t.Fatal(err)
		}
		for _, strict := range []bool{false, true} {
			name := r.Name
			if strict {
				name += " (strict)"
			}
			b := &report.Builder{Strict: strict}
			if err := k.CheckValue(v, f, b); err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			common := &report.Builder{Strict: strict}
			op := k.Operation()
			c := &rule.Context{Operation: op, InvalidRequest: errcatalog.InvalidRequest(op), Input: v, Facts: f, Report: common}
			account.Check(c)
			bidi.Check(c)
			if op.Idempotent {
				idempotency.Check(c)
			}
			errs, preds := findings(b)
			commonErrs, commonPreds := findings(common)
			errs = afterCommon(t, name, "error", errs, commonErrs)
			preds = afterCommon(t, name, "prediction", preds, commonPreds)
			for _, found := range [][]finding{errs, preds} {
				last := 0
				for _, x := range found {
					msg := errcatalog.Get(x.id).Message
					seen[list.Label][msg] = true
					step := stepOf(steps, msg, last)
					switch {
					case step == 0 && stepOf(steps, msg, 1) == 0:
						t.Errorf("%s: %q at %s is in no step of the documented order", name, msg, x.field)
					case step == 0:
						t.Errorf("%s: %q at %s comes after a finding of step %d", name, msg, x.field, last)
					default:
						last = step
					}
				}
			}
		}
	}
	for _, list := range order {
		if seen[list.Label] == nil {
			seen[list.Label] = map[string]bool{}
		}
		for i, msgs := range list.Steps {
			for _, m := range msgs {
				if !seen[list.Label][m] {
					t.Errorf("%s step %d quotes %q, which no run found", list.Label, i+1, m)
					seen[list.Label][m] = true // once per list
				}
			}
		}
	}
}

type finding struct {
	id    errcatalog.ID
	field string
}

// findings returns a report's errors and its predictions.
func findings(b *report.Builder) (errs, preds []finding) {
	for _, e := range b.Errors {
		errs = append(errs, finding{e.ID, e.Field})
	}
	for _, w := range b.Warnings {
		if w.Predicts {
			preds = append(preds, finding{w.Entry, w.Field})
		}
	}
	return errs, preds
}

// afterCommon requires list to begin with the shared rules' findings, and returns the rest.
func afterCommon(t *testing.T, name, kind string, list, common []finding) []finding {
	t.Helper()
	if len(list) < len(common) {
		t.Errorf("%s: the shared rules found %d %ss, the checker %d in all", name, len(common), kind, len(list))
		return nil
	}
	for i, c := range common {
		if list[i] != c {
			t.Errorf("%s: %s %d is %q at %s, not the shared rules' %q at %s", name, kind, i+1,
				errcatalog.Get(list[i].id).Message, list[i].field, errcatalog.Get(c.id).Message, c.field)
		}
	}
	return list[len(common):]
}

// stepOf returns the first step from last on (1-based) that quotes msg, or 0.
func stepOf(steps [][]string, msg string, last int) int {
	for i := max(last, 1) - 1; i < len(steps); i++ {
		for _, q := range steps[i] {
			if q == msg {
				return i + 1
			}
		}
	}
	return 0
}
