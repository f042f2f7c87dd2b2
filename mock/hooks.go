package mock

import (
	"bytes"
	"context"
	"math/rand/v2"
	"net/http"
	"sort"
	"strconv"
	"sync"
	"time"

	"github.com/preflightpay/preflight/internal/redact"
	"github.com/preflightpay/preflight/webhook"
)

// Attempt is one HTTP POST of an event to the subscriber, as the mock records it.
type Attempt struct {
	EventID   string `json:"event_id"`
	EventType string `json:"event_type"`
	OrderID   string `json:"order_id,omitempty"`
	Try       int    `json:"try"`             // 0 for the first attempt, n for retry n
	Chaos     string `json:"chaos,omitempty"` // "duplicate", "bad-signature", "stale-timestamp"
	Status    int    `json:"status"`          // the subscriber's answer; 0 when it could not be reached
	Error     string `json:"error,omitempty"`
	Acked     bool   `json:"acked"` // a 200: the subscriber took the event
}

// deliverer sends events to the subscriber: signed as the platform signs them, retried at 5^n
// seconds (divided by the time scale) while the retry schedule's 24 hours allow, with the chaos
// the configuration asks for.
type deliverer struct {
	url      string
	secret   []byte
	scale    float64
	chaos    Chaos
	clock    func() time.Time
	client   *http.Client
	ctx      context.Context
	cancel   context.CancelFunc
	wg       sync.WaitGroup
	rngMu    sync.Mutex
	rng      *rand.Rand
	mu       sync.Mutex
	attempts []Attempt
}

func newDeliverer(cfg WebhookConfig, seed int64, clock func() time.Time) *deliverer {
	ctx, cancel := context.WithCancel(context.Background())
	scale := cfg.TimeScale
	if scale == 0 {
		scale = 1
	}
	return &deliverer{url: cfg.URL, secret: []byte(cfg.Secret), scale: scale, chaos: cfg.Chaos, clock: clock,
		client: &http.Client{Timeout: 10 * time.Second}, ctx: ctx, cancel: cancel,
		rng: rand.New(rand.NewPCG(uint64(seed), 0x686f6f6b))}
}

func (d *deliverer) close() {
	d.cancel()
	d.wg.Wait()
}

