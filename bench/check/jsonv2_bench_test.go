//go:build goexperiment.jsonv2

package check_test

import (
	"encoding/json/v2"
	"testing"

	"github.com/preflightpay/preflight/internal/benchpeer"
)

// BenchmarkBaselineJSONv2Decode: encoding/json/v2 (GOEXPERIMENT=jsonv2) decoding the same
// bytes into the same struct; scripts/bench.sh runs it when the toolchain builds it.
func BenchmarkBaselineJSONv2Decode(b *testing.B) {
	b.SetBytes(int64(len(benchpeer.PayoutJSON)))
	b.ReportAllocs()
	for b.Loop() {
		var p benchpeer.Payout
		if err := json.Unmarshal(benchpeer.PayoutJSON, &p); err != nil {
			b.Fatal(err)
		}
	}
}
