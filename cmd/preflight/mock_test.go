package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"sort"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/preflightpay/preflight/internal/freeport"
	"github.com/preflightpay/preflight/webhook"
	"github.com/rogpeppe/go-internal/testscript"
)

// TestMockScripts runs the scripts of testdata/mockscript: each starts `preflight mock` in the
// background on a loopback port of its own ($MOCK, from package freeport) and talks to it with the builtin api, a Go HTTP
// client, so that no script needs curl.
func TestMockScripts(t *testing.T) {
	testscript.Run(t, testscript.Params{
		Dir: "testdata/mockscript",
		Setup: func(env *testscript.Env) error {
			addr, err := freeport.Loopback()
			if err != nil {
				return err
			}
			env.Setenv("MOCK", addr)
			return nil
		},
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){"api": api},
	})
}

// api sends one request to the mock at $MOCK and prints the answer's status, the mock's fault
// and replay headers when set, and the body:
//
//	api [-save NAME=member] METHOD PATH [BODYFILE] [Header:value...]
//
// -save sets the environment variable NAME to a string member of the answer's JSON object. The
// first request waits, a bounded number of times, for the mock to start listening.
func api(ts *testscript.TestScript, neg bool, args []string) {
	var save string
	if len(args) > 1 && args[0] == "-save" {
		save, args = args[1], args[2:]
	}
	if len(args) < 2 {
		ts.Fatalf("usage: api [-save NAME=member] METHOD PATH [BODYFILE] [Header:value...]")
	}
	method, path := args[0], args[1]
	var body []byte
	headers := http.Header{}
	for _, a := range args[2:] {
		if k, v, ok := strings.Cut(a, ":"); ok && !strings.Contains(k, ".") {
			headers.Set(k, v)
			continue
		}
		body = []byte(ts.ReadFile(a))
	}
	var res *http.Response
	for try := 0; ; try++ {
		req, err := http.NewRequest(method, "http://"+ts.Getenv("MOCK")+path, bytes.NewReader(body))
		ts.Check(err)
		req.Header = headers.Clone()
		res, err = http.DefaultClient.Do(req)
		if err == nil {
			break
		}
		if try == 100 {
			ts.Fatalf("the mock does not answer: %v", err)
		}
		time.Sleep(50 * time.Millisecond)
	}
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	ts.Check(err)
	out := ts.Stdout()
	fmt.Fprintf(out, "status %d\n", res.StatusCode)
	if res.Header.Get("x-response-id") == "" {
		ts.Fatalf("no x-response-id")
	}
	var names []string
	for _, h := range []string{"X-Mock-Fault", "Idempotent-Replayed"} {
		if v := res.Header.Get(h); v != "" {
			names = append(names, h+": "+v)
		}
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintln(out, n)
	}
	fmt.Fprintf(out, "%s\n", b)
	if save != "" {
		name, member, _ := strings.Cut(save, "=")
		var v map[string]any
		if json.Unmarshal(b, &v) != nil {
			ts.Fatalf("-save: the answer is not a JSON object")
		}
		s, ok := v[member].(string)
		if !ok {
			ts.Fatalf("-save: no string member %q", member)
		}
		ts.Setenv(name, s)
	}
	if neg {
		ts.Fatalf("unsupported: ! api")
	}
}

