// Package web is preflight's browser front end: the ES module (preflight.js, with its TypeScript
// declarations in preflight.d.ts and the generated preflight.generated.d.ts), the live form demo (demo/), and the generated WASM build with
// Go's wasm_exec.js (generated/). It embeds them once, so that `preflight demo` serves the same
// files a bundler takes from this directory.
//
// generated/ is committed so that `go run ./cmd/preflight demo` works from a fresh clone with
// nothing built first; "go generate ./web" rewrites it, and scripts/test-browser.sh fails when
// it is stale.
package web

import "embed"

//go:generate go run ./gentypes
//go:generate go run ./genassets

//go:embed preflight.js demo/index.html demo/demo.css demo/demo.js generated/preflight.wasm.gz generated/preflight.wasm.br generated/wasm_exec.js
var files embed.FS

// demoPaths maps the names the demo page loads its files by to where they live here.
var demoPaths = map[string]string{
	"index.html":        "demo/index.html",
	"demo.css":          "demo/demo.css",
	"demo.js":           "demo/demo.js",
	"preflight.js":      "preflight.js",
	"wasm_exec.js":      "generated/wasm_exec.js",
	"preflight.wasm.gz": "generated/preflight.wasm.gz",
	"preflight.wasm.br": "generated/preflight.wasm.br",
}

// DemoFile returns a file of the demo page by the name the page loads it by: "index.html",
// "demo.css", "demo.js", "preflight.js", "wasm_exec.js", "preflight.wasm.gz" or
// "preflight.wasm.br" (the WASM build, compressed with gzip or with brotli).
func DemoFile(name string) ([]byte, bool) {
	path, ok := demoPaths[name]
	if !ok {
		return nil, false
	}
	b, err := files.ReadFile(path)
	return b, err == nil
}
