package chainaddr

// ValidateEVM checks an EVM address (Ethereum and the EVM chains in the
// table): "0x" and 40 hex digits. All-lower-case and all-upper-case hex
// carry no checksum and are accepted as they are; any other mix of case must
// be the EIP-55 checksum form, else the error is ErrChecksum.
//
// An upper-case "0X" prefix is refused: EIP-55 and the platform write "0x".
func ValidateEVM(address string) error {
	if err := checkEVM(address); err != nil {
		return err
	}
	return nil
}

// ChecksumEVM returns the EIP-55 form of a valid EVM address. An address
// that fails ValidateEVM (a mixed-case typo included) is refused rather
// than silently re-cased.
func ChecksumEVM(address string) (string, error) {
	if err := checkEVM(address); err != nil {
		return "", err
	}
	var out [42]byte
	out[0], out[1] = '0', 'x'
	eip55(&out, address)
	return string(out[:]), nil
}

func checkEVM(address string) *Error {
	if len(address) != 42 {
		return evmFail(ErrFormat, "must be 0x and 40 hex digits")
	}
	if address[0] != '0' || address[1] != 'x' {
		return evmFail(ErrFormat, "must start with 0x")
	}
	var lower, upper bool
	for i := 2; i < len(address); i++ {
		c := address[i]
		switch {
		case '0' <= c && c <= '9':
		case 'a' <= c && c <= 'f':
			lower = true
		case 'A' <= c && c <= 'F':
			upper = true
		default:
			return evmFail(ErrFormat, "must be 0x and 40 hex digits")
		}
	}
	if !lower || !upper {
		return nil
	}
	var want [42]byte
	eip55(&want, address)
	if string(want[2:]) != address[2:] {
		return evmFail(ErrChecksum, "mixed case does not match the EIP-55 checksum")
	}
	return nil
}

// eip55 writes the checksum-cased hex digits of address (already checked to
// be 0x + 40 hex digits) into out[2:]. A letter is upper case when the
// matching nibble of Keccak-256(lower-case hex) is 8 or more.
func eip55(out *[42]byte, address string) {
	var hex [40]byte
	for i := range hex {
		hex[i] = lowerASCII(address[2+i])
	}
	h := keccak256(hex[:])
	for i, c := range hex {
		nibble := h[i/2] >> 4
		if i%2 == 1 {
			nibble = h[i/2] & 0x0f
		}
		if c >= 'a' && nibble >= 8 {
			c -= 'a' - 'A'
		}
		out[2+i] = c
	}
}

func evmFail(kind error, reason string) *Error {
	return fail(FamilyEVM.String(), kind, reason)
}
