package webhook

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"sync"
	"time"

	"github.com/preflightpay/preflight/internal/claims"
)

// DefaultMaxBodyBytes bounds a delivery's body when Receiver.MaxBodyBytes is 0.
const DefaultMaxBodyBytes = 1 << 20

// DefaultBodyTimeout bounds the reading of a delivery's body, from its first byte read, when
// Receiver.BodyTimeout is 0. The platform sends a body of a few kilobytes at once; a sender that
// stalls holds the request no longer than this.
const DefaultBodyTimeout = 10 * time.Second

// Delivery is a verified, decoded, first-time notification.
type Delivery struct {
	Event     *Event
	Body      []byte // raw, as signed
	Timestamp int64  // x-wk-timestamp
	KeyID     string // the key that verified it; "" on an unsigned endpoint
	Problems  error  // the *DecodeError of a known event that breaks the specification, or nil
	// Header holds the delivery's request headers (x-wk-timestamp, x-wk-signature, content-type
	// and the rest), for a receiver that passes the delivery on as it came, as "preflight
	// webhook listen --forward-to" does.
	Header http.Header
}

// Receiver is an http.Handler for the platform's notifications. See the
// package documentation for the order of its checks and the status it answers
// to each failure. A Receiver must not be copied once it has served.
type Receiver struct {
	Verifier *Verifier        // required
	Clock    func() time.Time // required: the receiver's time for the age check
	// Accept takes a delivery for processing and must return at once:
	// put it on a queue (see Queue) and process elsewhere, so the
	// acknowledgement never waits on processing. An error answers 503 and
	// releases the claim so the platform retries.
	Accept func(Delivery) error

	Senders      *SenderPolicy // nil: no sender check
	Dedup        Store         // nil: no deduplication (Accept must be idempotent)
	DedupTTL     time.Duration // how long a done claim lasts; DefaultDedupTTL when 0
	DedupLease   time.Duration // how long a pending claim lasts; DefaultDedupLease when 0
	MaxBodyBytes int64         // DefaultMaxBodyBytes when 0
	BodyTimeout  time.Duration // how long the body may take to arrive; DefaultBodyTimeout when 0

	// OnReject, when set, hears each refused request with its status and
	// cause, for logs and metrics. Causes never hold the secret.
	OnReject func(r *http.Request, status int, cause error)

	// journal remembers, on this machine, the claims whose outcome in Dedup
	// is not known (see serve); created on first use.
	journalOnce sync.Once
	journal     *claims.Set
}

// DefaultDedupLease is how long a pending claim holds an event id. It must
// outlast the hand-off (two store calls and Accept, which only enqueues: a
// few milliseconds, at most twice the store's time-out), and it is how long an
// event whose first delivery died half-way waits before a retry may claim it:
// with 10 s, the platform's second retry (30 s after the failure) gets through.
const DefaultDedupLease = 10 * time.Second

// journalSize bounds the receiver's journal. It holds only claims caught in a
// store failure, so it stays small unless the store is down for long; when full
// it forgets the oldest, which then fall back to the store's own lease.
const journalSize = 10_000

// ErrBodyTooLarge, ErrMethod and ErrDuplicate are causes given to OnReject
// (ErrDuplicate with status 200: a duplicate is acknowledged, not processed).
var (
	ErrBodyTooLarge = errors.New("webhook: body larger than the limit")
	// ErrBodyTimeout (status 408) is the cause when the body did not arrive within BodyTimeout.
	ErrBodyTimeout = errors.New("webhook: body not received within the time limit")
	ErrMethod      = errors.New("webhook: method is not POST")
	ErrDuplicate   = errors.New("webhook: event already claimed")
	// ErrInProgress (status 503) is the cause when another delivery of the
	// event holds a live pending claim: the platform retries.
	ErrInProgress = errors.New("webhook: event is being handed off by another delivery")
	// ErrConflictingRedelivery (status 409) is the cause when the event id
	// is claimed, pending or done, for a body with another digest: two
	// validly signed bodies under one id. Acknowledging it as a duplicate
	// would drop a body never processed; answering 503 would call a
	// permanent state transient. 409 keeps it refused, and visible in the
	// platform's delivery log, for as long as the claim lasts (DedupTTL,
	// longer than the platform retries).
	ErrConflictingRedelivery = errors.New("webhook: event id already claimed for a different body")
	// ErrNotFinished (status 200) is the cause when the event was handed off
	// but the store could not mark it done: this receiver remembers it, but
	// a redelivery reaching another receiver after the lease is processed again.
	ErrNotFinished = errors.New("webhook: event handed off but not marked done in the store")

	errMisconfigured = errors.New("webhook: Receiver needs Verifier, Clock and Accept")
)

