package serve

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// testServer runs h with the limits lim on a loopback port until the test ends and returns its
// address. Accepted connections get a small send buffer, so that a response waits on its reader
// after a few kilobytes instead of filling megabytes of kernel buffers first.
func testServer(t *testing.T, h http.Handler, lim limits, hosts ...string) string {
	t.Helper()
	ln, err := Listen("127.0.0.1:0", false)
	if err != nil {
		t.Fatal(err)
	}
	ctx, stop := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() {
		done <- run(ctx, smallSendBuffers{ln}, h, config{drain: time.Second, limits: lim, hosts: hosts})
	}()
	t.Cleanup(func() {
		stop()
		if err := <-done; err != nil {
			t.Errorf("run: %v", err)
		}
	})
	return ln.Addr().String()
}

type smallSendBuffers struct{ net.Listener }

func (l smallSendBuffers) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if tc, ok := c.(*net.TCPConn); ok {
		tc.SetWriteBuffer(16 << 10)
	}
	return c, err
}

// dial opens a raw connection with a hard deadline, so that no test can hang on it.
func dial(t *testing.T, addr string, limit time.Duration) net.Conn {
	t.Helper()
	c, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	c.SetDeadline(time.Now().Add(limit))
	t.Cleanup(func() { c.Close() })
	return c
}

// closedByServer reads c until the server closes it and reports how long that took; it fails
// the test when the connection's own deadline comes first.
func closedByServer(t *testing.T, c net.Conn, start time.Time) time.Duration {
	t.Helper()
	_, err := io.Copy(io.Discard, c)
	if errors.Is(err, os.ErrDeadlineExceeded) {
		t.Fatalf("the server kept the connection open: %v", err)
	}
	return time.Since(start)
}

// TestStalledBodiesAreCutAndHoldBoundedMemory is the attack of issue 24: connections that send
// their headers and 1 MiB - 1 of a 1 MiB body, then stall. Each admitted handler holds the
// bytes it has read; the slots bound how many are admitted, the read limit how long they last.
func TestStalledBodiesAreCutAndHoldBoundedMemory(t *testing.T) {
	const conns, body = 32, 1 << 20
	lim := defaultLimits
	lim.read, lim.maxBodies, lim.bodyWait = 2*time.Second, 4, 100*time.Millisecond
	var read atomic.Int64
	var held sync.Map
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, err := io.ReadAll(io.TeeReader(io.LimitReader(r.Body, body), countWriter{&read}))
		held.Store(r, b) // what the handler holds while it waits on the rest
		defer held.Delete(r)
		if err != nil {
			return
		}
		w.WriteHeader(http.StatusNoContent)
	})
	addr := testServer(t, h, lim)
	payload := make([]byte, body-1)
	start := time.Now()
	cs := make([]net.Conn, conns)
	var wg sync.WaitGroup
	for i := range cs {
		cs[i] = dial(t, addr, 10*time.Second)
		wg.Go(func() {
			fmt.Fprintf(cs[i], "POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: %d\r\n\r\n", body)
			cs[i].Write(payload) // fails for a request refused 503: the server closed it
		})
	}
	wg.Wait()
	// Wait until the admitted handlers have read what they were sent, then weigh what is live.
	for last := int64(-1); read.Load() != last; time.Sleep(100 * time.Millisecond) {
		last = read.Load()
	}
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	t.Logf("%d connections stalled mid-body: %d bytes read by handlers, live heap %.1f MiB", conns, read.Load(), float64(ms.HeapAlloc)/(1<<20))
	if bound := uint64(lim.maxBodies*2*body + 16<<20); ms.HeapAlloc > bound {
		t.Errorf("live heap %d bytes with %d stalled bodies, want at most %d", ms.HeapAlloc, conns, bound)
	}
	for i, c := range cs {
		if d := closedByServer(t, c, start); d > lim.read+5*time.Second {
			t.Errorf("connection %d closed after %v", i, d)
		}
	}
}

type countWriter struct{ n *atomic.Int64 }

func (c countWriter) Write(p []byte) (int, error) { c.n.Add(int64(len(p))); return len(p), nil }

