package batch_test

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/preflightpay/preflight/batch"
)

// outline prints, for each output line of a run, what a reader of the reports looks at first:
// the line, whether the record was valid, why it was malformed, or the summary's counts.
func outline(reports string) {
	sc := bufio.NewScanner(strings.NewReader(reports))
	for sc.Scan() {
		var l struct {
			Line      int
			Valid     bool
			Malformed string
			Summary   *struct{ Records, Valid, Invalid, Malformed int }
		}
		json.Unmarshal(sc.Bytes(), &l)
		switch {
		case l.Summary != nil:
			fmt.Printf("summary: %+v\n", *l.Summary)
		case l.Malformed != "":
			fmt.Printf("line %d malformed: %s\n", l.Line, l.Malformed)
		default:
			fmt.Printf("line %d valid: %v\n", l.Line, l.Valid)
		}
	}
}

func ExampleRun() {
	file := `{"beneficiary_id": "ben-1", "payment_amount": "10.00"}
{}

{"beneficiary_id":
`
	var out strings.Builder
	sum, err := batch.Run(strings.NewReader(file), &out, batch.Options{Operation: "fiat/create-payout"})
	outline(out.String())
	fmt.Println(sum.OK(), err)
	// Output:
	// line 1 valid: true
	// line 2 valid: false
	// line 4 malformed: input is not valid JSON: unexpected end of input at beneficiary_id (offset 18)
	// summary: {Records:3 Valid:1 Invalid:1 Malformed:1}
	// false <nil>
}

func ExampleRun_csv() {
	file := "beneficiary_id,payment_amount,beneficiary.address.country\n" +
		"ben-1,10.00,\n" +
		",,\n" +
		"ben-3\n"
	var out strings.Builder
	batch.Run(strings.NewReader(file), &out, batch.Options{Operation: "fiat/create-payout", Format: batch.CSV})
	outline(out.String())
	// Output:
	// line 2 valid: true
	// line 3 valid: false
	// line 4 malformed: the row has 1 fields, the header 3
	// summary: {Records:3 Valid:1 Invalid:1 Malformed:1}
}

func ExampleSummary_WriteText() {
	sum, _ := batch.Run(strings.NewReader("[]\n{\"a\":\n"), new(strings.Builder), batch.Options{Operation: "fiat/create-payout"})
	sum.WriteText(os.Stdout)
	// Output:
	// 2 records: 0 valid, 0 invalid, 2 malformed
	// errors (records):
	//          2  fiat.invalid-request  lines 1, 2
}

func ExampleSummary_AppendJSON() {
	sum := batch.Summary{Records: 3, Valid: 1, Invalid: 1, Malformed: 1,
		Errors: []batch.Count{{ID: "fiat.invalid-request", Records: 1}, {ID: "payout.beneficiary-missing", Records: 1}},
		Lines:  []batch.Lines{{ID: "payout.beneficiary-missing", Lines: []int{2}}, {ID: "fiat.invalid-request", Lines: []int{3}}}}
	os.Stdout.Write(sum.AppendJSON(nil))
	// Output:
	// {"summary":{"records":3,"valid":1,"invalid":1,"malformed":1,"errors":{"fiat.invalid-request":1,"payout.beneficiary-missing":1},"warnings":{},"skipped":{},"lines":{"payout.beneficiary-missing":[2],"fiat.invalid-request":[3]}}}
}

func ExampleFormatOf() {
	fmt.Println(batch.FormatOf("payouts.csv") == batch.CSV, batch.FormatOf("payouts.jsonl") == batch.JSONLines)
	// Output: true true
}

func ExampleParseFormat() {
	f, ok := batch.ParseFormat("csv")
	fmt.Println(f == batch.CSV, ok)
	// Output: true true
}

// A hand-back file (Options.Invalid) holds the rows with errors in the input's own delimiter and
// column order, with the findings in added columns; a cell a spreadsheet would run as a formula
// gets an apostrophe.
func ExampleRun_handBack() {
	file := "\ufeff\"beneficiary_id\";\"payment_amount\";\"reference\"\r\n" +
		"ben-1;10.00;INV-1\r\n" +
		"ben-2;;=SUM(A1)\r\n"
	var back strings.Builder
	_, err := batch.Run(strings.NewReader(file), io.Discard, batch.Options{Operation: "fiat/create-payout", Format: batch.CSV, Invalid: &back})
	fmt.Print(strings.ReplaceAll(strings.TrimPrefix(back.String(), "\ufeff"), "\r\n", "\n"))
	fmt.Println(err)
	// Output:
	// beneficiary_id;payment_amount;reference;preflight_line;preflight_entry;preflight_field;preflight_message;preflight_reason
	// ben-2;;'=SUM(A1);3;payout.amount-invalid;payment_amount;amount invalid;"a payout needs payment_amount or receiving_amount; found neither"
	// <nil>
}

// Input that is not UTF-8 (or UTF-16 with its byte-order mark) is refused once, at its first
// byte that is not, before any report when that byte is near the start.
func ExampleEncodingError() {
	file := "beneficiary_id,reference\nben-1,caf\xe9\n"
	var out strings.Builder
	_, err := batch.Run(strings.NewReader(file), &out, batch.Options{Operation: "fiat/create-payout", Format: batch.CSV})
	fmt.Println(err)
	fmt.Println(errors.Is(err, batch.ErrEncoding), out.Len())
	// Output:
	// line 2 is not UTF-8 (byte 0xE9 at column 10); save the file as UTF-8 (Excel: CSV UTF-8)
	// true 0
}
