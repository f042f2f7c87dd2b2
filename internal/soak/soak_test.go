package soak_test

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"
	"net/http"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/preflightpay/preflight/internal/redistest"
	"github.com/preflightpay/preflight/internal/serve"
	"github.com/preflightpay/preflight/internal/webhooktest"
	"github.com/preflightpay/preflight/webhook"
	"github.com/preflightpay/preflight/webhook/redisstore"
	"github.com/redis/go-redis/v9"
)

var (
	flagN       = flag.Int("soak.n", 2000, "deliveries per run")
	flagSenders = flag.Int("soak.senders", 50, "concurrent senders")
	flagDown    = flag.Duration("soak.down", time.Second, "how long the fault run keeps redis-server down")
	flagSeed    = flag.Uint64("soak.seed", 1, "seed of the delivery plan")
)

// Platform side: how it retries and how long it waits for an answer. The platform retries a
// failed delivery 5^n seconds later; the soak scales that down (the schedule is tested in
// package webhook) but keeps its shape: retry until a success, bounded by a deadline.
const (
	patience      = 10 * time.Second // the sender's time-out for one delivery
	retryDeadline = 60 * time.Second // a delivery retried this long without success is lost
	lease         = 3 * time.Second  // the receiver's DedupLease in the soak
)

var secret = []byte("whsec_soak")

// The fault run makes the Redis client log every refused dial; the counts below say it better.
func TestMain(m *testing.M) {
	redis.SetLogger(quiet{})
	m.Run()
}

type quiet struct{}

func (quiet) Printf(context.Context, string, ...any) {}

func TestSoakMemoryStore(t *testing.T) {
	run(t, webhook.NewMemoryStore(0, time.Now), nil, memoryClaimBytes)
}

func TestSoakRedisStore(t *testing.T) {
	srv := redistest.NewRestartable(t, true)
	run(t, redisStore(t, srv.Addr), nil, 0)
}

// TestSoakRedisStoreRestarted kills redis-server (appendonly yes, appendfsync always) when 40% of the deliveries
// are done, keeps it down for -soak.down, and starts it again: the receiver fails closed (503),
// the platform retries, and every event is still processed exactly once.
func TestSoakRedisStoreRestarted(t *testing.T) {
	srv := redistest.NewRestartable(t, true)
	run(t, redisStore(t, srv.Addr), func() { srv.Kill(); time.Sleep(*flagDown); srv.Start() }, 0)
}

// Heap the run may gain between its first and last 10%, per delivery: what the test keeps per
// order (its reduced state, about 100 bytes per order), plus what the store keeps in the
// process. A MemoryStore holds every claim for the dedup TTL (bounded by
// DefaultMemoryStoreSize), about 290 bytes each with the body's digest (+289 B per delivery in
// a 30,000-delivery run); a Redis store holds nothing. A claim that kept its event's whole body
// alive (as a key cut from the parsed body would) fails this. The constant allowance covers what is bounded but fills up during the run: the processing queue
// (up to queueSize decoded deliveries, a few KiB each with their parsed JSON), pools that warm
// up (the Redis client opens connections up to PoolSize, each with its buffers) and the
// requests in flight.
const (
	queueSize        = 1024
	testBytes        = 128
	memoryClaimBytes = 320
	constantBytes    = 16 << 20
)

func redisStore(t *testing.T, addr string) webhook.Store {
	client := redis.NewClient(&redis.Options{Addr: addr, DialTimeout: 200 * time.Millisecond,
		ReadTimeout: 300 * time.Millisecond, WriteTimeout: 300 * time.Millisecond, PoolSize: 2 * *flagSenders})
	t.Cleanup(func() { client.Close() })
	return redisstore.New(client, "soak:"+t.Name()+":")
}

type kind uint8

const (
	valid kind = iota
	duplicate
	badSignature
	stale
)

// plan is every delivery of a run, decided before it starts so that the run's own bookkeeping
// does not grow while heap and goroutines are measured.
type plan struct {
	bodies     [][]byte              // per event
	orderOf    []int32               // per event
	want       []webhook.OrderStatus // final status per order
	deliveries []delivery            // shuffled: stocks events arrive out of order
}

