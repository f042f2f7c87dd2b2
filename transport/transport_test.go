package transport_test

import (
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	preflight "github.com/preflightpay/preflight"
	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/classify"
	"github.com/preflightpay/preflight/internal/operation"
	"github.com/preflightpay/preflight/transport"
)

const payoutURL = "https://api.example/v1/payouts"

func TestRefuseModeAnswersTheFirstErrorWithoutSending(t *testing.T) {
	cases := []struct {
		name, method, url, body string
	}{
		{"a legacy entry (an empty payout)", "POST", payoutURL, `{}`},
		{"a legacy entry under a base path", "POST", "https://api.example/gateway/v1/payouts", `{"payment_amount":"-1"}`},
		{"a typed entry (a ramp transfer body that is not an object)", "POST", "https://api.example/v1/ramp/transfer", `[1]`},
		{"an invalid request (broken JSON)", "POST", payoutURL, `{"payment_amount":`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var s sent
			tr := transport.New(script(&s, resp(ok())), transport.Options{})
			r, _ := http.NewRequest(c.method, c.url, strings.NewReader(c.body))
			res, err := tr.RoundTrip(r)
			if err != nil {
				t.Fatal(err)
			}
			if s.n() != 0 {
				t.Fatalf("a refused request was sent %d times", s.n())
			}
			op, _, _ := operation.Match(c.method, r.URL.Path[strings.Index(r.URL.Path, "/v1/"):])
			want, err := preflight.Check(string(op.Name), []byte(c.body), nil, preflight.Options{})
			if err != nil || want.Valid {
				t.Fatalf("the case is not invalid: %v", err)
			}
			first := want.Errors[0]
			id, _ := errcatalog.ByKey(first.ID)
			if body := readAll(t, res); res.StatusCode != first.HTTPStatus || body != string(classify.Body(id, first.Params...)) {
				t.Errorf("answered %d %s, want %d %s", res.StatusCode, body, first.HTTPStatus, classify.Body(id, first.Params...))
			}
			if res.Header.Get(transport.HeaderRefused) != first.ID {
				t.Errorf("Preflight-Refused %q, want %q", res.Header.Get(transport.HeaderRefused), first.ID)
			}
			got, ok := transport.ReportOf(res)
			if !ok || len(got.Errors) != len(want.Errors) || got.Errors[0].ID != first.ID {
				t.Errorf("ReportOf: %v %+v", ok, got)
			}
		})
	}
}

func TestRefusedAnswerWorksThroughHTTPClient(t *testing.T) {
	var s sent
	c := &http.Client{Transport: transport.New(script(&s, resp(ok())), transport.Options{})}
	res, err := c.Post(payoutURL, "application/json", strings.NewReader(`{}`))
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	if res.StatusCode != 400 || res.Header.Get(transport.HeaderRefused) == "" {
		t.Errorf("status %d, headers %v", res.StatusCode, res.Header)
	}
	var e *errcatalog.Error
	if r, ok := transport.ReportOf(res); !ok || !errors.As(r.Err(), &e) {
		t.Errorf("no report through http.Client")
	}
}

func TestObserveModeSendsAndReportsFindings(t *testing.T) {
	var s sent
	var seen []preflight.Report
	tr := transport.New(script(&s, resp(ok())), transport.Options{Mode: transport.Observe,
		OnFindings: func(op *operation.Operation, r preflight.Report) { seen = append(seen, r) }})
	res, err := tr.RoundTrip(post(t, payoutURL, []byte(`{}`), ""))
	if err != nil || res.StatusCode != 200 {
		t.Fatalf("%v %v", res, err)
	}
	if s.n() != 1 || s.body[0] != `{}` {
		t.Errorf("sent %d, body %q", s.n(), s.body)
	}
	if len(seen) != 1 || seen[0].Valid {
		t.Errorf("findings %+v", seen)
	}
	if r, ok := transport.ReportOf(res); !ok || r.Valid {
		t.Error("the report is not attached to the sent response")
	}
}

