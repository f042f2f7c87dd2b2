package main

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/json"
	"encoding/pem"
	"fmt"
	"math/big"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/preflightpay/preflight/internal/freeport"
	"github.com/preflightpay/preflight/internal/redistest"
	"github.com/preflightpay/preflight/webhook"
	"github.com/redis/go-redis/v9"
)

// listening is a "preflight webhook listen" run in the background by a test.
type listening struct {
	url            string
	stdout, stderr *syncBuffer
	code           chan int
	cancel         context.CancelFunc
}

// listenWith runs listen with the environment env; when it is to start, it waits for its URL.
func listenWith(t *testing.T, env map[string]string, args ...string) *listening {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	l := &listening{stdout: &syncBuffer{}, stderr: &syncBuffer{}, code: make(chan int, 1), cancel: cancel}
	t.Cleanup(cancel)
	w := webhookCmd{name: "preflight webhook listen", stdin: strings.NewReader(""), stdout: l.stdout, stderr: l.stderr,
		getenv: func(k string) string { return env[k] }}
	go func() { l.code <- w.listen(ctx, append([]string{"--addr", "127.0.0.1:0"}, args...)) }()
	return l
}

// refused waits for a listen that must not start, and returns its exit code and stderr.
func (l *listening) refused(t *testing.T) (int, string) {
	t.Helper()
	select {
	case c := <-l.code:
		return c, l.stderr.String()
	case <-time.After(20 * time.Second):
		t.Fatalf("listen did not stop within 20s; stderr: %s", l.stderr.String())
	}
	return 0, ""
}

// serving waits until listen serves, and returns it.
func (l *listening) serving(t *testing.T) *listening {
	t.Helper()
	l.url = serverURL(t, l.stderr, l.code, l.stderr)
	return l
}

// stop asks listen to stop (as SIGTERM does) and returns its exit code.
func (l *listening) stop(t *testing.T) int {
	t.Helper()
	l.cancel()
	select {
	case c := <-l.code:
		return c
	case <-time.After(20 * time.Second):
		t.Fatal("listen did not stop within 20s")
	}
	return 0
}

// deliver posts an event with id n, signed with secret, and returns the status.
func (l *listening) deliver(t *testing.T, secret string, n int) int {
	t.Helper()
	body := []byte(fmt.Sprintf(`{"version":"V1.0.0","event_id":"00000000-0000-4000-8000-%012d","event_type":"test","event_name":"TEST","data":{}}`, n))
	ts := strconv.FormatInt(time.Now().Unix(), 10)
	sig, _ := webhook.Sign([]byte(secret), body, ts)
	req, _ := http.NewRequest(http.MethodPost, l.url, bytes.NewReader(body))
	req.Header.Set(webhook.HeaderTimestamp, ts)
	req.Header.Set(webhook.HeaderSignature, sig)
	resp, err := (&http.Client{Timeout: 5 * time.Second}).Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	return resp.StatusCode
}

// jsonLines parses every line listen wrote on stderr but the one that tells its address, and
// fails the test on any that is not a JSON object.
func jsonLines(t *testing.T, stderr string) []map[string]any {
	t.Helper()
	var lines []map[string]any
	for line := range strings.Lines(stderr) {
		if strings.HasPrefix(line, "preflight webhook listen: receiving on ") {
			continue
		}
		var m map[string]any
		if err := json.Unmarshal([]byte(line), &m); err != nil {
			t.Errorf("stderr line is not JSON: %q", line)
			continue
		}
		lines = append(lines, m)
	}
	return lines
}

var whEnv = map[string]string{"WH_SECRET": testSecret, "WH_SECRET_NEW": "whsec_rotated_7c1e"}

func TestListenAcceptsEverySecretOfARotation(t *testing.T) {
	l := listenWith(t, whEnv, "--secret-env", "WH_SECRET", "--secret-env", "WH_SECRET_NEW").serving(t)
	got := []int{l.deliver(t, testSecret, 1), l.deliver(t, "whsec_rotated_7c1e", 2), l.deliver(t, "whsec_not_ours", 3)}
	if code := l.stop(t); code != 0 || got[0] != 200 || got[1] != 200 || got[2] != 401 {
		t.Errorf("statuses %v, exit %d; want [200 200 401] and 0", got, code)
	}
	if n := strings.Count(l.stdout.String(), "\n"); n != 2 {
		t.Errorf("%d events printed, want 2", n)
	}
	if c, msg := listenWith(t, whEnv, "--secret-env", "WH_SECRET", "--secret-env", "NOPE").refused(t); c != 2 || !strings.Contains(msg, "NOPE is unset") {
		t.Errorf("an unset second secret: exit %d, %q", c, msg)
	}
}

