package redisledger_test

import (
	"net/http"

	"github.com/preflightpay/preflight/transport"
	"github.com/preflightpay/preflight/transport/redisledger"
	"github.com/redis/go-redis/v9"
)

// Service instances on several machines share their idempotency keys through Redis: a key
// reused with another payload on any instance is refused before it is sent.
func ExampleNew() {
	client := redis.NewClient(&redis.Options{Addr: "127.0.0.1:6379"})
	defer client.Close()
	api := &http.Client{Transport: transport.New(http.DefaultTransport, transport.Options{
		Ledger:        redisledger.New(client, "preflight:idempotency:cli_100:"), // one prefix per API client
		LedgerFailure: transport.FailClosed,                                      // Redis down: send nothing
	})}
	_ = api
}
