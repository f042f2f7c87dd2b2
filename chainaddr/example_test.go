package chainaddr_test

import (
	"encoding/hex"
	"errors"
	"fmt"
	"strings"

	"github.com/preflightpay/preflight/chainaddr"
)

func ExampleValidate() {
	for _, c := range []struct{ network, address string }{
		{"ERC20", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"},
		{"ETH", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD"},
		{"BTC", "tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7"},
		{"TRC20", "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6"},
		{"DOGE", "DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L"},
	} {
		err := chainaddr.Validate(c.network, c.address)
		switch {
		case err == nil:
			fmt.Println("ok")
		case errors.Is(err, chainaddr.ErrUnsupportedNetwork):
			fmt.Println("no check for this network:", err)
		default:
			// The platform's words for every other failure.
			var e *chainaddr.Error
			errors.As(err, &e)
			fmt.Println("invalid address format for network "+e.Network, "--", err)
		}
	}
	// Output:
	// ok
	// invalid address format for network ETH -- chainaddr: ETH: address checksum mismatch: mixed case does not match the EIP-55 checksum
	// invalid address format for network BTC -- chainaddr: BTC: address of another network: testnet, signet or regtest address
	// invalid address format for network TRX -- chainaddr: TRX: malformed address: must be 34 characters
	// no check for this network: chainaddr: DOGE: unsupported network: not in the network table
}

func ExampleLookup() {
	n, ok := chainaddr.Lookup("bnb smart chain")
	fmt.Println(n.Name, n.Title, n.Family, ok)
	_, ok = chainaddr.Lookup("BNB")
	fmt.Println(ok)
	// Output:
	// BSC BNB Smart Chain EVM true
	// false
}

func ExampleNetworks() {
	// The README's table.
	fmt.Println("| Network | Name | Aliases | Format |")
	fmt.Println("| --- | --- | --- | --- |")
	for _, n := range chainaddr.Networks() {
		fmt.Printf("| %s | %s | %s | %s |\n", n.Name, n.Title, strings.Join(n.Aliases, ", "), n.Family)
	}
	// Output:
	// | Network | Name | Aliases | Format |
	// | --- | --- | --- | --- |
	// | ETH | Ethereum | ERC20, ERC-20, ETHEREUM | EVM |
	// | BSC | BNB Smart Chain | BEP20, BEP-20, BNB SMART CHAIN | EVM |
	// | POLYGON | Polygon PoS | MATIC, POL | EVM |
	// | ARBITRUM | Arbitrum One | ARB, ARBITRUM ONE | EVM |
	// | OPTIMISM | OP Mainnet | OP, OP MAINNET | EVM |
	// | BASE | Base |  | EVM |
	// | AVAXC | Avalanche C-Chain | AVAX-C, AVAX C-CHAIN, AVALANCHE C-CHAIN | EVM |
	// | BTC | Bitcoin | BITCOIN | Bitcoin |
	// | TRX | TRON | TRON, TRC20, TRC-20 | Tron |
	// | SOL | Solana | SOLANA, SPL | Solana |
}

func ExampleValidateEVM() {
	fmt.Println(chainaddr.ValidateEVM("0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359"))
	fmt.Println(chainaddr.ValidateEVM("0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359"))
	fmt.Println(chainaddr.ValidateEVM("0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5D359"))
	// Output:
	// <nil>
	// <nil>
	// chainaddr: EVM: address checksum mismatch: mixed case does not match the EIP-55 checksum
}

func ExampleChecksumEVM() {
	s, err := chainaddr.ChecksumEVM("0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359")
	fmt.Println(s, err)
	// Output:
	// 0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359 <nil>
}

func ExampleParseBitcoin() {
	for _, s := range []string{
		"1FsSia9rv4NeEwvJ2GvXrX7LyxYspbN2mo",
		"BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4",
		"bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0",
	} {
		a, err := chainaddr.ParseBitcoin(s)
		fmt.Println(a.Kind, a.WitnessVersion, hex.EncodeToString(a.Program()), a, err)
	}
	// Output:
	// P2PKH -1 a31c06bd463e3923bc1aadbde48b16976c080717 1FsSia9rv4NeEwvJ2GvXrX7LyxYspbN2mo <nil>
	// P2WPKH 0 751e76e8199196d454941c45d1b3a323f1433bd6 bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4 <nil>
	// P2TR 1 79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798 bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0 <nil>
}

func ExampleParseTron() {
	id, err := chainaddr.ParseTron("TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t")
	fmt.Printf("0x%x %v\n", id, err)
	// Output:
	// 0xa614f803b6fd780986a42c78ec9c7f77e6ded13c <nil>
}

func ExampleParseSolana() {
	key, err := chainaddr.ParseSolana("TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA")
	fmt.Printf("%x %v\n", key, err)
	// Output:
	// 06ddf6e1d765a193d9cbe146ceeb79ac1cb485ed5f5b37913a8cf5857eff00a9 <nil>
}

func ExampleError() {
	err := chainaddr.Validate("SOL", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed")
	var e *chainaddr.Error
	if errors.As(err, &e) {
		fmt.Println(e.Network, e.Kind == chainaddr.ErrFormat, e.Reason)
	}
	// Output:
	// SOL true character outside the base58 alphabet
}

func ExampleSameAddress() {
	fmt.Println(chainaddr.SameAddress("0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", "0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed"))
	fmt.Println(chainaddr.SameAddress("BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4", "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4"))
	fmt.Println(chainaddr.SameAddress("TJRabPrwbZy45sbavfcjinPJC18kjpRTv8", "tjrabprwbzy45sbavfcjinpjc18kjprtv8"))
	// Output:
	// true
	// true
	// false
}

func ExampleNetworkName() {
	fmt.Println(chainaddr.NetworkName("erc20"), chainaddr.NetworkName("TRC-20"), chainaddr.NetworkName(" aptos "))
	fmt.Println(chainaddr.SameNetwork("ERC20", "eth"))
	// Output:
	// ETH TRX APTOS
	// true
}
