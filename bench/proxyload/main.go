// Command proxyload measures `preflight proxy` beside a bare httputil.ReverseProxy in front of the
// same upstream (`preflight mock`), on loopback, in the same run: scripts/proxy-load.sh starts
// the three processes and runs it. With -serve-bare it is the bare proxy; otherwise it is the
// load driver: -clients concurrent clients send -n requests to each target, a mix of valid
// payouts (each with its own idempotency key) and payouts the platform refuses
// (account_holder empty), in four alternating rounds (bare, proxy, proxy, bare) so that neither
// target has the warmer upstream; then one client does the same with -single requests. It prints throughput, latency percentiles per kind and the
// proxy's RSS before and after, as Markdown lines docs/proxy.md quotes.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httputil"
	"net/url"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/preflightpay/preflight/internal/benchpeer"
)

func main() {
	serveBare := flag.Bool("serve-bare", false, "serve the bare reverse proxy instead of driving the load")
	upstream := flag.String("upstream", "", "with -serve-bare: the upstream URL")
	bare := flag.String("bare", "", "the bare proxy's URL")
	proxy := flag.String("proxy", "", "preflight proxy's URL")
	proxyPID := flag.Int("proxy-pid", 0, "preflight proxy's process id, for its RSS and CPU time")
	barePID := flag.Int("bare-pid", 0, "the bare proxy's process id, for its CPU time")
	n := flag.Int("n", 20000, "requests sent to each target")
	clients := flag.Int("clients", 50, "concurrent clients")
	refusedShare := flag.Int("refused-percent", 20, "the share of requests the platform refuses, in percent")
	single := flag.Int("single", 2000, "requests sent to each target by one client after the loaded rounds: the latency the proxy adds without queueing")
	flag.Parse()
	if *serveBare {
		if err := serve(*upstream); err != nil {
			fmt.Fprintln(os.Stderr, "proxyload:", err)
			os.Exit(2)
		}
		return
	}
	if *bare == "" || *proxy == "" || *n <= 0 || *clients <= 0 {
		fmt.Fprintln(os.Stderr, "proxyload: -bare URL -proxy URL [-proxy-pid PID] [-n N] [-clients C]")
		os.Exit(2)
	}
	drive(*bare, *proxy, *proxyPID, *barePID, *n, *clients, *refusedShare, *single)
}

// serve runs the bare proxy on a free loopback port and prints its URL.
func serve(upstream string) error {
	u, err := url.Parse(upstream)
	if err != nil || u.Host == "" {
		return fmt.Errorf("-upstream must be an absolute URL")
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	rp := httputil.NewSingleHostReverseProxy(u)
	rp.Transport = upstreamTransport()
	fmt.Printf("bare proxy: serving on http://%s/\n", ln.Addr())
	srv := &http.Server{Handler: rp, ReadHeaderTimeout: 10 * time.Second}
	return srv.Serve(ln)
}

// upstreamTransport is what preflight proxy sends with: http.DefaultTransport with room for
// the clients' connections.
func upstreamTransport() *http.Transport {
	t := http.DefaultTransport.(*http.Transport).Clone()
	t.MaxIdleConnsPerHost = 256
	return t
}

// invalidPayout is benchpeer's payout with an empty account_holder: refused with
// payout.account-holder-empty.
var invalidPayout = bytes.Replace(benchpeer.PayoutJSON, []byte(`"account_holder": "Ada Lovelace"`), []byte(`"account_holder": ""`), 1)

type sample struct {
	refused bool
	d       time.Duration
}

type round struct {
	name    string
	elapsed time.Duration
	samples []sample
	errors  int
	status  map[int]int
}

var seq atomic.Int64

// run sends n requests to target from clients goroutines.
func run(name, target string, n, clients, refusedPercent int) round {
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: clients, MaxConnsPerHost: clients}, Timeout: 30 * time.Second}
	var next atomic.Int64
	var mu sync.Mutex
	r := round{name: name, status: map[int]int{}}
	r.samples = make([]sample, 0, n)
	start := time.Now()
	var wg sync.WaitGroup
	for range clients {
		wg.Go(func() {
			local := make([]sample, 0, n/clients+1)
			errs := 0
			status := map[int]int{}
			for {
				i := next.Add(1)
				if i > int64(n) {
					break
				}
				refused := int(i%100) < refusedPercent
				body := benchpeer.PayoutJSON
				if refused {
					body = invalidPayout
				}
				req, _ := http.NewRequest(http.MethodPost, target+"/v1/payouts", bytes.NewReader(body))
				req.Header.Set("Content-Type", "application/json")
				req.Header.Set("x-api-key", "load")
				req.Header.Set("Idempotency-Key", "load-"+strconv.FormatInt(seq.Add(1), 10))
				t0 := time.Now()
				res, err := client.Do(req)
				if err != nil {
					errs++
					continue
				}
				io.Copy(io.Discard, res.Body)
				res.Body.Close()
				local = append(local, sample{refused, time.Since(t0)})
				status[res.StatusCode]++
			}
			mu.Lock()
			r.samples = append(r.samples, local...)
			r.errors += errs
			for k, v := range status {
				r.status[k] += v
			}
			mu.Unlock()
		})
	}
	wg.Wait()
	r.elapsed = time.Since(start)
	client.CloseIdleConnections()
	return r
}

