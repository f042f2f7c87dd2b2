#!/usr/bin/env bash
# The project's test command (README: "Run the tests"). It installs what the tests need when it
# is missing, then runs every check CI runs. Set QUICK=1 to run only gofmt, goimports, go vet and
# go test ./....
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/usr/local/go/bin:${HOME}/go/bin:${PATH}"

step() { printf '\n==> %s\n' "$*"; }

apt_install() {
	# Debian packages the tests need, installed only when missing.
	local missing=()
	for pkg in "$@"; do
		dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
	done
	[ ${#missing[@]} -eq 0 ] && return 0
	step "apt-get install ${missing[*]}"
	if [ "$(id -u)" = 0 ]; then
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
	else
		sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
	fi
}

step "gofmt"
unformatted=$(gofmt -l . | grep -v '^vendor/' || true)
if [ -n "$unformatted" ]; then
	echo "gofmt would change:"; echo "$unformatted"; exit 1
fi

step "goimports"
# goimports at the version go.mod requires, fetched through the module proxy on first use: its
# import grouping (the standard library, then the rest) is the project's.
goimports="golang.org/x/tools/cmd/goimports@$(go list -m -f '{{.Version}}' golang.org/x/tools)"
unsorted=$(go run "$goimports" -l . | grep -v '^vendor/' || true)
if [ -n "$unsorted" ]; then
	echo "goimports would change:"; echo "$unsorted"; exit 1
fi

step "go vet ./..."
go vet ./...

if [ "${QUICK:-}" = 1 ]; then
	step "go test ./..."
	go test -count=1 ./...
	exit 0
fi

# The webhook deduplication store is tested against a real redis-server on loopback; zsh and fish
# parse the completion scripts (TestCompletionScriptsParse).
apt_install redis-server openssl zsh fish
export PREFLIGHT_REQUIRE_REDIS=1

step "go test ./..."
go test -count=1 ./...

step "generated tables match their sources"
go generate ./bankid ./currency ./errcatalog
git diff --exit-code -- bankid currency errcatalog

step "go test -race ./..."
go test -race -count=1 ./...

step "the browser build: WASM tests under Node, parity, the demo in headless Chromium (scripts/test-browser.sh)"
bash scripts/test-browser.sh

step "fuzzing: every target for a short time (scripts/fuzz.sh)"
bash scripts/fuzz.sh

step "bench/peers, a module of its own: vet and tests"
(cd bench/peers && go vet ./... && go test -count=1 ./...)

step "every benchmark once (COUNT=1 BENCHTIME=1x scripts/bench.sh), so that none rots"
COUNT=1 BENCHTIME=1x bash scripts/bench.sh >/dev/null
