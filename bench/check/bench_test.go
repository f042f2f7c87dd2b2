package check_test

import (
	"encoding/json"
	"testing"

	"github.com/preflightpay/preflight"
	"github.com/preflightpay/preflight/internal/benchpeer"
	"github.com/preflightpay/preflight/internal/input"
)

// BenchmarkCheckPayout: JSON bytes to report for a valid payout through the front door
// (preflight.Check), the work a service does for each request. Its baseline is
// BenchmarkBaselineJSONDecode, measured in the same binary.
func BenchmarkCheckPayout(b *testing.B) {
	r, err := preflight.Check(benchpeer.Operation, benchpeer.PayoutJSON, nil, preflight.Options{})
	if err != nil || !r.Valid || len(r.Warnings) != 0 {
		b.Fatalf("the benchmark payout is not valid: %v %+v %+v", err, r.Errors, r.Warnings)
	}
	b.SetBytes(int64(len(benchpeer.PayoutJSON)))
	b.ReportAllocs()
	for b.Loop() {
		preflight.Check(benchpeer.Operation, benchpeer.PayoutJSON, nil, preflight.Options{})
	}
}

// BenchmarkBaselineJSONDecode: encoding/json decoding the same bytes into a plain struct, which
// is what a service does anyway before it validates anything.
func BenchmarkBaselineJSONDecode(b *testing.B) { benchDecode(b, json.Unmarshal) }

// benchDecode decodes the benchmark payout into the plain struct with unmarshal.
func benchDecode(b *testing.B, unmarshal func([]byte, any) error) {
	b.SetBytes(int64(len(benchpeer.PayoutJSON)))
	b.ReportAllocs()
	for b.Loop() {
		var p benchpeer.Payout
		if err := unmarshal(benchpeer.PayoutJSON, &p); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkParsePayout: the strict JSON reader alone (input.ParseObject), the part of
// BenchmarkCheckPayout that is not rules.
func BenchmarkParsePayout(b *testing.B) {
	b.SetBytes(int64(len(benchpeer.PayoutJSON)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := input.ParseObject(benchpeer.PayoutJSON, input.Limits{}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkParsePayoutArena: the same reading into an input.Arena reset after each request, as
// preflight.Check reads (the members' and containers' storage kept between requests).
func BenchmarkParsePayoutArena(b *testing.B) {
	var a input.Arena
	b.SetBytes(int64(len(benchpeer.PayoutJSON)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := a.ParseObject(benchpeer.PayoutJSON, input.Limits{}); err != nil {
			b.Fatal(err)
		}
		a.Reset()
	}
}