func (rc *Receiver) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	status, err := rc.serve(w, r)
	if err != nil && rc.OnReject != nil {
		rc.OnReject(r, status, err)
	}
	if status == http.StatusMethodNotAllowed {
		w.Header().Set("Allow", http.MethodPost)
	}
	w.WriteHeader(status)
}

func (rc *Receiver) serve(w http.ResponseWriter, r *http.Request) (int, error) {
	if rc.Verifier == nil || rc.Clock == nil || rc.Accept == nil {
		return http.StatusInternalServerError, errMisconfigured
	}
	if r.Method != http.MethodPost {
		return http.StatusMethodNotAllowed, ErrMethod
	}
	// Whatever the headers can refuse is refused before the body is read: a sender that is
	// not allowed, or a delivery whose headers could not be genuine, costs no memory and
	// holds no connection for its body. Connection: close keeps net/http from reading what is
	// left of the body (up to 256 KB) to reuse the connection.
	unread := func(status int, err error) (int, error) {
		w.Header().Set("Connection", "close")
		return status, err
	}
	if rc.Senders != nil {
		if _, err := rc.Senders.Check(r); err != nil {
			return unread(http.StatusForbidden, err)
		}
	}
	check, err := rc.Verifier.begin(r.Header.Get(HeaderTimestamp), r.Header.Get(HeaderSignature), rc.Clock())
	if err != nil {
		return unread(verifyStatus(err), err)
	}
	body, status, err := rc.readBody(w, r, check)
	if err != nil {
		check.release()
		return unread(status, err)
	}
	res, err := check.finish()
	if err != nil {
		return verifyStatus(err), err
	}
	ev, derr := DecodeEvent(body)
	if ev == nil || ev.EventID == "" {
		// Nothing to claim or process: refuse, so the fault shows in the
		// platform's delivery log.
		return http.StatusBadRequest, derr
	}
	d := Delivery{Event: ev, Body: body, Timestamp: res.Timestamp, KeyID: res.KeyID, Problems: derr, Header: r.Header.Clone()}
	if rc.Dedup == nil {
		if err := rc.Accept(d); err != nil {
			return http.StatusServiceUnavailable, err
		}
		return http.StatusOK, nil
	}
	return rc.dedupAndAccept(r.Context(), d)
}

// verifyStatus is the answer to a verification error: 400 for a header that breaks its
// shape, 401 for the others.
func verifyStatus(err error) int {
	if errors.Is(err, ErrMalformedHeader) {
		return http.StatusBadRequest
	}
	return http.StatusUnauthorized
}

// readBody reads the body through check's HMACs: at most MaxBodyBytes (413 beyond, refused
// without reading when Content-Length says so) and within BodyTimeout (408).
func (rc *Receiver) readBody(w http.ResponseWriter, r *http.Request, check io.Writer) ([]byte, int, error) {
	limit := rc.MaxBodyBytes
	if limit <= 0 {
		limit = DefaultMaxBodyBytes
	}
	if r.ContentLength > limit {
		return nil, http.StatusRequestEntityTooLarge, ErrBodyTooLarge
	}
	timeout := rc.BodyTimeout
	if timeout <= 0 {
		timeout = DefaultBodyTimeout
	}
	// A ResponseWriter that cannot set a deadline (http.ErrNotSupported: a wrapper without
	// Unwrap, a test's recorder) leaves the read to the server's ReadTimeout. net/http clears
	// the deadline itself once the body is read to its end.
	http.NewResponseController(w).SetReadDeadline(time.Now().Add(timeout))
	// Read one byte past the limit so an oversized body is told from one exactly at the limit,
	// without trusting Content-Length.
	body, err := io.ReadAll(io.TeeReader(io.LimitReader(r.Body, limit+1), check))
	switch {
	case errors.Is(err, os.ErrDeadlineExceeded):
		return nil, http.StatusRequestTimeout, errors.Join(ErrBodyTimeout, err)
	case err != nil:
		return nil, http.StatusBadRequest, err
	case int64(len(body)) > limit:
		return nil, http.StatusRequestEntityTooLarge, ErrBodyTooLarge
	}
	return body, http.StatusOK, nil
}

