package mock

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/webhook"
)

// Scenario describes what happens to stocks orders and cards over time: the events the mock
// sends to the webhook subscriber. It is read from JSON by ParseScenario:
//
//	{"orders": [{"order_id": "...", "symbol": "AAPL", "side": "BUY", "currency": "USD",
//	             "quantity": "10", "price": "189.42", "fees": "0.99",
//	             "steps": [{"event": "processing"}, {"event": "completed", "after_ms": 4000}]}],
//	 "issuing": [{"after_ms": 0, "amount": "34.00", "currency": "SGD", "description": "insufficient funds"}]}
type Scenario struct {
	Orders  []OrderScenario   `json:"orders,omitempty"`
	Issuing []IssuingScenario `json:"issuing,omitempty"`
}

// OrderScenario is one stocks order's life.
type OrderScenario struct {
	OrderID  string `json:"order_id,omitempty"` // a UUID; one is made when empty
	Symbol   string `json:"symbol,omitempty"`
	Side     string `json:"side,omitempty"`
	Currency string `json:"currency,omitempty"`
	Quantity string `json:"quantity,omitempty"`
	Price    string `json:"price,omitempty"` // executed price; empty sends null, as the platform may
	Fees     string `json:"fees,omitempty"`
	Steps    []Step `json:"steps"`
}

// Step is one event of an order: "processing", "completed" or "failed", AfterMS after the step
// before it (scaled by the time scale).
type Step struct {
	Event          string `json:"event"`
	AfterMS        int    `json:"after_ms,omitempty"`
	FailureCode    string `json:"failure_code,omitempty"`
	FailureMessage string `json:"failure_message,omitempty"`
}

// IssuingScenario is one declined card transaction (issuing.transaction.declined).
type IssuingScenario struct {
	AfterMS     int    `json:"after_ms,omitempty"`
	Amount      string `json:"amount,omitempty"`
	Currency    string `json:"currency,omitempty"`
	Description string `json:"description,omitempty"`
}

// The stages of a step, by their scenario names.
var stages = map[string]string{
	"processing": webhook.EventTypeOrderProcessing,
	"completed":  webhook.EventTypeOrderCompleted,
	"failed":     webhook.EventTypeOrderFailed,
}

// maxScenarioEvents bounds a scenario, so a file cannot make the mock hold unbounded timers.
const maxScenarioEvents = 10_000

// ParseScenario reads a scenario: one JSON object, unknown members refused, every step a known
// stage, every amount a decimal, delays not negative.
func ParseScenario(data []byte) (Scenario, error) {
	var s Scenario
	if err := strictJSON(data, &s); err != nil {
		return Scenario{}, configError("scenario: %v", err)
	}
	n := len(s.Issuing)
	for i, o := range s.Orders {
		for _, x := range []string{o.Quantity, o.Price, o.Fees} {
			if x != "" {
				if _, ok := input.ParseDecimal(x); !ok {
					return Scenario{}, configError("scenario: orders[%d]: %q is not a decimal", i, x)
				}
			}
		}
		if len(o.Steps) == 0 {
			return Scenario{}, configError("scenario: orders[%d] has no steps", i)
		}
		for j, st := range o.Steps {
			if stages[st.Event] == "" {
				return Scenario{}, configError("scenario: orders[%d].steps[%d]: event must be processing, completed or failed", i, j)
			}
			if st.AfterMS < 0 {
				return Scenario{}, configError("scenario: orders[%d].steps[%d]: after_ms must not be negative", i, j)
			}
		}
		n += len(o.Steps)
	}
	for i, t := range s.Issuing {
		if t.AfterMS < 0 {
			return Scenario{}, configError("scenario: issuing[%d]: after_ms must not be negative", i)
		}
		if t.Amount != "" {
			if _, ok := input.ParseDecimal(t.Amount); !ok {
				return Scenario{}, configError("scenario: issuing[%d]: %q is not a decimal", i, t.Amount)
			}
		}
	}
	if n > maxScenarioEvents {
		return Scenario{}, configError("scenario: %d events, more than %d", n, maxScenarioEvents)
	}
	return s, nil
}

// uuid makes a UUID-shaped id (version 4 layout) from the seeded generator.
func uuid(rng *rand.Rand) string {
	a, b := rng.Uint64(), rng.Uint64()
	return fmt.Sprintf("%08x-%04x-4%03x-%04x-%012x", a>>32, (a>>16)&0xffff, a&0xfff, 0x8000|(b>>48)&0x3fff, b&0xffffffffffff)
}

// event is one notification, as planned: its body is built when it is first sent.
type event struct {
	id, typ, name string
	orderID       string
	at            time.Duration // offset from the scenario's start, unscaled
	data          any
	version       string
}

