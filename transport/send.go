package transport

import (
	"bytes"
	"context"
	"io"
	"math"
	"math/rand/v2"
	"net/http"
	"strings"
	"time"

	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/classify"
	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/operation"
	"github.com/preflightpay/preflight/internal/redact"
)

// send sends the request, classifies an error answer and acts on its action: LATER (and a
// network error of an idempotent request) is retried with backoff, AUTH is retried once after
// RefreshAuth, every other action is returned at once. A body that can be sent only once is
// never retried.
func (t *Transport) send(ctx context.Context, op *operation.Operation, req *http.Request, pl *payload, p *prepared) (*http.Response, error) {
	a := &attachment{}
	if p != nil {
		a.report = &p.report
	}
	idempotent := req.Method == http.MethodGet || req.Method == http.MethodHead || req.Header.Get(t.header) != ""
	replay := pl.replayable()
	refreshed := false
	retries := 0
	src := req // the request each attempt copies: after RefreshAuth, the refreshed copy
	next, err := t.attempt(ctx, src, pl)
	if err != nil {
		return nil, err
	}
	for {
		r := next
		sentAt := t.opts.Now()
		resp, err := t.base.RoundTrip(r)
		if err != nil {
			if ctx.Err() != nil || !idempotent || !replay || retries >= t.opts.Retry.Max || !t.wait(ctx, t.backoff(retries+1)) {
				return nil, err
			}
			retries++
			if next, err = t.attempt(ctx, src, pl); err != nil {
				return nil, err
			}
			continue
		}
		if resp.StatusCode/100 == 2 {
			attach(resp, req, a)
			return resp, nil
		}
		raw := bufferResponse(resp)
		res := classify.Classify(classify.Request{
			Operation: string(op.Name), Method: req.Method, Path: redact.Text(t.opPath(req)),
			HTTPStatus: resp.StatusCode, Body: raw,
			ResponseID: resp.Header.Get("X-Response-Id"), RequestTime: sentAt.UTC().Format(time.RFC3339Nano),
		})
		switch res.Action {
		case errcatalog.Later.String():
			if replay && retries < t.opts.Retry.Max {
				d := t.backoff(retries + 1)
				if ra, ok := retryAfter(resp.Header.Get("Retry-After"), t.opts.Now()); ok && ra > d {
					d = ra
				}
				if d <= t.opts.Retry.MaxWait && t.wait(ctx, d) {
					discard(resp)
					retries++
					if next, err = t.attempt(ctx, src, pl); err != nil {
						return nil, err
					}
					continue
				}
			}
			if res.OperatorReport != nil && t.opts.OnOperatorReport != nil {
				t.opts.OnOperatorReport(op, *res.OperatorReport)
			}
		case errcatalog.Auth.String():
			if replay && !refreshed && t.opts.RefreshAuth != nil {
				refreshed = true
				retry, err := t.attempt(ctx, src, pl)
				if err != nil {
					discard(resp)
					return nil, err
				}
				retry = retry.Clone(ctx) // headers and URL of its own, for the hook to change
				ok := t.opts.RefreshAuth(ctx, retry) == nil
				if retry.Body != nil {
					retry.Body.Close() // the hook's copy; the next attempt has a body of its own
				}
				if ok {
					discard(resp)
					src = retry
					if next, err = t.attempt(ctx, retry, pl); err != nil {
						return nil, err
					}
					continue
				}
			}
		}
		a.result = &res
		attach(resp, req, a)
		return resp, nil
	}
}

