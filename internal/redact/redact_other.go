//go:build !js

package redact

// mask replaces s[j:k]; a span that starts inside the last one masked continues it.
func (m *masker) mask(j, k int) { m.replace(j, k) }

// String returns the result: s itself when nothing was masked.
func (m *masker) String() string { return m.result() }
