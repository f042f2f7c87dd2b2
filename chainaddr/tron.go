package chainaddr

const tronVersion = 0x41

// ParseTron parses a TRON address in its base58check form: 34 characters
// starting with "T", 25 bytes decoded (version 0x41, a 20-byte account id,
// a 4-byte double-SHA-256 checksum). It returns the account id, the same 20
// bytes an EVM tool shows for the account. The hex form ("41" + 40 hex) is
// not accepted: the platform asks for the base58 form.
//
// TRON's testnets (Shasta, Nile) use the same version byte, so a testnet
// address cannot be told from a mainnet one.
func ParseTron(address string) ([20]byte, error) {
	return public(parseTron(address))
}

func parseTron(s string) ([20]byte, *Error) {
	var id [20]byte
	if len(s) != 34 {
		return id, tronFail(ErrFormat, "must be 34 characters")
	}
	if s[0] != 'T' {
		return id, tronFail(ErrFormat, "must start with T")
	}
	b, err := decodeBase58Check(s, 25)
	if err != nil {
		err.Network = FamilyTron.String()
		return id, err
	}
	if b[0] != tronVersion {
		return id, tronFail(ErrFormat, "version byte must be 0x41")
	}
	copy(id[:], b[1:21])
	return id, nil
}

func tronFail(kind error, reason string) *Error {
	return fail(FamilyTron.String(), kind, reason)
}
