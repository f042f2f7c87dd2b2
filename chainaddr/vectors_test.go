package chainaddr

import (
	"encoding/hex"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/preflightpay/preflight/internal/tsvtest"
)

// readVectors returns the tab-separated fields of each non-blank,
// non-comment line of testdata/name.
func readVectors(t *testing.T, name string) [][]string {
	t.Helper()
	out := tsvtest.Rows(t, filepath.Join("testdata", name))
	if len(out) == 0 {
		t.Fatalf("%s: no vectors", name)
	}
	return out
}

func unquote(t *testing.T, s string) string {
	t.Helper()
	u, err := strconv.Unquote(s)
	if err != nil {
		t.Fatalf("unquote %s: %v", s, err)
	}
	return u
}

var categories = map[string]error{
	"format":        ErrFormat,
	"checksum":      ErrChecksum,
	"wrong-network": ErrWrongNetwork,
	"unsupported":   ErrUnsupportedNetwork,
}

func category(t *testing.T, name string) error {
	t.Helper()
	c, ok := categories[name]
	if !ok {
		t.Fatalf("unknown category %q", name)
	}
	return c
}

// scriptPubKey builds the output script a segwit address pays to:
// OP_n (0x00, or 0x50+n), the program length, the program.
func scriptPubKey(version int, program []byte) string {
	op := byte(0)
	if version > 0 {
		op = 0x50 + byte(version)
	}
	return hex.EncodeToString(append([]byte{op, byte(len(program))}, program...))
}

func TestEIP55Vectors(t *testing.T) {
	for _, v := range readVectors(t, "eip55.txt") {
		addr := v[0]
		t.Run(addr, func(t *testing.T) {
			if err := ValidateEVM(addr); err != nil {
				t.Fatalf("ValidateEVM: %v", err)
			}
			got, err := ChecksumEVM(strings.ToLower(addr[:2]) + strings.ToLower(addr[2:]))
			if err != nil {
				t.Fatal(err)
			}
			// All-caps and all-lower vectors are their own checksum form
			// only when every letter's nibble agrees; the normal vectors
			// must come back exactly.
			if got != addr && strings.ToLower(addr) != addr && strings.ToUpper(addr[2:]) != addr[2:] {
				t.Errorf("ChecksumEVM = %s, want %s", got, addr)
			}
			if err := ValidateEVM(got); err != nil {
				t.Errorf("checksum form does not validate: %v", err)
			}
			// Flipping the case of any one letter of a checksummed
			// address must break the checksum.
			for i := 2; i < len(got); i++ {
				c := got[i]
				var f byte
				switch {
				case 'a' <= c && c <= 'f':
					f = c - 'a' + 'A'
				case 'A' <= c && c <= 'F':
					f = c - 'A' + 'a'
				default:
					continue
				}
				bad := got[:i] + string(f) + got[i+1:]
				if strings.ToLower(bad) == bad || strings.ToUpper(bad[2:]) == bad[2:] {
					continue // single-case: no checksum to break
				}
				if err := ValidateEVM(bad); !errors.Is(err, ErrChecksum) {
					t.Errorf("%s: got %v, want ErrChecksum", bad, err)
				}
			}
		})
	}
}

func TestBech32Vectors(t *testing.T) {
	for _, file := range []string{"bip173.txt", "bip350.txt"} {
		for _, v := range readVectors(t, file) {
			s := unquote(t, v[1])
			t.Run(file+"/"+v[0]+"/"+strconv.Quote(s), func(t *testing.T) {
				switch v[0] {
				case "bech32", "bech32m":
					want := encBech32
					if v[0] == "bech32m" {
						want = encBech32m
					}
					d, err := decodeBech32(s)
					if err != nil {
						t.Fatalf("decode: %v", err)
					}
					if d.enc != want {
						t.Fatalf("encoding %d, want %d", d.enc, want)
					}
					if got := encodeBech32(strings.ToLower(d.hrp), d.values(), d.enc); got != strings.ToLower(s) {
						t.Errorf("re-encoded %s", got)
					}
				case "bech32-invalid":
					_, err := decodeBech32(s)
					if !errors.Is(err, category(t, v[2])) {
						t.Errorf("got %v, want %s (%s)", err, v[2], v[3])
					}
				case "address":
					w, err := decodeSegwit(s)
					if err != nil {
						t.Fatalf("decodeSegwit: %v", err)
					}
					if got := scriptPubKey(w.version, w.program[:w.n]); got != v[2] {
						t.Errorf("scriptPubKey %s, want %s", got, v[2])
					}
					a, perr := ParseBitcoin(s)
					if strings.EqualFold(w.hrp, "bc") {
						if perr != nil {
							t.Fatalf("ParseBitcoin: %v", perr)
						}
						if got := a.String(); got != strings.ToLower(s) {
							t.Errorf("String() = %s", got)
						}
					} else if !errors.Is(perr, ErrWrongNetwork) {
						t.Errorf("ParseBitcoin: got %v, want ErrWrongNetwork", perr)
					}
				case "address-invalid", "address-bip350":
					_, err := ParseBitcoin(s)
					if !errors.Is(err, category(t, v[2])) {
						t.Errorf("got %v, want %s (%s)", err, v[2], v[3])
					}
				default:
					t.Fatalf("unknown section %q", v[0])
				}
			})
		}
	}
}

