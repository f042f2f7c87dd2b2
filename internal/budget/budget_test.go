package budget

import (
	"fmt"
	"testing"
)

func TestAllocatedCountsTheHeap(t *testing.T) {
	var keep []byte
	n := Allocated(func() { keep = make([]byte, 1<<20) })
	if n < 1<<20 || len(keep) != 1<<20 {
		t.Errorf("a 1 MiB allocation counted as %d bytes", n)
	}
}

func ExampleLinear() {
	fmt.Println(Linear(0), Linear(1<<10))
	// Output: 262144 524288
}
