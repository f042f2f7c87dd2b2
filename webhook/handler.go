package webhook

import (
	"context"
	"errors"
	"io"
	"net/http"
	"sync"
	"time"
)

// DefaultMaxBodyBytes bounds a delivery's body when Receiver.MaxBodyBytes is 0.
const DefaultMaxBodyBytes = 1 << 20

// Delivery is a verified, decoded, first-time notification.
type Delivery struct {
	Event     *Event
	Body      []byte // raw, as signed
	Timestamp int64  // x-wk-timestamp
	KeyID     string // the key that verified it; "" on an unsigned endpoint
	Problems  error  // the *DecodeError of a known event that breaks the specification, or nil
}

// Receiver is an http.Handler for the platform's notifications. See the
// package documentation for the order of its checks and the status it answers
// to each failure.
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
	DedupTTL     time.Duration // DefaultDedupTTL when 0
	MaxBodyBytes int64         // DefaultMaxBodyBytes when 0

	// OnReject, when set, hears each refused request with its status and
	// cause, for logs and metrics. Causes never hold the secret.
	OnReject func(r *http.Request, status int, cause error)
}

// ErrBodyTooLarge, ErrMethod and ErrDuplicate are causes given to OnReject
// (ErrDuplicate with status 200: a duplicate is acknowledged, not processed).
var (
	ErrBodyTooLarge = errors.New("webhook: body larger than the limit")
	ErrMethod       = errors.New("webhook: method is not POST")
	ErrDuplicate    = errors.New("webhook: event already claimed")

	errMisconfigured = errors.New("webhook: Receiver needs Verifier, Clock and Accept")
)

func (rc *Receiver) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	status, err := rc.serve(r)
	if err != nil && rc.OnReject != nil {
		rc.OnReject(r, status, err)
	}
	if status == http.StatusMethodNotAllowed {
		w.Header().Set("Allow", http.MethodPost)
	}
	w.WriteHeader(status)
}

func (rc *Receiver) serve(r *http.Request) (int, error) {
	if rc.Verifier == nil || rc.Clock == nil || rc.Accept == nil {
		return http.StatusInternalServerError, errMisconfigured
	}
	if r.Method != http.MethodPost {
		return http.StatusMethodNotAllowed, ErrMethod
	}
	limit := rc.MaxBodyBytes
	if limit <= 0 {
		limit = DefaultMaxBodyBytes
	}
	// Read one byte past the limit so an oversized body is told from one
	// exactly at the limit, without trusting Content-Length.
	body, err := io.ReadAll(io.LimitReader(r.Body, limit+1))
	if err != nil {
		return http.StatusBadRequest, err
	}
	if int64(len(body)) > limit {
		return http.StatusRequestEntityTooLarge, ErrBodyTooLarge
	}
	if rc.Senders != nil {
		if _, err := rc.Senders.Check(r); err != nil {
			return http.StatusForbidden, err
		}
	}
	res, err := rc.Verifier.Verify(body, r.Header.Get(HeaderTimestamp), r.Header.Get(HeaderSignature), rc.Clock())
	if err != nil {
		if errors.Is(err, ErrMalformedHeader) {
			return http.StatusBadRequest, err
		}
		return http.StatusUnauthorized, err
	}
	ev, derr := DecodeEvent(body)
	if ev == nil || ev.EventID == "" {
		// Nothing to claim or process: refuse, so the fault shows in the
		// platform's delivery log.
		return http.StatusBadRequest, derr
	}
	ctx := r.Context()
	if rc.Dedup != nil {
		ttl := rc.DedupTTL
		if ttl <= 0 {
			ttl = DefaultDedupTTL
		}
		fresh, err := rc.Dedup.Claim(ctx, ev.EventID, ttl)
		if err != nil {
			return http.StatusServiceUnavailable, err
		}
		if !fresh {
			return http.StatusOK, ErrDuplicate
		}
	}
	d := Delivery{Event: ev, Body: body, Timestamp: res.Timestamp, KeyID: res.KeyID, Problems: derr}
	if err := rc.Accept(d); err != nil {
		if rc.Dedup != nil {
			// Use a context that outlives a cancelled request so the
			// claim is really released and the retry gets processed.
			rerr := rc.Dedup.Release(context.WithoutCancel(ctx), ev.EventID)
			return http.StatusServiceUnavailable, errors.Join(err, rerr)
		}
		return http.StatusServiceUnavailable, err
	}
	return http.StatusOK, nil
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