type delivery struct {
	event int32
	kind  kind
}

// newPlan makes n deliveries: 10% duplicates, 5% bad signatures, 5% stale timestamps, the rest
// first deliveries of the events, two per order (processing, then completed or failed).
func newPlan(n int, rng *rand.Rand) plan {
	bad, old := n/20, n/20
	orders := (n - n/10 - bad - old) / 2
	var p plan
	for o := range orders {
		orderID := uuid(0xa, o)
		final := webhook.StatusSuccess
		if o%3 == 0 {
			final = webhook.StatusFailed
		}
		p.want = append(p.want, final)
		p.bodies = append(p.bodies, event(uuid(0xe, 2*o), orderID, webhook.StatusPending), event(uuid(0xe, 2*o+1), orderID, final))
		p.orderOf = append(p.orderOf, int32(o), int32(o))
	}
	events := len(p.bodies)
	for e := range events {
		p.deliveries = append(p.deliveries, delivery{int32(e), valid})
	}
	for i := 0; len(p.deliveries) < n; i++ {
		k := duplicate
		switch {
		case i < bad:
			k = badSignature
		case i < bad+old:
			k = stale
		}
		p.deliveries = append(p.deliveries, delivery{int32(rng.IntN(events)), k})
	}
	rng.Shuffle(len(p.deliveries), func(i, j int) { p.deliveries[i], p.deliveries[j] = p.deliveries[j], p.deliveries[i] })
	return p
}

func uuid(tag, i int) string { return fmt.Sprintf("%08x-0000-4000-8000-%012x", tag, i) }

func event(id, orderID string, status webhook.OrderStatus) []byte {
	stage, fields := "processing", `"completed_at":null,"failed_at":null,"failure_code":null,"failure_message":null`
	switch status {
	case webhook.StatusSuccess:
		stage, fields = "completed", `"completed_at":"2026-11-20T09:30:04Z","executed_quantity":"10","executed_price":"189.42","cash_amount":"1894.20","fees":"0.99","total_amount":"1895.19"`
	case webhook.StatusFailed:
		stage, fields = "failed", `"failed_at":"2026-11-20T09:30:04Z","failure_code":"STOCKS_ORDER_FAILED","failure_message":"order could not be executed"`
	}
	return []byte(`{"version":"V1.6.0","event_id":"` + id + `","event_type":"stocks.order.` + stage +
		`","event_name":"STOCKS_ORDER","data":{"order":{"order_id":"` + orderID + `","status":"` + string(status) +
		`","symbol":"AAPL","side":"BUY","quantity":"10",` + fields + `}}}`)
}

// snapshot is the process's goroutines and live heap at a point of the run, and how many
// deliveries waited in the processing queue then (each holds its decoded event).
type snapshot struct {
	goroutines int
	heap       uint64
	queued     int64
}

func take(queued int64) snapshot {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return snapshot{runtime.NumGoroutine(), m.HeapAlloc, queued}
}

