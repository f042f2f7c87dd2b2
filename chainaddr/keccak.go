package chainaddr

import (
	"encoding/binary"
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

// Rotation amounts and lane order of the combined rho and pi steps, walking
// the lanes along pi's cycle starting from lane 1.
var (
	keccakRot = [24]uint8{1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 2, 14, 27, 41, 56, 8, 25, 43, 62, 18, 39, 61, 20, 44}
	keccakPi  = [24]uint8{10, 7, 11, 17, 18, 3, 5, 16, 8, 21, 24, 4, 15, 23, 19, 13, 12, 2, 20, 14, 22, 9, 6, 1}
)

func keccakF1600(a *[25]uint64) {
	var c [5]uint64
	for round := 0; round < 24; round++ {
		for x := 0; x < 5; x++ {
			c[x] = a[x] ^ a[x+5] ^ a[x+10] ^ a[x+15] ^ a[x+20]
		}
		for x := 0; x < 5; x++ {
			d := c[(x+4)%5] ^ bits.RotateLeft64(c[(x+1)%5], 1)
			for y := 0; y < 25; y += 5 {
				a[y+x] ^= d
			}
		}
		t := a[1]
		for i := 0; i < 24; i++ {
			j := keccakPi[i]
			t, a[j] = a[j], bits.RotateLeft64(t, int(keccakRot[i]))
		}
		for y := 0; y < 25; y += 5 {
			copy(c[:], a[y:y+5])
			for x := 0; x < 5; x++ {
				a[y+x] = c[x] ^ (^c[(x+1)%5] & c[(x+2)%5])
			}
		}
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
			a[i] ^= binary.LittleEndian.Uint64(block[8*i:])
		}
		keccakF1600(&a)
		if n < keccak256Rate {
			break
		}
	}
	var out [32]byte
	for i := 0; i < 4; i++ {
		binary.LittleEndian.PutUint64(out[8*i:], a[i])
	}
	return out
}
