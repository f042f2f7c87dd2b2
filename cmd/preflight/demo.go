package main

import (
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"path"
	"strconv"
	"strings"

	"github.com/preflightpay/preflight/internal/serve"
	"github.com/preflightpay/preflight/web"
)

func runDemo(e env, args []string) int {
	fs := newFlagSet(e, "demo", "[--addr 127.0.0.1:8080] [--public]")
	addr := fs.String("addr", "127.0.0.1:8080", "the address to serve on")
	public := fs.Bool("public", false, "allow an --addr that other machines can reach")
	if _, exit, done := parseArgs(e, fs, args, 0); done {
		return exit
	}
	handler, err := demoHandler()
	if err != nil {
		return fail(e, fs, "%v", err)
	}
	ln, err := serve.Listen(*addr, *public)
	if err != nil {
		return fail(e, fs, "%v", err)
	}
	// The URL line is the one thing printed: scripts and the browser tests read it to learn the
	// port when --addr ends in :0.
	fmt.Fprintf(e.stdout, "preflight demo: serving on http://%s/ (Ctrl-C to stop)\n", ln.Addr())
	ctx, stop := serve.SignalContext(context.Background())
	defer stop()
	if err := serve.Run(ctx, ln, handler, serve.DefaultDrain); err != nil {
		return fail(e, fs, "%v", err)
	}
	return exitOK
}

// demoHandler serves the embedded page. The WASM build is stored gzip-compressed and sent as
// it is to a browser that accepts gzip, which every browser does; others get it inflated.
func demoHandler() (http.Handler, error) {
	wasmGz, ok := web.DemoFile("preflight.wasm.gz")
	if !ok {
		return nil, errors.New("the demo's WASM build is not embedded: run go generate ./web")
	}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /preflight.wasm", func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Type", "application/wasm")
		h.Set("Vary", "Accept-Encoding")
		if acceptsGzip(r.Header.Get("Accept-Encoding")) {
			h.Set("Content-Encoding", "gzip")
			h.Set("Content-Length", strconv.Itoa(len(wasmGz)))
			w.Write(wasmGz)
			return
		}
		zr, err := gzip.NewReader(bytes.NewReader(wasmGz))
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		io.Copy(w, zr)
	})
	mux.HandleFunc("GET /preflight.wasm.gz", http.NotFound)
	mux.HandleFunc("GET /{name...}", func(w http.ResponseWriter, r *http.Request) {
		name := r.PathValue("name")
		if name == "" {
			name = "index.html"
		}
		b, ok := web.DemoFile(name)
		if !ok {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", demoContentTypes[path.Ext(name)])
		w.Write(b)
	})
	return securityHeaders(mux), nil
}

var demoContentTypes = map[string]string{
	".html": "text/html; charset=utf-8",
	".css":  "text/css; charset=utf-8",
	".js":   "text/javascript; charset=utf-8",
}

// securityHeaders keeps the page to its own origin: it loads nothing from the network, and the
// policy proves it. 'wasm-unsafe-eval' is what compiling WebAssembly needs.
func securityHeaders(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "no-referrer")
		h.Set("Cache-Control", "no-cache")
		next.ServeHTTP(w, r)
	})
}

// acceptsGzip reads an Accept-Encoding header: gzip (or *) listed without q=0.
func acceptsGzip(header string) bool {
	for part := range strings.SplitSeq(header, ",") {
		coding, params, _ := strings.Cut(part, ";")
		coding = strings.TrimSpace(coding)
		if !strings.EqualFold(coding, "gzip") && coding != "*" {
			continue
		}
		_, q, found := strings.Cut(strings.ReplaceAll(params, " ", ""), "q=")
		if !found {
			return true
		}
		v, err := strconv.ParseFloat(q, 64)
		return err == nil && v > 0
	}
	return false
}
