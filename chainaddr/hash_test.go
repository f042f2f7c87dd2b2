package chainaddr

import (
	"encoding/hex"
	"strconv"
	"testing"
)

func patterned(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(i*7 + 3)
	}
	return b
}

// Keccak-256 digests of the empty string and "abc", as Ethereum tools
// print them. testdata/keccak256.txt covers the block boundaries with
// digests made by golang.org/x/crypto/sha3, outside this module so that it
// stays free of that dependency.
func TestKeccak256KnownDigests(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"", "c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470"},
		{"abc", "4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45"},
	} {
		got := keccak256([]byte(tc.in))
		if hex.EncodeToString(got[:]) != tc.want {
			t.Errorf("keccak256(%q) = %x, want %s", tc.in, got, tc.want)
		}
	}
}

func TestKeccak256MatchesXCrypto(t *testing.T) {
	for _, v := range readVectors(t, "keccak256.txt") {
		n, err := strconv.Atoi(v[0])
		if err != nil {
			t.Fatal(err)
		}
		if got := keccak256(patterned(n)); hex.EncodeToString(got[:]) != v[1] {
			t.Errorf("len %d: %x, want %s", n, got, v[1])
		}
	}
}
