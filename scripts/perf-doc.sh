#!/usr/bin/env bash
# Regenerates docs/performance.md: runs scripts/bench.sh (or reads its output, given as the
# first argument), profiles a whole check (BenchmarkCheckPayout in bench/check, CPU and memory),
# optionally runs scripts/batch-scale.sh (SCALE=1, about two minutes and 1.5 GB of temporary files),
# and writes the page with go run ./internal/perfdoc. The machine and Go version come from the
# benchmark output's header.
#
#   scripts/perf-doc.sh                      # COUNT=5 BENCHTIME=1s scripts/bench.sh, then the page
#   scripts/perf-doc.sh /tmp/x/bench.out     # the page from an earlier run
#   SCALE=1 COUNT=3 scripts/perf-doc.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/usr/local/go/bin:${HOME}/go/bin:${PATH}"

# The inputs of the page stay in $work, so that the page can be written again from them
# (go run ./internal/perfdoc -bench $work/bench.out -cpu $work/cpu.txt -mem $work/mem.txt ...).
work=$(mktemp -d -t preflight-perfdoc.XXXXXX)

bench=${1:-}
if [ -z "$bench" ]; then
	bench=$work/bench.out
	OUT=$bench bash scripts/bench.sh
fi

echo "== profiling BenchmarkCheckPayout (bench/check)"
# Two runs: sampling every allocation for the memory profile would slow allocation and skew the
# CPU profile.
(cd bench/check && go test -c -o "$work/check.test" . &&
	"$work/check.test" -test.run '^$' -test.bench '^BenchmarkCheckPayout$' -test.benchtime 3s -test.cpuprofile "$work/cpu.out" >/dev/null &&
	"$work/check.test" -test.run '^$' -test.bench '^BenchmarkCheckPayout$' -test.benchtime 1s \
		-test.memprofile "$work/mem.out" -test.memprofilerate 512 >/dev/null)
go tool pprof -top -cum -nodecount 300 "$work/check.test" "$work/cpu.out" >"$work/cpu.txt" 2>/dev/null
go tool pprof -sample_index=alloc_space -top -nodecount 20 "$work/check.test" "$work/mem.out" >"$work/mem.txt" 2>/dev/null

scale=()
if [ "${SCALE:-}" = 1 ]; then
	echo "== scripts/batch-scale.sh"
	bash scripts/batch-scale.sh | tee "$work/scale.out"
	scale=(-scale "$work/scale.out")
fi

go run ./internal/perfdoc -bench "$bench" -cpu "$work/cpu.txt" -mem "$work/mem.txt" "${scale[@]}" -o docs/performance.md
rm -f "$work/check.test" "$work/cpu.out" "$work/mem.out"
echo "wrote docs/performance.md (its inputs are in $work)"
