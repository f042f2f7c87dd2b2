package wasmlite

import (
	"crypto/sha256"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestSum256MatchesCryptoSHA256 holds the build's Sum256 (crypto/sha256 natively, sum256 under
// js, where this test also runs) to crypto/sha256; TestSmallSHA256MatchesCryptoSHA256 compares
// sum256 itself on every platform.
func TestSum256MatchesCryptoSHA256(t *testing.T) {
	rng := rand.New(rand.NewPCG(25, 7))
	for _, n := range []int{0, 1, 55, 56, 63, 64, 65, 119, 120, 128, 300, 1 << 16} {
		b := make([]byte, n)
		for i := range b {
			b[i] = byte(rng.Uint32())
		}
		if got, want := Sum256(b), sha256.Sum256(b); got != want {
			t.Fatalf("length %d: %x, want %x", n, got, want)
		}
	}
}

// TestSortsMatchSlicesSort: the insertion sort (the js build's SortStrings) and the build's
// SortStrings give slices.Sort's order on random lists, with repeats, empty strings, shared
// prefixes and non-ASCII text (byte order, as Go compares strings).
func TestSortsMatchSlicesSort(t *testing.T) {
	rng := rand.New(rand.NewPCG(25, 7))
	words := []string{"", "a", "ab", "abc", "b", "B", "fiat/create-payout", "fiat/create-payouts", "ramp/quote", "é", "e\u0301", "z", "\x00", "\xff"}
	lists := [][]string{nil, {}, {"only"}, {"b", "a"}, {"a", "a", "a"}}
	for range 500 {
		s := make([]string, rng.IntN(60))
		for i := range s {
			s[i] = words[rng.IntN(len(words))]
		}
		lists = append(lists, s)
	}
	sorted := slices.Clone(words)
	slices.Sort(sorted)
	reversed := slices.Clone(sorted)
	slices.Reverse(reversed)
	lists = append(lists, sorted, reversed)
	for _, s := range lists {
		want := slices.Clone(s)
		slices.Sort(want)
		for name, sort := range map[string]func([]string){"insertionSort": insertionSort, "SortStrings": SortStrings} {
			got := slices.Clone(s)
			sort(got)
			if !slices.Equal(got, want) {
				t.Fatalf("%s(%q) = %q, want %q", name, s, got, want)
			}
		}
	}
}