func TestAValidRequestIsSentWithItsBodyRestored(t *testing.T) {
	var s sent
	tr := transport.New(script(&s, resp(ok())), transport.Options{})
	res, err := tr.RoundTrip(post(t, payoutURL, payout, "k1"))
	if err != nil || res.StatusCode != 200 {
		t.Fatalf("%v %v", res, err)
	}
	if s.n() != 1 || s.body[0] != string(payout) {
		t.Fatalf("sent %d", s.n())
	}
	r := s.reqs[0]
	if r.GetBody == nil || r.ContentLength != int64(len(payout)) {
		t.Errorf("GetBody %v, length %d", r.GetBody != nil, r.ContentLength)
	}
	if b, _ := r.GetBody(); b != nil {
		if again, _ := io.ReadAll(b); string(again) != string(payout) {
			t.Error("GetBody gives another body")
		}
	}
	if rep, ok := transport.ReportOf(res); !ok || !rep.Valid {
		t.Errorf("report %+v", rep)
	}
	if _, ok := transport.ResultOf(res); ok {
		t.Error("a 2xx answer has a classification")
	}
}

// TestACompressedBodyIsSentUnchecked: a body with a Content-Encoding is not JSON to the check,
// and whether the platform takes compressed bodies is not shown; refusing it as the operation's
// "invalid request" would be an error the specification does not state, so it is sent as it
// came, unchecked, and the ledger is not asked.
func TestACompressedBodyIsSentUnchecked(t *testing.T) {
	var gz bytes.Buffer
	w := gzip.NewWriter(&gz)
	w.Write(payout)
	w.Close()
	var s sent
	tr := transport.New(script(&s, resp(ok())), transport.Options{Ledger: transport.NewMemoryLedger(10, time.Now)})
	for _, enc := range []string{"gzip", "GZIP", "br, gzip"} {
		r := post(t, payoutURL, gz.Bytes(), "one-key")
		r.Header.Set("Content-Encoding", enc)
		res, err := tr.RoundTrip(r)
		if err != nil {
			t.Fatal(err)
		}
		if res.StatusCode != 200 || res.Header.Get(transport.HeaderRefused) != "" {
			t.Errorf("Content-Encoding %s: answered %d, refused %q", enc, res.StatusCode, res.Header.Get(transport.HeaderRefused))
		}
		if _, checked := transport.ReportOf(res); checked {
			t.Errorf("Content-Encoding %s: the body was checked", enc)
		}
	}
	if s.n() != 3 || s.body[0] != gz.String() {
		t.Errorf("sent %d, the body as it came: %v", s.n(), s.n() > 0 && s.body[0] == gz.String())
	}
	r := post(t, payoutURL, payout, "k-identity")
	r.Header.Set("Content-Encoding", "identity")
	res, err := tr.RoundTrip(r)
	if err != nil || res.StatusCode != 200 {
		t.Fatalf("identity: %v %v", res, err)
	}
	if _, checked := transport.ReportOf(res); !checked {
		t.Error("Content-Encoding identity: the body was not checked")
	}
}

func TestUnmatchedRequestsPassThroughUntouched(t *testing.T) {
	cases := []struct{ name, method, url string }{
		{"another host's path", "GET", "https://api.example/health"},
		{"a method the path does not take", "DELETE", payoutURL},
		{"outside the base path", "POST", "https://api.example/other/v1/payouts"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			body := io.NopCloser(strings.NewReader("not json"))
			r, _ := http.NewRequest(c.method, c.url, nil)
			r.Body = body
			var got *http.Request
			tr := transport.New(rtFunc(func(in *http.Request) (*http.Response, error) { got = in; return ok(), nil }), transport.Options{BasePath: map[bool]string{true: "/gw"}[strings.Contains(c.url, "/other/")]})
			res, err := tr.RoundTrip(r)
			if err != nil || got != r || r.Body != body {
				t.Fatalf("the request was changed or not sent: %v", err)
			}
			if _, ok := transport.ReportOf(res); ok {
				t.Error("an unchecked response has a report")
			}
		})
	}
}

func TestFactsErrorsStopTheRequest(t *testing.T) {
	var s sent
	boom := errors.New("facts store down")
	tr := transport.New(script(&s, resp(ok())), transport.Options{Facts: func(context.Context, *operation.Operation, *http.Request) (*preflight.Facts, error) {
		return nil, boom
	}})
	if _, err := tr.RoundTrip(post(t, payoutURL, payout, "")); !errors.Is(err, boom) || s.n() != 0 {
		t.Errorf("err %v, sent %d", err, s.n())
	}
}

