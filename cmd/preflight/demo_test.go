package main

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"

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

// TestDemoSendsTheStoredCodingTheBrowserPrefers requests the WASM build with each kind of
// Accept-Encoding: the stored brotli or gzip bytes as they are, or the inflated build, always
// as application/wasm and with Vary so a cache keeps them apart.
func TestDemoSendsTheStoredCodingTheBrowserPrefers(t *testing.T) {
	h, err := demoHandler()
	if err != nil {
		t.Fatal(err)
	}
	gz, _ := web.DemoFile("preflight.wasm.gz")
	br, _ := web.DemoFile("preflight.wasm.br")
	tests := []struct {
		acceptEncoding string
		coding         string
		body           []byte // nil: the raw build
	}{
		{"gzip, deflate, br, zstd", "br", br},
		{"gzip, deflate", "gzip", gz},
		{"br;q=0.5, gzip", "gzip", gz},
		{"identity", "", nil},
		{"", "", nil},
	}
	for _, tt := range tests {
		res := get(t, h, "/preflight.wasm", tt.acceptEncoding)
		body, _ := io.ReadAll(res.Body)
		if got := res.Header.Get("Content-Encoding"); got != tt.coding {
			t.Errorf("Accept-Encoding %q: Content-Encoding %q, want %q", tt.acceptEncoding, got, tt.coding)
		}
		if tt.body != nil && !bytes.Equal(body, tt.body) {
			t.Errorf("Accept-Encoding %q: %d bytes, want the %d stored", tt.acceptEncoding, len(body), len(tt.body))
		}
		if tt.body == nil && !bytes.HasPrefix(body, []byte("\x00asm")) {
			t.Errorf("Accept-Encoding %q: the body starts %q, want the raw build", tt.acceptEncoding, body[:min(len(body), 8)])
		}
		if ct := res.Header.Get("Content-Type"); ct != "application/wasm" {
			t.Errorf("Content-Type %q: instantiateStreaming needs application/wasm", ct)
		}
		if cl := res.Header.Get("Content-Length"); cl != strconv.Itoa(len(body)) {
			t.Errorf("Accept-Encoding %q: Content-Length %q for %d bytes", tt.acceptEncoding, cl, len(body))
		}
		if v := res.Header.Get("Vary"); v != "Accept-Encoding" {
			t.Errorf("Vary %q", v)
		}
	}
}

// TestStoredCodingsInflateToTheSameBuild: brotli and gzip hold the same WASM.
func TestStoredCodingsInflateToTheSameBuild(t *testing.T) {
	gz, _ := web.DemoFile("preflight.wasm.gz")
	br, _ := web.DemoFile("preflight.wasm.br")
	zr, err := gzip.NewReader(bytes.NewReader(gz))
	if err != nil {
		t.Fatal(err)
	}
	fromGzip, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	if len(br) == 0 || len(br) >= len(gz) {
		t.Errorf("brotli %d bytes, gzip %d: brotli should be the smaller", len(br), len(gz))
	}
	fromBrotli, err := io.ReadAll(brotli.NewReader(bytes.NewReader(br)))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(fromGzip, []byte("\x00asm")) || !bytes.Equal(fromGzip, fromBrotli) {
		t.Errorf("gzip inflates to %d bytes of WASM %v, brotli to %d bytes, not the same", len(fromGzip), bytes.HasPrefix(fromGzip, []byte("\x00asm")), len(fromBrotli))
	}
}

