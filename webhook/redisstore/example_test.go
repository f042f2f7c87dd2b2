package redisstore_test

import (
	"context"
	"log"

	"github.com/preflightpay/preflight/webhook"
	"github.com/preflightpay/preflight/webhook/redisstore"
	"github.com/redis/go-redis/v9"
)

// Receivers on several machines share their claims through Redis. Check it before serving: a
// server that does not answer, or that may evict claims, would break the promise of exactly once.
func ExampleNew() {
	client := redis.NewClient(&redis.Options{Addr: "127.0.0.1:6379"})
	defer client.Close()
	store := redisstore.New(client, "") // keys "preflight:webhook:event:<event_id>"
	warnings, err := store.Check(context.Background(), false)
	if err != nil {
		log.Fatal(err) // no answer, a wrong password, or ErrMayEvict
	}
	for _, w := range warnings {
		log.Print(w) // no persistence, or a configuration CONFIG GET could not read
	}
	receiver := &webhook.Receiver{
		Dedup: store,
		// Verifier, Clock and Accept as for any receiver.
	}
	_ = receiver
}
