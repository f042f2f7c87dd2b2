package batch_test

import (
	"io"
	"runtime"
	"strings"
	"testing"

	"github.com/preflightpay/preflight/batch"
	"github.com/preflightpay/preflight/internal/input"
)

// TestCSVOpenQuoteIsCutAtTheLimitAndTheRowsAfterItAreChecked: a quote left open makes the rest
// of a CSV file one cell. The row is reported as too long once it passes the limit, the reader
// starts again at the next line break, and the rows from there on are checked at their lines.
func TestCSVOpenQuoteIsCutAtTheLimitAndTheRowsAfterItAreChecked(t *testing.T) {
	var in strings.Builder
	in.WriteString("beneficiary_id,reference\nb,\"never closed\n")
	for range 40 {
		in.WriteString("b,some text of the open cell\n") // 29 bytes a line, all inside the quote
	}
	in.WriteString("b,after\n")
	out, sum := run(t, in.String(), batch.Options{Format: batch.CSV, Limits: input.Limits{MaxBytes: 200}})
	lines := decodeLines(t, []byte(out))
	if len(lines) < 3 || !strings.HasPrefix(lines[0].Malformed, "the row is longer than the limit of 200 bytes") || lines[0].Line != 2 {
		t.Fatalf("the open row reported as %+v", lines[0])
	}
	// The row starts at byte 25 and is cut 203 bytes on, at byte 228: inside line 9 (bytes
	// 215 to 243; the header takes 25, line 2 16, each line after it 29). Line 10 onwards are
	// rows again.
	if next := lines[1]; next.Malformed != "" || next.Line != 10 {
		t.Errorf("the row after the cut reported as %+v, want a checked row at line 10", next)
	}
	if last := lines[len(lines)-2]; last.Line != 43 || last.Malformed != "" {
		t.Errorf("the last row reported as %+v, want line 43 checked", last)
	}
	if sum.Malformed != 1 || sum.Records != 1+(43-10+1) {
		t.Errorf("summary %+v", sum)
	}
}

// TestCSVOpenQuoteMemoryStaysFlat: however much input follows an open quote, a run allocates
// about the same: the row is dropped past the limit instead of held. 64 MiB follow the quote
// here; a reader that held them would allocate more than that.
func TestCSVOpenQuoteMemoryStaysFlat(t *testing.T) {
	allocated := func(size int64) uint64 {
		r := io.MultiReader(strings.NewReader("beneficiary_id,reference\nb,\"open"), &repeat{b: 'x', n: size})
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		sum, err := batch.Run(r, io.Discard, batch.Options{Operation: op, Format: batch.CSV, Workers: 1})
		runtime.ReadMemStats(&after)
		if err != nil || sum.Records != 1 || sum.Malformed != 1 {
			t.Fatalf("%v, summary %+v", err, sum)
		}
		return after.TotalAlloc - before.TotalAlloc
	}
	small, large := allocated(4<<20), allocated(64<<20)
	if large > 2*small+(4<<20) {
		t.Errorf("4 MiB after an open quote allocated %d bytes, 64 MiB %d: memory grows with the input", small, large)
	}
}

// repeat reads as n copies of b.
type repeat struct {
	b byte
	n int64
}

func (r *repeat) Read(p []byte) (int, error) {
	if r.n <= 0 {
		return 0, io.EOF
	}
	p = p[:min(int64(len(p)), r.n)]
	for i := range p {
		p[i] = r.b
	}
	r.n -= int64(len(p))
	return len(p), nil
}

// TestCSVCutRowsAtTheEdges: a header over the limit makes every row unusable, each reported
// at its line; an open quote that runs to the end of the file is one row too long.
func TestCSVCutRowsAtTheEdges(t *testing.T) {
	tests := []struct {
		name, in  string
		malformed []string // each report's reason, in order
		lines     []int
	}{
		{"header over the limit", "beneficiary_id,\"" + strings.Repeat("x", 300) + "\nb,r\nb,r\n",
			[]string{"header: the header row is longer than the limit of 100 bytes", "the header on line 1 cannot be used", "the header on line 1 cannot be used"}, []int{1, 2, 3}},
		{"open quote to the end", "beneficiary_id,reference\nb,r\nb,\"" + strings.Repeat("x", 300),
			[]string{"", "the row is longer than the limit of 100 bytes"}, []int{2, 3}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, _ := run(t, tt.in, batch.Options{Format: batch.CSV, Limits: input.Limits{MaxBytes: 100}})
			lines := decodeLines(t, []byte(out))
			if len(lines) != len(tt.malformed)+1 {
				t.Fatalf("%d reports, want %d and a summary:\n%s", len(lines), len(tt.malformed), out)
			}
			for i, want := range tt.malformed {
				if got := lines[i]; !strings.HasPrefix(got.Malformed, want) || (want == "") != (got.Malformed == "") || got.Line != tt.lines[i] {
					t.Errorf("report %d: line %d %q, want line %d %q", i, got.Line, got.Malformed, tt.lines[i], want)
				}
			}
		})
	}
}
