//go:build !js

package preflight_test

import (
	"bytes"
	"fmt"

	"github.com/preflightpay/preflight"
)

// OpenAPI writes the platform's API as an OpenAPI 3.1 document, here the fiat operations as
// YAML; each error example is one catalog entry's exact body.
func ExampleOpenAPI() {
	doc, err := preflight.OpenAPI("fiat", "yaml")
	if err != nil {
		panic(err)
	}
	fmt.Println(bytes.Contains(doc, []byte(`"operationId": "fiat.create-payout"`)))
	fmt.Println(bytes.Contains(doc, []byte(`"x-preflight-entry": "payout.routing-type-ach"`)))
	// Output:
	// true
	// true
}
