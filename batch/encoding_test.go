package batch_test

import (
	"bytes"
	"errors"
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/preflightpay/preflight/batch"
)

// TestInputThatIsNotTextIsRefusedOnce: a byte that is not UTF-8 (or a NUL) stops the run once,
// naming its line and column; near the start nothing is written, further on the reports before
// it stand and no summary follows.
func TestInputThatIsNotTextIsRefusedOnce(t *testing.T) {
	good := strings.Repeat(`{"beneficiary_id":"b","payment_amount":"1"}`+"\n", 3000) // 132 KB
	tests := []struct {
		name, in, want string
		reports        int
	}{
		{"Latin-1 at the start", "{\"reference\":\"caf\xe9\"}\n", "line 1 is not UTF-8 (byte 0xE9 at column 18)", 0},
		{"NUL", "a,b\n1,\x002\n", "line 2 is not UTF-8 (a NUL byte at column 3)", 0},
		{"UTF-32", "\xff\xfe\x00\x00{\x00\x00\x00", "the input is UTF-32LE, which preflight does not read", 0},
		{"a lone surrogate in UTF-16", "\xff\xfe" + string(utf16LE("a,b\n1,")) + "\x00\xd8", "line 2 is not UTF-16LE (a lone UTF-16 surrogate 0xd800 at column 3)", 0},
		{"past the first 64 KiB", good + "{\"reference\":\"\xff\"}\n", "line 3001 is not UTF-8 (byte 0xFF at column 15)", 3000},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out bytes.Buffer
			_, err := batch.Run(strings.NewReader(tt.in), &out, batch.Options{Operation: op, Format: batch.Detect, Workers: 2})
			var enc *batch.EncodingError
			if !errors.As(err, &enc) || !errors.Is(err, batch.ErrEncoding) || !strings.HasPrefix(err.Error(), tt.want) {
				t.Fatalf("error %v, want %q...", err, tt.want)
			}
			if n := bytes.Count(out.Bytes(), []byte("\n")); n != tt.reports || bytes.Contains(out.Bytes(), []byte(`"summary"`)) {
				t.Errorf("%d lines written (want %d reports, no summary)", n, tt.reports)
			}
		})
	}
}

func utf16LE(s string) []byte {
	var b []byte
	for _, u := range utf16.Encode([]rune(s)) {
		b = append(b, byte(u), byte(u>>8))
	}
	return b
}

// TestUTF16ReadsAsUTF8: the same sheet saved as UTF-16 (either byte order, with its mark) and as
// UTF-8 gives the same reports.
func TestUTF16ReadsAsUTF8(t *testing.T) {
	sheet := "beneficiary_id\treference\r\nben-1\tcafé €𝄞\r\n\t\"a\tb\"\r\n"
	want, _ := run(t, sheet, batch.Options{Format: batch.CSV})
	be := []byte{0xfe, 0xff}
	for _, u := range utf16.Encode([]rune(sheet)) {
		be = append(be, byte(u>>8), byte(u))
	}
	for name, in := range map[string]string{"LE": "\xff\xfe" + string(utf16LE(sheet)), "BE": string(be)} {
		if got, _ := run(t, in, batch.Options{Format: batch.Detect}); got != want {
			t.Errorf("UTF-16%s:\n got %s\nwant %s", name, got, want)
		}
	}
}

// TestDelimiterIsFoundFromTheHeader: the most frequent of comma, semicolon and tab outside quotes
// on the header's first line, a comma on a tie or when there is none; a given one wins.
func TestDelimiterIsFoundFromTheHeader(t *testing.T) {
	tests := []struct {
		in    string
		delim rune
		split bool // whether beneficiary_id is read as a column of its own
	}{
		{"beneficiary_id;reference\nb;r\n", 0, true},
		{"beneficiary_id\treference\nb\tr\n", 0, true},
		{"\"reference,x\";beneficiary_id\nr;b\n", 0, true},
		{"beneficiary_id,reference;x\nb,r;x\n", 0, true},
		{"beneficiary_id,reference;x;y\nb,r;x;y\n", 0, false},
		{"beneficiary_id;reference\nb;r\n", ',', false},
		{"beneficiary_id|reference\nb|r\n", '|', true},
	}
	for _, tt := range tests {
		out, _ := run(t, tt.in, batch.Options{Format: batch.CSV, Delimiter: tt.delim})
		if split := !strings.Contains(out, "payout.beneficiary-missing"); split != tt.split {
			t.Errorf("%q with %q:\n%s", tt.in, tt.delim, out)
		}
	}
	if _, err := batch.Run(strings.NewReader("a\"b\n"), &bytes.Buffer{}, batch.Options{Operation: op, Format: batch.CSV, Delimiter: '"'}); err == nil {
		t.Error("a quote was taken as the delimiter")
	}
}

// TestRequireRecords: input without records (nothing, blank lines, a CSV header alone) is
// ErrNoRecords with nothing written when records are required, and a summary otherwise.
func TestRequireRecords(t *testing.T) {
	for _, in := range []struct {
		data   string
		format batch.Format
	}{{"", batch.JSONLines}, {"\n \r\n", batch.JSONLines}, {"\ufeffa,b\r\n", batch.CSV}, {"", batch.Detect}} {
		var out bytes.Buffer
		if _, err := batch.Run(strings.NewReader(in.data), &out, batch.Options{Operation: op, Format: in.format, RequireRecords: true}); err != batch.ErrNoRecords || out.Len() > 0 {
			t.Errorf("%q: %v, wrote %q", in.data, err, out.Bytes())
		}
		if out, sum := run(t, in.data, batch.Options{Format: in.format}); sum.Records != 0 || !strings.HasPrefix(out, `{"summary":{"records":0,`) {
			t.Errorf("%q without RequireRecords: %s", in.data, out)
		}
	}
}