// TestAReaderThatStopsIsCutByTheWriteLimit holds that a client that stops reading a large
// answer does not hold the handler: its write fails one write limit after the buffers fill.
func TestAReaderThatStopsIsCutByTheWriteLimit(t *testing.T) {
	lim := defaultLimits
	lim.write = 300 * time.Millisecond
	werr := make(chan error, 1)
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		chunk := make([]byte, 32<<10)
		for range 2048 { // 64 MiB: far more than any buffer between the two ends
			if _, err := w.Write(chunk); err != nil {
				werr <- err
				return
			}
		}
		werr <- nil
	})
	addr := testServer(t, h, lim)
	c := dial(t, addr, 20*time.Second)
	c.(*net.TCPConn).SetReadBuffer(4 << 10)
	fmt.Fprint(c, "GET / HTTP/1.1\r\nHost: localhost\r\n\r\n")
	select {
	case err := <-werr:
		if err == nil {
			t.Fatal("the handler wrote 64 MiB to a client that reads nothing")
		}
	case <-time.After(15 * time.Second):
		t.Fatal("the handler is still writing to a client that stopped reading after 15s")
	}
}

// TestASlowButLiveReaderGetsTheWholeAnswer holds that the write limit is a bound on each write,
// not on the answer: a reader that takes several write limits to read it still gets all of it.
func TestASlowButLiveReaderGetsTheWholeAnswer(t *testing.T) {
	const size = 2 << 20
	lim := defaultLimits
	lim.write = time.Second
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Write(make([]byte, size))
	})
	addr := testServer(t, h, lim)
	c := dial(t, addr, 30*time.Second)
	c.(*net.TCPConn).SetReadBuffer(64 << 10)
	fmt.Fprint(c, "GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
	start := time.Now()
	res, err := http.ReadResponse(bufio.NewReader(c), nil)
	if err != nil {
		t.Fatal(err)
	}
	got, buf := 0, make([]byte, 16<<10)
	for {
		n, err := io.ReadFull(res.Body, buf)
		got += n
		if err != nil {
			break
		}
		time.Sleep(20 * time.Millisecond) // at most 800 KiB/s: 40 ms for each 32 KiB write
	}
	if took := time.Since(start); got != size || took < 2*lim.write {
		t.Errorf("read %d of %d bytes in %v (the test needs a read slower than two write limits)", got, size, took)
	}
}

// TestRunDrainsPastAStalledBodyAndReturnsNil is the SIGTERM of issue 24 with one client stalled
// mid-body: Run returns nil soon after the drain deadline, whatever the read limit.
func TestRunDrainsPastAStalledBodyAndReturnsNil(t *testing.T) {
	ln, err := Listen("127.0.0.1:0", false)
	if err != nil {
		t.Fatal(err)
	}
	reading := make(chan struct{})
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		close(reading)
		io.ReadAll(r.Body)
	})
	ctx, stop := context.WithCancel(context.Background())
	var log bytes.Buffer
	ran := make(chan error, 1)
	go func() {
		ran <- run(ctx, ln, h, config{drain: 200 * time.Millisecond, limits: defaultLimits, log: &log, logName: "test"})
	}()
	c := dial(t, ln.Addr().String(), 10*time.Second)
	fmt.Fprint(c, "POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100\r\n\r\n0123456789")
	<-reading
	stop()
	select {
	case err := <-ran:
		if err != nil {
			t.Errorf("Run = %v, want nil", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("Run still draining 5s after a 200ms drain")
	}
	if !strings.Contains(log.String(), "closed 1 connection(s)") {
		t.Errorf("log %q does not say that one connection was cut", log.String())
	}
}

// TestARequestWithTransferEncodingClosesItsConnection: net/http drops the Content-Length of a
// request that also has Transfer-Encoding and would keep the connection; RFC 9112, 6.1, says
// to close it after answering.
func TestARequestWithTransferEncodingClosesItsConnection(t *testing.T) {
	addr := testServer(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.Copy(io.Discard, r.Body)
	}), defaultLimits)
	for _, tt := range []struct {
		name, req string
		close     bool
	}{
		{"Content-Length and Transfer-Encoding", "POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n", true},
		{"Content-Length alone", "POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5\r\n\r\nhello", false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			c := dial(t, addr, 10*time.Second)
			io.WriteString(c, tt.req)
			br := bufio.NewReader(c)
			res, err := http.ReadResponse(br, nil)
			if err != nil {
				t.Fatal(err)
			}
			io.Copy(io.Discard, res.Body)
			if res.Close != tt.close {
				t.Errorf("Connection: close is %v, want %v", res.Close, tt.close)
			}
			if tt.close {
				if _, err := br.ReadByte(); err != io.EOF {
					t.Errorf("the connection is still open after the answer: %v", err)
				}
			}
		})
	}
}

