// Command wasmlatency measures the WASM build's validate in headless Chromium, as a page that
// validates a form on every keystroke feels it: the time from instantiation to the first answer,
// then the tail of many calls. For each build it starts a fresh browser (no compiled-code cache
// carried over), serves a page from 127.0.0.1 and, in the page:
//
//  1. fetches and instantiates the module (WebAssembly.instantiateStreaming),
//  2. starts the Go program (go.run) and times it until globalThis.preflight is set,
//  3. times the first validate of a typical payout (web/test/typical-payout.json), at once or
//     after the page stayed idle for -idle milliseconds, as before a user's first keystroke,
//  4. makes WARMUP calls, then CALLS timed calls, each JSON.parse(validate(op, object)) as the
//     ES module does it: back to back, or with -gap milliseconds between them, as between a
//     user's keystrokes, so that what the page does when it is idle happens between calls.
//
// It prints median, p95, p99 and max of the timed calls, the first call, and the first answer
// after instantiation (start + first call; the idle time not counted). Below each row, a control:
// the same figures for a JavaScript-only task as long as the build's median call (parsing the
// payout's JSON again and again) timed the same way in the same page. Its tail is the machine's
// own: on a loaded machine the scheduler takes the core away for milliseconds now and then, and a
// build's p99 says something about the build only where it stands above the control's. Several builds are measured in turn, RUNS times each
// (A B A B ...), so that a baseline and a subject are compared in one run on one machine.
//
// With -return the page is loaded a second time in the same browser, 3 s after the first visit's
// calls, as by a user who comes back: the files, cacheable this time, are revalidated (304, as
// preflight demo answers) and Chromium reuses the code it compiled on the first visit. That
// visit is its own row, "NAME again".
//
//	go run ./web/wasmlatency [-calls 2000] [-warmup 200] [-runs 3] [-idle MS] [-gap MS] [-warm N] [-return] NAME=FILE.wasm ...
//
// The page is served cross-origin isolated (COOP and COEP headers) so that performance.now()
// has Chromium's fine resolution (5 µs) rather than 100 µs.
package main

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/preflightpay/preflight/web/internal/chromium"
)

func main() {
	calls := flag.Int("calls", 2000, "timed validate calls")
	warmup := flag.Int("warmup", 200, "untimed calls before them")
	runs := flag.Int("runs", 3, "times each build is measured, in turn")
	payout := flag.String("payout", "web/test/typical-payout.json", "the request validated")
	idle := flag.Int("idle", 0, "milliseconds the page stays idle between start and the first call, as before a user's first keystroke")
	gap := flag.Int("gap", 0, "milliseconds between timed calls (and between the control's), as between keystrokes; 0 for back to back")
	warm := flag.Int("warm", -1, "the idle-time warm-up's checks (PREFLIGHT_WARM); -1 for the build's default")
	again := flag.Bool("return", false, "load the page a second time in the same browser, as a returning visitor: the module revalidated (304), its compiled code cached")
	flag.StringVar(&jsFlags, "js-flags", "", "V8 flags, to find where time goes (--no-wasm-lazy-compilation, --no-liftoff)")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: wasmlatency [flags] NAME=FILE.wasm ...")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() == 0 || *calls < 100 || *warmup < 0 || *runs < 1 || *gap < 0 || *gap > 100 {
		flag.Usage()
		os.Exit(2)
	}
	if *warm < -1 {
		flag.Usage()
		os.Exit(2)
	}
	s := settings{calls: *calls, warmup: *warmup, idle: *idle, gap: *gap, warm: *warm, returnVisit: *again}
	if err := run(flag.Args(), *payout, *runs, s); err != nil {
		fmt.Fprintln(os.Stderr, "wasmlatency:", err)
		os.Exit(1)
	}
}

// settings are what the page does: calls timed after warmup untimed ones, the first call idle
// milliseconds after start, gap milliseconds between timed calls, and warm the idle-time warm-up
// the program runs (PREFLIGHT_WARM; -1 leaves the build's default). With returnVisit the page
// is loaded again in the same browser, as by a user who comes back.
type settings struct {
	calls, warmup, idle, gap, warm int
	returnVisit                    bool
}

