//go:build !js

package wasmlite

import (
	"crypto/sha256"
	"slices"
)

// Sum256 is the SHA-256 digest of msg, by crypto/sha256.
func Sum256(msg []byte) [32]byte { return sha256.Sum256(msg) }

// SortStrings sorts s in increasing order, by slices.Sort.
func SortStrings(s []string) { slices.Sort(s) }
