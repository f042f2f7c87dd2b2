// Package redisstore is a webhook.Store shared by receivers on several machines, kept on a Redis
// server. It is a package of its own so that importing webhook to verify a signature links no
// Redis client.
//
// # Keys
//
// An event id's key is "<prefix><event_id>". Its value is "pending:<token> sha256:<digest>"
// while a delivery hands the event off, under a short lease (PX), and "done sha256:<digest>"
// once it has, for the dedup time-to-live (PX); both expire on the server's clock. The digest
// is the body's (webhook.Digest): the same id with another body conflicts. Values written
// before digests were kept ("pending:<token>", "done") still dedupe any body. During a rolling
// upgrade a receiver of the older version reads a new done value as another's pending claim
// and answers 503: the platform retries, and a newer receiver acknowledges the duplicate. Claim is one Lua script (read the key;
// when absent or pending under the caller's own token, SET it pending with the lease), so it is
// atomic and idempotent: a claim whose reply was lost, sent again with the same token, is
// recognised as the caller's own. Release is a compare-and-delete script; Finish a plain SET.
//
// # What the store needs of Redis
//
// Persistence. The dedup promise lasts as long as Redis keeps its keys. Run the server with
// appendonly yes. With appendfsync always, a killed or crashed server has written every claim it
// acknowledged. With everysec, the default, a restart loses nothing, but a kill or crash may
// lose the last one to two seconds of claims (Redis postpones writing while a slow fsync runs,
// and still replies): an event whose done mark is lost is processed again after the lease,
// never lost. Without persistence a restart forgets every claim: each event redelivered
// afterwards within the dedup TTL is processed again (the fault tests show it). RDB snapshots
// alone lose everything since the last snapshot.
//
// Memory. Keys are few bytes and expire on their own; size the server for the events of
// DefaultDedupTTL (48 hours) and use the noeviction policy: an evicted done key is an event
// processed twice, and every claim key has a time-to-live, so even volatile-ttl evicts claims.
// A full server then refuses writes: claims fail, the receiver answers 503, and the platform
// retries, which is fail closed.
//
// Check, run before serving (preflight webhook listen does), pings the server and refuses one
// whose maxmemory-policy may evict claims, and warns of one without persistence.
//
// A single primary. Replication is asynchronous, so a failover may lose the last claims; after
// one, expect duplicates (never losses: a lost pending claim is simply claimed again).
//
// # Time-outs
//
// Each call is bounded by Store.Timeout (DefaultTimeout, 500 ms) unless the caller's context
// ends sooner, whatever the client's own dial, read and retry settings (go-redis sets up a new
// connection under its ReadTimeout, not the context: a server that accepts and never answers
// would otherwise hold a call 3 s, or 30 s with ReadTimeout 30s; the call is abandoned at the
// deadline and ends in the background by the client's time-outs): a Receiver makes at most
// two store calls on a delivery's path (claim, then finish or release), so a Redis that hangs
// delays an answer by about 1 s, well within the time a webhook sender waits (the platform does
// not publish its own; common senders wait 10 to 30 s). The fault runs of docs/reliability.md
// measured at most 1.01 s.
// A claim, or a release after a failed hand-off, that times out answers 503 and the platform
// retries: fail closed. A Finish that times out comes after the hand-off, so the delivery is
// answered 200 and reported to OnReject as ErrNotFinished, and the receiver journals the event
// as done so that a redelivery to it is a duplicate.
package redisstore

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/preflightpay/preflight/internal/deadline"
	"github.com/preflightpay/preflight/webhook"
	"github.com/redis/go-redis/v9"
)

// DefaultPrefix namespaces claim keys: "<prefix><event_id>".
const DefaultPrefix = "preflight:webhook:event:"

// DefaultTimeout bounds each call when Store.Timeout is 0.
const DefaultTimeout = 500 * time.Millisecond

// Store is a webhook.Store on a Redis server.
type Store struct {
	client redis.Cmdable
	prefix string
	// Timeout bounds each call (DefaultTimeout when 0); set it before use.
	Timeout time.Duration
}

var _ webhook.Store = (*Store)(nil)

// New builds a store on client (a *redis.Client, ClusterClient or Ring). An empty prefix takes
// DefaultPrefix.
func New(client redis.Cmdable, prefix string) *Store {
	if prefix == "" {
		prefix = DefaultPrefix
	}
	return &Store{client: client, prefix: prefix}
}

// claimScript: KEYS[1] the key, ARGV[1] the pending value, ARGV[2] the lease in ms. It returns
// the value now held by someone else, or ARGV[1] when the caller holds the claim.
var claimScript = redis.NewScript(`
local v = redis.call('GET', KEYS[1])
if v and v ~= ARGV[1] then return v end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return ARGV[1]`)

// releaseScript deletes KEYS[1] only while it holds ARGV[1].
var releaseScript = redis.NewScript(`
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`)

var errTTL = errors.New("redisstore: a claim needs a positive lease and time-to-live")

// do runs f bounded by Timeout (see package deadline: go-redis does not bound a new
// connection's handshake by the context).
func do[T any](s *Store, ctx context.Context, f func(context.Context) (T, error)) (T, error) {
	t := s.Timeout
	if t <= 0 {
		t = DefaultTimeout
	}
	return deadline.Do(ctx, t, f)
}