// run sends the plan's deliveries to a Receiver on store over loopback and checks the outcome.
// fault, when set, runs once 40% of the deliveries are done, while the senders go on.
// storeBytes is the heap the store may keep per delivery.
func run(t *testing.T, store webhook.Store, fault func(), storeBytes int64) {
	n, senders := *flagN, *flagSenders
	p := newPlan(n, rand.New(rand.NewPCG(*flagSeed, 16)))
	index := make(map[string]int32, len(p.bodies)) // event id -> event, read-only during the run
	for e := range p.bodies {
		index[uuid(0xe, e)] = int32(e)
	}
	processed := make([]atomic.Int32, len(p.bodies))
	var accepted, processedAll atomic.Int64
	states := make([]webhook.OrderState, len(p.want))
	var statesMu sync.Mutex
	process := func(d webhook.Delivery) {
		e := index[d.Event.EventID]
		processed[e].Add(1)
		processedAll.Add(1)
		u := webhook.Update{EventID: d.Event.EventID, Timestamp: d.Timestamp, Order: *d.Event.Order}
		o := p.orderOf[e]
		statesMu.Lock()
		next, _ := webhook.Reduce(states[o], u)
		// Keep what the next update is judged by, copied out of the body it was read from: the
		// run measures the receiver's heap, and an application's records are not the receiver's.
		states[o] = webhook.OrderState{OrderID: strings.Clone(next.OrderID), Status: webhook.OrderStatus(strings.Clone(string(next.Status))),
			Timestamp: next.Timestamp, EventID: strings.Clone(next.EventID), Authoritative: next.Authoritative}
		statesMu.Unlock()
	}

	before := runtime.NumGoroutine()
	queue := webhook.NewQueue(queueSize, 4, process)
	var duplicates, inProgress, notFinished, storeFailures atomic.Int64
	receiver := &webhook.Receiver{
		Verifier: webhooktest.Verifier(t, secret), Clock: time.Now,
		Accept: func(d webhook.Delivery) error {
			err := queue.Accept(d)
			if err == nil {
				accepted.Add(1)
			}
			return err
		},
		Dedup: store, DedupLease: lease,
		OnReject: func(_ *http.Request, status int, cause error) {
			switch {
			case errors.Is(cause, webhook.ErrDuplicate):
				duplicates.Add(1)
			case errors.Is(cause, webhook.ErrInProgress):
				inProgress.Add(1)
			case errors.Is(cause, webhook.ErrNotFinished):
				notFinished.Add(1)
			case status == http.StatusServiceUnavailable:
				storeFailures.Add(1)
			}
		},
	}
	ln, err := serve.Listen("127.0.0.1:0", false)
	if err != nil {
		t.Fatal(err)
	}
	ctx, stop := context.WithCancel(context.Background())
	served := make(chan error, 1)
	go func() { served <- serve.Run(ctx, ln, receiver, serve.DefaultDrain) }()
	url := "http://" + ln.Addr().String() + "/webhook"
	client := &http.Client{Timeout: patience, Transport: &http.Transport{MaxIdleConnsPerHost: senders}}

	// Bookkeeping, all allocated before the run.
	status := make([]int32, n)          // final status per delivery
	latency := make([]time.Duration, n) // of the first attempt
	attempts := make([]int32, n)
	var next, done atomic.Int64
	var first, last snapshot
	var firstOnce, lastOnce, faultOnce sync.Once
	var faultDone sync.WaitGroup
	started := time.Now()

	send := func(d delivery) (int, error) {
		ts := time.Now()
		sec := secret
		switch d.kind {
		case badSignature:
			sec = []byte("whsec_not_the_secret")
		case stale:
			ts = ts.Add(-10 * time.Minute)
		}
		req := webhooktest.Sender{Secret: sec}.Request(webhooktest.Delivery{Body: p.bodies[d.event], Timestamp: ts.Unix()})
		out, err := http.NewRequest(http.MethodPost, url, req.Body)
		if err != nil {
			return 0, err
		}
		out.Header = req.Header
		resp, err := client.Do(out)
		if err != nil {
			return 0, err
		}
		resp.Body.Close()
		return resp.StatusCode, nil
	}
	var wg sync.WaitGroup
	for range senders {
		wg.Go(func() {
			for {
				i := next.Add(1) - 1
				if i >= int64(n) {
					return
				}
				d := p.deliveries[i]
				begin := time.Now()
				for a := 0; ; a++ {
					t0 := time.Now()
					code, err := send(d)
					if a == 0 {
						latency[i] = time.Since(t0)
					}
					attempts[i]++
					retry := err != nil || code >= 500
					if !retry || time.Since(begin) > retryDeadline {
						status[i] = int32(code)
						break
					}
					// The shift stays small: past about 40 it overflows, and a negative sleep would spin.
					time.Sleep(min(5*time.Millisecond<<min(a, 6), 250*time.Millisecond))
				}
				switch k := done.Add(1); {
				case k == int64(n)/10:
					firstOnce.Do(func() { first = take(accepted.Load() - processedAll.Load()) })
				case k == int64(n)*4/10 && fault != nil:
					faultOnce.Do(func() { faultDone.Go(fault) })
				case k == int64(n)*9/10:
					lastOnce.Do(func() { last = take(accepted.Load() - processedAll.Load()) })
				}
			}
		})
	}
	wg.Wait()
	faultDone.Wait()
	elapsed := time.Since(started)
	// The platform hangs up, then the receiver stops: a connection the client opened and never
	// used would otherwise hold the drain for the 5 s net/http grants a new connection.
	client.CloseIdleConnections()
	stop()
	if err := <-served; err != nil {
		t.Errorf("receiver did not drain: %v", err)
	}
	queue.Close()

	// Every delivery answered as it should, after the platform's retries.
	var wrong, refused, retried int
	for i, d := range p.deliveries {
		want := int32(http.StatusOK)
		if d.kind == badSignature || d.kind == stale {
			want = http.StatusUnauthorized
		}
		if status[i] != want {
			if wrong < 5 {
				t.Errorf("delivery %d (%v of event %d): status %d, want %d", i, d.kind, d.event, status[i], want)
			}
			wrong++
		}
		if want == http.StatusUnauthorized && status[i] == want {
			refused++
		}
		if attempts[i] > 1 {
			retried++
		}
	}
	// Every event processed exactly once.
	var lost, twice int
	for e := range processed {
		switch c := processed[e].Load(); {
		case c == 0:
			lost++
		case c > 1:
			twice++
		}
	}
	if lost > 0 || twice > 0 {
		t.Errorf("%d events never processed, %d processed more than once (of %d)", lost, twice, len(processed))
	}
	// Final order states right.
	var badStates int
	for o, want := range p.want {
		if states[o].Status != want {
			badStates++
		}
	}
	if badStates > 0 {
		t.Errorf("%d orders end in the wrong state", badStates)
	}
	// No growth between the first and the last 10%: goroutines within the senders' connections,
	// heap within what the store keeps per event (a MemoryStore holds its claims in the heap).
	// Each keep-alive connection runs three goroutines (the client's read and write loops, the
	// server's handler loop), and not every sender has opened its connection by the first 10%
	// (nor kept it through a Redis outage): a bound of one per sender failed a run that leaked
	// nothing (59 for 50 senders). A leak per delivery would grow by thousands, and the drain
	// check below holds that nothing is left at the end.
	between := int64(n) * 8 / 10
	growth := int64(last.heap) - int64(first.heap)
	if g := last.goroutines - first.goroutines; g > 3*senders {
		t.Errorf("goroutines grew by %d between 10%% and 90%%", g)
	}
	if allowance := (testBytes+storeBytes)*between + constantBytes; growth > allowance {
		t.Errorf("heap grew by %d bytes between 10%% and 90%% (allowance %d)", growth, allowance)
	}
	// After the drain, nothing of the run is left running.
	time.Sleep(100 * time.Millisecond)
	if after := runtime.NumGoroutine(); after > before+2 {
		t.Errorf("%d goroutines before the run, %d after", before, after)
	}

	slices.Sort(latency)
	faults := 0
	if fault != nil {
		faults = 1
	}
	t.Logf("soak %s: %d deliveries (%d events, %d senders) in %v: processed once %d, lost %d, twice %d; duplicates caught %d; bad refused %d; wrong answers %d; faults injected %d (redis down %v), deliveries retried %d, 503 store failures %d, 503 in progress %d, handed off but not marked done %d; latency p50 %v p99 %v max %v; goroutines %d -> %d, heap %s -> %s (%+d B/delivery; queued %d -> %d)",
		t.Name(), n, len(processed), senders, elapsed.Round(time.Millisecond), len(processed)-lost-twice, lost, twice,
		duplicates.Load(), refused, wrong, faults, *flagDown*time.Duration(faults), retried, storeFailures.Load(), inProgress.Load(),
		notFinished.Load(), latency[n/2].Round(time.Microsecond), latency[n*99/100].Round(time.Microsecond), latency[n-1].Round(time.Microsecond),
		first.goroutines, last.goroutines, mib(first.heap), mib(last.heap), growth/max(between, 1), first.queued, last.queued)
}

func (k kind) String() string {
	return [...]string{"valid", "duplicate", "bad signature", "stale"}[k]
}

func mib(b uint64) string { return strconv.FormatFloat(float64(b)/(1<<20), 'f', 1, 64) + " MiB" }
