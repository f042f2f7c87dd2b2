package webhook

import (
	"context"
	"fmt"
	"net"
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
)

// testStore runs the Store contract: one claim wins, expiry frees the id,
// release frees it, concurrent claims have one winner. wait lets ttl pass.
func testStore(t *testing.T, s Store, ttl time.Duration, wait func(time.Duration)) {
	ctx := context.Background()
	claim := func(id string) bool {
		t.Helper()
		ok, err := s.Claim(ctx, id, ttl)
		if err != nil {
			t.Fatal(err)
		}
		return ok
	}
	t.Run("first claim wins, second loses", func(t *testing.T) {
		if !claim("a") || claim("a") {
			t.Error("want true then false")
		}
	})
	t.Run("release frees the id", func(t *testing.T) {
		claim("b")
		if err := s.Release(ctx, "b"); err != nil {
			t.Fatal(err)
		}
		if !claim("b") {
			t.Error("released id not claimable")
		}
		if err := s.Release(ctx, "never-claimed"); err != nil {
			t.Errorf("release of an unknown id: %v", err)
		}
	})
	t.Run("expiry frees the id", func(t *testing.T) {
		claim("c")
		wait(ttl + ttl/2)
		if !claim("c") {
			t.Error("expired id not claimable")
		}
	})
	t.Run("concurrent claims have one winner", func(t *testing.T) {
		var wins atomic.Int32
		var wg sync.WaitGroup
		for range 16 {
			wg.Go(func() {
				if ok, err := s.Claim(ctx, "d", ttl*10); err == nil && ok {
					wins.Add(1)
				}
			})
		}
		wg.Wait()
		if wins.Load() != 1 {
			t.Errorf("%d winners", wins.Load())
		}
	})
	t.Run("non-positive ttl refused", func(t *testing.T) {
		if _, err := s.Claim(ctx, "e", 0); err == nil {
			t.Error("ttl 0 accepted")
		}
	})
}

type manualClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *manualClock) now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *manualClock) advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}

func TestMemoryStore(t *testing.T) {
	clk := &manualClock{t: time.Unix(1_763_631_000, 0)}
	testStore(t, NewMemoryStore(100, clk.now), time.Minute, clk.advance)
}

func TestMemoryStoreStaysBounded(t *testing.T) {
	clk := &manualClock{t: time.Unix(1_763_631_000, 0)}
	m := NewMemoryStore(3, clk.now)
	ctx := context.Background()
	for i := range 5 {
		m.Claim(ctx, strconv.Itoa(i), time.Hour)
	}
	if m.Len() != 3 || m.Evicted() != 2 {
		t.Errorf("len %d, evicted %d", m.Len(), m.Evicted())
	}
	if ok, _ := m.Claim(ctx, "4", time.Hour); ok {
		t.Error("newest claim was evicted")
	}
	if ok, _ := m.Claim(ctx, "0", time.Hour); !ok {
		t.Error("oldest claim was kept")
	}
	// Expired claims go first, without counting as evictions.
	clk.advance(2 * time.Hour)
	m.Claim(ctx, "x", time.Hour)
	if m.Len() != 1 || m.Evicted() != 3 {
		t.Errorf("after expiry: len %d, evicted %d", m.Len(), m.Evicted())
	}
}

// startRedis runs a redis-server on a free loopback port for the test, or
// skips when the binary is absent, unless PREFLIGHT_REQUIRE_REDIS=1 (CI).
func startRedis(t *testing.T) *redis.Client {
	t.Helper()
	if runtime.GOOS == "js" || runtime.GOOS == "wasip1" {
		// The library's tests also run compiled to WASM, which can start no process and open no
		// socket; the native run is the one that must reach a real server.
		t.Skip("no processes or sockets under " + runtime.GOOS)
	}
	bin, err := exec.LookPath("redis-server")
	if err != nil {
		if os.Getenv("PREFLIGHT_REQUIRE_REDIS") == "1" {
			t.Fatal("redis-server not on PATH and PREFLIGHT_REQUIRE_REDIS=1")
		}
		t.Skip("redis-server not on PATH")
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := l.Addr().(*net.TCPAddr).Port
	l.Close()
	cmd := exec.Command(bin, "--port", strconv.Itoa(port), "--bind", "127.0.0.1",
		"--save", "", "--appendonly", "no", "--dir", t.TempDir())
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	client := redis.NewClient(&redis.Options{Addr: fmt.Sprintf("127.0.0.1:%d", port)})
	t.Cleanup(func() { client.Close() })
	for i := 0; ; i++ {
		if client.Ping(context.Background()).Err() == nil {
			return client
		}
		if i == 100 {
			t.Fatal("redis-server did not answer within 5s")
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func TestRedisStore(t *testing.T) {
	client := startRedis(t)
	s := NewRedisStore(client, "")
	// Redis expires keys on its own clock, so the test waits in real time.
	testStore(t, s, 200*time.Millisecond, time.Sleep)

	ttl, err := client.PTTL(context.Background(), DefaultRedisPrefix+"a").Result()
	if err != nil || ttl > 0 {
		t.Errorf("key a should have expired: %v %v", ttl, err)
	}
	s.Claim(context.Background(), "long", DefaultDedupTTL)
	ttl, _ = client.TTL(context.Background(), DefaultRedisPrefix+"long").Result()
	if ttl < DefaultDedupTTL-time.Minute || ttl > DefaultDedupTTL {
		t.Errorf("server-side TTL %v, want about %v", ttl, DefaultDedupTTL)
	}
}

func TestRedisStoreReportsAnUnreachableServer(t *testing.T) {
	client := redis.NewClient(&redis.Options{Addr: "127.0.0.1:1", MaxRetries: -1, DialTimeout: 200 * time.Millisecond})
	defer client.Close()
	if _, err := NewRedisStore(client, "p:").Claim(context.Background(), "a", time.Minute); err == nil {
		t.Error("claim against no server succeeded")
	}
}