func TestRetriesByAction(t *testing.T) {
	cases := []struct {
		name    string
		answers []func() (*http.Response, error)
		key     string
		refresh bool
		sends   int
		status  int
		action  string
	}{
		{"LATER is retried until success", []func() (*http.Response, error){resp(platform(errcatalog.ServerInternalError)), resp(platform(errcatalog.PayoutCreateFailedRetry)), resp(ok())}, "k", false, 3, 200, ""},
		{"LATER gives up after Max retries", []func() (*http.Response, error){resp(platform(errcatalog.ServerInternalError))}, "k", false, 4, 500, "LATER"},
		{"AUTH is retried once after the refresh", []func() (*http.Response, error){resp(platform(errcatalog.FiatLoginExpired)), resp(ok())}, "k", true, 2, 200, ""},
		{"AUTH is retried only once", []func() (*http.Response, error){resp(platform(errcatalog.FiatLoginExpired))}, "k", true, 2, 400, "AUTH"},
		{"AUTH without a refresh hook is not retried", []func() (*http.Response, error){resp(platform(errcatalog.FiatLoginExpired))}, "k", false, 1, 400, "AUTH"},
		{"FIX is never retried", []func() (*http.Response, error){resp(platform(errcatalog.PayoutAmountInvalid))}, "k", true, 1, 400, "FIX"},
		{"DUP is never retried", []func() (*http.Response, error){resp(platform(errcatalog.FiatIdempotencyPayloadMismatch))}, "k", true, 1, 400, "DUP"},
		{"RES is never retried", []func() (*http.Response, error){resp(answer(404, []byte(`{"code":404,"message":"not here"}`)))}, "k", true, 1, 404, "RES"},
		{"a 429 without a body is LATER", []func() (*http.Response, error){resp(answer(429, nil)), resp(ok())}, "k", false, 2, 200, ""},
		{"a network error of a keyed POST is retried", []func() (*http.Response, error){func() (*http.Response, error) { return nil, errors.New("connection reset") }, resp(ok())}, "k", false, 2, 200, ""},
		{"a network error of a POST without a key is not retried", []func() (*http.Response, error){func() (*http.Response, error) { return nil, errors.New("connection reset") }, resp(ok())}, "", false, 1, 0, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var s sent
			var w waits
			refreshes := 0
			o := transport.Options{}
			if c.refresh {
				o.RefreshAuth = func(_ context.Context, r *http.Request) error {
					refreshes++
					r.Header.Set("Authorization", "Bearer fresh")
					return nil
				}
			}
			tr := transport.New(script(&s, c.answers...), fast(&w, o))
			res, err := tr.RoundTrip(post(t, payoutURL, payout, c.key))
			if s.n() != c.sends {
				t.Errorf("sent %d times, want %d", s.n(), c.sends)
			}
			for i, b := range s.body {
				if b != string(payout) || s.reqs[i].Header.Get("Idempotency-Key") != c.key {
					t.Errorf("send %d changed the body or the key", i)
				}
			}
			if c.status == 0 {
				if err == nil {
					t.Error("no error")
				}
				return
			}
			if err != nil || res.StatusCode != c.status {
				t.Fatalf("%v %v", res, err)
			}
			if c.action != "" {
				if r, ok := transport.ResultOf(res); !ok || r.Action != c.action {
					t.Errorf("result %+v", r)
				}
			}
			if c.refresh && c.sends > 1 && (refreshes != 1 || s.reqs[1].Header.Get("Authorization") != "Bearer fresh") {
				t.Errorf("refreshes %d, retry's credentials %q", refreshes, s.reqs[1].Header.Get("Authorization"))
			}
		})
	}
}

func TestRetryWaitsFullJitterCappedAndHonoursRetryAfter(t *testing.T) {
	var s sent
	var w waits
	later := func(h ...string) func() (*http.Response, error) {
		return func() (*http.Response, error) {
			r := platform(errcatalog.ServerInternalError)
			for i := 0; i+1 < len(h); i += 2 {
				r.Header.Set(h[i], h[i+1])
			}
			return r, nil
		}
	}
	now := time.Date(2026, 11, 23, 10, 0, 0, 0, time.UTC)
	o := fast(&w, transport.Options{Retry: transport.Retry{Max: 4, Base: 100 * time.Millisecond, Cap: 300 * time.Millisecond}})
	tr := transport.New(script(&s, later(), later("Retry-After", "2"), later(), later("Retry-After", now.Add(3*time.Second).Format(http.TimeFormat)), resp(ok())), o)
	if _, err := tr.RoundTrip(post(t, payoutURL, payout, "k")); err != nil {
		t.Fatal(err)
	}
	want := []time.Duration{100 * time.Millisecond, 2 * time.Second, 300 * time.Millisecond, 3 * time.Second}
	if len(w.d) != len(want) {
		t.Fatalf("waits %v, want %v", w.d, want)
	}
	for i := range want {
		if w.d[i] != want[i] {
			t.Errorf("wait %d: %v, want %v", i, w.d[i], want[i])
		}
	}
}

