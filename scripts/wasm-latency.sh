#!/usr/bin/env bash
# Measures validate on a typical payout (web/test/typical-payout.json) from JavaScript under
# Node: median, p95 and p99 over 20,000 calls after a warm-up. A measured figure, not a test.
#   scripts/wasm-latency.sh [CALLS]
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/usr/local/go/bin:${HOME}/go/bin:${PATH}"
sh web/build.sh
node web/test/latency.mjs "" "${1:-20000}"
