package chainaddr

// Bech32 (BIP-173) and bech32m (BIP-350): a human-readable part, the
// separator '1', 5-bit data in a 32-character alphabet and a 6-character
// BCH checksum. The two differ only in the constant the checksum ends on.

const bech32Charset = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"

type bech32Encoding uint8

const (
	encBech32  bech32Encoding = 1
	encBech32m bech32Encoding = 2

	bech32Const  = 1
	bech32mConst = 0x2bc830a3
	bech32MaxLen = 90
)

var bech32Digit = func() (t [256]int8) {
	for i := range t {
		t[i] = -1
	}
	for i := 0; i < len(bech32Charset); i++ {
		c := bech32Charset[i]
		t[c] = int8(i)
		if 'a' <= c && c <= 'z' {
			t[c-'a'+'A'] = int8(i) // upper case is valid when not mixed
		}
	}
	return t
}()

func bech32Polymod(chk uint32, v byte) uint32 {
	b := chk >> 25
	chk = (chk&0x1ffffff)<<5 ^ uint32(v)
	for i, g := range [5]uint32{0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3} {
		if (b>>i)&1 == 1 {
			chk ^= g
		}
	}
	return chk
}

// bech32HRPSum runs the checksum over the expanded human-readable part:
// high bits of each character, a zero, then the low bits. hrp must already
// be checked to be ASCII 33..126; case is folded here.
func bech32HRPSum(hrp string) uint32 {
	chk := uint32(1)
	for i := 0; i < len(hrp); i++ {
		chk = bech32Polymod(chk, lowerASCII(hrp[i])>>5)
	}
	chk = bech32Polymod(chk, 0)
	for i := 0; i < len(hrp); i++ {
		chk = bech32Polymod(chk, lowerASCII(hrp[i])&31)
	}
	return chk
}

// bech32Data is a decoded string: the human-readable part as it appeared in
// the input (compare it case-insensitively) and the 5-bit values between the
// separator and the checksum.
type bech32Data struct {
	hrp  string
	data [bech32MaxLen]byte
	n    int
	enc  bech32Encoding
}

func (d *bech32Data) values() []byte { return d.data[:d.n] }

// decodeBech32 decodes either encoding and says which one the checksum
// matched. Errors carry no network; the caller fills it in.
func decodeBech32(s string) (bech32Data, *Error) {
	var d bech32Data
	if len(s) > bech32MaxLen {
		return d, &Error{Kind: ErrFormat, Reason: "longer than 90 characters"}
	}
	var lower, upper bool
	sep := -1
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c < 33 || c > 126:
			return d, &Error{Kind: ErrFormat, Reason: "character out of range"}
		case 'a' <= c && c <= 'z':
			lower = true
		case 'A' <= c && c <= 'Z':
			upper = true
		case c == '1':
			sep = i
		}
	}
	if lower && upper {
		return d, &Error{Kind: ErrFormat, Reason: "mixed case"}
	}
	switch {
	case sep < 0:
		return d, &Error{Kind: ErrFormat, Reason: "no separator '1'"}
	case sep == 0:
		return d, &Error{Kind: ErrFormat, Reason: "empty human-readable part"}
	case len(s)-sep-1 < 6:
		return d, &Error{Kind: ErrFormat, Reason: "checksum too short"}
	}
	d.hrp = s[:sep]
	chk := bech32HRPSum(d.hrp)
	for i := sep + 1; i < len(s); i++ {
		v := bech32Digit[s[i]]
		if v < 0 {
			return d, &Error{Kind: ErrFormat, Reason: "character outside the bech32 alphabet"}
		}
		chk = bech32Polymod(chk, byte(v))
		if i < len(s)-6 {
			d.data[d.n] = byte(v)
			d.n++
		}
	}
	switch chk {
	case bech32Const:
		d.enc = encBech32
	case bech32mConst:
		d.enc = encBech32m
	default:
		return d, &Error{Kind: ErrChecksum, Reason: "bech32 checksum mismatch"}
	}
	return d, nil
}

