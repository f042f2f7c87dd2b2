package preflight

import (
	"path/filepath"
	"testing"
)

// TestCatalogExportGolden holds "preflight catalog" to testdata/catalog.json, the whole catalog
// as the command exports it, so that any change to an entry shows up in review as a diff of
// data. "go test . -run TestCatalogExportGolden -update" rewrites it.
func TestCatalogExportGolden(t *testing.T) {
	compareOrUpdate(t, filepath.Join("testdata", "catalog.json"), CatalogJSON())
}
