package webhook

import (
	"encoding/json"
	"errors"
	"strconv"

	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/redact"
)

// Event names and types the specification defines.
const (
	EventNameStocksOrder = "STOCKS_ORDER" // stocks: the stage is in event_type
	EventTypeIssuing     = "ISSUING"      // issuing: the event is in event_name

	EventTypeOrderProcessing = "stocks.order.processing"
	EventTypeOrderCompleted  = "stocks.order.completed"
	EventTypeOrderFailed     = "stocks.order.failed"

	EventNameTransactionDeclined = "issuing.transaction.declined"
)

// Kind sorts an event by the fields that identify it.
type Kind int

const (
	KindUnknown     Kind = iota // passes through undecoded
	KindStocksOrder             // event_name STOCKS_ORDER, known stage in event_type
	KindIssuing                 // event_type ISSUING
)

func (k Kind) String() string {
	switch k {
	case KindStocksOrder:
		return "stocks_order"
	case KindIssuing:
		return "issuing"
	}
	return "unknown"
}

// Categories of event failure; a *DecodeError unwraps to one of them.
var (
	ErrMalformedEvent = errors.New("webhook: event is not a JSON object")
	ErrInvalidEvent   = errors.New("webhook: event breaks the specification")
)

// Violation is one broken rule, at a JSON path such as
// "data.order.completed_at" or "data.merchant_data[0].name".
type Violation struct {
	Path    string `json:"path"`
	Rule    string `json:"rule"`
	Message string `json:"message"`
}

// DecodeError lists every violation found, in document order of the checks.
// Messages never repeat a field's value, so no card number or other secret
// reaches a log through them.
type DecodeError struct {
	Kind       error // ErrMalformedEvent or ErrInvalidEvent
	Violations []Violation
}

func (e *DecodeError) Error() string {
	msg := e.Kind.Error()
	for i, v := range e.Violations {
		if i == 3 {
			msg += "; and " + strconv.Itoa(len(e.Violations)-3) + " more"
			break
		}
		msg += "; " + v.Path + ": " + v.Message
	}
	// A path is the sender's member names: masked as every output is, and after it is joined,
	// since "cardNumber: not valid JSON" reads as a secret's name and value.
	return redact.Text(msg)
}

func (e *DecodeError) Unwrap() error { return e.Kind }

// Event is a decoded envelope. Data holds data as JSON (written compactly,
// numbers and strings as received); for the events this package knows, Order
// or Transaction holds it decoded. Unknown events decode to KindUnknown and
// are never refused: the platform may add events at any time.
type Event struct {
	Version   string          `json:"version"`
	EventID   string          `json:"event_id"`
	EventType string          `json:"event_type"`
	EventName string          `json:"event_name"`
	Data      json.RawMessage `json:"data"`

	Kind        Kind                `json:"-"`
	Order       *StocksOrder        `json:"-"` // set for KindStocksOrder
	Transaction *IssuingTransaction `json:"-"` // set for KindIssuing
}

// DecodeEvent reads an envelope and, for the events it knows, their data. It
// returns the event even when there are violations, with a *DecodeError
// listing them; the event is nil only when the body is not one JSON object
// that reads one way only.
//
// The body is read with package input, the reader preflight uses for
// requests: an object that repeats a member name (parsers disagree on which
// one wins, so the receiver could act on another value than the sender
// meant), a string that is not valid UTF-8, nesting deeper than 64 levels, a
// value that is not an object and anything but exactly one JSON value are
// refused as ErrMalformedEvent, with the rule "duplicate-key", "utf-8",
// "depth", "json-object" or "json" and the path where it was found. Amounts
// keep their literal text and become exact decimals. The event's strings
// share one copy of the body: clone those kept long after the event, or they
// keep it alive.
func DecodeEvent(body []byte) (*Event, error) {
	root, perr := input.ParseObject(body, input.Limits{MaxBytes: max(len(body), DefaultMaxBodyBytes), MaxDepth: maxEventDepth})
	if perr != nil {
		return nil, &DecodeError{Kind: ErrMalformedEvent, Violations: []Violation{malformed(perr)}}
	}
	c := &checker{}
	ev := &Event{}
	o := object{c: c, v: root}
	ev.Version = o.str("version", required)
	if ev.Version != "" && !isVersion(ev.Version) {
		c.add("version", "version-shape", "not shaped V<major>.<minor>.<patch>")
	}
	ev.EventID = o.str("event_id", required)
	if ev.EventID != "" && !isUUID(ev.EventID) {
		c.add("event_id", "uuid", "not UUID-shaped")
	}
	ev.EventType = o.str("event_type", required)
	ev.EventName = o.str("event_name", required)
	ev.Data = o.raw("data")
	data, hasData := o.obj("data", required)

	switch {
	case ev.EventName == EventNameStocksOrder && stageStatus(ev.EventType) != "":
		ev.Kind = KindStocksOrder
		if hasData {
			if order, ok := data.obj("order", required); ok {
				ev.Order = c.stocksOrder(order, ev.EventType)
				ev.Order.Raw = data.raw("order")
			}
		}
	case ev.EventType == EventTypeIssuing:
		ev.Kind = KindIssuing
		if hasData {
			ev.Transaction = c.issuingTransaction(data)
		}
	}
	if len(c.violations) > 0 {
		return ev, &DecodeError{Kind: ErrInvalidEvent, Violations: c.violations}
	}
	return ev, nil
}

