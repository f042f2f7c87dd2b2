package mock

import (
	"context"
	"io"
	"net/http"
	"time"

	"github.com/preflightpay/preflight/input"
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
const adminPrefix = "/_mock/"

// maxAdminBody bounds an admin request's body.
const maxAdminBody = 1 << 20

func (m *Mock) admin(w http.ResponseWriter, r *http.Request) {
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
		m.mu.Lock()
		snap := m.st.snapshot()
		m.mu.Unlock()
		jsonAnswer(http.StatusOK, snap).write(w)
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
		n, err := m.RunScenario(s)
		if err != nil {
			adminError(w, err.Error())
			return
		}
		jsonAnswer(http.StatusAccepted, record{"planned": n}).write(w)
	case "GET /webhooks":
		jsonAnswer(http.StatusOK, record{"attempts": nonNil(m.Deliveries())}).write(w)
	case "POST /webhooks/wait":
		ctx, cancel := context.WithTimeout(r.Context(), time.Minute)
		defer cancel()
		if err := m.WaitDeliveries(ctx); err != nil {
			jsonAnswer(http.StatusGatewayTimeout, record{"message": err.Error()}).write(w)
			return
		}
		jsonAnswer(http.StatusOK, record{"attempts": nonNil(m.Deliveries())}).write(w)
	default:
		jsonAnswer(http.StatusNotFound, record{"message": "no admin endpoint " + route}).write(w)
	}
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
