package batch_test

import (
	"bytes"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/preflightpay/preflight/batch"
	"github.com/preflightpay/preflight/internal/goldenfile"
)

var update = flag.Bool("update", false, "rewrite the golden files of testdata/spreadsheets instead of comparing")

// TestSpreadsheetExports reads the bytes that spreadsheets write when a payout sheet is saved
// (testdata/spreadsheets: Excel's "CSV UTF-8" with its byte-order mark and quoted header, the same
// in a European locale with semicolons and decimal commas, LibreOffice's and Google Sheets'
// CSV, Excel's UTF-16 "Unicode text" with tabs, a file with a quote left open, and Excel's ANSI
// CSV, which is refused) and holds each run's reports, its hand-back file and, for a refused
// file, the error to golden files beside it.
func TestSpreadsheetExports(t *testing.T) {
	inputs, _ := filepath.Glob("testdata/spreadsheets/*.csv")
	txt, _ := filepath.Glob("testdata/spreadsheets/*.txt")
	inputs = append(inputs, txt...)
	if len(inputs) < 7 {
		t.Fatalf("%d spreadsheet exports found", len(inputs))
	}
	rerun := "go test ./batch -run TestSpreadsheetExports -update"
	for _, in := range inputs {
		t.Run(filepath.Base(in), func(t *testing.T) {
			data, err := os.ReadFile(in)
			if err != nil {
				t.Fatal(err)
			}
			base := strings.TrimSuffix(in, filepath.Ext(in))
			var out, back bytes.Buffer
			var last batch.Progress
			_, err = batch.Run(bytes.NewReader(data), &out, batch.Options{Operation: op, Format: batch.FormatOf(in), Workers: 1, Invalid: &back,
				Progress: func(p batch.Progress) { last = p }})
			if errors.Is(err, batch.ErrEncoding) {
				goldenfile.CompareOrUpdate(t, base+".error.txt", []byte(err.Error()+"\n"), *update, rerun)
				if out.Len() > 0 || back.Len() > 0 {
					t.Errorf("a refused file gave reports:\n%s", out.Bytes())
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if last.Bytes != int64(len(data)) {
				// The progress bar measures against the file's size, whatever its encoding.
				t.Errorf("progress ends at byte %d of %d", last.Bytes, len(data))
			}
			goldenfile.CompareOrUpdate(t, base+".reports.golden", out.Bytes(), *update, rerun)
			goldenfile.CompareOrUpdate(t, base+".handback.golden", back.Bytes(), *update, rerun)
		})
	}
}