func percentile(ds []time.Duration, p float64) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	slices.Sort(ds)
	return ds[min(len(ds)-1, int(float64(len(ds))*p))]
}

type totals struct {
	n       int
	elapsed time.Duration
	valid   []time.Duration
	refused []time.Duration
	errors  int
	status  map[int]int
}

func (t *totals) add(r round) {
	t.n += len(r.samples)
	t.elapsed += r.elapsed
	t.errors += r.errors
	if t.status == nil {
		t.status = map[int]int{}
	}
	for k, v := range r.status {
		t.status[k] += v
	}
	for _, s := range r.samples {
		if s.refused {
			t.refused = append(t.refused, s.d)
		} else {
			t.valid = append(t.valid, s.d)
		}
	}
}

func (t *totals) rps() float64 { return float64(t.n) / t.elapsed.Seconds() }

func rss(pid int) string {
	if pid == 0 {
		return "?"
	}
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/status")
	if err != nil {
		return "?"
	}
	for _, line := range strings.Split(string(b), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmRSS:"); ok {
			kb, _ := strconv.Atoi(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "kB")))
			return fmt.Sprintf("%.1f MiB", float64(kb)/1024)
		}
	}
	return "?"
}

// cpu is the user and system time the process has used (/proc/PID/stat, in clock ticks of
// 10 ms: over thousands of requests the tick is far below the figure).
func cpu(pid int) time.Duration {
	if pid == 0 {
		return 0
	}
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return 0
	}
	// The command name, field 2, is in parentheses and may hold spaces: count from after it.
	_, rest, _ := strings.Cut(string(b), ") ")
	f := strings.Fields(rest)
	if len(f) < 13 {
		return 0
	}
	utime, _ := strconv.ParseInt(f[11], 10, 64)
	stime, _ := strconv.ParseInt(f[12], 10, 64)
	return time.Duration(utime+stime) * 10 * time.Millisecond
}

func ms(d time.Duration) string { return fmt.Sprintf("%.3f ms", float64(d)/float64(time.Millisecond)) }

