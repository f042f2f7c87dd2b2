package main

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/preflightpay/preflight/webhook"
)

// TestDemoRefusesAListOfRanges: a request for many small ranges of the build is refused 416 with
// a few bytes, not answered one multipart part per range (278,956 bytes for this 18.9 KB
// request before); one range is still served 206, and a revalidation still gets its 304.
func TestDemoRefusesAListOfRanges(t *testing.T) {
	h, err := demoHandler()
	if err != nil {
		t.Fatal(err)
	}
	whole := get(t, h, "/preflight.wasm", "br")
	size, etag := whole.ContentLength, whole.Header.Get("ETag")
	var ranges []string
	for i := range 2000 {
		ranges = append(ranges, fmt.Sprintf("%d-%d", 2*i, 2*i))
	}
	many := "bytes=" + strings.Join(ranges, ",")
	for _, tt := range []struct {
		rng, ifNoneMatch string
		status           int
		maxLength        int64
	}{
		{many, "", http.StatusRequestedRangeNotSatisfiable, 100},
		{"bytes=0-0,0-0", "", http.StatusRequestedRangeNotSatisfiable, 100},
		{many, etag, http.StatusNotModified, 0},
		{"bytes=0-99", "", http.StatusPartialContent, 100},
	} {
		req := httptest.NewRequest("GET", "/preflight.wasm", nil)
		req.Header.Set("Accept-Encoding", "br")
		req.Header.Set("Range", tt.rng)
		if tt.ifNoneMatch != "" {
			req.Header.Set("If-None-Match", tt.ifNoneMatch)
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		res := rec.Result()
		n, _ := io.Copy(io.Discard, res.Body)
		if res.StatusCode != tt.status || n > tt.maxLength {
			t.Errorf("Range of %d bytes: %s with %d bytes; want %d with at most %d", len(tt.rng), res.Status, n, tt.status, tt.maxLength)
		}
		if tt.status == http.StatusRequestedRangeNotSatisfiable && res.Header.Get("Content-Range") != fmt.Sprintf("bytes */%d", size) {
			t.Errorf("416 with Content-Range %q, want bytes */%d", res.Header.Get("Content-Range"), size)
		}
	}
}

// startMock runs "preflight mock" with args on a free loopback port until the test ends, and
// returns its address and standard error. It stops the command with SIGTERM and requires exit 0.
func startMock(t *testing.T, getenv func(string) string, args ...string) (string, *syncBuffer) {
	t.Helper()
	var stdout, stderr syncBuffer
	done := make(chan int, 1)
	go func() {
		done <- run(append([]string{"mock", "--addr", "127.0.0.1:0"}, args...), strings.NewReader(""), &stdout, &stderr, getenv)
	}()
	addr := strings.TrimSuffix(strings.TrimPrefix(serverURL(t, &stdout, done, &stderr), "http://"), "/")
	t.Cleanup(func() {
		syscall.Kill(os.Getpid(), syscall.SIGTERM)
		select {
		case exit := <-done:
			if exit != exitOK {
				t.Errorf("exit %d; stderr: %s", exit, stderr.String())
			}
		case <-time.After(20 * time.Second):
			t.Error("the mock did not stop within 20s of SIGTERM")
		}
	})
	return addr, &stderr
}

// send makes one request to the server at addr; header holds pairs, "Host" among them.
func send(t *testing.T, method, addr, path, body string, header ...string) (int, string) {
	t.Helper()
	req, err := http.NewRequest(method, "http://"+addr+path, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i+1 < len(header); i += 2 {
		if header[i] == "Host" {
			req.Host = header[i+1]
			continue
		}
		req.Header.Set(header[i], header[i+1])
	}
	client := http.Client{Timeout: 10 * time.Second}
	res, err := client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res.StatusCode, string(b)
}

// TestMockAnswersOnlyLocalPages is the attack of issue 24 on "preflight mock": a page on
// another origin POSTs a fault as text/plain, and a page on a rebound name reads the books.
// Both are refused and the state is unchanged; programs that send no Origin still work.
func TestMockAnswersOnlyLocalPages(t *testing.T) {
	addr, _ := startMock(t, os.Getenv)
	hang := `{"*":{"latency_ms":600000}}`
	if status, _ := send(t, "POST", addr, "/_mock/faults", hang, "Origin", "http://evil.example", "Content-Type", "text/plain"); status != http.StatusForbidden {
		t.Errorf("cross-origin POST /_mock/faults: %d, want 403", status)
	}
	if status, _ := send(t, "POST", addr, "/_mock/faults", hang, "Origin", "http://127.0.0.1:3000", "Sec-Fetch-Site", "same-site", "Content-Type", "text/plain"); status != http.StatusForbidden {
		t.Errorf("POST /_mock/faults from another local port: %d, want 403", status)
	}
	if status, _ := send(t, "POST", addr, "/_mock/faults", hang, "Content-Type", "text/plain"); status != http.StatusUnsupportedMediaType {
		t.Errorf("text/plain POST /_mock/faults without Origin: %d, want 415", status)
	}
	if _, faults := send(t, "GET", addr, "/_mock/faults", ""); !strings.Contains(faults, `"faults":{}`) {
		t.Errorf("the refused requests set a fault: %s", faults)
	}
	if status, body := send(t, "GET", addr, "/_mock/state", "", "Host", "attacker.example"); status != http.StatusForbidden || strings.Contains(body, "balances") {
		t.Errorf("GET /_mock/state with Host attacker.example: %d %s, want 403 without the books", status, body)
	}
	if status, body := send(t, "GET", addr, "/v1/balances", ""); status != http.StatusOK {
		t.Errorf("a program's GET /v1/balances: %d %s", status, body)
	}
	if status, body := send(t, "POST", addr, "/_mock/settle", "", "Content-Type", "application/json"); status != http.StatusOK {
		t.Errorf("a program's POST /_mock/settle: %d %s", status, body)
	}
}

// TestMockPublicNeedsAnAdminToken: --public without a token refuses to start; with one, it says
// what it exposes and /_mock/ needs the token.
func TestMockPublicNeedsAnAdminToken(t *testing.T) {
	var stderr syncBuffer
	getenv := func(name string) string {
		if name == "MOCK_ADMIN_TOKEN" {
			return "t0ken-for-the-test"
		}
		return ""
	}
	for _, args := range [][]string{{"--public"}, {"--public", "--admin-token-env", "EMPTY_VAR"}} {
		if exit := run(append([]string{"mock", "--addr", "127.0.0.1:0"}, args...), strings.NewReader(""), io.Discard, &stderr, getenv); exit != exitUsage {
			t.Errorf("mock %v: exit %d, want %d", args, exit, exitUsage)
		}
	}
	if !strings.Contains(stderr.String(), "--public needs --admin-token-env") {
		t.Errorf("stderr %q does not say why", stderr.String())
	}
	addr, out := startMock(t, getenv, "--public", "--admin-token-env", "MOCK_ADMIN_TOKEN")
	for _, want := range []string{"--public: every machine that can reach", "/_mock/state", "account numbers"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("stderr %q does not say %q", out.String(), want)
		}
	}
	if status, _ := send(t, "GET", addr, "/_mock/state", ""); status != http.StatusUnauthorized {
		t.Errorf("GET /_mock/state without the token: %d, want 401", status)
	}
	if status, _ := send(t, "GET", addr, "/_mock/state", "", "X-Mock-Admin-Token", "t0ken-for-the-test"); status != http.StatusOK {
		t.Errorf("GET /_mock/state with the token: %d, want 200", status)
	}
}

// TestListenStopsPastAStalledDeliveryAndExits0 is the SIGTERM of issue 24: one sender has sent
// its headers and half its body and stalls. listen stops at the drain deadline, cuts that
// connection, says so, and exits 0 (it exited 1 after 10.14 s before).
func TestListenStopsPastAStalledDeliveryAndExits0(t *testing.T) {
	var stdout, stderr syncBuffer
	ctx, stop := context.WithCancel(context.Background())
	defer stop()
	w := webhookCmd{name: "preflight webhook listen", stdin: strings.NewReader(""), stdout: &stdout, stderr: &stderr, getenv: getenv}
	code := make(chan int, 1)
	go func() {
		code <- w.listen(ctx, []string{"--secret-env", "WH_SECRET", "--addr", "127.0.0.1:0", "--drain", "200ms"})
	}()
	addr := strings.TrimSuffix(strings.TrimPrefix(serverURL(t, &stderr, code, &stderr), "http://"), "/")
	c, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	body := `{"version":"V1.0.0","event_id":"00000000-0000-4000-8000-000000000001","event_type":"soak","event_name":"SOAK","data":{}}`
	ts := strconv.FormatInt(time.Now().Unix(), 10)
	sig, _ := webhook.Sign([]byte(testSecret), []byte(body), ts)
	fmt.Fprintf(c, "POST / HTTP/1.1\r\nHost: 127.0.0.1\r\n%s: %s\r\n%s: %s\r\nContent-Length: %d\r\n\r\n%s",
		webhook.HeaderTimestamp, ts, webhook.HeaderSignature, sig, len(body), body[:len(body)/2])
	time.Sleep(100 * time.Millisecond) // the request is being read
	start := time.Now()
	stop()
	select {
	case exit := <-code:
		if exit != 0 {
			t.Errorf("listen exited %d: %s", exit, stderr.String())
		}
	case <-time.After(5 * time.Second):
		t.Fatal("listen still draining 5s after a 200ms drain")
	}
	t.Logf("stopped %v after the signal", time.Since(start).Round(time.Millisecond))
	if !strings.Contains(stderr.String(), "closed 1 connection(s) still open") {
		t.Errorf("stderr %q does not say a connection was cut", stderr.String())
	}
}
