#!/usr/bin/env bash
# Measures validate on a typical payout (web/test/typical-payout.json) in headless Chromium
# (web/wasmlatency), on the plain build (-trimpath -ldflags='-s -w', no -gcflags): the time from
# instantiation to the first answer, then median, p95, p99 and max of 2,000 calls after 200
# warm-up calls. A measured figure, not a test: on a loaded machine the tail is the machine's.
#   scripts/wasm-latency.sh [--base REV] [--runs N] [--calls N] [--idle MS] [--gap MS] [--warm N] [--return] [--floor]
# --base REV measures the commit REV's build too, in turn with this one, in the same run.
# --idle MS leaves the page idle MS milliseconds between start and the first call, as a user's
# first keystroke comes some time after the page loaded (default 0: the first call at once).
# --gap MS leaves MS milliseconds between timed calls, as between a user's keystrokes, so that
# what the page does when idle (the idle-time collections) happens between them (default 0).
# --warm N has the program run N idle-time warm-up checks (PREFLIGHT_WARM) instead of its default.
# --return loads the page a second time in the same browser, as a returning visitor: the module
# revalidated (304, as preflight demo answers) and the code compiled on the first visit reused.
# --floor measures a Go program that does nothing but answer validate (web/wasmlatency/floor) in
# the same run: the start and first answer no Go program built this way can go below.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/usr/local/go/bin:${HOME}/go/bin:${PATH}"
base="" runs=3 calls=2000 idle=0 gap=0 warm=-1 floor=false again=false
while [ $# -gt 0 ]; do
	case "$1" in
	--base) base="${2:?--base needs a commit}"; shift ;;
	--runs) runs="${2:?}"; shift ;;
	--calls) calls="${2:?}"; shift ;;
	--idle) idle="${2:?}"; shift ;;
	--gap) gap="${2:?}"; shift ;;
	--warm) warm="${2:?}"; shift ;;
	--floor) floor=true ;;
	--return) again=true ;;
	*) echo "usage: $0 [--base REV] [--runs N] [--calls N] [--idle MS] [--gap MS] [--warm N] [--return] [--floor]" >&2; exit 2 ;;
	esac
	shift
done
. scripts/wasm-build.sh # sets $tmp, removed on exit
builds=()
if $floor; then
	GOOS=js GOARCH=wasm CGO_ENABLED=0 go build -trimpath -ldflags='-s -w' -o "$tmp/floor.wasm" ./web/wasmlatency/floor
	builds+=("floor=$tmp/floor.wasm")
fi
if [ -n "$base" ]; then
	wasm_checkout "$base" "$tmp/base"
	wasm_build "$tmp/base" "$tmp/base.wasm" '-s -w'
	builds+=("$(git rev-parse --short "$base")=$tmp/base.wasm")
fi
wasm_build . "$tmp/preflight.wasm" '-s -w'
builds+=("this=$tmp/preflight.wasm")
go run ./web/wasmlatency -runs "$runs" -calls "$calls" -warmup 200 -idle "$idle" -gap "$gap" -warm "$warm" -return="$again" "${builds[@]}"
