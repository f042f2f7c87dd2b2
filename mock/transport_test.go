package mock_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/classify"
	"github.com/preflightpay/preflight/internal/operation"
	"github.com/preflightpay/preflight/mock"
	"github.com/preflightpay/preflight/transport"
)

// TestTransportRetriesAgainstTheMock points package transport at the mock and replays its retry
// cases with the mock's faults in place of a scripted server: LATER answers are retried with the
// same idempotency key until the payout is made (once), a LATER that persists ends after the
// retries with an operator report, FIX and DUP are not retried, AUTH refreshes the credentials
// once.
func TestTransportRetriesAgainstTheMock(t *testing.T) {
	yes, no := true, false
	m, err := mock.New(mock.Config{Accounts: []mock.Account{
		{APIKey: "sk_test_good", ID: "acct_1", ClientID: "c1", LoginExpired: &no, Activated: &yes, APIEnabled: &yes},
	}})
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	srv := httptest.NewServer(m)
	defer srv.Close()

	var reports []classify.OperatorReport
	client := &http.Client{Transport: transport.New(srv.Client().Transport, transport.Options{
		Sleep:  func(context.Context, time.Duration) error { return nil },
		Jitter: func(max time.Duration) time.Duration { return max },
		RefreshAuth: func(_ context.Context, r *http.Request) error {
			r.Header.Set("Authorization", "Bearer sk_test_good")
			return nil
		},
		OnOperatorReport: func(_ *operation.Operation, r classify.OperatorReport) { reports = append(reports, r) },
	})}
	fault := func(f mock.Fault) {
		t.Helper()
		b, _ := json.Marshal(map[string]mock.Fault{"fiat/create-payout": f})
		res, err := http.Post(srv.URL+"/_mock/faults", "application/json", strings.NewReader(string(b)))
		if err != nil || res.StatusCode != 200 {
			t.Fatalf("setting %+v: %v %v", f, err, res)
		}
		res.Body.Close()
	}
	cases := []struct {
		name   string
		key    string
		auth   string
		fault  mock.Fault
		sends  int
		status int
		action string
	}{
		{"LATER twice, then made", "key-later", "sk_test_good", mock.Fault{Entry: errcatalog.PayoutCreateFailedRetry.Key(), Count: 2}, 3, 200, ""},
		{"500 envelope persists", "key-persist", "sk_test_good", mock.Fault{Entry: errcatalog.ServerInternalError.Key(), Count: 100}, 4, 500, "LATER"},
		{"FIX is not retried", "key-fix", "sk_test_good", mock.Fault{Entry: errcatalog.PayoutAmountInvalid.Key(), Count: 1}, 1, 400, "FIX"},
		{"DUP is not retried", "key-dup", "sk_test_good", mock.Fault{Entry: errcatalog.FiatIdempotencyPayloadMismatch.Key(), Count: 1}, 1, 400, "DUP"},
		{"AUTH refreshes once", "key-auth", "sk_test_expired", mock.Fault{}, 2, 200, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			fault(c.fault)
			before := calls(t, srv.URL)
			req, _ := http.NewRequest("POST", srv.URL+"/v1/payouts", strings.NewReader(mock.PayoutJSON))
			req.Header.Set("Authorization", "Bearer "+c.auth)
			req.Header.Set("Idempotency-Key", c.key)
			res, err := client.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			io.ReadAll(res.Body)
			res.Body.Close()
			if res.StatusCode != c.status {
				t.Errorf("status %d, want %d", res.StatusCode, c.status)
			}
			if sends := calls(t, srv.URL) - before; sends != c.sends {
				t.Errorf("%d sends, want %d", sends, c.sends)
			}
			if r, ok := transport.ResultOf(res); c.action != "" && (!ok || r.Action != c.action) {
				t.Errorf("result %+v, want action %s", r, c.action)
			}
			fault(mock.Fault{}) // an empty fault clears the operation's
		})
	}
	if len(reports) != 1 || reports[0].ResponseID == "" {
		t.Errorf("operator reports %+v, want one for the LATER that persisted, with its x-response-id", reports)
	}
	// Two payouts were made (LATER then made, AUTH then made), each once.
	res, _ := http.Get(srv.URL + "/_mock/state")
	var st struct {
		Books map[string][]map[string]any `json:"books"`
	}
	json.NewDecoder(res.Body).Decode(&st)
	res.Body.Close()
	if n := len(st.Books["payouts"]); n != 2 {
		t.Errorf("%d payouts made, want 2", n)
	}
}

// calls is how many requests to create-payout the mock has seen.
func calls(t *testing.T, base string) int {
	t.Helper()
	res, err := http.Get(base + "/_mock/faults")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var v struct {
		Calls map[string]int `json:"calls"`
	}
	json.NewDecoder(res.Body).Decode(&v)
	return v.Calls["fiat/create-payout"]
}
