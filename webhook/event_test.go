package webhook

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// ReadTestEvent reads a sample event of testdata/events; exported for the external tests of
// package webhook_test, which cannot see this file's unexported names.
func ReadTestEvent(t testing.TB, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "events", name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestSampleEventsDecode(t *testing.T) {
	tests := []struct {
		file   string
		kind   Kind
		status OrderStatus
	}{
		{"stocks_processing.json", KindStocksOrder, StatusPending},
		{"stocks_completed.json", KindStocksOrder, StatusSuccess},
		{"stocks_completed_no_price.json", KindStocksOrder, StatusSuccess},
		{"stocks_failed.json", KindStocksOrder, StatusFailed},
		{"stocks_failed_quote_expired.json", KindStocksOrder, StatusFailed},
		{"issuing_declined.json", KindIssuing, ""},
		{"unknown_event.json", KindUnknown, ""},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			ev, err := DecodeEvent(ReadTestEvent(t, tt.file))
			if err != nil {
				t.Fatalf("DecodeEvent: %v", err)
			}
			if ev.Kind != tt.kind {
				t.Errorf("kind %v, want %v", ev.Kind, tt.kind)
			}
			if tt.kind == KindStocksOrder && (ev.Order == nil || ev.Order.Status != tt.status) {
				t.Errorf("order %+v, want status %s", ev.Order, tt.status)
			}
		})
	}
}

func TestCompletedOrderCarriesExactAmounts(t *testing.T) {
	ev, err := DecodeEvent(ReadTestEvent(t, "stocks_completed.json"))
	if err != nil {
		t.Fatal(err)
	}
	o := ev.Order
	// cash_amount is the JSON number 1894.20: read as text, never float64.
	got := []string{o.ExecutedQuantity.String(), o.ExecutedPrice.StringFixed(4), o.CashAmount.StringFixed(2), o.Fees.String(), o.TotalAmount.String()}
	want := []string{"10", "189.4200", "1894.20", "0.99", "1895.19"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("amounts %v, want %v", got, want)
	}
	if !strings.Contains(string(o.Raw), "broker_reference") {
		t.Error("unknown field not kept in Raw")
	}
	nop, _ := DecodeEvent(ReadTestEvent(t, "stocks_completed_no_price.json"))
	if nop.Order.ExecutedPrice != nil {
		t.Error("null execution price of a completed order not nil")
	}
}

func TestIssuingTransactionFields(t *testing.T) {
	ev, err := DecodeEvent(ReadTestEvent(t, "issuing_declined.json"))
	if err != nil {
		t.Fatal(err)
	}
	tx := ev.Transaction
	if tx.CardNumber != "************4242" || tx.AuthorizationCode != "123456" ||
		tx.BillingAmount.StringFixed(2) != "25.50" || tx.TransactionCurrency != "SGD" ||
		tx.TransactionTime.Format(issuingTimeLayout) != "2026-11-20 08:15:42" ||
		len(tx.Merchants) != 1 || tx.Merchants[0].CategoryCode != "5812" || tx.Merchants[0].Country != "SG" ||
		tx.TransactionStatus != "DECLINED" {
		t.Errorf("transaction %+v", tx)
	}
}

