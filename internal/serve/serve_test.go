package serve

import (
	"bytes"
	"context"
	"errors"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"
)

func TestListenRefusesAddressesOtherMachinesCanReachUnlessAsked(t *testing.T) {
	for _, addr := range []string{":0", "0.0.0.0:0", "[::]:0"} {
		_, err := Listen(addr, false)
		if !errors.Is(err, ErrNotLoopback) {
			t.Errorf("Listen(%q, false) = %v, want ErrNotLoopback", addr, err)
		}
		// Every command that serves takes --public; the refusal names it, so that the user
		// knows what to give.
		if err != nil && !strings.Contains(err.Error(), "--public") {
			t.Errorf("Listen(%q, false) = %v: the refusal does not name --public", addr, err)
		}
	}
	for _, addr := range []string{"127.0.0.1:0", "localhost:0"} {
		ln, err := Listen(addr, false)
		if err != nil {
			t.Errorf("Listen(%q, false): %v", addr, err)
			continue
		}
		ln.Close()
	}
}

func TestRunDrainsTheRequestInFlightBeforeReturning(t *testing.T) {
	ln, err := Listen("127.0.0.1:0", false)
	if err != nil {
		t.Fatal(err)
	}
	started := make(chan struct{})
	release := make(chan struct{})
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		close(started)
		<-release
		io.WriteString(w, "done")
	})
	ctx, stop := context.WithCancel(context.Background())
	ran := make(chan error, 1)
	go func() { ran <- Run(ctx, ln, h, 5*time.Second) }()

	got := make(chan string, 1)
	go func() {
		resp, err := http.Get("http://" + ln.Addr().String() + "/")
		if err != nil {
			got <- err.Error()
			return
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		got <- string(b)
	}()
	<-started
	stop()
	time.Sleep(50 * time.Millisecond) // let Shutdown begin while the request is held
	close(release)
	if body := <-got; body != "done" {
		t.Errorf("the request in flight got %q, want done", body)
	}
	if err := <-ran; err != nil {
		t.Errorf("Run = %v, want nil after a clean drain", err)
	}
}

func TestRunCutsARequestThatOutlivesTheDrainDeadlineAndReturnsNil(t *testing.T) {
	ln, err := Listen("127.0.0.1:0", false)
	if err != nil {
		t.Fatal(err)
	}
	started := make(chan struct{})
	release := make(chan struct{})
	defer close(release)
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		close(started)
		<-release
	})
	ctx, stop := context.WithCancel(context.Background())
	var log bytes.Buffer
	ran := make(chan error, 1)
	go func() { ran <- Run(ctx, ln, h, 100*time.Millisecond, Log(&log, "test")) }()
	go http.Get("http://" + ln.Addr().String() + "/")
	<-started
	stop()
	if err := <-ran; err != nil {
		t.Errorf("Run = %v, want nil: a request cut at the deadline was never acknowledged", err)
	}
	if want := "test: stopped waiting after 100ms: closed 1 connection(s) still open\n"; log.String() != want {
		t.Errorf("log %q, want %q", log.String(), want)
	}
}
