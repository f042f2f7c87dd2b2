//go:build js

package redact

// Neither method of masker is inlined in the WASM build: each pass calls them, and the build
// would hold a copy in every pass (docs/wasm.md). Natively (redact_other.go) they are.

// mask replaces s[j:k]; a span that starts inside the last one masked continues it.
//
//go:noinline
func (m *masker) mask(j, k int) { m.replace(j, k) }

// String returns the result: s itself when nothing was masked.
//
//go:noinline
func (m *masker) String() string { return m.result() }