// dedupAndAccept claims the event, hands it off and marks it done. Every
// store call may fail or lose its reply; the receiver then answers so that the
// event is neither lost nor, on this machine, processed twice:
//
//   - Claim fails: 503. The claim may have been recorded, so the receiver
//     releases it. Only when that release fails too, and the claim may still
//     hold the id, does it keep the token in the journal: a retry reaching
//     this receiver then claims again with the same token, which the store
//     recognises as its own, while a retry reaching another receiver finds the
//     claim pending (503) until the lease runs out, then claims it.
//   - Accept fails: 503, and the claim is released for the retry.
//   - Finish fails: 200 (the event is handed off), and the journal records it
//     as done, so a redelivery here is a duplicate, whatever the store says.
//
// Each claim keeps the digest of the body: a delivery of a claimed id with
// another body is refused (409, ErrConflictingRedelivery), never acknowledged
// as a duplicate. Store calls that must happen after the hand-off use a
// context that outlives a cancelled request.
func (rc *Receiver) dedupAndAccept(ctx context.Context, d Delivery) (int, error) {
	id := d.Event.EventID
	ttl, lease := rc.DedupTTL, rc.DedupLease
	if ttl <= 0 {
		ttl = DefaultDedupTTL
	}
	if lease <= 0 {
		lease = DefaultDedupLease
	}
	rc.journalOnce.Do(func() { rc.journal = claims.New(journalSize) })
	now := rc.Clock()
	token, digest := rand.Text(), Digest(d.Body)
	if held, ok := rc.journal.Get(now, id); ok {
		claim, _ := parseClaim(held)
		switch StateOf(held, "", digest) {
		case Conflicting:
			return http.StatusConflict, conflict(id)
		case Done:
			if rc.Dedup.Finish(context.WithoutCancel(ctx), id, digest, ttl) == nil {
				rc.journal.ReleaseIf(id, held)
			}
			return http.StatusOK, ErrDuplicate
		}
		// Take the token out of the journal: only one delivery may claim with it, or two
		// concurrent redeliveries would both find the claim their own.
		if rc.journal.ReleaseIf(id, held) {
			token = claim[len(ClaimValue("", "")):]
		}
	}
	state, err := rc.Dedup.Claim(ctx, id, token, digest, lease)
	if err != nil {
		if rc.Dedup.Release(context.WithoutCancel(ctx), id, token, digest) != nil {
			rc.journalPending(now, id, token, digest, lease)
		}
		return http.StatusServiceUnavailable, err
	}
	switch state {
	case Conflicting:
		return http.StatusConflict, conflict(id)
	case Done:
		return http.StatusOK, ErrDuplicate
	case Pending:
		return http.StatusServiceUnavailable, ErrInProgress
	}
	if err := rc.Accept(d); err != nil {
		rerr := rc.Dedup.Release(context.WithoutCancel(ctx), id, token, digest)
		if rerr != nil {
			rc.journalPending(now, id, token, digest, lease)
		}
		return http.StatusServiceUnavailable, errors.Join(err, rerr)
	}
	if err := rc.Dedup.Finish(context.WithoutCancel(ctx), id, digest, ttl); err != nil {
		rc.journal.Put(now, id, DoneValue(digest), ttl)
		return http.StatusOK, errors.Join(ErrNotFinished, err)
	}
	return http.StatusOK, nil
}

// conflict is the cause of a 409: it names the event, whose id the operator looks up in the
// platform's delivery log, never the bodies.
func conflict(id string) error {
	return fmt.Errorf("%w: event_id %q", ErrConflictingRedelivery, id)
}

// journalPending records token as the claim of id whose outcome is unknown, unless the journal
// already holds one: an event handed off (done) must stay a duplicate here, and of two unknown
// claims the older is as likely to be the one the store holds.
func (rc *Receiver) journalPending(now time.Time, id, token, digest string, lease time.Duration) {
	rc.journal.Claim(now, id, ClaimValue(token, digest), lease)
}

// ErrQueueFull and ErrQueueClosed are returned by Queue.Accept when the
// queue has no room or is closed; the Receiver answers 503 to both.
var (
	ErrQueueFull   = errors.New("webhook: processing queue full")
	ErrQueueClosed = errors.New("webhook: processing queue closed")
)

// Queue hands deliveries from a Receiver to workers, so the receiver
// acknowledges at once and processing runs on its own time.
type Queue struct {
	mu     sync.RWMutex // guards closed against a send on a closed channel
	closed bool
	ch     chan Delivery
	done   chan struct{}
}

// NewQueue starts workers goroutines running process over a buffer of size
// deliveries. Close stops them after the buffer drains.
func NewQueue(size, workers int, process func(Delivery)) *Queue {
	q := &Queue{ch: make(chan Delivery, size), done: make(chan struct{})}
	finished := make(chan struct{}, workers)
	for range workers {
		go func() {
			for d := range q.ch {
				process(d)
			}
			finished <- struct{}{}
		}()
	}
	go func() {
		for range workers {
			<-finished
		}
		close(q.done)
	}()
	return q
}

// Accept enqueues d, or returns ErrQueueFull without waiting.
func (q *Queue) Accept(d Delivery) error {
	q.mu.RLock()
	defer q.mu.RUnlock()
	if q.closed {
		return ErrQueueClosed
	}
	select {
	case q.ch <- d:
		return nil
	default:
		return ErrQueueFull
	}
}

// Close stops accepting and waits for the workers to finish the buffer.
func (q *Queue) Close() {
	q.mu.Lock()
	if !q.closed {
		q.closed = true
		close(q.ch)
	}
	q.mu.Unlock()
	<-q.done
}
