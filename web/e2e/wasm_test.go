package e2e

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/preflightpay/preflight"
)

// buildWASM builds cmd/preflight-wasm as it ships and copies Go's wasm_exec.js beside it.
func buildWASM(t *testing.T) (wasm, wasmExec string) {
	t.Helper()
	dir := t.TempDir()
	wasm = filepath.Join(dir, "preflight.wasm")
	cmd := exec.Command("go", "build", "-trimpath", "-ldflags=-s -w", "-o", wasm, "github.com/preflightpay/preflight/cmd/preflight-wasm")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("building the WASM: %v\n%s", err, out)
	}
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec.js"))
	if err != nil {
		t.Fatal(err)
	}
	wasmExec = filepath.Join(dir, "wasm_exec.js")
	if err := os.WriteFile(wasmExec, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return wasm, wasmExec
}

// TestParity runs the WASM build under Node on every golden case and requires its report to be
// byte-identical to the command's: a form and a backend say the same thing.
func TestParity(t *testing.T) {
	requireBrowserTests(t)
	wasm, wasmExec := buildWASM(t)
	golden, err := filepath.Abs(filepath.Join("..", "..", "testdata", "golden"))
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("node", filepath.Join("..", "test", "parity.mjs"), golden, wasm, wasmExec)
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("node parity.mjs: %v", err)
	}
	var results []struct {
		Case   string `json:"case"`
		Output string `json:"output"`
	}
	if err := json.Unmarshal(out, &results); err != nil {
		t.Fatalf("reading the harness's output: %v", err)
	}
	cases, err := filepath.Glob(filepath.Join(golden, "*", "*", "*", "request.json"))
	if err != nil {
		t.Fatal(err)
	}
	if len(results) != len(cases) || len(cases) == 0 {
		t.Fatalf("the harness ran %d cases, the golden directory holds %d", len(results), len(cases))
	}
	for _, r := range results {
		dir := filepath.Join(golden, filepath.FromSlash(r.Case))
		request, err := os.ReadFile(filepath.Join(dir, "request.json"))
		if err != nil {
			t.Fatal(err)
		}
		facts, err := os.ReadFile(filepath.Join(dir, "facts.json"))
		if os.IsNotExist(err) {
			facts = nil
		} else if err != nil {
			t.Fatal(err)
		}
		op := strings.Join(strings.SplitN(r.Case, "/", 3)[:2], "/")
		want, _, err := preflight.CheckJSON(op, request, facts, preflight.Options{})
		if err != nil {
			t.Fatalf("%s: %v", r.Case, err)
		}
		if r.Output != string(want) {
			t.Errorf("%s: the WASM build says\n%s\nthe command says\n%s", r.Case, r.Output, want)
		}
	}
	t.Logf("%d golden cases byte-identical", len(results))
}
