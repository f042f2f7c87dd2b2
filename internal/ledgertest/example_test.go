package ledgertest_test

import (
	"testing"
	"time"

	"github.com/preflightpay/preflight/internal/ledgertest"
	"github.com/preflightpay/preflight/transport"
)

// A Ledger implementation runs the contract in its own tests.
func ExampleTestLedger() {
	testMyLedger := func(t *testing.T) {
		// time.Sleep lets time pass for a ledger whose server keeps the time; a ledger that reads
		// a manual clock passes the clock's Advance instead.
		ledgertest.TestLedger(t, transport.NewMemoryLedger(100, nil), 100*time.Millisecond, time.Sleep)
	}
	_ = testMyLedger
}
