// Package claims is a bounded, expiring set of claimed keys in memory, each with a value: what
// the webhook receiver's MemoryStore (event ids) and the transport's MemoryLedger (idempotency
// keys with their request's record) both are. It is safe for concurrent use.
package claims

import (
	"container/list"
	"strings"
	"sync"
	"time"
)

// Set holds at most Max claims. When full it drops the oldest claim first, and counts such
// evictions; expired claims are dropped as they are met.
type Set struct {
	max int

	mu      sync.Mutex
	order   *list.List // of *entry, oldest claim first
	byKey   map[string]*list.Element
	evicted int
}

type entry struct {
	key, value string
	expires    time.Time
}

// New builds a set holding at most max claims (max > 0).
func New(max int) *Set {
	return &Set{max: max, order: list.New(), byKey: make(map[string]*list.Element)}
}

// Claim records key with value until now+ttl when no live claim holds it, and returns value and
// true. When a live claim holds key, it returns that claim's value and false, and changes nothing.
func (s *Set) Claim(now time.Time, key, value string, ttl time.Duration) (string, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	// Claims made with different ttls are not in expiry order, so some expired ones may linger
	// until they reach the front or are claimed again; the lookup checks expiry anyway.
	for el := s.order.Front(); el != nil && !now.Before(el.Value.(*entry).expires); el = s.order.Front() {
		s.remove(el)
	}
	if el, ok := s.byKey[key]; ok {
		e := el.Value.(*entry)
		if now.Before(e.expires) {
			return e.value, false
		}
		s.remove(el)
	}
	s.push(now, key, value, ttl)
	return value, true
}

// push adds a claim as the newest, first dropping the oldest while full; only a claim still
// live at now counts as evicted. s.mu is held.
func (s *Set) push(now time.Time, key, value string, ttl time.Duration) {
	for s.order.Len() >= s.max {
		front := s.order.Front()
		if now.Before(front.Value.(*entry).expires) {
			s.evicted++
		}
		s.remove(front)
	}
	// The set outlives the request a key came from: a copy, so that a key cut from a larger
	// text (an event id read from its body) does not keep that text alive for the ttl.
	key = strings.Clone(key)
	s.byKey[key] = s.order.PushBack(&entry{key: key, value: value, expires: now.Add(ttl)})
}

// Get returns the value of the live claim holding key, and whether there is one.
func (s *Set) Get(now time.Time, key string) (string, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if el, ok := s.byKey[key]; ok && now.Before(el.Value.(*entry).expires) {
		return el.Value.(*entry).value, true
	}
	return "", false
}

// Put records key with value until now+ttl whether or not a claim holds it: the webhook store
// turns a pending claim into a done one this way. The claim becomes the newest.
func (s *Set) Put(now time.Time, key, value string, ttl time.Duration) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if el, ok := s.byKey[key]; ok {
		s.remove(el)
	}
	s.push(now, key, value, ttl)
}

// ReleaseIf forgets key only when its claim holds value, so that a holder whose lease has
// passed to another cannot release the other's claim. It reports whether it released.
func (s *Set) ReleaseIf(key, value string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if el, ok := s.byKey[key]; ok && el.Value.(*entry).value == value {
		s.remove(el)
		return true
	}
	return false
}

// Release forgets key, so that its next claim is fresh. Releasing an absent key does nothing.
func (s *Set) Release(key string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if el, ok := s.byKey[key]; ok {
		s.remove(el)
	}
}

func (s *Set) remove(el *list.Element) {
	delete(s.byKey, el.Value.(*entry).key)
	s.order.Remove(el)
}

// Len is the number of claims held.
func (s *Set) Len() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.order.Len()
}

// Evicted is how many live claims were dropped to stay within the bound.
func (s *Set) Evicted() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.evicted
}
