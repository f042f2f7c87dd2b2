package redact

import (
	"strings"
	"testing"

	"github.com/preflightpay/preflight/internal/budget"
)

// TestTextIsLinear: Text allocates a few copies of its input, their number not growing with the
// input's size, on the inputs that make each pass work hardest (every digit a window end, every byte a
// name, a URL or a token start). An algorithm that kept every window, or rescanned the text
// from each match, would allocate per match or grow faster than the input.
func TestTextIsLinear(t *testing.T) {
	shapes := []string{
		"4111111111111111 ", "4%201", "0 1 2 3 4 5 6 7 8 9 ", "Bearer  x ", "bearer\u00a0",
		"api_key=x&", "a:", "x://u:p@h/", "://", "{\"name\":\"token\",\"value\":\"v\"}", "{",
		"Authorization: Basic x\n", "DE89 3704 0044 0532 0130 00 ", "%41%",
	}
	for _, shape := range shapes {
		small, large := strings.Repeat(shape, 1<<10), strings.Repeat(shape, 1<<14)
		var keep string
		allocsSmall := testing.AllocsPerRun(5, func() { keep = Text(small) })
		allocsLarge := testing.AllocsPerRun(5, func() { keep = Text(large) })
		bytesLarge := budget.Allocated(func() { keep = Text(large) })
		_ = keep
		// A copy may grow once more for the longer input (a mask is longer than a short span).
		if allocsLarge > allocsSmall+2 || allocsLarge > 12 {
			t.Errorf("%q: %v allocations for %d bytes, %v for %d", shape, allocsSmall, len(small), allocsLarge, len(large))
		}
		if limit := uint64(12 * len(large)); bytesLarge > limit {
			t.Errorf("%q: %d bytes allocated for %d bytes of input, more than %d", shape, bytesLarge, len(large), limit)
		}
	}
}
