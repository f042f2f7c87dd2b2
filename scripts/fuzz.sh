#!/usr/bin/env bash
# Runs every fuzz target of the module for a short time and fails on the first finding.
#
#   scripts/fuzz.sh                 every target, sharing FUZZ_BUDGET seconds (default 120)
#   scripts/fuzz.sh FuzzCheckQuotes only the targets whose name matches the pattern
#
# Each package's test binary is built once, with the fuzzing instrumentation ("go test -c
# -fuzz"), and runs each of its targets for FUZZ_BUDGET divided by the number of targets, at most
# FUZZ_MAX (10 s) and at least FUZZ_MIN (2 s): with the builds and the replay of each corpus the
# whole run stays under five minutes on two cores. The seed corpora under testdata/fuzz/ already
# run in "go test ./..."; this adds new inputs. A failing input is written by Go to the package's
# testdata/fuzz/FuzzXxx/ directory: commit it with the fix so that it stays a regression test.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/usr/local/go/bin:${HOME}/go/bin:${PATH}"

budget=${FUZZ_BUDGET:-120}
max=${FUZZ_MAX:-10}
min=${FUZZ_MIN:-2}
pattern=${1:-.}
module=$(go list -m)
cache="$(go env GOCACHE)/fuzz"
bin=$(mktemp -d)
trap 'rm -rf "$bin"' EXIT

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
built=""
for t in "${targets[@]}"; do
	dir=${t% *}
	name=${t#* }
	pkg="${module}${dir#.}"
	[ "$dir" = "." ] || pkg="${module}/${dir}"
	exe="${bin}/$(printf '%s' "$dir" | tr '/.' '__').test"
	case " $built " in
	*" $dir "*) ;;
	*)
		go test -c -fuzz=. -o "$exe" "./${dir}"
		built="$built $dir"
		;;
	esac
	corpus="${dir}/testdata/fuzz/${name}"
	before=$(ls "$corpus" 2>/dev/null | sort || true)
	printf '\n==> %s %s (%ss)\n' "$dir" "$name" "$per"
	# -fuzzminimizetime bounds the time spent shrinking new inputs, which otherwise stalls a
	# short run on a long string input. The cache directory is the one "go test -fuzz" uses.
	status=0
	out=$(cd "$dir" && "$exe" -test.run '^$' -test.fuzz "^${name}\$" -test.fuzztime "${per}s" \
		-test.fuzzminimizetime 2s -test.parallel 2 -test.fuzzcachedir "${cache}/${pkg}" 2>&1) || status=$?
	after=$(ls "$corpus" 2>/dev/null | sort || true)
	if [ "$status" -ne 0 ] && [ "$before" = "$after" ] && printf '%s' "$out" | grep -q 'context deadline exceeded'; then
		# Go 1.26's fuzzing coordinator can report its own -fuzztime deadline as a failure,
		# without an input (go.dev/issue/75804, fixed in Go 1.27). No input, no finding: its
		# "--- FAIL" lines are not echoed, so that a log reader does not take them for one.
		printf '%s\n' "$out" | grep '^fuzz: elapsed' | tail -n 2
		echo "stopped at the fuzzing deadline without an input (go.dev/issue/75804): not a finding"
		flaked+=("${dir} ${name}")
		continue
	fi
	printf '%s\n' "$out" | tail -n 8
	[ "$status" -eq 0 ] && continue
	failed+=("${dir} ${name}")
done

if [ "${#flaked[@]}" -gt 0 ]; then
	printf '\nfuzz.sh: stopped by the fuzzing deadline race without an input (not a finding):\n' >&2
	printf '  %s\n' "${flaked[@]}" >&2
fi
echo
# A closing line in the form test-log readers count: targets without a finding, targets with one.
echo "fuzz: $((${#targets[@]} - ${#failed[@]})) passed, ${#failed[@]} failed"
if [ "${#failed[@]}" -gt 0 ]; then
	printf '\nfuzz.sh: findings in:\n' >&2
	printf '  %s\n' "${failed[@]}" >&2
	exit 1
fi