// returnAfter is how long the browser is left before the page is loaded again. Chromium keeps
// a module's compiled code with its cached response some time after the code was optimised;
// 3 s after the first visit's calls was enough in every run.
const returnAfter = 3 * time.Second

// jsFlags are passed to V8 when set: a diagnosis, not what a user's browser runs.
var jsFlags string

type build struct{ name, path string }

// result is what the page measures, in milliseconds.
type result struct {
	Instantiate float64   `json:"instantiate"` // fetch, compile and instantiate
	Start       float64   `json:"start"`       // go.run until the API is set
	First       float64   `json:"first"`       // the first validate
	Errors      int       `json:"errors"`      // errors in the first report: the payout is valid
	Samples     []float64 `json:"samples"`
	Control     []float64 `json:"control"` // a JavaScript-only task timed the same way
}

func run(args []string, payoutPath string, runs int, s settings) error {
	var builds []build
	for _, a := range args {
		name, path, ok := strings.Cut(a, "=")
		if !ok {
			name, path = filepath.Base(a), a
		}
		builds = append(builds, build{name, path})
	}
	payout, err := os.ReadFile(payoutPath)
	if err != nil {
		return err
	}
	wasmExec, err := os.ReadFile(filepath.Join(runtime.GOROOT(), "lib", "wasm", "wasm_exec.js"))
	if err != nil {
		return err
	}
	browser, err := chromium.Path()
	if err != nil {
		return err
	}
	warm := "the build's default idle-time warm-up"
	if s.warm >= 0 {
		warm = fmt.Sprintf("%d idle-time warm-up checks", s.warm)
	}
	fmt.Printf("%s, %s; %s; first call %d ms after start; %d timed calls %d ms apart after %d warm-up calls, %d runs per build\n",
		chromium.Version(browser), runtime.Version(), warm, s.idle, s.calls, s.gap, s.warmup, runs)
	for _, b := range builds {
		if fi, err := os.Stat(b.path); err == nil {
			fmt.Printf("%s: %s, %d bytes\n", b.name, b.path, fi.Size())
		}
	}
	fmt.Printf("%-12s %4s %9s %9s %9s %9s %10s %10s %12s %12s\n", "build", "run", "median", "p95", "p99", "max",
		"start", "first call", "first answer", "instantiate")
	all := map[string][]figures{}
	var rows []string // in the order printed: each build, then its return visit
	for r := 1; r <= runs; r++ {
		for _, b := range builds {
			wasm, err := os.ReadFile(b.path)
			if err != nil {
				return err
			}
			visits, err := measure(browser, wasm, wasmExec, payout, s)
			if err != nil {
				return fmt.Errorf("%s: %w", b.name, err)
			}
			for i, res := range visits {
				name := b.name
				if i > 0 {
					name += " again"
				}
				if res.Errors != 0 {
					return fmt.Errorf("%s: the typical payout has %d errors: not the case this measures", name, res.Errors)
				}
				if r == 1 {
					rows = append(rows, name)
				}
				f := figuresOf(res)
				all[name] = append(all[name], f)
				printRow(name, fmt.Sprint(r), f)
			}
		}
	}
	if runs > 1 {
		fmt.Println("median over runs:")
		for _, name := range rows {
			printRow(name, "all", medianOf(all[name]))
		}
	}
	return nil
}

// figures are one run's, or the medians over runs: median, p95, p99 and max of the timed calls
// and of the control, then start, first call and instantiation, all in milliseconds.
type figures struct {
	calls, control [4]float64
	start, first   float64
	instantiate    float64
}

func figuresOf(r result) figures {
	f := figures{start: r.Start, first: r.First, instantiate: r.Instantiate}
	f.calls = tail(r.Samples)
	f.control = tail(r.Control)
	return f
}

