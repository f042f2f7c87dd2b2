package proxy_test

import (
	"bytes"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/preflightpay/preflight/internal/proxy"
	"github.com/preflightpay/preflight/mock"
	"github.com/preflightpay/preflight/transport"
)

// payout is a valid fiat/create-payout (a golden case's request).
var payout = mustRead("fiat", "create-payout", "valid-amount-leading-zeros", "request.json")

func mustRead(parts ...string) []byte {
	b, err := os.ReadFile(filepath.Join(append([]string{"..", "..", "testdata", "golden"}, parts...)...))
	if err != nil {
		panic(err)
	}
	return b
}

// withReference is payout with another reference: another payload under the same key.
func withReference(ref string) []byte {
	return bytes.Replace(payout, []byte(`"Invoice 42"`), []byte(`"`+ref+`"`), 1)
}

func startMock(t *testing.T, cfg mock.Config) (*mock.Mock, *httptest.Server) {
	t.Helper()
	m, err := mock.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(m)
	t.Cleanup(func() { srv.Close(); m.Close() })
	return m, srv
}

// logBuffer collects the proxy's log lines.
type logBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *logBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *logBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// fastRetry retries at once: the tests count retries, they do not wait for them.
var fastRetry = transport.Retry{Max: 3, Base: time.Millisecond, Cap: 2 * time.Millisecond}

// startProxy serves a proxy to upstream; cfg's Upstream and Log are set here.
func startProxy(t *testing.T, upstream string, cfg proxy.Config) (*proxy.Proxy, *httptest.Server, *logBuffer) {
	t.Helper()
	u, err := url.Parse(upstream)
	if err != nil {
		t.Fatal(err)
	}
	logs := &logBuffer{}
	cfg.Upstream = u
	cfg.Log = proxy.NewLogger(logs, slog.LevelDebug)
	if cfg.Retry == (transport.Retry{}) {
		cfg.Retry = fastRetry
	}
	p, err := proxy.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(p)
	t.Cleanup(srv.Close)
	return p, srv, logs
}

type answer struct {
	status int
	header http.Header
	body   string
}

func send(t *testing.T, method, target string, body []byte, headers ...string) answer {
	t.Helper()
	var r io.Reader
	if body != nil {
		r = bytes.NewReader(body)
	}
	req, err := http.NewRequest(method, target, r)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	return do(t, req)
}

func do(t *testing.T, req *http.Request) answer {
	t.Helper()
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return answer{res.StatusCode, res.Header, string(b)}
}

// mockCalls is the number of requests the mock has seen for op (GET /_mock/faults).
func mockCalls(t *testing.T, mockURL, op string) int {
	t.Helper()
	a := send(t, http.MethodGet, mockURL+"/_mock/faults", nil)
	var v struct {
		Calls map[string]int `json:"calls"`
	}
	if err := json.Unmarshal([]byte(a.body), &v); err != nil {
		t.Fatalf("%v: %s", err, a.body)
	}
	return v.Calls[op]
}

func setFault(t *testing.T, mockURL, op, entry string, count int) {
	t.Helper()
	body := `{"` + op + `": {"entry": "` + entry + `", "count": ` + itoa(count) + `}}`
	if a := send(t, http.MethodPost, mockURL+"/_mock/faults", []byte(body), "Content-Type", "application/json"); a.status != http.StatusOK {
		t.Fatalf("setting the fault: %d %s", a.status, a.body)
	}
}

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}

// metric is the value of one series in the proxy's exposition ("name{labels}"), "" when absent.
func metric(t *testing.T, proxyURL, series string) string {
	t.Helper()
	a := send(t, http.MethodGet, proxyURL+"/_preflight/metrics", nil)
	for _, line := range strings.Split(a.body, "\n") {
		if rest, ok := strings.CutPrefix(line, series+" "); ok {
			return rest
		}
	}
	return ""
}
