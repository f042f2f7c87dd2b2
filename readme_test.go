package preflight

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/preflightpay/preflight/chainaddr"
	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/corridor"
	"github.com/preflightpay/preflight/internal/facts"
	"github.com/preflightpay/preflight/internal/operation"
	"github.com/preflightpay/preflight/reason"
)

// generatedSections are the parts of README.md and of the pages under docs/ derived from data:
// each sits between "<!-- NAME:start -->" and "<!-- NAME:end -->" in its file and is rewritten
// by "go test . -run TestDocsGenerated -update".
var generatedSections = []struct {
	file, name string
	generate   func() string
}{
	{"README.md", "report-example", reportExampleMarkdown},
	{"README.md", "coverage", coverageMarkdown},
	{"docs/corridors.md", "corridor-matrix", corridor.Matrix},
	{"docs/ramp.md", "networks", networksMarkdown},
	{"docs/errors.md", "server-only", serverOnlyMarkdown},
}

// reportExampleMarkdown is the report the README's example command prints
// (cmd/preflight's TestREADMECommandsRun runs that command and compares).
func reportExampleMarkdown() string {
	request, err := os.ReadFile("testdata/examples/report-example.json")
	if err != nil {
		panic(err)
	}
	facts, err := os.ReadFile("testdata/examples/report-example-facts.json")
	if err != nil {
		panic(err)
	}
	out, _, err := CheckJSON("fiat/create-payout", request, facts, Options{})
	if err != nil {
		panic(err)
	}
	return "```json\n" + string(out) + "```\n"
}

// coverageMarkdown is the README's short list of what preflight checks, its counts taken from
// the registry, the catalog, the corridor table, the network table and the reason table, so
// that the first page a user reads cannot overstate or understate them.
func coverageMarkdown() string {
	var b strings.Builder
	fiat, ramp := len(operation.Of(operation.Fiat)), len(operation.Of(operation.Ramp))
	fmt.Fprintf(&b, "- **%d operations** (`preflight ops`): %d of the fiat API (payouts, beneficiaries, conversions,\n", operation.Len(), fiat)
	fmt.Fprintf(&b, "  transfers, balances) and %d of the crypto ramp (quotes, conversions, withdrawals, transfers,\n", ramp)
	b.WriteString("  the address book and its travel-rule data, deposits).\n")
	var local, swift []string
	for _, c := range corridor.All() {
		if c.Method == corridor.Local {
			local = append(local, "`"+c.Key+"`")
		} else {
			swift = append(swift, c.Currency)
		}
	}
	fmt.Fprintf(&b, "- **%d payout corridors** ([docs/corridors.md](docs/corridors.md)): %s; SWIFT in %s to any\n", len(local)+len(swift), strings.Join(local, ", "), strings.Join(swift, ", "))
	b.WriteString("  country. A corridor the table does not know is a warning (an error only with `--strict`).\n")
	var nets []string
	for _, n := range chainaddr.Networks() {
		nets = append(nets, n.Name)
	}
	fmt.Fprintf(&b, "- **%d wallet networks** ([docs/ramp.md](docs/ramp.md)): %s.\n", len(nets), strings.Join(nets, ", "))
	serverOnly := 0
	for i := range errcatalog.All() {
		if _, ok := errcatalog.ServerOnly(errcatalog.ID(i)); ok {
			serverOnly++
		}
	}
	fmt.Fprintf(&b, "- **%d catalog entries** (`preflight catalog`): %d produced by a golden case, %d known only to the\n", errcatalog.Len, errcatalog.Len-serverOnly, serverOnly)
	b.WriteString("  server ([docs/errors.md](docs/errors.md)).\n")
	counts := map[reason.Basis]int{}
	for _, in := range reason.Table() {
		counts[in.Basis]++
	}
	fmt.Fprintf(&b, "- **%d reason codes** ([docs/reasons.md](docs/reasons.md)): %d stated by the specification, %d from the\n", len(reason.Table()), counts[reason.Spec], counts[reason.Facts])
	fmt.Fprintf(&b, "  caller's facts, %d preflight's own readings (warnings unless `--strict`).\n", counts[reason.Reading])
	return b.String()
}

