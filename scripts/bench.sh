#!/usr/bin/env bash
# Runs preflight's benchmarks beside their baselines and prints the ratios against the targets
# of docs/performance.md. Every benchmark runs once per round, COUNT rounds (default 5), so that
# each benchmark and its baseline are measured close together; a ratio uses the fastest run of
# each side, the least disturbed by other work on the machine.
#
#   scripts/bench.sh                          # COUNT=5 BENCHTIME=1s
#   COUNT=10 BENCHTIME=2s scripts/bench.sh
#   COUNT=1 BENCHTIME=1x scripts/bench.sh     # every benchmark once, as CI does (scripts/test.sh)
#   scripts/bench.sh && scripts/perf-doc.sh   # then regenerate docs/performance.md from $OUT
#
# The raw `go test -bench` output goes to $OUT (default bench.out in a temporary directory),
# with the machine and Go version on its first lines: benchstat reads it, and so does
# scripts/perf-doc.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/usr/local/go/bin:${HOME}/go/bin:${PATH}"

COUNT=${COUNT:-5}
BENCHTIME=${BENCHTIME:-1s}
OUT=${OUT:-$(mktemp -d -t preflight-bench.XXXXXX)/bench.out}

bin=$(mktemp -d -t preflight-bench-bin.XXXXXX)
trap 'rm -rf "$bin"' EXIT

{
	echo "# machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//'), $(awk '/MemTotal/ { printf "%.0f GiB", $2 / 1048576 }' /proc/meminfo)"
	echo "# go: $(go version | cut -d' ' -f3-4)"
	echo "# date: $(date -u '+%Y-%m-%d %H:%M UTC'), load average $(cut -d' ' -f1-3 /proc/loadavg)"
	echo "# run: COUNT=$COUNT BENCHTIME=$BENCHTIME"
} >"$OUT"
head -n 4 "$OUT"

# Each package's test binary is built once; then every round runs every benchmark once, so that
# a benchmark and its baseline are measured close together in time and share the machine's
# moods, round after round.
pkgs=() labels=() res=() times=() bins=()
add() { # add DIR REGEXP [BENCHTIME] [GOEXPERIMENT]: DIR may be a module of its own (bench/peers)
	local dir=$1 re=$2 name
	name=$(echo "$dir${4:+-$4}" | tr '/.' '__')
	if [ -n "${4:-}" ]; then
		if ! (cd "$dir" && GOEXPERIMENT=$4 go test -c -o "$bin/$name.test" . 2>/dev/null); then
			echo "(GOEXPERIMENT=$4 does not build $dir: skipped)"
			return
		fi
	else
		(cd "$dir" && go test -c -o "$bin/$name.test" .)
	fi
	local t=${3:-$BENCHTIME}
	case $BENCHTIME in *x) t=$BENCHTIME ;; esac # a fixed count (CI's 1x) applies to every benchmark
	pkgs+=("$dir") labels+=("$dir${4:+@$4}") res+=("$re") times+=("$t") bins+=("$bin/$name.test")
}

# The whole check beside encoding/json, in a binary without test data (see bench/check).
add bench/check '^Benchmark(CheckPayout|BaselineJSONDecode|ParsePayout|ParsePayoutArena)$'
# The same beside encoding/json/v2, when the toolchain has the experiment.
add bench/check '^Benchmark(CheckPayout|BaselineJSONv2Decode)$' "" jsonv2
# The rules, the report writer and response classification, in the root package.
add . '^Benchmark(RulesPayout|CheckValuePayout|ReportJSONPayout|Classify)$'
# The peers (a module of its own): the validator on the decoded struct is RulesPayout's baseline.
add bench/peers '^Benchmark(BaselineValidatorStruct|PeerPreflightCheck|PeerJSONSchema|PeerJSONValidator)$'
add webhook '^Benchmark(WebhookVerify|BaselineHMACSHA512)$'
for pkg in bankid chainaddr; do add "$pkg" .; done
add transport '^BenchmarkTransport(Overhead|Baseline|CheckOnly|KeyedOverhead)$'
# Each batch iteration checks 20,000 records; a few iterations suffice. The hand-back benchmarks
# (--invalid-out) run beside the runs without one, their baselines.
add batch '^BenchmarkBatch(Payouts|PayoutsHandBack|PayoutsCSV|PayoutsCSVHandBack|LimitReadLines|LimitReadCSV|LimitJSONDecode)$' 3x
# The mock platform on loopback, 50 concurrent clients, beside a bare handler served the same way.
add mock '^BenchmarkMock(Baseline|CheckBeneficiary|ListBalances)$' 2000x
# The proxy beside a bare httputil.ReverseProxy over an upstream that answers at once
# (scripts/proxy-load.sh measures it over the mock, 50 clients; docs/proxy.md).
add internal/proxy '^Benchmark(BareReverseProxy|ProxyValidPayout|ProxyRefusedPayout)$' 2000x
# 5,000 deliveries from 50 senders per run; Redis is skipped without redis-server.
add bench/receiver '^BenchmarkReceiver(NoDedup|MemoryDedup|RedisDedup)$' 5000x

for round in $(seq "$COUNT"); do
	echo "== round $round of $COUNT"
	for i in "${!pkgs[@]}"; do
		# Each line is prefixed with its package (and experiment): bench/check@jsonv2:BenchmarkX.
		(cd "${pkgs[$i]}" && "${bins[$i]}" -test.run '^$' -test.bench "${res[$i]}" -test.benchmem -test.benchtime "${times[$i]}") |
			grep -E '^Benchmark' | sed "s#^Benchmark#${labels[$i]}:Benchmark#" | tee -a "$OUT" | sed 's#^[^:]*:##'
	done
done

echo
go run ./internal/perfdoc -summary "$OUT"
echo "(raw output in $OUT; scripts/perf-doc.sh $OUT regenerates docs/performance.md)"
