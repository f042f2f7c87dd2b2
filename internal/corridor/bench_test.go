package corridor_test

import (
	"testing"

	"github.com/preflightpay/preflight/internal/corridor"
)

func BenchmarkFind(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if corridor.Find("GB", "GBP", "LOCAL", "faster_payments") == nil {
			b.Fatal("no corridor")
		}
	}
}

func BenchmarkFindSWIFT(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if corridor.Find("DE", "CNH", "SWIFT", "") == nil {
			b.Fatal("no corridor")
		}
	}
}

func BenchmarkCheckValue(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if corridor.CheckValue(corridor.ABA, "011000015", 0, 0) != nil {
			b.Fatal("invalid")
		}
	}
}

func BenchmarkRequirements(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		corridor.AppendJSON(nil, corridor.Requirements(corridor.Query{}), false)
	}
}
