package webhooktest_test

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/preflightpay/preflight/internal/webhooktest"
	"github.com/preflightpay/preflight/webhook"
)

// A claim the store applied but whose reply was lost: the receiver answers 503 and releases the
// claim, so the platform's retry is processed; a later redelivery is a duplicate. (Had the
// release failed too, the receiver would journal the token and a retry here would claim with it.)
func ExampleFaultyStore() {
	clock := webhooktest.NewClock(time.Unix(1_763_631_000, 0))
	lost := false
	store := &webhooktest.FaultyStore{
		Store: webhook.NewMemoryStore(100, clock.Now),
		After: func(op, _ string) error {
			if op == "claim" && !lost {
				lost = true
				return errors.New("connection reset")
			}
			return nil
		},
	}
	secret := []byte("whsec_example")
	ring, _ := webhook.NewKeyring(webhook.Key{ID: "k1", Secret: secret})
	verifier, _ := webhook.NewVerifier(ring, webhook.Options{})
	processed := 0
	rc := &webhook.Receiver{Verifier: verifier, Clock: clock.Now, Dedup: store,
		Accept: func(webhook.Delivery) error { processed++; return nil }}
	d := webhooktest.Delivery{Body: []byte(`{"version":"V1.0.0","event_id":"6e7f8091-a2b3-4c4d-9e5f-60718293a4b5","event_type":"x","event_name":"X","data":{}}`), Timestamp: clock.Now().Unix()}
	signer := webhooktest.Sender{Secret: secret}
	fmt.Println(signer.Deliver(rc, d), signer.Deliver(rc, d), signer.Deliver(rc, d), processed)
	st, _ := store.Claim(context.Background(), "6e7f8091-a2b3-4c4d-9e5f-60718293a4b5", "another", webhook.Digest(d.Body), time.Minute)
	fmt.Println(st)
	// Output:
	// 503 200 200 1
	// done
}
