package webhook_test

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strings"
	"time"

	"github.com/preflightpay/preflight/webhook"
)

func ExampleSign() {
	sig, _ := webhook.Sign([]byte("whsec_sandbox_3f9a"), []byte(`{"event_id":"x"}`), "1763631000")
	fmt.Println(len(sig), sig[:16])
	// Output: 128 dbcf39e5ea2c6395
}

func ExampleVerifier_Verify() {
	ring, _ := webhook.NewKeyring(
		webhook.Key{ID: "2026-11", Secret: []byte("new-secret")},
		webhook.Key{ID: "2026-10", Secret: []byte("old-secret")}, // until rotation completes
	)
	v, _ := webhook.NewVerifier(ring, webhook.Options{MaxAge: 5 * time.Minute})
	body, ts := []byte(`{"event_id":"x"}`), "1763631000"
	sig, _ := webhook.Sign([]byte("old-secret"), body, ts)

	now := time.Unix(1763631030, 0)
	res, err := v.Verify(body, ts, sig, now)
	fmt.Println(res.KeyID, res.Age, err)

	_, err = v.Verify(body, ts, sig, now.Add(time.Hour))
	var ve *webhook.VerifyError
	fmt.Println(errors.Is(err, webhook.ErrTooOld), errors.As(err, &ve) && ve.Diff > ve.Limit)

	_, err = v.Verify([]byte(`{"event_id": "x"}`), ts, sig, now)
	fmt.Println(err)
	// Output:
	// 2026-10 30s <nil>
	// true true
	// webhook: no valid signature
}

func ExampleParseTimestamp() {
	for _, s := range []string{"1763631000", "+1763631000", "1763631000.5"} {
		ts, err := webhook.ParseTimestamp(s)
		fmt.Println(ts, err)
	}
	// Output:
	// 1763631000 <nil>
	// 0 webhook: malformed header: x-wk-timestamp: not an unsigned integer of Unix seconds
	// 0 webhook: malformed header: x-wk-timestamp: not an unsigned integer of Unix seconds
}

func ExampleNewVerifier() {
	_, err := webhook.NewVerifier(nil, webhook.Options{})
	fmt.Println(err)
	_, err = webhook.NewKeyring(webhook.Key{ID: "k"})
	fmt.Println(err)
	// Output:
	// webhook: no signing secret and unsigned deliveries not explicitly allowed
	// webhook: empty signing secret
}

func ExampleDecodeEvent() {
	ev, err := webhook.DecodeEvent([]byte(`{"version":"V1.6.0","event_id":"9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
	 "event_type":"stocks.order.failed","event_name":"STOCKS_ORDER",
	 "data":{"order":{"order_id":"o-1","status":"FAILED","failed_at":"2026-11-20T10:02:00Z",
	  "failure_code":"STOCKS_QUOTE_EXPIRED","failure_message":"quote expired","fees":"0.10"}}}`))
	fmt.Println(ev.Kind, ev.Order.Status, ev.Order.FailureCode)
	var de *webhook.DecodeError
	if errors.As(err, &de) {
		for _, v := range de.Violations {
			fmt.Println(v.Path, v.Rule)
		}
	}
	// Output:
	// stocks_order FAILED STOCKS_QUOTE_EXPIRED
	// data.order.fees null
}

func ExampleKnownFailureCode() {
	fmt.Println(webhook.KnownFailureCode("STOCKS_QUOTE_EXPIRED"), webhook.KnownFailureCode("SOMETHING_NEW"))
	// Output: true false
}

func ExampleReduce() {
	order := func(s webhook.OrderStatus) webhook.StocksOrder { return webhook.StocksOrder{OrderID: "o-1", Status: s} }
	s, out := webhook.Reduce(webhook.OrderState{}, webhook.Update{EventID: "e1", Timestamp: 100, Order: order(webhook.StatusSuccess)})
	fmt.Println(s.Status, out)
	s, out = webhook.Reduce(s, webhook.Update{EventID: "e0", Timestamp: 90, Order: order(webhook.StatusPending)})
	fmt.Println(s.Status, out)
	s, out = webhook.Reduce(s, webhook.Update{EventID: "e2", Timestamp: 120, Order: order(webhook.StatusFailed)})
	fmt.Println(s.Status, out)
	s, out = webhook.Reduce(s, webhook.Update{Source: webhook.SourceRetrieve, Timestamp: 130, Order: order(webhook.StatusFailed)})
	fmt.Println(s.Status, out, s.Authoritative)
	// Output:
	// SUCCESS applied
	// SUCCESS ignored
	// SUCCESS conflict
	// FAILED corrected true
}