// tail is the median, p95, p99 and max of samples.
func tail(samples []float64) [4]float64 {
	s := slices.Sorted(slices.Values(samples))
	return [4]float64{quantile(s, 0.5), quantile(s, 0.95), quantile(s, 0.99), s[len(s)-1]}
}

func printRow(name, run string, f figures) {
	us := func(ms float64) string { return fmt.Sprintf("%.0f µs", ms*1000) }
	fmt.Printf("%-12s %4s %9s %9s %9s %9s %10s %10s %12s %12s\n", name, run,
		us(f.calls[0]), us(f.calls[1]), us(f.calls[2]), us(f.calls[3]),
		fmt.Sprintf("%.1f ms", f.start), fmt.Sprintf("%.1f ms", f.first),
		fmt.Sprintf("%.1f ms", f.start+f.first), fmt.Sprintf("%.0f ms", f.instantiate))
	fmt.Printf("%-12s %4s %9s %9s %9s %9s\n", "  control", "", us(f.control[0]), us(f.control[1]),
		us(f.control[2]), us(f.control[3]))
}

// quantile is the nearest-rank quantile of sorted samples.
func quantile(sorted []float64, q float64) float64 {
	i := int(q*float64(len(sorted))+0.5) - 1
	return sorted[max(0, min(len(sorted)-1, i))]
}

// medianOf summarises several runs: each figure is the median of the runs' figures.
func medianOf(runs []figures) figures {
	mid := func(get func(figures) float64) float64 {
		v := make([]float64, len(runs))
		for i, f := range runs {
			v[i] = get(f)
		}
		slices.Sort(v)
		return v[len(v)/2]
	}
	m := figures{
		start:       mid(func(f figures) float64 { return f.start }),
		first:       mid(func(f figures) float64 { return f.first }),
		instantiate: mid(func(f figures) float64 { return f.instantiate }),
	}
	for i := range m.calls {
		m.calls[i] = mid(func(f figures) float64 { return f.calls[i] })
		m.control[i] = mid(func(f figures) float64 { return f.control[i] })
	}
	return m
}

// page runs in the browser; measure() resolves to a result.
const page = `<!doctype html><meta charset="utf-8"><title>wasmlatency</title>
<script src="/wasm_exec.js"></script>
<script>
async function measure(calls, warmup, idle, gap, warm) {
  const pause = () => gap > 0 ? new Promise((resolve) => setTimeout(resolve, gap)) : null;
  const payout = await (await fetch("/payout.json")).json();
  const op = "fiat/create-payout";
  const go = new Go();
  if (warm >= 0) go.env = { ...go.env, PREFLIGHT_WARM: String(warm) };
  let t = performance.now();
  const { instance } = await WebAssembly.instantiateStreaming(fetch("/preflight.wasm"), go.importObject);
  const instantiate = performance.now() - t;
  t = performance.now();
  go.run(instance);
  const api = globalThis.preflight;
  const start = performance.now() - t;
  if (!api || typeof api.validate !== "function") throw new Error("the program did not set globalThis.preflight");
  const validate = () => JSON.parse(api.validate(op, payout));
  if (idle > 0) await new Promise((resolve) => setTimeout(resolve, idle));
  t = performance.now();
  const report = validate();
  const first = performance.now() - t;
  if (!Array.isArray(report.errors)) throw new Error("validate: " + JSON.stringify(report));
  for (let i = 0; i < warmup; i++) validate();
  const samples = new Array(calls);
  for (let i = 0; i < calls; i++) {
    if (gap > 0) await pause();
    t = performance.now();
    validate();
    samples[i] = performance.now() - t;
  }
  // The control: JavaScript alone (parsing the payout's JSON, as many times as takes the build's
  // median), timed the same way. Its tail is the machine's (another process taking the core, the
  // browser's own work) for a task of the same length, which the build's tail cannot be below.
  const text = JSON.stringify(payout);
  const sorted = samples.slice().sort((a, b) => a - b);
  const target = sorted[calls >> 1];
  let reps = 1;
  for (let round = 0; round < 6; round++) { // scale the repetitions until the medians agree
    const m = [];
    for (let i = 0; i < 51; i++) {
      t = performance.now();
      for (let j = 0; j < reps; j++) JSON.parse(text);
      m.push(performance.now() - t);
    }
    m.sort((a, b) => a - b);
    reps = Math.max(1, Math.round((reps * target) / Math.max(m[25], 0.005)));
  }
  const control = new Array(calls);
  for (let i = 0; i < calls; i++) {
    if (gap > 0) await pause();
    t = performance.now();
    for (let j = 0; j < reps; j++) JSON.parse(text);
    control[i] = performance.now() - t;
  }
  return { instantiate, start, first, errors: report.errors.length, samples, control };
}
</script>`