func TestRetryStopsAtTheContextDeadline(t *testing.T) {
	var s sent
	var w waits
	o := fast(&w, transport.Options{})
	o.Now = time.Now
	tr := transport.New(script(&s, resp(platform(errcatalog.ServerInternalError))), o)
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	res, err := tr.RoundTrip(post(t, payoutURL, payout, "k").WithContext(ctx))
	if err != nil || res.StatusCode != 500 || s.n() != 1 || len(w.d) != 0 {
		t.Errorf("sent %d, waited %v: a wait past the deadline was made", s.n(), w.d)
	}
}

// TestRetryAfterDecidesWhetherToRetry: every form RFC 9110 allows is read, a delay too long to
// represent is longer than any cap (never absent), a delay past Retry.MaxWait or the context's
// deadline returns the answer with its operator report, and a malformed header leaves the
// transport's own backoff. The base answers LATER every time; Retry.Max is 3, so a request
// retried to the end is sent 4 times.
func TestRetryAfterDecidesWhetherToRetry(t *testing.T) {
	now := time.Now().UTC().Truncate(time.Second) // a deadline must lie ahead of the real clock
	backoff := []time.Duration{250 * time.Millisecond, 500 * time.Millisecond, time.Second}
	each := func(d time.Duration) []time.Duration { return []time.Duration{d, d, d} }
	cases := []struct {
		name, header string
		deadline     time.Duration // from now; 0: none
		maxWait      time.Duration // 0: the default, 30s
		sends        int
		waits        []time.Duration
	}{
		{"delay-seconds", "2", 0, 0, 4, each(2 * time.Second)},
		{"delay-seconds with leading zeros", "0007", 0, 0, 4, each(7 * time.Second)},
		{"a huge delay-seconds", "999999999999999", 0, 0, 1, nil},
		{"more digits than an int64 holds", "99999999999999999999999999", 0, 0, 1, nil},
		{"one hour", "3600", 0, 0, 1, nil},
		{"one second above the cap", "31", 0, 0, 1, nil},
		{"exactly the cap", "30", 0, 0, 4, each(30 * time.Second)},
		{"a larger cap", "3600", 0, 2 * time.Hour, 4, each(time.Hour)},
		{"negative: malformed, the backoff", "-5", 0, 0, 4, backoff},
		{"a sign: malformed, the backoff", "+5", 0, 0, 4, backoff},
		{"a fraction: malformed, the backoff", "1.5", 0, 0, 4, backoff},
		{"garbage: malformed, the backoff", "soon", 0, 0, 4, backoff},
		{"zero: the backoff", "0", 0, 0, 4, backoff},
		{"an HTTP-date in the past: the backoff", now.Add(-time.Hour).Format(http.TimeFormat), 0, 0, 4, backoff},
		{"an HTTP-date 10s ahead", now.Add(10 * time.Second).Format(http.TimeFormat), 0, 0, 4, each(10 * time.Second)},
		{"an RFC 850 date 20s ahead", now.Add(20 * time.Second).Format(time.RFC850), 0, 0, 4, each(20 * time.Second)},
		{"an asctime date 20s ahead", now.Add(20 * time.Second).Format(time.ANSIC), 0, 0, 4, each(20 * time.Second)},
		{"an HTTP-date a year ahead", now.AddDate(1, 0, 0).Format(http.TimeFormat), 0, 0, 1, nil},
		{"an HTTP-date in year 9999", "Fri, 31 Dec 9999 23:59:59 GMT", 0, 0, 1, nil},
		{"a deadline shorter than the delay", "7200", time.Hour, 3 * time.Hour, 1, nil},
		{"a deadline longer than the delays", "600", time.Hour, 3 * time.Hour, 4, each(10 * time.Minute)},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var s sent
			var w waits
			r := platform(errcatalog.ServerInternalError)
			r.Header.Set("Retry-After", c.header)
			reports := 0
			o := fast(&w, transport.Options{
				Retry:            transport.Retry{MaxWait: c.maxWait},
				OnOperatorReport: func(*operation.Operation, classify.OperatorReport) { reports++ },
			})
			o.Now = func() time.Time { return now }
			tr := transport.New(script(&s, resp(r)), o)
			ctx := context.Background()
			if c.deadline > 0 {
				var cancel context.CancelFunc
				ctx, cancel = context.WithDeadline(ctx, now.Add(c.deadline))
				defer cancel()
			}
			res, err := tr.RoundTrip(post(t, payoutURL, payout, "k").WithContext(ctx))
			if err != nil || res.StatusCode != 500 {
				t.Fatalf("%v %v", res, err)
			}
			if s.n() != c.sends || reports != 1 {
				t.Errorf("sent %d times with %d operator reports, want %d and 1", s.n(), reports, c.sends)
			}
			if fmt.Sprint(w.d) != fmt.Sprint(c.waits) {
				t.Errorf("waited %v, want %v", w.d, c.waits)
			}
		})
	}
}

