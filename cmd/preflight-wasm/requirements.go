//go:build js && wasm

package main

import "syscall/js"

// requirements answers for a corridor query such as {"currency": "USD", "clearing_system": "ACH"}.
// The front door's Requirements arrives with the payouts branch; until then the call says so.
func requirements(args []js.Value) []byte {
	_ = jsonBytes(arg(args, 0))
	return errorJSON("requirements: not available in this build: preflight.Requirements is not merged yet")
}
