//go:build js

package operation

// named is not inlined in the WASM build: the registry calls it for every row, and the copies
// made its init twice as large there (docs/wasm.md). Natively (operation_other.go) it is.

// named builds a group of inputs.
//
//go:noinline
func named(in string, names []string) []Input { return group(in, names) }
