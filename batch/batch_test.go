package batch_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/preflightpay/preflight"
	"github.com/preflightpay/preflight/batch"
	"github.com/preflightpay/preflight/batch/internal/gen"
	"github.com/preflightpay/preflight/internal/facts"
	"github.com/preflightpay/preflight/internal/input"
)

const op = "fiat/create-payout"

// line is one output line, decoded loosely: a record's report or the summary.
type line struct {
	Line      int    `json:"line"`
	Malformed string `json:"malformed"`
	Operation string `json:"operation"`
	Valid     bool   `json:"valid"`
	Errors    []struct {
		ID    string `json:"id"`
		Field string `json:"field"`
	} `json:"errors"`
	Summary *struct {
		Records, Valid, Invalid, Malformed int
		Errors                             map[string]int
	} `json:"summary"`
}

func decodeLines(t *testing.T, out []byte) []line {
	t.Helper()
	var lines []line
	for i, raw := range bytes.Split(bytes.TrimSuffix(out, []byte("\n")), []byte("\n")) {
		var l line
		if err := json.Unmarshal(raw, &l); err != nil {
			t.Fatalf("output line %d is not JSON: %v\n%s", i+1, err, raw)
		}
		lines = append(lines, l)
	}
	return lines
}

func run(t *testing.T, in string, opts batch.Options) (string, batch.Summary) {
	t.Helper()
	if opts.Operation == "" {
		opts.Operation = op
	}
	var out bytes.Buffer
	sum, err := batch.Run(strings.NewReader(in), &out, opts)
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	return out.String(), sum
}

// TestGeneratedFileKeepsOrderAndCounts checks 20,000 generated payouts on more workers than
// cores, so that chunks finish out of order: every record must come back once, at its line, in
// input order, with exactly the report "preflight check" gives the same request, and the
// summary must add up. Comparing with the front door, rather than with fixed reports, keeps the
// test true whatever the payout rules find.
func TestGeneratedFileKeepsOrderAndCounts(t *testing.T) {
	const n = 20000
	opts := gen.Options{InvalidEvery: 7, MalformedEvery: 101}
	for _, format := range []batch.Format{batch.JSONLines, batch.CSV} {
		t.Run(fmt.Sprint(format), func(t *testing.T) {
			var in bytes.Buffer
			firstLine := 1
			if format == batch.CSV {
				gen.WriteCSV(&in, n, opts)
				firstLine = 2 // below the header
			} else {
				gen.WriteJSONL(&in, n, opts)
			}
			out, sum := run(t, in.String(), batch.Options{Format: format, Workers: 5})
			lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
			if len(lines) != n+1 {
				t.Fatalf("%d output lines, want %d reports and a summary", len(lines), n)
			}
			want := batch.Summary{Records: n}
			entries := map[string]int{}
			for i, got := range lines[:n] {
				request := gen.JSON(nil, i, opts)
				malformed := opts.KindOf(i) == gen.Malformed
				if malformed && format == batch.CSV {
					request = []byte("null") // a row of the wrong width: no request at all
				}
				r, err := preflight.Check(op, request, nil, preflight.Options{})
				if err != nil {
					t.Fatal(err)
				}
				prefix := fmt.Sprintf(`{"line":%d,`, firstLine+i)
				if malformed {
					prefix += `"malformed":"`
				}
				if !strings.HasPrefix(got, prefix) {
					t.Fatalf("report %d begins %.60s, want %s", i, got, prefix)
				}
				if malformed && format == batch.CSV {
					// The report's reason is the reader's: the row's width.
					r.Errors[0].Reason.Text = got[len(prefix):strings.Index(got, `","operation"`)]
				}
				report := string(r.AppendJSON(nil, false)[1:])
				if !strings.HasSuffix(got, ","+report) {
					t.Fatalf("line %d:\n got %s\nwant %s%s", firstLine+i, got, prefix, report)
				}
				switch {
				case malformed:
					want.Malformed++
				case r.Valid:
					want.Valid++
				default:
					want.Invalid++
				}
				seen := map[string]bool{}
				for _, e := range r.Errors {
					if !seen[e.ID] {
						seen[e.ID] = true
						entries[e.ID]++
					}
				}
			}
			if sum.Records != n || sum.Valid != want.Valid || sum.Invalid != want.Invalid || sum.Malformed != want.Malformed || sum.OK() {
				t.Errorf("summary %d records, %d valid, %d invalid, %d malformed; want %+v", sum.Records, sum.Valid, sum.Invalid, sum.Malformed, want)
			}
			for _, c := range sum.Errors {
				if entries[c.ID] != c.Records {
					t.Errorf("summary: %d records with %s, want %d", c.Records, c.ID, entries[c.ID])
				}
				delete(entries, c.ID)
			}
			if len(entries) > 0 {
				t.Errorf("entries missing from the summary: %v", entries)
			}
			if entries := countsOf(sum.Errors); entries["payout.beneficiary-missing"] < n/7-n/(7*101) || entries["fiat.invalid-request"] != n/101 {
				t.Errorf("the generated mix is not in the summary: %v", entries)
			}
			last := lines[n]
			if !strings.HasPrefix(last, fmt.Sprintf(`{"summary":{"records":%d,"valid":%d,"invalid":%d,"malformed":%d,"errors":{`, n, sum.Valid, sum.Invalid, sum.Malformed)) {
				t.Errorf("summary line %s", last)
			}
		})
	}
}

