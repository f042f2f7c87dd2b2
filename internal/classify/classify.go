// Package classify reads the platform's real error responses and says which catalog entry each
// one is and what to do next.
//
// A response is identified from its HTTP status, the body's code (a number in legacy bodies, a
// string in typed ones, empty in the 500 envelope), its type and message, and the operation that
// answered: the same message stands under several codes and products, so all of them count.
// Messages with "%s" are matched back to their template and the values extracted. A response
// that matches no entry gets a documented fallback by status (see Fallback), never a crash.
//
// For an entry whose action is LATER, the result carries the report the specification asks the
// caller to give the operator if the error persists: method and path, x-response-id, request
// time and the full response, with API keys, tokens and card numbers redacted.
package classify

import (
	"strings"

	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/redact"
	"github.com/preflightpay/preflight/internal/redact/redactjson"
)

// Request is one response to classify, with what the caller knows of the request behind it.
type Request struct {
	Operation   string // "fiat/create-payout"
	Method      string // the operation's method and path, for the operator report
	Path        string
	HTTPStatus  int
	Body        []byte
	ResponseID  string // the response's x-response-id header
	RequestTime string // when the request was sent, as the caller records it (RFC 3339 advised)
}

// Result says what a response is.
type Result struct {
	Matched    bool     `json:"matched"`
	Operation  string   `json:"operation"`
	HTTPStatus int      `json:"http_status"`
	ID         string   `json:"id"` // the catalog entry's key; "" when not matched
	Product    string   `json:"product"`
	Format     string   `json:"format"`
	Type       string   `json:"type"`
	Code       string   `json:"code"`
	Message    string   `json:"message"`
	Params     []string `json:"params"`
	Action     string   `json:"action"`
	Guidance   string   `json:"guidance"`
	RetrySame  bool     `json:"retry_same_request"`
	// Basis says how the entry was found: "operation", "product", "message" (see
	// errcatalog.Basis) or "fallback" when no entry matched and the action comes from the
	// status.
	Basis          string          `json:"basis"`
	OperatorReport *OperatorReport `json:"operator_report,omitempty"`
}

// OperatorReport is what to give the platform's operator when a LATER error persists.
type OperatorReport struct {
	Method      string `json:"method"`
	Path        string `json:"path"`
	ResponseID  string `json:"x_response_id"`
	RequestTime string `json:"request_time"`
	HTTPStatus  int    `json:"http_status"`
	Response    string `json:"response"` // the full body, redacted
}

// ReadBody extracts type, code and message from a response body. It accepts the three wire
// formats at the top level, and the same members nested under "error" (a common gateway
// wrapping). A numeric code is kept as its literal text.
func ReadBody(body []byte) (typ, code, message string, ok bool) {
	v, err := input.Parse(body, input.DefaultLimits())
	if err != nil || v.Kind() != input.Object {
		return "", "", "", false
	}
	if inner := v.Get("error"); inner.Kind() == input.Object && v.Get("message").Missing() {
		v = inner
	}
	m := v.Get("message")
	if m.Kind() != input.String {
		return "", "", "", false
	}
	c := v.Get("code")
	switch c.Kind() {
	case input.String, input.Number:
		code = c.Text()
	case input.Invalid, input.Null:
	default:
		return "", "", "", false
	}
	return v.Get("type").Str(), code, m.Str(), true
}

