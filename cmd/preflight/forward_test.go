package main

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/preflightpay/preflight/mock"
	"github.com/preflightpay/preflight/webhook"
)

// app is the application under test behind "listen --forward-to": a handler that verifies each
// delivery's signature itself, as an integrator's would, and counts each event it is handed.
type app struct {
	mu       sync.Mutex
	verifier *webhook.Verifier
	got      map[string]int // event_id → deliveries handed to the application
	invalid  int            // deliveries whose signature the application refused
	headers  http.Header    // of the last delivery
}

func newApp(t *testing.T) (*app, *httptest.Server) {
	t.Helper()
	ring, _ := webhook.NewKeyring(webhook.Key{ID: "k", Secret: []byte(testSecret)})
	v, err := webhook.NewVerifier(ring, webhook.Options{})
	if err != nil {
		t.Fatal(err)
	}
	a := &app{verifier: v, got: map[string]int{}}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		a.mu.Lock()
		defer a.mu.Unlock()
		a.headers = r.Header.Clone()
		if _, err := v.Verify(body, r.Header.Get(webhook.HeaderTimestamp), r.Header.Get(webhook.HeaderSignature), time.Now()); err != nil {
			a.invalid++
			w.WriteHeader(http.StatusUnauthorized)
			return
		}
		ev, err := webhook.DecodeEvent(body)
		if ev == nil {
			t.Errorf("the application got a body that is no event: %v", err)
			return
		}
		a.got[ev.EventID]++
		w.WriteHeader(http.StatusNoContent)
	}))
	t.Cleanup(srv.Close)
	return a, srv
}

func (a *app) received() int {
	a.mu.Lock()
	defer a.mu.Unlock()
	n := 0
	for _, c := range a.got {
		n += c
	}
	return n
}

// listenLine is one line "listen" prints, on either stream.
type listenLine struct {
	EventID   string `json:"event_id"`
	EventType string `json:"event_type"`
	OrderID   string `json:"order_id"`
	Status    int    `json:"status"` // of a refusal
	Cause     string `json:"cause"`
	Forward   *struct {
		Status int    `json:"status"`
		Error  string `json:"error"`
	} `json:"forward"`
	Reduced *struct {
		OrderStatus string `json:"order_status"`
		Outcome     string `json:"outcome"`
	} `json:"reduced"`
}

func listenLines(t *testing.T, out string) []listenLine {
	t.Helper()
	var lines []listenLine
	for line := range strings.Lines(out) {
		if !strings.HasPrefix(line, "{") {
			continue
		}
		var l listenLine
		if err := json.Unmarshal([]byte(line), &l); err != nil {
			t.Fatalf("not a JSON line: %q", line)
		}
		lines = append(lines, l)
	}
	return lines
}

// startListen runs "preflight webhook listen" with args until the test ends, and returns its URL
// and a function that stops it and returns its exit status.
func startListen(t *testing.T, stdout, stderr *syncBuffer, args ...string) (string, func() int) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	code := make(chan int, 1)
	w := webhookCmd{name: "preflight webhook listen", stdin: strings.NewReader(""), stdout: stdout, stderr: stderr, getenv: getenv}
	go func() {
		code <- w.listen(ctx, append([]string{"--secret-env", "WH_SECRET", "--addr", "127.0.0.1:0"}, args...))
	}()
	url := serverURL(t, stderr, code, stderr)
	var once sync.Once
	exit := -1
	stop := func() int {
		once.Do(func() {
			cancel()
			select {
			case exit = <-code:
			case <-time.After(20 * time.Second):
				t.Fatal("listen did not stop within 20 s")
			}
		})
		return exit
	}
	t.Cleanup(func() { stop() })
	return url, stop
}

