// Package redistest starts a real redis-server on a free loopback port for a test: the stores
// that share state through Redis (webhook/redisstore, transport/redisledger) are tested against
// the server itself, never a fake. Without redis-server on PATH the test is skipped, unless
// PREFLIGHT_REQUIRE_REDIS=1 (CI), where a missing server is a failure.
package redistest

import (
	"bufio"
	"net"
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// Server starts redis-server without persistence on 127.0.0.1 and returns its address once it
// answers PING. stop ends the server (a test of what happens when Redis goes away calls it);
// it also runs when the test ends.
func Server(t testing.TB) (addr string, stop func()) {
	t.Helper()
	if runtime.GOOS == "js" || runtime.GOOS == "wasip1" {
		// The library's tests also run compiled to WASM, which can start no process and open no
		// socket; the native run is the one that must reach a real server.
		t.Skip("no processes or sockets under " + runtime.GOOS)
	}
	bin, err := exec.LookPath("redis-server")
	if err != nil {
		if os.Getenv("PREFLIGHT_REQUIRE_REDIS") == "1" {
			t.Fatal("redis-server not on PATH and PREFLIGHT_REQUIRE_REDIS=1")
		}
		t.Skip("redis-server not on PATH")
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := l.Addr().(*net.TCPAddr).Port
	l.Close()
	cmd := exec.Command(bin, "--port", strconv.Itoa(port), "--bind", "127.0.0.1",
		"--save", "", "--appendonly", "no", "--dir", t.TempDir())
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	var once sync.Once
	stop = func() { once.Do(func() { cmd.Process.Kill(); cmd.Wait() }) }
	t.Cleanup(stop)
	addr = "127.0.0.1:" + strconv.Itoa(port)
	for i := 0; ; i++ {
		if pong(addr) {
			return addr, stop
		}
		if i == 100 {
			t.Fatal("redis-server did not answer within 5s")
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// pong reports whether the server at addr answers PING.
func pong(addr string) bool {
	c, err := net.DialTimeout("tcp", addr, 200*time.Millisecond)
	if err != nil {
		return false
	}
	defer c.Close()
	c.SetDeadline(time.Now().Add(200 * time.Millisecond))
	if _, err := c.Write([]byte("PING\r\n")); err != nil {
		return false
	}
	line, err := bufio.NewReader(c).ReadString('\n')
	return err == nil && strings.HasPrefix(line, "+PONG")
}