func TestBase58Vectors(t *testing.T) {
	raw, err := os.ReadFile(filepath.Join("testdata", "base58_encode_decode.json"))
	if err != nil {
		t.Fatal(err)
	}
	var vectors [][2]string
	if err := json.Unmarshal(raw, &vectors); err != nil {
		t.Fatal(err)
	}
	for _, v := range vectors {
		t.Run(v[1], func(t *testing.T) {
			want, err := hex.DecodeString(v[0])
			if err != nil {
				t.Fatal(err)
			}
			if got := encodeBase58(want); got != v[1] {
				t.Errorf("encode = %s, want %s", got, v[1])
			}
			got, reason := decodeBase58(make([]byte, len(v[1])), v[1])
			if reason != "" {
				t.Fatalf("decode: %s", reason)
			}
			if hex.EncodeToString(got) != strings.ToLower(v[0]) {
				t.Errorf("decode = %x, want %s", got, v[0])
			}
		})
	}
}

func TestBitcoinCoreKeyIO(t *testing.T) {
	for _, v := range readVectors(t, "key_io.txt") {
		addr, script, chain := v[0], v[1], v[2]
		t.Run(addr, func(t *testing.T) {
			a, err := ParseBitcoin(addr)
			if chain != "main" {
				if !errors.Is(err, ErrWrongNetwork) {
					t.Fatalf("%s address: got %v, want ErrWrongNetwork", chain, err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			var got string
			switch a.Kind {
			case BitcoinP2PKH:
				got = "76a914" + hex.EncodeToString(a.Program()) + "88ac"
			case BitcoinP2SH:
				got = "a914" + hex.EncodeToString(a.Program()) + "87"
			default:
				got = scriptPubKey(a.WitnessVersion, a.Program())
			}
			if got != script {
				t.Errorf("script %s, want %s", got, script)
			}
			if a.String() != addr {
				t.Errorf("String() = %s", a.String())
			}
			// Bitcoin Core's tryCaseFlip: upper-case bech32 is the same
			// address.
			if a.WitnessVersion >= 0 {
				if err := Validate("BTC", strings.ToUpper(addr)); err != nil {
					t.Errorf("upper case: %v", err)
				}
			}
		})
	}
}

func TestTronKnownAddresses(t *testing.T) {
	for _, v := range readVectors(t, "tron.txt") {
		t.Run(v[2], func(t *testing.T) {
			id, err := ParseTron(v[0])
			if err != nil {
				t.Fatal(err)
			}
			if v[1] != "-" && "41"+hex.EncodeToString(id[:]) != v[1] {
				t.Errorf("decoded 41%x, want %s", id, v[1])
			}
		})
	}
}

func TestSolanaKnownAddresses(t *testing.T) {
	for _, v := range readVectors(t, "solana.txt") {
		t.Run(v[2], func(t *testing.T) {
			key, err := ParseSolana(v[0])
			if err != nil {
				t.Fatal(err)
			}
			if v[1] != "-" && hex.EncodeToString(key[:]) != v[1] {
				t.Errorf("decoded %x, want %s", key, v[1])
			}
			if got := encodeBase58(key[:]); got != v[0] {
				t.Errorf("re-encoded %s", got)
			}
		})
	}
}
