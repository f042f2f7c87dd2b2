#!/usr/bin/env bash
# Runs every fuzz target of the module for a short time and fails on the first finding.
#
#   scripts/fuzz.sh                 every target, sharing FUZZ_BUDGET seconds (default 240)
#   scripts/fuzz.sh FuzzCheckQuotes only the targets whose name matches the pattern
#
# Each target gets FUZZ_BUDGET divided by the number of targets, at most FUZZ_MAX (10 s) and at
# least FUZZ_MIN (3 s), so that the whole run stays under five minutes on two cores however many
# targets the packages hold. The seed corpora under testdata/fuzz/ already run in "go test ./...";
# this adds new inputs. A failing input is written by Go to the package's testdata/fuzz/FuzzXxx/
# directory: commit it with the fix so that it stays a regression test.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/usr/local/go/bin:${HOME}/go/bin:${PATH}"

budget=${FUZZ_BUDGET:-240}
max=${FUZZ_MAX:-10}
min=${FUZZ_MIN:-3}
pattern=${1:-.}

# Each line: the package directory and one target.
mapfile -t targets < <(
	grep -rE --include='*_test.go' -o '^func Fuzz[A-Za-z0-9_]+\(' . |
		sed -E 's#^\./(.*)/[^/]*_test\.go:func (Fuzz[A-Za-z0-9_]+)\($#\1 \2#; s#^\./[^/]*_test\.go:func (Fuzz[A-Za-z0-9_]+)\($#. \1#' |
		grep -E " .*${pattern}" | sort -u
)
if [ "${#targets[@]}" -eq 0 ]; then
	echo "fuzz.sh: no fuzz target matches ${pattern}" >&2
	exit 1
fi

per=$((budget / ${#targets[@]}))
[ "$per" -gt "$max" ] && per=$max
[ "$per" -lt "$min" ] && per=$min
echo "fuzz.sh: ${#targets[@]} targets, ${per}s each"

failed=()
flaked=()
for t in "${targets[@]}"; do
	dir=${t% *}
	name=${t#* }
	corpus="${dir}/testdata/fuzz/${name}"
	before=$(ls "$corpus" 2>/dev/null | sort || true)
	printf '\n==> %s %s (%ss)\n' "$dir" "$name" "$per"
	# -fuzzminimizetime bounds the time spent shrinking new inputs, which otherwise stalls a
	# short run on a long string input.
	status=0
	out=$(go test -run '^$' -fuzz "^${name}\$" -fuzztime "${per}s" -fuzzminimizetime 2s -parallel 2 "./${dir}" 2>&1) || status=$?
	printf '%s\n' "$out" | tail -n 12
	[ "$status" -eq 0 ] && continue
	after=$(ls "$corpus" 2>/dev/null | sort || true)
	if [ "$before" = "$after" ] && printf '%s' "$out" | grep -q 'context deadline exceeded'; then
		# Go 1.26's fuzzing coordinator can report its own -fuzztime deadline as a failure,
		# without an input (go.dev/issue/75804, fixed in Go 1.27). No input, no finding.
		flaked+=("${dir} ${name}")
		continue
	fi
	failed+=("${dir} ${name}")
done

if [ "${#flaked[@]}" -gt 0 ]; then
	printf '\nfuzz.sh: stopped by the fuzzing deadline race without an input (not a finding):\n' >&2
	printf '  %s\n' "${flaked[@]}" >&2
fi
if [ "${#failed[@]}" -gt 0 ]; then
	printf '\nfuzz.sh: findings in:\n' >&2
	printf '  %s\n' "${failed[@]}" >&2
	exit 1
fi
echo
echo "fuzz.sh: no findings"
