package webhook

import (
	"container/list"
	"context"
	"errors"
	"sync"
	"time"
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
	max   int
	clock func() time.Time

	mu      sync.Mutex
	order   *list.List // of *memEntry, oldest claim first
	byID    map[string]*list.Element
	evicted int
}

type memEntry struct {
	id      string
	expires time.Time
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
	return &MemoryStore{max: max, clock: clock, order: list.New(), byID: make(map[string]*list.Element)}
}

// Claim implements Store.
func (m *MemoryStore) Claim(_ context.Context, id string, ttl time.Duration) (bool, error) {
	if ttl <= 0 {
		return false, errors.New("webhook: claim needs a positive time-to-live")
	}
	now := m.clock()
	m.mu.Lock()
	defer m.mu.Unlock()
	m.dropExpired(now)
	if el, ok := m.byID[id]; ok {
		if now.Before(el.Value.(*memEntry).expires) {
			return false, nil
		}
		m.remove(el)
	}
	for m.order.Len() >= m.max {
		m.remove(m.order.Front())
		m.evicted++
	}
	m.byID[id] = m.order.PushBack(&memEntry{id: id, expires: now.Add(ttl)})
	return true, nil
}

// dropExpired removes expired claims from the old end. Claims made with
// different ttls are not in expiry order, so some expired ones may linger
// until they reach the front or are claimed again; Claim checks expiry anyway.
func (m *MemoryStore) dropExpired(now time.Time) {
	for el := m.order.Front(); el != nil && !now.Before(el.Value.(*memEntry).expires); el = m.order.Front() {
		m.remove(el)
	}
}

func (m *MemoryStore) remove(el *list.Element) {
	delete(m.byID, el.Value.(*memEntry).id)
	m.order.Remove(el)
}

// Release implements Store.
func (m *MemoryStore) Release(_ context.Context, id string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if el, ok := m.byID[id]; ok {
		m.remove(el)
	}
	return nil
}

// Len is the number of ids held; Evicted how many live claims were dropped
// to stay within the bound.
func (m *MemoryStore) Len() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.order.Len()
}

func (m *MemoryStore) Evicted() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.evicted
}
