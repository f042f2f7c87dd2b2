package main

import (
	"bytes"
	"io"
	"strings"
	"testing"

	"github.com/preflightpay/preflight/batch"
)

// BenchmarkBatchText measures what the text format adds to a batch run: "json" is batch.Run
// writing its JSON lines, as the command writes them in JSON; "text" runs through the filter
// that turns each report into a table.
// Compare them in one run: go test ./cmd/preflight -run XXX -bench BatchText -benchtime 20x -count 1
func BenchmarkBatchText(b *testing.B) {
	var in bytes.Buffer
	for i := range 5000 {
		switch i % 4 {
		case 0:
			in.WriteString(`{}` + "\n")
		case 1:
			in.WriteString(`{"beneficiary_id": "ben-1", "payment_amount": "10.00", "payment_currency": "usd"}` + "\n")
		default:
			in.WriteString(`{"beneficiary_id": "ben-2", "payment_amount": "20.00", "payment_currency": "USD"}` + "\n")
		}
	}
	opts := batch.Options{Operation: "fiat/create-payout", Workers: 1}
	for _, bc := range []struct {
		name string
		out  func() (io.Writer, func() error)
	}{
		{"json", func() (io.Writer, func() error) { return io.Discard, func() error { return nil } }},
		{"text", func() (io.Writer, func() error) {
			o := &batchText{w: io.Discard, out: output{text: true}}
			return o, o.finish
		}},
	} {
		b.Run(bc.name, func(b *testing.B) {
			b.SetBytes(int64(in.Len()))
			for b.Loop() {
				w, finish := bc.out()
				if _, err := batch.Run(strings.NewReader(in.String()), w, opts); err != nil {
					b.Fatal(err)
				}
				if err := finish(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
