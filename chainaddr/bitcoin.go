package chainaddr

// BitcoinKind is the output type a Bitcoin address pays to.
type BitcoinKind uint8

// The Bitcoin address kinds.
const (
	BitcoinP2PKH  BitcoinKind = iota + 1 // base58check, version 0x00: 20-byte public key hash ("1...")
	BitcoinP2SH                          // base58check, version 0x05: 20-byte script hash ("3...")
	BitcoinP2WPKH                        // bech32, witness v0, 20-byte program ("bc1q...")
	BitcoinP2WSH                         // bech32, witness v0, 32-byte program ("bc1q...")
	BitcoinP2TR                          // bech32m, witness v1, 32-byte program: taproot ("bc1p...")
	// BitcoinWitnessFuture is any other witness version 1..16 with a 2..40
	// byte program: valid per BIP-350 so that senders stay forward
	// compatible, but not (yet) spendable by a defined rule.
	BitcoinWitnessFuture
)

// String names the kind.
func (k BitcoinKind) String() string {
	switch k {
	case BitcoinP2PKH:
		return "P2PKH"
	case BitcoinP2SH:
		return "P2SH"
	case BitcoinP2WPKH:
		return "P2WPKH"
	case BitcoinP2WSH:
		return "P2WSH"
	case BitcoinP2TR:
		return "P2TR"
	case BitcoinWitnessFuture:
		return "witness-future"
	}
	return "unknown"
}

// BitcoinAddress is a parsed Bitcoin mainnet address.
type BitcoinAddress struct {
	Kind BitcoinKind
	// WitnessVersion is 0..16 for segwit kinds and -1 for P2PKH and P2SH.
	WitnessVersion int
	program        [40]byte
	n              int
}

// Program returns the 20-byte hash of P2PKH and P2SH, or the 2..40 byte
// witness program of segwit kinds. The slice is a copy.
func (a BitcoinAddress) Program() []byte {
	return append([]byte(nil), a.program[:a.n]...)
}

// String gives the canonical form: base58check, or lower-case bech32/bech32m.
func (a BitcoinAddress) String() string {
	switch a.Kind {
	case BitcoinP2PKH, BitcoinP2SH:
		b := make([]byte, 0, 25)
		b = append(b, bitcoinVersionP2PKH)
		if a.Kind == BitcoinP2SH {
			b[0] = bitcoinVersionP2SH
		}
		b = append(b, a.program[:a.n]...)
		sum := base58CheckSum(b)
		return encodeBase58(append(b, sum[:]...))
	case 0:
		return ""
	}
	return encodeSegwit("bc", a.WitnessVersion, a.program[:a.n])
}

// Base58check version bytes (Bitcoin Core chainparams).
const (
	bitcoinVersionP2PKH        = 0x00
	bitcoinVersionP2SH         = 0x05
	bitcoinVersionTestnetP2PKH = 0x6f // also signet and regtest
	bitcoinVersionTestnetP2SH  = 0xc4
)

// ParseBitcoin parses a Bitcoin mainnet address: base58check P2PKH (version
// 0x00) or P2SH (0x05), or a segwit address with human-readable part "bc"
// (bech32 for witness v0, bech32m for v1..v16, BIP-350). Upper-case bech32 is
// accepted, mixed case is not. A valid testnet, signet or regtest address
// ("tb1", "bcrt1", "m", "n", "2") is ErrWrongNetwork.
func ParseBitcoin(address string) (BitcoinAddress, error) {
	return public(parseBitcoin(address))
}

func parseBitcoin(s string) (BitcoinAddress, *Error) {
	if hasPrefixFold(s, "bc1") || hasPrefixFold(s, "tb1") || hasPrefixFold(s, "bcrt1") {
		return parseSegwitAddress(s)
	}
	return parseBitcoinBase58(s)
}

func parseSegwitAddress(s string) (BitcoinAddress, *Error) {
	var a BitcoinAddress
	w, err := decodeSegwit(s)
	if err != nil {
		err.Network = FamilyBitcoin.String()
		return a, err
	}
	switch {
	case equalFoldASCII(w.hrp, "bc"):
	case equalFoldASCII(w.hrp, "tb"), equalFoldASCII(w.hrp, "bcrt"):
		return a, bitcoinFail(ErrWrongNetwork, "testnet, signet or regtest address")
	default:
		return a, bitcoinFail(ErrFormat, "human-readable part must be bc")
	}
	a.WitnessVersion = w.version
	a.program = w.program
	a.n = w.n
	switch {
	case w.version == 0 && w.n == 20:
		a.Kind = BitcoinP2WPKH
	case w.version == 0:
		a.Kind = BitcoinP2WSH
	case w.version == 1 && w.n == 32:
		a.Kind = BitcoinP2TR
	default:
		a.Kind = BitcoinWitnessFuture
	}
	return a, nil
}

func parseBitcoinBase58(s string) (BitcoinAddress, *Error) {
	var a BitcoinAddress
	b, err := decodeBase58Check(s, 25)
	if err != nil {
		err.Network = FamilyBitcoin.String()
		return a, err
	}
	switch b[0] {
	case bitcoinVersionP2PKH:
		a.Kind = BitcoinP2PKH
	case bitcoinVersionP2SH:
		a.Kind = BitcoinP2SH
	case bitcoinVersionTestnetP2PKH, bitcoinVersionTestnetP2SH:
		return a, bitcoinFail(ErrWrongNetwork, "testnet, signet or regtest address")
	default:
		return a, bitcoinFail(ErrFormat, "unknown base58check version byte")
	}
	a.WitnessVersion = -1
	a.n = copy(a.program[:], b[1:21])
	return a, nil
}

func bitcoinFail(kind error, reason string) *Error {
	return fail(FamilyBitcoin.String(), kind, reason)
}

func hasPrefixFold(s, prefix string) bool {
	return len(s) >= len(prefix) && equalFoldASCII(s[:len(prefix)], prefix)
}
