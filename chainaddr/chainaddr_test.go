package chainaddr

import (
	"errors"
	"strings"
	"testing"
)

func TestLookupAcceptsEveryNameAndAliasInAnyCase(t *testing.T) {
	for _, n := range Networks() {
		for _, name := range append([]string{n.Name}, n.Aliases...) {
			for _, variant := range []string{name, strings.ToLower(name), strings.ToUpper(name)} {
				got, ok := Lookup(variant)
				if !ok || got.Name != n.Name {
					t.Errorf("Lookup(%q) = %q, %v; want %q", variant, got.Name, ok, n.Name)
				}
			}
		}
	}
}

func TestLookupRefusesUnknownAndUntrimmedNames(t *testing.T) {
	for _, name := range []string{"", " ETH", "ETH ", "ETH20", "BNB", "AVAX", "USDT", "DOGE", "ETHEREUM-MAINNET"} {
		if n, ok := Lookup(name); ok {
			t.Errorf("Lookup(%q) = %q, want not found", name, n.Name)
		}
	}
}

func TestNetworkTableIsUnambiguous(t *testing.T) {
	seen := map[string]string{}
	for _, n := range Networks() {
		if n.Name == "" || n.Title == "" || n.Family.String() == "unknown" {
			t.Errorf("incomplete entry %+v", n)
		}
		for _, name := range append([]string{n.Name}, n.Aliases...) {
			key := strings.ToUpper(name)
			if other, dup := seen[key]; dup {
				t.Errorf("%q names both %s and %s", name, other, n.Name)
			}
			seen[key] = n.Name
		}
	}
}

func TestNetworksIsACopy(t *testing.T) {
	a := Networks()
	a[0].Name = "CHANGED"
	a[0].Aliases[0] = "CHANGED"
	if b := Networks(); b[0].Name == "CHANGED" || b[0].Aliases[0] == "CHANGED" {
		t.Fatal("Networks exposes the table")
	}
	n, _ := Lookup("ETH")
	n.Aliases[0] = "CHANGED"
	if _, ok := Lookup("ERC20"); !ok {
		t.Fatal("Lookup exposes the table")
	}
}

