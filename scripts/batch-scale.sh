#!/usr/bin/env bash
# Checks generated payout files of growing size with `preflight batch` and prints, for each,
# the throughput and the peak resident memory (from /usr/bin/time -v). Streaming in constant
# memory means the peak stays flat as the file grows; the target is at least 500,000 records
# per second on two cores for a million records, as JSON lines and as CSV. The practical limits
# beside it (the same records merely read, merely decoded with encoding/json) are the
# BenchmarkBatchLimit* benchmarks of package batch (scripts/bench.sh).
#
#   scripts/batch-scale.sh                 # 100,000 and 1,000,000 records, JSON lines then CSV
#   SIZES="100000 1000000 3000000" FORMATS=csv scripts/batch-scale.sh
#   ROUNDS=1 scripts/batch-scale.sh         # one round per file (default 3, the fastest kept)
#   HANDBACK=1 scripts/batch-scale.sh       # also writing the hand-back file (--invalid-out)
#
# The files go to a temporary directory, removed at the end (about 800 MB for a million).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/usr/local/go/bin:${HOME}/go/bin:${PATH}"

SIZES=${SIZES:-100000 1000000}
ROUNDS=${ROUNDS:-3}
FORMATS=${FORMATS:-${FORMAT:-jsonl csv}}
TIME=/usr/bin/time
if [ ! -x "$TIME" ]; then
	echo "batch-scale.sh needs GNU time at /usr/bin/time (apt-get install time)" >&2
	exit 2
fi
dir=$(mktemp -d -t preflight-scale.XXXXXX)
trap 'rm -rf "$dir"' EXIT

go build -o "$dir/preflight" ./cmd/preflight
go build -o "$dir/genpayouts" ./batch/internal/gen/cmd/genpayouts

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//'), $(go version | cut -d' ' -f3-4), GOMAXPROCS=${GOMAXPROCS:-$(nproc)}; the fastest of $ROUNDS rounds per file"
# "cpu s" is user+system time; on a shared machine records per CPU-second says more about the
# code than wall time does.
printf '%-10s %-6s %8s %8s %8s %11s %13s %12s %5s\n' records format "file MB" "wall s" "cpu s" "records/s" "records/cpu-s" "peak RSS MB" exit
for FORMAT in $FORMATS; do
for n in $SIZES; do
	file="$dir/payouts-$n.$FORMAT"
	"$dir/genpayouts" -n "$n" -format "$FORMAT" -invalid 10 -malformed 1000 >"$file"
	# Each file is checked ROUNDS times and the fastest round is kept, as scripts/bench.sh keeps
	# the best round of a benchmark: the one least disturbed by other work on a shared machine.
	best=""
	for round in $(seq "$ROUNDS"); do
		status=0
		rm -f "$dir/reports.jsonl" "$dir/invalid.$FORMAT"
		handback=()
		if [ "${HANDBACK:-}" = 1 ]; then
			handback=(--invalid-out "$dir/invalid.$FORMAT")
		fi
		"$TIME" -v -o "$dir/time.txt" "$dir/preflight" batch --op fiat/create-payout --out "$dir/reports.jsonl" "${handback[@]}" "$file" || status=$?
		if [ "$status" -ge 2 ]; then
			echo "preflight batch failed with exit status $status" >&2
			cat "$dir/time.txt" >&2
			exit 1
		fi
		lines=$(($(wc -l <"$dir/reports.jsonl") - 1))
		if [ "$lines" -ne "$n" ]; then
			echo "$n records in, $lines reports out" >&2
			exit 1
		fi
		wall=$(awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, t, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + t[i]; print s }' "$dir/time.txt")
		if [ -z "$best" ] || awk -v w="$wall" -v b="$best" 'BEGIN { exit !(w < b) }'; then
			best=$wall
			rss=$(awk -F': ' '/Maximum resident set size/ { printf "%.1f", $2 / 1024 }' "$dir/time.txt")
			cpu=$(awk -F': ' '/User time|System time/ { s += $2 } END { print s }' "$dir/time.txt")
			beststatus=$status
		fi
	done
	wall=$best status=$beststatus
	mb=$(awk -v b="$(stat -c %s "$file")" 'BEGIN { printf "%.0f", b / 1048576 }')
	printf '%-10s %-6s %8s %8.2f %8.2f %11.0f %13.0f %12s %5s\n' "$n" "$FORMAT" "$mb" "$wall" "$cpu" \
		"$(awk -v n="$n" -v w="$wall" 'BEGIN { print (w > 0 ? n / w : 0) }')" \
		"$(awk -v n="$n" -v c="$cpu" 'BEGIN { print (c > 0 ? n / c : 0) }')" "$rss" "$status"
	tail -n 1 "$dir/reports.jsonl" | cut -c1-160
	rm -f "$file" "$dir/reports.jsonl" "$dir/invalid.$FORMAT"
done
done
