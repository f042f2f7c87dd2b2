package mock

import (
	"context"
	"crypto/sha256"
	"crypto/subtle"
	"fmt"
	"io"
	"mime"
	"net/http"
	"sync"

	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/openapi"
)

// adminPrefix is where the admin endpoints live, outside the platform's /v1 paths:
//
//	GET  /_mock/state       the books, balances and idempotency keys
//	POST /_mock/settle      complete every order in processing, end the swap in progress
//	POST /_mock/deposit     an incoming deposit: {"asset": "USDT", "network": "ETH", "amount": "50"}
//	GET  /_mock/faults      the faults in force and the calls seen per operation
//	POST /_mock/faults      set faults: {"fiat/create-payout": {"entry": "...", "count": 2}}; {} clears one
//	POST /_mock/scenario    start a scenario's webhook deliveries (the body is a scenario)
//	GET  /_mock/webhooks    every delivery attempt and what the subscriber acknowledged
//	POST /_mock/webhooks/wait  wait (up to 60 s) until every delivery and its retries are done
//	GET  /_mock/openapi.json   the platform's OpenAPI 3.1 document (preflight openapi)
//
// Every admin request carries the admin token when the mock has one, and every one but GET
// Content-Type: application/json, even without a body (adminGate). The OpenAPI document is the
// exception: it is the one docs/openapi.json holds, says nothing of the mock's state, and tools
// (Prism, client generators) fetch it without headers.
const adminPrefix = "/_mock/"

// maxAdminBody bounds an admin request's body.
const maxAdminBody = 1 << 20

// HeaderAdminToken carries the admin token, which every admin request must send when the mock
// has one (Config.AdminToken).
const HeaderAdminToken = "X-Mock-Admin-Token"

// openAPIDocument is written once, on the first request for it.
var openAPIDocument = sync.OnceValues(func() ([]byte, error) { return openapi.Document("", openapi.JSON) })

func (m *Mock) admin(w http.ResponseWriter, r *http.Request) {
	if r.Method == http.MethodGet && r.URL.Path == adminPrefix+"openapi.json" {
		doc, err := openAPIDocument()
		if err != nil {
			jsonAnswer(http.StatusInternalServerError, record{"message": "mock: " + err.Error()}).write(w)
			return
		}
		answer{status: http.StatusOK, body: doc}.write(w)
		return
	}
	if status, msg := m.adminGate(r); status != 0 {
		jsonAnswer(status, record{"message": msg}).write(w)
		return
	}
	route := r.Method + " " + r.URL.Path[len(adminPrefix)-1:]
	var body []byte
	if r.Method == http.MethodPost {
		var err error
		if body, err = io.ReadAll(io.LimitReader(r.Body, maxAdminBody)); err != nil {
			return
		}
	}
	switch route {
	case "GET /state":
		// Encoded under the lock: the records it lists are the state's, which other requests change.
		m.mu.Lock()
		a := jsonAnswer(http.StatusOK, m.st.snapshot())
		m.mu.Unlock()
		a.write(w)
	case "POST /settle":
		m.mu.Lock()
		n := m.st.settle()
		m.mu.Unlock()
		jsonAnswer(http.StatusOK, record{"settled": n}).write(w)
	case "POST /deposit":
		var d struct {
			Asset   string `json:"asset"`
			Network string `json:"network"`
			Amount  string `json:"amount"`
		}
		if err := strictJSON(body, &d); err != nil {
			adminError(w, err.Error())
			return
		}
		x, ok := input.ParseDecimal(d.Amount)
		if !ok || !x.IsPositive() || d.Asset == "" {
			adminError(w, "a deposit needs an asset and a positive decimal amount")
			return
		}
		m.mu.Lock()
		r := m.st.deposit(d.Asset, d.Network, x)
		m.mu.Unlock()
		jsonAnswer(http.StatusOK, r).write(w)
	case "GET /faults":
		m.faults.mu.Lock()
		out := record{"faults": m.faults.byOp, "calls": m.faults.count}
		a := jsonAnswer(http.StatusOK, out)
		m.faults.mu.Unlock()
		a.write(w)
	case "POST /faults":
		var set map[string]Fault
		if err := strictJSON(body, &set); err != nil {
			adminError(w, err.Error())
			return
		}
		if err := validateFaults(set); err != nil {
			adminError(w, err.Error())
			return
		}
		for op, f := range set {
			m.faults.set(op, f)
		}
		jsonAnswer(http.StatusOK, record{"set": len(set)}).write(w)
	case "POST /scenario":
		s, err := ParseScenario(body)
		if err != nil {
			adminError(w, err.Error())
			return
		}
		n, events, err := m.runScenario(s)
		if err != nil {
			adminError(w, err.Error())
			return
		}
		// The events are listed so that whoever started the scenario (preflight mock trigger) can
		// tell its deliveries from the others in GET /_mock/webhooks.
		list := make([]record, len(events))
		for i, ev := range events {
			list[i] = record{"event_id": ev.id, "event_type": ev.typ, "event_name": ev.name, "order_id": ev.orderID, "after_ms": ev.at.Milliseconds()}
		}
		jsonAnswer(http.StatusAccepted, record{"planned": n, "events": list}).write(w)
	case "GET /webhooks":
		jsonAnswer(http.StatusOK, record{"attempts": nonNil(m.Deliveries())}).write(w)
	case "POST /webhooks/wait":
		ctx, cancel := context.WithTimeout(r.Context(), m.deliveryWait)
		defer cancel()
		if err := m.WaitDeliveries(ctx); err != nil {
			// What a caller of 'mock trigger --wait' reads: why it waited so long, and what to do.
			msg := fmt.Sprintf("the deliveries and their retries did not end within %v: a delivery the subscriber does not acknowledge is retried at 5^n s for 24 h; start the mock with --time-scale (1000 makes 5 s into 5 ms) or read GET /_mock/webhooks", m.deliveryWait)
			jsonAnswer(http.StatusGatewayTimeout, record{"message": msg}).write(w)
			return
		}
		jsonAnswer(http.StatusOK, record{"attempts": nonNil(m.Deliveries())}).write(w)
	default:
		jsonAnswer(http.StatusNotFound, record{"message": "no admin endpoint " + route}).write(w)
	}
}

// adminGate refuses an admin request without the admin token, when the mock has one (401),
// and a request that may change state without Content-Type: application/json (415). A web
// page can send text/plain, a form or no type to any address without asking (a CORS "simple"
// request); application/json needs a preflight the mock never grants, so no page can set a
// fault, settle or deposit even where the server in front lets its request through. The
// tokens are compared as SHA-256 digests, so the time taken says nothing of their length.
func (m *Mock) adminGate(r *http.Request) (int, string) {
	if m.adminToken != nil {
		got := sha256.Sum256([]byte(r.Header.Get(HeaderAdminToken)))
		if subtle.ConstantTimeCompare(got[:], m.adminToken[:]) != 1 {
			return http.StatusUnauthorized, "the admin endpoints need the mock's admin token in " + HeaderAdminToken
		}
	}
	switch r.Method {
	case http.MethodGet, http.MethodHead, http.MethodOptions:
		return 0, ""
	}
	if mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type")); err != nil || mt != "application/json" {
		return http.StatusUnsupportedMediaType, "an admin request that changes the mock needs Content-Type: application/json"
	}
	return 0, ""
}

func nonNil(a []Attempt) []Attempt {
	if a == nil {
		return []Attempt{}
	}
	return a
}

func adminError(w http.ResponseWriter, msg string) {
	jsonAnswer(http.StatusBadRequest, record{"message": msg}).write(w)
}
