package chainaddr

import (
	"bytes"
	"errors"
	"strings"
	"testing"
)

var fuzzSeeds = []struct{ network, address string }{
	{"ETH", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"},
	{"erc20", "0xde709f2102306220921060314715629080e2fb77"},
	{"BSC", "0x52908400098527886E0F7030069857D2E4169EE7"},
	{"ETH", "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD"},
	{"BTC", "1FsSia9rv4NeEwvJ2GvXrX7LyxYspbN2mo"},
	{"BTC", "36j4NfKv6Akva9amjWrLG6MuSQym1GuEmm"},
	{"BTC", "BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4"},
	{"BTC", "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0"},
	{"BTC", "bc1z2rksukkjr8"},
	{"BTC", "tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7"},
	{"BTC", "bc1gmk9yu"},
	{"TRX", "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t"},
	{"SOL", "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA"},
	{"SOL", "11111111111111111111111111111111"},
	{"DOGE", ""},
}

func FuzzValidate(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s.network, s.address)
	}
	f.Fuzz(func(t *testing.T, network, address string) {
		err := Validate(network, address)
		if again := Validate(network, address); !sameError(err, again) {
			t.Fatalf("not deterministic: %v then %v", err, again)
		}
		n, known := Lookup(network)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("%T is not *Error", err)
			}
			switch e.Kind {
			case ErrUnsupportedNetwork:
				if known {
					t.Fatalf("known network %q reported unsupported", network)
				}
			case ErrFormat, ErrChecksum, ErrWrongNetwork:
				if !known || e.Network != n.Name {
					t.Fatalf("error names %q for network %q", e.Network, network)
				}
			default:
				t.Fatalf("unknown kind %v", e.Kind)
			}
			return
		}
		// A valid address survives a trip through its canonical form.
		switch n.Family {
		case FamilyEVM:
			c, err := ChecksumEVM(address)
			if err != nil || !strings.EqualFold(c, address) {
				t.Fatalf("ChecksumEVM(%q) = %q, %v", address, c, err)
			}
			if c2, err := ChecksumEVM(c); err != nil || c2 != c {
				t.Fatalf("ChecksumEVM not idempotent: %q, %v", c2, err)
			}
		case FamilyBitcoin:
			a, _ := ParseBitcoin(address)
			s := a.String()
			if a.WitnessVersion >= 0 && s != strings.ToLower(address) || a.WitnessVersion < 0 && s != address {
				t.Fatalf("String() = %q for %q", s, address)
			}
			if b, err := ParseBitcoin(s); err != nil || b != a {
				t.Fatalf("canonical form %q re-parses to %+v, %v", s, b, err)
			}
		case FamilyTron:
			id, _ := ParseTron(address)
			b := append([]byte{tronVersion}, id[:]...)
			sum := base58CheckSum(b)
			if got := encodeBase58(append(b, sum[:]...)); got != address {
				t.Fatalf("re-encoded %q", got)
			}
		case FamilySolana:
			key, _ := ParseSolana(address)
			if got := encodeBase58(key[:]); got != address {
				t.Fatalf("re-encoded %q", got)
			}
		}
	})
}

func sameError(a, b error) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.Error() == b.Error()
}

func FuzzBech32(f *testing.F) {
	for _, s := range []string{
		"A12UEL5L", "a1lqfn3a", "?1ezyfcl", "abcdef1qpzry9x8gf2tvdw0s3jn54khce6mua7lmqqqxw",
		"split1checkupstagehandshakeupstreamerranterredcaperredlc445v",
		"bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4", "BC1SW50QGDZ25J",
		"bc1zw508d6qejxtdg4y5r3zarvaryvqyzf3du", "li1dgmt3", "1qzzfhee",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		d, err := decodeBech32(s)
		if d2, err2 := decodeBech32(s); d != d2 || (err == nil) != (err2 == nil) {
			t.Fatal("not deterministic")
		}
		if err != nil {
			return
		}
		lower := strings.ToLower(s)
		if got := encodeBech32(strings.ToLower(d.hrp), d.values(), d.enc); got != lower {
			t.Fatalf("re-encoded %q, want %q", got, lower)
		}
		w, err := decodeSegwit(s)
		if err != nil {
			return
		}
		if got := encodeSegwit(strings.ToLower(w.hrp), w.version, w.program[:w.n]); got != lower {
			t.Fatalf("segwit re-encoded %q, want %q", got, lower)
		}
	})
}

func FuzzBase58(f *testing.F) {
	for _, s := range []string{"", "1", "2g", "111211", "zzzzz", "1NS17iag9jJgTHD1VXjvLCEnZuQ3rJDE9L", "0OIl"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		if len(b) > 256 {
			return // quadratic; long inputs add nothing
		}
		// Bytes to text and back.
		s := encodeBase58(b)
		got, reason := decodeBase58(make([]byte, len(b)), s)
		if reason != "" || !bytes.Equal(got, b) {
			t.Fatalf("round trip of %x: %x, %q", b, got, reason)
		}
		// Text to bytes and back: only the canonical text decodes.
		got, reason = decodeBase58(make([]byte, len(b)), string(b))
		if reason == "" && encodeBase58(got) != string(b) {
			t.Fatalf("%q decodes to %x which encodes to %q", b, got, encodeBase58(got))
		}
	})
}
