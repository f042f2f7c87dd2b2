// Command firstvisit measures a first visit to a page that validates a form with the ES module,
// as a phone on a mobile network feels it: headless Chromium with DevTools' "Fast 4G" network
// (165 ms latency, 9 Mbit/s down and 1.5 Mbit/s up, each times 0.9, as DevTools defines the
// preset; Network.emulateNetworkConditionsByRule) and 4x CPU throttling
// (Emulation.setCPUThrottlingRate). Each run starts a fresh browser with an empty profile, loads
// a scratch page from 127.0.0.1 that imports preflight.js, calls load() and validates a typical
// payout (web/test/typical-payout.json) at once, and reports, from the navigation's start:
//
//	wasm done   when the module's last byte arrived (Resource Timing's responseEnd)
//	loaded      when load() resolved: the module compiled and the Go program started
//	answered    when the first validate returned: the first moment a form validates
//
// Variants are given as NAME=MODULE.js:ENCODING[:preload]: the ES module to load (this one or an
// older one, to compare), how preflight.wasm is sent (identity: the 4.8 MB as they are; gzip
// or br: the package's precompressed copy with Content-Encoding), and with preload, the page's
// <link rel=preload> for the module and the WASM. Runs alternate between variants (A B A B ...).
//
//	go run ./web/firstvisit [-runs 5] [-cpu 4] [-latency 165] [-down 9000] [-up 1500] NAME=MODULE.js:ENCODING[:preload] ...
//
// A measured figure, not a test: scripts/wasm-firstvisit.sh runs it.
package main

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"

	"github.com/preflightpay/preflight/web/internal/chromium"
	"github.com/preflightpay/preflight/web/internal/modroot"
)

type variant struct {
	name, module, encoding string
	preload                bool
	js                     []byte
}

type conditions struct {
	cpu, latency, down, up float64 // rate; ms; kbit/s
}

// result is what the page reports, in milliseconds from the navigation's start.
type result struct {
	WasmDone float64 `json:"wasmDone"`
	Loaded   float64 `json:"loaded"`
	Answered float64 `json:"answered"`
	Transfer float64 `json:"transfer"` // bytes of the module on the wire
	Valid    bool    `json:"valid"`
	// Each file's request start and response end, for the per-run lines.
	Files string `json:"files"`
}

func main() {
	runs := flag.Int("runs", 5, "runs of each variant, in turn")
	cpu := flag.Float64("cpu", 4, "CPU throttling rate (Emulation.setCPUThrottlingRate)")
	latency := flag.Float64("latency", 165, "added round-trip latency, ms (DevTools' Fast 4G: 60 ms x 2.75)")
	down := flag.Float64("down", 9000, "download throughput, kbit/s, before DevTools' 0.9 factor")
	up := flag.Float64("up", 1500, "upload throughput, kbit/s, before DevTools' 0.9 factor")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: firstvisit [flags] NAME=MODULE.js:ENCODING[:preload] ...   (ENCODING identity, gzip or br)")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() == 0 || *runs < 1 || *cpu < 1 {
		flag.Usage()
		os.Exit(2)
	}
	var variants []*variant
	for _, arg := range flag.Args() {
		v, err := parseVariant(arg)
		if err != nil {
			fmt.Fprintln(os.Stderr, "firstvisit:", err)
			os.Exit(2)
		}
		variants = append(variants, v)
	}
	if err := run(variants, *runs, conditions{*cpu, *latency, *down, *up}); err != nil {
		fmt.Fprintln(os.Stderr, "firstvisit:", err)
		os.Exit(1)
	}
}

func parseVariant(arg string) (*variant, error) {
	name, spec, ok := strings.Cut(arg, "=")
	parts := strings.Split(spec, ":")
	if !ok || name == "" || len(parts) < 2 || len(parts) > 3 {
		return nil, fmt.Errorf("%q: want NAME=MODULE.js:ENCODING[:preload]", arg)
	}
	v := &variant{name: name, module: parts[0], encoding: parts[1]}
	if !slices.Contains([]string{"identity", "gzip", "br"}, v.encoding) {
		return nil, fmt.Errorf("%q: the encoding is identity, gzip or br", arg)
	}
	if len(parts) == 3 {
		if parts[2] != "preload" {
			return nil, fmt.Errorf("%q: the third part can only be preload", arg)
		}
		v.preload = true
	}
	js, err := os.ReadFile(v.module)
	if err != nil {
		return nil, err
	}
	v.js = js
	return v, nil
}

