package receiver_test

import (
	"bytes"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/preflightpay/preflight/internal/redistest"
	"github.com/preflightpay/preflight/webhook"
	"github.com/preflightpay/preflight/webhook/redisstore"
	"github.com/redis/go-redis/v9"
)

// senders is the number of concurrent clients, as a busy platform delivers.
const senders = 50

// BenchmarkReceiverNoDedup: deliveries through the receiver without a dedup store; the
// baseline of the two below (verification, decoding, HTTP on loopback).
func BenchmarkReceiverNoDedup(b *testing.B) { benchReceiver(b, nil) }

// BenchmarkReceiverMemoryDedup: the same with webhook.NewMemoryStore.
func BenchmarkReceiverMemoryDedup(b *testing.B) {
	benchReceiver(b, webhook.NewMemoryStore(0, time.Now))
}

// BenchmarkReceiverRedisDedup: the same with redisstore against a real redis-server.
func BenchmarkReceiverRedisDedup(b *testing.B) {
	addr, _ := redistest.Server(b)
	client := redis.NewClient(&redis.Options{Addr: addr, PoolSize: senders})
	b.Cleanup(func() { client.Close() })
	benchReceiver(b, redisstore.New(client, ""))
}

var secret = []byte("whsec_benchmark_receiver")

func benchReceiver(b *testing.B, store webhook.Store) {
	ring, err := webhook.NewKeyring(webhook.Key{ID: "k", Secret: secret})
	if err != nil {
		b.Fatal(err)
	}
	v, err := webhook.NewVerifier(ring, webhook.Options{})
	if err != nil {
		b.Fatal(err)
	}
	var accepted atomic.Int64
	rc := &webhook.Receiver{Verifier: v, Clock: time.Now, Dedup: store,
		Accept: func(webhook.Delivery) error { accepted.Add(1); return nil }}
	srv := httptest.NewServer(rc) // 127.0.0.1
	defer srv.Close()
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: senders}}

	// Every delivery is a new event: a duplicate would skip the work being measured. Bodies
	// and signatures are made before the clock starts; the timestamp is the run's start, well
	// within the default age.
	ts := fmt.Sprint(time.Now().Unix())
	n := b.N
	bodies, sigs := make([][]byte, n), make([]string, n)
	for i := range n {
		bodies[i] = event(i)
		sigs[i], _ = webhook.Sign(secret, bodies[i], ts)
	}
	latencies := make([]time.Duration, n)
	var next atomic.Int64
	var failed atomic.Value
	b.ReportAllocs()
	b.ResetTimer()
	var wg sync.WaitGroup
	for range senders {
		wg.Go(func() {
			for {
				i := int(next.Add(1) - 1)
				if i >= n {
					return
				}
				req, _ := http.NewRequest(http.MethodPost, srv.URL, bytes.NewReader(bodies[i]))
				req.Header.Set(webhook.HeaderTimestamp, ts)
				req.Header.Set(webhook.HeaderSignature, sigs[i])
				start := time.Now()
				resp, err := client.Do(req)
				if err != nil {
					failed.Store(err)
					return
				}
				io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
				latencies[i] = time.Since(start)
				if resp.StatusCode != http.StatusOK {
					failed.Store(fmt.Errorf("status %d", resp.StatusCode))
					return
				}
			}
		})
	}
	wg.Wait()
	b.StopTimer()
	if err := failed.Load(); err != nil {
		b.Fatal(err)
	}
	if got := accepted.Load(); got != int64(n) {
		b.Fatalf("%d deliveries accepted of %d", got, n)
	}
	slices.Sort(latencies)
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "deliveries/s")
	b.ReportMetric(float64(latencies[n/2].Microseconds()), "p50-µs")
	b.ReportMetric(float64(latencies[min(n-1, n*99/100)].Microseconds()), "p99-µs")
}

// event is a valid issuing notification with event id number i.
func event(i int) []byte {
	return fmt.Appendf(nil, `{"version":"V1.0.0","event_id":"5d6e7f80-91a2-4b3c-8d4e-%012d","event_type":"ISSUING",`+
		`"event_name":"issuing.transaction.declined","data":{"card_id":"a1b2c3d4-e5f6-4789-8abc-def012345678",`+
		`"transaction_id":"c3d4e5f6-a7b8-49ca-adef-012345678901","card_number":"************4242"}}`, i)
}