func TestChooseEncoding(t *testing.T) {
	tests := []struct {
		header, want string
	}{
		{"", ""},
		{"gzip", "gzip"},
		{"br", "br"},
		{"gzip, br", "br"},
		{"BR, GZIP", "br"},
		{"deflate, gzip;q=0.8", "gzip"},
		{"br;q=0.4, gzip;q=0.8", "gzip"},
		{"br;q=0.8, gzip;q=0.8", "br"},
		{"*", "br"},
		{"*;q=0.5, br;q=0", "gzip"},
		{"gzip;q=0", ""},
		{"gzip; q=0.0", ""},
		{"br;q=0, gzip;q=0", ""},
		{"gzip;q=0.5, identity", ""},
		{"gzip, identity;q=0.5", "gzip"},
		{"deflate, identity", ""},
		{"gzip;q=NaN", ""},
		{"gzip;q=2", ""},
		{"zstd, deflate", ""},
	}
	for _, tt := range tests {
		if got := chooseEncoding(tt.header); got != tt.want {
			t.Errorf("chooseEncoding(%q) = %q, want %q", tt.header, got, tt.want)
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

// FuzzChooseEncoding: any header is read without a panic, and a coding is chosen only when the
// header names it or "*".
func FuzzChooseEncoding(f *testing.F) {
	for _, s := range []string{"gzip", "gzip;q=0", "br, gzip;q=0.5", "*;q=1", ";;,,", "gzip;q=NaN", "br;q=1;q=0"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, header string) {
		got := chooseEncoding(header)
		lower := strings.ToLower(header)
		if got != "" && !strings.Contains(lower, got) && !strings.Contains(header, "*") {
			t.Errorf("chooseEncoding(%q) = %q, not named", header, got)
		}
		if got != "" && got != "br" && got != "gzip" {
			t.Errorf("chooseEncoding(%q) = %q", header, got)
		}
	})
}

// TestDemoAnswersARevalidationWithNotModified: each coding of the build has its own ETag, and a
// browser that sends it back in If-None-Match (weak or strong, alone or in a list, or "*") gets
// 304 with no body, so that it keeps the build and the code it compiled from it. A tag of
// another coding, or of another build, gets the build.
func TestDemoAnswersARevalidationWithNotModified(t *testing.T) {
	h, err := demoHandler()
	if err != nil {
		t.Fatal(err)
	}
	tags := map[string]string{}
	for _, acceptEncoding := range []string{"br", "gzip", "identity"} {
		res := get(t, h, "/preflight.wasm", acceptEncoding)
		tag := res.Header.Get("ETag")
		if res.StatusCode != http.StatusOK || !strings.HasPrefix(tag, `"`) || !strings.HasSuffix(tag, `"`) {
			t.Fatalf("Accept-Encoding %s: %s, ETag %q", acceptEncoding, res.Status, tag)
		}
		tags[acceptEncoding] = tag
	}
	if tags["br"] == tags["gzip"] || tags["gzip"] == tags["identity"] || tags["br"] == tags["identity"] {
		t.Fatalf("the codings share an ETag: %v", tags)
	}
	if again := get(t, h, "/preflight.wasm", "br").Header.Get("ETag"); again != tags["br"] {
		t.Errorf("the ETag changed between requests: %s, then %s", tags["br"], again)
	}
	for _, tt := range []struct {
		acceptEncoding, ifNoneMatch string
		want                        int
	}{
		{"br", tags["br"], http.StatusNotModified},
		{"br", "W/" + tags["br"], http.StatusNotModified},
		{"br", `"other", ` + tags["br"], http.StatusNotModified},
		{"br", "*", http.StatusNotModified},
		{"gzip", tags["gzip"], http.StatusNotModified},
		{"identity", tags["identity"], http.StatusNotModified},
		{"br", tags["gzip"], http.StatusOK},
		{"gzip", tags["br"], http.StatusOK},
		{"br", `"an-earlier-build.br"`, http.StatusOK},
	} {
		req := httptest.NewRequest("GET", "/preflight.wasm", nil)
		req.Header.Set("Accept-Encoding", tt.acceptEncoding)
		req.Header.Set("If-None-Match", tt.ifNoneMatch)
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		res := rec.Result()
		body, _ := io.ReadAll(res.Body)
		if res.StatusCode != tt.want {
			t.Errorf("Accept-Encoding %s, If-None-Match %s: %s, want %d", tt.acceptEncoding, tt.ifNoneMatch, res.Status, tt.want)
		}
		if tt.want == http.StatusNotModified && (len(body) != 0 || res.Header.Get("ETag") == "" || res.Header.Get("Cache-Control") != "no-cache" ||
			res.Header.Get("Content-Length") != "" || res.Header.Get("Vary") != "Accept-Encoding") {
			t.Errorf("If-None-Match %s: 304 with %d bytes, ETag %q, Cache-Control %q, Content-Length %q, Vary %q; want no body, the ETag, no-cache, no length and Vary",
				tt.ifNoneMatch, len(body), res.Header.Get("ETag"), res.Header.Get("Cache-Control"), res.Header.Get("Content-Length"), res.Header.Get("Vary"))
		}
		if tt.want == http.StatusOK && len(body) == 0 {
			t.Errorf("If-None-Match %s: 200 with no body", tt.ifNoneMatch)
		}
	}
}
