#!/usr/bin/env bash
# The browser build's tests, called by scripts/test.sh. It installs what it needs when missing
# (Debian's chromium, nodejs and npm), then:
#   1. checks that the committed WASM build (web/generated) matches a fresh build,
#   2. runs the ES module's tests under Node and type-checks its declarations (typescript from npm),
#   3. runs the library's packages' tests compiled to WASM under Node (go_js_wasm_exec),
#   4. runs the parity test (every golden report byte-identical from the WASM build) and the
#      browser tests (the demo in headless Chromium; screenshots in web/e2e/out),
#   5. prints the WASM's size (failing over its ceiling) and validate's latency in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/usr/local/go/bin:${HOME}/go/bin:${PATH}"

step() { printf '\n==> %s\n' "$*"; }

missing=()
command -v node >/dev/null || missing+=(nodejs)
command -v npm >/dev/null || missing+=(npm)
command -v chromium >/dev/null || command -v chromium-browser >/dev/null || [ -n "${PREFLIGHT_CHROMIUM:-}" ] || missing+=(chromium)
if [ ${#missing[@]} -gt 0 ]; then
	step "apt-get install ${missing[*]}"
	sudo=""
	[ "$(id -u)" -eq 0 ] || sudo="sudo"
	$sudo apt-get update
	DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y --no-install-recommends "${missing[@]}"
fi

step "go vet (js/wasm)"
GOOS=js GOARCH=wasm go vet ./cmd/preflight-wasm

step "committed demo assets are current"
PREFLIGHT_CHECK_ASSETS=1 go test -count=1 ./web/genassets

step "ES module tests (node) and TypeScript declarations (tsc --strict)"
sh web/build.sh
node --test --test-reporter=spec web/test/api.test.mjs
(cd web && npm install --no-package-lock --no-audit --no-fund --loglevel=error && npx --no-install tsc -p tsconfig.json)

step "library tests compiled to WASM (node)"
# Commands and the browser tests start processes, which js/wasm cannot.
pkgs=$(go list ./... | grep -v -e '/cmd/' -e '/web/')
PATH="$(go env GOROOT)/lib/wasm:$PATH" GOOS=js GOARCH=wasm go test -count=1 $pkgs

step "parity and browser tests (headless Chromium)"
PREFLIGHT_BROWSER_TESTS=1 go test -count=1 -v ./web/e2e

step "WASM size"
bash scripts/wasm-size.sh --check

step "validate latency (headless Chromium)"
bash scripts/wasm-latency.sh
