package webhook

import (
	"context"
	"errors"
	"time"

	"github.com/preflightpay/preflight/internal/claims"
)

// Store remembers which event ids have been claimed, so a redelivered event
// is processed once. Implementations must be safe for concurrent use.
type Store interface {
	// Claim atomically records id for ttl and reports true if this call
	// recorded it, false if it was already claimed and not yet expired.
	Claim(ctx context.Context, id string, ttl time.Duration) (bool, error)
	// Release forgets id, so its next delivery is processed: used when
	// processing could not be handed off and the platform should retry.
	Release(ctx context.Context, id string) error
}

// MemoryStore is a Store for a receiver that runs on one machine. It holds at
// most Max ids; when full it forgets the oldest claim first (expired ones are
// dropped as they are met), and counts such evictions, since an evicted id
// that is redelivered is processed again.
type MemoryStore struct {
	clock  func() time.Time
	claims *claims.Set
}

// DefaultMemoryStoreSize bounds a MemoryStore built with max <= 0.
const DefaultMemoryStoreSize = 100_000

// NewMemoryStore builds a bounded in-memory store reading time from clock.
func NewMemoryStore(max int, clock func() time.Time) *MemoryStore {
	if max <= 0 {
		max = DefaultMemoryStoreSize
	}
	if clock == nil {
		panic("webhook: NewMemoryStore needs a clock")
	}
	return &MemoryStore{clock: clock, claims: claims.New(max)}
}

// Claim implements Store.
func (m *MemoryStore) Claim(_ context.Context, id string, ttl time.Duration) (bool, error) {
	if ttl <= 0 {
		return false, errors.New("webhook: claim needs a positive time-to-live")
	}
	_, fresh := m.claims.Claim(m.clock(), id, "", ttl)
	return fresh, nil
}

// Release implements Store.
func (m *MemoryStore) Release(_ context.Context, id string) error {
	m.claims.Release(id)
	return nil
}

// Len is the number of ids held; Evicted how many live claims were dropped
// to stay within the bound.
func (m *MemoryStore) Len() int { return m.claims.Len() }

func (m *MemoryStore) Evicted() int { return m.claims.Evicted() }
