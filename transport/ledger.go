package transport

import (
	"context"
	"errors"
	"time"

	"github.com/preflightpay/preflight/internal/claims"
)

// Ledger records which idempotency keys this service (or this fleet, sharing one ledger) has
// sent, each with a record of its request: the payload's fingerprint (idempotency.FingerprintValue
// of the input object) and the method and path it was sent to. The transport treats the record as
// text it compares; implementations store it as it is. They must be safe for concurrent use.
type Ledger interface {
	// Claim records key with record for ttl when the key is absent (or expired), atomically, and
	// returns record and true. When the key is held, it returns the record stored with it and
	// false, and changes nothing.
	Claim(ctx context.Context, key, record string, ttl time.Duration) (stored string, fresh bool, err error)
	// Forget removes key, so that its next use is fresh. Forgetting an absent key is no error.
	Forget(ctx context.Context, key string) error
}

// DefaultMemoryLedgerSize bounds a MemoryLedger built with max <= 0.
const DefaultMemoryLedgerSize = 100_000

// MemoryLedger is a Ledger for one process. It holds at most max keys; when full it drops the
// oldest claim first (expired ones are dropped as they are met), and counts such evictions: an
// evicted key reused with another payload is no longer refused locally (the platform still
// refuses it).
type MemoryLedger struct {
	now    func() time.Time
	claims *claims.Set
}

// NewMemoryLedger builds a bounded ledger in memory reading time from now (time.Now when nil).
func NewMemoryLedger(max int, now func() time.Time) *MemoryLedger {
	if max <= 0 {
		max = DefaultMemoryLedgerSize
	}
	if now == nil {
		now = time.Now
	}
	return &MemoryLedger{now: now, claims: claims.New(max)}
}

// Claim implements Ledger.
func (m *MemoryLedger) Claim(_ context.Context, key, record string, ttl time.Duration) (string, bool, error) {
	if ttl <= 0 {
		return "", false, errors.New("transport: a claim needs a positive time-to-live")
	}
	stored, fresh := m.claims.Claim(m.now(), key, record, ttl)
	return stored, fresh, nil
}

// Forget implements Ledger.
func (m *MemoryLedger) Forget(_ context.Context, key string) error {
	m.claims.Release(key)
	return nil
}

// Len is the number of keys held.
func (m *MemoryLedger) Len() int { return m.claims.Len() }

// Evicted is how many live keys were dropped to stay within the bound.
func (m *MemoryLedger) Evicted() int { return m.claims.Evicted() }
