package mock

import (
	"net/http"
	"testing"

	"github.com/preflightpay/preflight/internal/operation"
)

// TestEveryOperationHasAMockHandler: every operation of the registry has its handler, and every
// handler is a registry operation's. A new operation fails here, by name, until its handler is
// written; the mock itself still loads and answers it 501 (see apply).
func TestEveryOperationHasAMockHandler(t *testing.T) {
	for _, op := range operation.All() {
		if handlers[op.Name] == nil {
			t.Errorf("%s: no handler in handlers (mock/handlers.go)", op.Name)
		}
	}
	for name := range handlers {
		if _, ok := operation.Lookup(string(name)); !ok {
			t.Errorf("handlers has a handler for %s, which the registry does not hold", name)
		}
	}
}

// TestAnOperationWithoutAHandlerIsA501ThatChangesNothing: a checked request of an operation
// without a handler is answered 501 with a body naming the operation; the state does not move and
// its idempotency key is not kept, so the same request is answered 501 again, not replayed.
func TestAnOperationWithoutAHandlerIsA501ThatChangesNothing(t *testing.T) {
	const name = operation.FiatCreateBeneficiary
	saved := handlers[name]
	delete(handlers, name)
	t.Cleanup(func() { handlers[name] = saved })

	c := newClient(t, Config{})
	version := c.m.st.version
	for range 2 {
		r := c.do("POST", "/v1/beneficiaries", beneficiaryBody, "Idempotency-Key", "k-501")
		body := r.json(t)
		if r.status != http.StatusNotImplemented || body["code"] != "501" || body["message"] != "mock: no handler for fiat/create-beneficiary" {
			t.Errorf("answer %d %s", r.status, r.body)
		}
		if r.header.Get(HeaderReplayed) != "" {
			t.Errorf("answer replayed: %v", r.header)
		}
	}
	if c.m.st.version != version || len(c.m.st.idem) != 0 {
		t.Errorf("state moved: version %d to %d, %d keys", version, c.m.st.version, len(c.m.st.idem))
	}
}
