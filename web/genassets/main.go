// Command genassets writes web/generated: the WASM build compressed twice, with gzip and with
// brotli (preflight demo sends whichever the browser prefers), and Go's wasm_exec.js, which package web embeds beside the ES module and the demo page. It runs from
//
//	go generate ./web
//
// The files are committed so that `go run ./cmd/preflight demo` works from a fresh clone with
// nothing built first. The output is deterministic (a trimmed, stripped build; gzip with a zero
// header time; brotli has no header time), so a test can rebuild it and say when the committed
// copy is stale. The brotli encoder is linked into this generator only: the preflight command
// serves the stored bytes and never compresses.
package main

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/andybalholm/brotli"

	"github.com/preflightpay/preflight/web/internal/modroot"
)

func main() {
	root, err := modroot.Dir()
	if err == nil {
		err = write(root, filepath.Join(root, "web", "generated"))
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "genassets:", err)
		os.Exit(1)
	}
}

// copied are the files taken as they are: from the module root, or "GOROOT/" for the toolchain.
var copied = map[string]string{
	"wasm_exec.js": "GOROOT/lib/wasm/wasm_exec.js",
}

// The compressed WASM builds; the demo serves them as preflight.wasm.
const (
	wasmGzip   = "preflight.wasm.gz"
	wasmBrotli = "preflight.wasm.br"
)

// assets builds every asset in memory, by file name.
func assets(root string) (map[string][]byte, error) {
	goroot, err := goOutput(root, nil, "env", "GOROOT")
	if err != nil {
		return nil, err
	}
	out := map[string][]byte{}
	for name, from := range copied {
		path := filepath.Join(root, from)
		if rest, ok := strings.CutPrefix(from, "GOROOT/"); ok {
			path = filepath.Join(goroot, rest)
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return nil, err
		}
		out[name] = b
	}
	wasm, err := buildWASM(root)
	if err != nil {
		return nil, err
	}
	var gz bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression) // the header's time stays zero
	zw.Write(wasm)
	if err := zw.Close(); err != nil {
		return nil, err
	}
	out[wasmGzip] = gz.Bytes()
	var br bytes.Buffer
	bw := brotli.NewWriterLevel(&br, brotli.BestCompression)
	bw.Write(wasm)
	if err := bw.Close(); err != nil {
		return nil, err
	}
	out[wasmBrotli] = br.Bytes()
	return out, nil
}

func write(root, dir string) error {
	files, err := assets(root)
	if err != nil {
		return err
	}
	if err := os.RemoveAll(dir); err != nil {
		return err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for name, b := range files {
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// buildWASM builds cmd/preflight-wasm as the budget measures it: trimmed paths, no symbols.
func buildWASM(root string) ([]byte, error) {
	tmp, err := os.MkdirTemp("", "genassets")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	out := filepath.Join(tmp, "preflight.wasm")
	env := []string{"GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0"}
	if _, err := goOutput(root, env, "build", "-trimpath", "-ldflags=-s -w", "-o", out, "./cmd/preflight-wasm"); err != nil {
		return nil, err
	}
	return os.ReadFile(out)
}

func goOutput(dir string, env []string, args ...string) (string, error) {
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("go %s: %v\n%s", strings.Join(args, " "), err, stderr.Bytes())
	}
	return strings.TrimSpace(string(out)), nil
}