func ExampleReduceAll() {
	u := func(id string, ts int64, s webhook.OrderStatus) webhook.Update {
		return webhook.Update{EventID: id, Timestamp: ts, Order: webhook.StocksOrder{OrderID: "o-1", Status: s}}
	}
	final, steps := webhook.ReduceAll(webhook.OrderState{}, []webhook.Update{
		u("done", 200, webhook.StatusSuccess), u("proc", 100, webhook.StatusPending), u("done", 200, webhook.StatusSuccess),
	})
	for _, st := range steps {
		fmt.Println(st.Update.EventID, st.Outcome)
	}
	fmt.Println(final.Status)
	// Output:
	// proc applied
	// done applied
	// done duplicate
	// SUCCESS
}

func ExampleRetrySchedule() {
	fmt.Println(webhook.RetryDelay(1), webhook.RetryDelay(7))
	fmt.Println(webhook.RetrySchedule())
	fmt.Println(webhook.FullRetrySpan, webhook.DefaultDedupTTL)
	// Output:
	// 5s 21h42m5s
	// [5s 30s 2m35s 13m0s 1h5m5s 5h25m30s]
	// 27h7m35s 48h0m0s
}

func ExampleMemoryStore() {
	now := time.Unix(1763631000, 0)
	store := webhook.NewMemoryStore(10_000, func() time.Time { return now })
	ctx, id := context.Background(), "9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d"
	body := webhook.Digest([]byte(`{"event_id":"9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d"}`))
	// The first delivery claims the event; a second one, while the first hands
	// it off, finds it pending (and is answered 503, so the platform retries).
	first, _ := store.Claim(ctx, id, "token-1", body, webhook.DefaultDedupLease)
	during, _ := store.Claim(ctx, id, "token-2", body, webhook.DefaultDedupLease)
	// Once handed off, the claim is done: later deliveries are duplicates, and
	// one with another body under the same id conflicts (answered 409).
	store.Finish(ctx, id, body, webhook.DefaultDedupTTL)
	after, _ := store.Claim(ctx, id, "token-3", body, webhook.DefaultDedupLease)
	other, _ := store.Claim(ctx, id, "token-4", webhook.Digest([]byte("{}")), webhook.DefaultDedupLease)
	fmt.Println(first, during, after, other)
	// Output: claimed pending done conflicting
}

func ExampleSenderPolicy() {
	p := webhook.SenderPolicy{
		Allowed:        webhook.ProductionSenders(),
		TrustedProxies: []netip.Prefix{netip.MustParsePrefix("10.0.0.0/8")},
	}
	r := httptest.NewRequest("POST", "/hook", nil)
	r.RemoteAddr = "10.0.0.7:41000" // the load balancer
	r.Header.Set("X-Forwarded-For", "18.143.59.64")
	addr, err := p.Check(r)
	fmt.Println(addr, err)
	r.RemoteAddr = "198.51.100.1:41000" // not a trusted proxy: its header is ignored
	addr, err = p.Check(r)
	fmt.Println(addr, err)
	// Output:
	// 18.143.59.64 <nil>
	// 198.51.100.1 webhook: sender address not allowed
}

func ExampleCheckEndpointURL() {
	fmt.Println(webhook.CheckEndpointURL("https://hooks.example.com/preflight"))
	fmt.Println(webhook.CheckEndpointURL("http://hooks.example.com/preflight"))
	// Output:
	// <nil>
	// webhook: endpoint URL must be an absolute https URL with a host
}

func ExampleReceiver() {
	now := time.Unix(1763631000, 0)
	clock := func() time.Time { return now }
	ring, _ := webhook.NewKeyring(webhook.Key{ID: "k1", Secret: []byte("whsec_example")})
	v, _ := webhook.NewVerifier(ring, webhook.Options{})
	done := make(chan string, 1)
	q := webhook.NewQueue(100, 2, func(d webhook.Delivery) { done <- d.Event.EventType })
	defer q.Close()
	rc := &webhook.Receiver{Verifier: v, Clock: clock, Accept: q.Accept,
		Dedup: webhook.NewMemoryStore(0, clock)}

	body := `{"version":"V1.0.0","event_id":"5d6e7f80-91a2-4b3c-8d4e-5f60718293a4","event_type":"ISSUING",` +
		`"event_name":"issuing.transaction.declined","data":{"card_id":"a1b2c3d4-e5f6-4789-8abc-def012345678",` +
		`"transaction_id":"c3d4e5f6-a7b8-49ca-adef-012345678901","card_number":"************4242"}}`
	sig, _ := webhook.Sign([]byte("whsec_example"), []byte(body), "1763631000")
	for range 2 { // a delivery and its redelivery
		r := httptest.NewRequest(http.MethodPost, "/hook", strings.NewReader(body))
		r.Header.Set(webhook.HeaderTimestamp, "1763631000")
		r.Header.Set(webhook.HeaderSignature, sig)
		w := httptest.NewRecorder()
		rc.ServeHTTP(w, r)
		fmt.Println(w.Code)
	}
	fmt.Println(<-done)
	// Output:
	// 200
	// 200
	// ISSUING
}
