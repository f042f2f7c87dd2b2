package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"strings"
	"time"

	"github.com/preflightpay/preflight/internal/jsonw"
	"github.com/preflightpay/preflight/internal/redact"
	"github.com/preflightpay/preflight/mock"
	"github.com/preflightpay/preflight/webhook"
)

// triggerEvents are the events "preflight mock trigger" sends, each as the scenario that makes
// it: a stocks order's life up to the event named (a completed or failed order is processing
// first, as on the platform), or one declined card transaction.
var triggerEvents = []string{
	webhook.EventTypeOrderProcessing,
	webhook.EventTypeOrderCompleted,
	webhook.EventTypeOrderFailed,
	webhook.EventNameTransactionDeclined,
}

// triggerScenario is the scenario of one of triggerEvents, for the order orderID ("" lets the
// mock draw one).
func triggerScenario(event, orderID string) (mock.Scenario, bool) {
	order := mock.OrderScenario{OrderID: orderID, Symbol: "AAPL", Side: "BUY", Currency: "USD",
		Quantity: "10", Price: "189.42", Fees: "0.99", Steps: []mock.Step{{Event: "processing"}}}
	switch event {
	case webhook.EventTypeOrderProcessing:
	case webhook.EventTypeOrderCompleted:
		order.Steps = append(order.Steps, mock.Step{Event: "completed", AfterMS: 1000})
	case webhook.EventTypeOrderFailed:
		order.Steps = append(order.Steps, mock.Step{Event: "failed", AfterMS: 1000})
	case webhook.EventNameTransactionDeclined:
		return mock.Scenario{Issuing: []mock.IssuingScenario{{Amount: "34.00", Currency: "SGD"}}}, true
	default:
		return mock.Scenario{}, false
	}
	return mock.Scenario{Orders: []mock.OrderScenario{order}}, true
}

// triggerTimeout bounds each call to the mock; --wait's call may take the mock's own minute.
const (
	triggerTimeout     = 10 * time.Second
	triggerWaitTimeout = 70 * time.Second
)

