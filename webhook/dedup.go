package webhook

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"strings"
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
	// Conflicting: a claim (pending or done) holds the id with the digest of another body. The
	// same event id came with two different, validly signed bodies: the Receiver refuses the
	// delivery (409, ErrConflictingRedelivery) rather than acknowledge it as a duplicate and
	// drop a body it never processed.
	Conflicting
)

func (s ClaimState) String() string {
	switch s {
	case Claimed:
		return "claimed"
	case Pending:
		return "pending"
	case Done:
		return "done"
	case Conflicting:
		return "conflicting"
	}
	return "invalid"
}

// Store remembers which event ids are being handed off (pending, under a short lease) and
// which have been handed off (done, for the dedup time-to-live), so a redelivered event is
// processed once and an event whose first delivery failed half-way is never taken for
// processed. Each claim keeps the digest of the body it was made for (see Digest), so that a
// redelivery of the id with another body is told from a duplicate. Implementations must be
// safe for concurrent use; building each value with ClaimValue or DoneValue and reading it
// with StateOf gives the semantics below.
//
// Each delivery claims with a token of its own (the Receiver draws a random one). A claim is
// pending under that token until Finish makes it done; Release removes it only while the
// same token holds it, so a delivery whose lease has passed to another cannot undo the
// other's claim.
type Store interface {
	// Claim records id as pending under token and digest for lease when no live claim holds
	// it, and returns Claimed. When a pending claim under the same token and digest holds it
	// (an earlier attempt whose reply was lost), it also returns Claimed. Otherwise it
	// returns Conflicting, Pending or Done (see StateOf) and changes nothing.
	Claim(ctx context.Context, id, token, digest string, lease time.Duration) (ClaimState, error)
	// Finish marks id done with digest for ttl, whatever claim holds it: the event has been
	// handed off.
	Finish(ctx context.Context, id, digest string, ttl time.Duration) error
	// Release forgets id when a pending claim under token and digest holds it, so the
	// platform's retry is processed at once. Releasing anything else is no error and changes
	// nothing.
	Release(ctx context.Context, id, token, digest string) error
}

// Digest is what a claim keeps of a delivery's body: the lower-case hex SHA-256 of the raw
// body, as signed.
func Digest(body []byte) string {
	sum := sha256.Sum256(body)
	return hex.EncodeToString(sum[:])
}

// digestMark separates a claim's value from the digest it keeps.
const digestMark = " sha256:"

// ClaimValue and DoneValue are what a Store keeps for a claim: "pending:<token> sha256:<digest>"
// for a pending one, "done sha256:<digest>" for a done one. Stores use them so that their
// contents read the same (in redis-cli, for example). Claims written before digests were
// kept ("pending:<token>", "done") are read as claims of any body: they still dedupe.
func ClaimValue(token, digest string) string { return "pending:" + token + withDigest(digest) }

// DoneValue is the value of a done claim; see ClaimValue.
func DoneValue(digest string) string { return "done" + withDigest(digest) }

func withDigest(digest string) string {
	if digest == "" {
		return ""
	}
	return digestMark + digest
}

// parseClaim splits a stored value into its claim ("done" or "pending:<token>") and the digest
// it keeps, "" for a claim written without one.
func parseClaim(stored string) (claim, digest string) {
	if i := strings.LastIndex(stored, digestMark); i >= 0 {
		return stored[:i], stored[i+len(digestMark):]
	}
	return stored, ""
}

// StateOf tells what a claim holding stored means to a delivery with token and the body of
// digest: Conflicting when the claim keeps another digest, else Done, Claimed (its own pending
// claim) or Pending (another's).
func StateOf(stored, token, digest string) ClaimState {
	claim, held := parseClaim(stored)
	switch {
	case held != "" && digest != "" && held != digest:
		return Conflicting
	case claim == "done":
		return Done
	case stored == ClaimValue(token, digest):
		return Claimed
	}
	return Pending
}

// errTTL is the error for a non-positive lease or ttl.
var errTTL = errors.New("webhook: a claim needs a positive lease and time-to-live")

// MemoryStore is a Store for a receiver that runs on one machine. It holds at most the
// number of ids given to NewMemoryStore; when full it forgets the oldest claim first (expired
// ones are dropped as they are met). Forgetting a live claim breaks the promise of
// deduplication for that event: redelivered, it is processed again. The store counts such
// evictions (Evicted) and tells OnEvict of each, so that a receiver can say that exactly-once
// has become at-least-once instead of degrading without a word.
type MemoryStore struct {
	clock func() time.Time
	// OnEvict, when set (before the store is used), is called after each call that had to
	// forget live claims to stay within the bound, with how many it forgot and the total so
	// far. It runs on the caller's goroutine, outside the store's lock, and must not block.
	OnEvict func(dropped, total int)
	// mu makes each call one step: Claim's renewal of its own claim is a read then a write on
	// claims, and without it the claim could expire, be taken by another token or be finished
	// in between, and the renewal would overwrite that. It also makes the change of the
	// eviction count across a call that call's own.
	mu     sync.Mutex
	claims *claims.Set
}

// DefaultMemoryStoreSize bounds a MemoryStore built with max <= 0.
const DefaultMemoryStoreSize = 100_000

// NewMemoryStore builds an in-memory store reading time from clock and holding at most max
// event ids (DefaultMemoryStoreSize when max <= 0). Size it for the events of one DedupTTL
// (48 hours by default): at about 300 bytes a claim, 100,000 ids take some 30 MB. An event
// redelivered after its claim was evicted is processed again; see OnEvict.
func NewMemoryStore(max int, clock func() time.Time) *MemoryStore {
	if max <= 0 {
		max = DefaultMemoryStoreSize
	}
	if clock == nil {
		panic("webhook: NewMemoryStore needs a clock")
	}
	return &MemoryStore{clock: clock, claims: claims.New(max)}
}

// step runs f under the store's lock, then tells OnEvict of the live claims f evicted.
func (m *MemoryStore) step(f func(now time.Time)) {
	m.mu.Lock()
	before := m.claims.Evicted()
	f(m.clock())
	total := m.claims.Evicted()
	m.mu.Unlock()
	if total > before && m.OnEvict != nil {
		m.OnEvict(total-before, total)
	}
}

// Claim implements Store.
func (m *MemoryStore) Claim(_ context.Context, id, token, digest string, lease time.Duration) (ClaimState, error) {
	if lease <= 0 {
		return 0, errTTL
	}
	var state ClaimState
	m.step(func(now time.Time) {
		value := ClaimValue(token, digest)
		stored, fresh := m.claims.Claim(now, id, value, lease)
		if fresh {
			state = Claimed
			return
		}
		state = StateOf(stored, token, digest)
		if state == Claimed {
			// Its own earlier claim: renew the lease, as a fresh claim would have.
			m.claims.Put(now, id, stored, lease)
		}
	})
	return state, nil
}

// Finish implements Store.
func (m *MemoryStore) Finish(_ context.Context, id, digest string, ttl time.Duration) error {
	if ttl <= 0 {
		return errTTL
	}
	m.step(func(now time.Time) { m.claims.Put(now, id, DoneValue(digest), ttl) })
	return nil
}

// Release implements Store.
func (m *MemoryStore) Release(_ context.Context, id, token, digest string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.claims.ReleaseIf(id, ClaimValue(token, digest))
	return nil
}

// Len is the number of ids held.
func (m *MemoryStore) Len() int { return m.claims.Len() }

// Evicted is how many live claims were forgotten to stay within the bound: each is an event
// that, redelivered, is processed again.
func (m *MemoryStore) Evicted() int { return m.claims.Evicted() }
