#!/usr/bin/env bash
# The browser build's tests, called by scripts/test.sh. It installs what it needs when missing
# (Debian's chromium, nodejs and npm), then:
#   1. checks that the committed WASM build (web/generated, gzip and brotli) matches a fresh
#      build and that the generated TypeScript types (web/preflight.generated.d.ts) are current,
#   2. runs the ES module's tests under Node and type-checks its declarations (typescript from
#      npm),
#   3. runs the library's packages' tests compiled to WASM under Node (go_js_wasm_exec), and
#      cmd/preflight-wasm's with its benchmark once,
#   4. runs web/e2e: the parity test (every golden report byte-identical from the WASM build),
#      the npm package (packed, installed in a scratch project, used from Node and from an
#      esbuild bundle in headless Chromium; needs the npm registry) and the demo in headless
#      Chromium; screenshots in web/e2e/out/screenshots, kept by CI as an artifact,
#   5. prints the WASM's size (failing over its ceiling) and validate's latency in Chromium,
#   6. runs docs/openapi.json through Prism and openapi-typescript (scripts/test-openapi.sh;
#      about 9 s, 26 s with the install of its pinned npm packages),
#   7. type-checks every JS/TS snippet of the documentation with tsc --strict, docs/openapi.md's
#      against the types step 6 generated.
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
GOOS=js GOARCH=wasm go vet ./cmd/preflight-wasm ./web/wasmlatency/floor

step "committed demo assets and generated types are current"
PREFLIGHT_CHECK_ASSETS=1 go test -count=1 ./web/genassets ./web/gentypes

step "ES module tests (node) and TypeScript declarations (tsc --strict)"
node web/assemble.mjs # the package's files, from web/generated: no Go build
node --test --test-reporter=spec web/test/api.test.mjs
(cd web && npm install --no-package-lock --no-audit --no-fund --loglevel=error && npx --no-install tsc -p tsconfig.json)

step "library tests compiled to WASM (node)"
# Commands and the browser tests start processes, which js/wasm cannot.
pkgs=$(go list ./... | grep -v -e '/cmd/' -e '/web/')
PATH="$(go env GOROOT)/lib/wasm:$PATH" GOOS=js GOARCH=wasm go test -count=1 $pkgs

step "the WASM front door's tests and its benchmark, once (node)"
PATH="$(go env GOROOT)/lib/wasm:$PATH" GOOS=js GOARCH=wasm go test -count=1 -bench . -benchtime=1x ./cmd/preflight-wasm

step "parity, npm package and browser tests (headless Chromium; screenshots in web/e2e/out/screenshots)"
PREFLIGHT_BROWSER_TESTS=1 go test -count=1 -v ./web/e2e

step "WASM size"
bash scripts/wasm-size.sh --check

step "validate latency (headless Chromium): at once after start, then 1.5 s after (the idle-time warm-up done), beside a do-nothing Go program, and on a return visit"
bash scripts/wasm-latency.sh
bash scripts/wasm-latency.sh --idle 1500 --floor --return

step "the OpenAPI document under Prism, and a TypeScript client generated from it (scripts/test-openapi.sh)"
PREFLIGHT_PLATFORM_TYPES=$(mktemp --suffix=.d.ts)
export PREFLIGHT_PLATFORM_TYPES
bash scripts/test-openapi.sh

step "every js/ts block of README.md, docs/ and web/README.md, tsc --strict (web/test/doc-snippets.mjs)"
node web/test/doc-snippets.mjs
rm -f "$PREFLIGHT_PLATFORM_TYPES"
