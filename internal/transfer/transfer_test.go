package transfer

import (
	"errors"
	"testing"
	"time"

	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/operation"
	"github.com/preflightpay/preflight/internal/report"
	"github.com/preflightpay/preflight/internal/rule"
	"github.com/preflightpay/preflight/internal/ruletest"
	"github.com/preflightpay/preflight/reason"
)

func TestParseTimeAcceptsTheDocumentedFormats(t *testing.T) {
	want := time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)
	for _, s := range []string{"2026-11-22T10:00:00Z", "2026-11-22T18:00:00+08:00", "2026-11-22T10:00:00.000Z", "2026-11-22 10:00:00", "2026-11-22T10:00:00", "1795341600", "1795341600000"} {
		got, err := ParseTime(s)
		if err != nil || !got.Equal(want) {
			t.Errorf("ParseTime(%q) = %v, %v; want %v", s, got, err, want)
		}
	}
	if got, err := ParseTime("2026-11-22"); err != nil || !got.Equal(time.Date(2026, 11, 22, 0, 0, 0, 0, time.UTC)) {
		t.Errorf("ParseTime(date) = %v, %v", got, err)
	}
}

func TestParseTimeRefusesOtherShapes(t *testing.T) {
	for _, s := range []string{"", "22/11/2026", "2026-11-31", "2026-13-01", "2026-11-22T25:00:00Z", "2026-11-22T10:00:00+0800", "17953416000", "179534160000", "-1795341600", "1795341600.5", "yesterday", " 2026-11-22"} {
		_, err := ParseTime(s)
		var te *TimeError
		if !errors.Is(err, ErrInvalidTime) || !errors.As(err, &te) || te.Value != s {
			t.Errorf("ParseTime(%q) = %v, want a *TimeError", s, err)
		}
	}
}

// TestTimeFiltersCertainOrPredicted: a time no format reads (an hour, minute or second no clock
// shows, no digit at all) is certainly invalid; a real time in a format preflight does not read
// is only a prediction; every real-world time preflight reads is no finding at all.
func TestTimeFiltersCertainOrPredicted(t *testing.T) {
	tests := []struct {
		value string
		code  reason.Code // "" for no finding
	}{
		{"2026-11-01T25:00:00Z", reason.TimeNotRealClock},
		{"2026-11-01T12:61:00Z", reason.TimeNotRealClock},
		{"2026-11-01 12:61", reason.TimeNotRealClock},
		{"2026-11-01t99:00:00+08:00", reason.TimeNotRealClock},
		{"2026-11-01T10:00:61Z", reason.TimeNotRealClock},
		{"2026-11-01T24:30:00Z", reason.TimeNotRealClock},
		{"2026-11-01T24:00:01Z", reason.TimeNotRealClock},
		{"2026-02-30T25:00:00Z", reason.TimeNotRealDate},
		{"soon", reason.TimeNoDigits},
		{"yesterday", reason.TimeNoDigits},
		{"-", reason.TimeNoDigits},
		{"now()", reason.TimeNoDigits},
		// Real times in formats preflight does not read: predictions.
		{"2026-11-01T24:00:00Z", reason.TimeFormat}, // ISO 8601's end of a day
		{"2026-11-01T23:59:60Z", reason.TimeFormat}, // a leap second
		{"2026-11-01T10:00:00+0800", reason.TimeFormat},
		{"2026-11-01T00:00:00z", reason.TimeFormat}, // RFC 3339's lower-case zone letter
		{"22/11/2026", reason.TimeFormat},
		{"Sun, 01 Nov 2026 10:00:00 GMT", reason.TimeFormat},
		{"２０２６-11-01", reason.TimeFormat},
		{"17953416000", reason.TimeFormat},
		// Real-world times preflight reads.
		{"2026-11-01T23:59:59Z", ""},
		{"2026-11-01T9:00:00Z", ""},
		{"2026-11-01T23:59:59.999999999Z", ""},
		{"2026-11-01T10:00:00.5+05:30", ""},
		{"2026-11-01T10:00:00-03:00", ""},
		{"2026-11-01T10:00:00+14:00", ""},
		{"2026-11-01 10:00:00", ""},
		{"2026-11-01T10:00:00", ""},
		{"2026-11-01T10:00:00.123", ""},
		{"2026-11-01", ""},
		{"2028-02-29T12:00:00Z", ""},
		{"1795341600", ""},
		{"1795341600000", ""},
		{"0", ""},
	}
	for _, tt := range tests {
		for _, field := range []string{"start_time", "end_time"} {
			b := run(t, CheckTimes, "fiat/list-payouts", `{"`+field+`": "`+tt.value+`"}`, "")
			var got []reason.Reason
			for _, e := range b.Errors {
				got = append(got, e.Reason)
			}
			for _, w := range b.Warnings {
				got = append(got, w.Reason)
			}
			switch {
			case tt.code == "" && len(got) != 0:
				t.Errorf("%s %q: got %v, want no finding", field, tt.value, got)
			case tt.code == "":
			case len(got) != 1 || got[0].Code != tt.code || (len(b.Errors) == 1) != (reason.BasisOf(tt.code) == reason.Spec):
				t.Errorf("%s %q: errors %v, warnings %v; want one %s", field, tt.value, b.Errors, b.Warnings, tt.code)
			}
		}
	}
}

