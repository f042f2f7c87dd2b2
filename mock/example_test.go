package mock_test

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"sort"
	"strings"
	"time"

	"github.com/preflightpay/preflight/mock"
)

// A test of an integration starts the mock with httptest and talks to it as to the platform.
func ExampleNew() {
	m, err := mock.New(mock.Config{})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer m.Close()
	srv := httptest.NewServer(m)
	defer srv.Close()

	res, _ := http.Post(srv.URL+"/v1/payouts", "application/json", strings.NewReader(`{"payment_amount": "-5"}`))
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	fmt.Println(res.StatusCode, string(body))
	// Output: 400 {"code":400,"message":"neither beneficiary_id nor beneficiary can be empty"}
}

// A configuration names the API keys, the starting state and the faults.
func ExampleParseConfig() {
	cfg, err := mock.ParseConfig([]byte(`{
	  "accounts": [{"api_key": "sk_test_1", "id": "acct_1", "activated": false}],
	  "state": {"balances": {"USD": "50.00"}},
	  "faults": {"fiat/create-payout": {"entry": "payout.create-failed-retry", "count": 2}}
	}`))
	fmt.Println(len(cfg.Accounts), cfg.Faults["fiat/create-payout"].Count, err)
	_, err = mock.ParseConfig([]byte(`{"acounts": []}`))
	fmt.Println(err)
	// Output:
	// 1 2 <nil>
	// mock: invalid configuration: json: unknown field "acounts"
}

// A scenario is an order's life; the mock delivers its events to the webhook subscriber and
// records what the subscriber acknowledged.
func ExampleMock_RunScenario() {
	hook := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {}))
	defer hook.Close()
	m, _ := mock.New(mock.Config{Webhook: mock.WebhookConfig{URL: hook.URL, Secret: "whsec_1", TimeScale: 1000}})
	defer m.Close()
	s, err := mock.ParseScenario([]byte(`{"orders": [{"symbol": "AAPL", "quantity": "10", "price": "189.42",
	  "steps": [{"event": "processing"}, {"event": "completed", "after_ms": 4000}]}]}`))
	if err != nil {
		fmt.Println(err)
		return
	}
	m.RunScenario(s)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	m.WaitDeliveries(ctx)
	var lines []string
	for _, a := range m.Deliveries() {
		lines = append(lines, fmt.Sprint(a.EventType, " ", a.Status, " ", a.Acked))
	}
	sort.Strings(lines) // attempts are listed as they end, which the scheduler decides
	fmt.Println(strings.Join(lines, "\n"))
	// Output:
	// stocks.order.completed 200 true
	// stocks.order.processing 200 true
}

// ParseScenario refuses a step that is not a stage of a stocks order.
func ExampleParseScenario() {
	_, err := mock.ParseScenario([]byte(`{"orders": [{"steps": [{"event": "shipped"}]}]}`))
	fmt.Println(err)
	// Output: mock: invalid configuration: scenario: orders[0].steps[0]: event must be processing, completed or failed
}

// Faults make the next calls of an operation fail with a chosen entry, here the 500 envelope,
// so that a client's retries can be tested.
func ExampleFault() {
	m, _ := mock.New(mock.Config{Faults: map[string]mock.Fault{
		"fiat/list-balances": {Entry: "server.internal-error", Count: 1},
	}})
	defer m.Close()
	srv := httptest.NewServer(m)
	defer srv.Close()
	for range 2 {
		res, _ := http.Get(srv.URL + "/v1/balances")
		res.Body.Close()
		fmt.Println(res.StatusCode, res.Header.Get(mock.HeaderFault))
	}
	// Output:
	// 500 forced
	// 200
}
