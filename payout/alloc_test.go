package payout_test

import (
	"testing"

	"github.com/preflightpay/preflight/payout"
)

// TestValidateDoesNotAllocate holds the payout rules to their promise: no allocation on a valid
// payout, so that a service can check payouts on its hot path.
func TestValidateDoesNotAllocate(t *testing.T) {
	c := context(t, validACH)
	r := payout.Decode(c)
	payout.Validate(c, &r)
	if len(c.Report.Errors) != 0 {
		t.Fatalf("valid payout has findings: %+v", c.Report.Errors)
	}
	allocs := testing.AllocsPerRun(100, func() {
		c.Report.Reset()
		payout.Validate(c, &r)
	})
	if allocs != 0 {
		t.Errorf("Validate allocates %v times on a valid payout, want 0", allocs)
	}
}
