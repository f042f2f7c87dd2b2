package webhook

import (
	"encoding/json"
	"time"

	"github.com/preflightpay/preflight/internal/input"
	"github.com/shopspring/decimal"
)

// OrderStatus is a stocks order status.
type OrderStatus string

const (
	StatusPending OrderStatus = "PENDING" // stocks.order.processing
	StatusSuccess OrderStatus = "SUCCESS" // stocks.order.completed
	StatusFailed  OrderStatus = "FAILED"  // stocks.order.failed
)

// Terminal reports whether s is final: SUCCESS or FAILED.
func (s OrderStatus) Terminal() bool { return s == StatusSuccess || s == StatusFailed }

// Failure codes the specification names; others are accepted ("values
// include"), and KnownFailureCode tells them apart.
const (
	FailureOrderFailed  = "STOCKS_ORDER_FAILED"
	FailureQuoteExpired = "STOCKS_QUOTE_EXPIRED" // quote expired before execution
)

// KnownFailureCode reports whether code is one the specification names.
func KnownFailureCode(code string) bool {
	return code == FailureOrderFailed || code == FailureQuoteExpired
}

// stageStatus maps a stocks event_type to the status its order carries.
func stageStatus(eventType string) OrderStatus {
	switch eventType {
	case EventTypeOrderProcessing:
		return StatusPending
	case EventTypeOrderCompleted:
		return StatusSuccess
	case EventTypeOrderFailed:
		return StatusFailed
	}
	return ""
}

// StocksOrder is data.order. The specification fixes completed_at, failed_at,
// failure_code and failure_message and leaves every other name open; the
// names chosen here are listed in doc.go. Unknown fields are tolerated and
// kept in Raw. Amounts are exact decimals, nil when null.
type StocksOrder struct {
	OrderID        string
	Status         OrderStatus
	Symbol         string
	Side           string
	Currency       string
	Quantity       *decimal.Decimal
	CreatedAt      string
	CompletedAt    string
	FailedAt       string
	FailureCode    string
	FailureMessage string

	ExecutedQuantity *decimal.Decimal
	ExecutedPrice    *decimal.Decimal // may be nil even when completed
	CashAmount       *decimal.Decimal
	Fees             *decimal.Decimal
	TotalAmount      *decimal.Decimal

	Raw json.RawMessage // data.order as received
}

// executionFields are provided when completed and null otherwise;
// executed_price may also be null when completed.
var executionFields = []string{"executed_quantity", "cash_amount", "fees", "total_amount"}

func (c *checker) stocksOrder(o object, eventType string) *StocksOrder {
	want := stageStatus(eventType)
	ord := &StocksOrder{}
	ord.OrderID = o.str("order_id", required)
	ord.Status = OrderStatus(o.str("status", required))
	if ord.Status != "" && ord.Status != want {
		c.add(o.at("status"), "status-stage", "does not match "+eventType+", which carries "+string(want))
	}
	ord.Symbol = o.str("symbol", optional)
	ord.Side = o.str("side", optional)
	ord.Currency = o.str("currency", optional)
	ord.Quantity = o.decimal("quantity", optional)
	ord.CreatedAt = o.time("created_at", optional)

	exec, price := null, null
	completed, failed := null, null
	switch want {
	case StatusSuccess:
		exec, price, completed = required, optional, required
	case StatusFailed:
		failed = required
	}
	ord.CompletedAt = o.time("completed_at", completed)
	ord.FailedAt = o.time("failed_at", failed)
	ord.FailureCode = o.str("failure_code", failed)
	ord.FailureMessage = o.str("failure_message", failed)
	amounts := []**decimal.Decimal{&ord.ExecutedQuantity, &ord.CashAmount, &ord.Fees, &ord.TotalAmount}
	for i, name := range executionFields {
		*amounts[i] = o.decimal(name, exec)
	}
	ord.ExecutedPrice = o.decimal("executed_price", price)
	return ord
}

func (o object) decimal(name string, p presence) *decimal.Decimal {
	n, ok := o.number(name, p)
	if !ok {
		return nil
	}
	d, ok := input.ParseDecimal(n)
	if !ok {
		// number has checked the shape: only the length (input.MaxAmountDigits) is left to refuse.
		o.c.add(o.at(name), "type-decimal", "a decimal number of more than 40 digits")
		return nil
	}
	return &d
}

// Layouts accepted for order times, which the specification leaves open:
// RFC 3339, or the issuing layout YYYY-MM-DD HH:MM:SS.
const issuingTimeLayout = "2006-01-02 15:04:05"

func (o object) time(name string, p presence) string {
	s := o.str(name, p)
	if s == "" {
		return ""
	}
	if _, err := time.Parse(time.RFC3339, s); err == nil {
		return s
	}
	if _, err := time.Parse(issuingTimeLayout, s); err == nil {
		return s
	}
	o.c.add(o.at(name), "time", "not an RFC 3339 time nor YYYY-MM-DD HH:MM:SS")
	return ""
}
