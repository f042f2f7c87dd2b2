package chainaddr

import (
	"math/bits"
)

// A small Keccak-256 (the pre-standard padding Ethereum uses, not SHA3-256),
// kept here instead of golang.org/x/crypto/sha3 to keep the WASM module
// small: EIP-55 only ever hashes 40 bytes, one block of the sponge.

var keccakRC = [24]uint64{
	0x0000000000000001, 0x0000000000008082, 0x800000000000808a, 0x8000000080008000,
	0x000000000000808b, 0x0000000080000001, 0x8000000080008081, 0x8000000000008009,
	0x000000000000008a, 0x0000000000000088, 0x0000000080008009, 0x000000008000000a,
	0x000000008000808b, 0x800000000000008b, 0x8000000000008089, 0x8000000000008003,
	0x8000000000008002, 0x8000000000000080, 0x000000000000800a, 0x800000008000000a,
	0x8000000080008081, 0x8000000000008080, 0x0000000080000001, 0x8000000080008008,
}

func keccakF1600(a *[25]uint64) {
	for round := 0; round < 24; round++ {
		// theta, unrolled: the modulo-5 neighbours cost more than the xors.
		c0 := a[0] ^ a[5] ^ a[10] ^ a[15] ^ a[20]
		c1 := a[1] ^ a[6] ^ a[11] ^ a[16] ^ a[21]
		c2 := a[2] ^ a[7] ^ a[12] ^ a[17] ^ a[22]
		c3 := a[3] ^ a[8] ^ a[13] ^ a[18] ^ a[23]
		c4 := a[4] ^ a[9] ^ a[14] ^ a[19] ^ a[24]
		d0 := c4 ^ bits.RotateLeft64(c1, 1)
		d1 := c0 ^ bits.RotateLeft64(c2, 1)
		d2 := c1 ^ bits.RotateLeft64(c3, 1)
		d3 := c2 ^ bits.RotateLeft64(c4, 1)
		d4 := c3 ^ bits.RotateLeft64(c0, 1)
		for y := 0; y < 25; y += 5 {
			a[y] ^= d0
			a[y+1] ^= d1
			a[y+2] ^= d2
			a[y+3] ^= d3
			a[y+4] ^= d4
		}
		// rho and pi, unrolled along pi's cycle from lane 1
		t := a[1]
		a[10], t = bits.RotateLeft64(t, 1), a[10]
		a[7], t = bits.RotateLeft64(t, 3), a[7]
		a[11], t = bits.RotateLeft64(t, 6), a[11]
		a[17], t = bits.RotateLeft64(t, 10), a[17]
		a[18], t = bits.RotateLeft64(t, 15), a[18]
		a[3], t = bits.RotateLeft64(t, 21), a[3]
		a[5], t = bits.RotateLeft64(t, 28), a[5]
		a[16], t = bits.RotateLeft64(t, 36), a[16]
		a[8], t = bits.RotateLeft64(t, 45), a[8]
		a[21], t = bits.RotateLeft64(t, 55), a[21]
		a[24], t = bits.RotateLeft64(t, 2), a[24]
		a[4], t = bits.RotateLeft64(t, 14), a[4]
		a[15], t = bits.RotateLeft64(t, 27), a[15]
		a[23], t = bits.RotateLeft64(t, 41), a[23]
		a[19], t = bits.RotateLeft64(t, 56), a[19]
		a[13], t = bits.RotateLeft64(t, 8), a[13]
		a[12], t = bits.RotateLeft64(t, 25), a[12]
		a[2], t = bits.RotateLeft64(t, 43), a[2]
		a[20], t = bits.RotateLeft64(t, 62), a[20]
		a[14], t = bits.RotateLeft64(t, 18), a[14]
		a[22], t = bits.RotateLeft64(t, 39), a[22]
		a[9], t = bits.RotateLeft64(t, 61), a[9]
		a[6], t = bits.RotateLeft64(t, 20), a[6]
		a[1] = bits.RotateLeft64(t, 44)
		// chi, row by row
		for y := 0; y < 25; y += 5 {
			b0, b1, b2, b3, b4 := a[y], a[y+1], a[y+2], a[y+3], a[y+4]
			a[y] = b0 ^ (^b1 & b2)
			a[y+1] = b1 ^ (^b2 & b3)
			a[y+2] = b2 ^ (^b3 & b4)
			a[y+3] = b3 ^ (^b4 & b0)
			a[y+4] = b4 ^ (^b0 & b1)
		}
		// iota
		a[0] ^= keccakRC[round]
	}
}

const keccak256Rate = 136

// keccak256 hashes msg with Keccak-256 (padding byte 0x01, not SHA-3's 0x06).
func keccak256(msg []byte) [32]byte {
	var a [25]uint64
	var block [keccak256Rate]byte
	for {
		n := copy(block[:], msg)
		msg = msg[n:]
		if n < keccak256Rate {
			clear(block[n:])
			block[n] ^= 0x01
			block[keccak256Rate-1] ^= 0x80
		}
		for i := 0; i < keccak256Rate/8; i++ {
			a[i] ^= le64(block[8*i:])
		}
		keccakF1600(&a)
		if n < keccak256Rate {
			break
		}
	}
	var out [32]byte
	for i := 0; i < 4; i++ {
		putLE64(out[8*i:], a[i])
	}
	return out
}

func le64(b []byte) uint64 {
	_ = b[7]
	return uint64(b[0]) | uint64(b[1])<<8 | uint64(b[2])<<16 | uint64(b[3])<<24 |
		uint64(b[4])<<32 | uint64(b[5])<<40 | uint64(b[6])<<48 | uint64(b[7])<<56
}

func putLE64(b []byte, v uint64) {
	_ = b[7]
	for i := range 8 {
		b[i] = byte(v >> (8 * i))
	}
}