func countsOf(counts []batch.Count) map[string]int {
	m := map[string]int{}
	for _, c := range counts {
		m[c.ID] = c.Records
	}
	return m
}

// TestRecordTextIsNotKeptPastItsChunk: JSON lines are read from strings that share their chunk's
// bytes, which the next chunk read into the same buffer writes over (see chunkText). Records
// whose reports quote them (an unknown currency, a member name), through many more chunks than a
// run keeps, must each get exactly the report "preflight check" gives, and the summary must
// count them: a string kept past its chunk would show another record's text.
var paymentCurrency = regexp.MustCompile(`"payment_currency":"[A-Z]{3}"`)

func TestRecordTextIsNotKeptPastItsChunk(t *testing.T) {
	const n = 6000 // 24 chunks of 256 records through a window of 4 (one worker) or 12
	var in strings.Builder
	requests := make([]string, n)
	for i := range requests {
		r := string(gen.JSON(nil, i, gen.Options{}))
		currency := fmt.Sprintf("Q%c%c", 'A'+i%26, 'A'+i/26%26)
		r = paymentCurrency.ReplaceAllString(r, `"payment_currency":"`+currency+`"`)
		if i%3 == 0 {
			r = strings.Replace(r, `{`, fmt.Sprintf(`{"unknown_%d":1,`, i), 1)
		}
		requests[i] = r
		in.WriteString(r + "\n")
	}
	for _, workers := range []int{1, 3} {
		out, sum := run(t, in.String(), batch.Options{Workers: workers})
		lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
		if len(lines) != n+1 {
			t.Fatalf("%d workers: %d output lines, want %d reports and a summary", workers, len(lines), n)
		}
		for i, got := range lines[:n] {
			r, err := preflight.Check(op, []byte(requests[i]), nil, preflight.Options{})
			if err != nil {
				t.Fatal(err)
			}
			want := fmt.Sprintf(`{"line":%d,`, i+1) + string(r.AppendJSON(nil, false)[1:])
			if got != want {
				t.Fatalf("%d workers, line %d:\n got %s\nwant %s", workers, i+1, got, want)
			}
			if !strings.Contains(got, requests[i][strings.Index(requests[i], `"Q`)+1:][:3]) {
				t.Fatalf("line %d does not quote its currency: %s", i+1, got)
			}
		}
		if sum.Records != n || sum.Invalid != n {
			t.Errorf("%d workers: summary %+v, want %d invalid records", workers, sum, n)
		}
	}
}