func run(t testing.TB, check rule.Func, op operation.Name, request, factsJSON string) *report.Builder {
	t.Helper()
	return ruletest.Run(t, check, op, request, factsJSON)
}

type finding struct {
	id    errcatalog.ID
	field string
}

// findings lists the errors, then the predictions (the warnings of checks on preflight's
// reading, which name the entry they predict).
func findings(b *report.Builder) []finding {
	var out []finding
	for _, e := range b.Errors {
		out = append(out, finding{e.ID, e.Field})
	}
	for _, w := range b.Warnings {
		if w.Predicts {
			out = append(out, finding{w.Entry, w.Field})
		}
	}
	return out
}

func same(a, b []finding) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestCheckList(t *testing.T) {
	tests := []struct {
		request string
		want    []finding
	}{
		{`{}`, nil},
		{`{"page_number": "1", "page_size": 1, "transfer_status": "failed", "currency": "cnh", "start_time": "", "end_time": ""}`, nil},
		{`{"page_number": -1, "page_size": 0}`, []finding{{errcatalog.TransferPageNumberInvalid, "page_number"}, {errcatalog.TransferPageSizeInvalid, "page_size"}}},
		{`{"transfer_status": "COMPLETED"}`, []finding{{errcatalog.TransferStatusInvalid, "transfer_status"}}},
		{`{"transfer_status": 1}`, []finding{{errcatalog.FiatInvalidRequest, "transfer_status"}}},
		{`{"currency": "US"}`, []finding{{errcatalog.TransferCurrencyFilterInvalid, "currency"}}},
		{`{"start_time": "2026-11-22", "end_time": "later"}`, []finding{{errcatalog.FiatEndTimeInvalid, "end_time"}}},
		{`{"page_number": true}`, []finding{{errcatalog.FiatInvalidRequest, "page_number"}}},
		{`{"page_number": "3", "page_size": "100", "transfer_status": "", "currency": " usd "}`, nil},
		{`{"currency": "XYZ"}`, []finding{{errcatalog.TransferCurrencyFilterInvalid, "currency"}}},
		{`{"start_time": "2026-02-30"}`, []finding{{errcatalog.FiatStartTimeInvalid, "start_time"}}},
	}
	for _, tt := range tests {
		if got := findings(run(t, CheckList, "fiat/list-transfers", tt.request, "")); !same(got, tt.want) {
			t.Errorf("%s: got %v, want %v", tt.request, got, tt.want)
		}
	}
}