// TestMockListenForwardToAnApplicationWithChaos is the integration loop of docs/mock.md: the mock
// delivers a scenario with every chaos on (duplicates, reordering, bad signatures, stale
// timestamps) to "listen --forward-to --reduce", which forwards to an application on loopback.
// The application gets each event exactly once, with a signature it verifies; every spoiled copy
// is refused and named; each order's reduced state ends where its life ends, a late processing
// event never rolling back a FAILED order.
func TestMockListenForwardToAnApplicationWithChaos(t *testing.T) {
	application, appSrv := newApp(t)
	var stdout, stderr syncBuffer
	listenURL, stop := startListen(t, &stdout, &stderr, "--forward-to", appSrv.URL+"/webhooks", "--reduce")
	m, err := mock.New(mock.Config{Seed: 3, Webhook: mock.WebhookConfig{URL: listenURL, Secret: testSecret, TimeScale: 1000,
		Chaos: mock.Chaos{DuplicateRate: 0.5, ReorderRate: 0.7, BadSignature: 0.4, StaleTimestamp: 0.3}}})
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	life := func(id, outcome string) mock.OrderScenario {
		return mock.OrderScenario{OrderID: id, Symbol: "AAPL", Quantity: "2", Price: "10",
			Steps: []mock.Step{{Event: "processing"}, {Event: outcome, AfterMS: 1000}}}
	}
	want := map[string]string{}
	var s mock.Scenario
	for i, outcome := range []string{"completed", "failed", "failed", "completed", "failed", "completed", "failed", "completed"} {
		id := strings.Replace("00000000-0000-4000-8000-00000000000N", "N", string(rune('0'+i)), 1)
		s.Orders = append(s.Orders, life(id, outcome))
		want[id] = map[string]string{"completed": "SUCCESS", "failed": "FAILED"}[outcome]
	}
	s.Orders = append(s.Orders, mock.OrderScenario{OrderID: "00000000-0000-4000-8000-000000000009", Steps: []mock.Step{{Event: "processing"}}})
	want["00000000-0000-4000-8000-000000000009"] = "PENDING"
	s.Issuing = []mock.IssuingScenario{{Amount: "34.00", Currency: "SGD"}}
	events := 2*8 + 1 + 1
	if _, err := m.RunScenario(s); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := m.WaitDeliveries(ctx); err != nil {
		t.Fatal(err)
	}
	// Forwarding follows the acknowledgement: wait, a bounded number of times, for the last.
	for try := 0; application.received() < events && try < 500; try++ {
		time.Sleep(10 * time.Millisecond)
	}
	if code := stop(); code != exitOK {
		t.Fatalf("listen exited %d: %s", code, stderr.String())
	}

	application.mu.Lock()
	if len(application.got) != events || application.invalid != 0 {
		t.Errorf("the application got %d distinct events (want %d) and %d it could not verify", len(application.got), events, application.invalid)
	}
	for id, n := range application.got {
		if n != 1 {
			t.Errorf("the application got event %s %d times", id, n)
		}
	}
	for _, h := range []string{webhook.HeaderTimestamp, webhook.HeaderSignature, "Content-Type"} {
		if application.headers.Get(h) == "" {
			t.Errorf("the forward carries no %s", h)
		}
	}
	application.mu.Unlock()

	final := map[string]string{}
	ignored := 0
	for _, l := range listenLines(t, stdout.String()) {
		if l.Forward == nil || l.Forward.Status != http.StatusNoContent {
			t.Errorf("event %s: forward %+v, want the application's 204", l.EventID, l.Forward)
		}
		if l.OrderID == "" {
			continue
		}
		if l.Reduced == nil {
			t.Fatalf("event %s of order %s has no reduced state", l.EventID, l.OrderID)
		}
		if prev := final[l.OrderID]; (prev == "FAILED" || prev == "SUCCESS") && l.Reduced.OrderStatus != prev {
			t.Errorf("order %s went from %s to %s", l.OrderID, prev, l.Reduced.OrderStatus)
		}
		if l.Reduced.Outcome == "ignored" {
			ignored++
		}
		final[l.OrderID] = l.Reduced.OrderStatus
	}
	for id, status := range want {
		if final[id] != status {
			t.Errorf("order %s reduced to %q, want %s", id, final[id], status)
		}
	}

	// Every spoiled copy the mock sent was refused, and its line names the event.
	// A stale copy is refused on its headers, before the receiver reads its body: listen reads
	// it only to name the event.
	refusals := map[string]map[string]int{}
	for _, l := range listenLines(t, stderr.String()) {
		if refusals[l.EventID] == nil {
			refusals[l.EventID] = map[string]int{}
		}
		if l.Status == http.StatusUnauthorized {
			refusals[l.EventID][l.Cause]++
		}
	}
	causes := map[string]string{"bad-signature": webhook.ErrNoValidSignature.Error(), "stale-timestamp": webhook.ErrTooOld.Error()}
	spoiled, duplicates := 0, 0
	for _, a := range m.Deliveries() {
		switch a.Chaos {
		case "bad-signature", "stale-timestamp":
			spoiled++
			named := 0
			for cause, n := range refusals[a.EventID] {
				if strings.Contains(cause, causes[a.Chaos]) {
					named += n
				}
			}
			if a.Acked || named == 0 {
				t.Errorf("the %s copy of %s: acked %v, refusals named %v", a.Chaos, a.EventID, a.Acked, refusals[a.EventID])
			}
		case "duplicate":
			duplicates++
		}
	}
	if spoiled == 0 || duplicates == 0 || ignored == 0 {
		t.Errorf("the seed gave %d spoiled copies, %d duplicates and %d late processing events: the test shows nothing", spoiled, duplicates, ignored)
	}
	t.Logf("%d events, %d spoiled copies refused, %d duplicates, %d late processing events ignored", events, spoiled, duplicates, ignored)
}

