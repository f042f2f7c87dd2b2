// Package receiver holds the webhook receiver's throughput benchmarks: deliveries per second
// through a real HTTP server on 127.0.0.1 with 50 concurrent senders, and the 99th percentile
// of a delivery's round trip, with no deduplication, with the in-memory store and with the
// Redis store (a real redis-server, started by internal/redistest).
//
// It is a package of its own so that the benchmarks build only from the stores' constructors
// (webhook.NewMemoryStore, redisstore.New) and the Receiver's documented fields, whatever the
// stores look like inside. scripts/bench.sh runs them.
package receiver
