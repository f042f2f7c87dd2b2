package main

import (
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"net/http"
	"path"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/preflightpay/preflight/internal/serve"
	"github.com/preflightpay/preflight/web"
)

func runDemo(e env, args []string) int {
	fs := newFlagSet(e, "demo", "[--addr 127.0.0.1:8080] [--public] [--allow-host NAME]...")
	addr := fs.String("addr", "127.0.0.1:8080", "the address to serve on")
	public := fs.Bool("public", false, "allow an --addr that other machines can reach")
	allowHosts := allowHostFlag(fs)
	if _, exit, done := parseArgs(e, fs, args, 0); done {
		return exit
	}
	handler, err := demoHandler()
	if err != nil {
		return fail(e, fs, "%v", err)
	}
	ln, err := serve.Listen(*addr, *public)
	if err != nil {
		return fail(e, fs, "%v", listenError(err, *addr))
	}
	// The signals are caught before the URL line is printed: whoever reads the line may ask the
	// server to stop at once.
	ctx, stop := serve.SignalContext(context.Background())
	defer stop()
	// The URL line is the one thing printed: scripts and the browser tests read it to learn the
	// port when --addr ends in :0.
	fmt.Fprintf(e.stdout, "preflight demo: serving on http://%s/ (Ctrl-C to stop)\n", ln.Addr())
	if *public {
		publicNotice(e.stderr, "preflight demo", ln, *allowHosts,
			"load the demo page and the WASM build (GET only: the demo keeps no state and takes no input)")
	}
	if err := serve.Run(ctx, ln, handler, serve.DefaultDrain, serveOptions(e.stderr, "preflight demo", *addr, *allowHosts)...); err != nil {
		return fail(e, fs, "%v", err)
	}
	return exitOK
}

// demoHandler serves the embedded page. The WASM build is stored compressed twice, with brotli
// and with gzip, and sent as it is stored in the coding the browser prefers (every browser
// takes both); a client that takes neither gets it inflated.
//
// Each coding of the build has an ETag of its own, and a request that names it in
// If-None-Match is answered 304 Not Modified: a browser that comes back (every response says
// "no-cache", so it asks each time) keeps the 1.1 MB it has instead of fetching it again. The
// response being cacheable at all is what lets Chromium keep the code it compiled from the
// build and reuse it on a return visit (a start of 6 ms instead of 130, docs/wasm.md); with
// "no-store" it would compile it anew each time.
func demoHandler() (http.Handler, error) {
	wasmGz, ok := web.DemoFile("preflight.wasm.gz")
	wasmBr, okBr := web.DemoFile("preflight.wasm.br")
	if !ok || !okBr {
		return nil, errors.New("the demo's WASM build is not embedded: run go generate ./web")
	}
	stored := map[string]representation{"br": representationOf(wasmBr), "gzip": representationOf(wasmGz)}
	// The inflated build is made on the first request that needs it, only a client that takes
	// neither coding (curl without --compressed) does, and then kept (4.8 MB) for the next.
	inflated := sync.OnceValues(func() (representation, error) {
		zr, err := gzip.NewReader(bytes.NewReader(wasmGz))
		if err != nil {
			return representation{}, err
		}
		b, err := io.ReadAll(zr)
		return representationOf(b), err
	})
	mux := http.NewServeMux()
	mux.HandleFunc("GET /preflight.wasm", func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Type", "application/wasm")
		h.Set("Vary", "Accept-Encoding")
		coding := chooseEncoding(r.Header.Get("Accept-Encoding"))
		rep := stored[coding]
		if coding == "" {
			var err error
			if rep, err = inflated(); err != nil {
				http.Error(w, err.Error(), http.StatusInternalServerError)
				return
			}
		} else {
			h.Set("Content-Encoding", coding)
		}
		h.Set("ETag", rep.etag)
		// A list of ranges is refused 416 (RFC 9110, 14.2, lets a server reject one): ServeContent
		// would answer it with one multipart part per range, and a 19 KB request of many small
		// ranges drew 279 KB. Ignoring it would send the whole build (967 KB) instead. Browsers
		// and download managers ask for one range, which is still served 206. The list becomes a
		// range past the end, which ServeContent answers 416 with Content-Range: bytes */SIZE
		// after the preconditions: If-None-Match still gets its 304, and a failed If-Range the
		// whole build.
		if strings.Contains(r.Header.Get("Range"), ",") {
			r.Header.Set("Range", "bytes="+strconv.Itoa(len(rep.body))+"-")
		}
		// ServeContent answers If-None-Match with 304 and a Range with 206, and then removes or
		// rewrites Content-Length; it does not set it when Content-Encoding is set.
		h.Set("Content-Length", strconv.Itoa(len(rep.body)))
		http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(rep.body))
	})
	mux.HandleFunc("GET /preflight.wasm.gz", http.NotFound)
	mux.HandleFunc("GET /preflight.wasm.br", http.NotFound)
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

// representation is one coding of the build and its strong ETag, a hash of those bytes: each
// coding is a representation of its own, and a tag follows its bytes.
type representation struct {
	body []byte
	etag string
}

func representationOf(body []byte) representation {
	sum := sha256.Sum256(body)
	return representation{body, `"` + hex.EncodeToString(sum[:12]) + `"`}
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

// chooseEncoding reads an Accept-Encoding header (RFC 9110, 12.5.3) and returns the stored
// coding to send, "br" or "gzip", or "" to send the file as it is. Each coding's weight is its own
// q, else that of "*", else 0; the heavier of the two wins, brotli on a tie (it is smaller),
// and one is sent only when it weighs more than 0 and no less than identity. No header means
// identity: a client that says nothing is not assumed to inflate.
func chooseEncoding(header string) string {
	q := map[string]float64{}
	for part := range strings.SplitSeq(header, ",") {
		coding, params, _ := strings.Cut(part, ";")
		coding = strings.ToLower(strings.TrimSpace(coding))
		if coding == "" {
			continue
		}
		weight := 1.0
		for param := range strings.SplitSeq(params, ";") {
			name, value, _ := strings.Cut(param, "=")
			if strings.EqualFold(strings.TrimSpace(name), "q") {
				v, err := strconv.ParseFloat(strings.TrimSpace(value), 64)
				if err != nil || v != v || v < 0 || v > 1 { // NaN, or outside [0, 1]: not a weight
					v = 0
				}
				weight = v
			}
		}
		if _, seen := q[coding]; !seen {
			q[coding] = weight
		}
	}
	weight := func(coding string) float64 {
		if v, ok := q[coding]; ok {
			return v
		}
		return q["*"] // 0 when absent
	}
	best, bestQ := "", 0.0
	for _, coding := range []string{"br", "gzip"} {
		if w := weight(coding); w > bestQ {
			best, bestQ = coding, w
		}
	}
	if best == "" {
		return ""
	}
	if id, named := q["identity"]; named && id > bestQ {
		return ""
	}
	return best
}