// runMockTrigger runs "preflight mock trigger": it starts a scenario on a running mock through its
// admin API (POST /_mock/scenario) and prints each event queued, then, with --wait, each
// delivery attempt of those events once the mock has finished them.
func runMockTrigger(e env, args []string) int {
	fs := newFlagSet(e, "mock trigger", "[--mock URL] [--admin-token-env VAR] [--order-id ID] [--wait] (EVENT | --scenario FILE)")
	base := fs.String("mock", "http://127.0.0.1:8090/", "the running mock's URL")
	tokenEnv := fs.String("admin-token-env", "", "the environment variable holding the mock's admin token, when it has one")
	scenarioFile := fs.String("scenario", "", "send this scenario file (docs/mock.md) instead of one EVENT")
	orderID := fs.String("order-id", "", "the order id of a stocks event (default: the mock draws a UUID)")
	wait := fs.Bool("wait", false, "wait until the mock has delivered the events (with their retries), and print each attempt")
	files, exit, done := parseArgs(e, fs, args, 1)
	if done {
		return exit
	}
	var body []byte
	switch {
	case *scenarioFile != "" && len(files) > 0:
		return failUsage(e, fs, "give an EVENT or --scenario, not both")
	case *scenarioFile != "":
		if *orderID != "" {
			return failUsage(e, fs, "--order-id names the order of an EVENT; a scenario file names its own")
		}
		b, err := os.ReadFile(*scenarioFile)
		if err != nil {
			return fail(e, fs, "%v", err)
		}
		// Parsed here first, so that a mistake in the file is reported with its name, not as the
		// mock's 400.
		if _, err := mock.ParseScenario(b); err != nil {
			return fail(e, fs, "%s: %v", *scenarioFile, err)
		}
		body = b
	case len(files) == 0:
		return failUsage(e, fs, "an EVENT is required: one of %s (or --scenario FILE)", strings.Join(triggerEvents, ", "))
	default:
		s, ok := triggerScenario(files[0], *orderID)
		if !ok {
			return fail(e, fs, "unknown event %q%s; the events are %s", files[0], didYouMean(files[0], triggerEvents), strings.Join(triggerEvents, ", "))
		}
		if s.Orders == nil && *orderID != "" {
			return failUsage(e, fs, "--order-id is for the stocks.order events")
		}
		body, _ = json.Marshal(s)
	}
	u, err := url.Parse(*base)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return fail(e, fs, "--mock must be an absolute http or https URL, such as http://127.0.0.1:8090/")
	}
	admin := mockAdmin{base: strings.TrimSuffix(u.String(), "/"), client: &http.Client{
		// An admin call is never sent on: a redirect is the wrong URL, not a place to send the token.
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}}
	if *tokenEnv != "" {
		if admin.token = e.getenv(*tokenEnv); admin.token == "" {
			return fail(e, fs, "the environment variable %s is empty or not set", *tokenEnv)
		}
	}
	var started struct {
		Planned int `json:"planned"`
		Events  []struct {
			EventID   string `json:"event_id"`
			EventType string `json:"event_type"`
			EventName string `json:"event_name"`
			OrderID   string `json:"order_id"`
			AfterMS   int64  `json:"after_ms"`
		} `json:"events"`
	}
	if err := admin.call("/_mock/scenario", body, triggerTimeout, http.StatusAccepted, &started); err != nil {
		return fail(e, fs, "%v", err)
	}
	ours := make(map[string]bool, len(started.Events))
	for _, ev := range started.Events {
		ours[ev.EventID] = true
		j := jsonw.New(nil, false)
		j.Open('{')
		j.Field("queued", ev.EventID)
		j.Field("event_type", ev.EventType)
		j.Field("event_name", ev.EventName)
		if ev.OrderID != "" {
			j.Field("order_id", ev.OrderID)
		}
		j.IntField("after_ms", ev.AfterMS)
		j.Close('}')
		e.stdout.Write(append(j.Buf, '\n'))
	}
	if !*wait {
		return exitOK
	}
	var finished struct {
		Attempts []mock.Attempt `json:"attempts"`
	}
	if err := admin.call("/_mock/webhooks/wait", []byte("{}"), triggerWaitTimeout, http.StatusOK, &finished); err != nil {
		return fail(e, fs, "%v", err)
	}
	acked := map[string]bool{}
	for _, a := range finished.Attempts {
		if !ours[a.EventID] {
			continue
		}
		acked[a.EventID] = acked[a.EventID] || (a.Acked && a.Chaos == "")
		j := jsonw.New(nil, false)
		j.Open('{')
		j.Field("delivered", a.EventID)
		j.Field("event_type", a.EventType)
		j.IntField("try", int64(a.Try))
		if a.Chaos != "" {
			j.Field("chaos", a.Chaos)
		}
		j.IntField("status", int64(a.Status))
		if a.Error != "" {
			j.Field("error", redact.Text(a.Error))
		}
		j.Key("acked")
		j.Bool(a.Acked)
		j.Close('}')
		e.stdout.Write(append(j.Buf, '\n'))
	}
	missing := 0
	for id := range ours {
		if !acked[id] {
			missing++
		}
	}
	if missing > 0 {
		errorLine(e.stderr, "preflight mock trigger: %d of %d events were not acknowledged by the subscriber", missing, len(ours))
		return exitFindings
	}
	return exitOK
}

// mockAdmin calls a running mock's admin endpoints.
type mockAdmin struct {
	base, token string
	client      *http.Client
}

// call POSTs body to path and decodes an answer of status want into out; any other answer is an
// error quoting the mock's message.
func (a mockAdmin) call(path string, body []byte, timeout time.Duration, want int, out any) error {
	req, err := http.NewRequest(http.MethodPost, a.base+path, bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	if a.token != "" {
		req.Header.Set(mock.HeaderAdminToken, a.token)
	}
	client := *a.client
	client.Timeout = timeout
	res, err := client.Do(req)
	if err != nil {
		var ue *url.Error
		if errors.As(err, &ue) {
			err = ue.Err
		}
		return fmt.Errorf("the mock at %s did not answer (%v): is it running? (preflight mock --webhook-url URL)", a.base, err)
	}
	defer res.Body.Close()
	b, err := io.ReadAll(io.LimitReader(res.Body, maxInput))
	if err != nil {
		return fmt.Errorf("the mock at %s: %v", a.base, err)
	}
	if res.StatusCode != want {
		var msg struct {
			Message string `json:"message"`
		}
		json.Unmarshal(b, &msg)
		if msg.Message == "" {
			msg.Message = "no message"
		}
		return fmt.Errorf("the mock at %s answered %s %d: %s", a.base, path, res.StatusCode, redact.Text(msg.Message))
	}
	if err := json.Unmarshal(b, out); err != nil {
		return fmt.Errorf("the mock at %s answered %s with %v", a.base, path, err)
	}
	return nil
}
