package webhook

import (
	"errors"
	"strings"
	"testing"
)

// TestAmbiguousEventsAreRefused: an event that could be read two ways (a repeated member name,
// which parsers resolve differently) or whose text is not valid UTF-8 (which encoding/json would
// silently replace) is malformed, so a receiver never acts on it; the violation says where.
func TestAmbiguousEventsAreRefused(t *testing.T) {
	processing := string(ReadTestEvent(t, "stocks_processing.json"))
	tests := []struct {
		name, body, wantRule, wantPath string
	}{
		{"event_id twice", strings.Replace(processing, `"event_id"`, `"event_id":"00000000-0000-4000-8000-000000000000","event_id"`, 1), "duplicate-key", "event_id"},
		{"order status twice", strings.Replace(processing, `"status"`, `"status":"FAILED","status"`, 1), "duplicate-key", "data.order.status"},
		{"invalid UTF-8 in a string", strings.Replace(processing, `"V1.`, "\"\xffV1.", 1), "utf-8", "version"},
		{"unpaired surrogate escape", strings.Replace(processing, `"order_id": "`, `"order_id": "\ud800`, 1), "utf-8", "data.order.order_id"},
		{"two JSON values", processing + " {}", "json", ""},
		{"trailing comma", strings.Replace(processing, `}`, `,}`, 1), "json", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ev, err := DecodeEvent([]byte(tt.body))
			var de *DecodeError
			if ev != nil || !errors.Is(err, ErrMalformedEvent) || !errors.As(err, &de) {
				t.Fatalf("got %v, %v; want no event and ErrMalformedEvent", ev, err)
			}
			if v := de.Violations[0]; v.Rule != tt.wantRule || (tt.wantPath != "" && v.Path != tt.wantPath) {
				t.Errorf("violation %+v, want %s at %q", v, tt.wantRule, tt.wantPath)
			}
		})
	}
}

// TestWrongTypesAreViolations: with the strict reader, a member of the wrong JSON type is still
// a violation at its path, never a coerced value.
func TestWrongTypesAreViolations(t *testing.T) {
	tests := []struct {
		name, file, path, value, wantRule string
	}{
		{"event_id a number", "stocks_processing.json", "event_id", `12`, "type-string"},
		{"data an array", "stocks_processing.json", "data", `[]`, "type-object"},
		{"quantity a boolean", "stocks_processing.json", "data.order.quantity", `true`, "type-decimal"},
		{"quantity with an exponent", "stocks_processing.json", "data.order.quantity", `1e3`, "type-decimal"},
		{"fees an object", "stocks_completed.json", "data.order.fees", `{"v":1}`, "type-decimal"},
		{"merchant name a number", "issuing_declined.json", "data.merchant_data", `[{"name":7}]`, "type-string"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := DecodeEvent(set(t, tt.file, tt.path, tt.value))
			var de *DecodeError
			if !errors.As(err, &de) || !errors.Is(err, ErrInvalidEvent) {
				t.Fatalf("err = %v, want ErrInvalidEvent", err)
			}
			if de.Violations[0].Rule != tt.wantRule {
				t.Errorf("violations %+v, want %s", de.Violations, tt.wantRule)
			}
		})
	}
}

// TestAmountsStayExact: amounts keep every digit they were sent with, as numbers or strings, up
// to the 40 every amount is bounded to (input.MaxAmountDigits).
func TestAmountsStayExact(t *testing.T) {
	const exact = "1234567890123456789.000000000000000000001"
	for _, value := range []string{exact, `"` + exact + `"`} {
		ev, err := DecodeEvent(set(t, "stocks_completed.json", "data.order.fees", value))
		if err != nil {
			t.Fatal(err)
		}
		if got := ev.Order.Fees.String(); got != exact {
			t.Errorf("fees %s read as %s", value, got)
		}
	}
}
