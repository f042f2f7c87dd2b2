package preflight

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestCatalogExportGolden holds "preflight catalog" to testdata/catalog.json, the whole catalog
// as the command exports it, so that any change to an entry shows up in review as a diff of
// data. "go test . -run TestCatalogExportGolden -update" rewrites it.
func TestCatalogExportGolden(t *testing.T) {
	path := filepath.Join("testdata", "catalog.json")
	got := string(CatalogJSON())
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test . -run TestCatalogExportGolden -update)", err)
	}
	if diff := cmp.Diff(string(want), got); diff != "" {
		t.Errorf("catalog export differs from %s (-want +got):\n%s", path, diff)
	}
}
