package freeport

import (
	"net"
	"strconv"
	"testing"
)

func TestLoopbackNeverHandsOutAPortTwiceAndStaysBelowTheEphemeralRange(t *testing.T) {
	seen := map[string]bool{}
	for range 200 {
		addr, err := Loopback()
		if err != nil {
			t.Fatal(err)
		}
		if seen[addr] {
			t.Fatalf("%s handed out twice", addr)
		}
		seen[addr] = true
		_, p, _ := net.SplitHostPort(addr)
		port, _ := strconv.Atoi(p)
		if port < low || port >= high {
			t.Fatalf("port %d outside [%d, %d)", port, low, high)
		}
	}
}

func TestLoopbackSkipsAPortInUse(t *testing.T) {
	mu.Lock()
	start := next
	mu.Unlock()
	ln, err := net.Listen("tcp", "127.0.0.1:"+strconv.Itoa(start))
	if err != nil {
		t.Skipf("port %d busy already: %v", start, err)
	}
	defer ln.Close()
	addr, err := Loopback()
	if err != nil {
		t.Fatal(err)
	}
	if addr == ln.Addr().String() {
		t.Fatalf("handed out %s, which is in use", addr)
	}
}
