//go:build !js

package jsonw

// Open starts an object ('{') or an array ('[').
func (w *Writer) Open(c byte) { w.open(c) }

// Close ends what Open or OpenLine started: '}' or ']'.
func (w *Writer) Close(c byte) { w.close(c) }

// Item starts the next element of an array (or member of an object, which Key does).
func (w *Writer) Item() { w.item() }

// Key starts a member of an object.
func (w *Writer) Key(k string) { w.key(k) }
