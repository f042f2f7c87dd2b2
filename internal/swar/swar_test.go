package swar

import (
	"encoding/binary"
	"strings"
	"testing"
)

func TestWord8ReadsLittleEndian(t *testing.T) {
	for _, s := range []string{"01234567", "\x00\xff\x80\x7f abc", "eight by and more"} {
		if got, want := Word8(s), binary.LittleEndian.Uint64([]byte(s[:8])); got != want {
			t.Errorf("Word8(%q) = %#x, want %#x", s, got, want)
		}
	}
}

// TestTheByteTestIsTrueExactlyWhenTheWordHoldsTheByte checks the test documented on Ones
// against a byte loop, for every byte value sought, in words that hold it at each position, in
// words that hold its neighbours, and in words of high bytes.
func TestTheByteTestIsTrueExactlyWhenTheWordHoldsTheByte(t *testing.T) {
	var words []string
	for b := range 256 {
		words = append(words, strings.Repeat(string([]byte{byte(b)}), 8))
		for pos := range 8 {
			w := []byte("\x00\x01\x7f\x80\xfe\xff ~")
			w[pos] = byte(b)
			words = append(words, string(w))
		}
	}
	for c := range 256 {
		for _, w := range words {
			y := Word8(w) ^ (Ones * uint64(c))
			got := (y-Ones)&^y&Highs != 0
			if want := strings.IndexByte(w, byte(c)) >= 0; got != want {
				t.Fatalf("byte %#x in %q: the test says %v, want %v", c, w, got, want)
			}
		}
	}
}
