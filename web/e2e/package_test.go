package e2e

import (
	"encoding/json"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// esbuild is the bundler the package is tried with, pinned: the test is about the package.
const esbuild = "esbuild@0.28.2"

// TestPackageInstallsAndRunsInNodeAndABundle packs web/ as npm would publish it, on a PATH
// without Go, installs the tarball in a scratch project (Go still absent), and uses it as a JS
// developer would: imported by name under Node, then bundled with esbuild for a page that loads
// the WASM by URL, plain and as the .gz copy, in headless Chromium. Two instances answer side
// by side and no global is set.
func TestPackageInstallsAndRunsInNodeAndABundle(t *testing.T) {
	requireBrowserTests(t)
	web, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", pathWithoutGo(t))
	packs := t.TempDir()
	run(t, web, "npm", "pack", "--silent", "--pack-destination", packs)
	tarballs, _ := filepath.Glob(filepath.Join(packs, "*.tgz"))
	if len(tarballs) != 1 {
		t.Fatalf("npm pack made %v", tarballs)
	}
	listing := run(t, packs, "tar", "-tzf", tarballs[0])
	for _, f := range []string{"package.json", "README.md", "LICENSE", "preflight.js", "preflight.d.ts", "preflight.generated.d.ts",
		"preflight.wasm", "preflight.wasm.br", "preflight.wasm.gz", "wasm_exec.js"} {
		if !slices.Contains(strings.Fields(listing), "package/"+f) {
			t.Errorf("the tarball lacks %s:\n%s", f, listing)
		}
	}

	project := t.TempDir()
	for _, f := range []string{"node.mjs", "app.js", "index.html"} {
		copyFile(t, filepath.Join("testdata", "package", f), filepath.Join(project, f))
	}
	if err := os.WriteFile(filepath.Join(project, "package.json"), []byte(`{"name": "scratch", "private": true, "type": "module"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	run(t, project, "npm", "install", "--no-audit", "--no-fund", "--loglevel=error", tarballs[0], esbuild)

	t.Run("node", func(t *testing.T) {
		var got struct {
			First      string
			Separate   bool
			Global     string
			Corridors  []string
			Unknown    string
			Compressed bool
			Verdict    string
		}
		decode(t, []byte(run(t, project, "node", "node.mjs")), &got)
		if got.First != "payout.beneficiary-missing" || !got.Separate || got.Global != "undefined" || got.Unknown == "" {
			t.Errorf("under Node: %+v", got)
		}
		if !got.Compressed || got.Verdict != "refused" {
			t.Errorf("under Node: the .br and .gz inflate to the .wasm: %v; verdict %q", got.Compressed, got.Verdict)
		}
		if len(got.Corridors) == 0 || got.Corridors[0] != "EUR-LOCAL" {
			t.Errorf("requirements for DE: %v, want EUR-LOCAL first", got.Corridors)
		}
	})

	t.Run("bundle", func(t *testing.T) {
		dist := filepath.Join(project, "dist")
		run(t, project, filepath.Join("node_modules", ".bin", "esbuild"), "app.js", "--bundle", "--format=esm", "--target=es2022", "--log-level=warning", "--outdir="+dist)
		installed := filepath.Join(project, "node_modules", "@preflightpay", "preflight")
		copyFile(t, filepath.Join(installed, "preflight.wasm"), filepath.Join(dist, "preflight.wasm"))
		copyFile(t, filepath.Join(installed, "preflight.wasm.gz"), filepath.Join(dist, "preflight.wasm.gz"))
		copyFile(t, filepath.Join(installed, "wasm_exec.js"), filepath.Join(dist, "wasm_exec.js"))
		copyFile(t, filepath.Join(project, "index.html"), filepath.Join(dist, "index.html"))
		base := serveDir(t, dist)
		p := openPage(t, base, "/index.html", `body[data-result]`)
		var got struct {
			First    string
			Separate bool
			Global   string
		}
		decode(t, []byte(eval[string](p, `document.body.dataset.result`)), &got)
		if got.First == "" || !got.Separate || got.Global != "undefined" {
			t.Errorf("in the bundle: %+v", got)
		}
	})
}

// pathWithoutGo is PATH with every directory holding a go command left out, as on a machine
// where a JS developer packs and installs the package.
func pathWithoutGo(t *testing.T) string {
	t.Helper()
	var kept []string
	for _, dir := range filepath.SplitList(os.Getenv("PATH")) {
		if _, err := os.Stat(filepath.Join(dir, "go")); err != nil {
			kept = append(kept, dir)
		}
	}
	path := strings.Join(kept, string(filepath.ListSeparator))
	if _, err := exec.LookPath("npm"); err != nil {
		t.Fatal(err)
	}
	return path
}

func run(t *testing.T, dir, name string, args ...string) string {
	t.Helper()
	out, err := runOut(dir, name, args...)
	if err != nil {
		t.Fatalf("%s %s: %v\n%s", name, strings.Join(args, " "), err, out)
	}
	return string(out)
}

// runOut runs a command in dir and returns its standard output, and its standard error after it
// when it fails.
func runOut(dir, name string, args ...string) ([]byte, error) {
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		out = append(out, stderr.String()...)
	}
	return out, err
}

func copyFile(t *testing.T, from, to string) {
	t.Helper()
	b, err := os.ReadFile(from)
	if err == nil {
		err = os.WriteFile(to, b, 0o644)
	}
	if err != nil {
		t.Fatal(err)
	}
}

func decode(t *testing.T, b []byte, v any) {
	t.Helper()
	if err := json.Unmarshal(b, v); err != nil {
		t.Fatalf("%v: %s", err, b)
	}
}

// serveDir serves dir on a free loopback port until the test ends.
func serveDir(t *testing.T, dir string) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{Handler: http.FileServer(http.Dir(dir))}
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })
	return "http://" + ln.Addr().String()
}

// TestPackWithoutTheBuildNamesTheGoRelease: where web/generated/ is missing (a partial
// checkout) and Go is not installed, packing fails with a message naming the Go release
// go.mod's toolchain line gives, not with a shell's "go: not found".
func TestPackWithoutTheBuildNamesTheGoRelease(t *testing.T) {
	requireBrowserTests(t)
	root := t.TempDir()
	if err := os.MkdirAll(filepath.Join(root, "web"), 0o755); err != nil {
		t.Fatal(err)
	}
	copyFile(t, filepath.Join("..", "assemble.mjs"), filepath.Join(root, "web", "assemble.mjs"))
	copyFile(t, filepath.Join("..", "..", "go.mod"), filepath.Join(root, "go.mod"))
	cmd := exec.Command("node", filepath.Join("web", "assemble.mjs"))
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "PATH="+pathWithoutGo(t))
	out, err := cmd.CombinedOutput()
	if err == nil {
		t.Fatalf("assemble.mjs succeeded without a build or Go:\n%s", out)
	}
	mod, err := os.ReadFile(filepath.Join("..", "..", "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	_, release, _ := strings.Cut(string(mod), "\ntoolchain ")
	release, _, _ = strings.Cut(release, "\n")
	if !strings.Contains(string(out), "Install Go "+release) || !strings.Contains(string(out), "go generate ./web") {
		t.Errorf("assemble.mjs says:\n%s\nwant it to name Go %s and go generate ./web", out, release)
	}
}
