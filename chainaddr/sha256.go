package chainaddr

import "github.com/preflightpay/preflight/internal/sha256lite"

// sha256Sum is the base58check checksum's hash: a small SHA-256 rather than crypto/sha256, which
// would bring Go's FIPS 140 module into the WASM build.
func sha256Sum(msg []byte) [32]byte { return sha256lite.Sum(msg) }

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
