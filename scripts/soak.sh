#!/usr/bin/env bash
# Soak and fault runs on loopback: the webhook receiver with each dedup store (memory, Redis,
# Redis killed and restarted part-way) and the transport's Redis idempotency ledger (killed and
# restarted, fail closed and fail open). Each test starts what it needs (its own redis-server
# on a free loopback port) and stops by itself; the figures of docs/reliability.md come from
# this script.
#
#   scripts/soak.sh                       100,000 deliveries per store, Redis down 3 s
#   SOAK_N=20000 SOAK_DOWN=5s scripts/soak.sh
#
# SOAK_N deliveries per webhook run (default 100000), SOAK_SENDERS concurrent senders (50),
# SOAK_DOWN how long redis-server stays down (3s), SOAK_KEYS idempotency keys in the ledger run
# (5000). "go test ./..." runs the same tests short (2,000 deliveries, 600 keys, 1 s down).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/usr/local/go/bin:${HOME}/go/bin:${PATH}"
export PREFLIGHT_REQUIRE_REDIS=1

n=${SOAK_N:-100000}
senders=${SOAK_SENDERS:-50}
down=${SOAK_DOWN:-3s}
keys=${SOAK_KEYS:-5000}

# Only the verdicts and the summary lines: the summaries carry every figure.
summary() { grep -E '^(--- |ok |FAIL|panic)|(soak|ledger) (Test|fail)' || true; }

status=0
echo "==> webhook receiver: ${n} deliveries, ${senders} senders, redis down ${down} in the fault run"
go test -count=1 -timeout 60m -v -run '^TestSoak' ./internal/soak \
	-soak.n="$n" -soak.senders="$senders" -soak.down="$down" 2>&1 | summary
status=$((status | PIPESTATUS[0]))
echo "==> transport Redis ledger: ${keys} keys, redis down ${down}"
go test -count=1 -timeout 30m -v -run '^TestLedgerSurvivesARedisRestart$' ./transport/redisledger \
	-soak.keys="$keys" -soak.down="$down" 2>&1 | summary
status=$((status | PIPESTATUS[0]))
exit "$status"
