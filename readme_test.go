package preflight

import (
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/preflightpay/preflight/chainaddr"
	"github.com/preflightpay/preflight/corridor"
	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/facts"
)

// generatedSections are the parts of README.md derived from data: each sits between
// "<!-- NAME:start -->" and "<!-- NAME:end -->" and is rewritten by
// "go test . -run TestREADMEGenerated -update".
var generatedSections = []struct {
	name     string
	generate func() string
}{
	{"corridor-matrix", corridor.Matrix},
	{"server-only", serverOnlyMarkdown},
	{"networks", networksMarkdown},
	{"report-example", reportExampleMarkdown},
}

// reportExampleMarkdown is the report the README's example command prints.
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

// TestREADMEGenerated holds the README's generated parts to the data they come from: the test
// fails when the corridor table, the catalog's server-only list or the network table changes and
// the README does not.
func TestREADMEGenerated(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	text := string(readme)
	for _, sec := range generatedSections {
		startMarker := "<!-- " + sec.name + ":start -->\n"
		endMarker := "<!-- " + sec.name + ":end -->"
		start := strings.Index(text, startMarker)
		end := strings.Index(text, endMarker)
		if start < 0 || end < start {
			t.Errorf("README.md lacks the markers %q and %q", strings.TrimSpace(startMarker), endMarker)
			continue
		}
		start += len(startMarker)
		want := sec.generate()
		if *update {
			text = text[:start] + want + text[end:]
			continue
		}
		if diff := cmp.Diff(want, text[start:end]); diff != "" {
			t.Errorf("README.md's %s section is stale; run go test . -run TestREADMEGenerated -update (-want +got):\n%s", sec.name, diff)
		}
	}
	if *update {
		if err := os.WriteFile("README.md", []byte(text), 0o644); err != nil {
			t.Fatal(err)
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

// TestREADMEFactsExampleParses keeps the README's full facts example readable by facts.Parse,
// every section of it, so the documented schema cannot drift from the decoder.
func TestREADMEFactsExampleParses(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, rest, ok := strings.Cut(string(readme), "## The facts document")
	_, rest, ok2 := strings.Cut(rest, "```json\n")
	example, _, ok3 := strings.Cut(rest, "```")
	if !ok || !ok2 || !ok3 {
		t.Fatal("README.md has no JSON example under \"The facts document\"")
	}
	f, err := facts.Parse([]byte(example))
	if err != nil {
		t.Fatal(err)
	}
	if f.Account == nil || f.Limits == nil || f.Balances == nil || f.Idempotency == nil || f.Fiat == nil || f.Ramp == nil {
		t.Errorf("a section of the example was not read: %+v", f)
	}
}

// TestREADMESkipsAreReal holds every skip the README quotes, {"rule": "R", "needs": "N"}, to a
// golden report that carries it, so the README's account of skipped rules cannot drift.
func TestREADMESkipsAreReal(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	seen := map[Skip]bool{}
	for _, g := range goldenCases(t) {
		_, r := g.run(t)
		for _, s := range r.Skipped {
			seen[s] = true
		}
	}
	quoted := regexp.MustCompile(`\{"rule":\s+"([^"]+)",\s+"needs":\s+"([^"]+)"\}`).FindAllStringSubmatch(string(readme), -1)
	if len(quoted) == 0 {
		t.Fatal("the README quotes no skip")
	}
	for _, q := range quoted {
		if s := (Skip{Rule: q[1], Needs: strings.Join(strings.Fields(q[2]), " ")}); !seen[s] {
			t.Errorf("README quotes the skip %+v, which no golden report carries", s)
		}
	}
}
