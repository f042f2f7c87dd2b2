// Package redistest starts a real redis-server on a loopback port of its own (package freeport) for a test: the stores
// that share state through Redis (webhook/redisstore, transport/redisledger) are tested against
// the server itself, never a fake. Without redis-server on PATH the test is skipped, unless
// PREFLIGHT_REQUIRE_REDIS=1 (CI), where a missing server is a failure.
package redistest

import (
	"bufio"
	"errors"
	"net"
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/preflightpay/preflight/internal/freeport"
)

// Server starts redis-server without persistence on 127.0.0.1 and returns its address once it
// answers and reports the process id of the server started (INFO server), so that a test never
// runs against another test binary's server that took the port first. stop ends the server (a
// test of what happens when Redis goes away calls it); it also runs when the test ends. extra
// are more arguments of redis-server (a TLS port, say: the plain one still serves the check).
func Server(t testing.TB, extra ...string) (addr string, stop func()) {
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
	for try := 0; ; try++ {
		addr, err := freeport.Loopback()
		if err != nil {
			t.Fatal(err)
		}
		args := []string{"--port", addr[len("127.0.0.1:"):], "--bind", "127.0.0.1",
			"--save", "", "--appendonly", "no", "--dir", t.TempDir()}
		cmd := exec.Command(bin, append(args, extra...)...)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		var once sync.Once
		stop = func() { once.Do(func() { cmd.Process.Kill(); cmd.Wait() }) }
		t.Cleanup(stop)
		switch answersAs(addr, cmd.Process.Pid) {
		case nil:
			return addr, stop
		case errOtherServer:
			// Another test binary's server took the port between the check and the bind; ours
			// exits, and the test must not share that server's keys.
			stop()
			if try < 5 {
				continue
			}
			t.Fatal("redis-server: five ports in a row were taken before the server bound them")
		default:
			t.Fatal("redis-server did not answer within 5s")
		}
	}
}

var errOtherServer = errors.New("another redis-server answers on this port")

// answersAs waits, at most 5 s, until the server at addr answers, and reports whether it is
// the process pid.
func answersAs(addr string, pid int) error {
	for range 100 {
		if id, ok := processID(addr); ok {
			if id != pid {
				return errOtherServer
			}
			return nil
		}
		time.Sleep(50 * time.Millisecond)
	}
	return errors.New("no answer")
}

// processID asks the server at addr for its process id (INFO server).
func processID(addr string) (int, bool) {
	c, err := net.DialTimeout("tcp", addr, 200*time.Millisecond)
	if err != nil {
		return 0, false
	}
	defer c.Close()
	c.SetDeadline(time.Now().Add(500 * time.Millisecond))
	if _, err := c.Write([]byte("INFO server\r\n")); err != nil {
		return 0, false
	}
	r := bufio.NewReader(c)
	head, err := r.ReadString('\n')
	if err != nil || !strings.HasPrefix(head, "$") {
		return 0, false
	}
	for {
		line, err := r.ReadString('\n')
		if err != nil {
			return 0, false
		}
		if v, ok := strings.CutPrefix(line, "process_id:"); ok {
			id, err := strconv.Atoi(strings.TrimSpace(v))
			return id, err == nil
		}
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