// Classify identifies a response.
func Classify(req Request) Result {
	res := Result{Operation: req.Operation, HTTPStatus: req.HTTPStatus, Params: []string{}}
	typ, code, msg, ok := ReadBody(req.Body)
	if ok {
		res.Type, res.Code, res.Message = typ, code, msg
		if m, found := errcatalog.Identify(req.Operation, errcatalog.Response{HTTPStatus: req.HTTPStatus, Type: typ, Code: code, Message: msg}); found {
			e := errcatalog.Get(m.ID)
			res.Matched = true
			res.ID = e.Key
			res.Product = e.Product.String()
			res.Format = e.Format.String()
			res.Params = append(res.Params, m.Params...)
			res.Basis = m.Basis.String()
			res.setAction(e.Action)
		}
	}
	if !res.Matched {
		res.Basis = "fallback"
		res.Format = guessFormat(req.HTTPStatus, typ, code, ok)
		res.setAction(Fallback(req.HTTPStatus, code))
	}
	if res.Action == errcatalog.Later.String() {
		res.OperatorReport = &OperatorReport{
			// The caller's method and path may be a URL with a query string or user
			// information: they are the caller's text, redacted like the response.
			Method:      redact.Text(req.Method),
			Path:        redact.Text(req.Path),
			ResponseID:  redact.Text(req.ResponseID),
			RequestTime: redact.Text(req.RequestTime),
			HTTPStatus:  req.HTTPStatus,
			Response:    string(redactjson.JSON(req.Body)),
		}
	}
	if !ok {
		// An unreadable body may still hold a secret; the message is not echoed.
		res.Message = ""
	}
	// The platform echoes request values into messages, codes and the values of "%s" places:
	// each is redacted, and a matched message is rebuilt from its redacted values so that it
	// stays the catalog's template filled with them.
	res.Type, res.Code = redact.Text(res.Type), redact.Text(res.Code)
	for i, p := range res.Params {
		res.Params[i] = redact.Text(p)
	}
	res.Message = redact.Text(res.Message)
	if res.Matched {
		id, _ := errcatalog.ByKey(res.ID)
		filled := errcatalog.Fill(errcatalog.Get(id).Message, res.Params)
		if res.Message != filled && strings.TrimSpace(res.Message) != filled {
			res.Message = filled
		}
	}
	return res
}

func (r *Result) setAction(a errcatalog.Action) {
	r.Action = a.String()
	r.Guidance = a.Guidance()
	r.RetrySame = a.RetrySame()
}

func guessFormat(status int, typ, code string, ok bool) string {
	switch {
	case !ok:
		return ""
	case typ != "":
		return errcatalog.Typed.String()
	case status >= 500 && code == "":
		return errcatalog.Envelope.String()
	}
	return errcatalog.Legacy.String()
}

// Fallback is the action for a response that matches no entry:
//
//	code 1005 (an idempotency payload mismatch): DUP
//	401, 403 (and the legacy codes 403): AUTH, since credentials are the most common cause
//	404: RES
//	409: CHK, as for the catalog's "Request is processing"
//	408, 425, 429 and every 5xx: LATER
//	any other status: FIX
func Fallback(status int, code string) errcatalog.Action {
	code = strings.TrimSpace(code)
	switch {
	case code == "1005":
		return errcatalog.Duplicate
	case status == 401 || status == 403 || code == "403":
		return errcatalog.Auth
	case status == 404:
		return errcatalog.Resource
	case status == 409:
		return errcatalog.Check
	case status == 408 || status == 425 || status == 429 || status >= 500:
		return errcatalog.Later
	}
	return errcatalog.Fix
}

// Body builds the body the platform would send for an entry with the given values, in the
// entry's wire format. Tests use it to prove that every entry classifies back to itself.
func Body(id errcatalog.ID, params ...string) []byte {
	e := errcatalog.Get(id)
	msg := errcatalog.Fill(e.Message, params)
	var b []byte
	switch e.Format {
	case errcatalog.Typed:
		b = append(b, `{"type":`...)
		b = input.AppendString(b, e.Type)
		b = append(b, `,"code":`...)
		b = input.AppendString(b, e.Code)
	case errcatalog.Envelope:
		b = append(b, `{"code":""`...)
	default:
		b = append(b, `{"code":`...)
		b = append(b, e.Code...)
	}
	b = append(b, `,"message":`...)
	b = input.AppendString(b, msg)
	return append(b, '}')
}
