//go:build js && wasm

package main

import (
	"runtime"
	"strconv"
	"syscall"
	"syscall/js"
)

// warmPayout is a typical payout, as a form sends it (web/test/typical-payout.json).
const warmPayout = `{"payment_method":"LOCAL","payment_amount":"1250.00","payment_currency":"USD",` +
	`"receiving_amount":"1250.00","receiving_currency":"USD","reference":"Invoice 2026-118","purpose_code":"SERVICES",` +
	`"beneficiary":{"entity_type":"individual","first_name":"Jane","last_name":"Doe","account_holder":"Jane Doe",` +
	`"account_number":"123456789","clearing_system":"ACH","routing_code_type1":"ach","routing_code_value1":"011000015",` +
	`"bank_name":"Bank of Example","bank_address":"1 Main Street, Boston",` +
	`"address":{"country":"US","city":"Boston","state":"MA","street_address":"12 Elm Street","postal_code":"02110"}}}`

// warm validates a typical payout in tasks of their own that the page runs when it is idle after
// the program started, warmChecks in all (PREFLIGHT_WARM, set by the ES module's load({warm}); 0
// for none), warmChecksPerTask at a time, and collects the garbage after the first task and
// after the last.
//
// Each check goes through api.validate, called as a page calls it, with an object: the page's
// calls run JavaScript too (wasm_exec.js's glue, JSON.stringify, the text encoder) and the Go side
// of syscall/js, and warming the Go check alone left those to be compiled and optimised during
// the page's first thousand calls, which was most of the p99 (1.3 ms against 0.25 ms warmed
// this way, docs/wasm.md).
//
// The browser compiles a WebAssembly function with its baseline compiler the first time it runs,
// and with its optimising compiler only once the function has run enough: without a warm-up, a
// page's first validate compiles the whole path of a check (tens of milliseconds), the first
// collection the collector's code (as long again), and the next few thousand calls run partly
// unoptimised, which is the p95 and p99 a user typing feels (docs/wasm.md). Each task takes a
// few milliseconds, so a keystroke waits at most one task. Going through setTimeout keeps the
// work out of loading and out of any call: a Go timer would run inside the next call the page
// makes. A call made before the warm-up ran is only as slow as without one.
func warm(api js.Value) {
	total := warmChecks()
	if total == 0 {
		return
	}
	validate := api.Get("validate")
	payout := js.Global().Get("JSON").Call("parse", warmPayout)
	done := 0
	var f js.Func
	f = js.FuncOf(func(js.Value, []js.Value) any {
		for n := min(warmChecksPerTask, total-done); n > 0; n-- {
			validate.Invoke("fiat/create-payout", payout)
			done++
		}
		if done <= warmChecksPerTask || done == total {
			// After the first task: the collector's own code is compiled then, not in a call.
			// After the last: the page's first calls start with the warm-up's garbage, and the
			// finalizers of its JavaScript values, already collected; left to the pacer, they
			// were a stall of 20 to 30 ms in one of the first thousand calls.
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
	// defaultWarmChecks is the fewest that brought the p99 of validate under 200 µs in every
	// run: with the warm-up through api.validate, 3,000 checks left it at 220 to 420 µs, 6,000
	// at 175 to 200 and 10,000 at 120 to 170 (docs/wasm.md). About 0.4 s of CPU on the machine
	// measured, in tasks of 2 ms.
	defaultWarmChecks = 10_000
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