// TestValidReportsFollowTheirOwnSkips: a worker writes a valid report by copying the last one
// when the same rules were skipped (appendRecord). Valid payouts by beneficiary_id and with a
// beneficiary skip different rules, and records with findings come between them: each record
// must still get exactly its own report.
func TestValidReportsFollowTheirOwnSkips(t *testing.T) {
	byID := `{"payout_date":"2026-11-23","purpose_code":"SALARY","payment_method":"LOCAL","payment_amount":"100.10","payment_currency":"USD","receiving_amount":"100.10","receiving_currency":"USD","reference":"INV-0","beneficiary_id":"ben_123"}`
	withBeneficiary := string(gen.JSON(nil, 0, gen.Options{}))
	warned := strings.Replace(withBeneficiary, `"first_name":"`, `"first_name":"\u202e`, 1)
	invalid := strings.Replace(byID, `"payment_currency":"USD"`, `"payment_currency":"QQQ"`, 1)
	requests := []string{byID, byID, withBeneficiary, withBeneficiary, invalid, withBeneficiary, byID, warned, byID, warned, withBeneficiary}
	var skips []string
	for i, r := range requests {
		rep, err := preflight.Check(op, []byte(r), nil, preflight.Options{})
		if err != nil {
			t.Fatal(err)
		}
		skips = append(skips, fmt.Sprint(len(rep.Skipped)))
		if i == 0 && !rep.Valid || i == 7 && len(rep.Warnings) == 0 {
			t.Fatalf("request %d is not what the test needs: %+v", i, rep)
		}
	}
	if skips[0] == skips[2] {
		t.Fatalf("the two valid shapes skip the same number of rules (%s): the test shows nothing", skips[0])
	}
	out, _ := run(t, strings.Join(requests, "\n"), batch.Options{Workers: 1})
	lines := strings.Split(out, "\n")
	for i, r := range requests {
		rep, _ := preflight.Check(op, []byte(r), nil, preflight.Options{})
		if want := fmt.Sprintf(`{"line":%d,`, i+1) + string(rep.AppendJSON(nil, false)[1:]); lines[i] != want {
			t.Errorf("line %d:\n got %s\nwant %s", i+1, lines[i], want)
		}
	}
}

// TestOutputDoesNotDependOnWorkers: the same input gives the same bytes on one worker or many.
func TestOutputDoesNotDependOnWorkers(t *testing.T) {
	var in bytes.Buffer
	gen.WriteJSONL(&in, 3000, gen.Options{InvalidEvery: 3, MalformedEvery: 17})
	one, _ := run(t, in.String(), batch.Options{Workers: 1})
	many, _ := run(t, in.String(), batch.Options{Workers: 7})
	if one != many {
		t.Fatal("output differs between 1 and 7 workers")
	}
}

