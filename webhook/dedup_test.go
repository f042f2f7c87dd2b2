package webhook_test

import (
	"context"
	"strconv"
	"testing"
	"time"

	"github.com/preflightpay/preflight/webhook"
	"github.com/preflightpay/preflight/webhook/webhooktest"
)

func TestMemoryStore(t *testing.T) {
	clk := webhooktest.NewClock(time.Unix(1_763_631_000, 0))
	webhooktest.TestStore(t, webhook.NewMemoryStore(100, clk.Now), time.Minute, clk.Advance)
}

func TestMemoryStoreStaysBounded(t *testing.T) {
	clk := webhooktest.NewClock(time.Unix(1_763_631_000, 0))
	m := webhook.NewMemoryStore(3, clk.Now)
	ctx := context.Background()
	for i := range 5 {
		m.Claim(ctx, strconv.Itoa(i), "t", time.Hour)
	}
	if m.Len() != 3 || m.Evicted() != 2 {
		t.Errorf("len %d, evicted %d", m.Len(), m.Evicted())
	}
	if st, _ := m.Claim(ctx, "4", "u", time.Hour); st != webhook.Pending {
		t.Error("newest claim was evicted")
	}
	if st, _ := m.Claim(ctx, "0", "u", time.Hour); st != webhook.Claimed {
		t.Error("oldest claim was kept")
	}
	// Expired claims go first, without counting as evictions.
	clk.Advance(2 * time.Hour)
	m.Claim(ctx, "x", "t", time.Hour)
	if m.Len() != 1 || m.Evicted() != 3 {
		t.Errorf("after expiry: len %d, evicted %d", m.Len(), m.Evicted())
	}
}
