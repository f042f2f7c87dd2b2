package chainaddr

import "github.com/preflightpay/preflight/internal/wasmlite"

// Base58 in the Bitcoin alphabet: no 0, O, I or l. Used by Bitcoin P2PKH and
// P2SH, TRON and Solana.

const base58Alphabet = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"

// base58Digit maps an ASCII byte to its digit value, 0xff for "not in the
// alphabet". Built at init from the alphabet so the two cannot disagree.
var base58Digit = func() (t [256]byte) {
	for i := range t {
		t[i] = 0xff
	}
	for i := 0; i < len(base58Alphabet); i++ {
		t[base58Alphabet[i]] = byte(i)
	}
	return t
}()

// decodeBase58 decodes s into buf and returns the decoded bytes, a prefix of
// buf. Each leading '1' is one leading zero byte. It fails with a reason when
// s has a character outside the alphabet or decodes to more than len(buf)
// bytes; the caller bounds len(s), as the work is quadratic in it.
func decodeBase58(buf []byte, s string) ([]byte, string) {
	zeros := 0
	for zeros < len(s) && s[zeros] == '1' {
		zeros++
	}
	// The number is accumulated big-endian at the end of buf; used counts
	// its significant bytes.
	n := len(buf)
	clear(buf)
	used := 0
	for i := zeros; i < len(s); i++ {
		carry := uint32(base58Digit[s[i]])
		if carry == 0xff {
			return nil, "character outside the base58 alphabet"
		}
		j := n - 1
		for k := 0; k < used || carry != 0; k++ {
			if j < 0 {
				return nil, "too long"
			}
			carry += 58 * uint32(buf[j])
			buf[j] = byte(carry)
			carry >>= 8
			j--
		}
		used = n - 1 - j
	}
	if zeros+used > n {
		return nil, "too long"
	}
	copy(buf[zeros:], buf[n-used:])
	clear(buf[:zeros])
	return buf[:zeros+used], ""
}

// encodeBase58 is the inverse of decodeBase58.
func encodeBase58(b []byte) string {
	zeros := 0
	for zeros < len(b) && b[zeros] == 0 {
		zeros++
	}
	// log(256)/log(58) < 1.37: enough digits for any input.
	digits := make([]byte, (len(b)-zeros)*137/100+1)
	used := 0
	for _, v := range b[zeros:] {
		carry := uint32(v)
		k := 0
		for ; k < used || carry != 0; k++ {
			carry += uint32(digits[k]) << 8
			digits[k] = byte(carry % 58)
			carry /= 58
		}
		used = k
	}
	out := make([]byte, zeros+used)
	for i := 0; i < zeros; i++ {
		out[i] = '1'
	}
	for i := 0; i < used; i++ {
		out[zeros+i] = base58Alphabet[digits[used-1-i]]
	}
	return string(out)
}

// base58CheckSum is the first four bytes of SHA-256(SHA-256(payload)).
func base58CheckSum(payload []byte) [4]byte {
	h := wasmlite.Sum256(payload)
	h = wasmlite.Sum256(h[:])
	return [4]byte(h[:4])
}

// decodeBase58Check decodes a base58check string that must hold exactly
// size bytes (version, payload and the 4-byte checksum; 25 at most). The
// bytes before the checksum are returned at the start of the array, which
// stays on the stack.
func decodeBase58Check(s string, size int) ([25]byte, *Error) {
	var buf [25]byte
	// 25 bytes are 34 characters at most, plus one per leading zero byte
	// beyond the first; 40 leaves room and bounds the work.
	if len(s) > 40 {
		return buf, &Error{Kind: ErrFormat, Reason: "too long"}
	}
	b, reason := decodeBase58(buf[:size], s)
	if reason != "" {
		return buf, &Error{Kind: ErrFormat, Reason: reason}
	}
	if len(b) != size {
		return buf, &Error{Kind: ErrFormat, Reason: "wrong decoded length"}
	}
	if base58CheckSum(b[:size-4]) != [4]byte(b[size-4:]) {
		return buf, &Error{Kind: ErrChecksum, Reason: "base58check checksum mismatch"}
	}
	return buf, nil
}
