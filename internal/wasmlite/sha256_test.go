package wasmlite

import (
	"bytes"
	"crypto/sha256"
	"math/rand/v2"
	"testing"
)

// TestSmallSHA256MatchesCryptoSHA256: every length from 0 to 300 (the padding's boundaries at
// 55, 56 and 64 bytes and their multiples among them) in four contents, and a few inputs of
// many blocks. Natively preflight hashes with crypto/sha256 and the WASM build with sum256, so a
// difference here would make an idempotency fingerprint or a base58check checksum depend on
// where the check runs.
func TestSmallSHA256MatchesCryptoSHA256(t *testing.T) {
	rng := rand.New(rand.NewPCG(25, 7))
	check := func(what string, b []byte) {
		t.Helper()
		if got, want := sum256(b), sha256.Sum256(b); got != want {
			t.Fatalf("%s, length %d: %x, want %x", what, len(b), got, want)
		}
	}
	for n := 0; n <= 300; n++ {
		random := make([]byte, n)
		for i := range random {
			random[i] = byte(rng.Uint32())
		}
		check("random", random)
		check("zeros", make([]byte, n))
		check("0xff", bytes.Repeat([]byte{0xff}, n))
		patterned := make([]byte, n)
		for i := range patterned {
			patterned[i] = byte(i*7 + n)
		}
		check("patterned", patterned)
	}
	for _, n := range []int{1 << 10, 4095, 4096, 4097, 1<<20 + 55, 1<<20 + 56} {
		b := make([]byte, n)
		for i := range b {
			b[i] = byte(rng.Uint32())
		}
		check("random", b)
	}
}

// FuzzSum256 compares the small SHA-256 with crypto/sha256 on any input.
func FuzzSum256(f *testing.F) {
	f.Add([]byte("abc"))
	f.Add(make([]byte, 64))
	f.Fuzz(func(t *testing.T, b []byte) {
		if got, want := sum256(b), sha256.Sum256(b); got != want {
			t.Fatalf("%x: %x, want %x", b, got, want)
		}
	})
}
