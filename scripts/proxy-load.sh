#!/usr/bin/env bash
# The proxy's load run on loopback (docs/proxy.md, "Cost"): preflight mock as the upstream,
# preflight proxy and a bare httputil.ReverseProxy in front of it, and bench/proxyload driving
# both in the same run. Not part of CI: a reader runs it, and its figures go in docs/proxy.md.
#
#   scripts/proxy-load.sh                 50 clients, 20,000 requests to each target
#   PROXY_LOAD_N=2000 scripts/proxy-load.sh
#   PROXY_LOAD_REFUSED=0 scripts/proxy-load.sh   valid payouts only: the cost of a forwarded request
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/usr/local/go/bin:${HOME}/go/bin:${PATH}"

n=${PROXY_LOAD_N:-20000}
clients=${PROXY_LOAD_CLIENTS:-50}
bin=$(mktemp -d)
pids=()
cleanup() {
	for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
	wait 2>/dev/null || true
	rm -rf "$bin"
}
trap cleanup EXIT

go build -o "$bin/preflight" ./cmd/preflight
go build -o "$bin/proxyload" ./bench/proxyload

# url FILE waits (at most 10 s) for a server's "serving on http://..." line and prints the URL.
url() {
	for _ in $(seq 1 1000); do
		if u=$(grep -o 'http://[0-9.:]*' "$1" 2>/dev/null | head -1) && [ -n "$u" ]; then
			echo "$u"
			return
		fi
		sleep 0.01
	done
	echo "no URL in $1" >&2
	exit 1
}

# A balance no run exhausts: every valid payout is accepted (1,250 USD each).
echo '{"state": {"balances": {"USD": "1000000000000.00"}}}' >"$bin/mock.json"
"$bin/preflight" mock --addr 127.0.0.1:0 --config "$bin/mock.json" >"$bin/mock.out" 2>"$bin/mock.err" &
pids+=($!)
mock=$(url "$bin/mock.out")
"$bin/preflight" proxy --upstream "$mock" --addr 127.0.0.1:0 >"$bin/proxy.out" 2>"$bin/proxy.log" &
proxy_pid=$!
pids+=("$proxy_pid")
proxy=$(url "$bin/proxy.out")
"$bin/proxyload" -serve-bare -upstream "$mock" >"$bin/bare.out" 2>&1 &
bare_pid=$!
pids+=("$bare_pid")
bare=$(url "$bin/bare.out")

echo "go $(go env GOVERSION), $(nproc) cores, $(date -u +%Y-%m-%d), load average $(cut -d' ' -f1-3 /proc/loadavg)"
"$bin/proxyload" -bare "$bare" -proxy "$proxy" -proxy-pid "$proxy_pid" -bare-pid "$bare_pid" -n "$n" -clients "$clients" -single "${PROXY_LOAD_SINGLE:-2000}" -refused-percent "${PROXY_LOAD_REFUSED:-20}"
