package chainaddr

import "testing"

func benchValidate(b *testing.B, network, address string) {
	b.ReportAllocs()
	for b.Loop() {
		if err := Validate(network, address); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkEVM(b *testing.B) {
	b.Run("checksummed", func(b *testing.B) { benchValidate(b, "ETH", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed") })
	b.Run("lower", func(b *testing.B) { benchValidate(b, "ETH", "0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed") })
	b.Run("last-alias", func(b *testing.B) {
		benchValidate(b, "AVALANCHE C-CHAIN", "0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed")
	})
}

func BenchmarkEVMChecksum(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ChecksumEVM("0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed"); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkBitcoinBech32(b *testing.B) {
	b.Run("P2WPKH", func(b *testing.B) { benchValidate(b, "BTC", "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4") })
	b.Run("P2TR", func(b *testing.B) {
		benchValidate(b, "BTC", "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0")
	})
}

func BenchmarkBitcoinBase58(b *testing.B) {
	benchValidate(b, "BTC", "1FsSia9rv4NeEwvJ2GvXrX7LyxYspbN2mo")
}

func BenchmarkTron(b *testing.B) {
	benchValidate(b, "TRX", "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t")
}

func BenchmarkSolana(b *testing.B) {
	benchValidate(b, "SOL", "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA")
}

func BenchmarkInvalid(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if Validate("ETH", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD") == nil {
			b.Fatal("accepted")
		}
	}
}
