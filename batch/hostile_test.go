package batch_test

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/preflightpay/preflight/batch"
	"github.com/preflightpay/preflight/internal/budget"
)

// TestMalformedReasonsCarryNoCardNumber: the "malformed" member quotes the reader's reason,
// which quotes the record (an invalid literal, a member name): a card number in it is masked.
func TestMalformedReasonsCarryNoCardNumber(t *testing.T) {
	for _, tt := range []struct {
		format batch.Format
		in     string
	}{
		{batch.JSONLines, `{"payment_amount":4111-1111-1111-1111}`},
		{batch.JSONLines, `{"4111111111111111":1,"4111111111111111":2}`},
		{batch.JSONLines, `{"reference":"x"} 4111111111111111`},
		{batch.CSV, "beneficiary_id,4111111111111111.x,4111111111111111.x\nb,1,2"},
		{batch.CSV, "beneficiary_id,reference\nb,\"4111 1111 1111 1111\"x"},
	} {
		out, _ := run(t, tt.in, batch.Options{Format: tt.format})
		flat := strings.NewReplacer(" ", "", "-", "").Replace(out)
		if strings.Contains(flat, "4111111111111111") {
			t.Errorf("%q: the output carries the card number:\n%s", tt.in, out)
		}
	}
}

// TestCSVQuotesAndNewlinesInCells: quotes doubled inside a quoted cell and line breaks inside it
// are read as the cell's text; a quote left open swallows the rest of the file into one
// malformed record, reported at the line where it opened.
func TestCSVQuotesAndNewlinesInCells(t *testing.T) {
	in := "beneficiary_id,reference\n" +
		"b-1,\"He said \"\"pay\"\"\nthen left\"\n" +
		"b-2,\"a,b\"\r\n" +
		"b-3,\"open quote\nb-4,r\n"
	out, sum := run(t, in, batch.Options{Format: batch.CSV})
	lines := decodeLines(t, []byte(out))
	if sum.Records != 3 || len(lines) != 4 {
		t.Fatalf("summary %+v:\n%s", sum, out)
	}
	if lines[0].Line != 2 || lines[0].Malformed != "" || lines[1].Line != 4 || lines[1].Malformed != "" {
		t.Errorf("quoted cells: %+v %+v", lines[0], lines[1])
	}
	if lines[2].Line != 5 || !strings.HasPrefix(lines[2].Malformed, "CSV syntax") {
		t.Errorf("open quote: %+v", lines[2])
	}
}

// FuzzRunBounded: whatever the file, Run's memory is bounded by the file and the per-record
// limit, and its output holds no card number that the input gave in a malformed position.
func FuzzRunBounded(f *testing.F) {
	f.Add([]byte("beneficiary_id,reference\nb,\"x\"\"y\nz\"\n"), true)
	f.Add([]byte("{\"a\":4111-1111-1111-1111}\n{}\n"), false)
	f.Add([]byte("a\n\""+strings.Repeat("x", 3000)), true)
	f.Fuzz(func(t *testing.T, data []byte, csv bool) {
		format := batch.JSONLines
		if csv {
			format = batch.CSV
		}
		var out bytes.Buffer
		var err error
		n := budget.Allocated(func() {
			_, err = batch.Run(bytes.NewReader(data), &out, batch.Options{Operation: op, Format: format, Workers: 1})
		})
		// Input that is not text (a NUL byte, another encoding) is refused; the bound holds all
		// the same.
		if err != nil && !errors.Is(err, batch.ErrEncoding) {
			t.Fatal(err)
		}
		// Fixed buffers (the reader's chunks, the reorder window) plus linear in the file.
		if limit := 16<<20 + budget.Linear(len(data)); n > limit {
			t.Fatalf("Run of %d bytes allocated %d, budget %d", len(data), n, limit)
		}
	})
}
