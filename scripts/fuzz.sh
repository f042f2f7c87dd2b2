#!/usr/bin/env bash
# Runs every fuzz target of the module and fails on the first finding.
#
#   scripts/fuzz.sh                 short run (CI): every target, sharing FUZZ_BUDGET seconds
#   scripts/fuzz.sh FuzzCheckQuotes only the targets whose name matches the pattern
#   scripts/fuzz.sh --long          the redaction-property targets, FUZZ_MAX seconds each (default 60)
#   scripts/fuzz.sh --long PAT      each matching target for FUZZ_MAX seconds (default 300), then --cover
#   scripts/fuzz.sh --keep ...      also copy the inputs the run found into testdata/fuzz/
#   scripts/fuzz.sh --cover [PAT]   no fuzzing: each package's coverage under its corpus
#
# Short run: each package's test binary is built once, with the fuzzing instrumentation ("go
# test -c -fuzz"), and runs each of its targets for FUZZ_BUDGET (default 120) divided by the
# number of targets, at most FUZZ_MAX (10 s) and at least FUZZ_MIN (2 s): with the builds and the
# replay of each corpus the whole run stays under five minutes on two cores. The seed corpora
# under testdata/fuzz/ already run in "go test ./..."; this adds new inputs.
#
# Long run (--long PAT): FUZZ_MAX defaults to 300 s and FUZZ_BUDGET to FUZZ_MAX times the number
# of targets, so each target gets FUZZ_MAX; about 4.5 hours for all the targets (--long .), so
# give a narrower pattern (scripts/fuzz.sh --long 'FuzzVerify|FuzzDecodeEvent') or a smaller
# FUZZ_MAX. Without a pattern, --long runs the targets that assert redaction's property (no
# generated card number or token survives into any output; docs/hostile-input.md, "Secrets"),
# in the order of the list "redaction" below, 60 s each: about ten minutes.
#
# Every run passes -fuzzminimizetime FUZZ_MINIMIZE (default 2s): Go's default spends up to a
# minute shrinking each new input, which stalls a short run on a target with a long string or
# bytes argument (FuzzRun in batch did nothing else). A failing input is minimised all the same,
# and written by Go to the package's testdata/fuzz/FuzzXxx/ directory: commit it with the fix so
# that it stays a regression test.
#
# --keep copies the new interesting inputs of the targets run (Go keeps them in its cache,
# $(go env GOCACHE)/fuzz) into testdata/fuzz/FuzzXxx/, so that "go test" replays them and the
# coverage below counts them; review and commit them.
#
# --cover runs each package's fuzz targets over their seed corpus only (f.Add seeds and
# testdata/fuzz, "go test -run '^Fuzz' -coverprofile") and prints the package's statement
# coverage: what its corpus reaches. --long prints it at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/usr/local/go/bin:${HOME}/go/bin:${PATH}"

long=0
keep=0
cover=0
while [ $# -gt 0 ]; do
	case "$1" in
	--long) long=1 ;;
	--keep) keep=1 ;;
	--cover) cover=1 ;;
	--*) echo "fuzz.sh: unknown flag $1" >&2; exit 2 ;;
	*) break ;;
	esac
	shift
done
if [ "$long" = 1 ]; then
	max=${FUZZ_MAX:-300}
else
	max=${FUZZ_MAX:-10}
fi
min=${FUZZ_MIN:-2}
minimize=${FUZZ_MINIMIZE:-2s}
pattern=${1:-.}
# The redaction-property targets, as "package-directory target", most end-to-end first.
redaction=(
	". FuzzSecretsNeverSurvive"
	"batch FuzzRunRedacts"
	"internal/classify FuzzClassifySecrets"
	"internal/classify FuzzClassify"
	"internal/redact/redactjson FuzzRedactCard"
	"internal/redact/redactjson FuzzRedactToken"
	"internal/redact FuzzText"
	"internal/redact FuzzBearer"
	"internal/redact/redactjson FuzzJSON"
)
only_redaction=0
if [ "$long" = 1 ] && [ $# -eq 0 ]; then
	only_redaction=1
	max=${FUZZ_MAX:-60}
fi
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
if [ "$only_redaction" = 1 ]; then
	for t in "${redaction[@]}"; do
		printf '%s\n' "${targets[@]}" | grep -qxF "$t" || { echo "fuzz.sh: redaction target ${t} not found" >&2; exit 1; }
	done
	targets=("${redaction[@]}")
fi

# coverage prints, for each package holding a matching target, the statement coverage its fuzz
# targets reach over their seed corpus.
coverage() {
	local dirs pct
	dirs=$(printf '%s\n' "${targets[@]}" | cut -d' ' -f1 | sort -u)
	printf '\nfuzz.sh: coverage of each package under its fuzz corpus (seeds and testdata/fuzz)\n'
	for dir in $dirs; do
		pct=$(go test -count=1 -run '^Fuzz' -coverprofile="${bin}/cover.out" "./${dir}" 2>&1 |
			grep -o 'coverage: [0-9.]*% of statements' || echo 'coverage: failed')
		printf '  %-22s %s\n' "$dir" "${pct#coverage: }"
	done
}
if [ "$cover" = 1 ] && [ "$long" = 0 ]; then
	coverage
	exit 0
fi

budget=${FUZZ_BUDGET:-$([ "$long" = 1 ] && echo $((max * ${#targets[@]})) || echo 120)}
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
	# -fuzzminimizetime bounds the time spent shrinking new inputs (see the head of this file).
	# The cache directory is the one "go test -fuzz" uses.
	status=0
	out=$(cd "$dir" && "$exe" -test.run '^$' -test.fuzz "^${name}\$" -test.fuzztime "${per}s" \
		-test.fuzzminimizetime "$minimize" -test.parallel 2 -test.fuzzcachedir "${cache}/${pkg}" 2>&1) || status=$?
	# Read before --keep copies the new inputs in: only a failing input Go wrote itself counts.
	after=$(ls "$corpus" 2>/dev/null | sort || true)
	if [ "$keep" = 1 ] && [ -d "${cache}/${pkg}/${name}" ]; then
		mkdir -p "$corpus"
		kept=0
		for f in "${cache}/${pkg}/${name}"/*; do
			[ -e "${corpus}/$(basename "$f")" ] && continue
			cp "$f" "$corpus/" && kept=$((kept + 1))
		done
		echo "kept ${kept} new inputs in ${corpus}"
	fi
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

[ "$long" = 1 ] && coverage

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
