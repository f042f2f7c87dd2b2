package preflight

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/preflightpay/preflight/corridor"
)

const (
	matrixStart = "<!-- corridor-matrix:start -->\n"
	matrixEnd   = "<!-- corridor-matrix:end -->"
)

// TestREADMEMatrix holds the README's corridor matrix to the corridor table it is generated
// from: the test fails when the table changes and the README does not. "go test . -run
// TestREADMEMatrix -update" rewrites the part between the markers.
func TestREADMEMatrix(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	text := string(readme)
	start := strings.Index(text, matrixStart)
	end := strings.Index(text, matrixEnd)
	if start < 0 || end < start {
		t.Fatalf("README.md lacks the markers %q and %q", strings.TrimSpace(matrixStart), matrixEnd)
	}
	start += len(matrixStart)
	want := corridor.Matrix()
	if *update {
		text = text[:start] + want + text[end:]
		if err := os.WriteFile("README.md", []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if diff := cmp.Diff(want, text[start:end]); diff != "" {
		t.Errorf("README.md's corridor matrix is stale; run go test . -run TestREADMEMatrix -update (-want +got):\n%s", diff)
	}
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
	out := RequirementsJSON(RequirementsQuery{Currency: "XYZ"})
	fmt.Println(string(out))
	// Output: []
}
