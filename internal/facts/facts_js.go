//go:build js

package facts

// fail is not inlined in the WASM build: it is called at many places, where copies cost the
// build size (docs/wasm.md). Natively (facts_other.go) it is.

// fail records a problem at path.
//
//go:noinline
func (d *decoder) fail(path, problem string) { d.record(path, problem) }
