// Package swar holds what word-at-a-time code ("SIMD within a register") shares: eight bytes of
// a string read as one word, and the two constants its byte-wise tests are made of. The request
// reader and the report writer (package input) and the webhook signature decoder use it to
// handle eight characters in one step where a byte loop would take eight.
package swar

// Ones has 0x01 in every byte and Highs 0x80: Ones*c repeats the byte c, and
//
//	(x^(Ones*c) - Ones) &^ (x^(Ones*c)) & Highs
//
// is non-zero exactly when some byte of x is c.
const (
	Ones  = 0x0101010101010101
	Highs = 0x8080808080808080
)

// Word8 is the first eight bytes of s as one little-endian word; s must hold eight.
func Word8(s string) uint64 {
	_ = s[7]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
}
