package freeport_test

import (
	"fmt"
	"strings"

	"github.com/preflightpay/preflight/internal/freeport"
)

// A test gives the address to a server it starts in another process.
func ExampleLoopback() {
	addr, err := freeport.Loopback()
	if err != nil {
		panic(err)
	}
	fmt.Println(strings.HasPrefix(addr, "127.0.0.1:"))
	// Output: true
}
