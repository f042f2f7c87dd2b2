package batch_test

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/preflightpay/preflight/batch"
	"github.com/preflightpay/preflight/batch/internal/gen"
)

// FuzzRun feeds arbitrary files to both readers: no panic or hang, every output line is JSON,
// one report per record then the summary, the summary adds up, and the output is the same on one
// worker as on several.
func FuzzRun(f *testing.F) {
	var jsonl, csvFile bytes.Buffer
	gen.WriteJSONL(&jsonl, 5, gen.Options{InvalidEvery: 2, MalformedEvery: 3})
	gen.WriteCSV(&csvFile, 5, gen.Options{InvalidEvery: 2, MalformedEvery: 3})
	f.Add(jsonl.Bytes(), false)
	f.Add(csvFile.Bytes(), true)
	f.Add([]byte("a,a.b\n1,2\n\"x\ny\",\n"), true)
	f.Add([]byte("{}\n\n[]\n{\"a\":\n\xef\xbb\xbf{}\r\n"), false)
	f.Fuzz(func(t *testing.T, data []byte, csv bool) {
		format := batch.JSONLines
		if csv {
			format = batch.CSV
		}
		var one, many bytes.Buffer
		s1, err1 := batch.Run(bytes.NewReader(data), &one, batch.Options{Operation: op, Format: format, Workers: 1})
		s3, err3 := batch.Run(bytes.NewReader(data), &many, batch.Options{Operation: op, Format: format, Workers: 3})
		if !bytes.Equal(one.Bytes(), many.Bytes()) || s1.Records != s3.Records {
			t.Fatal("output depends on the number of workers")
		}
		if errors.Is(err1, batch.ErrEncoding) && errors.Is(err3, batch.ErrEncoding) && err1.Error() == err3.Error() {
			// Input that is not text is refused once, with no summary: the reports before it
			// are whole lines.
			if bytes.Contains(one.Bytes(), []byte(`{"summary":`)) || one.Len() > 0 && !bytes.HasSuffix(one.Bytes(), []byte("\n")) {
				t.Fatalf("refused input (%v) gave %q", err1, one.Bytes())
			}
			return
		}
		if err1 != nil || err3 != nil {
			t.Fatalf("errors %v, %v", err1, err3)
		}
		if s1.Valid+s1.Invalid+s1.Malformed != s1.Records {
			t.Fatalf("summary does not add up: %+v", s1)
		}
		lines := strings.Split(strings.TrimSuffix(one.String(), "\n"), "\n")
		if len(lines) != s1.Records+1 || !strings.HasPrefix(lines[len(lines)-1], `{"summary":`) {
			t.Fatalf("%d lines for %d records", len(lines), s1.Records)
		}
		prev := 0
		for _, l := range lines[:len(lines)-1] {
			var rec struct{ Line int }
			if err := json.Unmarshal([]byte(l), &rec); err != nil || rec.Line <= prev {
				t.Fatalf("line %q: %v (previous line %d)", l, err, prev)
			}
			prev = rec.Line
		}
	})
}

// FuzzRunSniffed feeds arbitrary files to Detect (the format from the first line, after
// decoding: a byte-order mark, UTF-16) with the delimiter detected or given, and a hand-back
// file: no panic or hang, the reports and the hand-back file are the same on one worker as on
// several, and with a given delimiter the hand-back file is CSV holding a header and one row per
// record that is malformed or has errors.
func FuzzRunSniffed(f *testing.F) {
	f.Fuzz(func(t *testing.T, data []byte, delim byte) {
		d := rune(delim)
		if d != 0 && !batch.ValidDelimiter(d) {
			return
		}
		var out1, out3, back1, back3 bytes.Buffer
		s1, err1 := batch.Run(bytes.NewReader(data), &out1, batch.Options{Operation: op, Format: batch.Detect, Delimiter: d, Workers: 1, Invalid: &back1})
		_, err3 := batch.Run(bytes.NewReader(data), &out3, batch.Options{Operation: op, Format: batch.Detect, Delimiter: d, Workers: 3, Invalid: &back3})
		if !bytes.Equal(out1.Bytes(), out3.Bytes()) || !bytes.Equal(back1.Bytes(), back3.Bytes()) || (err1 == nil) != (err3 == nil) {
			t.Fatal("output depends on the number of workers")
		}
		if err1 != nil {
			if !errors.Is(err1, batch.ErrEncoding) {
				t.Fatal(err1)
			}
			return
		}
		bad := s1.Invalid + s1.Malformed
		switch {
		case s1.Format == batch.JSONLines:
			if n := bytes.Count(back1.Bytes(), []byte("\n")); n != bad {
				t.Fatalf("%d hand-back lines for %d records with errors", n, bad)
			}
		case d != 0 && s1.Records > 0:
			r := csv.NewReader(bytes.NewReader(bytes.TrimPrefix(back1.Bytes(), []byte("\xef\xbb\xbf"))))
			r.Comma, r.FieldsPerRecord = d, -1
			rows, err := r.ReadAll()
			if err != nil || len(rows) != bad+1 {
				t.Fatalf("hand-back file: %d rows for %d records with errors (%v):\n%q", len(rows), bad, err, back1.Bytes())
			}
		}
	})
}
