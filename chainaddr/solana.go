package chainaddr

// ParseSolana parses a Solana address: the base58 form of a 32-byte ed25519
// public key, 32 to 44 characters. Solana addresses carry no checksum, so a
// typo that stays in the alphabet and the length is not detectable; and
// program-derived addresses are deliberately off the curve, so no curve
// check is made either.
func ParseSolana(address string) ([32]byte, error) {
	return public(parseSolana(address))
}

func parseSolana(s string) ([32]byte, *Error) {
	var key [32]byte
	if len(s) < 32 || len(s) > 44 {
		return key, solanaFail("must be 32 to 44 characters")
	}
	b, reason := decodeBase58(key[:], s)
	if reason != "" {
		return [32]byte{}, solanaFail(reason)
	}
	if len(b) != 32 {
		return [32]byte{}, solanaFail("must decode to 32 bytes")
	}
	return key, nil
}

func solanaFail(reason string) *Error {
	return fail(FamilySolana.String(), ErrFormat, reason)
}