// TestBadRecordsAreReportedAtTheirLine holds each kind of bad record to its documented shape,
// and the record after it to be read as usual.
func TestBadRecordsAreReportedAtTheirLine(t *testing.T) {
	ok := `{"beneficiary_id":"b"}`
	tests := []struct {
		name      string
		format    batch.Format
		in        string
		limits    int
		line      int
		malformed string // a prefix of the "malformed" member; "" for a record that is not malformed
		field     string // of the invalid-request finding
		next      int    // the line of the record after it
	}{
		{"cut-short JSON", batch.JSONLines, `{"beneficiary_id":` + "\n" + ok, 0, 1, "input is not valid JSON: unexpected end of input", "beneficiary_id", 2},
		{"JSON that is not an object", batch.JSONLines, "[1]\n" + ok, 0, 1, "input is not a JSON object", "", 2},
		{"duplicate member names name the member", batch.JSONLines, `{"a":1,"a":2}` + "\n" + ok, 0, 1, "an object repeats a member name", "a", 2},
		{"line over the size limit", batch.JSONLines, `{"reference":"` + strings.Repeat("x", 200) + `"}` + "\n" + ok, 100, 1, "the line is longer than the limit of 100 bytes", "", 2},
		{"line over the size limit longer than the read buffer", batch.JSONLines, `{"reference":"` + strings.Repeat("x", 200000) + `"}` + "\n" + ok, 1000, 1, "the line is longer than the limit of 1000 bytes", "", 2},
		{"blank lines count but hold no record", batch.JSONLines, "\n  \r\n[]\r\n\n" + ok, 0, 3, "input is not a JSON object", "", 5},
		{"CSV row over the size limit", batch.CSV, "beneficiary_id,reference\nb," + strings.Repeat("x", 200) + "\nb,r", 100, 2, "the row is longer than the limit of 100 bytes", "", 3},
		{"CSV row too short", batch.CSV, "beneficiary_id,reference\nb\nb,r", 0, 2, "the row has 1 fields, the header 2", "", 3},
		{"CSV row too long", batch.CSV, "beneficiary_id,reference\nb,r,x\nb,r", 0, 2, "the row has 3 fields, the header 2", "", 3},
		{"CSV bare quote", batch.CSV, "beneficiary_id,reference\nb,r\"x\nb,r", 0, 2, `CSV syntax: bare " in non-quoted-field`, "", 3},
		{"CSV quoted cell over two lines: the record is at its first line", batch.CSV, "reference,beneficiary_id\n\"a\nb\",\nb,r", 0, 2, "", "", 4},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			opts := batch.Options{Format: tt.format}
			if tt.limits > 0 {
				opts.Limits = input.Limits{MaxBytes: tt.limits}
			}
			out, sum := run(t, tt.in, opts)
			lines := decodeLines(t, []byte(out))
			if len(lines) != 3 {
				t.Fatalf("want 2 reports and a summary, got:\n%s", out)
			}
			bad, next := lines[0], lines[1]
			if bad.Line != tt.line || !strings.HasPrefix(bad.Malformed, tt.malformed) || bad.Valid {
				t.Fatalf("bad record reported as %+v", bad)
			}
			if tt.malformed != "" && (len(bad.Errors) != 1 || bad.Errors[0].ID != "fiat.invalid-request" || bad.Errors[0].Field != tt.field) {
				t.Errorf("findings %+v, want fiat.invalid-request at %q", bad.Errors, tt.field)
			}
			if next.Malformed != "" || next.Line != tt.next {
				t.Errorf("the record after it: %+v", next)
			}
			if wantBad := map[bool]int{true: 1}[tt.malformed != ""]; sum.Records != 2 || sum.Malformed != wantBad {
				t.Errorf("summary %+v", sum)
			}
		})
	}
}

// TestCSVHeaderProblems: a header that cannot be read unambiguously is reported at its line and
// makes every row malformed, naming it.
func TestCSVHeaderProblems(t *testing.T) {
	tests := []struct {
		name, header, want string
	}{
		{"repeated path", "reference,beneficiary_id,reference", `column 3 "reference" repeats column 1`},
		{"value then object", "beneficiary,beneficiary.iban", `column 2 "beneficiary.iban" goes inside column 1, which holds a value, not an object`},
		{"object then value", "beneficiary.address.city,beneficiary", `column 2 "beneficiary" is a value, but column 1 makes it an object`},
		{"deeper object then value", "a.b.c,a.b", `column 2 "a.b" is a value, but column 1 makes it an object`},
		{"empty name", "reference,", `column 2 "" is empty`},
		{"empty segment", "beneficiary..iban", `column 1 "beneficiary..iban" has an empty member name`},
		{"trailing dot", "beneficiary.", `column 1 "beneficiary." has an empty member name`},
		{"spaces around a name", "reference, beneficiary_id", `column 2 " beneficiary_id" has spaces around a member name`},
		{"spaces inside a path", "beneficiary. address.city", `column 1 "beneficiary. address.city" has spaces around a member name`},
		{"syntax", "refer\"ence", `CSV syntax: bare " in non-quoted-field`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, sum := run(t, tt.header+"\nx,y,z\nx\n", batch.Options{Format: batch.CSV})
			lines := decodeLines(t, []byte(out))
			if len(lines) != 4 {
				t.Fatalf("want 3 reports and a summary, got:\n%s", out)
			}
			if lines[0].Line != 1 || !strings.HasPrefix(lines[0].Malformed, "header: "+tt.want) {
				t.Errorf("header reported as %+v, want %q", lines[0], tt.want)
			}
			for _, row := range lines[1:3] {
				if !strings.HasPrefix(row.Malformed, "the header on line 1 cannot be used: "+tt.want) {
					t.Errorf("row reported as %+v", row)
				}
			}
			if sum.Records != 3 || sum.Malformed != 3 {
				t.Errorf("summary %+v", sum)
			}
		})
	}
}

