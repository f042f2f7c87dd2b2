package main

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/preflightpay/preflight"
	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/classify"
	"github.com/preflightpay/preflight/internal/redistest"
)

// startProxy runs "preflight proxy" in front of the mock at mockAddr. It stops when the mock's
// SIGTERM stops every server of the test binary (startMock's cleanup, registered before this one
// and so run after the proxy's wait is set up); the proxy must then exit 0.
func startProxy(t *testing.T, mockAddr string, args ...string) (string, *syncBuffer) {
	addr, stderr, _ := startProxyDone(t, mockAddr, args...)
	return addr, stderr
}

// startProxyDone is startProxy giving the command's exit code too, once it stops.
func startProxyDone(t *testing.T, mockAddr string, args ...string) (string, *syncBuffer, <-chan int) {
	t.Helper()
	var stdout, stderr syncBuffer
	done := make(chan int, 1)
	go func() {
		done <- run(append([]string{"proxy", "--upstream", "http://" + mockAddr, "--addr", "127.0.0.1:0", "--retry-base", "1ms", "--retry-cap", "2ms"}, args...),
			strings.NewReader(""), &stdout, &stderr, os.Getenv)
	}()
	addr := strings.TrimSuffix(strings.TrimPrefix(serverURL(t, &stdout, done, &stderr), "http://"), "/")
	return addr, &stderr, done
}

