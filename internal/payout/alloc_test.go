package payout_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/preflightpay/preflight/internal/beneficiary"
	"github.com/preflightpay/preflight/internal/payout"
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

// TestValidateDoesNotAllocateInAnyCorridor repeats the promise for every valid payout of the
// golden files: each corridor's rules, IBAN and BIC checks included.
func TestValidateDoesNotAllocateInAnyCorridor(t *testing.T) {
	dirs, err := filepath.Glob("../../testdata/golden/fiat/create-payout/valid-*")
	if err != nil || len(dirs) == 0 {
		t.Fatalf("no valid golden payouts: %v", err)
	}
	for _, dir := range dirs {
		if _, err := os.Stat(filepath.Join(dir, "facts.json")); err == nil {
			continue // facts change which rules run; the promise is about the request's rules
		}
		data, err := os.ReadFile(filepath.Join(dir, "request.json"))
		if err != nil {
			t.Fatal(err)
		}
		c := context(t, string(data))
		r := payout.Decode(c)
		allocs := testing.AllocsPerRun(20, func() {
			c.Report.Reset()
			payout.Validate(c, &r)
		})
		// The one documented exception: bankid returns a sort code or BSB written with
		// separators ("40-47-84") as a new string of its digits.
		want := 0.0
		if v := r.Beneficiary.Text[beneficiary.RoutingValue1].S; strings.ContainsAny(v, "- ") {
			want = 1
		}
		if len(c.Report.Errors) > 0 || allocs > want {
			t.Errorf("%s: %d findings, %v allocations; want none", filepath.Base(dir), len(c.Report.Errors), allocs)
		}
	}
}