// TestCSVBuildsNestedRequests: paths become nested objects; empty cells and objects left
// wholly empty are absent; cells stay strings; a byte-order mark before the header is ignored.
// Each row must get the report of the request it stands for.
func TestCSVBuildsNestedRequests(t *testing.T) {
	in := "\ufeffbeneficiary.address.country,beneficiary_id,beneficiary.entity_type,payment_amount\n" +
		",,,\n" +
		"US,,,\n" +
		",b-1,,12.50\n" +
		"US,,company,\n"
	requests := []string{
		`{}`,
		`{"beneficiary":{"address":{"country":"US"}}}`,
		`{"beneficiary_id":"b-1","payment_amount":"12.50"}`,
		`{"beneficiary":{"address":{"country":"US"},"entity_type":"company"}}`,
	}
	out, _ := run(t, in, batch.Options{Format: batch.CSV})
	lines := strings.Split(out, "\n")
	for i, req := range requests {
		r, err := preflight.Check(op, []byte(req), nil, preflight.Options{})
		if err != nil {
			t.Fatal(err)
		}
		want := fmt.Sprintf(`{"line":%d,`, i+2) + string(r.AppendJSON(nil, false)[1:])
		if lines[i] != want {
			t.Errorf("row %d:\n got %s\nwant %s (the report of %s)", i+2, lines[i], want, req)
		}
	}
}

