package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"go/format"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/preflightpay/preflight"
	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/goldenfile"
)

var update = flag.Bool("update", false, "rewrite the generated and golden files of this package instead of comparing")

// compareOrUpdate holds got to the file at path, or under -update rewrites the file with it.
func compareOrUpdate(t *testing.T, path string, got []byte) {
	t.Helper()
	goldenfile.CompareOrUpdate(t, path, got, *update, "go test ./cmd/preflight -run '"+t.Name()+"' -update")
}

// goldenDir is the repository's golden cases, which tests may read and the binary never does.
var goldenDir = filepath.Join("..", "..", "testdata", "golden")

// goldenExample is one golden case read from disk.
type goldenExample struct {
	explainExample
	report struct {
		Errors, Warnings []struct{ ID, Field, Predicts string }
	}
}

func readGoldenExamples(t *testing.T) []goldenExample {
	t.Helper()
	dirs, err := filepath.Glob(filepath.Join(goldenDir, "*", "*", "*"))
	if err != nil || len(dirs) == 0 {
		t.Fatalf("no golden cases under %s: %v", goldenDir, err)
	}
	var out []goldenExample
	for _, dir := range dirs {
		parts := strings.Split(filepath.ToSlash(dir), "/")
		n := len(parts)
		g := goldenExample{explainExample: explainExample{Operation: parts[n-3] + "/" + parts[n-2], Case: parts[n-1], Strict: strings.HasSuffix(dir, "-strict")}}
		g.Request = compactFile(t, filepath.Join(dir, "request.json"))
		if _, err := os.Stat(filepath.Join(dir, "facts.json")); err == nil {
			g.Facts = compactFile(t, filepath.Join(dir, "facts.json"))
		}
		data, err := os.ReadFile(filepath.Join(dir, "report.json"))
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(data, &g.report); err != nil {
			t.Fatalf("%s: %v", dir, err)
		}
		out = append(out, g)
	}
	return out
}

// compactFile reads a JSON file on one line; a request that is not JSON at all (a golden case
// of unreadable input) is kept as a JSON string of its text.
func compactFile(t *testing.T, path string) string {
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if json.Compact(&b, data) != nil {
		return ""
	}
	return b.String()
}

// TestExplainExamplesAreCurrent regenerates the index of examples that "preflight explain" shows
// (explain_examples.go) from the golden cases and requires it to be what is committed: for each
// entry and warning, the smallest request whose report has it, preferring an error in default
// mode, then a prediction, then strict mode.
func TestExplainExamplesAreCurrent(t *testing.T) {
	type pick struct {
		x    explainExample
		rank int
	}
	best := map[string]pick{}
	consider := func(id string, x explainExample, rank int) {
		if x.Request == "" {
			return
		}
		b, ok := best[id]
		if !ok || rank < b.rank || rank == b.rank && (len(x.Request)+len(x.Facts) < len(b.x.Request)+len(b.x.Facts) ||
			len(x.Request)+len(x.Facts) == len(b.x.Request)+len(b.x.Facts) && x.Operation+"/"+x.Case < b.x.Operation+"/"+b.x.Case) {
			best[id] = pick{x, rank}
		}
	}
	for _, g := range readGoldenExamples(t) {
		for _, is := range g.report.Errors {
			x := g.explainExample
			x.Field = is.Field
			rank := 0
			if g.Strict {
				rank = 2
			}
			consider(is.ID, x, rank)
		}
		for _, is := range g.report.Warnings {
			x := g.explainExample
			x.Field = is.Field
			if is.Predicts != "" {
				consider(is.Predicts, x, 1)
			} else {
				consider(is.ID, x, 0)
			}
		}
	}
	ids := make([]string, 0, len(best))
	for id := range best {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	var b bytes.Buffer
	b.WriteString(explainIndexHeader)
	b.WriteString("// explainExamples maps a catalog entry or warning id to the smallest golden case that produces it.\nvar explainExamples = map[string]explainExample{\n")
	for _, id := range ids {
		x := best[id].x
		fmt.Fprintf(&b, "\t%s: {Operation: %s, Case: %s, Field: %s, Strict: %t, Request: %s, Facts: %s},\n",
			strconv.Quote(id), strconv.Quote(x.Operation), strconv.Quote(x.Case), strconv.Quote(x.Field), x.Strict, strconv.Quote(x.Request), strconv.Quote(x.Facts))
	}
	b.WriteString("}\n")
	src, err := format.Source(b.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	compareOrUpdate(t, "explain_examples.go", src)
}

// TestExplainExamplesProduceTheirEntry runs every example of the index as "preflight explain"
// shows it and requires its report to hold the entry at the field named.
func TestExplainExamplesProduceTheirEntry(t *testing.T) {
	for id, x := range explainExamples {
		var facts []byte
		if x.Facts != "" {
			facts = []byte(x.Facts)
		}
		r, err := preflight.Check(x.Operation, []byte(x.Request), facts, preflight.Options{Strict: x.Strict})
		if err != nil {
			t.Errorf("%s: %v", id, err)
			continue
		}
		found := false
		for _, list := range [][]preflight.Issue{r.Errors, r.Warnings} {
			for _, is := range list {
				found = found || (is.ID == id || is.Predicts == id) && is.Field == x.Field
			}
		}
		if !found {
			t.Errorf("%s: the example %s/%s does not produce it at %q", id, x.Operation, x.Case, x.Field)
		}
	}
}

// TestEveryProducibleEntryHasAnExample: an entry that is not server-only has a golden case (the
// root package's tests require it), so explain has an example for it.
func TestEveryProducibleEntryHasAnExample(t *testing.T) {
	for _, en := range errcatalog.All() {
		if _, ok := explainExamples[en.Key]; !ok && en.ServerOnly == "" {
			t.Errorf("%s: no example", en.Key)
		}
	}
}
