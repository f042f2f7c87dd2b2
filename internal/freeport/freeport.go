// Package freeport gives tests a loopback address for a server that runs in another process
// (a redis-server, `preflight mock` under testscript), which cannot be handed a listener.
//
// Asking the kernel for port 0 and closing the listener, the usual trick, races: the port goes
// back to the ephemeral pool, and any listener on port 0 in this process or in another
// package's test binary, which `go test ./...` runs at the same time, can be handed it before
// the server binds. Two servers then share one address and a test talks to another test's
// server. The ports here come from below Linux's ephemeral range (32768 and up), where no port-0
// listener is ever placed, from a random start so that two test binaries rarely meet, and none
// is handed out twice by one process.
package freeport

import (
	"fmt"
	"math/rand/v2"
	"net"
	"sync"
)

const (
	low  = 20000
	high = 32768 // the start of Linux's default ephemeral range
)

var (
	mu     sync.Mutex
	next   = low + rand.IntN(high-low)
	handed = map[int]bool{}
)

// Loopback returns "127.0.0.1:PORT" for a port that was free a moment ago and that this process
// has not returned before.
func Loopback() (string, error) {
	mu.Lock()
	defer mu.Unlock()
	for range high - low {
		port := next
		next++
		if next == high {
			next = low
		}
		if handed[port] {
			continue
		}
		addr := fmt.Sprintf("127.0.0.1:%d", port)
		ln, err := net.Listen("tcp", addr)
		if err != nil {
			continue
		}
		ln.Close()
		handed[port] = true
		return addr, nil
	}
	return "", fmt.Errorf("freeport: no free loopback port in [%d, %d)", low, high)
}
