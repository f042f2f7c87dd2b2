//go:build js && wasm

package main

import (
	"runtime"
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

// warm checks a typical payout and collects the garbage once, in a task of its own that the page
// runs when it is next idle after the program started. The browser compiles a WebAssembly
// function the first time it runs: without it, a page's first validate compiles the whole path of
// a check (tens of milliseconds), and the first collection, whenever it comes, the collector's
// code (as long again); later collections take a fraction of a millisecond. Going through
// setTimeout keeps both out of loading and out of any call: a Go timer would run inside the next
// call the page makes. A call made before the warm-up ran is only as slow as without one.
func warm() {
	var f js.Func
	f = js.FuncOf(func(js.Value, []js.Value) any {
		f.Release()
		preflight.CheckJSON("fiat/create-payout", []byte(warmPayout), nil, preflight.Options{})
		runtime.GC()
		return nil
	})
	js.Global().Call("setTimeout", f, 0)
}
