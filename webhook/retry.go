package webhook

import "time"

// The platform's retry limits: retry n comes 5^n seconds after the previous
// failure, at most MaxRetries retries within RetryWindow.
const (
	MaxRetries  = 7
	RetryWindow = 24 * time.Hour
	retryBase   = 5
)

// RetryDelay is the wait before retry n (n >= 1) after the previous failure:
// 5^n seconds. It is 0 for n < 1 or n > MaxRetries.
func RetryDelay(n int) time.Duration {
	if n < 1 || n > MaxRetries {
		return 0
	}
	d := time.Second
	for range n {
		d *= retryBase
	}
	return d
}

// RetrySchedule gives the offsets of the retries from the first failure,
// when every attempt fails at once, that both limits allow: 5 s, 30 s,
// 2 m 35 s, 13 m, 1 h 5 m 5 s, 5 h 25 m 30 s. The seventh retry would come
// 97 655 s (27 h 7 m 35 s) after the first failure, past the 24-hour window,
// so the two limits together allow six retries, seven attempts in all.
// Time spent on each failing attempt (the sender's time-out) pushes every
// later retry back, so a slow endpoint may see fewer.
func RetrySchedule() []time.Duration {
	var out []time.Duration
	var at time.Duration
	for n := 1; n <= MaxRetries; n++ {
		at += RetryDelay(n)
		if at > RetryWindow {
			break
		}
		out = append(out, at)
	}
	return out
}

// FullRetrySpan is when the seventh retry would come if the sender honoured
// "7 retries" and not the 24-hour window: the sum of 5^1..5^7 seconds,
// 97 655 s. DefaultDedupTTL covers it, so deduplication holds under either
// reading of the limits.
const FullRetrySpan = (5 + 25 + 125 + 625 + 3125 + 15625 + 78125) * time.Second

// DefaultDedupTTL is how long an event_id stays claimed: longer than
// FullRetrySpan plus the sender's time-outs on eight attempts, so a
// redelivery is recognised however late the schedule lets it come.
const DefaultDedupTTL = 48 * time.Hour
