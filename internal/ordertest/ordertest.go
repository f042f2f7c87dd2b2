// Package ordertest holds a package doc's "# Order of findings" to the code, for the tests of
// packages ramp and travelrule: it reads the numbered lists, one per operation, and runs
// requests through the operation's whole checker, requiring the findings of the rules every
// operation shares to come first and the operation's own to follow in the documented steps.
package ordertest

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/preflightpay/preflight"
	"github.com/preflightpay/preflight/account"
	"github.com/preflightpay/preflight/bidi"
	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/facts"
	"github.com/preflightpay/preflight/idempotency"
	"github.com/preflightpay/preflight/input"
	"github.com/preflightpay/preflight/report"
	"github.com/preflightpay/preflight/rule"
)

// Order is a documented order: for each operation, its list.
type Order map[string]List

// List is one documented list: its label ("ramp/create-quote:", or several operations sharing
// it) and its steps, each the catalog messages the step quotes.
type List struct {
	Label string
	Steps [][]string
}

var (
	item   = regexp.MustCompile(`^//\s+(\d+)\. `)
	label  = regexp.MustCompile(`^// (\S.*):$`)
	shared = regexp.MustCompile(`^The (.+), wherever`)
	quoted = regexp.MustCompile(`"([^"]+)"`)
)

// Read parses the numbered lists under "# Order of findings" in the doc file at path. A list
// follows a paragraph naming its operations ("ramp/create-quote:", "ramp/retrieve-conversion,
// ramp/retrieve-deposit:"); a paragraph "The party rules, wherever ...:" names a list that a step
// mentioning "party rules" includes.
func Read(t testing.TB, path string) Order {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	_, section, ok := strings.Cut(string(data), "// # Order of findings")
	if !ok {
		t.Fatalf("%s has no \"# Order of findings\"", path)
	}
	_, section, _ = strings.Cut(section, "\n")
	type list struct {
		label string
		names []string
		steps []string
	}
	var lists []*list
	var cur *list
	for line := range strings.Lines(section) {
		line = strings.TrimRight(line, "\n")
		if !strings.HasPrefix(line, "//") || strings.HasPrefix(line, "// #") {
			break
		}
		switch {
		case label.MatchString(line):
			cur = &list{}
			lists = append(lists, cur)
			text := label.FindStringSubmatch(line)[1]
			cur.label = text
			if m := shared.FindStringSubmatch(text); m != nil {
				cur.names = []string{m[1]}
			} else {
				cur.names = strings.Split(text, ", ")
			}
		case cur != nil && item.MatchString(line):
			cur.steps = append(cur.steps, line)
		case cur != nil && len(cur.steps) > 0 && strings.HasPrefix(line, "//    "):
			cur.steps[len(cur.steps)-1] += " " + strings.TrimSpace(strings.TrimPrefix(line, "//"))
		case cur != nil && len(cur.steps) > 0:
			cur = nil
		}
	}
	messages := func(l *list) [][]string {
		out := make([][]string, len(l.steps))
		for i, s := range l.steps {
			if n := item.FindStringSubmatch(s)[1]; n != strconv.Itoa(i+1) {
				t.Fatalf("%s: step %d of %s is numbered %s", path, i+1, l.names, n)
			}
			for _, m := range quoted.FindAllStringSubmatch(s, -1) {
				out[i] = append(out[i], m[1])
			}
		}
		return out
	}
	sharedSteps := map[string][]string{}
	for _, l := range lists {
		if len(l.names) == 1 && !strings.Contains(l.names[0], "/") {
			for _, s := range messages(l) {
				sharedSteps[l.names[0]] = append(sharedSteps[l.names[0]], s...)
			}
		}
	}
	order := Order{}
	for _, l := range lists {
		if len(l.names) == 1 && !strings.Contains(l.names[0], "/") {
			continue
		}
		steps := messages(l)
		for i, s := range l.steps {
			for name, msgs := range sharedSteps {
				if strings.Contains(s, name) {
					steps[i] = append(steps[i], msgs...)
				}
			}
		}
		for _, name := range l.names {
			if _, dup := order[name]; dup {
				t.Fatalf("%s: two lists for %s", path, name)
			}
			order[name] = List{Label: l.label, Steps: steps}
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
		k, err := preflight.For(r.Operation)
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
