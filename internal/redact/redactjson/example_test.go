package redactjson_test

import (
	"fmt"

	"github.com/preflightpay/preflight/internal/redact/redactjson"
)

func ExampleJSON() {
	fmt.Println(string(redactjson.JSON([]byte(`{"api_key":"sk_live_1","note":"card 4111 1111 1111 1111"}`))))
	// Output: {"api_key":"[REDACTED]","note":"card **** **** **** 1111"}
}