// TestListenForwardsOnlyToThisMachine holds the forward's limits: a URL off this machine is
// refused at start without --forward-remote, and a redirect is shown, not followed.
func TestListenForwardsOnlyToThisMachine(t *testing.T) {
	for _, u := range []string{"http://example.com/hook", "http://10.0.0.1/", "ftp://127.0.0.1/", "http://user:pw@127.0.0.1/"} {
		r := runCLI(t, "", "listen", "--secret-env", "WH_SECRET", "--addr", "127.0.0.1:0", "--forward-to", u)
		if r.code != exitUsage || !strings.Contains(r.stderr, "--forward-to") {
			t.Errorf("--forward-to %s: exit %d, %s", u, r.code, r.stderr)
		}
	}
	for _, args := range [][]string{{"--forward-remote"}, {"--forward-timeout", "5s"}, {"--forward-to", "http://127.0.0.1:1/", "--forward-timeout", "0s"}} {
		r := runCLI(t, "", append([]string{"listen", "--secret-env", "WH_SECRET", "--addr", "127.0.0.1:0"}, args...)...)
		if r.code != exitUsage || !strings.Contains(r.stderr, "--forward-") {
			t.Errorf("%v: exit %d, %s", args, r.code, r.stderr)
		}
	}
	if _, err := newForwarder("http://localhost.example/", time.Second, false); err == nil {
		t.Error("a name that merely starts with localhost is taken for this machine")
	}
	followed := false
	target := httptest.NewServer(http.HandlerFunc(func(http.ResponseWriter, *http.Request) { followed = true }))
	defer target.Close()
	redirect := httptest.NewServer(http.RedirectHandler(target.URL, http.StatusTemporaryRedirect))
	defer redirect.Close()
	f, err := newForwarder(redirect.URL, time.Second, false)
	if err != nil {
		t.Fatal(err)
	}
	status, err := f.forward(context.Background(), webhook.Delivery{Body: []byte("{}")})
	if status != http.StatusTemporaryRedirect || err != nil || followed {
		t.Errorf("status %d, err %v, followed %v; want the 307 shown and not followed", status, err, followed)
	}
	// A name that resolves off loopback is refused when connecting, whatever it is called.
	remote, _ := newForwarder("http://127.0.0.1:1/", time.Second, false)
	remote.url = "http://192.0.2.1:9/"
	if _, err := remote.forward(context.Background(), webhook.Delivery{Body: []byte("{}")}); err == nil || !strings.Contains(err.Error(), "not a loopback address") {
		t.Errorf("a forward to 192.0.2.1 without --forward-remote: %v", err)
	}
}

// FuzzNamedBody: any body a refused delivery carries is read without a panic, and what it names
// is cut to 100 bytes.
func FuzzNamedBody(f *testing.F) {
	for _, s := range []string{`{"event_id":"0f8e5c1a-3b2d-4e6f-8a9b-1c2d3e4f5a6b","event_type":"stocks.order.failed"}`,
		`{"event_id":7}`, `[]`, `{"event_id":"` + strings.Repeat("a", 200) + `"}`, "\x00", `{"event_id":"\u001b[2J"}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		id, typ := namedBody(body)
		if len(id) > 100 || len(typ) > 100 {
			t.Errorf("namedBody named %d and %d bytes", len(id), len(typ))
		}
	})
}