func TestAPersistingLATERGivesARedactedOperatorReport(t *testing.T) {
	var s sent
	var w waits
	var reports []classify.OperatorReport
	body := `{"code":"","message":"An internal error occurred, please try again","card":"4111 1111 1111 1111","auth":"Bearer sk_live_abcdefghijklmnop"}`
	tr := transport.New(script(&s, resp(answer(500, []byte(body), "X-Response-Id", "r-77"))), fast(&w, transport.Options{
		OnOperatorReport: func(op *operation.Operation, r classify.OperatorReport) { reports = append(reports, r) },
	}))
	if _, err := tr.RoundTrip(post(t, payoutURL, payout, "k")); err != nil {
		t.Fatal(err)
	}
	if len(reports) != 1 {
		t.Fatalf("%d operator reports", len(reports))
	}
	r := reports[0]
	if r.Method != "POST" || r.Path != "/v1/payouts" || r.ResponseID != "r-77" || r.HTTPStatus != 500 || r.RequestTime != "2026-11-23T10:00:00Z" {
		t.Errorf("report %+v", r)
	}
	for _, secret := range []string{"4111 1111 1111 1111", "4111111111111111", "sk_live_abcdefghijklmnop", "sk_live_secret_token_123456"} {
		if strings.Contains(r.Response, secret) || strings.Contains(r.Path, secret) {
			t.Errorf("the operator report carries %q: %s", secret, r.Response)
		}
	}
}

func TestIdempotencyLedgerRefusesAKeyReusedWithAnotherPayload(t *testing.T) {
	cases := []struct {
		name        string
		first       *http.Request
		second      *http.Request
		refusedWith errcatalog.ID // 0: sent
	}{
		{"the same payload is sent again", post(t, payoutURL, payout, "k"), post(t, payoutURL, payout, "k"), 0},
		{"another payload to create-payout: the fiat payout mismatch row", post(t, payoutURL, payout, "k"), post(t, payoutURL, changed("reference", "INV-2026-0043"), "k"), errcatalog.FiatIdempotencyPayloadMismatch},
		{"another key is fresh", post(t, payoutURL, payout, "k"), post(t, payoutURL, changed("reference", "INV-2026-0043"), "k2"), 0},
		{"another endpoint: endpoint mismatch", post(t, payoutURL, payout, "k"), post(t, "https://api.example/v1/beneficiaries/b_1/delete", nil, "k"), errcatalog.IdempotencyEndpointMismatch},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var s sent
			tr := transport.New(script(&s, resp(ok())), transport.Options{})
			if res, err := tr.RoundTrip(c.first); err != nil || res.StatusCode != 200 {
				t.Fatalf("first: %v %v", res, err)
			}
			res, err := tr.RoundTrip(c.second)
			if err != nil {
				t.Fatal(err)
			}
			if c.refusedWith == 0 {
				if res.StatusCode != 200 || s.n() != 2 {
					t.Errorf("second not sent: %d, %d sends", res.StatusCode, s.n())
				}
				return
			}
			if s.n() != 1 || res.Header.Get(transport.HeaderRefused) != c.refusedWith.Key() || readAll(t, res) != string(classify.Body(c.refusedWith)) {
				t.Errorf("sent %d, refused %q", s.n(), res.Header.Get(transport.HeaderRefused))
			}
		})
	}
}

