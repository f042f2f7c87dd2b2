// Package soak holds the webhook receiver's soak and fault tests; it has no code of its own.
// The tests drive a Receiver over loopback HTTP the way the platform would, with concurrent
// senders, duplicates, bad signatures, stale timestamps and stocks events out of order, and
// check that every valid event is processed exactly once, every bad one is refused with the
// right status, and the order states end right, while measuring latency, goroutines and heap:
//
//	go test ./internal/soak                                   short run (CI): 2,000 deliveries
//	go test ./internal/soak -run Soak -soak.n=100000 -v       the figures of docs/reliability.md
//	scripts/soak.sh                                          the same, for every store
//
// The Redis runs start their own redis-server on a loopback port (internal/redistest); the
// fault run kills it part-way and starts it again, and the platform's retries must bring every
// event through exactly once.
package soak
