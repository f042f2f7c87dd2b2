#!/bin/sh
# Builds preflight.wasm and copies Go's wasm_exec.js beside the ES module, which is how the
# package is laid out for a bundler or a static server. Both are build outputs, not committed.
set -eu
cd "$(dirname "$0")"
GOOS=js GOARCH=wasm go build -trimpath -ldflags='-s -w' -o preflight.wasm ../cmd/preflight-wasm
cp "$(go env GOROOT)/lib/wasm/wasm_exec.js" wasm_exec.js