// TestMockDrainsTheRequestInFlightOnSIGTERM starts the command, sends a request that the mock
// holds (a latency fault), sends SIGTERM while it is in flight, and holds that the request is
// answered and the command exits 0.
func TestMockDrainsTheRequestInFlightOnSIGTERM(t *testing.T) {
	cfg := t.TempDir() + "/config.json"
	os.WriteFile(cfg, []byte(`{"faults": {"fiat/list-balances": {"latency_ms": 400}}}`), 0o644)
	var stdout, stderr syncBuffer
	done := make(chan int, 1)
	go func() {
		done <- run([]string{"mock", "--addr", "127.0.0.1:0", "--config", cfg}, strings.NewReader(""), &stdout, &stderr, os.Getenv)
	}()
	addr := strings.TrimSuffix(strings.TrimPrefix(serverURL(t, &stdout, done, &stderr), "http://"), "/")
	answered := make(chan int, 1)
	go func() {
		res, err := http.Get("http://" + addr + "/v1/balances")
		if err != nil {
			answered <- 0
			return
		}
		res.Body.Close()
		answered <- res.StatusCode
	}()
	// The request is in flight once the mock has counted it; then the signal comes.
	for try := 0; ; try++ {
		if try == 200 {
			t.Fatal("the request never reached the mock")
		}
		time.Sleep(10 * time.Millisecond)
		if faultCalls(t, addr) > 0 {
			break
		}
	}
	syscall.Kill(os.Getpid(), syscall.SIGTERM)
	if code := <-answered; code != http.StatusOK {
		t.Errorf("the request in flight got %d, want 200", code)
	}
	if exit := <-done; exit != exitOK {
		t.Errorf("exit %d; stderr: %s", exit, stderr.String())
	}
}

func faultCalls(t *testing.T, addr string) int {
	res, err := http.Get("http://" + addr + "/_mock/faults")
	if err != nil {
		return 0
	}
	defer res.Body.Close()
	var v struct {
		Calls map[string]int `json:"calls"`
	}
	json.NewDecoder(res.Body).Decode(&v)
	return v.Calls["fiat/list-balances"]
}

// TestMockDeliversTheScenarioSignedToTheWebhookURL runs the command with a scenario, a secret
// from the environment and a time scale, and holds that the subscriber receives the order's two
// events signed with that secret.
func TestMockDeliversTheScenarioSignedToTheWebhookURL(t *testing.T) {
	ring, _ := webhook.NewKeyring(webhook.Key{ID: "k", Secret: []byte("whsec_cli")})
	v, _ := webhook.NewVerifier(ring, webhook.Options{})
	var mu sync.Mutex
	var got []string
	hook := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		if _, err := v.Verify(body, r.Header.Get(webhook.HeaderTimestamp), r.Header.Get(webhook.HeaderSignature), time.Now()); err != nil {
			w.WriteHeader(http.StatusUnauthorized)
			return
		}
		ev, _ := webhook.DecodeEvent(body)
		mu.Lock()
		got = append(got, ev.EventType)
		mu.Unlock()
	}))
	defer hook.Close()
	scenario := t.TempDir() + "/order.json"
	os.WriteFile(scenario, []byte(`{"orders": [{"symbol": "AAPL", "quantity": "1", "price": "10",
	  "steps": [{"event": "processing"}, {"event": "completed", "after_ms": 2000}]}]}`), 0o644)
	getenv := func(k string) string {
		if k == "HOOK_SECRET" {
			return "whsec_cli"
		}
		return ""
	}
	var stdout, stderr syncBuffer
	done := make(chan int, 1)
	go func() {
		done <- run([]string{"mock", "--addr", "127.0.0.1:0", "--webhook-url", hook.URL, "--webhook-secret-env", "HOOK_SECRET",
			"--time-scale", "1000", "--scenario", scenario}, strings.NewReader(""), &stdout, &stderr, getenv)
	}()
	for try := 0; ; try++ {
		mu.Lock()
		n := len(got)
		mu.Unlock()
		if n == 2 {
			break
		}
		if try == 500 {
			t.Fatalf("%d events received; stderr: %s", n, stderr.String())
		}
		time.Sleep(10 * time.Millisecond)
	}
	syscall.Kill(os.Getpid(), syscall.SIGTERM)
	if exit := <-done; exit != exitOK {
		t.Errorf("exit %d; stderr: %s", exit, stderr.String())
	}
	sort.Strings(got)
	if got[0] != webhook.EventTypeOrderCompleted || got[1] != webhook.EventTypeOrderProcessing {
		t.Errorf("events %v", got)
	}
}
