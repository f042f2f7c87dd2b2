package webhook

import (
	"testing"
	"time"
)

func TestRetryDelayIsFivePowN(t *testing.T) {
	want := []time.Duration{0, 5, 25, 125, 625, 3125, 15625, 78125, 0}
	for n, w := range want {
		if got := RetryDelay(n); got != w*time.Second {
			t.Errorf("RetryDelay(%d) = %v, want %v", n, got, w*time.Second)
		}
	}
}

// Seven retries at 5^n seconds add up to 97 655 s, past 24 hours: the two
// limits together allow six.
func TestRetryScheduleWithinBothLimits(t *testing.T) {
	want := []time.Duration{5, 30, 155, 780, 3905, 19530}
	got := RetrySchedule()
	if len(got) != len(want) {
		t.Fatalf("RetrySchedule = %v, want %d retries", got, len(want))
	}
	for i := range want {
		if got[i] != want[i]*time.Second {
			t.Errorf("retry %d at %v, want %v", i+1, got[i], want[i]*time.Second)
		}
	}
	var sum time.Duration
	for n := 1; n <= MaxRetries; n++ {
		sum += RetryDelay(n)
	}
	if sum != FullRetrySpan || FullRetrySpan.Seconds() != 97655 || sum <= RetryWindow {
		t.Errorf("sum of seven delays %v, FullRetrySpan %v", sum, FullRetrySpan)
	}
}

func TestDefaultDedupTTLCoversTheRetrySchedule(t *testing.T) {
	if DefaultDedupTTL <= FullRetrySpan || DefaultDedupTTL <= RetryWindow {
		t.Errorf("DefaultDedupTTL %v does not cover %v", DefaultDedupTTL, FullRetrySpan)
	}
}
