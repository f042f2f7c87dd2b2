//go:build js

package jsonw

// The four calls every JSON writer makes many times are not inlined in the WASM build: the
// inlined copies cost it 6 KB after gzip (docs/wasm.md). Natively (jsonw_other.go) they are.

// Open starts an object ('{') or an array ('[').
//
//go:noinline
func (w *Writer) Open(c byte) { w.open(c) }

// Close ends what Open or OpenLine started: '}' or ']'.
//
//go:noinline
func (w *Writer) Close(c byte) { w.close(c) }

// Item starts the next element of an array (or member of an object, which Key does).
//
//go:noinline
func (w *Writer) Item() { w.item() }

// Key starts a member of an object.
//
//go:noinline
func (w *Writer) Key(k string) { w.key(k) }
