package transport

import (
	"errors"
	"io"
	"math"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/iotest"
	"time"

	preflight "github.com/preflightpay/preflight"
	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/classify"
	"github.com/preflightpay/preflight/internal/door/httpdoor"
	"github.com/preflightpay/preflight/internal/operation"
)

func TestRefusedAnswersExactlyAsThePlatformInEachFormat(t *testing.T) {
	cases := []struct {
		name   string
		id     errcatalog.ID
		params []string
		status int
		body   string
	}{
		{"legacy: a number code, no type", errcatalog.PayoutAmountInvalid, nil, 400, `{"code":400,"message":"amount invalid"}`},
		{"typed: type, code and message", errcatalog.RampTransferInvalidParameter, nil, 400, `{"type":"invalid_request_error","code":"invalid_parameter","message":"parameter is invalid"}`},
		{"envelope: HTTP 500, empty code", errcatalog.ServerInternalError, nil, 500, `{"code":"","message":"An internal error occurred, please try again"}`},
	}
	tr := New(nil, Options{})
	op := operation.Must(operation.FiatCreatePayout)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			req := httptest.NewRequest("POST", "https://api.example/v1/payouts", nil)
			resp := tr.refused(op, req, c.id.Key(), httpdoor.AnswerFor(preflight.Issue{Entry: c.id, Params: c.params}), nil)
			body, _ := io.ReadAll(resp.Body)
			if resp.StatusCode != c.status || string(body) != c.body || string(body) != string(classify.Body(c.id, c.params...)) {
				t.Errorf("got %d %s, want %d %s", resp.StatusCode, body, c.status, c.body)
			}
			if resp.Header.Get(HeaderRefused) != c.id.Key() || resp.Header.Get("Content-Type") != "application/json" {
				t.Errorf("headers %v", resp.Header)
			}
			if resp.ContentLength != int64(len(body)) || resp.Request == nil {
				t.Errorf("content length %d, request %v", resp.ContentLength, resp.Request)
			}
			if res, ok := ResultOf(resp); !ok || res.ID != c.id.Key() {
				t.Errorf("the refused answer classifies as %+v", res)
			}
		})
	}
}

func TestBackoffDoublesUpToTheCap(t *testing.T) {
	cases := []struct {
		n    int
		want time.Duration
	}{{1, 100 * time.Millisecond}, {2, 200 * time.Millisecond}, {3, 400 * time.Millisecond}, {4, 800 * time.Millisecond}, {5, time.Second}, {60, time.Second}}
	for _, c := range cases {
		if got := Backoff(c.n, 100*time.Millisecond, time.Second); got != c.want {
			t.Errorf("Backoff(%d) = %v, want %v", c.n, got, c.want)
		}
	}
}

func TestRetryAfterReadsSecondsAndHTTPDates(t *testing.T) {
	now := time.Date(2026, 11, 23, 10, 0, 0, 0, time.UTC)
	cases := []struct {
		name, h string
		want    time.Duration
		ok      bool
	}{
		{"seconds", "7", 7 * time.Second, true},
		{"seconds with spaces", " 2 ", 2 * time.Second, true},
		{"an HTTP date", now.Add(90 * time.Second).Format(http.TimeFormat), 90 * time.Second, true},
		{"a date in the past is no wait", now.Add(-time.Hour).Format(http.TimeFormat), 0, true},
		{"absent", "", 0, false},
		{"negative", "-1", 0, false},
		{"garbage", "soon", 0, false},
		{"a sign", "+5", 0, false},
		{"a fraction", "1.5", 0, false},
		{"the longest representable", "9223372036", 9223372036 * time.Second, true},
		{"one more saturates", "9223372037", math.MaxInt64, true},
		{"fifteen digits saturate", "999999999999999", math.MaxInt64, true},
		{"more digits than an int64 saturate", "99999999999999999999", math.MaxInt64, true},
		{"a date centuries ahead saturates", "Fri, 31 Dec 9999 23:59:59 GMT", math.MaxInt64, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, ok := retryAfter(c.h, now)
			if got != c.want || ok != c.ok {
				t.Errorf("retryAfter(%q) = %v %v, want %v %v", c.h, got, ok, c.want, c.ok)
			}
		})
	}
}

func TestPlatformPathStripsTheBase(t *testing.T) {
	cases := []struct {
		name, base, path, want string
		ok                     bool
	}{
		{"default: everything before /v1/", "", "/gateway/v1/payouts", "/v1/payouts", true},
		{"default: the path itself", "", "/v1/payouts", "/v1/payouts", true},
		{"default: no /v1/", "", "/payouts", "", false},
		{"a base path", "/gw", "/gw/v1/payouts", "/v1/payouts", true},
		{"a base path with a trailing slash", "/gw/", "/gw/v1/payouts", "/v1/payouts", true},
		{"outside the base path", "/gw", "/other/v1/payouts", "", false},
		{"a base path that is only a prefix of a segment", "/gw", "/gwx/v1/payouts", "", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tr := New(nil, Options{BasePath: c.base})
			got, ok := tr.platformPath(c.path)
			if got != c.want || ok != c.ok {
				t.Errorf("platformPath(%q) = %q %v", c.path, got, ok)
			}
		})
	}
}

// readAtMost reads what io.ReadAll(io.LimitReader(r, most)) reads, whatever the declared length
// says: right, short, long, unknown, beyond what it trusts; through a reader that gives a few
// bytes at a time, and one that fails.
func TestReadAtMostReadsWhatReadAllReads(t *testing.T) {
	const most = 100
	for _, size := range []int{0, 1, 10, 99, 100, 101, 1000} {
		body := strings.Repeat("x", size)
		for _, length := range []int64{-1, 0, int64(size), int64(size) - 1, int64(size) + 5, most, sizeHintMost + 1, math.MaxInt64} {
			for _, slow := range []bool{false, true} {
				open := func() io.Reader {
					if slow {
						return iotest.HalfReader(strings.NewReader(body))
					}
					return strings.NewReader(body)
				}
				want, _ := io.ReadAll(io.LimitReader(open(), most))
				got, err := readAtMost(open(), most, length)
				if err != nil || string(got) != string(want) {
					t.Fatalf("size %d, declared %d, slow %v: %d bytes, %v; want %d bytes", size, length, slow, len(got), err, len(want))
				}
			}
		}
	}
	broken := errors.New("connection reset")
	got, err := readAtMost(io.MultiReader(strings.NewReader("abc"), iotest.ErrReader(broken)), most, 10)
	if !errors.Is(err, broken) || string(got) != "abc" {
		t.Errorf("a failing body: %q, %v; want \"abc\" and its error", got, err)
	}
}
