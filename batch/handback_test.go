package batch_test

import (
	"bytes"
	"encoding/csv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/preflightpay/preflight/batch"
)

// payoutHeader and the rows below are a valid ACH payout, the same with an ABA check digit that
// only predicts a refusal, and one with a negative amount (an error) and a reference that a
// spreadsheet would run as a formula.
const payoutHeader = "payment_method,payment_amount,payment_currency,receiving_amount,receiving_currency,purpose_code,reference,beneficiary.entity_type,beneficiary.first_name,beneficiary.last_name,beneficiary.account_holder,beneficiary.clearing_system,beneficiary.account_number,beneficiary.routing_code_type1,beneficiary.routing_code_value1,beneficiary.address.country,beneficiary.address.state,beneficiary.address.city,beneficiary.address.street_address,beneficiary.address.postal_code\n"

const (
	validRow     = "LOCAL,100.00,USD,100.00,USD,SALARY,Invoice 42,individual,Jane,Doe,Jane Doe,ACH,123456789,ach,011000015,US,MA,Boston,1 Main St,02110\n"
	predictedRow = "LOCAL,100.00,USD,100.00,USD,SALARY,Invoice 43,individual,Jane,Doe,Jane Doe,ACH,123456789,ach,011000016,US,MA,Boston,1 Main St,02110\n"
	errorRow     = "LOCAL,-5,USD,-5,USD,SALARY,=1+2,individual,Jane,Doe,Jane Doe,ACH,123456789,ach,011000015,US,MA,Boston,1 Main St,02110\n"
)

// handBack runs in (its format and delimiter detected) and reads the hand-back file, whose
// delimiter is comma.
func handBack(t *testing.T, in string, comma rune, opts batch.Options) [][]string {
	t.Helper()
	var back bytes.Buffer
	opts.Operation, opts.Invalid, opts.Format = op, &back, batch.Detect
	if _, err := batch.Run(strings.NewReader(in), &bytes.Buffer{}, opts); err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(back.Bytes(), []byte("\xef\xbb\xbf")) {
		t.Fatalf("the hand-back file has no byte-order mark:\n%s", back.Bytes())
	}
	r := csv.NewReader(bytes.NewReader(back.Bytes()[3:]))
	r.Comma = comma
	rows, err := r.ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	return rows
}

// TestHandBackHoldsTheRowsWithErrors: only the rows with errors, their cells in the input's order
// with formulas neutralised (a negative amount too), then the findings, one per line of each
// cell; predictions join with InvalidPredictions.
func TestHandBackHoldsTheRowsWithErrors(t *testing.T) {
	in := payoutHeader + validRow + predictedRow + errorRow
	rows := handBack(t, in, ',', batch.Options{})
	if len(rows) != 2 {
		t.Fatalf("want the header and one row, got %q", rows)
	}
	n := len(strings.Split(payoutHeader, ","))
	if got := rows[0][n:]; !cmp.Equal(got, []string{"preflight_line", "preflight_entry", "preflight_field", "preflight_message", "preflight_reason"}) {
		t.Errorf("added columns %q", got)
	}
	row := rows[1]
	if row[1] != "'-5" || row[6] != "'=1+2" || row[n] != "4" {
		t.Errorf("cells %q", row)
	}
	if got := row[n+1]; got != "payout.invalid-amount\npayout.invalid-amount" {
		t.Errorf("entries %q", got)
	}
	if got := row[n+2]; got != "payment_amount\nreceiving_amount" {
		t.Errorf("fields %q", got)
	}

	rows = handBack(t, in, ',', batch.Options{InvalidPredictions: true})
	if len(rows) != 3 || rows[1][n] != "3" || rows[1][n+1] != "payout.beneficiary-invalid (predicted)" {
		t.Fatalf("with predictions: %q", rows)
	}
}

// TestHandBackReadsBackAsItsData: a hand-back file, saved again with semicolons and checked
// again, gives the same findings (the neutralising apostrophe is dropped, the old finding columns
// are replaced, not repeated).
func TestHandBackReadsBackAsItsData(t *testing.T) {
	in := strings.ReplaceAll(payoutHeader+errorRow, "\n", "\r\n")
	first := handBack(t, in, ',', batch.Options{})
	var again bytes.Buffer
	w := csv.NewWriter(&again)
	w.Comma = ';'
	w.WriteAll(first)
	second := handBack(t, again.String(), ';', batch.Options{})
	if len(second) != 2 || len(second[0]) != len(first[0]) {
		t.Fatalf("checked again: %q", second)
	}
	first[1][len(first[1])-5] = second[1][len(second[1])-5] // the line
	if !cmp.Equal(first[1], second[1]) {
		t.Errorf("findings differ once checked again:\n%q\n%q", first[1], second[1])
	}
}
