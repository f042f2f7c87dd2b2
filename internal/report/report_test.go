package report

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/reason"
)

func TestReportFillsMessagesFromTheCatalog(t *testing.T) {
	var b Builder
	b.Fail(errcatalog.TransferAmountNotInteger, "amount", reason.New(reason.MemberType, "a test finding"), "JPY")
	b.Skip("limits", "limits")
	b.Advise(errcatalog.WarnEndBeforeStart, "end_time", reason.New(reason.MemberType, "a test finding"), "2026-01-01", "2026-02-01")
	r := b.Report("fiat/create-transfer")
	if r.Valid || len(r.Errors) != 1 || r.Errors[0].Message != "amount must be an integer for JPY" || r.Errors[0].Code != "400" || r.Errors[0].Action != "FIX" {
		t.Fatalf("report %+v", r)
	}
	if w := r.Warnings[0]; w.Action != "WARN" || w.HTTPStatus != 0 || w.Code != "" {
		t.Errorf("warning %+v", w)
	}
}

func TestReportJSONMatchesEncodingJSON(t *testing.T) {
	var b Builder
	b.Fail(errcatalog.FiatClearingSystemNotSupported, "beneficiary.clearing_system", reason.New(reason.MemberType, "a test finding"), "US", "EUR", `LOCAL "<x>"`)
	b.Fail(errcatalog.FiatInvalidRequest, "", reason.New(reason.MemberType, "a test finding"))
	b.Skip("account", "account")
	r := b.Report("fiat/create-payout")
	var viaUs, viaStd map[string]any
	if err := json.Unmarshal(r.AppendJSON(nil, true), &viaUs); err != nil {
		t.Fatal(err)
	}
	type plain Report // no MarshalJSON method
	std, _ := json.Marshal(plain(r))
	_ = json.Unmarshal(std, &viaStd)
	a, _ := json.Marshal(viaUs)
	c, _ := json.Marshal(viaStd)
	if string(a) != string(c) {
		t.Errorf("hand-written JSON means\n%s\nencoding/json means\n%s", a, c)
	}
}

func TestEmptyListsAreArraysNotNull(t *testing.T) {
	var b Builder
	r := b.Report("fiat/list-balances")
	if got := string(r.AppendJSON(nil, false)); got != `{"operation":"fiat/list-balances","valid":true,"errors":[],"skipped":[],"warnings":[]}` {
		t.Errorf("got %s", got)
	}
}

func TestReportIntoWritesWhatReportDoesAndReusesItsLists(t *testing.T) {
	builders := []func(*Builder){
		func(b *Builder) {
			b.Fail(errcatalog.TransferAmountNotInteger, "amount", reason.New(reason.MemberType, "a test finding"), "JPY")
			b.Skip("limits", "limits")
			b.Advise(errcatalog.WarnEndBeforeStart, "end_time", reason.New(reason.MemberType, "a test finding"), "2026-01-01", "2026-02-01")
		},
		func(b *Builder) {}, // valid, nothing skipped: the lists are empty, not null
		func(b *Builder) { b.Skip("account", "account"); b.Skip("balances", "balances") },
	}
	var reused Report
	for i, build := range builders {
		var b Builder
		build(&b)
		want := b.Report("fiat/create-transfer")
		b.ReportInto(&reused, "fiat/create-transfer")
		if got, w := string(reused.AppendJSON(nil, false)), string(want.AppendJSON(nil, false)); got != w {
			t.Errorf("builder %d: ReportInto wrote\n%s\nReport wrote\n%s", i, got, w)
		}
	}
	var b Builder
	b.Skip("limits", "limits")
	b.ReportInto(&reused, "x")
	first := &reused.Skipped[0]
	b.ReportInto(&reused, "x")
	if &reused.Skipped[0] != first {
		t.Error("ReportInto allocated a new list where the old one had room")
	}
}

func ExampleBuilder_ReportInto() {
	var b Builder
	var r Report // reused from request to request
	for _, amount := range []string{"100", "100.5"} {
		b.Reset()
		if amount != "100" {
			b.Fail(errcatalog.TransferAmountNotInteger, "amount", reason.New(reason.MemberType, "amount "+amount+" has a fraction"), "JPY")
		}
		b.ReportInto(&r, "fiat/create-transfer")
		fmt.Println(r.Valid, len(r.Errors))
	}
	// Output:
	// true 0
	// false 1
}

// TestFailSaysWhetherItRecordedAnError: strict mode is decided where a finding is recorded, and
// the rules that go on after a prediction ask Fail rather than reading Strict themselves.
func TestFailSaysWhetherItRecordedAnError(t *testing.T) {
	for _, strict := range []bool{false, true} {
		b := Builder{Strict: strict}
		for _, code := range []reason.Code{reason.MemberType, reason.TimeFormat} {
			errs := len(b.Errors)
			refused := b.Fail(errcatalog.FiatEndTimeInvalid, "end_time", reason.New(code, "a test finding"))
			if recorded := len(b.Errors) > errs; refused != recorded || refused != (strict || reason.BasisOf(code) != reason.Reading) {
				t.Errorf("strict %v, %s: Fail said %v, recorded an error: %v", strict, code, refused, recorded)
			}
		}
	}
}

func TestSkipOnceNamesASkipOnce(t *testing.T) {
	var b Builder
	b.SkipOnce("balance", "balances")
	b.SkipOnce("limits", "limits")
	b.SkipOnce("balance", "balances")
	if len(b.Skipped) != 2 || b.Skipped[0] != (Skip{"balance", "balances"}) || b.Skipped[1] != (Skip{"limits", "limits"}) {
		t.Errorf("skipped %v", b.Skipped)
	}
}

// TestIssuesCarryTheirTypedEntryOutsideTheJSON: an error and a prediction carry their catalog
// entry as an errcatalog.ID, so no consumer looks the key up again, and the report's JSON (both
// writers) is the contract's, without it.
func TestIssuesCarryTheirTypedEntryOutsideTheJSON(t *testing.T) {
	var b Builder
	b.Fail(errcatalog.TransferAmountNotInteger, "amount", reason.New(reason.MemberType, "a test finding"), "JPY")
	b.Fail(errcatalog.IdempotencyInvalidKey, "", reason.New(reason.IdempotencyKeyShape, "a test prediction"))
	r := b.Report("fiat/create-transfer")
	if e := r.Errors[0]; e.Entry != errcatalog.TransferAmountNotInteger || e.ID != e.Entry.Key() {
		t.Errorf("error %+v", e)
	}
	if w := r.Warnings[0]; w.Entry != errcatalog.IdempotencyInvalidKey || w.Predicts != w.Entry.Key() {
		t.Errorf("prediction %+v", w)
	}
	std, err := json.Marshal(r.Errors[0])
	if err != nil {
		t.Fatal(err)
	}
	for _, out := range [][]byte{r.AppendJSON(nil, true), std} {
		if strings.Contains(strings.ToLower(string(out)), "entry") {
			t.Errorf("the JSON carries the typed entry: %s", out)
		}
	}
}