// isVersion reports whether s is V<major>.<minor>.<patch> with decimal parts.
func isVersion(s string) bool {
	if len(s) < 6 || s[0] != 'V' {
		return false
	}
	parts, digits := 0, 0
	for i := 1; i <= len(s); i++ {
		if i == len(s) || s[i] == '.' {
			if digits == 0 {
				return false
			}
			parts, digits = parts+1, 0
			continue
		}
		if s[i] < '0' || s[i] > '9' {
			return false
		}
		digits++
	}
	return parts == 3
}

// isUUID reports whether s is shaped 8-4-4-4-12 hex digits (any case, any
// version): the specification says UUID-shaped, not which version.
func isUUID(s string) bool {
	if len(s) != 36 {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if i == 8 || i == 13 || i == 18 || i == 23 {
			if c != '-' {
				return false
			}
			continue
		}
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F') {
			return false
		}
	}
	return true
}

// --- a small checker over decoded JSON that records violations with paths ---

type presence int

const (
	optional presence = iota // absent or null allowed
	required                 // present and not null
	null                     // absent or null
)

type checker struct{ violations []Violation }

func (c *checker) add(path, rule, msg string) {
	c.violations = append(c.violations, Violation{Path: path, Rule: rule, Message: msg})
}

// maxEventDepth bounds nesting: an event's own structure is three levels
// deep; unknown events get room to spare.
const maxEventDepth = 64

// malformed describes why a body is not an event, without its content.
func malformed(err error) Violation {
	v := Violation{Rule: "json", Message: "not valid JSON"}
	var ie *input.Error
	if errors.As(err, &ie) {
		v.Path = ie.Path
	}
	switch {
	case errors.Is(err, input.ErrNotObject):
		v.Rule, v.Message = "json-object", "not a JSON object"
	case errors.Is(err, input.ErrDuplicateKey):
		v.Rule, v.Message = "duplicate-key", "member name repeated: the event reads two ways"
	case errors.Is(err, input.ErrInvalidUTF8):
		v.Rule, v.Message = "utf-8", "string is not valid UTF-8"
	case errors.Is(err, input.ErrTooDeep):
		v.Rule, v.Message = "depth", "nested deeper than "+strconv.Itoa(maxEventDepth)
	}
	return v
}

type object struct {
	c    *checker
	path string
	v    input.Value
}

func (o object) at(name string) string {
	if o.path == "" {
		return name
	}
	return o.path + "." + name
}

// raw is the member as compact JSON, nil when absent.
func (o object) raw(name string) json.RawMessage {
	v := o.v.Get(name)
	if !v.Present() {
		return nil
	}
	return input.AppendJSON(nil, v)
}

// present applies p to the field and reports whether it holds a value to read.
func (o object) present(name string, p presence) bool {
	v := o.v.Get(name)
	switch {
	case p == required && !v.Present():
		o.c.add(o.at(name), "required", "missing")
		return false
	case p == required && v.IsNull():
		o.c.add(o.at(name), "required", "null, want a value")
		return false
	case p == null && !v.Missing():
		o.c.add(o.at(name), "null", "must be null at this stage")
		return false
	}
	return !v.Missing()
}

func (o object) str(name string, p presence) string {
	if !o.present(name, p) {
		return ""
	}
	v := o.v.Get(name)
	if v.Kind() != input.String {
		o.c.add(o.at(name), "type-string", "not a string")
		return ""
	}
	return v.Str()
}

func (o object) obj(name string, p presence) (object, bool) {
	if !o.present(name, p) {
		return object{}, false
	}
	v := o.v.Get(name)
	if v.Kind() != input.Object {
		o.c.add(o.at(name), "type-object", "not an object")
		return object{}, false
	}
	return object{c: o.c, path: o.at(name), v: v}, true
}

// number reads a JSON number, or a string holding one, as exact text
// (never through float64) and checks it is a decimal.
func (o object) number(name string, p presence) (string, bool) {
	if !o.present(name, p) {
		return "", false
	}
	v := o.v.Get(name)
	if k := v.Kind(); (k != input.Number && k != input.String) || !isDecimal(v.Text()) {
		o.c.add(o.at(name), "type-decimal", "not a decimal number")
		return "", false
	}
	return v.Text(), true
}

// isDecimal accepts an optional minus, digits, and an optional fraction:
// the shape of an amount. Exponents are refused: amounts are never sent so.
func isDecimal(s string) bool {
	if s != "" && s[0] == '-' {
		s = s[1:]
	}
	digits, dot := 0, false
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c >= '0' && c <= '9':
			digits++
		case c == '.' && !dot && digits > 0 && i < len(s)-1:
			dot = true
		default:
			return false
		}
	}
	return digits > 0
}
