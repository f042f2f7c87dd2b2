package chainaddr

// Family is an address format shared by one or more networks.
type Family uint8

// The address format families.
const (
	FamilyEVM     Family = iota + 1 // 0x + 40 hex, EIP-55 mixed-case checksum
	FamilyBitcoin                   // base58check P2PKH/P2SH, bech32/bech32m segwit
	FamilyTron                      // base58check, version byte 0x41
	FamilySolana                    // base58 of a 32-byte public key
)

// String gives the family name used in Error.Network by the format
// functions.
func (f Family) String() string {
	switch f {
	case FamilyEVM:
		return "EVM"
	case FamilyBitcoin:
		return "Bitcoin"
	case FamilyTron:
		return "Tron"
	case FamilySolana:
		return "Solana"
	}
	return "unknown"
}

// Network is one supported blockchain network.
type Network struct {
	// Name is the canonical name, as the platform spells it in its
	// messages ("invalid address format for network ETH").
	Name string
	// Title is the human name.
	Title string
	// Aliases are the other names accepted by Lookup, case-insensitively.
	// Name itself is always accepted and is not repeated here.
	Aliases []string
	// Family is the address format.
	Family Family
}

// networks is the table: the one place that says which networks exist, what
// they are called and which address format they use. The order is the order
// of Networks and of the README table.
//
// Deliberately absent aliases: "BNB" (also the BNB Beacon Chain, whose BEP-2
// addresses are bech32 "bnb1..."), "AVAX" (also the X- and P-chains, bech32
// "X-avax1..."), "USDT"/"USDC" (assets, not networks).
var networks = [...]Network{
	{Name: "ETH", Title: "Ethereum", Aliases: []string{"ERC20", "ERC-20", "ETHEREUM"}, Family: FamilyEVM},
	{Name: "BSC", Title: "BNB Smart Chain", Aliases: []string{"BEP20", "BEP-20", "BNB SMART CHAIN"}, Family: FamilyEVM},
	{Name: "POLYGON", Title: "Polygon PoS", Aliases: []string{"MATIC", "POL"}, Family: FamilyEVM},
	{Name: "ARBITRUM", Title: "Arbitrum One", Aliases: []string{"ARB", "ARBITRUM ONE"}, Family: FamilyEVM},
	{Name: "OPTIMISM", Title: "OP Mainnet", Aliases: []string{"OP", "OP MAINNET"}, Family: FamilyEVM},
	{Name: "BASE", Title: "Base", Family: FamilyEVM},
	{Name: "AVAXC", Title: "Avalanche C-Chain", Aliases: []string{"AVAX-C", "AVAX C-CHAIN", "AVALANCHE C-CHAIN"}, Family: FamilyEVM},
	{Name: "BTC", Title: "Bitcoin", Aliases: []string{"BITCOIN"}, Family: FamilyBitcoin},
	{Name: "TRX", Title: "TRON", Aliases: []string{"TRON", "TRC20", "TRC-20"}, Family: FamilyTron},
	{Name: "SOL", Title: "Solana", Aliases: []string{"SOLANA", "SPL"}, Family: FamilySolana},
}

// lookup returns the table index of a network name or alias, or -1.
func lookup(name string) int {
	for i := range networks {
		if equalFoldASCII(networks[i].Name, name) {
			return i
		}
		for _, a := range networks[i].Aliases {
			if equalFoldASCII(a, name) {
				return i
			}
		}
	}
	return -1
}

// Lookup finds a network by its canonical name or an alias, ignoring ASCII
// case. Nothing else is normalised: " ETH" and "ETH20" are not found.
func Lookup(name string) (Network, bool) {
	i := lookup(name)
	if i < 0 {
		return Network{}, false
	}
	return networks[i].clone(), true
}

// Networks lists the supported networks in the table's stable order. The
// result is a copy the caller may change.
func Networks() []Network {
	out := make([]Network, len(networks))
	for i := range networks {
		out[i] = networks[i].clone()
	}
	return out
}

func (n Network) clone() Network {
	n.Aliases = append([]string(nil), n.Aliases...)
	return n
}

// Validate checks that address is a well-formed mainnet address for network.
// It returns nil or an *Error whose Network is the canonical name, whose Kind
// is ErrUnsupportedNetwork, ErrFormat, ErrChecksum or ErrWrongNetwork.
// The address is taken as given: surrounding spaces are a format error.
func Validate(network, address string) error {
	i := lookup(network)
	if i < 0 {
		return fail(network, ErrUnsupportedNetwork, "not in the network table")
	}
	var err *Error
	switch networks[i].Family {
	case FamilyEVM:
		err = checkEVM(address)
	case FamilyBitcoin:
		_, err = parseBitcoin(address)
	case FamilyTron:
		_, err = parseTron(address)
	case FamilySolana:
		_, err = parseSolana(address)
	}
	if err != nil {
		err.Network = networks[i].Name
		return err
	}
	return nil
}

func equalFoldASCII(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i < len(a); i++ {
		if lowerASCII(a[i]) != lowerASCII(b[i]) {
			return false
		}
	}
	return true
}

func lowerASCII(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// NetworkName is the one normaliser of network names: the canonical name of a network or alias
// in any case ("erc20" gives "ETH", "TRC20" gives "TRX"), and for a name the table does not know,
// the name upper-cased with the spaces around it trimmed.
func NetworkName(name string) string {
	if i := lookup(trimSpaceASCII(name)); i >= 0 {
		return networks[i].Name
	}
	b := []byte(trimSpaceASCII(name))
	for i, c := range b {
		if 'a' <= c && c <= 'z' {
			b[i] = c - 'a' + 'A'
		}
	}
	return string(b)
}

// SameNetwork reports whether two names stand for one network (see NetworkName).
func SameNetwork(a, b string) bool { return NetworkName(a) == NetworkName(b) }

// SameAddress reports whether two wallet addresses are one: equal, or equal once the case their
// encoding ignores is folded. An EVM address's case is only its EIP-55 checksum; a bech32 or
// bech32m address (BIP-173: "bc1...") is written all in lower or all in upper case. Base58
// addresses (Bitcoin legacy, Tron, Solana) are compared exactly: there case is meaning.
func SameAddress(a, b string) bool {
	a, b = trimSpaceASCII(a), trimSpaceASCII(b)
	if a == b {
		return true
	}
	foldable := func(s string) bool {
		return len(s) > 2 && (s[:2] == "0x" || s[:2] == "0X") || singleCase(s) && len(s) > 3 && equalFoldASCII(s[:3], "bc1")
	}
	return foldable(a) && foldable(b) && equalFoldASCII(a, b)
}

// singleCase reports whether s has no lower-case letter or no upper-case letter.
func singleCase(s string) bool {
	lower, upper := false, false
	for i := 0; i < len(s); i++ {
		lower = lower || 'a' <= s[i] && s[i] <= 'z'
		upper = upper || 'A' <= s[i] && s[i] <= 'Z'
	}
	return !(lower && upper)
}

func trimSpaceASCII(s string) string {
	for len(s) > 0 && (s[0] == ' ' || s[0] == '\t') {
		s = s[1:]
	}
	for len(s) > 0 && (s[len(s)-1] == ' ' || s[len(s)-1] == '\t') {
		s = s[:len(s)-1]
	}
	return s
}