func drive(bare, proxy string, pid, barePID, n, clients, refusedPercent, single int) {
	// A short warm-up of each, not counted: connections, the mock's first records.
	run("warm-up", bare, 500, clients, refusedPercent)
	run("warm-up", proxy, 500, clients, refusedPercent)
	rssStart := rss(pid)
	var b, p totals
	half := n / 2
	bareCPU, proxyCPU := cpu(barePID), cpu(pid)
	b.add(run("bare", bare, half, clients, refusedPercent))
	p.add(run("proxy", proxy, half, clients, refusedPercent))
	p.add(run("proxy", proxy, n-half, clients, refusedPercent))
	b.add(run("bare", bare, n-half, clients, refusedPercent))
	bareCPU, proxyCPU = cpu(barePID)-bareCPU, cpu(pid)-proxyCPU
	rssEnd := rss(pid)

	bv50, bv99 := percentile(b.valid, .50), percentile(b.valid, .99)
	pv50, pv99 := percentile(p.valid, .50), percentile(p.valid, .99)
	br50, br99 := percentile(b.refused, .50), percentile(b.refused, .99)
	pr50, pr99 := percentile(p.refused, .50), percentile(p.refused, .99)
	fmt.Printf("%d clients, %d requests to each target (%d%% refused by the platform), loopback\n\n", clients, n, refusedPercent)
	fmt.Println("| | bare ReverseProxy | preflight proxy |")
	fmt.Println("|---|---|---|")
	fmt.Printf("| requests per second | %.0f | %.0f (ratio %.2f) |\n", b.rps(), p.rps(), p.rps()/b.rps())
	fmt.Printf("| valid payout p50 / p99 | %s / %s | %s / %s |\n", ms(bv50), ms(bv99), ms(pv50), ms(pv99))
	fmt.Printf("| refused payout p50 / p99 | %s / %s (the mock refuses) | %s / %s (answered locally) |\n", ms(br50), ms(br99), ms(pr50), ms(pr99))
	fmt.Printf("| added to a valid payout, p50 / p99 | | %s / %s |\n", ms(pv50-bv50), ms(pv99-bv99))
	fmt.Printf("| errors; statuses | %d; %v | %d; %v |\n", b.errors, b.status, p.errors, p.status)
	fmt.Printf("| CPU time per request (the proxy process alone) | %.0f µs | %.0f µs |\n",
		float64(bareCPU)/float64(time.Microsecond)/float64(b.n), float64(proxyCPU)/float64(time.Microsecond)/float64(p.n))
	fmt.Printf("| proxy RSS, start / end | | %s / %s |\n", rssStart, rssEnd)
	if single <= 0 {
		return
	}
	// One client: no request waits for a core behind another, so the difference is the proxy's
	// own work on the request's path.
	var sb, sp totals
	sb.add(run("bare", bare, single/2, 1, refusedPercent))
	sp.add(run("proxy", proxy, single/2, 1, refusedPercent))
	sp.add(run("proxy", proxy, single-single/2, 1, refusedPercent))
	sb.add(run("bare", bare, single-single/2, 1, refusedPercent))
	fmt.Printf("\n1 client, %d requests to each target\n\n", single)
	fmt.Println("| | bare ReverseProxy | preflight proxy |")
	fmt.Println("|---|---|---|")
	fmt.Printf("| requests per second | %.0f | %.0f (ratio %.2f) |\n", sb.rps(), sp.rps(), sp.rps()/sb.rps())
	sbv50, sbv99 := percentile(sb.valid, .50), percentile(sb.valid, .99)
	spv50, spv99 := percentile(sp.valid, .50), percentile(sp.valid, .99)
	fmt.Printf("| valid payout p50 / p99 | %s / %s | %s / %s |\n", ms(sbv50), ms(sbv99), ms(spv50), ms(spv99))
	fmt.Printf("| refused payout p50 / p99 | %s / %s | %s / %s |\n", ms(percentile(sb.refused, .50)), ms(percentile(sb.refused, .99)), ms(percentile(sp.refused, .50)), ms(percentile(sp.refused, .99)))
	fmt.Printf("| added to a valid payout, p50 / p99 | | %s / %s |\n", ms(spv50-sbv50), ms(spv99-sbv99))
}
