package redistest

import (
	"net"
	"os/exec"
	"runtime"
	"sync"
	"syscall"
	"testing"
	"time"
)

// Restartable is a redis-server that a test kills and starts again, on the same loopback port
// and data directory: the faults the stores must survive. With persistence it runs with
// appendonly yes and appendfsync always, the setting under which a killed server has written
// every reply it sent (what the exactly-once tests hold); without, it keeps nothing across a
// restart. Under everysec, Redis's default, a kill usually loses nothing too, but not always:
// while a background fsync is slow (a busy disk, as on a CI machine) Redis postpones writing
// the file for up to two seconds and still replies, and a kill then loses those writes. A test
// that held exactly-once under everysec failed that way.
type Restartable struct {
	t    testing.TB
	bin  string
	args []string
	Addr string // 127.0.0.1:port
	mu   sync.Mutex
	cmd  *exec.Cmd
}

// NewRestartable starts a server (skipping the test as Server does when there is none) and
// stops it when the test ends.
func NewRestartable(t testing.TB, persistent bool) *Restartable {
	t.Helper()
	addr, stop := Server(t) // finds the binary and a port, and proves the server runs here
	stop()
	bin, _ := exec.LookPath("redis-server")
	port := addr[len("127.0.0.1:"):]
	aof := "no"
	if persistent {
		aof = "yes"
	}
	r := &Restartable{t: t, bin: bin, Addr: addr,
		args: []string{"--port", port, "--bind", "127.0.0.1", "--save", "", "--appendonly", aof,
			"--appendfsync", "always", "--dir", t.TempDir()}}
	r.Start()
	t.Cleanup(r.Kill)
	return r
}

// Start starts the server again (after Kill) and waits, at most 5 s, until it answers PING and
// is the process just started: another test binary's server may have taken the port while ours
// was down, and a test must not go on against that server's keys.
func (r *Restartable) Start() {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.cmd != nil {
		return
	}
	cmd := exec.Command(r.bin, r.args...)
	if err := cmd.Start(); err != nil {
		r.t.Error(err)
		return
	}
	r.cmd = cmd
	for range 100 {
		// PING first: a server still loading its append-only file answers INFO but not
		// commands, and the caller needs one that serves.
		if pong(r.Addr) {
			if id, ok := processID(r.Addr); ok {
				if id != cmd.Process.Pid {
					r.t.Error("after a restart another redis-server answers on " + r.Addr)
				}
				return
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	r.t.Error("redis-server did not answer within 5s of a restart")
}

// Kill ends the server with SIGKILL, as a crash would: whatever it had not written to its
// append-only file is lost, and so are the replies it had not sent.
func (r *Restartable) Kill() {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.cmd == nil {
		return
	}
	r.cmd.Process.Signal(syscall.SIGKILL)
	r.cmd.Wait()
	r.cmd = nil
}

// Hanging listens on a loopback port, accepts connections and never answers: a Redis stalled by
// a long command or a full disk, as a client sees it. It returns the address; the listener and
// its connections close when the test ends.
func Hanging(t testing.TB) string {
	t.Helper()
	if runtime.GOOS == "js" || runtime.GOOS == "wasip1" {
		t.Skip("no sockets under " + runtime.GOOS)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	var held []net.Conn
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			mu.Lock()
			held = append(held, c) // read nothing, answer nothing
			mu.Unlock()
		}
	}()
	t.Cleanup(func() {
		ln.Close()
		mu.Lock()
		defer mu.Unlock()
		for _, c := range held {
			c.Close()
		}
	})
	return ln.Addr().String()
}
