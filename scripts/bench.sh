#!/usr/bin/env bash
# Runs preflight's benchmarks beside their baselines, then prints the ratios against the
# README's targets. Every benchmark runs once per round, COUNT rounds (default 5), so that each
# benchmark and its baseline are measured close together; a ratio uses the fastest run of each
# side, which is the least disturbed by other work on the machine. Benchmarks of packages that
# do not exist yet (webhook, bankid, chainaddr) are skipped.
#
#   scripts/bench.sh                  # COUNT=5 BENCHTIME=1s
#   COUNT=10 BENCHTIME=2s scripts/bench.sh
#
# The raw `go test -bench` output is kept in $OUT (default: a temporary file) for benchstat.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/usr/local/go/bin:${HOME}/go/bin:${PATH}"

COUNT=${COUNT:-5}
BENCHTIME=${BENCHTIME:-1s}
OUT=${OUT:-$(mktemp -t preflight-bench.XXXXXX)}
: >"$OUT"

bin=$(mktemp -d -t preflight-bench-bin.XXXXXX)
trap 'rm -rf "$bin"' EXIT

# Each package's test binary is built once; then every round runs every benchmark once, so that
# a benchmark and its baseline are measured close together in time and share the machine's
# moods, round after round.
pkgs=() res=() times=()
add() { # add DIR REGEXP [BENCHTIME]
	local dir=$1 re=$2 name
	name=$(echo "$dir" | tr '/.' '__')
	go test -c -o "$bin/$name.test" "./$dir"
	pkgs+=("$dir") res+=("$re") times+=("${3:-$BENCHTIME}")
}
has_bench() { # has_bench DIR NAME: the package exists and defines BenchmarkNAME
	[ -d "$1" ] && grep -qs "func Benchmark$2(" "$1"/*_test.go
}

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//'), $(go version | cut -d' ' -f3-4)"
add . '^Benchmark(RulesPayout|CheckPayout|CheckValuePayout|BaselineJSONDecode|ParsePayout|ReportJSONPayout|Classify)$'
add internal/benchpeer '^BenchmarkBaselineValidatorStruct$'
if has_bench webhook WebhookVerify; then
	add webhook '^Benchmark(WebhookVerify|BaselineHMACSHA512)$'
else
	echo "(no webhook benchmarks yet)"
fi
for pkg in bankid chainaddr; do
	if [ -d "$pkg" ]; then add "$pkg" .; else echo "(no package $pkg yet)"; fi
done
if [ -d transport ]; then
	add transport '^BenchmarkTransport(Overhead|Baseline|CheckOnly|KeyedOverhead)$'
fi
# Each iteration of the batch benchmark checks 20,000 records; a few iterations suffice.
add batch '^BenchmarkBatchPayouts$' 3x

for round in $(seq "$COUNT"); do
	echo "== round $round of $COUNT"
	for i in "${!pkgs[@]}"; do
		name=$(echo "${pkgs[$i]}" | tr '/.' '__')
		(cd "${pkgs[$i]}" && "$bin/$name.test" -test.run '^$' -test.bench "${res[$i]}" -test.benchmem -test.benchtime "${times[$i]}") |
			grep -E '^Benchmark' | tee -a "$OUT"
	done
done

echo
echo "== every benchmark, fastest of $COUNT runs"
awk '
/^Benchmark/ {
	name = $1; sub(/-[0-9]+$/, "", name)
	for (i = 3; i < NF; i++) {
		v = $i + 0; u = $(i + 1)
		if (u == "ns/op" && (!(name in ns) || v < ns[name])) { ns[name] = v; order[name] = order[name] ? order[name] : ++n }
		if (u == "B/op") bytes[name] = v
		if (u == "allocs/op") allocs[name] = v
	}
}
END {
	for (name in order) names[order[name]] = name
	for (i = 1; i <= n; i++) printf "%-52s %12.1f ns/op %8d B/op %6d allocs/op\n", names[i], ns[names[i]], bytes[names[i]], allocs[names[i]]
}' "$OUT"

echo
echo "== ratios against the targets (fastest of $COUNT runs; raw output in $OUT)"
awk '
/^Benchmark/ {
	name = $1; sub(/^Benchmark/, "", name); sub(/-[0-9]+$/, "", name)
	for (i = 3; i < NF; i++) {
		v = $i + 0; u = $(i + 1)
		if (u == "ns/op" && (!(name in ns) || v < ns[name])) ns[name] = v
		if (u == "allocs/op" && (!(name in allocs) || v < allocs[name])) allocs[name] = v
		if (u == "records/s" && v > rps[name]) rps[name] = v
	}
}
function ratio(label, a, b, target,    r) {
	if (!(a in ns) || !(b in ns)) { printf "%-48s %s\n", label, "not measured (" (a in ns ? b : a) " missing)"; return }
	r = ns[a] / ns[b]
	printf "%-48s %9.0f / %9.0f ns = %5.2f  target <= %-4s %s\n", label, ns[a], ns[b], r, target, (r <= target ? "MET" : "MISSED by " sprintf("%.0f%%", 100 * (r / target - 1)))
}
END {
	ratio("rules / validator (RulesPayout)", "RulesPayout", "BaselineValidatorStruct", 0.5)
	if ("RulesPayout" in allocs)
		printf "%-48s %9d allocs/op                target 0     %s\n", "rules, valid path allocations", allocs["RulesPayout"], (allocs["RulesPayout"] == 0 ? "MET" : "MISSED")
	ratio("check / encoding/json (CheckPayout)", "CheckPayout", "BaselineJSONDecode", 1.5)
	ratio("verify / raw HMAC (WebhookVerify)", "WebhookVerify", "BaselineHMACSHA512", 1.1)
	if ("BatchPayouts" in rps)
		printf "%-48s %9.0f records/s             target >= 150000 %s\n", "batch throughput (BatchPayouts)", rps["BatchPayouts"], (rps["BatchPayouts"] >= 150000 ? "MET" : sprintf("MISSED by %.0f%%", 100 * (1 - rps["BatchPayouts"] / 150000)))
	else
		printf "%-48s not measured\n", "batch throughput (BatchPayouts)"
}' "$OUT"
echo "(resident memory as the file grows: scripts/batch-scale.sh)"
