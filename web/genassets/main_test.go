package main

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"testing"

	"github.com/preflightpay/preflight/web/internal/modroot"
)

// TestCommittedAssetsAreCurrent rebuilds the demo's assets and compares them with the committed
// copy that `preflight demo` embeds. It builds the WASM (seconds) and its bytes depend on the Go
// toolchain's exact version, so it runs when PREFLIGHT_CHECK_ASSETS=1, as scripts/test-browser.sh
// sets it.
func TestCommittedAssetsAreCurrent(t *testing.T) {
	root, want := build(t)
	dir := filepath.Join(root, "web", "generated")
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatalf("%v: run go generate ./web", err)
	}
	var got []string
	for _, e := range entries {
		got = append(got, e.Name())
		b, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		w, ok := want[e.Name()]
		switch {
		case !ok:
			t.Errorf("web/generated/%s is not generated: run go generate ./web", e.Name())
		case !bytes.Equal(b, w):
			t.Errorf("web/generated/%s is stale: run go generate ./web", e.Name())
		}
	}
	for name := range want {
		if !slices.Contains(got, name) {
			t.Errorf("web/generated/%s is missing: run go generate ./web", name)
		}
	}
}

// TestBuildIsDeterministic holds the property the staleness test relies on: a second build
// (compressions included) gives the same bytes as the first.
func TestBuildIsDeterministic(t *testing.T) {
	_, a := build(t)
	b := fresh(t)
	for name := range a {
		if !bytes.Equal(a[name], b[name]) {
			t.Errorf("%s differs between two builds", name)
		}
	}
}

// build generates the assets in memory, when PREFLIGHT_CHECK_ASSETS=1.
func build(t *testing.T) (root string, files map[string][]byte) {
	t.Helper()
	if os.Getenv("PREFLIGHT_CHECK_ASSETS") != "1" {
		t.Skip("set PREFLIGHT_CHECK_ASSETS=1 to build the WASM and compare it with the committed assets")
	}
	firstOnce.Do(func() {
		firstRoot, firstErr = modroot.Dir()
		if firstErr == nil {
			first, firstErr = assets(firstRoot)
		}
	})
	if firstErr != nil {
		t.Fatal(firstErr)
	}
	return firstRoot, first
}

// The first build is shared by the tests: building and compressing takes tens of seconds.
var (
	firstOnce sync.Once
	firstRoot string
	first     map[string][]byte
	firstErr  error
)

// fresh builds the assets again, not from the shared first build.
func fresh(t *testing.T) map[string][]byte {
	t.Helper()
	files, err := assets(firstRoot)
	if err != nil {
		t.Fatal(err)
	}
	return files
}
