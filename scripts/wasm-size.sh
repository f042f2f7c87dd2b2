#!/usr/bin/env bash
# Measures the WASM build as it ships (GOOS=js GOARCH=wasm, -trimpath, -ldflags='-s -w') and
# prints its size raw and after gzip -9, against the budget of 1.3 MB (1,300,000 bytes) gzipped.
#   scripts/wasm-size.sh              print the sizes
#   scripts/wasm-size.sh --packages   also what each Go package's code costs (web/wasmsize)
#   scripts/wasm-size.sh --check      exit 1 when over budget
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/usr/local/go/bin:${HOME}/go/bin:${PATH}"
budget=1300000
packages=false check=false
for arg in "$@"; do
	case "$arg" in
	--packages) packages=true ;;
	--check) check=true ;;
	*) echo "usage: $0 [--packages] [--check]" >&2; exit 2 ;;
	esac
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
GOOS=js GOARCH=wasm go build -trimpath -ldflags='-s -w' '-gcflags=github.com/preflightpay/preflight/...=-l' -o "$tmp/preflight.wasm" ./cmd/preflight-wasm
raw=$(wc -c <"$tmp/preflight.wasm")
gz=$(gzip -9 -c "$tmp/preflight.wasm" | wc -c)
printf 'preflight.wasm (%s): %d bytes raw, %d bytes gzip -9 (%.2f MB); budget %d bytes: %s\n' \
	"$(go env GOVERSION)" "$raw" "$gz" "$(awk "BEGIN { print $gz / 1000000 }")" "$budget" \
	"$([ "$gz" -le "$budget" ] && echo "within, $((budget - gz)) bytes to spare" || echo "OVER by $((gz - budget)) bytes")"
if $packages; then
	GOOS=js GOARCH=wasm go build -trimpath '-gcflags=github.com/preflightpay/preflight/...=-l' -o "$tmp/named.wasm" ./cmd/preflight-wasm
	go run ./web/wasmsize "$tmp/named.wasm" 30
fi
if $check && [ "$gz" -gt "$budget" ]; then
	exit 1
fi
