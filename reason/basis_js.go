//go:build js

package reason

// basisOf searches basis_table.go's rows in the WASM build: the switch of basis_switch_other.go
// compiles to 19.5 KB of code there, the rows to 4 KB of data (docs/wasm.md). Natively the
// switch is four times faster.
func basisOf(code Code) Basis { return searchBasis(code) }
