package redisstore_test

import (
	"context"
	"fmt"
	"net"
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"testing"
	"time"

	"github.com/preflightpay/preflight/webhook"
	"github.com/preflightpay/preflight/webhook/redisstore"
	"github.com/preflightpay/preflight/webhook/webhooktest"
	"github.com/redis/go-redis/v9"
)

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

func TestStore(t *testing.T) {
	client := startRedis(t)
	s := redisstore.New(client, "")
	// Redis expires keys on its own clock, so the test waits in real time.
	webhooktest.TestStore(t, s, 200*time.Millisecond, time.Sleep)

	ttl, err := client.PTTL(context.Background(), redisstore.DefaultPrefix+"a").Result()
	if err != nil || ttl > 0 {
		t.Errorf("key a should have expired: %v %v", ttl, err)
	}
	s.Claim(context.Background(), "long", webhook.DefaultDedupTTL)
	ttl, _ = client.TTL(context.Background(), redisstore.DefaultPrefix+"long").Result()
	if ttl < webhook.DefaultDedupTTL-time.Minute || ttl > webhook.DefaultDedupTTL {
		t.Errorf("server-side TTL %v, want about %v", ttl, webhook.DefaultDedupTTL)
	}
}

func TestStoreReportsAnUnreachableServer(t *testing.T) {
	client := redis.NewClient(&redis.Options{Addr: "127.0.0.1:1", MaxRetries: -1, DialTimeout: 200 * time.Millisecond})
	defer client.Close()
	if _, err := redisstore.New(client, "p:").Claim(context.Background(), "a", time.Minute); err == nil {
		t.Error("claim against no server succeeded")
	}
}