func TestTheMismatchEntryIsTheOperationsOwn(t *testing.T) {
	cases := []struct {
		url, body, other string
		want             errcatalog.ID
	}{
		{"https://api.example/v1/transfer", `{"source_account_id":"a","target_account_id":"b","reason":"r","currency":"USD","amount":"1"}`, `{"source_account_id":"a","target_account_id":"b","reason":"r","currency":"USD","amount":"2"}`, errcatalog.TransferIdempotencyPayloadMismatch},
		{"https://api.example/v1/ramp/conversion/quote", `{"sell_currency":"USDT","buy_currency":"USD","amount":"10"}`, `{"sell_currency":"USDT","buy_currency":"USD","amount":"11"}`, errcatalog.IdempotencyPayloadMismatch},
	}
	for _, c := range cases {
		t.Run(c.want.Key(), func(t *testing.T) {
			var s sent
			var findings []preflight.Report
			tr := transport.New(script(&s, resp(ok())), transport.Options{Mode: transport.Observe,
				Ledger:     transport.NewMemoryLedger(10, nil),
				OnFindings: func(_ *operation.Operation, r preflight.Report) { findings = append(findings, r) }})
			tr.RoundTrip(post(t, c.url, []byte(c.body), "k"))
			findings = nil
			res, err := tr.RoundTrip(post(t, c.url, []byte(c.other), "k"))
			if err != nil || s.n() != 2 || res.Header.Get(transport.HeaderRefused) != "" {
				t.Fatalf("observe mode did not send: %v, %d sends", err, s.n())
			}
			if len(findings) != 1 || findings[0].Errors[0].ID != c.want.Key() {
				t.Errorf("findings %+v", findings)
			}
		})
	}
}

func TestRetriesAfterARefreshKeepTheRefreshedCredentials(t *testing.T) {
	var s sent
	var w waits
	tr := transport.New(script(&s, resp(platform(errcatalog.FiatLoginExpired)), resp(platform(errcatalog.ServerInternalError)), resp(ok())), fast(&w, transport.Options{
		RefreshAuth: func(_ context.Context, r *http.Request) error {
			r.Header.Set("Authorization", "Bearer fresh")
			return nil
		},
	}))
	res, err := tr.RoundTrip(post(t, payoutURL, payout, "k"))
	if err != nil || res.StatusCode != 200 || s.n() != 3 {
		t.Fatalf("%v %v, %d sends", res, err, s.n())
	}
	for i, want := range []string{"Bearer sk_live_secret_token_123456", "Bearer fresh", "Bearer fresh"} {
		if got := s.reqs[i].Header.Get("Authorization"); got != want || s.body[i] != string(payout) {
			t.Errorf("send %d: %q, want %q", i, got, want)
		}
	}
}

func TestTheCallersRequestIsNotModified(t *testing.T) {
	for _, body := range [][]byte{payout, append(append([]byte(`{"reference":"`), bytes.Repeat([]byte("x"), 1<<20)...), `"}`...)} {
		var s sent
		tr := transport.New(script(&s, resp(platform(errcatalog.FiatLoginExpired)), resp(ok())), transport.Options{
			Mode: transport.Observe, // the body over 1 MiB is sent, from GetBody each time
			RefreshAuth: func(_ context.Context, r *http.Request) error {
				r.Header.Set("Authorization", "Bearer fresh")
				return nil
			},
		})
		r := post(t, payoutURL, body, "k")
		orig := r.Body
		if _, err := tr.RoundTrip(r); err != nil {
			t.Fatal(err)
		}
		if r.Body != orig || r.Header.Get("Authorization") != "Bearer sk_live_secret_token_123456" {
			t.Errorf("%d-byte body: the caller's request was changed", len(body))
		}
		if s.n() != 2 || s.body[len(s.body)-1] != string(body) {
			t.Errorf("%d-byte body not sent whole", len(body))
		}
	}
}

func TestConcurrentRequestsShareOneTransport(t *testing.T) {
	var s sent
	tr := transport.New(script(&s, resp(ok())), transport.Options{})
	done := make(chan error, 16)
	for i := range 16 {
		go func() {
			key := "k" + string(rune('a'+i))
			res, err := tr.RoundTrip(post(t, payoutURL, payout, key))
			if err == nil && res.StatusCode != 200 {
				err = errors.New(res.Status)
			}
			done <- err
		}()
	}
	for range 16 {
		if err := <-done; err != nil {
			t.Error(err)
		}
	}
	if s.n() != 16 {
		t.Errorf("%d sends", s.n())
	}
}
