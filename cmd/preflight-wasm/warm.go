//go:build js && wasm

package main

import (
	"runtime"
	"strconv"
	"syscall"
	"syscall/js"

	"github.com/preflightpay/preflight"
)

// warmPayout is a typical payout, as a form sends it (web/test/typical-payout.json).
const warmPayout = `{"payment_method":"LOCAL","payment_amount":"1250.00","payment_currency":"USD",` +
	`"receiving_amount":"1250.00","receiving_currency":"USD","reference":"Invoice 2026-118","purpose_code":"SERVICES",` +
	`"beneficiary":{"entity_type":"individual","first_name":"Jane","last_name":"Doe","account_holder":"Jane Doe",` +
	`"account_number":"123456789","clearing_system":"ACH","routing_code_type1":"ach","routing_code_value1":"011000015",` +
	`"bank_name":"Bank of Example","bank_address":"1 Main Street, Boston",` +
	`"address":{"country":"US","city":"Boston","state":"MA","street_address":"12 Elm Street","postal_code":"02110"}}}`

// warm checks a typical payout in tasks of their own that the page runs when it is idle after the
// program started, warmChecks in all (PREFLIGHT_WARM, set by the ES module's load({warm}); 0 for
// none), warmChecksPerTask at a time, and collects the garbage once after the first.
//
// The browser compiles a WebAssembly function with its baseline compiler the first time it runs,
// and with its optimising compiler only once the function has run enough: without a warm-up, a
// page's first validate compiles the whole path of a check (tens of milliseconds), the first
// collection the collector's code (as long again), and the next few thousand calls run partly
// unoptimised, which is the p95 and p99 a user typing feels (docs/wasm.md). Each task takes a
// few milliseconds, so a keystroke waits at most one task. Going through setTimeout keeps the
// work out of loading and out of any call: a Go timer would run inside the next call the page
// makes. A call made before the warm-up ran is only as slow as without one.
func warm() {
	total := warmChecks()
	if total == 0 {
		return
	}
	done := 0
	var f js.Func
	f = js.FuncOf(func(js.Value, []js.Value) any {
		for n := min(warmChecksPerTask, total-done); n > 0; n-- {
			preflight.CheckJSON("fiat/create-payout", []byte(warmPayout), nil, preflight.Options{})
			done++
		}
		if done <= warmChecksPerTask {
			runtime.GC()
		}
		if done == total {
			f.Release()
			return nil
		}
		js.Global().Call("setTimeout", f, 0)
		return nil
	})
	js.Global().Call("setTimeout", f, 0)
}

const (
	// defaultWarmChecks is where the measured p99 stopped falling: 3,000 idle checks took the
	// p99 of validate from 4.7 ms to 0.7 to 1.0 ms, and 8,000 did no better (docs/wasm.md).
	defaultWarmChecks = 3000
	maxWarmChecks     = 100_000
	warmChecksPerTask = 50
)

// warmChecks reads PREFLIGHT_WARM: a count of checks, 0 for none; anything else unreadable
// means the default, since a loader's mistake should not cost the page its warm-up.
func warmChecks() int {
	v, ok := syscall.Getenv("PREFLIGHT_WARM")
	if !ok {
		return defaultWarmChecks
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 0 {
		return defaultWarmChecks
	}
	return min(n, maxWarmChecks)
}
