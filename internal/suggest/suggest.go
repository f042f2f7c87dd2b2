// Package suggest finds what a mistyped name most likely meant: the one "did you mean" of the
// command line (commands, subcommands, flags, operations, catalog ids, corridors), the root
// package's UnknownOperationError and the facts reader's unknown members.
package suggest

import "strings"

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
	var out []string
	for _, c := range candidates {
		if strings.HasSuffix(c, "/"+given) {
			out = append(out, c)
		}
	}
	if len(out) == 0 {
		bound := max(2, len(given)/3)
		lower := strings.ToLower(given)
		productless := !strings.Contains(lower, "/")
		for _, c := range candidates {
			d := Distance(lower, strings.ToLower(c))
			if i := strings.LastIndexByte(c, '/'); productless && i >= 0 {
				// "create-payot" is measured against create-payout, not fiat/create-payout.
				d = min(d, Distance(lower, strings.ToLower(c[i+1:])))
			}
			switch {
			case d < bound:
				bound, out = d, append(out[:0], c)
			case d == bound:
				out = append(out, c)
			}
		}
	}
	// Sorted by insertion, a few names at most: the WASM build links this, and the generic
	// sort of package slices would add kilobytes to it.
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j] < out[j-1]; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// Phrase returns "; did you mean X?" or "; did you mean X or Y?" for the nearest candidates, or
// "" when none is near.
func Phrase(given string, candidates []string) string {
	if near := Nearest(given, candidates); len(near) > 0 {
		return "; did you mean " + strings.Join(near, " or ") + "?"
	}
	return ""
}

// Distance is the Levenshtein distance between a and b in bytes (names here are ASCII), with a
// bound on the work: inputs past 256 bytes are no slip of the keyboard.
func Distance(a, b string) int {
	if len(a) > 256 || len(b) > 256 {
		return max(len(a), len(b))
	}
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