// Claim implements webhook.Store.
func (s *Store) Claim(ctx context.Context, id, token, digest string, lease time.Duration) (webhook.ClaimState, error) {
	if lease <= 0 {
		return 0, errTTL
	}
	stored, err := do(s, ctx, func(ctx context.Context) (string, error) {
		return claimScript.Run(ctx, s.client, []string{s.prefix + id}, webhook.ClaimValue(token, digest), lease.Milliseconds()).Text()
	})
	if err != nil {
		return 0, err
	}
	return webhook.StateOf(stored, token, digest), nil
}

// Finish implements webhook.Store.
func (s *Store) Finish(ctx context.Context, id, digest string, ttl time.Duration) error {
	if ttl <= 0 {
		return errTTL
	}
	_, err := do(s, ctx, func(ctx context.Context) (string, error) {
		return s.client.Set(ctx, s.prefix+id, webhook.DoneValue(digest), ttl).Result()
	})
	return err
}

// Release implements webhook.Store.
func (s *Store) Release(ctx context.Context, id, token, digest string) error {
	_, err := do(s, ctx, func(ctx context.Context) (any, error) {
		return releaseScript.Run(ctx, s.client, []string{s.prefix + id}, webhook.ClaimValue(token, digest)).Result()
	})
	return err
}

// CheckTimeout bounds Check: a first connection (TLS, AUTH) to a remote server takes longer
// than a claim on an open one.
const CheckTimeout = 5 * time.Second

// ErrMayEvict is Check's error for a server that evicts keys when full (a maxmemory-policy
// other than noeviction, with a maxmemory set): an evicted claim is an event processed twice.
var ErrMayEvict = errors.New("redisstore: the server evicts keys when full, and an evicted claim is an event processed twice")

// Check is what a receiver runs before it serves, so that a store that cannot keep its
// promise fails at start rather than answering every delivery 503, or deduplicating less than
// it says. It returns an error when the server does not answer PING (unreachable, refused TLS,
// wrong password: the message is go-redis's, never the password), and ErrMayEvict when its
// maxmemory-policy is not noeviction and a maxmemory is set, unless allowEviction, when that is
// a warning. It warns of a policy that would evict once a maxmemory is set, of a server
// without persistence (neither appendonly nor RDB snapshots: a restart forgets every claim) or
// with RDB snapshots only, and of a configuration it cannot read: managed services often
// rename or forbid CONFIG, and the operator must then check those settings by hand.
func (s *Store) Check(ctx context.Context, allowEviction bool) (warnings []string, err error) {
	if _, err := deadline.Do(ctx, CheckTimeout, func(ctx context.Context) (string, error) {
		return s.client.Ping(ctx).Result()
	}); err != nil {
		return nil, fmt.Errorf("redisstore: PING: %w", err)
	}
	names := []string{"maxmemory-policy", "maxmemory", "appendonly", "save"}
	cfg, err := deadline.Do(ctx, CheckTimeout, func(ctx context.Context) (map[string]string, error) {
		cmds := make([]*redis.MapStringStringCmd, len(names))
		_, err := s.client.Pipelined(ctx, func(p redis.Pipeliner) error {
			for i, n := range names {
				cmds[i] = p.ConfigGet(ctx, n)
			}
			return nil
		})
		cfg := map[string]string{}
		for _, c := range cmds {
			for k, v := range c.Val() {
				cfg[k] = v
			}
		}
		return cfg, err
	})
	if err != nil {
		return []string{fmt.Sprintf("cannot read the server's configuration (CONFIG GET: %v): check by hand that maxmemory-policy is noeviction and appendonly is yes", err)}, nil
	}
	for _, n := range names {
		if _, ok := cfg[n]; !ok {
			return []string{fmt.Sprintf("the server does not report %s (CONFIG GET): check by hand that maxmemory-policy is noeviction and appendonly is yes", n)}, nil
		}
	}
	if policy, max := cfg["maxmemory-policy"], cfg["maxmemory"]; policy != "noeviction" {
		switch {
		case max == "0":
			warnings = append(warnings, fmt.Sprintf("maxmemory-policy is %s: nothing is evicted while maxmemory is 0, but claims will be once a maxmemory is set; set noeviction", policy))
		case !allowEviction:
			return warnings, fmt.Errorf("%w (maxmemory-policy %s, maxmemory %s bytes): set maxmemory-policy noeviction", ErrMayEvict, policy, max)
		default:
			warnings = append(warnings, fmt.Sprintf("maxmemory-policy is %s with maxmemory %s bytes: the server evicts claims when full, and each evicted claim is an event processed twice if redelivered (eviction allowed)", policy, max))
		}
	}
	switch aof, save := cfg["appendonly"], cfg["save"]; {
	case aof == "yes":
	case save == "":
		warnings = append(warnings, "the server keeps no persistence (appendonly no, no save schedule): a restart forgets every claim, and each event redelivered afterwards is processed again; set appendonly yes")
	default:
		warnings = append(warnings, fmt.Sprintf("the server keeps RDB snapshots only (save %q): a crash forgets the claims since the last snapshot; set appendonly yes", save))
	}
	return warnings, nil
}
