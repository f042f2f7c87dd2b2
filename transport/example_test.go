package transport_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"log"
	"net/http"
	"net/http/httptest"
	"strings"
	"time"

	preflight "github.com/preflightpay/preflight"
	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/transport"
)

// Using it in a Go service: wrap the http.Client's transport once; every call to the platform is
// checked before it is sent, and answers are classified and retried by their action.
func ExampleNew() {
	// The platform (here a stand-in that accepts everything it receives).
	platform := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprint(w, `{"id":"po_1","status":"processing"}`)
	}))
	defer platform.Close()

	account := &preflight.Account{ClientID: "cli_100"} // what the service knows from its configuration
	api := &http.Client{Transport: transport.New(http.DefaultTransport, transport.Options{
		Facts: transport.StaticAccount(account),
		RefreshAuth: func(ctx context.Context, r *http.Request) error {
			r.Header.Set("Authorization", "Bearer "+"a-fresh-token") // fetch a new token here
			return nil
		},
		OnOperatorReport: func(op *preflight.Operation, r preflight.OperatorReport) {
			log.Printf("%s failing: give the operator %+v", op, r) // redacted: no keys, tokens, card numbers
		},
	})}

	send := func(body []byte, key string) {
		req, _ := http.NewRequest("POST", platform.URL+"/v1/payouts", bytes.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Idempotency-Key", key)
		resp, err := api.Do(req)
		if err != nil {
			fmt.Println("error:", err)
			return
		}
		defer resp.Body.Close()
		answer, _ := io.ReadAll(resp.Body)
		fmt.Println(resp.StatusCode, resp.Header.Get("Preflight-Refused"), string(answer))
		// The platform's errors, refused locally or answered by the platform, are handled alike.
		if res, ok := transport.ResultOf(resp); ok {
			fmt.Println("  action:", res.Action, errors.Is(res.Err(), errcatalog.ErrDuplicate))
		}
	}
	payout := `{"beneficiary_id":"b_1","payout_date":"2026-11-23","purpose_code":"SALARY","payment_method":"LOCAL",` +
		`"payment_amount":"100.00","payment_currency":"USD","receiving_currency":"USD","reference":"INV-42"}`
	send([]byte(payout), "payout-0042")                                         // valid: sent
	send([]byte(`{"payment_amount":"12.5"}`), "payout-0043")                    // refused before sending
	send([]byte(strings.Replace(payout, "INV-42", "INV-43", 1)), "payout-0042") // key reused: refused
	// Output:
	// 200  {"id":"po_1","status":"processing"}
	// 400 payout.beneficiary-missing {"code":400,"message":"neither beneficiary_id nor beneficiary can be empty"}
	//   action: CHK false
	// 400 fiat.idempotency-payload-mismatch {"code":400,"message":"idempotency key reused with different request payload"}
	//   action: DUP true
}

// Check is a dry run: the report RoundTrip would act on, with nothing sent.
func ExampleTransport_Check() {
	tr := transport.New(nil, transport.Options{})
	req, _ := http.NewRequest("GET", "https://api.example/v1/ramp/deposit/address?asset=USDT&network=ETH", nil)
	r, ok, err := tr.Check(req, nil)
	fmt.Println(ok, err, r.Operation, r.Valid)
	// Output: true <nil> ramp/deposit-wallet-address true
}

// A refused response carries the whole report; ReportOf gives it back.
func ExampleReportOf() {
	tr := transport.New(nil, transport.Options{})
	req, _ := http.NewRequest("POST", "https://api.example/v1/payouts", strings.NewReader(`{}`))
	resp, _ := tr.RoundTrip(req) // refused: nothing is sent
	r, _ := transport.ReportOf(resp)
	fmt.Println(resp.StatusCode, len(r.Errors) > 1, r.Errors[0].ID == resp.Header.Get(transport.HeaderRefused))
	// Output: 400 true true
}

// ResultOf gives an error answer's catalog entry and action.
func ExampleResultOf() {
	platform := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(errcatalog.Get(errcatalog.PayoutNotFound).HTTPStatus)
		w.Write(preflight.ErrorBody(errcatalog.PayoutNotFound))
	}))
	defer platform.Close()
	api := &http.Client{Transport: transport.New(nil, transport.Options{})}
	resp, err := api.Get(platform.URL + "/v1/payouts/po_404")
	if err != nil {
		log.Fatal(err)
	}
	resp.Body.Close()
	res, _ := transport.ResultOf(resp)
	fmt.Println(res.ID, res.Action, errors.Is(res.Err(), errcatalog.ErrResource))
	// Output: payout.not-found RES true
}

