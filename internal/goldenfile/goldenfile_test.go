package goldenfile_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/preflightpay/preflight/internal/goldenfile"
)

// recorder is a testing.TB that records failures instead of stopping the test.
type recorder struct {
	testing.TB
	failed bool
}

func (r *recorder) Helper()                        {}
func (r *recorder) Errorf(format string, a ...any) { r.failed = true }
func (r *recorder) Fatalf(format string, a ...any) { r.failed = true }

func TestCompareOrUpdateWritesThenHoldsTheFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "sub", "out.txt")
	tests := []struct {
		name       string
		got        string
		update     bool
		wantFailed bool
	}{
		{"a missing file fails", "a\n", false, true},
		{"-update writes it", "a\n", true, false},
		{"the same output passes", "a\n", false, false},
		{"another output fails", "b\n", false, true},
	}
	for _, tt := range tests {
		r := &recorder{TB: t}
		goldenfile.CompareOrUpdate(r, path, []byte(tt.got), tt.update, "go test -update")
		if r.failed != tt.wantFailed {
			t.Errorf("%s: failed = %v, want %v", tt.name, r.failed, tt.wantFailed)
		}
	}
	if data, _ := os.ReadFile(path); string(data) != "a\n" {
		t.Errorf("file holds %q", data)
	}
}
