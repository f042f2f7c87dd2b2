package preflight

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/preflightpay/preflight/internal/budget"
	"github.com/preflightpay/preflight/internal/facts"
	"github.com/preflightpay/preflight/reason"
)

// amountRequests are a request of each operation that reads an amount, with the amount's place
// marked by AMOUNT, and the entry and field the operation answers for an amount it cannot read.
var amountRequests = []struct {
	op, request, entry, field string
}{
	{opPayout, `{"beneficiary_id":"b-1","payout_date":"2026-11-23","purpose_code":"SALARY","payment_method":"LOCAL","payment_currency":"USD","payment_amount":"AMOUNT","reference":"Invoice 42"}`, "payout.amount-invalid", "payment_amount"},
	{"fiat/create-transfer", `{"source_account_id":"acc_100","target_account_id":"acc_200","reason":"Top up","currency":"USD","amount":"AMOUNT"}`, "transfer.amount-invalid", "amount"},
	{"ramp/create-quote", `{"sell_currency":"USD","buy_currency":"USDT","fixed_currency":"USD","amount":"AMOUNT"}`, "ramp.invalid-amount", "amount"},
	{"ramp/create-withdraw", `{"asset":"USDT","network":"TRON","address":"TJCnKsPa7y5okkXvQAidZBzqx3QyQ6sxMW","amount":"AMOUNT"}`, "ramp.invalid-amount", "amount"},
}

// TestRealAmountsAreRead: the amounts real payouts, transfers and trades carry are not refused
// by the bound on digits, whatever operation reads them.
func TestRealAmountsAreRead(t *testing.T) {
	for _, amount := range []string{"0.01", "1000000", "123456789.12", "0.000000000000000001", "00010.50", "10.50000",
		"999999999999999999.999999999999999999", strings.Repeat("9", 40)} {
		for _, rq := range amountRequests {
			r, err := Check(rq.op, []byte(strings.Replace(rq.request, "AMOUNT", amount, 1)), nil, Options{})
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range r.Errors {
				if e.Field == rq.field {
					t.Errorf("%s %q: %+v", rq.op, amount, e)
				}
			}
		}
	}
}

// TestLongAmountsAreRefusedThroughTheFrontDoor: the reviewer's payout of a million nines, and one
// of 41 digits, answer each operation's entry for an amount it cannot read, with the reason
// amount.too-many-digits, through Check and through AppendCheckJSON (the WASM build's call); the
// check allocates within the linear budget of the hostile inputs. A balance of a million digits
// is a facts error.
func TestLongAmountsAreRefusedThroughTheFrontDoor(t *testing.T) {
	for _, digits := range []int{41, 10 << 10, 1<<20 - 300} {
		amount := strings.Repeat("9", digits)
		for _, rq := range amountRequests {
			req := []byte(strings.Replace(rq.request, "AMOUNT", amount, 1))
			var r Report
			var err error
			n := budget.Allocated(func() { r, err = Check(rq.op, req, nil, Options{}) })
			if err != nil {
				t.Fatal(err)
			}
			if n > budget.Linear(len(req)) {
				t.Errorf("%s, %d digits: %d bytes allocated, budget %d", rq.op, digits, n, budget.Linear(len(req)))
			}
			if r.Valid || !hasReason(r.Errors, rq.entry, rq.field, reason.AmountTooManyDigits) {
				t.Errorf("%s, %d digits: %+v", rq.op, digits, r.Errors)
			}
			out, _, err := AppendCheckJSON([]byte("prefix"), rq.op, req, nil, Options{})
			if err != nil {
				t.Fatal(err)
			}
			var wasm Report
			if err := json.Unmarshal(out[len("prefix"):], &wasm); err != nil {
				t.Fatal(err)
			}
			if wasm.Valid || !hasReason(wasm.Errors, rq.entry, rq.field, reason.AmountTooManyDigits) {
				t.Errorf("AppendCheckJSON %s, %d digits: %+v", rq.op, digits, wasm.Errors)
			}
		}
	}
	doc := []byte(`{"balances":{"USD":"` + strings.Repeat("9", 1<<20-100) + `"}}`)
	_, err := Check(opPayout, []byte(`{}`), doc, Options{})
	var fe *facts.Error
	if !errors.As(err, &fe) || len(fe.Problems) != 1 || !strings.HasPrefix(fe.Problems[0], "balances.USD: must have at most 40 digits") {
		t.Errorf("a balance of a million digits: %v", err)
	}
}

// hasReason reports whether list holds the entry at field for the reason code.
func hasReason(list []Issue, entry, field string, code reason.Code) bool {
	for _, e := range list {
		if e.ID == entry && e.Field == field && e.Reason.Code == string(code) {
			return true
		}
	}
	return false
}