// wait blocks until every planned delivery and its retries are done, or ctx ends.
func (d *deliverer) wait(ctx context.Context) error {
	done := make(chan struct{})
	go func() { d.wg.Wait(); close(done) }()
	select {
	case <-done:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// sleep waits d scaled down by the time scale; false when the deliverer is closing.
func (d *deliverer) sleep(x time.Duration) bool {
	x = time.Duration(float64(x) / d.scale)
	if x <= 0 {
		return d.ctx.Err() == nil
	}
	t := time.NewTimer(x)
	defer t.Stop()
	select {
	case <-t.C:
		return true
	case <-d.ctx.Done():
		return false
	}
}

func (d *deliverer) draw(rate float64) bool {
	if rate <= 0 {
		return false
	}
	d.rngMu.Lock()
	defer d.rngMu.Unlock()
	return d.rng.Float64() < rate
}

// send is one planned POST: the event, when it goes, and how it is spoiled.
type send struct {
	ev    *event
	at    time.Duration
	chaos string
	retry bool // a real delivery is retried until acknowledged; a spoiled copy is not
	// after, when set, holds the send back until another send's first attempt has ended: a
	// reordered event goes after the next one, whatever the scheduler does.
	after <-chan struct{}
	done  chan struct{} // closed when this send's first attempt has ended
}

// run plans a scenario's deliveries and sends them, each in its own goroutine, and returns how
// many POSTs it planned and the events they carry. Every chaos draw is made here, in order, so a
// seed gives the same plan.
func (d *deliverer) run(s Scenario) (int, []*event) {
	d.rngMu.Lock()
	events := s.plan(d.rng, d.clock())
	d.rngMu.Unlock()
	var sends []*send
	delay := time.Duration(d.chaos.DelayMS) * time.Millisecond
	var holdBack *send
	for i, ev := range events {
		at := ev.at + delay
		real := &send{ev: ev, at: at, retry: true, done: make(chan struct{})}
		if holdBack != nil {
			holdBack.after, holdBack.at = real.done, at
			holdBack = nil
		}
		// Reordering: this event goes after the next event of the same order.
		if i+1 < len(events) && events[i+1].orderID == ev.orderID && ev.orderID != "" && d.draw(d.chaos.ReorderRate) {
			holdBack = real
		}
		sends = append(sends, real)
		if d.draw(d.chaos.BadSignature) {
			sends = append(sends, &send{ev: ev, at: at, chaos: "bad-signature"})
		}
		if d.draw(d.chaos.StaleTimestamp) {
			sends = append(sends, &send{ev: ev, at: at, chaos: "stale-timestamp"})
		}
		if d.draw(d.chaos.DuplicateRate) {
			sends = append(sends, &send{ev: ev, at: at + 2*time.Millisecond, chaos: "duplicate", retry: true})
		}
	}
	sort.SliceStable(sends, func(i, j int) bool { return sends[i].at < sends[j].at })
	for _, s := range sends {
		d.wg.Add(1)
		go func() {
			defer d.wg.Done()
			d.deliver(s)
		}()
	}
	return len(sends), events
}

// deliver sends one planned POST at its time, then its retries: retry n comes 5^n seconds
// (scaled) after failure n, while webhook.RetrySchedule (the 7 retries that fit in 24 hours)
// allows.
func (d *deliverer) deliver(s *send) {
	if s.done != nil {
		defer closeOnce(s.done)
	}
	if !d.sleep(s.at) {
		return
	}
	if s.after != nil {
		select {
		case <-s.after:
		case <-d.ctx.Done():
			return
		}
	}
	body := s.ev.body()
	retries := len(webhook.RetrySchedule())
	for try := 0; ; try++ {
		a := d.attempt(s, body, try)
		d.mu.Lock()
		d.attempts = append(d.attempts, a)
		d.mu.Unlock()
		if s.done != nil {
			closeOnce(s.done)
		}
		if a.Acked || !s.retry || try >= retries || !d.sleep(webhook.RetryDelay(try+1)) {
			return
		}
	}
}

func closeOnce(c chan struct{}) {
	select {
	case <-c:
	default:
		close(c)
	}
}

func (d *deliverer) attempt(s *send, body []byte, try int) Attempt {
	a := Attempt{EventID: s.ev.id, EventType: s.ev.typ, OrderID: s.ev.orderID, Try: try, Chaos: s.chaos}
	now := d.clock()
	if s.chaos == "stale-timestamp" {
		now = now.Add(-time.Hour)
	}
	ts := strconv.FormatInt(now.Unix(), 10)
	req, err := http.NewRequestWithContext(d.ctx, http.MethodPost, d.url, bytes.NewReader(body))
	if err != nil {
		a.Error = redact.Text(err.Error())
		return a
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set(webhook.HeaderTimestamp, ts)
	if len(d.secret) > 0 {
		secret := d.secret
		if s.chaos == "bad-signature" {
			secret = append([]byte("not-"), d.secret...)
		}
		sig, _ := webhook.Sign(secret, body, ts)
		req.Header.Set(webhook.HeaderSignature, sig)
	}
	res, err := d.client.Do(req)
	if err != nil {
		// The error names the webhook URL, whose query may hold a token: the attempts are
		// served by GET /_mock/webhooks and Deliveries, outputs like any other.
		a.Error = redact.Text(err.Error())
		return a
	}
	res.Body.Close()
	a.Status = res.StatusCode
	a.Acked = res.StatusCode == http.StatusOK
	return a
}

// log returns the attempts so far, in the order they ended.
func (d *deliverer) log() []Attempt {
	d.mu.Lock()
	defer d.mu.Unlock()
	return append([]Attempt(nil), d.attempts...)
}

// RunScenario plans a scenario's events and starts delivering them; it returns how many POSTs it
// planned (retries aside). It is an error without a webhook URL.
func (m *Mock) RunScenario(s Scenario) (int, error) {
	n, _, err := m.runScenario(s)
	return n, err
}

// runScenario is RunScenario with the planned events, which POST /_mock/scenario lists.
func (m *Mock) runScenario(s Scenario) (int, []*event, error) {
	if m.hooks == nil {
		return 0, nil, configError("no webhook URL: start the mock with --webhook-url")
	}
	n, events := m.hooks.run(s)
	return n, events, nil
}

// WaitDeliveries blocks until every delivery started so far, with its retries, is done.
func (m *Mock) WaitDeliveries(ctx context.Context) error {
	if m.hooks == nil {
		return nil
	}
	return m.hooks.wait(ctx)
}

// Deliveries returns every attempt made so far, in the order they ended: what the subscriber
// acknowledged (Acked) and what it refused.
func (m *Mock) Deliveries() []Attempt {
	if m.hooks == nil {
		return nil
	}
	return m.hooks.log()
}
