// Package deadline bounds a call by a time, whether or not the callee honours its context. The
// Redis stores need it: go-redis sets up a new connection (its handshake) under the client's
// own read and write time-outs, not the caller's context, so a server that accepts connections
// and never answers holds a call for the client's ReadTimeout, retries included, whatever the
// deadline of the request it serves.
package deadline

import (
	"context"
	"time"
)

// Do calls f with a context that ends after d (or with ctx, if sooner) and returns its result,
// or ctx's error once that context ends, without waiting further for f. f then runs on in its
// own goroutine until it returns on its own (a Redis call: by the client's time-outs), and its
// result is dropped; so f must be safe to abandon.
func Do[T any](ctx context.Context, d time.Duration, f func(context.Context) (T, error)) (T, error) {
	ctx, cancel := context.WithTimeout(ctx, d)
	defer cancel()
	type result struct {
		v   T
		err error
	}
	done := make(chan result, 1) // buffered: an abandoned f does not block on it
	go func() {
		v, err := f(ctx)
		done <- result{v, err}
	}()
	select {
	case r := <-done:
		return r.v, r.err
	case <-ctx.Done():
		var zero T
		return zero, ctx.Err()
	}
}
