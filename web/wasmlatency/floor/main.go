//go:build js && wasm

// Command floor is the least a Go program in the browser can be: it sets globalThis.preflight
// with a validate that answers a fixed valid report, and does nothing else. wasmlatency measures
// it beside preflight's build (scripts/wasm-latency.sh --floor) to show which part of the start
// and of the first answer is the Go runtime's own, built the same plain way, and so below reach
// of anything preflight does.
package main

import "syscall/js"

const report = `{"operation": "fiat/create-payout", "valid": true, "errors": [], "skipped": [], "warnings": []}`

func main() {
	api := js.Global().Get("Object").New()
	api.Set("validate", js.FuncOf(func(js.Value, []js.Value) any { return report }))
	js.Global().Set("preflight", api)
	select {}
}
