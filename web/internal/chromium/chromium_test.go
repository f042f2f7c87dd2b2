package chromium

import (
	"os"
	"path/filepath"
	"testing"
)

// TestPathPrefersTheEnvironment: PREFLIGHT_CHROMIUM names the browser even when another is on
// PATH, so a machine with several can choose.
func TestPathPrefersTheEnvironment(t *testing.T) {
	t.Setenv("PREFLIGHT_CHROMIUM", "/opt/my-chromium")
	if p, err := Path(); err != nil || p != "/opt/my-chromium" {
		t.Errorf("Path() = %q, %v; want /opt/my-chromium", p, err)
	}
}

// TestPathSaysHowToGetOne: with nothing set and nothing on PATH, the error names both remedies.
func TestPathSaysHowToGetOne(t *testing.T) {
	t.Setenv("PREFLIGHT_CHROMIUM", "")
	t.Setenv("PATH", t.TempDir())
	if _, err := Path(); err == nil || err.Error() != "no Chromium: install Debian's chromium or set PREFLIGHT_CHROMIUM" {
		t.Errorf("Path() error = %v", err)
	}
}

// TestVersionFallsBackToTheFileName: an executable that cannot say its version is named by its
// file, so a measurement is never labelled with nothing.
func TestVersionFallsBackToTheFileName(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "no-such-browser")
	if v := Version(missing); v != "no-such-browser" {
		t.Errorf("Version(%s) = %q", missing, v)
	}
	if _, err := os.Stat(missing); err == nil {
		t.Fatal("the file should not exist")
	}
}
