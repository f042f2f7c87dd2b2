#!/usr/bin/env bash
# Measures a first visit to a scratch page that validates a form with the ES module, in headless
# Chromium with DevTools' Fast 4G network and 4x CPU throttling (web/firstvisit): from the
# navigation's start to the module's last byte, to load() resolving, and to the first validate's
# answer, the moment a form validates. Each run is a fresh browser with an empty profile. A
# measured figure, not a test: on a loaded machine the CPU-bound part (compiling and starting
# the Go program) is the machine's.
#   scripts/wasm-firstvisit.sh [--runs N] [--base REV]
# The variants: this module with the WASM sent as it is (identity), with gzip and with brotli
# (the package's precompressed copies, Content-Encoding), and with brotli plus the page's
# preload hints (a Link header and <link rel=preload>, as web/README.md shows them).
# --base REV also measures the ES module of commit REV, with gzip and with brotli and hints,
# in turn with this one, in the same run (the WASM is this one's: only the loader differs).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/usr/local/go/bin:${HOME}/go/bin:${PATH}"
runs=5 base=""
while [ $# -gt 0 ]; do
	case "$1" in
	--runs) runs="${2:?}"; shift ;;
	--base) base="${2:?--base needs a commit}"; shift ;;
	*) echo "usage: $0 [--runs N] [--base REV]" >&2; exit 2 ;;
	esac
	shift
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
variants=()
if [ -n "$base" ]; then
	git show "$base:web/preflight.js" >"$tmp/base.js"
	short=$(git rev-parse --short "$base")
	variants+=("$short-gzip=$tmp/base.js:gzip" "$short-br-hints=$tmp/base.js:br:preload")
fi
variants+=("identity=web/preflight.js:identity" "gzip=web/preflight.js:gzip" "br=web/preflight.js:br" "br-hints=web/preflight.js:br:preload")
go run ./web/firstvisit -runs "$runs" "${variants[@]}"
