// Package wasmlite is where the browser build (GOOS=js, cmd/preflight-wasm) trades the standard
// library for a smaller copy of its own, and nowhere else. Natively every function here is the
// standard library's; under js it is the small copy, which costs the WASM build less after gzip
// (docs/wasm.md, "What the WASM build does not take from the standard library", has the
// figures). The tests hold each small copy to the standard library's answers on every platform.
//
// A package needs one of these only when scripts/wasm-size.sh shows the standard library's
// function costing the browser build more than the copy; strconv, for one, is linked anyway and
// costs nothing more.
package wasmlite
