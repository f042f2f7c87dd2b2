package main

import (
	"bytes"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/preflightpay/preflight/web"
)

func get(t *testing.T, h http.Handler, path, acceptEncoding string) *http.Response {
	t.Helper()
	req := httptest.NewRequest("GET", path, nil)
	if acceptEncoding != "" {
		req.Header.Set("Accept-Encoding", acceptEncoding)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec.Result()
}

func TestDemoServesThePageWithItsPolicy(t *testing.T) {
	h, err := demoHandler()
	if err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{"/", "/demo.js", "/demo.css", "/preflight.js", "/wasm_exec.js"} {
		res := get(t, h, path, "")
		if res.StatusCode != http.StatusOK {
			t.Errorf("GET %s: %s", path, res.Status)
		}
		if csp := res.Header.Get("Content-Security-Policy"); !strings.Contains(csp, "default-src 'self'") {
			t.Errorf("GET %s: Content-Security-Policy %q", path, csp)
		}
	}
	body, _ := io.ReadAll(get(t, h, "/", "").Body)
	if !bytes.Contains(body, []byte(`<script type="module" src="demo.js">`)) {
		t.Errorf("the page does not load demo.js:\n%s", body)
	}
	if res := get(t, h, "/preflight.wasm.gz", ""); res.StatusCode != http.StatusNotFound {
		t.Errorf("the compressed file is served under its own name: %s", res.Status)
	}
}

func TestDemoSendsTheWASMCompressedWhenAccepted(t *testing.T) {
	h, err := demoHandler()
	if err != nil {
		t.Fatal(err)
	}
	gz, ok := web.DemoFile("preflight.wasm.gz")
	if !ok {
		t.Fatal("no embedded WASM build")
	}
	res := get(t, h, "/preflight.wasm", "gzip, deflate, br")
	body, _ := io.ReadAll(res.Body)
	if res.Header.Get("Content-Encoding") != "gzip" || !bytes.Equal(body, gz) {
		t.Errorf("with gzip accepted: Content-Encoding %q, %d bytes, want the %d stored", res.Header.Get("Content-Encoding"), len(body), len(gz))
	}
	if ct := res.Header.Get("Content-Type"); ct != "application/wasm" {
		t.Errorf("Content-Type %q: instantiateStreaming needs application/wasm", ct)
	}
	res = get(t, h, "/preflight.wasm", "identity")
	body, _ = io.ReadAll(res.Body)
	if res.Header.Get("Content-Encoding") != "" || !bytes.HasPrefix(body, []byte("\x00asm")) {
		t.Errorf("without gzip: Content-Encoding %q, body starts %q", res.Header.Get("Content-Encoding"), body[:min(len(body), 8)])
	}
}

func TestAcceptsGzip(t *testing.T) {
	tests := []struct {
		header string
		want   bool
	}{
		{"", false},
		{"gzip", true},
		{"deflate, gzip;q=0.8", true},
		{"GZIP", true},
		{"*", true},
		{"gzip;q=0", false},
		{"gzip; q=0.0", false},
		{"br, identity", false},
	}
	for _, tt := range tests {
		if got := acceptsGzip(tt.header); got != tt.want {
			t.Errorf("acceptsGzip(%q) = %v, want %v", tt.header, got, tt.want)
		}
	}
}

func TestDemoRefusesArguments(t *testing.T) {
	var stderr bytes.Buffer
	if code := run([]string{"demo", "extra"}, nil, io.Discard, &stderr, func(string) string { return "" }); code != exitUsage {
		t.Errorf("exit %d, want %d; stderr %s", code, exitUsage, stderr.String())
	}
	if code := run([]string{"demo", "--addr", "256.0.0.1:99999"}, nil, io.Discard, &stderr, func(string) string { return "" }); code != exitUsage {
		t.Errorf("exit %d for an address that cannot be listened on, want %d", code, exitUsage)
	}
}

// FuzzAcceptsGzip: any header is read without a panic, and a header that names only other
// codings never gets gzip.
func FuzzAcceptsGzip(f *testing.F) {
	for _, s := range []string{"gzip", "gzip;q=0", "br, gzip;q=0.5", "*;q=1", ";;,,", "gzip;q=NaN"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, header string) {
		got := acceptsGzip(header)
		if got && !strings.Contains(strings.ToLower(header), "gzip") && !strings.Contains(header, "*") {
			t.Errorf("acceptsGzip(%q) = true without gzip or *", header)
		}
	})
}