// TestDocsGenerated holds the generated parts of README.md and docs/ to the data they come from:
// it fails when the example report, the registry, the catalog's server-only list, the corridor
// table, the network table or the reason table changes and the page does not.
func TestDocsGenerated(t *testing.T) {
	pages := map[string]string{}
	var order []string
	for _, sec := range generatedSections {
		text, ok := pages[sec.file]
		if !ok {
			b, err := os.ReadFile(sec.file)
			if err != nil {
				t.Fatal(err)
			}
			text = string(b)
			order = append(order, sec.file)
		}
		startMarker := "<!-- " + sec.name + ":start -->\n"
		endMarker := "<!-- " + sec.name + ":end -->"
		start := strings.Index(text, startMarker)
		end := strings.Index(text, endMarker)
		if start < 0 || end < start {
			t.Errorf("%s lacks the markers %q and %q", sec.file, strings.TrimSpace(startMarker), endMarker)
			pages[sec.file] = text
			continue
		}
		start += len(startMarker)
		want := sec.generate()
		if *update {
			text = text[:start] + want + text[end:]
		} else if diff := cmp.Diff(want, text[start:end]); diff != "" {
			t.Errorf("%s's %s section is stale; run go test . -run TestDocsGenerated -update (-want +got):\n%s", sec.file, sec.name, diff)
		}
		pages[sec.file] = text
	}
	if *update {
		for _, file := range order {
			if err := os.WriteFile(file, []byte(pages[file]), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// serverOnlyMarkdown lists the catalog entries that only the server can know, with the reason.
func serverOnlyMarkdown() string {
	var b strings.Builder
	b.WriteString("| id | product | message | action | why only the server knows |\n|---|---|---|---|---|\n")
	n := 0
	for i, e := range errcatalog.All() {
		reason, ok := errcatalog.ServerOnly(errcatalog.ID(i))
		if !ok {
			continue
		}
		n++
		fmt.Fprintf(&b, "| `%s` | %s | %s | %s | %s |\n", e.Key, e.Product, strings.ReplaceAll(e.Message, "|", "\\|"), e.Action, reason)
	}
	fmt.Fprintf(&b, "\n%d of %d entries are known only to the server; the other %d each have a golden case that produces them.\n", n, errcatalog.Len, errcatalog.Len-n)
	return b.String()
}

// networksMarkdown is the table of wallet networks preflight checks addresses for.
func networksMarkdown() string {
	var b strings.Builder
	b.WriteString("| network | also accepted as | address format |\n|---|---|---|\n")
	for _, n := range chainaddr.Networks() {
		aliases := "–"
		if len(n.Aliases) > 0 {
			aliases = strings.Join(n.Aliases, ", ")
		}
		fmt.Fprintf(&b, "| %s (%s) | %s | %s |\n", n.Name, n.Title, aliases, n.Family)
	}
	return b.String()
}

func ExampleRequirements() {
	for _, r := range Requirements(RequirementsQuery{Country: "CA", Currency: "CAD", ClearingSystem: "eft"}) {
		for _, f := range r.Beneficiary {
			if f.Field == "routing_code_value2" || f.Field == "account_number" {
				fmt.Println(r.Corridor, f.Field, f.Min, f.Max, f.Example)
			}
		}
	}
	// Output:
	// CAD-EFT account_number 7 12 123456789
	// CAD-EFT routing_code_value2 5 5 12345
}

func ExampleRequirementsJSON() {
	out := RequirementsJSON(RequirementsQuery{Currency: "XYZ"}, false)
	fmt.Println(string(out))
	// Output: []
}

// TestEveryFactsExampleParses reads every JSON block of the docs that is a facts document (an
// object whose first member is a facts section) with facts.Parse, so that no page documents a
// member the decoder refuses, and requires one example with every section (docs/reports.md's).
func TestEveryFactsExampleParses(t *testing.T) {
	sections := regexp.MustCompile(`^\{\s*"(account|limits|balances|idempotency|fiat|ramp)"`)
	n, full := 0, false
	for _, page := range docPages(t) {
		b, err := os.ReadFile(page)
		if err != nil {
			t.Fatal(err)
		}
		for _, block := range regexp.MustCompile("(?s)```json\n(.*?)```").FindAllStringSubmatch(string(b), -1) {
			if !sections.MatchString(block[1]) {
				continue
			}
			n++
			f, err := facts.Parse([]byte(block[1]))
			if err != nil {
				t.Errorf("%s: a facts example does not parse: %v\n%s", page, err, block[1])
				continue
			}
			full = full || f.Account != nil && f.Limits != nil && f.Balances != nil && f.Idempotency != nil && f.Fiat != nil && f.Ramp != nil
		}
	}
	if n < 2 || !full {
		t.Errorf("found %d facts examples in the docs, none with every section: %v", n, full)
	}
}

// TestDocsSkipsAreReal holds every skip the README and the docs quote,
// {"rule": "R", "needs": "N"}, to a golden report that carries it, so the pages' account of
// skipped rules cannot drift.
func TestDocsSkipsAreReal(t *testing.T) {
	seen := map[Skip]bool{}
	for _, g := range goldenCases(t) {
		_, r := g.run(t)
		for _, s := range r.Skipped {
			seen[s] = true
		}
	}
	quoteSkip := regexp.MustCompile(`\{"rule":\s+"([^"]+)",\s+"needs":\s+"([^"]+)"\}`)
	n := 0
	for _, page := range docPages(t) {
		b, err := os.ReadFile(page)
		if err != nil {
			t.Fatal(err)
		}
		for _, q := range quoteSkip.FindAllStringSubmatch(string(b), -1) {
			n++
			if s := (Skip{Rule: q[1], Needs: strings.Join(strings.Fields(q[2]), " ")}); !seen[s] {
				t.Errorf("%s quotes the skip %+v, which no golden report carries", page, s)
			}
		}
	}
	if n == 0 {
		t.Fatal("the docs quote no skip")
	}
}

// TestDocsLinksResolve follows every relative link of README.md, CHANGELOG.md and docs/*.md: the
// file must exist and a #fragment must name one of its headings, so that moving a section
// cannot leave a link behind.
func TestDocsLinksResolve(t *testing.T) {
	link := regexp.MustCompile(`\]\(([^)\s]+)\)`)
	anchors := map[string]map[string]bool{}
	anchorsOf := func(page string) map[string]bool {
		if a, ok := anchors[page]; ok {
			return a
		}
		a := map[string]bool{}
		if b, err := os.ReadFile(page); err == nil {
			inFence := false
			for _, line := range strings.Split(string(b), "\n") {
				if strings.HasPrefix(line, "```") {
					inFence = !inFence
				}
				if h, ok := strings.CutPrefix(line, "#"); ok && !inFence {
					a[headingAnchor(strings.TrimLeft(h, "#"))] = true
				}
			}
		}
		anchors[page] = a
		return a
	}
	for _, page := range append(docPages(t), "CHANGELOG.md") {
		b, err := os.ReadFile(page)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range link.FindAllStringSubmatch(string(b), -1) {
			target := m[1]
			if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
				continue
			}
			path, fragment, _ := strings.Cut(target, "#")
			if path == "" {
				path = page
			} else {
				path = filepath.ToSlash(filepath.Join(filepath.Dir(page), path))
			}
			if _, err := os.Stat(path); err != nil {
				t.Errorf("%s links to %s, which does not exist", page, target)
				continue
			}
			if fragment != "" && strings.HasSuffix(path, ".md") && !anchorsOf(path)[fragment] {
				t.Errorf("%s links to %s, but %s has no heading #%s", page, target, path, fragment)
			}
		}
	}
}

// headingAnchor is the fragment GitHub gives a Markdown heading: lower case, punctuation other
// than '-' and '_' dropped, spaces as '-'.
func headingAnchor(heading string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(strings.TrimSpace(heading)) {
		switch {
		case r == ' ':
			b.WriteRune('-')
		case r == '-' || r == '_' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r > 127:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// docPages are README.md and every page under docs/.
func docPages(t *testing.T) []string {
	t.Helper()
	pages, err := filepath.Glob("docs/*.md")
	if err != nil {
		t.Fatal(err)
	}
	return append([]string{"README.md"}, pages...)
}
