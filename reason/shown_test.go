package reason_test

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/preflightpay/preflight/reason"
)

func ExampleShown() {
	for _, s := range []string{"EURO", "2026-11-22T18:00:00+08:00", "sk_live_51HxQpLK9aVv2bT7yR3mN8cD"} {
		fmt.Println(reason.Shown(s))
	}
	// Output:
	// "EURO"
	// "2026-11-22T18:00:00+08:00"
	// a value of 32 bytes
}

func ExampleQuote() {
	fmt.Println(reason.Quote("USD"))
	fmt.Println(reason.Quote(strings.Repeat("A", 100050)))
	fmt.Println(reason.Bare(strings.Repeat("é", 40)))
	fmt.Println(reason.QuoteWith("a\x1bb", strconv.Quote))
	// Output:
	// "USD"
	// "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA…" (100,050 bytes)
	// éééééééééééééééééééééééééééééééé… (80 bytes)
	// "a\x1bb"
}

// A reason that quotes a character of the request gives its code point: the Cyrillic а and the
// Latin a look alike on a screen.
func ExampleChar() {
	fmt.Println("found " + reason.Char('а') + ", not " + reason.Char('a'))
	// Output: found 'а' (U+0430), not 'a' (U+0061)
}