// TestProxyEndToEndWithClientsNoOneHereWrote drives `preflight proxy` in front of `preflight
// mock` with curl, Node's fetch and Python's urllib (testdata/proxyclients): a refused payout gets
// the platform's exact answer and Preflight-Refused; a valid one reaches the mock (200); a LATER
// forced twice on the mock is retried to success; a DUP is returned at once; the check API
// answers preflight check's report. The mock's call count says what reached it: 1 + 3 + 1 per
// client. A client whose program is absent is skipped, saying so.
func TestProxyEndToEndWithClientsNoOneHereWrote(t *testing.T) {
	var proxyStderr *syncBuffer
	t.Cleanup(func() {
		if t.Failed() && proxyStderr != nil {
			t.Logf("proxy log:\n%s", proxyStderr.String())
		}
	})
	mockAddr, _ := startMock(t, os.Getenv)
	proxyAddr, stderr := startProxy(t, mockAddr)
	proxyStderr = stderr
	golden := filepath.Join("..", "..", "testdata", "golden", "fiat", "create-payout")
	invalid, _ := filepath.Abs(filepath.Join(golden, "account-holder-empty", "request.json"))
	valid, _ := filepath.Abs(filepath.Join(golden, "valid-amount-leading-zeros", "request.json"))
	request, err := os.ReadFile(invalid)
	if err != nil {
		t.Fatal(err)
	}
	check, _, err := preflight.CheckJSON("fiat/create-payout", request, nil, preflight.Options{})
	if err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256(check)
	want := []string{
		"refused 400 payout.account-holder-empty " + string(classify.Body(errcatalog.PayoutAccountHolderEmpty)),
		"valid 200 -",
		"later 200 -",
		"dup 400 - " + string(classify.Body(errcatalog.FiatIdempotencyPayloadMismatch)),
		"check 200 " + hex.EncodeToString(sum[:]),
	}
	clients := []struct{ name, program, script string }{
		{"curl", "curl", "client.sh"},
		{"node", "node", "client.mjs"},
		{"python", "python3", "client.py"},
	}
	for _, c := range clients {
		t.Run(c.name, func(t *testing.T) {
			bin, err := exec.LookPath(c.program)
			if err != nil {
				t.Skipf("%s is not installed: the %s client is not run", c.program, c.name)
			}
			args := []string{filepath.Join("testdata", "proxyclients", c.script)}
			if c.name == "curl" {
				bin = "/bin/sh" // the script calls curl
			}
			before := payoutCalls(t, mockAddr)
			cmd := exec.Command(bin, args...)
			cmd.Env = append(os.Environ(), "PROXY=http://"+proxyAddr, "MOCK=http://"+mockAddr,
				"INVALID="+invalid, "VALID="+valid, "KEY="+c.name+fmt.Sprint(time.Now().UnixNano()))
			out, err := cmd.CombinedOutput()
			if err != nil {
				t.Fatalf("%v:\n%s", err, out)
			}
			got := strings.Split(strings.TrimSpace(string(out)), "\n")
			if strings.Join(got, "\n") != strings.Join(want, "\n") {
				t.Errorf("got:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
			}
			if n := payoutCalls(t, mockAddr) - before; n != 5 {
				t.Errorf("the mock saw %d payout calls; want 5 (valid 1, later 3, dup 1; the refused one never reaches it)", n)
			}
		})
	}
}

// TestProxyWithoutFactsSurvivesSIGHUP: SIGHUP is the reload signal tools send every service;
// without --facts it ended the proxy (the signal's default action), requests in flight cut. It
// now says there is nothing to read again and goes on serving.
func TestProxyWithoutFactsSurvivesSIGHUP(t *testing.T) {
	mockAddr, _ := startMock(t, os.Getenv)
	proxyAddr, stderr := startProxy(t, mockAddr)
	syscall.Kill(os.Getpid(), syscall.SIGHUP)
	for try := 0; !strings.Contains(stderr.String(), "no --facts file"); try++ {
		if try == 500 {
			t.Fatalf("SIGHUP not answered within 5 s; stderr: %s", stderr.String())
		}
		time.Sleep(10 * time.Millisecond)
	}
	if status, body := send(t, "GET", proxyAddr, "/_preflight/healthz", ""); status != 200 {
		t.Errorf("after SIGHUP: %d %s", status, body)
	}
}

// TestProxyReloadsFactsOnSIGHUP: the facts file replaced and SIGHUP sent, the next request is
// checked with the new facts.
func TestProxyReloadsFactsOnSIGHUP(t *testing.T) {
	mockAddr, _ := startMock(t, os.Getenv)
	factsFile := filepath.Join(t.TempDir(), "facts.json")
	os.WriteFile(factsFile, []byte(`{}`), 0o600)
	proxyAddr, stderr := startProxy(t, mockAddr, "--facts", factsFile)
	golden := filepath.Join("..", "..", "testdata", "golden", "fiat", "create-payout", "insufficient-balance")
	req, _ := os.ReadFile(filepath.Join(golden, "request.json"))
	facts, _ := os.ReadFile(filepath.Join(golden, "facts.json"))
	if status, body := send(t, "POST", proxyAddr, "/v1/payouts", string(req), "x-api-key", "k"); strings.Contains(body, "Insufficient") {
		t.Fatalf("refused before the facts say so: %d %s", status, body)
	}
	os.WriteFile(factsFile, facts, 0o600)
	syscall.Kill(os.Getpid(), syscall.SIGHUP)
	for try := 0; !strings.Contains(stderr.String(), "facts reloaded"); try++ {
		if try == 500 {
			t.Fatalf("no reload within 5 s; stderr: %s", stderr.String())
		}
		time.Sleep(10 * time.Millisecond)
	}
	status, body := send(t, "POST", proxyAddr, "/v1/payouts", string(req), "x-api-key", "k")
	if want := string(classify.Body(errcatalog.FiatInsufficientBalance)); status != 400 || body != want {
		t.Errorf("after SIGHUP: %d %s; want 400 %s", status, body, want)
	}
	// The Host check of every server: a name the proxy was not told of is refused.
	if status, _ := send(t, "GET", proxyAddr, "/_preflight/healthz", "", "Host", "attacker.example"); status != 403 {
		t.Errorf("Host attacker.example: %d, want 403", status)
	}
}

func TestProxyUsage(t *testing.T) {
	for _, args := range [][]string{
		{},
		{"--upstream", "ftp://x"},
		{"--upstream", "http://127.0.0.1:1", "--mode", "block"},
		{"--upstream", "http://127.0.0.1:1", "--ledger-fail", "maybe"},
		{"--upstream", "http://127.0.0.1:1", "--addr", "0.0.0.0:0"},
		{"--upstream", "http://127.0.0.1:1", "--facts", "/nonexistent/facts.json"},
		{"--upstream", "http://127.0.0.1:1", "--upstream-ca", "/nonexistent/ca.pem"},
		{"--upstream", "http://127.0.0.1:1", "--ledger", "mysql://x"},
	} {
		var stderr syncBuffer
		if exit := run(append([]string{"proxy"}, args...), strings.NewReader(""), &syncBuffer{}, &stderr, os.Getenv); exit != exitUsage {
			t.Errorf("proxy %v: exit %d, want %d; stderr %s", args, exit, exitUsage, stderr.String())
		}
	}
	// Credentials in the upstream URL were dropped without a word (each client's own headers
	// are forwarded), and argv is in every process list: refused, saying so, before anything
	// listens.
	var stderr syncBuffer
	args := []string{"proxy", "--upstream", "http://user:secret@127.0.0.1:1", "--addr", "0.0.0.0:0"}
	if exit := run(args, strings.NewReader(""), &syncBuffer{}, &stderr, os.Getenv); exit != exitUsage || !strings.Contains(stderr.String(), "without credentials") {
		t.Errorf("proxy %v: exit %d, stderr %s; want %d and a word on the credentials", args[1:], exit, stderr.String(), exitUsage)
	}
}

// payoutCalls is the number of fiat/create-payout requests the mock at addr has seen.
func payoutCalls(t *testing.T, addr string) int {
	t.Helper()
	_, body := send(t, "GET", addr, "/_mock/faults", "")
	var v struct {
		Calls map[string]int `json:"calls"`
	}
	if err := json.Unmarshal([]byte(body), &v); err != nil {
		t.Fatalf("%v: %s", err, body)
	}
	return v.Calls["fiat/create-payout"]
}

// TestProxyDrainsTheRequestInFlightOnSIGTERM: a request the mock holds (a latency fault) is in
// flight through the proxy when SIGTERM comes; it is answered, and both commands exit 0.
func TestProxyDrainsTheRequestInFlightOnSIGTERM(t *testing.T) {
	cfg := filepath.Join(t.TempDir(), "config.json")
	os.WriteFile(cfg, []byte(`{"faults": {"fiat/list-balances": {"latency_ms": 400}}}`), 0o644)
	var stdout, stderr syncBuffer
	mockDone := make(chan int, 1)
	go func() {
		mockDone <- run([]string{"mock", "--addr", "127.0.0.1:0", "--config", cfg}, strings.NewReader(""), &stdout, &stderr, os.Getenv)
	}()
	mockAddr := strings.TrimSuffix(strings.TrimPrefix(serverURL(t, &stdout, mockDone, &stderr), "http://"), "/")
	proxyAddr, proxyStderr, proxyDone := startProxyDone(t, mockAddr)
	answered := make(chan int, 1)
	go func() {
		res, err := http.Get("http://" + proxyAddr + "/v1/balances")
		if err != nil {
			answered <- 0
			return
		}
		res.Body.Close()
		answered <- res.StatusCode
	}()
	for try := 0; faultCalls(t, mockAddr) == 0; try++ {
		if try == 200 {
			t.Fatal("the request never reached the mock")
		}
		time.Sleep(10 * time.Millisecond)
	}
	syscall.Kill(os.Getpid(), syscall.SIGTERM)
	if code := <-answered; code != http.StatusOK {
		t.Errorf("the request in flight got %d, want 200", code)
	}
	if exit := <-proxyDone; exit != exitOK {
		t.Errorf("proxy exit %d; stderr: %s", exit, proxyStderr.String())
	}
	if exit := <-mockDone; exit != exitOK {
		t.Errorf("mock exit %d; stderr: %s", exit, stderr.String())
	}
}

// TestProxiesShareARedisLedger: two `preflight proxy` commands name one redis-server; a key sent
// through the first and reused with another payload through the second is refused by the
// second. With the server killed, the fail-open proxy forwards a keyed request and the
// fail-closed one answers 503.
func TestProxiesShareARedisLedger(t *testing.T) {
	redisAddr, stopRedis := redistest.Server(t)
	mockAddr, _ := startMock(t, os.Getenv)
	ledger := "redis://" + redisAddr + "/0"
	a, _ := startProxy(t, mockAddr, "--ledger", ledger)
	b, bLog := startProxy(t, mockAddr, "--ledger", ledger, "--ledger-fail", "closed")
	payout, err := os.ReadFile(filepath.Join("..", "..", "testdata", "golden", "fiat", "create-payout", "valid-amount-leading-zeros", "request.json"))
	if err != nil {
		t.Fatal(err)
	}
	other := strings.Replace(string(payout), "Invoice 42", "Invoice 43", 1)
	if status, body := send(t, "POST", a, "/v1/payouts", string(payout), "x-api-key", "k", "Idempotency-Key", "shared-cmd-1"); status != 200 {
		t.Fatalf("through the first: %d %s", status, body)
	}
	if status, body := send(t, "POST", b, "/v1/payouts", other, "x-api-key", "k", "Idempotency-Key", "shared-cmd-1"); status != 400 || body != string(classify.Body(errcatalog.FiatIdempotencyPayloadMismatch)) {
		t.Errorf("another payload under the key through the second: %d %s", status, body)
	}
	stopRedis()
	if status, body := send(t, "POST", a, "/v1/payouts", other, "x-api-key", "k", "Idempotency-Key", "shared-cmd-2"); status != 200 {
		t.Errorf("fail-open with Redis gone: %d %s", status, body)
	}
	if status, _ := send(t, "POST", b, "/v1/payouts", other, "x-api-key", "k", "Idempotency-Key", "shared-cmd-3"); status != http.StatusServiceUnavailable {
		t.Errorf("fail-closed with Redis gone: %d, want 503", status)
	}
	if !strings.Contains(bLog.String(), `"msg":"ledger unavailable: request not sent"`) {
		t.Errorf("the fail-closed proxy's log:\n%s", bLog.String())
	}
}