// set returns the JSON of file with the value at path (dot separated,
// below the root) replaced by value, or deleted when value is "<delete>".
func set(t *testing.T, file, path, value string) []byte {
	t.Helper()
	var root map[string]any
	if err := json.Unmarshal(ReadTestEvent(t, file), &root); err != nil {
		t.Fatal(err)
	}
	parts := strings.Split(path, ".")
	m := root
	for _, p := range parts[:len(parts)-1] {
		m = m[p].(map[string]any)
	}
	last := parts[len(parts)-1]
	if value == "<delete>" {
		delete(m, last)
	} else {
		m[last] = json.RawMessage(value)
	}
	b, err := json.Marshal(root)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestEventViolationsHavePaths(t *testing.T) {
	const (
		proc = "stocks_processing.json"
		done = "stocks_completed.json"
		fail = "stocks_failed.json"
		card = "issuing_declined.json"
	)
	tests := []struct {
		name, file, path, value string
		wantPath, wantRule      string
	}{
		{"version shape", proc, "version", `"1.6.0"`, "version", "version-shape"},
		{"version with two parts", proc, "version", `"V1.6"`, "version", "version-shape"},
		{"event_id not UUID", proc, "event_id", `"evt_123"`, "event_id", "uuid"},
		{"event_id missing", proc, "event_id", "<delete>", "event_id", "required"},
		{"data not an object", proc, "data", `[]`, "data", "type-object"},
		{"order missing", proc, "data.order", "<delete>", "data.order", "required"},
		{"status does not match stage", proc, "data.order.status", `"SUCCESS"`, "data.order.status", "status-stage"},
		{"processing with completed_at", proc, "data.order.completed_at", `"2026-11-20T09:30:04Z"`, "data.order.completed_at", "null"},
		{"processing with cash amount", proc, "data.order.cash_amount", `"1"`, "data.order.cash_amount", "null"},
		{"processing with failure code", proc, "data.order.failure_code", `"STOCKS_ORDER_FAILED"`, "data.order.failure_code", "null"},
		{"completed without completed_at", done, "data.order.completed_at", `null`, "data.order.completed_at", "required"},
		{"completed without fees", done, "data.order.fees", "<delete>", "data.order.fees", "required"},
		{"completed with failed_at", done, "data.order.failed_at", `"2026-11-20T09:30:04Z"`, "data.order.failed_at", "null"},
		{"completed amount not decimal", done, "data.order.total_amount", `"12,00"`, "data.order.total_amount", "type-decimal"},
		{"completed amount exponent", done, "data.order.total_amount", `1e3`, "data.order.total_amount", "type-decimal"},
		{"completed amount of 41 digits", done, "data.order.total_amount", `"` + strings.Repeat("9", 41) + `"`, "data.order.total_amount", "type-decimal"},
		{"completed quantity of a million digits", done, "data.order.executed_quantity", strings.Repeat("9", 1<<20-4096), "data.order.executed_quantity", "type-decimal"},
		{"completed time unreadable", done, "data.order.completed_at", `"yesterday"`, "data.order.completed_at", "time"},
		{"failed without failure_code", fail, "data.order.failure_code", `null`, "data.order.failure_code", "required"},
		{"failed without failure_message", fail, "data.order.failure_message", "<delete>", "data.order.failure_message", "required"},
		{"failed with execution price", fail, "data.order.executed_price", `"1.00"`, "data.order.executed_price", "null"},
		{"failed with completed_at", fail, "data.order.completed_at", `"2026-11-20T09:30:04Z"`, "data.order.completed_at", "null"},
		{"order_id not a string", fail, "data.order.order_id", `42`, "data.order.order_id", "type-string"},
		{"card_id not UUID", card, "data.card_id", `"card-1"`, "data.card_id", "uuid"},
		{"card number unmasked", card, "data.card_number", `"4242424242424242"`, "data.card_number", "card-number-masked"},
		{"card number shows too much", card, "data.card_number", `"******424242"`, "data.card_number", "card-number-masked"},
		{"amount as text", card, "data.billing_amount", `"ten"`, "data.billing_amount", "type-decimal"},
		{"currency lower case", card, "data.billing_currency", `"usd"`, "data.billing_currency", "currency"},
		{"transaction time ISO", card, "data.transaction_time", `"2026-11-20T08:15:42Z"`, "data.transaction_time", "time"},
		{"authorization code fractional", card, "data.authorization_code", `12.5`, "data.authorization_code", "type-integer"},
		{"merchant data not array", card, "data.merchant_data", `{}`, "data.merchant_data", "type-array"},
		{"merchant category not number", card, "data.merchant_data", `[{"category_code":"food"}]`, "data.merchant_data[0].category_code", "type-decimal"},
		{"merchant entry not object", card, "data.merchant_data", `[1]`, "data.merchant_data[0]", "type-object"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ev, err := DecodeEvent(set(t, tt.file, tt.path, tt.value))
			var de *DecodeError
			if !errors.Is(err, ErrInvalidEvent) || !errors.As(err, &de) || ev == nil {
				t.Fatalf("err = %v, want ErrInvalidEvent with the event", err)
			}
			if len(de.Violations) != 1 || de.Violations[0].Path != tt.wantPath || de.Violations[0].Rule != tt.wantRule {
				t.Errorf("violations %+v, want one %s at %s", de.Violations, tt.wantRule, tt.wantPath)
			}
		})
	}
}