// The files the scratch page is served with: the WASM build three ways, Go's glue, the payout.
type files struct {
	wasm, gz, br, wasmExec, payout []byte
}

func readFiles() (files, error) {
	root, err := modroot.Dir()
	if err != nil {
		return files{}, err
	}
	var f files
	for _, x := range []struct {
		dst  *[]byte
		path string
	}{
		{&f.gz, "web/generated/preflight.wasm.gz"},
		{&f.br, "web/generated/preflight.wasm.br"},
		{&f.wasmExec, "web/generated/wasm_exec.js"},
		{&f.payout, "web/test/typical-payout.json"},
	} {
		if *x.dst, err = os.ReadFile(filepath.Join(root, x.path)); err != nil {
			return files{}, err
		}
	}
	zr, err := gzip.NewReader(bytes.NewReader(f.gz))
	if err != nil {
		return files{}, err
	}
	f.wasm, err = io.ReadAll(zr)
	return f, err
}

func run(variants []*variant, runs int, c conditions) error {
	f, err := readFiles()
	if err != nil {
		return err
	}
	browser, err := chromium.Path()
	if err != nil {
		return err
	}
	fmt.Printf("%s; %s/%s, %d CPUs; Fast 4G as DevTools defines it: %.0f ms, %.0f/%.0f kbit/s x 0.9; CPU %gx slower; %d runs per variant, fresh profile each\n",
		chromium.Version(browser), runtime.GOOS, runtime.GOARCH, runtime.NumCPU(), c.latency, c.down, c.up, c.cpu, runs)
	fmt.Printf("module: preflight.wasm %d bytes, gzip %d, brotli %d\n\n", len(f.wasm), len(f.gz), len(f.br))
	all := map[string][]result{}
	for i := range runs {
		for _, v := range variants {
			r, err := visit(browser, v, f, c)
			if err != nil {
				return fmt.Errorf("%s, run %d: %w", v.name, i+1, err)
			}
			if !r.Valid {
				return fmt.Errorf("%s, run %d: the typical payout was not valid: the page did not run the module it was given", v.name, i+1)
			}
			all[v.name] = append(all[v.name], r)
			fmt.Fprintf(os.Stderr, "%-14s run %d: wasm done %6.0f ms, loaded %6.0f ms, answered %6.0f ms (requests, ms: %s)\n", v.name, i+1, r.WasmDone, r.Loaded, r.Answered, r.Files)
		}
	}
	fmt.Printf("%-14s %-9s %-8s %10s %10s %10s %12s %s\n", "variant", "encoding", "preload", "on wire", "wasm done", "loaded", "answered", "(medians; answered: min to max)")
	for _, v := range variants {
		rs := all[v.name]
		med := func(get func(result) float64) float64 {
			xs := make([]float64, len(rs))
			for i, r := range rs {
				xs[i] = get(r)
			}
			slices.Sort(xs)
			return xs[len(xs)/2]
		}
		answered := make([]float64, len(rs))
		for i, r := range rs {
			answered[i] = r.Answered
		}
		fmt.Printf("%-14s %-9s %-8v %8.0f KB %7.0f ms %7.0f ms %9.0f ms   %.0f to %.0f ms\n", v.name, v.encoding, v.preload,
			med(func(r result) float64 { return r.Transfer })/1000, med(func(r result) float64 { return r.WasmDone }),
			med(func(r result) float64 { return r.Loaded }), med(func(r result) float64 { return r.Answered }),
			slices.Min(answered), slices.Max(answered))
	}
	return nil
}

// preloadHeader is the page's preload hints as a Link header.
const preloadHeader = `<preflight.wasm>; rel=preload; as=fetch; crossorigin, <preflight.js>; rel=modulepreload, <wasm_exec.js>; rel=modulepreload`

