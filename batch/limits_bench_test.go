package batch_test

import (
	"bufio"
	"bytes"
	"encoding/csv"
	"encoding/json"
	"io"
	"runtime"
	"sync"
	"testing"

	"github.com/preflightpay/preflight/batch/internal/gen"
	"github.com/preflightpay/preflight/internal/benchpeer"
)

// The practical limits BenchmarkBatchPayouts and BenchmarkBatchPayoutsCSV are read beside: the
// same 20,000 generated records merely read (line by line, or row by row with encoding/csv), and
// merely decoded with encoding/json into a struct, on every core in a tight loop, writing
// nothing. A batch cannot beat the first; the second is what a service pays before it checks
// anything.

// BenchmarkBatchLimitReadLines: the JSON-lines file read line by line (bufio.Scanner), nothing
// else.
func BenchmarkBatchLimitReadLines(b *testing.B) {
	data := limitInput(b, gen.WriteJSONL)
	for b.Loop() {
		sc := bufio.NewScanner(bytes.NewReader(data))
		sc.Buffer(make([]byte, 64<<10), 1<<20)
		n := 0
		for sc.Scan() {
			n++
		}
		if n != limitRecords {
			b.Fatalf("%d lines", n)
		}
	}
	reportRecords(b)
}

// BenchmarkBatchLimitReadCSV: the CSV file read row by row with encoding/csv, nothing else.
func BenchmarkBatchLimitReadCSV(b *testing.B) {
	data := limitInput(b, gen.WriteCSV)
	for b.Loop() {
		r := csv.NewReader(bytes.NewReader(data))
		r.FieldsPerRecord, r.ReuseRecord = -1, true
		n := -1 // the header
		for {
			if _, err := r.Read(); err == io.EOF {
				break
			}
			n++
		}
		if n != limitRecords {
			b.Fatalf("%d rows", n)
		}
	}
	reportRecords(b)
}

// BenchmarkBatchLimitJSONDecode: every line decoded with encoding/json into the plain payout
// struct, the lines shared out among GOMAXPROCS goroutines as batch shares its chunks.
func BenchmarkBatchLimitJSONDecode(b *testing.B) {
	data := limitInput(b, gen.WriteJSONL)
	lines := bytes.Split(bytes.TrimSuffix(data, []byte("\n")), []byte("\n"))
	workers := runtime.GOMAXPROCS(0)
	for b.Loop() {
		var wg sync.WaitGroup
		for w := range workers {
			wg.Go(func() {
				for i := w; i < len(lines); i += workers {
					var p benchpeer.Payout
					_ = json.Unmarshal(lines[i], &p) // the malformed records fail, as they should
				}
			})
		}
		wg.Wait()
	}
	reportRecords(b)
}

// limitRecords is the records of each iteration, as in BenchmarkBatchPayouts.
const limitRecords = 20000

func limitInput(b *testing.B, write func(io.Writer, int, gen.Options) error) []byte {
	var in bytes.Buffer
	if err := write(&in, limitRecords, benchOptions); err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(in.Len()))
	b.ReportAllocs()
	return in.Bytes()
}

func reportRecords(b *testing.B) {
	b.ReportMetric(float64(limitRecords)*float64(b.N)/b.Elapsed().Seconds(), "records/s")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(limitRecords)/float64(b.N), "ns/record")
}
