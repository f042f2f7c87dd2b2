// Package redisstore is a webhook.Store shared by receivers on several machines, kept on a Redis
// server: a claim is SET key 1 NX PX ttl, atomic on the server, and expiry is the server's. It
// is a package of its own so that importing webhook to verify a signature links no Redis client.
package redisstore

import (
	"context"
	"errors"
	"time"

	"github.com/preflightpay/preflight/webhook"
	"github.com/redis/go-redis/v9"
)

// DefaultPrefix namespaces claim keys: "<prefix><event_id>".
const DefaultPrefix = "preflight:webhook:event:"

// Store is a webhook.Store on a Redis server.
type Store struct {
	client redis.Cmdable
	prefix string
}

var _ webhook.Store = (*Store)(nil)

// New builds a store on client (a *redis.Client, ClusterClient or Ring). An empty prefix takes
// DefaultPrefix.
func New(client redis.Cmdable, prefix string) *Store {
	if prefix == "" {
		prefix = DefaultPrefix
	}
	return &Store{client: client, prefix: prefix}
}

// Claim implements webhook.Store.
func (s *Store) Claim(ctx context.Context, id string, ttl time.Duration) (bool, error) {
	if ttl <= 0 {
		return false, errors.New("redisstore: claim needs a positive time-to-live")
	}
	return s.client.SetNX(ctx, s.prefix+id, 1, ttl).Result()
}

// Release implements webhook.Store.
func (s *Store) Release(ctx context.Context, id string) error {
	return s.client.Del(ctx, s.prefix+id).Err()
}
