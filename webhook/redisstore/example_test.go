package redisstore_test

import (
	"github.com/preflightpay/preflight/webhook"
	"github.com/preflightpay/preflight/webhook/redisstore"
	"github.com/redis/go-redis/v9"
)

// Receivers on several machines share their claims through Redis.
func ExampleNew() {
	client := redis.NewClient(&redis.Options{Addr: "127.0.0.1:6379"})
	defer client.Close()
	receiver := &webhook.Receiver{
		Dedup: redisstore.New(client, ""), // keys "preflight:webhook:event:<event_id>"
		// Verifier, Clock and Accept as for any receiver.
	}
	_ = receiver
}
