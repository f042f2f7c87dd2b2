package chainaddr

import (
	"crypto/sha256"
	"encoding/hex"
	"strconv"
	"testing"
)

// The padding boundaries of both hashes: lengths around one block (55/56/64
// for SHA-256, 135/136 for Keccak-256) and a few blocks.
var hashLengths = []int{0, 1, 3, 40, 55, 56, 57, 63, 64, 65, 119, 120, 128, 135, 136, 137, 200, 272, 273, 1000}

func patterned(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(i*7 + 3)
	}
	return b
}

func TestSHA256MatchesStdlib(t *testing.T) {
	for _, n := range hashLengths {
		b := patterned(n)
		if got, want := sha256Sum(b), sha256.Sum256(b); got != want {
			t.Errorf("len %d: %x, want %x", n, got, want)
		}
	}
}

func FuzzSHA256(f *testing.F) {
	f.Add([]byte("abc"))
	f.Fuzz(func(t *testing.T, b []byte) {
		if got, want := sha256Sum(b), sha256.Sum256(b); got != want {
			t.Fatalf("%x, want %x", got, want)
		}
	})
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
