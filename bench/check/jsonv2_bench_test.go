//go:build goexperiment.jsonv2

package check_test

import (
	"encoding/json/v2"
	"testing"
)

// BenchmarkBaselineJSONv2Decode: encoding/json/v2 (GOEXPERIMENT=jsonv2) decoding the same
// bytes into the same struct; scripts/bench.sh runs it when the toolchain builds it.
func BenchmarkBaselineJSONv2Decode(b *testing.B) {
	benchDecode(b, func(data []byte, v any) error { return json.Unmarshal(data, v) })
}
