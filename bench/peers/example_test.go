package peers_test

import (
	"fmt"

	"github.com/preflightpay/preflight/bench/peers"
	"github.com/preflightpay/preflight/internal/benchpeer"
)

func ExampleNewValidator() {
	p := benchpeer.ValidPayout()
	v := peers.NewValidator()
	fmt.Println(v.Struct(&p) == nil)
	p.Beneficiary.RoutingCodeType1 = ""
	fmt.Println(v.Struct(&p) == nil)
	// Output:
	// true
	// false
}