// measure loads the page in a fresh browser and returns what it measured: one visit, or two
// with s.returnVisit. Files are served as preflight demo serves the module: with an ETag, and
// 304 to a request that names it. For one visit nothing is cached (no-store); for a return
// visit every response is cached and revalidated (no-cache), as the demo's are.
func measure(browser string, wasm, wasmExec, payout []byte, s settings) ([]result, error) {
	mux := http.NewServeMux()
	cacheControl := "no-store"
	if s.returnVisit {
		cacheControl = "no-cache"
	}
	serve := func(path, ctype string, body []byte) {
		sum := sha256.Sum256(body)
		etag := `"` + hex.EncodeToString(sum[:12]) + `"`
		mux.HandleFunc(path, func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", ctype)
			w.Header().Set("Cross-Origin-Opener-Policy", "same-origin")
			w.Header().Set("Cross-Origin-Embedder-Policy", "require-corp")
			w.Header().Set("Cache-Control", cacheControl)
			w.Header().Set("ETag", etag)
			http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(body))
		})
	}
	serve("/{$}", "text/html; charset=utf-8", []byte(page))
	serve("/wasm_exec.js", "text/javascript", wasmExec)
	serve("/preflight.wasm", "application/wasm", wasm)
	serve("/payout.json", "application/json", payout)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	go srv.Serve(ln)
	defer srv.Close()

	dir, err := os.MkdirTemp("", "wasmlatency")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(browser),
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.Flag("disable-component-update", true),
		chromedp.UserDataDir(dir),
	)
	if jsFlags != "" {
		opts = append(opts, chromedp.Flag("js-flags", jsFlags))
	}
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancelAlloc()
	ctx, cancelCtx := chromedp.NewContext(allocCtx)
	defer cancelCtx()
	ctx, cancel := context.WithTimeout(ctx, 4*time.Minute+4*time.Duration(s.calls*s.gap)*time.Millisecond)
	defer cancel()
	visits := 1
	if s.returnVisit {
		visits = 2
	}
	var results []result
	for v := range visits {
		if v > 0 {
			time.Sleep(returnAfter)
		}
		res, err := visit(ctx, "http://"+ln.Addr().String()+"/", s)
		if err != nil {
			return nil, err
		}
		results = append(results, res)
	}
	return results, nil
}

// visit loads the page and runs the measurement in it.
func visit(ctx context.Context, url string, s settings) (result, error) {
	if err := chromedp.Do(ctx, chromedp.Navigate(url)); err != nil {
		return result{}, err
	}
	isolated, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`crossOriginIsolated`))
	if err != nil {
		return result{}, err
	}
	if !isolated {
		return result{}, errors.New("the page is not cross-origin isolated: timer resolution would be 100 µs")
	}
	raw, err := chromedp.Run(ctx, chromedp.Evaluate[json.RawMessage](
		fmt.Sprintf("measure(%d, %d, %d, %d, %d)", s.calls, s.warmup, s.idle, s.gap, s.warm), chromedp.EvalAwaitPromise))
	if err != nil {
		return result{}, err
	}
	var res result
	if err := json.Unmarshal(raw, &res); err != nil {
		return result{}, err
	}
	if len(res.Samples) != s.calls {
		return result{}, fmt.Errorf("the page returned %d samples, not %d", len(res.Samples), s.calls)
	}
	return res, nil
}
