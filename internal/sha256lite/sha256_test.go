package sha256lite

import (
	"crypto/sha256"
	"testing"
)

func TestSumMatchesCryptoSHA256(t *testing.T) {
	for n := 0; n < 300; n++ {
		b := make([]byte, n)
		for i := range b {
			b[i] = byte(i*7 + n)
		}
		if got, want := Sum(b), sha256.Sum256(b); got != want {
			t.Fatalf("length %d: %x, want %x", n, got, want)
		}
	}
}

func FuzzSum(f *testing.F) {
	f.Add([]byte("abc"))
	f.Add(make([]byte, 64))
	f.Fuzz(func(t *testing.T, b []byte) {
		if got, want := Sum(b), sha256.Sum256(b); got != want {
			t.Fatalf("%x: %x, want %x", b, got, want)
		}
	})
}