// TestBasisOfEachFinding: what the specification states or the facts show is an error; what is
// preflight's reading (time formats, unknown currencies, minor units) a prediction.
func TestBasisOfEachFinding(t *testing.T) {
	const me = `{"account": {"id": "acc_1"}, "balances": {"USD": "100", "JPY": "100000"}}`
	tests := []struct {
		op             operation.Name
		request, facts string
		code           reason.Code
		predicts       bool
	}{
		{"fiat/list-transfers", `{"page_size": 101}`, "", reason.PageSize, false},
		{"fiat/list-transfers", `{"page_number": "0"}`, "", reason.PageNumber, false},
		{"fiat/list-transfers", `{"transfer_status": "done"}`, "", reason.TransferStatusFilter, false},
		{"fiat/list-transfers", `{"transfer_status": "Failed"}`, "", reason.TransferStatusCase, true},
		{"fiat/list-transfers", `{"currency": "EURO"}`, "", reason.LedgerCurrencyNotACode, false},
		{"fiat/list-transfers", `{"currency": "XYZ"}`, "", reason.LedgerCurrencyUnknown, true},
		{"fiat/list-transfers", `{"start_time": "22/11/2026"}`, "", reason.TimeFormat, true},
		{"fiat/list-transfers", `{"start_time": "yesterday"}`, "", reason.TimeNoDigits, false},
		{"fiat/list-transfers", `{"end_time": "2026-11-01T25:00:00Z"}`, "", reason.TimeNotRealClock, false},
		{"fiat/list-transfers", `{"end_time": "2026-13-01"}`, "", reason.TimeNotRealDate, false},
		{"fiat/create-transfer", `{` + goodTransfer + `, "currency": "JPY", "amount": "10.5"}`, me, reason.TransferAmountWhole, true},
		{"fiat/create-transfer", `{` + goodTransfer + `, "currency": "USD", "amount": "10.001"}`, me, reason.TransferAmountScale, true},
		{"fiat/create-transfer", `{` + goodTransfer + `, "currency": "USD", "amount": "-1"}`, me, reason.TransferAmountSign, false},
		{"fiat/create-transfer", `{` + goodTransfer + `, "currency": "USD", "amount": "ten"}`, me, reason.TransferAmountDecimal, false},
		{"fiat/create-transfer", `{` + goodTransfer + `, "currency": "USD", "amount": {}}`, me, reason.MemberType, false},
		{"fiat/create-transfer", `{` + goodTransfer + `, "currency": "USD", "amount": "100.5"}`, me, reason.BalanceInsufficient, false},
		{"fiat/retrieve-transfer", `{"id": "tr_9"}`, `{"fiat": {"transfers": {"tr_1": {"status": "COMPLETED"}}}}`, reason.TransferNotFound, false},
	}
	for _, tt := range tests {
		check := map[operation.Name]rule.Func{"fiat/list-transfers": CheckList, "fiat/create-transfer": CheckCreate, "fiat/retrieve-transfer": CheckRetrieve}[tt.op]
		b := run(t, check, tt.op, tt.request, tt.facts)
		var got []reason.Reason
		for _, e := range b.Errors {
			got = append(got, e.Reason)
		}
		for _, w := range b.Warnings {
			if w.Predicts {
				got = append(got, w.Reason)
			}
		}
		if len(got) != 1 || got[0].Code != tt.code || got[0].Text == "" || (len(b.Errors) == 0) != tt.predicts {
			t.Errorf("%s: errors %v, warnings %v; want one finding %s (prediction: %v)", tt.request, b.Errors, b.Warnings, tt.code, tt.predicts)
		}
	}
}

