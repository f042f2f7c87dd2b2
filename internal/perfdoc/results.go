package main

import (
	"bufio"
	"io"
	"sort"
	"strconv"
	"strings"
)

// results are a scripts/bench.sh output: the header lines ("# machine: ...") and, for each
// benchmark, the best of its runs.
type results struct {
	header map[string]string // machine, go, date, run
	order  []string          // benchmarks in the order first seen
	best   map[string]*bench
}

// bench is the best of a benchmark's runs, each metric on its own: the least time, bytes,
// allocations and latency, the most of each rate ("/s").
type bench struct {
	name    string // "bench/check:CheckPayout"
	runs    int
	metrics map[string]float64 // by unit: "ns/op", "B/op", "allocs/op", "records/s", ...
}

func parse(r io.Reader) (*results, error) {
	res := &results{header: map[string]string{}, best: map[string]*bench{}}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if k, v, ok := strings.Cut(strings.TrimPrefix(line, "# "), ": "); ok && strings.HasPrefix(line, "# ") {
			res.header[k] = v
			continue
		}
		f := strings.Fields(line)
		if len(f) < 4 || !strings.Contains(f[0], "Benchmark") {
			continue
		}
		name := f[0]
		pkg, rest, ok := strings.Cut(name, ":")
		if !ok {
			pkg, rest = ".", name
		}
		rest = strings.TrimPrefix(rest, "Benchmark")
		if i := strings.LastIndexByte(rest, '-'); i > 0 {
			if _, err := strconv.Atoi(rest[i+1:]); err == nil {
				rest = rest[:i] // the GOMAXPROCS suffix
			}
		}
		key := pkg + ":" + rest
		b := res.best[key]
		if b == nil {
			b = &bench{name: key, metrics: map[string]float64{}}
			res.best[key] = b
			res.order = append(res.order, key)
		}
		b.runs++
		for i := 2; i+1 < len(f); i += 2 {
			v, err := strconv.ParseFloat(f[i], 64)
			if err != nil {
				continue
			}
			unit := f[i+1]
			old, seen := b.metrics[unit]
			switch {
			case !seen:
				b.metrics[unit] = v
			case strings.HasSuffix(unit, "/s"):
				b.metrics[unit] = max(old, v)
			default:
				b.metrics[unit] = min(old, v)
			}
		}
	}
	return res, sc.Err()
}

// get returns the benchmark name in package pkg ("." for the root), or nil.
func (r *results) get(pkg, name string) *bench { return r.best[pkg+":"+name] }

// metric returns a benchmark's metric and whether it was measured.
func (b *bench) metric(unit string) (float64, bool) {
	if b == nil {
		return 0, false
	}
	v, ok := b.metrics[unit]
	return v, ok
}

// units lists a benchmark's custom metrics (beyond time, bytes and allocations), sorted.
func (b *bench) units() []string {
	var us []string
	for u := range b.metrics {
		switch u {
		case "ns/op", "B/op", "allocs/op", "MB/s":
		default:
			us = append(us, u)
		}
	}
	sort.Strings(us)
	return us
}
