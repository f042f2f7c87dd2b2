package reason_test

import (
	"fmt"

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