func TestCheckTimesWarnsWhenTheEndIsBeforeTheStart(t *testing.T) {
	b := run(t, CheckTimes, "fiat/list-payouts", `{"start_time": "2026-11-22T10:00:00+08:00", "end_time": "2026-11-22T01:59:59Z"}`, "")
	if len(b.Errors) != 0 || len(b.Warnings) != 1 || b.Warnings[0].ID != errcatalog.WarnEndBeforeStart {
		t.Errorf("errors %v, warnings %v", b.Errors, b.Warnings)
	}
	b = run(t, CheckTimes, "fiat/list-payouts", `{"start_time": "2026-11-22T10:00:00+08:00", "end_time": "2026-11-22T02:00:00Z"}`, "")
	if len(b.Warnings) != 0 {
		t.Errorf("same instant warned: %v", b.Warnings)
	}
}

const goodTransfer = `"source_account_id": "acc_1", "target_account_id": "acc_2", "reason": "r"`

func TestCheckCreate(t *testing.T) {
	const me = `{"account": {"id": "acc_1"}, "balances": {"USD": "100"}}`
	tests := []struct {
		name, request, facts string
		want                 []finding
	}{
		{"valid", `{` + goodTransfer + `, "currency": "USD", "amount": "100"}`, me, nil},
		{"valid, caller is the target: balances say nothing", `{` + goodTransfer + `, "currency": "USD", "amount": "1000"}`, `{"account": {"id": "acc_2"}, "balances": {}}`, nil},
		{"all required missing: one finding", `{"currency": "USD", "amount": "1"}`, me, []finding{{errcatalog.TransferRequiredFieldsMissing, "source_account_id"}}},
		{"blank reason", `{"source_account_id": "acc_1", "target_account_id": "acc_2", "reason": "  ", "currency": "USD", "amount": "1"}`, me, []finding{{errcatalog.TransferRequiredFieldsMissing, "reason"}}},
		{"wrong type is invalid request, not missing", `{"source_account_id": 1, "target_account_id": "acc_2", "reason": "r", "currency": "USD", "amount": "1"}`, me, []finding{{errcatalog.FiatInvalidRequest, "source_account_id"}}},
		{"no currency", `{` + goodTransfer + `, "amount": "1"}`, me, []finding{{errcatalog.TransferCurrencyCodeInvalid, "currency"}}},
		{"no amount", `{` + goodTransfer + `, "currency": "USD"}`, me, []finding{{errcatalog.TransferAmountInvalid, "amount"}}},
		{"zero amount", `{` + goodTransfer + `, "currency": "USD", "amount": 0}`, me, []finding{{errcatalog.TransferAmountInvalid, "amount"}}},
		{"KRW fraction: a prediction", `{` + goodTransfer + `, "currency": "krw", "amount": 10.5}`, `{"account": {"id": "acc_1"}, "balances": {"KRW": "100"}}`, []finding{{errcatalog.TransferAmountNotInteger, "amount"}}},
		{"KRW fraction beyond the balance: the balance is still compared", `{` + goodTransfer + `, "currency": "krw", "amount": 100.5}`, `{"account": {"id": "acc_1"}, "balances": {"KRW": "100"}}`, []finding{{errcatalog.FiatInsufficientBalance, "amount"}, {errcatalog.TransferAmountNotInteger, "amount"}}},
		{"lower-case currency finds the facts' upper-case balance", `{` + goodTransfer + `, "currency": "usd", "amount": "100"}`, me, nil},
		{"balance short", `{` + goodTransfer + `, "currency": "USD", "amount": "100.01"}`, me, []finding{{errcatalog.FiatInsufficientBalance, "amount"}}},
		{"no balance in the currency", `{` + goodTransfer + `, "currency": "EUR", "amount": "1"}`, me, []finding{{errcatalog.FiatInsufficientBalance, "amount"}}},
		{"not a party", `{` + goodTransfer + `, "currency": "USD", "amount": "1"}`, `{"account": {"id": "acc_9"}}`, []finding{{errcatalog.TransferAccountNotParty, "source_account_id"}}},
	}
	for _, tt := range tests {
		if got := findings(run(t, CheckCreate, "fiat/create-transfer", tt.request, tt.facts)); !same(got, tt.want) {
			t.Errorf("%s: got %v, want %v", tt.name, got, tt.want)
		}
	}
}

