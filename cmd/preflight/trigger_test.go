package main

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"

	"github.com/preflightpay/preflight/mock"
)

// hookedMock serves a mock whose deliveries go to hook (a 1000-times time scale), with the admin
// token token when it is not empty.
func hookedMock(t *testing.T, hook, token string) *httptest.Server {
	t.Helper()
	m, err := mock.New(mock.Config{AdminToken: token, Webhook: mock.WebhookConfig{URL: hook, Secret: "whsec_trigger", TimeScale: 1000}})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(m)
	t.Cleanup(func() { srv.Close(); m.Close() })
	return srv
}

// TestMockTriggerQueuesAndWaitsForAnOrdersLife triggers each event on a running mock with --wait
// and holds that it prints the events queued (a completed order is processing first) and their
// acknowledged deliveries.
func TestMockTriggerQueuesAndWaitsForAnOrdersLife(t *testing.T) {
	hook := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {}))
	defer hook.Close()
	srv := hookedMock(t, hook.URL, "")
	for event, want := range map[string][]string{
		"stocks.order.processing":      {"stocks.order.processing"},
		"stocks.order.completed":       {"stocks.order.processing", "stocks.order.completed"},
		"stocks.order.failed":          {"stocks.order.processing", "stocks.order.failed"},
		"issuing.transaction.declined": {"ISSUING"},
	} {
		var stdout, stderr bytes.Buffer
		code := run([]string{"mock", "trigger", "--mock", srv.URL, "--wait", event}, strings.NewReader(""), &stdout, &stderr, os.Getenv)
		if code != exitOK {
			t.Fatalf("%s: exit %d: %s", event, code, stderr.String())
		}
		var queued, delivered []string
		for _, line := range strings.Split(strings.TrimSpace(stdout.String()), "\n") {
			var v map[string]any
			if err := json.Unmarshal([]byte(line), &v); err != nil {
				t.Fatalf("%s: line %q: %v", event, line, err)
			}
			switch {
			case v["queued"] != nil:
				queued = append(queued, v["event_type"].(string))
			case v["delivered"] != nil && v["acked"] == true:
				delivered = append(delivered, v["event_type"].(string))
			}
		}
		if strings.Join(queued, " ") != strings.Join(want, " ") || len(delivered) != len(want) {
			t.Errorf("%s: queued %v, delivered %v; want %v\n%s", event, queued, delivered, want, stdout.String())
		}
	}
}

// TestMockTriggerSaysWhatStopsIt holds the messages of a trigger that cannot run: an unknown
// event, a mock that needs its admin token, a mock without a webhook URL, no mock at all.
func TestMockTriggerSaysWhatStopsIt(t *testing.T) {
	hook := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {}))
	defer hook.Close()
	guarded := hookedMock(t, hook.URL, "s3cret-token")
	m, _ := mock.New(mock.Config{})
	noHook := httptest.NewServer(m)
	defer noHook.Close()
	defer m.Close()
	gone := httptest.NewServer(http.NotFoundHandler())
	gone.Close()
	getenv := func(k string) string {
		if k == "TOKEN" {
			return "s3cret-token"
		}
		return ""
	}
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"stocks.order.complete"}, exitUsage, `did you mean stocks.order.completed?`},
		{[]string{"--mock", guarded.URL, "stocks.order.failed"}, exitUsage, "answered /_mock/scenario 401: the admin endpoints need the mock's admin token"},
		{[]string{"--mock", guarded.URL, "--admin-token-env", "TOKEN", "stocks.order.failed"}, exitOK, ""},
		{[]string{"--mock", noHook.URL, "stocks.order.failed"}, exitUsage, "no webhook URL"},
		{[]string{"--mock", gone.URL, "stocks.order.failed"}, exitUsage, "did not answer"},
		{[]string{"--order-id", "x", "issuing.transaction.declined"}, exitUsage, "--order-id is for the stocks.order events"},
	} {
		var stdout, stderr bytes.Buffer
		code := run(append([]string{"mock", "trigger"}, c.args...), strings.NewReader(""), &stdout, &stderr, getenv)
		if code != c.code || !strings.Contains(stderr.String(), c.want) {
			t.Errorf("%v: exit %d, stderr %q; want %d and %q", c.args, code, stderr.String(), c.code, c.want)
		}
		if strings.Contains(stderr.String()+stdout.String(), "s3cret-token") {
			t.Errorf("%v: the token is printed", c.args)
		}
	}
}