func (e *event) body() []byte {
	b, _ := json.Marshal(struct {
		Version   string `json:"version"`
		EventID   string `json:"event_id"`
		EventType string `json:"event_type"`
		EventName string `json:"event_name"`
		Data      any    `json:"data"`
	}{e.version, e.id, e.typ, e.name, e.data})
	return b
}

// stocksOrder is data.order of a stocks event, with the specification's field rules: failure
// fields and completed_at null while processing; completed_at and the execution amounts when
// completed (executed_price may be null); failed_at, failure_code and failure_message when
// failed, with every execution amount null.
type stocksOrder struct {
	OrderID          string  `json:"order_id"`
	Status           string  `json:"status"`
	Symbol           string  `json:"symbol,omitempty"`
	Side             string  `json:"side,omitempty"`
	Currency         string  `json:"currency,omitempty"`
	Quantity         *string `json:"quantity,omitempty"`
	CreatedAt        string  `json:"created_at"`
	CompletedAt      *string `json:"completed_at"`
	FailedAt         *string `json:"failed_at"`
	FailureCode      *string `json:"failure_code"`
	FailureMessage   *string `json:"failure_message"`
	ExecutedQuantity *string `json:"executed_quantity"`
	ExecutedPrice    *string `json:"executed_price"`
	CashAmount       *string `json:"cash_amount"`
	Fees             *string `json:"fees"`
	TotalAmount      *string `json:"total_amount"`
}

func ptr(s string) *string { return &s }

// plan turns a scenario into events with their offsets, UUIDs drawn from rng.
func (s Scenario) plan(rng *rand.Rand, start time.Time) []*event {
	var out []*event
	for _, o := range s.Orders {
		id := o.OrderID
		if id == "" {
			id = uuid(rng)
		}
		var at time.Duration
		for _, st := range o.Steps {
			at += time.Duration(st.AfterMS) * time.Millisecond
			when := start.Add(at).UTC().Format(time.RFC3339)
			ord := stocksOrder{OrderID: id, Symbol: o.Symbol, Side: o.Side, Currency: o.Currency,
				CreatedAt: start.UTC().Format(time.RFC3339)}
			if o.Quantity != "" {
				ord.Quantity = ptr(o.Quantity)
			}
			switch st.Event {
			case "processing":
				ord.Status = string(webhook.StatusPending)
			case "completed":
				ord.Status = string(webhook.StatusSuccess)
				ord.CompletedAt = ptr(when)
				qty, _ := input.ParseDecimal(nonEmpty(o.Quantity, "1"))
				fees, _ := input.ParseDecimal(nonEmpty(o.Fees, "0"))
				price, _ := input.ParseDecimal(nonEmpty(o.Price, "0"))
				cash := qty.Mul(price)
				ord.ExecutedQuantity, ord.CashAmount = ptr(qty.String()), ptr(cash.StringFixed(2))
				ord.Fees, ord.TotalAmount = ptr(fees.String()), ptr(cash.Add(fees).StringFixed(2))
				if o.Price != "" {
					ord.ExecutedPrice = ptr(o.Price)
				}
			case "failed":
				ord.Status = string(webhook.StatusFailed)
				ord.FailedAt = ptr(when)
				ord.FailureCode = ptr(nonEmpty(st.FailureCode, webhook.FailureOrderFailed))
				ord.FailureMessage = ptr(nonEmpty(st.FailureMessage, "order could not be executed"))
			}
			out = append(out, &event{id: uuid(rng), typ: stages[st.Event], name: webhook.EventNameStocksOrder,
				orderID: id, at: at, version: "V1.6.0", data: map[string]any{"order": ord}})
		}
	}
	for _, t := range s.Issuing {
		at := time.Duration(t.AfterMS) * time.Millisecond
		when := start.Add(at).UTC().Format("2006-01-02 15:04:05")
		amount := json.Number(nonEmpty(t.Amount, "10.00"))
		data := map[string]any{
			"card_id": uuid(rng), "card_number": "************4242", "card_order_id": uuid(rng),
			"transaction_id": uuid(rng), "transaction_type": "AUTHORIZATION", "authorization_code": json.Number("123456"),
			"billing_amount": amount, "billing_currency": nonEmpty(t.Currency, "USD"),
			"transaction_amount": amount, "transaction_currency": nonEmpty(t.Currency, "USD"),
			"transaction_time": when, "posted_time": when,
			"merchant_data": []any{map[string]any{"category_code": json.Number("5812"), "city": "Singapore", "country": "SG", "name": "Example Cafe"}},
			"description":   nonEmpty(t.Description, "insufficient funds"), "transaction_status": "DECLINED",
		}
		out = append(out, &event{id: uuid(rng), typ: webhook.EventTypeIssuing, name: webhook.EventNameTransactionDeclined,
			at: at, version: "V1.0.0", data: data})
	}
	return out
}

func nonEmpty(s, def string) string {
	if s == "" {
		return def
	}
	return s
}