// Rules beyond the published vectors: one row per rule, naming it.
func TestValidateRules(t *testing.T) {
	const (
		eth  = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"
		p2pk = "1FsSia9rv4NeEwvJ2GvXrX7LyxYspbN2mo"
		usdt = "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t"
		tok  = "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA"
	)
	tests := []struct {
		rule, network, address string
		want                   error
	}{
		{"checksummed EVM address on every EVM network", "ETH", eth, nil},
		{"alias reaches the same check", "bep20", eth, nil},
		{"all lower case EVM has no checksum", "POLYGON", strings.ToLower(eth), nil},
		{"all upper case EVM has no checksum", "ARB", "0x" + strings.ToUpper(eth[2:]), nil},
		{"mixed case EVM with one letter flipped", "BASE", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD", ErrChecksum},
		{"EVM without 0x", "OP", eth[2:] + "00", ErrFormat},
		{"EVM with upper-case 0X", "ETH", "0X" + eth[2:], ErrFormat},
		{"EVM one digit short", "ETH", eth[:41], ErrFormat},
		{"EVM one digit long", "ETH", eth + "0", ErrFormat},
		{"EVM with a non-hex digit", "AVAX-C", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg", ErrFormat},
		{"EVM with surrounding space", "ETH", " " + eth, ErrFormat},
		{"empty address", "ETH", "", ErrFormat},
		{"unsupported network", "DOGE", eth, ErrUnsupportedNetwork},
		{"empty network", "", eth, ErrUnsupportedNetwork},
		{"Bitcoin P2PKH", "BTC", p2pk, nil},
		{"Bitcoin P2PKH with one character changed", "BTC", "1FsSia9rv4NeEwvJ2GvXrX7LyxYspbN2mp", ErrChecksum},
		{"Bitcoin base58 with 0 outside the alphabet", "BTC", "1FsSia9rv4NeEwvJ2GvXrX7LyxYspbN20o", ErrFormat},
		{"Bitcoin base58 too long", "BTC", strings.Repeat("1", 41), ErrFormat},
		{"Bitcoin base58 decoding to 24 bytes", "BTC", encodeBase58(make([]byte, 24)), ErrFormat},
		{"Bitcoin base58check of an unknown version byte", "BTC", usdt, ErrFormat},
		{"Bitcoin address on an EVM network", "ETH", p2pk, ErrFormat},
		{"EVM address on Bitcoin", "BTC", eth, ErrFormat},
		{"bech32 upper case", "BITCOIN", "BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4", nil},
		{"bech32 mixed case", "BTC", "bc1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4", ErrFormat},
		{"bech32 longer than 90", "BTC", "bc1" + strings.Repeat("q", 88), ErrFormat},
		{"testnet segwit is another network", "BTC", "tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7", ErrWrongNetwork},
		{"regtest segwit is another network", "BTC", "bcrt1qdavt4j2sd7dlhqsavtnfxvzppw6k7qy97tmnu9", ErrWrongNetwork},
		{"testnet P2PKH is another network", "BTC", "mzK2FFDEhxqHcmrJw1ysqFkVyhUULo45hZ", ErrWrongNetwork},
		{"testnet P2SH is another network", "BTC", "2NC2hEhe28ULKAJkW5MjZ3jtTMJdvXmByvK", ErrWrongNetwork},
		{"TRON base58check", "TRC20", usdt, nil},
		{"TRON with one character changed", "TRX", "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u", ErrChecksum},
		{"TRON not starting with T", "TRX", p2pk, ErrFormat},
		{"TRON too short", "TRX", usdt[:33], ErrFormat},
		{"TRON with l outside the alphabet", "TRON", "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6l", ErrFormat},
		{"TRON address on Solana decodes to 25 bytes", "SOL", usdt, ErrFormat},
		{"Solana program id", "SOL", tok, nil},
		{"Solana system program is 32 zero bytes", "SPL", strings.Repeat("1", 32), nil},
		{"Solana 31 characters", "SOL", strings.Repeat("1", 31), ErrFormat},
		{"Solana 45 characters", "SOL", tok + "AA", ErrFormat},
		{"Solana decoding to 33 bytes", "SOL", strings.Repeat("1", 33), ErrFormat},
		{"Solana decoding past 32 bytes", "SOL", strings.Repeat("z", 44), ErrFormat},
		{"Solana with 0 outside the alphabet", "SOL", "0" + tok[1:], ErrFormat},
		{"EVM address on Solana", "SOL", eth, ErrFormat},
	}
	for _, tc := range tests {
		t.Run(tc.rule, func(t *testing.T) {
			err := Validate(tc.network, tc.address)
			if tc.want == nil {
				if err != nil {
					t.Fatalf("Validate(%q, %q) = %v", tc.network, tc.address, err)
				}
				return
			}
			if !errors.Is(err, tc.want) {
				t.Fatalf("Validate(%q, %q) = %v, want %v", tc.network, tc.address, err, tc.want)
			}
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("%T is not *Error", err)
			}
			wantNetwork := tc.network
			if n, ok := Lookup(tc.network); ok {
				wantNetwork = n.Name
			}
			if e.Network != wantNetwork || e.Reason == "" {
				t.Errorf("Error = %+v, want Network %q and a reason", e, wantNetwork)
			}
			if strings.Contains(err.Error(), tc.address) && tc.address != "" {
				t.Errorf("message echoes the address: %s", err)
			}
		})
	}
}

func TestFormatFunctionsNameTheFamily(t *testing.T) {
	for _, tc := range []struct {
		err    error
		family Family
	}{
		{ValidateEVM("x"), FamilyEVM},
		{func() error { _, err := ChecksumEVM("x"); return err }(), FamilyEVM},
		{func() error { _, err := ParseBitcoin("x"); return err }(), FamilyBitcoin},
		{func() error { _, err := ParseBitcoin("bc1x"); return err }(), FamilyBitcoin},
		{func() error { _, err := ParseTron("x"); return err }(), FamilyTron},
		{func() error { _, err := ParseTron("T" + strings.Repeat("0", 33)); return err }(), FamilyTron},
		{func() error { _, err := ParseSolana("x"); return err }(), FamilySolana},
	} {
		var e *Error
		if !errors.As(tc.err, &e) || e.Network != tc.family.String() {
			t.Errorf("%v: want an *Error naming %s", tc.err, tc.family)
		}
	}
}

func TestBitcoinKinds(t *testing.T) {
	for _, tc := range []struct {
		address string
		kind    BitcoinKind
		version int
		size    int
	}{
		{"1FsSia9rv4NeEwvJ2GvXrX7LyxYspbN2mo", BitcoinP2PKH, -1, 20},
		{"36j4NfKv6Akva9amjWrLG6MuSQym1GuEmm", BitcoinP2SH, -1, 20},
		{"bc1qvyq0cc6rahyvsazfdje0twl7ez82ndmuac2lhv", BitcoinP2WPKH, 0, 20},
		{"bc1qyucykdlhp62tezs0hagqury402qwhk589q80tqs5myh3rxq34nwqhkdhv7", BitcoinP2WSH, 0, 32},
		{"bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0", BitcoinP2TR, 1, 32},
		{"bc1z2rksukkjr8", BitcoinWitnessFuture, 2, 2},
		{"bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y", BitcoinWitnessFuture, 1, 40},
	} {
		a, err := ParseBitcoin(tc.address)
		if err != nil {
			t.Errorf("%s: %v", tc.address, err)
			continue
		}
		if a.Kind != tc.kind || a.WitnessVersion != tc.version || len(a.Program()) != tc.size {
			t.Errorf("%s: got %s v%d %d bytes, want %s v%d %d bytes",
				tc.address, a.Kind, a.WitnessVersion, len(a.Program()), tc.kind, tc.version, tc.size)
		}
	}
	if (BitcoinAddress{}).String() != "" || BitcoinKind(0).String() != "unknown" {
		t.Error("zero BitcoinAddress should print empty, zero kind as unknown")
	}
}

func TestErrorWithoutKindStillPrints(t *testing.T) {
	if got := (&Error{Network: "ETH", Reason: "r"}).Error(); got != "chainaddr: ETH: invalid address: r" {
		t.Errorf("got %q", got)
	}
}

func TestCraftedEncodings(t *testing.T) {
	tron := func(version byte) string {
		b := append([]byte{version}, make([]byte, 20)...)
		b[20] = 1
		sum := base58CheckSum(b)
		return encodeBase58(append(b, sum[:]...))
	}
	for _, tc := range []struct {
		rule, network, address string
		want                   error
	}{
		// The human-readable part ends at the last '1', so a "bc1" prefix
		// does not make it "bc".
		{"segwit whose human-readable part only starts with bc1", "BTC", encodeSegwit("bc1q", 0, make([]byte, 20)), ErrFormat},
		{"segwit of another chain (Litecoin ltc)", "BTC", encodeSegwit("ltc", 0, make([]byte, 20)), ErrFormat},
		{"human-readable part changed after encoding", "BTC", "bc" + encodeSegwit("tb", 0, make([]byte, 20))[2:], ErrChecksum},
		{"TRON-shaped base58check with version 0x42", "TRX", tron(0x42), ErrFormat},
		{"TRON built with version 0x41", "TRX", tron(0x41), nil},
	} {
		t.Run(tc.rule, func(t *testing.T) {
			if tc.network == "TRX" && (len(tc.address) != 34 || tc.address[0] != 'T') {
				t.Fatalf("crafted %q is not TRON-shaped", tc.address)
			}
			if err := Validate(tc.network, tc.address); !errors.Is(err, tc.want) || (tc.want == nil) != (err == nil) {
				t.Errorf("Validate(%q) = %v, want %v", tc.address, err, tc.want)
			}
		})
	}
}

func TestNamesOfKindsAndFamilies(t *testing.T) {
	var got []string
	for f := Family(0); f <= FamilySolana; f++ {
		got = append(got, f.String())
	}
	for k := BitcoinKind(0); k <= BitcoinWitnessFuture; k++ {
		got = append(got, k.String())
	}
	want := "unknown EVM Bitcoin Tron Solana unknown P2PKH P2SH P2WPKH P2WSH P2TR witness-future"
	if strings.Join(got, " ") != want {
		t.Errorf("got %q", strings.Join(got, " "))
	}
}

func TestSameAddress(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		same bool
	}{
		{"0xABCdef0000000000000000000000000000000001", "0xabcdef0000000000000000000000000000000001", true},
		{"bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297", "BC1P5D7RJQ7G6RDK2YHZKS9SMLAQTEDR4DEKQ08GE8ZTWAC72SFR9RUSXG3297", true},
		{" bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq", "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq", true},
		// Mixed case is not bech32 at all, so it is not folded.
		{"bc1qAr0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq", "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq", false},
		{"TJRabPrwbZy45sbavfcjinPJC18kjpRTv8", "tjrabprwbzy45sbavfcjinpjc18kjprtv8", false},
		{"1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2", "1bvbmseystwetqtfn5au4m4gfg7xjanvn2", false},
	} {
		if got := SameAddress(tc.a, tc.b); got != tc.same {
			t.Errorf("SameAddress(%q, %q) = %v, want %v", tc.a, tc.b, got, tc.same)
		}
	}
}

func TestNetworkNameFoldsAliasesAndCase(t *testing.T) {
	for in, want := range map[string]string{"ETH": "ETH", "erc20": "ETH", "ERC-20": "ETH", "Ethereum": "ETH", "trc20": "TRX", "spl": "SOL", "bitcoin": "BTC", " Eth ": "ETH", "near": "NEAR"} {
		if got := NetworkName(in); got != want {
			t.Errorf("NetworkName(%q) = %q, want %q", in, got, want)
		}
	}
}
