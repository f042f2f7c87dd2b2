package main

import (
	"bytes"
	"strings"
	"sync"
	"testing"
	"time"
)

// serverURL waits until a server command started in the background (demo, mock, webhook listen)
// prints the URL it serves on ("http://127.0.0.1:PORT/") on out, and returns that URL. The test
// fails if the command exits first, or prints no URL within 5 s.
func serverURL(t *testing.T, out *syncBuffer, done <-chan int, stderr *syncBuffer) string {
	t.Helper()
	for try := 0; ; try++ {
		if _, rest, ok := strings.Cut(out.String(), "http://"); ok {
			host, _, _ := strings.Cut(rest, "/")
			return "http://" + host + "/"
		}
		if try == 500 {
			t.Fatalf("the server printed no URL in 5 s; stderr: %s", stderr.String())
		}
		select {
		case code := <-done:
			t.Fatalf("the server exited %d before serving; stderr: %s", code, stderr.String())
		case <-time.After(10 * time.Millisecond):
		}
	}
}

// syncBuffer is a bytes.Buffer that a server command writes while the test reads it.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}