// TestOnlyInvalidWritesTheRecordsWithErrors: valid records (with or without warnings) are left
// out, malformed ones and ones with errors are written, and the summary counts and lines still
// cover every record.
func TestOnlyInvalidWritesTheRecordsWithErrors(t *testing.T) {
	valid := string(gen.JSON(nil, 0, gen.Options{}))
	warned := strings.Replace(valid, `"first_name":"`, `"first_name":"\u202e`, 1)
	invalid := `{"payment_amount":"1"}`
	in := strings.Join([]string{valid, invalid, warned, "{not json", valid, invalid}, "\n")
	all, sumAll := run(t, in, batch.Options{})
	only, sum := run(t, in, batch.Options{OnlyInvalid: true})
	allLines := strings.Split(strings.TrimSuffix(all, "\n"), "\n")
	want := []string{allLines[1], allLines[3], allLines[5], allLines[6]} // lines 2, 4, 6 and the summary
	if diff := cmp.Diff(want, strings.Split(strings.TrimSuffix(only, "\n"), "\n")); diff != "" {
		t.Errorf("--only-invalid output (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(sumAll, sum); diff != "" {
		t.Errorf("the summary depends on OnlyInvalid (-all +only):\n%s", diff)
	}
	if sum.Records != 6 || sum.Valid != 3 || sum.Invalid != 2 || sum.Malformed != 1 {
		t.Errorf("summary %+v", sum)
	}
	if l := sum.LinesOf("input.bidi-control"); !slices.Equal(l, []int{3}) {
		t.Errorf("the warned record's line: %v (lines %+v)", l, sum.Lines)
	}
}

func TestEmptyInputIsValid(t *testing.T) {
	for _, format := range []batch.Format{batch.JSONLines, batch.CSV} {
		out, sum := run(t, "", batch.Options{Format: format})
		if want := `{"summary":{"records":0,"valid":0,"invalid":0,"malformed":0,"errors":{},"warnings":{},"skipped":{},"lines":{}}}` + "\n"; out != want || !sum.OK() {
			t.Errorf("format %d: %q", format, out)
		}
	}
}

func TestUnknownOperationIsAUsageError(t *testing.T) {
	var out bytes.Buffer
	_, err := batch.Run(strings.NewReader("{}\n"), &out, batch.Options{Operation: "fiat/nope"})
	if !errors.Is(err, preflight.ErrUnknownOperation) || out.Len() != 0 {
		t.Errorf("err %v, output %q", err, out.String())
	}
}

type failingWriter struct{ after int }

func (w *failingWriter) Write(p []byte) (int, error) {
	if w.after <= 0 {
		return 0, io.ErrClosedPipe
	}
	w.after--
	return len(p), nil
}

type failingReader struct {
	r   io.Reader
	err error
}

func (f *failingReader) Read(p []byte) (int, error) {
	n, err := f.r.Read(p)
	if err == io.EOF {
		return n, f.err
	}
	return n, err
}

// TestIOErrorsStopTheRun: a failing writer or reader ends the run with an *IOError of the right
// category, after the records that made it, and the run does not hang.
func TestIOErrorsStopTheRun(t *testing.T) {
	var in bytes.Buffer
	gen.WriteJSONL(&in, 5000, gen.Options{})
	_, err := batch.Run(bytes.NewReader(in.Bytes()), &failingWriter{after: 2}, batch.Options{Operation: op})
	var ioe *batch.IOError
	if !errors.Is(err, batch.ErrWrite) || !errors.Is(err, io.ErrClosedPipe) || !errors.As(err, &ioe) || ioe.Line != 512 {
		t.Errorf("write failure: %v", err)
	}

	boom := errors.New("disk on fire")
	var out bytes.Buffer
	sum, err := batch.Run(&failingReader{bytes.NewReader(in.Bytes()), boom}, &out, batch.Options{Operation: op})
	if !errors.Is(err, batch.ErrRead) || !errors.Is(err, boom) || sum.Records != 5000 {
		t.Errorf("read failure: %v after %d records", err, sum.Records)
	}
}

// TestProgressIsReportedInOrder: progress counts only grow and end at the totals.
func TestProgressIsReportedInOrder(t *testing.T) {
	var in bytes.Buffer
	gen.WriteJSONL(&in, 2000, gen.Options{})
	var last batch.Progress
	calls := 0
	run(t, in.String(), batch.Options{Progress: func(p batch.Progress) {
		if p.Records <= last.Records || p.Bytes <= last.Bytes {
			t.Errorf("progress went from %+v to %+v", last, p)
		}
		last = p
		calls++
	}})
	if last.Records != 2000 || last.Bytes != int64(in.Len()) || calls < 2 {
		t.Errorf("last progress %+v after %d calls, input %d bytes", last, calls, in.Len())
	}
}

func TestFormatOf(t *testing.T) {
	for name, want := range map[string]batch.Format{"a.csv": batch.CSV, "A.CSV": batch.CSV, "a.tsv": batch.CSV, "a.jsonl": batch.JSONLines, "a.ndjson": batch.JSONLines, "-": batch.Detect, "": batch.Detect, "csv": batch.Detect, "export.txt": batch.Detect} {
		if got := batch.FormatOf(name); got != want {
			t.Errorf("FormatOf(%q) = %d, want %d", name, got, want)
		}
	}
	for name, want := range map[string]bool{"jsonl": true, "NDJSON": true, "csv": true, "xml": false} {
		if _, ok := batch.ParseFormat(name); ok != want {
			t.Errorf("ParseFormat(%q) ok = %v", name, ok)
		}
	}
}

// TestFactsApplyToEveryRecord: the facts given once hold for every record, exactly as
// "preflight check --facts" applies them to one request.
func TestFactsApplyToEveryRecord(t *testing.T) {
	factsJSON := []byte(`{"balances": {"USD": "500.00", "GBP": "0"}}`)
	f, err := facts.Parse(factsJSON)
	if err != nil {
		t.Fatal(err)
	}
	var in bytes.Buffer
	gen.WriteJSONL(&in, 40, gen.Options{InvalidEvery: 3})
	out, _ := run(t, in.String(), batch.Options{Facts: f})
	lines := strings.Split(out, "\n")
	for i := range 40 {
		r, err := preflight.Check(op, gen.JSON(nil, i, gen.Options{InvalidEvery: 3}), factsJSON, preflight.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if want := fmt.Sprintf(`{"line":%d,`, i+1) + string(r.AppendJSON(nil, false)[1:]); lines[i] != want {
			t.Fatalf("line %d:\n got %s\nwant %s", i+1, lines[i], want)
		}
	}
}
