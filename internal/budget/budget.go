// Package budget measures the heap a function allocates, so that tests and fuzz targets can
// bound the memory (and with it the work) an input costs without reading a clock: a wall-clock
// bound fails on a slow machine or under the race detector, an allocation bound does not.
package budget

import "runtime"

// Allocated returns the bytes fn allocates on the heap.
func Allocated(fn func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	fn()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// Linear is the heap an entry point may use for an input of n bytes: 256 KiB for the catalog's
// messages and the report, plus 256 bytes per input byte.
//
// The worst case is a long array of one-digit numbers ("0,0,0,..."): the reader holds one
// 72-byte value per two input bytes, in a slice that append grows by a quarter at a time once it
// is large, so the slices allocated on the way add up to about five times the last one, some 200
// bytes per input byte in all. Anything superlinear (a quadratic duplicate scan, a message
// repeated per element) breaks the budget for inputs of a few kilobytes.
func Linear(n int) uint64 { return 256<<10 + 256*uint64(n) }