// Observe mode sends every request and reports findings: for rolling preflight out.
func ExampleObserve() {
	tr := transport.New(transport.RoundTripperFunc(func(r *http.Request) (*http.Response, error) {
		return &http.Response{StatusCode: 200, Body: http.NoBody, Request: r}, nil
	}), transport.Options{
		Mode: transport.Observe,
		OnFindings: func(op *preflight.Operation, r transport.Report) {
			fmt.Println(op, "would be refused with", r.Errors[0].ID)
		},
	})
	req, _ := http.NewRequest("POST", "https://api.example/v1/ramp/transfer", strings.NewReader(`[]`))
	resp, _ := tr.RoundTrip(req)
	fmt.Println("sent:", resp.StatusCode)
	// Output:
	// ramp/create-transfer would be refused with ramp.transfer.invalid-parameter
	// sent: 200
}

// Backoff is the ceiling of each retry's wait; the transport waits a random part of it.
func ExampleBackoff() {
	for n := 1; n <= 6; n++ {
		fmt.Print(transport.Backoff(n, transport.DefaultRetryBase, transport.DefaultRetryCap), " ")
	}
	fmt.Println()
	// Output: 250ms 500ms 1s 2s 4s 5s
}

// StaticAccount gives every request the account facts a service has in its configuration.
func ExampleStaticAccount() {
	disabled := false
	tr := transport.New(nil, transport.Options{Facts: transport.StaticAccount(&preflight.Account{ClientID: "cli_100", APIEnabled: &disabled})})
	req, _ := http.NewRequest("GET", "https://api.example/v1/balances", nil)
	r, _, _ := tr.Check(req, nil)
	fmt.Println(r.Errors[0].ID)
	// Output: fiat.api-not-enabled
}

// StaticFacts reads a facts document once, from configuration.
func ExampleStaticFacts() {
	limits, err := transport.StaticFacts([]byte(`{"limits":{"USDT":{"max":"500"}}}`))
	if err != nil {
		log.Fatal(err)
	}
	tr := transport.New(nil, transport.Options{Facts: limits})
	req, _ := http.NewRequest("POST", "https://api.example/v1/ramp/withdraw", nil)
	r, _, _ := tr.Check(req, []byte(`{"address_id":"a1","network":"ETH","asset":"USDT","amount":"900"}`))
	for _, e := range r.Errors {
		fmt.Println(e.ID)
	}
	// Output: ramp.amount-above-maximum
}

// A UsageTracker counts what this process sent; combined with the configured limits it gives
// the daily and monthly limits their usage so far (the caller's view, not the platform's).
func ExampleUsageTracker() {
	usage := transport.NewUsageTracker(nil)
	limits, _ := transport.StaticFacts([]byte(`{"limits":{"USDT":{"daily":"1000"}}}`))
	tr := transport.New(transport.RoundTripperFunc(func(r *http.Request) (*http.Response, error) {
		return &http.Response{Status: "200 OK", StatusCode: 200, Body: http.NoBody, Request: r}, nil
	}), transport.Options{Facts: transport.Combine(limits, usage.Facts), Usage: usage})
	for range 3 {
		req, _ := http.NewRequest("POST", "https://api.example/v1/ramp/conversion/quote",
			strings.NewReader(`{"sell_currency":"USDT","buy_currency":"USD","amount":"400"}`))
		resp, _ := tr.RoundTrip(req)
		// The count takes in every quote, converted or not: a limit it breaks is a prediction.
		r, _ := transport.ReportOf(resp)
		predicted := ""
		for _, w := range r.Warnings {
			if w.Predicts != "" {
				predicted += " " + w.Predicts
			}
		}
		fmt.Println(resp.Status + predicted)
	}
	// Output:
	// 200 OK
	// 200 OK
	// 200 OK ramp.amount-exceeds-daily-limit
}

// Record counts an accepted request by hand, for requests that did not go through the transport.
func ExampleUsageTracker_Record() {
	usage := transport.NewUsageTracker(func() time.Time { return time.Date(2026, 11, 23, 0, 0, 0, 0, time.UTC) })
	if err := usage.Record("ramp/create-withdraw", []byte(`{"asset":"USDT","amount":"25"}`)); err != nil {
		log.Fatal(err)
	}
	f, _ := usage.Facts(context.Background(), nil, nil)
	fmt.Println(f.Limits["USDT"].UsedToday, f.Limits["USDT"].UsedThisMonth)
	// Output: 25 25
}

