package redisstore_test

import (
	"context"
	"testing"
	"time"

	"github.com/preflightpay/preflight/internal/redistest"
	"github.com/preflightpay/preflight/webhook"
	"github.com/preflightpay/preflight/webhook/redisstore"
	"github.com/preflightpay/preflight/webhook/webhooktest"
	"github.com/redis/go-redis/v9"
)

// startRedis starts a redis-server for the test (package redistest) and a client of it.
func startRedis(t *testing.T) *redis.Client {
	t.Helper()
	addr, _ := redistest.Server(t)
	client := redis.NewClient(&redis.Options{Addr: addr})
	t.Cleanup(func() { client.Close() })
	return client
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
