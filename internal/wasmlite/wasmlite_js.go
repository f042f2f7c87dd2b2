//go:build js

package wasmlite

// Sum256 is the SHA-256 digest of msg, by this package's small SHA-256.
func Sum256(msg []byte) [32]byte { return sum256(msg) }

// SortStrings sorts s in increasing order, by an insertion sort: it is meant for short lists.
func SortStrings(s []string) { insertionSort(s) }