func TestUnknownEventsPassThrough(t *testing.T) {
	for _, body := range []string{
		`{"version":"V1.6.0","event_id":"6e7f8091-a2b3-4c4d-9e5f-60718293a4b5","event_type":"stocks.order.cancelled","event_name":"STOCKS_ORDER","data":{"order":{"weird":true}}}`,
		`{"version":"V9.0.0","event_id":"6e7f8091-a2b3-4c4d-9e5f-60718293a4b5","event_type":"new.thing","event_name":"NEW","data":{},"extra":1}`,
	} {
		ev, err := DecodeEvent([]byte(body))
		if err != nil || ev.Kind != KindUnknown || len(ev.Data) == 0 {
			t.Errorf("%s: %+v, %v", body, ev, err)
		}
	}
}

func TestNotAJSONObjectIsMalformed(t *testing.T) {
	for _, body := range []string{``, `null`, `[]`, `"x"`, `{"a":`, `{} {}`} {
		ev, err := DecodeEvent([]byte(body))
		if ev != nil || !errors.Is(err, ErrMalformedEvent) {
			t.Errorf("%q: %v, %v", body, ev, err)
		}
	}
}

func TestViolationsNeverShowTheCardNumber(t *testing.T) {
	const pan = "4242424242424242"
	_, err := DecodeEvent(set(t, "issuing_declined.json", "data.card_number", `"`+pan+`"`))
	if err == nil || strings.Contains(err.Error(), pan) || strings.Contains(err.Error(), "4242") {
		t.Fatalf("err = %v", err)
	}
	b, _ := json.Marshal(err.(*DecodeError).Violations)
	if strings.Contains(string(b), "4242") {
		t.Fatalf("violations show the card number: %s", b)
	}
}

func FuzzDecodeEvent(f *testing.F) {
	files, _ := filepath.Glob("testdata/events/*.json")
	for _, file := range files {
		b, _ := os.ReadFile(file)
		f.Add(b)
	}
	f.Add([]byte(`{"data":{"order":null},"event_name":"STOCKS_ORDER","event_type":"stocks.order.failed"}`))
	f.Fuzz(func(t *testing.T, body []byte) {
		ev1, err1 := DecodeEvent(body)
		ev2, err2 := DecodeEvent(body)
		if (ev1 == nil) != (ev2 == nil) || !reflect.DeepEqual(err1, err2) {
			t.Fatal("not deterministic")
		}
		if ev1 == nil {
			if !errors.Is(err1, ErrMalformedEvent) {
				t.Fatalf("nil event with %v", err1)
			}
			return
		}
		if err1 != nil && !errors.Is(err1, ErrInvalidEvent) {
			t.Fatalf("unexpected error %v", err1)
		}
		if ev1.Transaction != nil && ev1.Transaction.CardNumber != "" && !isMaskedCard(ev1.Transaction.CardNumber) {
			t.Fatal("unmasked card number kept")
		}
		if err1 != nil {
			for _, v := range err1.(*DecodeError).Violations {
				if v.Path == "" && v.Rule != "json-object" {
					t.Fatalf("violation without a path: %+v", v)
				}
			}
		}
	})
}
