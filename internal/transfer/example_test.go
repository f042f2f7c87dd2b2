package transfer_test

import (
	"fmt"

	"github.com/preflightpay/preflight/internal/facts"
	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/operation"
	"github.com/preflightpay/preflight/internal/report"
	"github.com/preflightpay/preflight/internal/rule"
	"github.com/preflightpay/preflight/internal/transfer"
)

func ExampleParseTime() {
	for _, s := range []string{"2026-11-22T18:00:00+08:00", "2026-11-22", "1795341600", "22/11/2026"} {
		t, err := transfer.ParseTime(s)
		fmt.Println(t.UTC().Format("2006-01-02 15:04"), err)
	}
	// Output:
	// 2026-11-22 10:00 <nil>
	// 2026-11-22 00:00 <nil>
	// 2026-11-22 10:00 <nil>
	// 0001-01-01 00:00 invalid time "22/11/2026"
}

func check(f rule.Func, name operation.Name, request, factsJSON string) report.Report {
	v, _ := input.ParseObject([]byte(request), input.DefaultLimits())
	fs, _ := facts.Parse([]byte(factsJSON))
	var b report.Builder
	f(&rule.Context{Operation: operation.Must(name), Input: v, Facts: fs, Report: &b})
	return b.Report(string(name))
}

func ExampleCheckCreate() {
	r := check(transfer.CheckCreate, "fiat/create-transfer",
		`{"source_account_id": "acc_1", "target_account_id": "acc_2", "reason": "top up", "currency": "JPY", "amount": "1000.5"}`,
		`{"account": {"id": "acc_1"}, "balances": {"JPY": "5000"}}`)
	// Which currencies take whole amounts is preflight's reading (ISO 4217's zero minor units):
	// a warning that predicts the platform's entry.
	w := r.Warnings[0]
	fmt.Println(r.Valid, w.Predicts, w.Reason.Code)
	fmt.Println(w.Reason.Text)
	// Output:
	// true transfer.amount-not-integer transfer.amount-not-whole
	// JPY takes whole amounts; "1000.5" has a fraction
}

func ExampleCheckList() {
	r := check(transfer.CheckList, "fiat/list-transfers", `{"page_size": 500, "transfer_status": "done"}`, ``)
	for _, e := range r.Errors {
		fmt.Println(e.Field+":", e.Message)
	}
	// Output:
	// page_size: page_size must be between 1 and 100
	// transfer_status: transfer_status must be completed or failed
}

func ExampleCheckTimes() {
	r := check(transfer.CheckTimes, "fiat/list-payouts", `{"start_time": "2026-11-22", "end_time": "2026-11-01"}`, ``)
	fmt.Println(r.Warnings[0].Message, "|", r.Warnings[0].Reason.Code)
	// Output: end_time 2026-11-01 is before start_time 2026-11-22: the list will be empty | time.end-before-start
}

func ExampleCheckRetrieve() {
	r := check(transfer.CheckRetrieve, "fiat/retrieve-transfer", `{"id": "tr_123"}`, ``)
	fmt.Println(r.Valid)
	// Output: true
}
