// Package suggest finds what a mistyped name most likely meant: the one "did you mean" of the
// command line (commands, subcommands, flags, operations, catalog ids, corridors), the root
// package's UnknownOperationError and the facts reader's unknown members.
package suggest

import (
	"strings"

	"github.com/preflightpay/preflight/internal/wasmlite"
)

// Nearest returns the candidates a mistyped given most likely meant, sorted: those that end
// with "/"+given (an operation named without its product: both products' when both have it),
// else those at the least edit distance, ignoring case (a name given without a product measured
// against the candidates' names after their product), if that distance is small for the
// word's length (at most a third of it, and at least 2). None when nothing is near enough to be
// a slip of the keyboard.
func Nearest(given string, candidates []string) []string {
	if given == "" {
		return nil
	}
	// Two passes, the first finding the best score and the second keeping the names that have
	// it, so that one append collects them: the WASM build links this, and each append, call
	// and comparison written here is code in it.
	lower := strings.ToLower(given)
	best := max(2, len(given)/3)
	for _, c := range candidates {
		best = min(best, score(given, lower, c))
	}
	var out []string
	for _, c := range candidates {
		if score(given, lower, c) == best {
			out = append(out, c)
		}
	}
	wasmlite.SortStrings(out)
	return out
}

// score is how near the candidate c is to given (lower is given lower-cased): -1 when c ends with
// "/"+given, which wins over any slip, else the edit distance ignoring case; a name given without
// a product is measured against c's name after its product too ("create-payot" against
// create-payout, not only fiat/create-payout). Lower-casing keeps every '/' where it was and
// makes none, so the name after the product is the same cut before or after it.
func score(given, lower, c string) int {
	if n := len(c) - len(given); n > 0 && c[n-1] == '/' && c[n:] == given {
		return -1
	}
	c = strings.ToLower(c)
	d := Distance(lower, c)
	if i := strings.LastIndexByte(c, '/'); i >= 0 && strings.IndexByte(lower, '/') < 0 {
		d = min(d, Distance(lower, c[i+1:]))
	}
	return d
}

// Phrase returns "; did you mean X?" or "; did you mean X or Y?" for the nearest candidates, or
// "" when none is near.
func Phrase(given string, candidates []string) string {
	return DidYouMean(Nearest(given, candidates))
}

// DidYouMean returns "; did you mean X?" or "; did you mean X or Y?" for names (Nearest's), or ""
// when there are none.
func DidYouMean(names []string) string {
	if len(names) == 0 {
		return ""
	}
	return "; did you mean " + strings.Join(names, " or ") + "?"
}

// Distance is the Levenshtein distance between a and b in bytes (names here are ASCII), with a
// bound on the work: inputs past 256 bytes are no slip of the keyboard.
func Distance(a, b string) int {
	if len(a) > 256 || len(b) > 256 {
		return max(len(a), len(b))
	}
	// One row of the table, on the stack: row[j] is the distance between the part of a read so
	// far and b[:j], and diag the cell above and to the left of the one being written.
	var cells [257]uint16
	row := cells[:len(b)+1]
	for j := range row {
		row[j] = uint16(j)
	}
	for i := range len(a) {
		diag := row[0]
		row[0] = uint16(i + 1)
		for j := 1; j < len(row); j++ {
			cost := uint16(1)
			if a[i] == b[j-1] {
				cost = 0
			}
			diag, row[j] = row[j], min(row[j]+1, row[j-1]+1, diag+cost)
		}
	}
	return int(row[len(b)])
}
