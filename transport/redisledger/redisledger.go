// Package redisledger is a transport.Ledger shared by the service instances of a fleet, kept on
// a Redis server: a claim is SET key record NX PX ttl, atomic on the server, and when the key is
// held, GET gives its record to compare; expiry is the server's. It is a package of its own so
// that importing transport links no Redis client.
//
// What the ledger needs of Redis is what webhook/redisstore needs (see its documentation): with
// appendonly yes a restart keeps every key; without persistence a restart forgets them, and a
// key reused with another payload after it is sent instead of refused locally (the platform
// still judges it). Each Claim or Forget is bounded by Ledger.Timeout (DefaultTimeout), so a
// Redis that hangs delays a send by that much at most before Options.LedgerFailure decides.
package redisledger

import (
	"context"
	"errors"
	"time"

	"github.com/preflightpay/preflight/internal/deadline"
	"github.com/preflightpay/preflight/transport"
	"github.com/redis/go-redis/v9"
)

// DefaultPrefix namespaces keys: "<prefix><idempotency key>". Give each API client its own
// prefix: idempotency keys belong to a client.
const DefaultPrefix = "preflight:idempotency:"

// DefaultTimeout bounds each call when Ledger.Timeout is 0.
const DefaultTimeout = 500 * time.Millisecond

// Ledger is a transport.Ledger on a Redis server.
type Ledger struct {
	client redis.Cmdable
	prefix string
	// Timeout bounds each call, whatever the client's own settings (DefaultTimeout when 0); set
	// it before use.
	Timeout time.Duration
}

var _ transport.Ledger = (*Ledger)(nil)

// New builds a ledger on client (a *redis.Client, ClusterClient or Ring). An empty prefix takes
// DefaultPrefix.
func New(client redis.Cmdable, prefix string) *Ledger {
	if prefix == "" {
		prefix = DefaultPrefix
	}
	return &Ledger{client: client, prefix: prefix}
}

// Claim implements transport.Ledger. A key that expires between the SET and the GET is claimed
// again, once.
func (l *Ledger) Claim(ctx context.Context, key, record string, ttl time.Duration) (string, bool, error) {
	if ttl <= 0 {
		return "", false, errors.New("redisledger: a claim needs a positive time-to-live")
	}
	type claim struct {
		stored string
		fresh  bool
	}
	c, err := deadline.Do(ctx, l.timeout(), func(ctx context.Context) (claim, error) {
		for range 2 {
			ok, err := l.client.SetNX(ctx, l.prefix+key, record, ttl).Result()
			if err != nil {
				return claim{}, err
			}
			if ok {
				return claim{record, true}, nil
			}
			stored, err := l.client.Get(ctx, l.prefix+key).Result()
			if errors.Is(err, redis.Nil) {
				continue // expired in between: claim again
			}
			if err != nil {
				return claim{}, err
			}
			return claim{stored, false}, nil
		}
		return claim{}, errors.New("redisledger: the key expired twice while being claimed")
	})
	return c.stored, c.fresh, err
}

// Forget implements transport.Ledger.
func (l *Ledger) Forget(ctx context.Context, key string) error {
	_, err := deadline.Do(ctx, l.timeout(), func(ctx context.Context) (int64, error) {
		return l.client.Del(ctx, l.prefix+key).Result()
	})
	return err
}

// timeout bounds each call (see package deadline: go-redis does not bound a new connection's
// handshake by the context).
func (l *Ledger) timeout() time.Duration {
	if l.Timeout <= 0 {
		return DefaultTimeout
	}
	return l.Timeout
}