// TestGuardAnswersOnlyLocalPages: the Host must name the server, and a request from another
// web page may not change anything.
func TestGuardAnswersOnlyLocalPages(t *testing.T) {
	var calls atomic.Int64
	addr := testServer(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls.Add(1)
	}), defaultLimits, "preflight.example:443")
	_, port, _ := net.SplitHostPort(addr)
	tests := []struct {
		name, method, host string
		header             []string
		want               int
	}{
		{"loopback address with port", "GET", "127.0.0.1:" + port, nil, 200},
		{"localhost without port", "GET", "localhost", nil, 200},
		{"IPv6 loopback", "GET", "[::1]:" + port, nil, 200},
		{"a name given to AllowHosts", "GET", "Preflight.Example", nil, 200},
		{"a rebound name", "GET", "attacker.example:" + port, nil, 403},
		{"localhost lookalike", "GET", "localhost.attacker.example", nil, 403},
		{"a program's POST", "POST", "127.0.0.1:" + port, nil, 200},
		{"the page's own POST", "POST", "localhost:" + port, []string{"Origin", "http://localhost:" + port, "Sec-Fetch-Site", "same-origin"}, 200},
		{"another site's POST", "POST", "127.0.0.1:" + port, []string{"Origin", "http://evil.example", "Content-Type", "text/plain"}, 403},
		{"another local port's POST", "POST", "127.0.0.1:" + port, []string{"Origin", "http://127.0.0.1:3000"}, 403},
		{"another local port's POST, Sec-Fetch-Site", "POST", "127.0.0.1:" + port, []string{"Origin", "http://localhost:3000", "Sec-Fetch-Site", "same-site"}, 403},
		{"a sandboxed page's POST", "POST", "127.0.0.1:" + port, []string{"Origin", "null"}, 403},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := calls.Load()
			req, _ := http.NewRequest(tt.method, "http://"+addr+"/", strings.NewReader("{}"))
			req.Host = tt.host
			for i := 0; i < len(tt.header); i += 2 {
				req.Header.Set(tt.header[i], tt.header[i+1])
			}
			res, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			res.Body.Close()
			if res.StatusCode != tt.want {
				t.Errorf("status %d, want %d", res.StatusCode, tt.want)
			}
			if reached := calls.Load() > before; reached != (tt.want == 200) {
				t.Errorf("handler reached: %v", reached)
			}
		})
	}
}

func TestRunRefusesAHostItCannotCompare(t *testing.T) {
	ln, err := Listen("127.0.0.1:0", false)
	if err != nil {
		t.Fatal(err)
	}
	for _, h := range []string{"*", "*.example", "http://x.example", "", "a b"} {
		if _, err := HostName(h); err == nil {
			t.Errorf("HostName(%q) accepted", h)
		}
	}
	if err := Run(context.Background(), ln, http.NotFoundHandler(), time.Second, AllowHosts("*")); err == nil {
		t.Error("Run accepted the host *")
	}
}

// TestBodiesBeyondTheSlotsAreAnswered503 holds that request bodies past the slots wait at
// most the body wait and are then refused with Retry-After, without reaching the handler.
func TestBodiesBeyondTheSlotsAreAnswered503(t *testing.T) {
	lim := defaultLimits
	lim.maxBodies, lim.bodyWait = 2, 100*time.Millisecond
	var reached atomic.Int64
	addr := testServer(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		reached.Add(1)
		io.ReadAll(r.Body)
	}), lim)
	for range lim.maxBodies {
		c := dial(t, addr, 10*time.Second)
		fmt.Fprint(c, "POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 10\r\n\r\n12345")
	}
	for reached.Load() < int64(lim.maxBodies) {
		time.Sleep(10 * time.Millisecond)
	}
	res, err := http.Post("http://"+addr+"/", "application/json", strings.NewReader("{}"))
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusServiceUnavailable || res.Header.Get("Retry-After") == "" {
		t.Errorf("status %d, Retry-After %q; want 503 with Retry-After", res.StatusCode, res.Header.Get("Retry-After"))
	}
	if reached.Load() != int64(lim.maxBodies) {
		t.Errorf("the refused request reached the handler")
	}
	// A request without a body needs no slot.
	res, err = http.Get("http://" + addr + "/")
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusOK {
		t.Errorf("GET while the slots are taken: status %d", res.StatusCode)
	}
}
