package batch_test

import (
	"bytes"
	"io"
	"runtime"
	"runtime/debug"
	"testing"

	"github.com/preflightpay/preflight/batch"
	"github.com/preflightpay/preflight/batch/internal/gen"
)

// benchOptions is the mix of the scale script: one record in ten with a finding, one in a
// thousand malformed.
var benchOptions = gen.Options{InvalidEvery: 10, MalformedEvery: 1000}

// BenchmarkBatchPayouts is batch throughput on every core (GOMAXPROCS workers): generated
// payouts, JSON lines in, reports out, in records per second. The target is 150,000 on two
// cores.
func BenchmarkBatchPayouts(b *testing.B) {
	benchmarkBatch(b, batch.JSONLines, gen.WriteJSONL, nil)
}

// BenchmarkBatchPayoutsCSV is the same file as CSV.
func BenchmarkBatchPayoutsCSV(b *testing.B) {
	benchmarkBatch(b, batch.CSV, gen.WriteCSV, nil)
}

// BenchmarkBatchPayoutsHandBack is BenchmarkBatchPayouts writing the hand-back file too
// (Options.Invalid): one record in ten goes into it. The target is within 5% of
// BenchmarkBatchPayouts.
func BenchmarkBatchPayoutsHandBack(b *testing.B) {
	benchmarkBatch(b, batch.JSONLines, gen.WriteJSONL, io.Discard)
}

// BenchmarkBatchPayoutsCSVHandBack is the same with CSV.
func BenchmarkBatchPayoutsCSVHandBack(b *testing.B) {
	benchmarkBatch(b, batch.CSV, gen.WriteCSV, io.Discard)
}

func benchmarkBatch(b *testing.B, format batch.Format, write func(io.Writer, int, gen.Options) error, invalid io.Writer) {
	const n = 20000
	var in bytes.Buffer
	if err := write(&in, n, benchOptions); err != nil {
		b.Fatal(err)
	}
	data := in.Bytes()
	// Collect garbage as the command does (see cmd/preflight/batch.go), so that the figure is
	// the command's.
	defer debug.SetGCPercent(debug.SetGCPercent(-1))
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(int64(32+8*runtime.GOMAXPROCS(0)) << 20))
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		sum, err := batch.Run(bytes.NewReader(data), io.Discard, batch.Options{Operation: op, Format: format, Invalid: invalid})
		if err != nil || sum.Records != n {
			b.Fatalf("%v after %d records", err, sum.Records)
		}
	}
	b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "records/s")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(n)/float64(b.N), "ns/record")
}