// TestListenSaysWhenTheMemoryStoreForgets: with --dedup-size 2, the third event evicts the
// first claim: a JSON warning says so at once, with the count, and again at exit with the
// total; the first event, redelivered, is processed twice, which is what the warning is for.
func TestListenSaysWhenTheMemoryStoreForgets(t *testing.T) {
	l := listenWith(t, whEnv, "--secret-env", "WH_SECRET", "--dedup-size", "2").serving(t)
	for _, n := range []int{1, 2, 3, 4, 1} {
		if got := l.deliver(t, testSecret, n); got != 200 {
			t.Fatalf("event %d: %d", n, got)
		}
	}
	if code := l.stop(t); code != 0 {
		t.Fatalf("exit %d", code)
	}
	var evicted []float64
	for _, m := range jsonLines(t, l.stderr.String()) {
		if m["source"] == "dedup" && m["level"] == "warning" && m["dedup_size"] == 2.0 {
			evicted = append(evicted, m["evicted"].(float64))
		}
	}
	// The first warning at once (one minute spaces the next ones), the total at exit.
	if len(evicted) != 2 || evicted[0] != 1 || evicted[1] != 3 {
		t.Errorf("eviction warnings with counts %v, want [1 3]; stderr:\n%s", evicted, l.stderr.String())
	}
	if c, msg := listenWith(t, whEnv, "--secret-env", "WH_SECRET", "--dedup-size", "0").refused(t); c != 2 || !strings.Contains(msg, "--dedup-size") {
		t.Errorf("--dedup-size 0: exit %d, %q", c, msg)
	}
	if c, msg := listenWith(t, whEnv, "--secret-env", "WH_SECRET", "--dedup-size", "5", "--redis", "redis://127.0.0.1:1").refused(t); c != 2 || !strings.Contains(msg, "not with --redis") {
		t.Errorf("--dedup-size with --redis: exit %d, %q", c, msg)
	}
}

// TestListenRefusesARedisItCannotUse: a wrong password, no server, or a server that evicts
// claims stops listen at start with exit 2 and a message naming the cause, never the password,
// instead of answering every delivery 503 (or deduplicating less than it says).
func TestListenRefusesARedisItCannotUse(t *testing.T) {
	addr, _ := redistest.Server(t)
	admin := redis.NewClient(&redis.Options{Addr: addr})
	defer admin.Close()
	ctx := context.Background()
	if err := admin.ConfigSet(ctx, "requirepass", "right-pw-4d2a").Err(); err != nil {
		t.Fatal(err)
	}
	admin = redis.NewClient(&redis.Options{Addr: addr, Password: "right-pw-4d2a"})
	defer admin.Close()
	env := map[string]string{"WH_SECRET": testSecret, "RIGHT": "right-pw-4d2a", "WRONG": "wrong-pw-91c3"}
	base := []string{"--secret-env", "WH_SECRET", "--redis", "redis://" + addr}
	tests := []struct {
		name  string
		args  []string
		setup func()
		want  string
	}{
		{"wrong password", append(base, "--redis-password-env", "WRONG"), nil, "WRONGPASS"},
		{"no password", base, nil, "NOAUTH"},
		{"password variable unset", append(base, "--redis-password-env", "UNSET"), nil, "UNSET is unset or empty"},
		{"password twice", []string{"--secret-env", "WH_SECRET", "--redis", "redis://:x@" + addr, "--redis-password-env", "RIGHT"}, nil, "give it once"},
		{"no server", []string{"--secret-env", "WH_SECRET", "--redis", "redis://127.0.0.1:1"}, nil, "cannot use Redis at 127.0.0.1:1"},
		{"CA without TLS", append(base, "--redis-password-env", "RIGHT", "--redis-ca", "ca.pem"), nil, "needs a rediss:// URL"},
		{"allkeys-lru with maxmemory 3mb", append(base, "--redis-password-env", "RIGHT"), func() {
			admin.ConfigSet(ctx, "maxmemory", "3mb")
			admin.ConfigSet(ctx, "maxmemory-policy", "allkeys-lru")
		}, "--redis-allow-eviction"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.setup != nil {
				tt.setup()
			}
			code, msg := listenWith(t, env, tt.args...).refused(t)
			if code != 2 || !strings.Contains(msg, tt.want) || strings.Contains(msg, "pw-") {
				t.Errorf("exit %d, stderr %q; want 2 and %q, without the password", code, msg, tt.want)
			}
		})
	}
	// Allowed, the evicting server is a warning and listen serves.
	l := listenWith(t, env, append(base, "--redis-password-env", "RIGHT", "--redis-allow-eviction")...).serving(t)
	if got := l.deliver(t, testSecret, 1); got != 200 || l.stop(t) != 0 {
		t.Errorf("with --redis-allow-eviction: %d", got)
	}
	warned := false
	for _, m := range jsonLines(t, l.stderr.String()) {
		warned = warned || m["source"] == "redis" && strings.Contains(m["message"].(string), "allkeys-lru")
	}
	if !warned {
		t.Errorf("no warning of the eviction policy: %s", l.stderr.String())
	}
}

