// Package goldenfile holds a test's output to a file committed beside it, or rewrites the file
// under -update: the one way the module's tests compare generated files and golden outputs.
package goldenfile

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// CompareOrUpdate holds got to the file at path, or, when update is set, rewrites the file with
// it. rerun is the command that rewrites it ("go test . -run 'TestX' -update"), said in the
// failure so that a stale file says how to refresh it.
func CompareOrUpdate(t testing.TB, path string, got []byte, update bool, rerun string) {
	t.Helper()
	if update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run %s)", err, rerun)
	}
	if diff := cmp.Diff(string(want), string(got)); diff != "" {
		t.Errorf("%s is stale; run %s (-want +got):\n%s", path, rerun, diff)
	}
}