func TestCheckCreateSkipsOncePerMissingSection(t *testing.T) {
	b := run(t, CheckCreate, "fiat/create-transfer", `{`+goodTransfer+`, "currency": "USD", "amount": "1"}`, "")
	want := []report.Skip{{Rule: "account", Needs: "account"}, {Rule: "balance", Needs: "balances"}}
	if len(b.Skipped) != 2 || b.Skipped[0] != want[0] || b.Skipped[1] != want[1] {
		t.Errorf("skipped %v, want %v", b.Skipped, want)
	}
}

func TestCheckRetrieve(t *testing.T) {
	for request, want := range map[string]int{`{"id": "tr_1"}`: 0, `{"id": 42}`: 0, `{}`: 1, `{"id": " "}`: 1, `{"id": {}}`: 1} {
		if got := len(run(t, CheckRetrieve, "fiat/retrieve-transfer", request, "").Errors); got != want {
			t.Errorf("%s: %d errors, want %d", request, got, want)
		}
	}
	const stored = `{"fiat": {"transfers": {"tr_1": {"status": "Completed"}, "42": {}}}}`
	for request, want := range map[string][]finding{
		`{"id": "tr_1"}`:   nil,
		`{"id": " tr_1 "}`: nil,
		`{"id": 42}`:       nil,
		`{"id": "tr_2"}`:   {{errcatalog.TransferNotFound, "id"}},
	} {
		if got := findings(run(t, CheckRetrieve, "fiat/retrieve-transfer", request, stored)); !same(got, want) {
			t.Errorf("%s: got %v, want %v", request, got, want)
		}
	}
	if b := run(t, CheckRetrieve, "fiat/retrieve-transfer", `{"id": "tr_1"}`, `{"fiat": {}}`); len(b.Skipped) != 1 || b.Skipped[0] != (report.Skip{Rule: "transfer.exists", Needs: "fiat.transfers"}) {
		t.Errorf("skipped %v", b.Skipped)
	}
}

func BenchmarkCheckCreate(b *testing.B) {
	c := ruletest.Context(b, "fiat/create-transfer", `{`+goodTransfer+`, "currency": "USD", "amount": "100"}`, `{"account": {"id": "acc_1"}, "balances": {"USD": "100"}}`)
	b.ReportAllocs()
	for b.Loop() {
		c.Report.Reset()
		CheckCreate(c)
	}
}

func BenchmarkCheckList(b *testing.B) {
	c := ruletest.Context(b, "fiat/list-transfers", `{"page_number": 2, "page_size": 100, "transfer_status": "completed", "currency": "USD", "start_time": "2026-11-01", "end_time": "2026-11-22T23:59:59Z"}`, ``)
	b.ReportAllocs()
	for b.Loop() {
		c.Report.Reset()
		CheckList(c)
	}
}

func FuzzParseTime(f *testing.F) {
	for _, s := range []string{"2026-11-22T10:00:00Z", "2026-11-22", "2026-11-22 10:00:00", "1795341600", "1795341600000", "2026-02-30", "x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got, err := ParseTime(s)
		again, err2 := ParseTime(s)
		if (err == nil) != (err2 == nil) || !got.Equal(again) {
			t.Fatal("not deterministic")
		}
		if err != nil {
			return
		}
		// An accepted time written back in RFC 3339 is accepted as the same instant.
		back, err := ParseTime(got.Format(time.RFC3339Nano))
		if got.Year() >= 0 && got.Year() <= 9999 && (err != nil || !back.Equal(got)) {
			t.Fatalf("%q -> %v does not round-trip: %v %v", s, got, back, err)
		}
	})
}
