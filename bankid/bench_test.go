package bankid_test

import (
	"testing"

	"github.com/preflightpay/preflight/bankid"
)

// sink keeps results alive so the compiler cannot drop the calls. It is a
// string, not an interface, so that storing it does not allocate.
var sink string

func benchString(b *testing.B, in string, check func(string) (string, error)) {
	b.ReportAllocs()
	for b.Loop() {
		v, err := check(in)
		if err != nil {
			b.Fatal(err)
		}
		sink = v
	}
}

func BenchmarkIBAN(b *testing.B) {
	for _, in := range []string{"DE89370400440532013000", "de89 3704 0044 0532 0130 00"} {
		b.Run(in, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				x, err := bankid.ParseIBAN(in)
				if err != nil {
					b.Fatal(err)
				}
				sink = x.Value
			}
		})
	}
}

func BenchmarkBIC(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		x, err := bankid.ParseBIC("DEUTDEFF500")
		if err != nil {
			b.Fatal(err)
		}
		sink = x.Branch
	}
}

func BenchmarkABA(b *testing.B) { benchString(b, "011000015", bankid.ParseABA) }

func BenchmarkSortCode(b *testing.B) {
	b.Run("plain", func(b *testing.B) { benchString(b, "100000", bankid.ParseSortCode) })
	b.Run("dashes", func(b *testing.B) { benchString(b, "10-00-00", bankid.ParseSortCode) })
}

func BenchmarkBSB(b *testing.B) { benchString(b, "092009", bankid.ParseBSB) }

func BenchmarkIFSC(b *testing.B) { benchString(b, "SBIN0001707", bankid.ParseIFSC) }

func BenchmarkCNAPS(b *testing.B) { benchString(b, "102100099996", bankid.ParseCNAPS) }

func BenchmarkCLABE(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		c, err := bankid.ParseCLABE("032180000118359719")
		if err != nil {
			b.Fatal(err)
		}
		sink = c.Value
	}
}

func BenchmarkE164(b *testing.B) { benchString(b, "+14155552671", bankid.ParseE164) }

func BenchmarkSWIFTText(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if err := bankid.CheckSWIFTText("/RFB/INV 2024-001 (PAID) part 1/2"); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkAccountNumber(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if err := bankid.CheckAccountNumber("GB29NWBK60161331926819"); err != nil {
			b.Fatal(err)
		}
	}
}
