#!/usr/bin/env bash
# Compares `preflight batch` built from the work tree with the command built at an earlier
# revision, on the same generated payout files (one record in ten with a finding, one in a
# thousand malformed): JSON lines and CSV, reports into a pipe as JSON and as text, and the work
# tree's command (and ALSO's) also with the hand-back file (--invalid-out), which BASE may lack.
# Every configuration runs once per round, ROUNDS rounds, so that each is measured close to the
# others in time; the table gives the best and the median of each, CPU-seconds (user+system,
# from /usr/bin/time) and wall seconds, and the CPU change against the earlier command on the
# same input and output. On a shared machine CPU time says more about the code than wall time.
#
#   scripts/batch-compare.sh                   # against a48f7f5 (before spreadsheet CSV reading)
#   BASE=main ROUNDS=3 N=100000 scripts/batch-compare.sh
#   ALSO=3e258b4 ROUNDS=6 scripts/batch-compare.sh   # a third command, at 3e258b4, with --invalid-out too
#
# The files go to a temporary directory, removed at the end (about 900 MB for a million).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/usr/local/go/bin:${HOME}/go/bin:${PATH}"

BASE=${BASE:-a48f7f5}
ROUNDS=${ROUNDS:-5}
N=${N:-1000000}
TIME=/usr/bin/time
if [ ! -x "$TIME" ]; then
	echo "batch-compare.sh needs GNU time at /usr/bin/time (apt-get install time)" >&2
	exit 2
fi
dir=$(mktemp -d -t preflight-compare.XXXXXX)
trap 'rm -rf "$dir"' EXIT

build() { # build REV NAME
	mkdir "$dir/src-$2"
	git archive "$1" | tar -x -C "$dir/src-$2"
	(cd "$dir/src-$2" && go build -o "$dir/$2" ./cmd/preflight)
}
build "$BASE" before
runs=(before)
for rev in ${ALSO:-}; do
	build "$rev" "$rev"
	runs+=("$rev" "$rev+handback")
done
runs+=(after after+handback)
go build -o "$dir/after" ./cmd/preflight
go build -o "$dir/genpayouts" ./batch/internal/gen/cmd/genpayouts
for format in jsonl csv; do
	"$dir/genpayouts" -n "$N" -format "$format" -invalid 10 -malformed 1000 >"$dir/payouts.$format"
done

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//'), $(go version | cut -d' ' -f3-4)"
echo "before: $BASE, after: the work tree at $(git rev-parse --short HEAD)$(git diff --quiet HEAD || echo ' with changes')${ALSO:+, also: $ALSO}; $N records, $ROUNDS rounds"
echo "load average at the start: $(cut -d' ' -f1-3 /proc/loadavg)"
for round in $(seq "$ROUNDS"); do
	for format in jsonl csv; do
		for output in json text; do
			for run in "${runs[@]}"; do
				handback=()
				if [ "$run" != "${run%+handback}" ]; then
					handback=(--invalid-out "$dir/invalid.$format")
				fi
				rm -f "$dir/invalid.$format"
				bin=$dir/${run%+handback}
				status=0
				"$TIME" -f '%U %S %e' -o "$dir/time.txt" "$bin" batch --op fiat/create-payout --format "$output" "${handback[@]}" "$dir/payouts.$format" | cat >/dev/null || status=$?
				if [ "$status" -ge 2 ]; then # 1 is records with findings, as generated
					echo "$run batch failed with exit status $status" >&2
					cat "$dir/time.txt" >&2
					exit 1
				fi
				echo "$format $output $run $(tail -n 1 "$dir/time.txt") $(cut -d' ' -f1 /proc/loadavg)" >>"$dir/runs.txt"
			done
		done
	done
done
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"

# The best and the median of each configuration, and the change of each against "before".
awk '
function median(a, n,    i, j, t) {
	for (i = 2; i <= n; i++) for (j = i; j > 1 && a[j-1] > a[j]; j--) { t = a[j]; a[j] = a[j-1]; a[j-1] = t }
	return n % 2 ? a[(n+1)/2] : (a[n/2] + a[n/2+1]) / 2
}
{
	k = $1 " " $2 " " $3; n[k]++
	cpu[k, n[k]] = $4 + $5; wall[k, n[k]] = $6
	if (!(k in order)) { order[k] = ++keys; name[keys] = k }
}
END {
	printf "%-6s %-6s %-17s %9s %9s %10s %10s %12s %12s\n", "input", "output", "command", "cpu best", "cpu med", "wall best", "wall med", "cpu best Δ", "cpu med Δ"
	for (i = 1; i <= keys; i++) {
		k = name[i]; m = n[k]
		for (j = 1; j <= m; j++) { c[j] = cpu[k, j]; w[j] = wall[k, j] }
		cm = median(c, m); cb = c[1]; wm = median(w, m); wb = w[1] # median sorts its array
		split(k, f, " ")
		if (f[3] == "before") { base_b[f[1] f[2]] = cb; base_m[f[1] f[2]] = cm }
		db = dm = ""
		if (f[3] != "before" && base_b[f[1] f[2]] > 0) {
			db = sprintf("%+.1f%%", (cb / base_b[f[1] f[2]] - 1) * 100)
			dm = sprintf("%+.1f%%", (cm / base_m[f[1] f[2]] - 1) * 100)
		}
		printf "%-6s %-6s %-17s %9.2f %9.2f %10.2f %10.2f %12s %12s\n", f[1], f[2], f[3], cb, cm, wb, wm, db, dm
	}
}' "$dir/runs.txt"
