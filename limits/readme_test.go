package limits

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/preflightpay/preflight/facts"
)

// TestREADMEFactsExampleParses keeps the facts example of README-section.md honest for the
// sections this package's helpers define (fiat and ramp belong to other packages).
func TestREADMEFactsExampleParses(t *testing.T) {
	doc, err := os.ReadFile("README-section.md")
	if err != nil {
		t.Fatal(err)
	}
	_, rest, ok := strings.Cut(string(doc), "```json\n")
	example, _, ok2 := strings.Cut(rest, "```")
	if !ok || !ok2 {
		t.Fatal("no JSON example in README-section.md")
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal([]byte(example), &m); err != nil {
		t.Fatal(err)
	}
	delete(m, "fiat")
	delete(m, "ramp")
	mine, _ := json.Marshal(m)
	f, err := facts.Parse(mine)
	if err != nil {
		t.Fatal(err)
	}
	if f.Account == nil || f.Limits == nil || f.Balances == nil || f.Idempotency == nil || f.Idempotency.Stored == nil || f.Account.OnBehalfOf == nil {
		t.Errorf("a section of the example was not read: %+v", f)
	}
}