// attempt is one sending of req: a copy with the same headers (so the same idempotency key) and
// the same body, which GetBody can give again (but for a body sent once). The copy shares req's
// header map and URL, which a RoundTripper only reads: copying them for every request was a
// fifth of the transport's allocations.
func (t *Transport) attempt(ctx context.Context, req *http.Request, pl *payload) (*http.Request, error) {
	r := req.WithContext(ctx)
	switch {
	case req.Body == nil:
	case pl.get != nil: // over the limit; the request's own length
		b, err := pl.get()
		if err != nil {
			return nil, err
		}
		r.Body, r.GetBody = b, pl.get
	case pl.over:
		r.Body, r.GetBody, pl.once = pl.once, nil, nil
	case len(pl.head) == 0:
		r.Body, r.GetBody, r.ContentLength = http.NoBody, func() (io.ReadCloser, error) { return http.NoBody, nil }, 0
	default:
		body := pl.head
		r.Body = io.NopCloser(bytes.NewReader(body))
		r.GetBody = func() (io.ReadCloser, error) { return io.NopCloser(bytes.NewReader(body)), nil }
		r.ContentLength = int64(len(body))
	}
	return r, nil
}

// bufferResponse reads an error response's body for classification, within the input size
// limit, and puts the bytes back in front of what was not read.
func bufferResponse(resp *http.Response) []byte {
	if resp.Body == nil {
		return nil
	}
	raw, _ := io.ReadAll(io.LimitReader(resp.Body, int64(input.DefaultLimits().MaxBytes)))
	orig := resp.Body
	resp.Body = readCloser{io.MultiReader(bytes.NewReader(raw), orig), orig}
	return raw
}

// discard drains a little of a response that will not be returned and closes it, so that its
// connection can be reused.
func discard(resp *http.Response) {
	if resp.Body != nil {
		io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
		resp.Body.Close()
	}
}

// backoff is the wait before retry n (n >= 1): full jitter over min(Cap, Base·2^(n-1)).
func (t *Transport) backoff(n int) time.Duration {
	return t.opts.Jitter(Backoff(n, t.opts.Retry.Base, t.opts.Retry.Cap))
}

// Backoff is the ceiling of the wait before retry n (n >= 1): Base·2^(n-1), at most Cap. The
// transport waits a random duration between zero and it ("full jitter").
func Backoff(n int, base, cap time.Duration) time.Duration {
	d := base
	for i := 1; i < n && d < cap; i++ {
		d *= 2
	}
	return min(d, cap)
}

// wait sleeps d unless the context's deadline comes first; it reports whether to retry.
func (t *Transport) wait(ctx context.Context, d time.Duration) bool {
	if deadline, ok := ctx.Deadline(); ok && t.opts.Now().Add(d).After(deadline) {
		return false
	}
	return t.opts.Sleep(ctx, d) == nil
}

// retryAfter reads a Retry-After header (RFC 9110, section 10.2.3): delay-seconds, or an
// HTTP-date in any of the three forms a recipient must accept, relative to now. A delay too long
// for a time.Duration is the longest one, so that it is beyond every cap and deadline: "do not
// retry now", never "retry at once". ok is false for an absent or malformed header (a sign, a
// fraction, any other text): the transport's own backoff applies.
func retryAfter(h string, now time.Time) (d time.Duration, ok bool) {
	h = strings.Trim(h, " \t")
	if h == "" {
		return 0, false
	}
	if d, ok := delaySeconds(h); ok {
		return d, true
	}
	at, err := http.ParseTime(h)
	if err != nil {
		return 0, false
	}
	return max(at.Sub(now), 0), true // Sub saturates for a date centuries away
}

// delaySeconds reads 1*DIGIT of any length, saturating at the longest time.Duration.
func delaySeconds(s string) (time.Duration, bool) {
	const most = math.MaxInt64 / int64(time.Second)
	var n int64
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < '0' || c > '9' {
			return 0, false
		}
		if n <= most {
			n = n*10 + int64(c-'0') // at most most*10+9: no overflow
		}
	}
	if n > most {
		return math.MaxInt64, true
	}
	return time.Duration(n) * time.Second, true
}

func sleep(ctx context.Context, d time.Duration) error {
	tm := time.NewTimer(d)
	defer tm.Stop()
	select {
	case <-tm.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

func jitter(max time.Duration) time.Duration {
	if max <= 0 {
		return 0
	}
	return time.Duration(rand.Int64N(int64(max) + 1))
}
