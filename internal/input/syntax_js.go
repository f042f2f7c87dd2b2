//go:build js

package input

// fail is not inlined in the WASM build: it is called at many places, where copies cost the
// build size (docs/wasm.md). Natively (syntax_other.go) it is.

// fail records the error for byte c and stops the scan.
//
//go:noinline
func (s *jsonScanner) fail(c byte, context string) bool { return s.stop(c, context) }
