package mock

import (
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/operation"
)

// holdFirstCheck makes the first check of op wait inside the check, outside the state's lock,
// until release is closed; held is closed when it is there. Later checks go through.
func holdFirstCheck(c *client, name operation.Name) (held, release chan struct{}) {
	held, release = make(chan struct{}), make(chan struct{})
	var calls atomic.Int32
	c.m.checking = func(op *operation.Operation) {
		if op.Is(name) && calls.Add(1) == 1 {
			close(held)
			<-release
		}
	}
	return held, release
}

// TestAnUnrelatedPayoutIsNotBlockedByACheck: while one request is inside its check (held there,
// as a check of a megabyte-long request would be), the state's lock is free and another
// payout is checked, done and answered.
func TestAnUnrelatedPayoutIsNotBlockedByACheck(t *testing.T) {
	c := newClient(t, Config{})
	held, release := holdFirstCheck(c, operation.RampCreateQuote)
	quote := make(chan reply, 1)
	go func() {
		r, err := c.send("POST", "/v1/ramp/conversion/quote", quoteBody)
		if err != nil {
			t.Error(err)
		}
		quote <- r
	}()
	<-held
	if !c.m.mu.TryLock() {
		close(release)
		t.Fatal("the state's lock is held while a request is being checked")
	}
	c.m.mu.Unlock()
	wantOK(t, c.do("POST", "/v1/payouts", payoutBody))
	close(release)
	wantOK(t, <-quote)
}

// TestAStateChangedDuringACheckIsCheckedAgain: a check and its effect stay one step. A payout
// checked against a balance that another payout spends meanwhile is checked again against the
// new balance, and refused.
func TestAStateChangedDuringACheckIsCheckedAgain(t *testing.T) {
	c := newClient(t, Config{})
	held, release := holdFirstCheck(c, operation.FiatCreatePayout)
	large := strings.ReplaceAll(payoutBody, `"100.00"`, `"999950.00"`)
	first := make(chan reply, 1)
	go func() {
		r, err := c.send("POST", "/v1/payouts", large)
		if err != nil {
			t.Error(err)
		}
		first <- r
	}()
	<-held
	wantOK(t, c.do("POST", "/v1/payouts", payoutBody)) // the balance is 999900 now
	close(release)
	wantEntry(t, <-first, errcatalog.FiatInsufficientBalance)
	if got := balance(t, c, "USD"); got != "999900.00" {
		t.Errorf("USD balance %s, want 999900.00: the refused payout moved money", got)
	}
}

// TestStateIsEncodedUnderTheLock: GET /_mock/state is encoded while settle and new payouts
// change the records it lists; run with -race, an encoding outside the lock is a data race.
func TestStateIsEncodedUnderTheLock(t *testing.T) {
	c := newClient(t, Config{})
	for range 3 {
		wantOK(t, c.do("POST", "/v1/payouts", testdataFile("payout.json")))
	}
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		for range 20 {
			c.send("POST", "/_mock/settle", "{}")
			c.send("POST", "/v1/payouts", testdataFile("payout.json"))
		}
	}()
	for range 20 {
		if r, err := c.send("GET", "/_mock/state", ""); err != nil || r.status != 200 {
			t.Errorf("GET /_mock/state: %v %d", err, r.status)
		}
	}
	wg.Wait()
}