// encodeBech32 is the inverse of decodeBech32 for a lower-case hrp.
func encodeBech32(hrp string, values []byte, enc bech32Encoding) string {
	out := make([]byte, 0, len(hrp)+1+len(values)+6)
	out = append(out, hrp...)
	out = append(out, '1')
	chk := bech32HRPSum(hrp)
	for _, v := range values {
		chk = bech32Polymod(chk, v)
		out = append(out, bech32Charset[v&31])
	}
	for range 6 {
		chk = bech32Polymod(chk, 0)
	}
	if enc == encBech32m {
		chk ^= bech32mConst
	} else {
		chk ^= bech32Const
	}
	for i := range 6 {
		out = append(out, bech32Charset[(chk>>(5*(5-i)))&31])
	}
	return string(out)
}

// segwit is a decoded segregated witness address (BIP-173 as amended by
// BIP-350).
type segwit struct {
	hrp     string
	version int
	program [40]byte
	n       int
}

// decodeSegwit applies BIP-350's decoding rules except the choice of
// human-readable part, which is left to the caller.
func decodeSegwit(s string) (segwit, *Error) {
	var w segwit
	d, err := decodeBech32(s)
	if err != nil {
		return w, err
	}
	w.hrp = d.hrp
	v := d.values()
	if len(v) == 0 {
		return w, &Error{Kind: ErrFormat, Reason: "empty data section"}
	}
	w.version = int(v[0])
	if w.version > 16 {
		return w, &Error{Kind: ErrFormat, Reason: "witness version above 16"}
	}
	// Regroup 5-bit values into bytes. At most 4 bits of zero padding may
	// be left over (BIP-173 "convertbits" without padding).
	var acc uint32
	bits := 0
	for _, x := range v[1:] {
		acc = acc<<5 | uint32(x)
		bits += 5
		if bits >= 8 {
			bits -= 8
			if w.n == len(w.program) {
				return w, &Error{Kind: ErrFormat, Reason: "witness program longer than 40 bytes"}
			}
			w.program[w.n] = byte(acc >> bits)
			w.n++
		}
	}
	if bits >= 5 {
		return w, &Error{Kind: ErrFormat, Reason: "more than 4 bits of padding"}
	}
	if acc&(1<<bits-1) != 0 {
		return w, &Error{Kind: ErrFormat, Reason: "non-zero padding"}
	}
	if w.n < 2 {
		return w, &Error{Kind: ErrFormat, Reason: "witness program shorter than 2 bytes"}
	}
	if w.version == 0 && w.n != 20 && w.n != 32 {
		return w, &Error{Kind: ErrFormat, Reason: "witness v0 program must be 20 or 32 bytes"}
	}
	if w.version == 0 && d.enc != encBech32 {
		return w, &Error{Kind: ErrChecksum, Reason: "witness v0 must use bech32, not bech32m"}
	}
	if w.version != 0 && d.enc != encBech32m {
		return w, &Error{Kind: ErrChecksum, Reason: "witness v1+ must use bech32m, not bech32"}
	}
	return w, nil
}

// encodeSegwit is the inverse of decodeSegwit for a lower-case hrp.
func encodeSegwit(hrp string, version int, program []byte) string {
	values := make([]byte, 0, 1+(len(program)*8+4)/5)
	values = append(values, byte(version))
	var acc uint32
	bits := 0
	for _, b := range program {
		acc = acc<<8 | uint32(b)
		bits += 8
		for bits >= 5 {
			bits -= 5
			values = append(values, byte(acc>>bits)&31)
		}
	}
	if bits > 0 {
		values = append(values, byte(acc<<(5-bits))&31)
	}
	enc := encBech32m
	if version == 0 {
		enc = encBech32
	}
	return encodeBech32(hrp, values, enc)
}
