package preflight

import (
	"errors"
	"flag"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/goldenfile"
)

var update = flag.Bool("update", false, "rewrite the expected files (golden reports, catalog export, docs/reasons.md, README sections) instead of comparing")

// compareOrUpdate holds got to the file at path, or under -update rewrites the file with it.
func compareOrUpdate(t *testing.T, path string, got []byte) {
	t.Helper()
	goldenfile.CompareOrUpdate(t, path, got, *update, "go test . -run '"+t.Name()+"' -update")
}

// goldenCase is one directory testdata/golden/<product>/<operation-id>/<case>/ holding
// request.json, an optional facts.json and the expected report.json. The case's name says the
// rule it shows; a name ending in "-strict" is checked in strict mode (Options.Strict), where
// predictions are errors.
type goldenCase struct {
	dir       string
	operation string
}

func goldenCases(t testing.TB) []goldenCase {
	t.Helper()
	var cases []goldenCase
	err := filepath.WalkDir(filepath.Join("testdata", "golden"), func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() || d.Name() != "request.json" {
			return nil
		}
		dir := filepath.Dir(path)
		rel, _ := filepath.Rel(filepath.Join("testdata", "golden"), dir)
		parts := strings.Split(filepath.ToSlash(rel), "/")
		if len(parts) != 3 {
			t.Errorf("%s: golden cases live in testdata/golden/<product>/<operation-id>/<case>/", dir)
			return nil
		}
		cases = append(cases, goldenCase{dir: dir, operation: parts[0] + "/" + parts[1]})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	sort.Slice(cases, func(i, j int) bool { return cases[i].dir < cases[j].dir })
	return cases
}

// strict reports whether the case is checked in strict mode.
func (g goldenCase) strict() bool { return strings.HasSuffix(g.dir, "-strict") }

// inputs reads the case's request and its facts (nil when it has none).
func (g goldenCase) inputs(t testing.TB) (request, facts []byte) {
	t.Helper()
	request, err := os.ReadFile(filepath.Join(g.dir, "request.json"))
	if err != nil {
		t.Fatal(err)
	}
	facts, err = os.ReadFile(filepath.Join(g.dir, "facts.json"))
	if err != nil && !os.IsNotExist(err) {
		t.Fatal(err)
	}
	return request, facts
}

func (g goldenCase) run(t testing.TB) ([]byte, Report) {
	t.Helper()
	request, facts := g.inputs(t)
	out, r, err := CheckJSON(g.operation, request, facts, Options{Strict: g.strict()})
	if err != nil {
		t.Fatalf("%s: %v", g.dir, err)
	}
	return out, r
}

// TestGolden runs every golden case and compares its report with report.json. Run
// "go test . -update" to rewrite the expected reports after a deliberate change, then review the
// diff as data.
func TestGolden(t *testing.T) {
	cases := goldenCases(t)
	if len(cases) == 0 {
		t.Fatal("no golden cases under testdata/golden")
	}
	for _, g := range cases {
		t.Run(strings.TrimPrefix(filepath.ToSlash(g.dir), "testdata/golden/"), func(t *testing.T) {
			got, _ := g.run(t)
			compareOrUpdate(t, filepath.Join(g.dir, "report.json"), got)
		})
	}
}

// TestEveryEntryIsProducedOrServerOnly holds the catalog to the golden files: every entry is
// either produced by at least one golden case or marked as one only the server can know, never
// both.
func TestEveryEntryIsProducedOrServerOnly(t *testing.T) {
	produced := map[string][]string{}
	for _, g := range goldenCases(t) {
		_, r := g.run(t)
		for _, e := range r.Errors {
			produced[e.ID] = append(produced[e.ID], g.dir)
		}
		for _, w := range r.Warnings {
			if w.Predicts != "" { // a reading's prediction produces its entry too
				produced[w.Predicts] = append(produced[w.Predicts], g.dir)
			}
		}
	}
	for i, e := range errcatalog.All() {
		_, serverOnly := errcatalog.ServerOnly(errcatalog.ID(i))
		cases := produced[e.Key]
		switch {
		case len(cases) > 0 && serverOnly:
			t.Errorf("%s is produced by %s but also listed as server-only", e.Key, cases[0])
		case len(cases) == 0 && !serverOnly:
			t.Errorf("%s (%q) is produced by no golden case and not listed as server-only", e.Key, e.Message)
		}
	}
}

// TestGoldenReportsHonourTheContract checks what every report must satisfy, whatever its rules.
func TestGoldenReportsHonourTheContract(t *testing.T) {
	for _, g := range goldenCases(t) {
		_, r := g.run(t)
		if r.Valid != (len(r.Errors) == 0) {
			t.Errorf("%s: valid=%v with %d errors", g.dir, r.Valid, len(r.Errors))
		}
		for _, is := range r.Errors {
			id, ok := errcatalog.ByKey(is.ID)
			if !ok {
				t.Errorf("%s: error id %q is not in the catalog", g.dir, is.ID)
				continue
			}
			e := errcatalog.Get(id)
			if want := errcatalog.Fill(e.Message, is.Params); is.Message != want || len(is.Params) != e.Params() {
				t.Errorf("%s: %s message %q with params %q is not the catalog's template filled", g.dir, is.ID, is.Message, is.Params)
			}
			if !e.AppliesTo(g.operation) && e.OperationCount == 0 {
				t.Errorf("%s: %s is not documented for %s", g.dir, is.ID, g.operation)
			}
		}
		for _, w := range r.Warnings {
			if w.Action != "WARN" {
				t.Errorf("%s: warning %s has action %q", g.dir, w.ID, w.Action)
			}
		}
	}
}

// TestReportsOutliveTheArena checks every golden case first and writes the reports only after
// all of them: Check parses into a pooled input.Arena that the next check writes over, so a
// report that kept a reference to the request's parsed values, rather than copies, would come
// out wrong here.
func TestReportsOutliveTheArena(t *testing.T) {
	cases := goldenCases(t)
	reports := make([]Report, len(cases))
	for i, g := range cases {
		_, reports[i] = g.run(t)
	}
	for i, g := range cases {
		want, err := os.ReadFile(filepath.Join(g.dir, "report.json"))
		if err != nil {
			t.Fatal(err)
		}
		if got := append(reports[i].AppendJSON(nil, true), '\n'); string(got) != string(want) {
			t.Errorf("%s: the report changed after later checks:\n%s", g.dir, got)
		}
	}
}

// TestAppendCheckJSONReusesOneBuffer runs every golden case through one buffer, as the WASM build
// does, after a prefix that must survive: each report must equal the golden file, whatever longer
// or shorter report the buffer held before, and an unknown operation leaves the buffer as it was.
func TestAppendCheckJSONReusesOneBuffer(t *testing.T) {
	const prefix = "kept:"
	buf := []byte(prefix)
	for _, g := range goldenCases(t) {
		request, facts := g.inputs(t)
		want, err := os.ReadFile(filepath.Join(g.dir, "report.json"))
		if err != nil {
			t.Fatal(err)
		}
		buf, _, err = AppendCheckJSON(buf[:len(prefix)], g.operation, request, facts, Options{Strict: g.strict()})
		if err != nil {
			t.Fatalf("%s: %v", g.dir, err)
		}
		if string(buf[:len(prefix)]) != prefix || string(buf[len(prefix):]) != string(want) {
			t.Errorf("%s: got %q after the prefix, want the golden report", g.dir, buf)
		}
	}
	before := string(buf)
	got, _, err := AppendCheckJSON(buf, "fiat/no-such-operation", []byte(`{}`), nil, Options{})
	if !errors.Is(err, ErrUnknownOperation) || string(got) != before {
		t.Errorf("unknown operation: got %v and %d bytes, want ErrUnknownOperation and the buffer as it was", err, len(got))
	}
}