// TestListenWritesGoRedisLinesAsJSON: when Redis goes away, go-redis's pool logs its failed
// dials; on listen's stderr they are JSON lines like the refusals (503) around them, not
// go-redis's own "redis: ... pool.go:NNN: ..." lines on the process's stderr.
func TestListenWritesGoRedisLinesAsJSON(t *testing.T) {
	addr, stopRedis := redistest.Server(t)
	l := listenWith(t, whEnv, "--secret-env", "WH_SECRET", "--redis", "redis://"+addr).serving(t)
	if got := l.deliver(t, testSecret, 1); got != 200 {
		t.Fatalf("before the outage: %d", got)
	}
	stopRedis()
	for n := range 3 {
		if got := l.deliver(t, testSecret, 10+n); got != 503 {
			t.Errorf("during the outage: %d, want 503", got)
		}
	}
	l.stop(t)
	fromRedis := 0
	for _, m := range jsonLines(t, l.stderr.String()) {
		if m["source"] == "go-redis" {
			fromRedis++
		}
	}
	if fromRedis == 0 {
		t.Errorf("no go-redis line on listen's stderr:\n%s", l.stderr.String())
	}
}

// TestListenTrustsAPrivateCA runs redis-server with TLS under a certificate of a private
// authority made here: listen reaches it over rediss:// with --redis-ca, and without it fails at
// start, the certificate unknown.
func TestListenTrustsAPrivateCA(t *testing.T) {
	dir := t.TempDir()
	ca, cert, key := privateCA(t, dir)
	tlsAddr, err := freeport.Loopback()
	if err != nil {
		t.Fatal(err)
	}
	_, tlsPort, _ := net.SplitHostPort(tlsAddr)
	redistest.Server(t, "--tls-port", tlsPort, "--tls-cert-file", cert, "--tls-key-file", key,
		"--tls-ca-cert-file", ca, "--tls-auth-clients", "no")
	url := "rediss://" + tlsAddr
	l := listenWith(t, whEnv, "--secret-env", "WH_SECRET", "--redis", url, "--redis-ca", ca).serving(t)
	if got := l.deliver(t, testSecret, 1); got != 200 || l.stop(t) != 0 {
		t.Errorf("over TLS with the private CA: %d", got)
	}
	if code, msg := listenWith(t, whEnv, "--secret-env", "WH_SECRET", "--redis", url).refused(t); code != 2 || !strings.Contains(msg, "certificate") {
		t.Errorf("without --redis-ca: exit %d, %q; want 2 and a certificate error", code, msg)
	}
	if code, msg := listenWith(t, whEnv, "--secret-env", "WH_SECRET", "--redis", url, "--redis-ca", key).refused(t); code != 2 || !strings.Contains(msg, "no PEM certificate") {
		t.Errorf("--redis-ca naming a key: exit %d, %q", code, msg)
	}
}

// privateCA writes a certificate authority and a server certificate for 127.0.0.1 it signed,
// with the server's key, as PEM files in dir.
func privateCA(t *testing.T, dir string) (caFile, certFile, keyFile string) {
	t.Helper()
	newKey := func() *ecdsa.PrivateKey {
		k, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
		if err != nil {
			t.Fatal(err)
		}
		return k
	}
	write := func(name, kind string, der []byte) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, pem.EncodeToMemory(&pem.Block{Type: kind, Bytes: der}), 0o600); err != nil {
			t.Fatal(err)
		}
		return path
	}
	now := time.Now()
	caKey, srvKey := newKey(), newKey()
	caTmpl := &x509.Certificate{SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "preflight test CA"},
		NotBefore: now.Add(-time.Hour), NotAfter: now.Add(time.Hour), IsCA: true, BasicConstraintsValid: true,
		KeyUsage: x509.KeyUsageCertSign}
	caDER, err := x509.CreateCertificate(rand.Reader, caTmpl, caTmpl, &caKey.PublicKey, caKey)
	if err != nil {
		t.Fatal(err)
	}
	srvTmpl := &x509.Certificate{SerialNumber: big.NewInt(2), Subject: pkix.Name{CommonName: "127.0.0.1"},
		NotBefore: now.Add(-time.Hour), NotAfter: now.Add(time.Hour), IPAddresses: []net.IP{net.IPv4(127, 0, 0, 1)},
		KeyUsage: x509.KeyUsageDigitalSignature, ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth}}
	srvDER, err := x509.CreateCertificate(rand.Reader, srvTmpl, caTmpl, &srvKey.PublicKey, caKey)
	if err != nil {
		t.Fatal(err)
	}
	keyDER, err := x509.MarshalPKCS8PrivateKey(srvKey)
	if err != nil {
		t.Fatal(err)
	}
	return write("ca.pem", "CERTIFICATE", caDER), write("server.pem", "CERTIFICATE", srvDER), write("server.key", "PRIVATE KEY", keyDER)
}