// Combine merges facts from several sources; the earlier wins.
func ExampleCombine() {
	config, _ := transport.StaticFacts([]byte(`{"account":{"client_id":"cli_100"}}`))
	f, _ := transport.Combine(config, transport.StaticAccount(&preflight.Account{ClientID: "ignored"}))(context.Background(), nil, nil)
	fmt.Println(f.Account.ClientID)
	// Output: cli_100
}

// A MemoryLedger remembers keys for one process, bounded and with expiry.
func ExampleNewMemoryLedger() {
	l := transport.NewMemoryLedger(10_000, nil)
	ctx := context.Background()
	_, fresh, _ := l.Claim(ctx, "payout-0042", "fingerprint-a POST /v1/payouts", time.Hour)
	stored, again, _ := l.Claim(ctx, "payout-0042", "fingerprint-b POST /v1/payouts", time.Hour)
	fmt.Println(fresh, again, stored, l.Len(), l.Evicted())
	// Output: true false fingerprint-a POST /v1/payouts 1 0
}

// Under FailClosed, a ledger that cannot be reached stops the request with ErrLedgerUnavailable.
func ExampleFailClosed() {
	tr := transport.New(nil, transport.Options{Ledger: failing{}, LedgerFailure: transport.FailClosed})
	payout := `{"beneficiary_id":"b_1","payout_date":"2026-11-23","purpose_code":"SALARY","payment_method":"LOCAL",` +
		`"payment_amount":"100.00","payment_currency":"USD","receiving_currency":"USD","reference":"INV-42"}`
	req, _ := http.NewRequest("POST", "https://api.example/v1/payouts", strings.NewReader(payout))
	req.Header.Set("Idempotency-Key", "payout-0042")
	_, err := tr.RoundTrip(req)
	fmt.Println(errors.Is(err, transport.ErrLedgerUnavailable))
	// Output: true
}

// RoundTripperFunc makes a base transport of a function: for tests and stand-ins.
func ExampleRoundTripperFunc() {
	base := transport.RoundTripperFunc(func(r *http.Request) (*http.Response, error) {
		return &http.Response{StatusCode: 204, Body: http.NoBody, Request: r}, nil
	})
	req, _ := http.NewRequest("GET", "https://api.example/health", nil)
	resp, _ := transport.New(base, transport.Options{}).RoundTrip(req)
	fmt.Println(resp.StatusCode)
	// Output: 204
}

// Retry sets the retry options: at most two retries, waits from 100ms doubling to
// 1s, and a Retry-After over 10s is not waited.
func ExampleRetry() {
	_ = transport.New(nil, transport.Options{Retry: transport.Retry{Max: 2, Base: 100 * time.Millisecond, Cap: time.Second, MaxWait: 10 * time.Second}})
}

// RoundTrip retries a LATER answer with the same body and idempotency key, and attaches the
// classification of the final answer.
func ExampleTransport_RoundTrip() {
	sends := 0
	base := transport.RoundTripperFunc(func(r *http.Request) (*http.Response, error) {
		sends++
		body, _ := io.ReadAll(r.Body)
		fmt.Println("send", sends, r.Header.Get("Idempotency-Key"), len(body) > 0)
		if sends < 3 { // the platform's 500 envelope twice, then success
			return &http.Response{StatusCode: 500, Body: io.NopCloser(bytes.NewReader(preflight.ErrorBody(errcatalog.ServerInternalError))), Request: r}, nil
		}
		return &http.Response{StatusCode: 200, Body: http.NoBody, Request: r}, nil
	})
	tr := transport.New(base, transport.Options{Sleep: func(context.Context, time.Duration) error { return nil }}) // no real waiting here
	req, _ := http.NewRequest("POST", "https://api.example/v1/ramp/conversion/quote",
		strings.NewReader(`{"sell_currency":"USDT","buy_currency":"USD","amount":"10"}`))
	req.Header.Set("Idempotency-Key", "quote-7")
	resp, err := tr.RoundTrip(req)
	fmt.Println(resp.StatusCode, err)
	// Output:
	// send 1 quote-7 true
	// send 2 quote-7 true
	// send 3 quote-7 true
	// 200 <nil>
}
