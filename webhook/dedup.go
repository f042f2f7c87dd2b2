package webhook

import (
	"context"
	"errors"
	"sync"
	"time"

	"github.com/preflightpay/preflight/internal/claims"
)

// ClaimState is what Store.Claim found for an event id.
type ClaimState uint8

const (
	// Claimed: this delivery now holds the id's lease (a pending claim). Hand the event off,
	// then Finish; or Release it when the hand-off fails.
	Claimed ClaimState = iota + 1
	// Pending: another delivery holds a live lease on the id and has not finished. It may be
	// handing the event off right now, or it may have died (or lost the store's reply) before
	// it could finish: the Receiver answers 503 so the platform retries, and once the lease
	// has run out a retry claims the id again. A pending claim is never mistaken for a
	// processed one, so no event is lost.
	Pending
	// Done: the event was handed off; this delivery is a duplicate.
	Done
)

func (s ClaimState) String() string {
	switch s {
	case Claimed:
		return "claimed"
	case Pending:
		return "pending"
	case Done:
		return "done"
	}
	return "invalid"
}

// Store remembers which event ids are being handed off (pending, under a short lease) and
// which have been handed off (done, for the dedup time-to-live), so a redelivered event is
// processed once and an event whose first delivery failed half-way is never taken for
// processed. Implementations must be safe for concurrent use.
//
// Each delivery claims with a token of its own (the Receiver draws a random one). A claim is
// pending under that token until Finish makes it done; Release removes it only while the
// same token holds it, so a delivery whose lease has passed to another cannot undo the
// other's claim.
type Store interface {
	// Claim records id as pending under token for lease when no live claim holds it, and
	// returns Claimed. When a pending claim under the same token holds it (an earlier attempt
	// whose reply was lost), it also returns Claimed. Otherwise it returns Pending or Done and
	// changes nothing.
	Claim(ctx context.Context, id, token string, lease time.Duration) (ClaimState, error)
	// Finish marks id done for ttl, whatever claim holds it: the event has been handed off.
	Finish(ctx context.Context, id string, ttl time.Duration) error
	// Release forgets id when a pending claim under token holds it, so the platform's retry
	// is processed at once. Releasing anything else is no error and changes nothing.
	Release(ctx context.Context, id, token string) error
}

// ClaimValue and DoneValue are what a Store keeps for a claim: "pending:<token>" for a
// pending one, "done" for a done one. Stores use them so that their contents read the same
// (in redis-cli, for example).
func ClaimValue(token string) string { return "pending:" + token }

// DoneValue is the value of a done claim; see ClaimValue.
const DoneValue = "done"

// StateOf tells what a claim holding stored means to a delivery with token: Done, Claimed
// (its own pending claim) or Pending (another's).
func StateOf(stored, token string) ClaimState {
	switch stored {
	case DoneValue:
		return Done
	case ClaimValue(token):
		return Claimed
	}
	return Pending
}

// errTTL is the error for a non-positive lease or ttl.
var errTTL = errors.New("webhook: a claim needs a positive lease and time-to-live")

// MemoryStore is a Store for a receiver that runs on one machine. It holds at
// most Max ids; when full it forgets the oldest claim first (expired ones are
// dropped as they are met), and counts such evictions, since an evicted id
// that is redelivered is processed again.
type MemoryStore struct {
	clock func() time.Time
	// mu makes each call one step: Claim's renewal of its own claim is a read then a write on
	// claims, and without it the claim could expire, be taken by another token or be finished
	// in between, and the renewal would overwrite that.
	mu     sync.Mutex
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
func (m *MemoryStore) Claim(_ context.Context, id, token string, lease time.Duration) (ClaimState, error) {
	if lease <= 0 {
		return 0, errTTL
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	now := m.clock()
	stored, fresh := m.claims.Claim(now, id, ClaimValue(token), lease)
	if fresh {
		return Claimed, nil
	}
	state := StateOf(stored, token)
	if state == Claimed {
		// Its own earlier claim: renew the lease, as a fresh claim would have.
		m.claims.Put(now, id, stored, lease)
	}
	return state, nil
}

// Finish implements Store.
func (m *MemoryStore) Finish(_ context.Context, id string, ttl time.Duration) error {
	if ttl <= 0 {
		return errTTL
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	m.claims.Put(m.clock(), id, DoneValue, ttl)
	return nil
}

// Release implements Store.
func (m *MemoryStore) Release(_ context.Context, id, token string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.claims.ReleaseIf(id, ClaimValue(token))
	return nil
}

// Len is the number of ids held; Evicted how many live claims were dropped
// to stay within the bound.
func (m *MemoryStore) Len() int { return m.claims.Len() }

func (m *MemoryStore) Evicted() int { return m.claims.Evicted() }