// page is the scratch page: a form's first validation, as soon as the module can give it.
func page(v *variant, payout []byte) string {
	var hints string
	if v.preload {
		hints = `<link rel="modulepreload" href="preflight.js">
<link rel="modulepreload" href="wasm_exec.js">
<link rel="preload" href="preflight.wasm" as="fetch" crossorigin>
`
	}
	return `<!doctype html>
<meta charset="utf-8">
<title>first visit</title>
<link rel="icon" href="data:,">
` + hints + `<form><input name="receiving_amount" aria-label="Amount"></form>
<script type="module">
import { load } from "./preflight.js";
const pf = await load();
const loaded = performance.now();
const report = pf.validate("fiat/create-payout", ` + string(payout) + `);
const answered = performance.now();
const wasm = performance.getEntriesByType("resource").find((e) => e.name.endsWith("/preflight.wasm"));
const files = [performance.getEntriesByType("navigation")[0], ...performance.getEntriesByType("resource")]
  .map((e) => e.name.split("/").pop() + " " + Math.round(e.requestStart) + "-" + Math.round(e.responseEnd)).join(", ");
document.body.dataset.result = JSON.stringify({ wasmDone: wasm?.responseEnd ?? 0, loaded, answered, transfer: wasm?.encodedBodySize ?? 0, valid: report.valid, files });
</script>
`
}

func visit(browser string, v *variant, f files, c conditions) (result, error) {
	mux := http.NewServeMux()
	serve := func(path, ctype, encoding string, body []byte) {
		mux.HandleFunc(path, func(w http.ResponseWriter, r *http.Request) {
			if path == "/{$}" && v.preload {
				// The same hints as the page's <link>s, in the response's headers: the browser
				// starts the downloads before it parses the page.
				w.Header().Set("Link", preloadHeader)
			}
			w.Header().Set("Content-Type", ctype)
			w.Header().Set("Cache-Control", "no-cache")
			if encoding != "identity" {
				w.Header().Set("Content-Encoding", encoding)
				w.Header().Set("Vary", "Accept-Encoding")
			}
			w.Write(body)
		})
	}
	serve("/{$}", "text/html; charset=utf-8", "identity", []byte(page(v, f.payout)))
	serve("/preflight.js", "text/javascript", "identity", v.js)
	serve("/wasm_exec.js", "text/javascript", "identity", f.wasmExec)
	wasm := map[string][]byte{"identity": f.wasm, "gzip": f.gz, "br": f.br}[v.encoding]
	serve("/preflight.wasm", "application/wasm", v.encoding, wasm)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return result{}, err
	}
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	go srv.Serve(ln)
	defer srv.Close()

	dir, err := os.MkdirTemp("", "firstvisit")
	if err != nil {
		return result{}, err
	}
	defer os.RemoveAll(dir)
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(browser),
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.Flag("disable-component-update", true),
		chromedp.UserDataDir(dir),
	)
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancelAlloc()
	ctx, cancelCtx := chromedp.NewContext(allocCtx)
	defer cancelCtx()
	ctx, cancel := context.WithTimeout(ctx, 2*time.Minute)
	defer cancel()
	throttle := chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		if _, err := cdp.Call(ctx, t, network.Enable, network.EnableParams{}); err != nil {
			return err
		}
		rule := network.EmulateNetworkConditionsByRuleParams{MatchedNetworkConditions: []*network.Conditions{{
			Latency:            c.latency,
			DownloadThroughput: c.down * 1000 / 8 * 0.9,
			UploadThroughput:   c.up * 1000 / 8 * 0.9,
		}}}
		if _, err := cdp.Call(ctx, t, network.EmulateNetworkConditionsByRule, rule); err != nil {
			return fmt.Errorf("network throttling: %w", err)
		}
		_, err := cdp.Call(ctx, t, emulation.SetCPUThrottlingRate, emulation.SetCPUThrottlingRateParams{Rate: c.cpu})
		return err
	})
	if err := chromedp.Do(ctx, chromedp.Navigate("about:blank"), throttle,
		chromedp.Navigate("http://"+ln.Addr().String()+"/"), chromedp.WaitReady(chromedp.CSS(`body[data-result]`))); err != nil {
		return result{}, err
	}
	raw, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.body.dataset.result`))
	if err != nil {
		return result{}, err
	}
	var r result
	err = json.Unmarshal([]byte(raw), &r)
	return r, err
}
