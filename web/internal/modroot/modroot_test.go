package modroot

import (
	"os"
	"path/filepath"
	"testing"
)

func TestDirHoldsTheModulesGoMod(t *testing.T) {
	dir, err := Dir()
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(filepath.Join(dir, "go.mod"))
	if err != nil || len(data) == 0 {
		t.Fatalf("%s: no go.mod (%v)", dir, err)
	}
	if here, _ := os.Getwd(); filepath.Join(dir, "web", "internal", "modroot") != here {
		t.Errorf("Dir() = %s, not two levels above %s", dir, here)
	}
}
