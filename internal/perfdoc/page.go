package main

import (
	"fmt"
	"os"
	"strconv"
	"strings"
)

// A target is one figure of docs/performance.md's table of targets: a ratio of two benchmarks'
// times, or one benchmark's metric against a bound.
type target struct {
	what             string
	pkg, subject     string
	bpkg, baseline   string  // for a ratio of times
	unit             string  // for a bound on a metric ("allocs/op", "records/s")
	bound            float64 // the ratio or the metric's bound
	atLeast          bool    // the metric must reach the bound, not stay under it
	boundDescription string
}

var targets = []target{
	{what: "webhook verify / the same work by hand", pkg: "webhook", subject: "WebhookVerify", bpkg: "webhook", baseline: "BaselineHMACSHA512", bound: 1.03},
	{what: "webhook verify, allocations", pkg: "webhook", subject: "WebhookVerify", unit: "allocs/op", bound: 0},
	{what: "check / encoding/json decode (standalone binary)", pkg: "bench/check", subject: "CheckPayout", bpkg: "bench/check", baseline: "BaselineJSONDecode", bound: 0.6},
	{what: "check, allocations (10 before)", pkg: "bench/check", subject: "CheckPayout", unit: "allocs/op", bound: 5},
	{what: "check / encoding/json/v2 decode (GOEXPERIMENT=jsonv2)", pkg: "bench/check@jsonv2", subject: "CheckPayout", bpkg: "bench/check@jsonv2", baseline: "BaselineJSONv2Decode", boundDescription: "reported"},
	{what: "rules / go-playground/validator on the struct", pkg: ".", subject: "RulesPayout", bpkg: "bench/peers", baseline: "BaselineValidatorStruct", bound: 0.5},
	{what: "rules, allocations", pkg: ".", subject: "RulesPayout", unit: "allocs/op", bound: 0},
	{what: "batch, JSON lines, records/s", pkg: "batch", subject: "BatchPayouts", unit: "records/s", bound: 500000, atLeast: true},
	{what: "batch, CSV, records/s", pkg: "batch", subject: "BatchPayoutsCSV", unit: "records/s", bound: 500000, atLeast: true},
	{what: "batch with hand-back file / batch, JSON lines", pkg: "batch", subject: "BatchPayoutsHandBack", bpkg: "batch", baseline: "BatchPayouts", bound: 1.05},
	{what: "batch with hand-back file / batch, CSV", pkg: "batch", subject: "BatchPayoutsCSVHandBack", bpkg: "batch", baseline: "BatchPayoutsCSV", bound: 1.05},
}

// outcome evaluates t: the measured figure, its text, and whether the target is met.
func (t target) outcome(r *results) (value float64, text string, met, measured bool) {
	s := r.get(t.pkg, t.subject)
	if t.baseline != "" {
		a, ok1 := s.metric("ns/op")
		b, ok2 := r.get(t.bpkg, t.baseline).metric("ns/op")
		if !ok1 || !ok2 || b == 0 {
			return 0, "not measured", false, false
		}
		v := a / b
		return v, fmt.Sprintf("%s / %s ns = **%.2f**", num(a), num(b), v), v <= t.bound, true
	}
	v, ok := s.metric(t.unit)
	if !ok {
		return 0, "not measured", false, false
	}
	if t.atLeast {
		return v, "**" + num(v) + "**", v >= t.bound, true
	}
	return v, "**" + num(v) + "**", v <= t.bound, true
}

func (t target) boundText() string {
	switch {
	case t.boundDescription != "":
		return t.boundDescription
	case t.baseline != "":
		return "≤ " + strconv.FormatFloat(t.bound, 'f', -1, 64)
	case t.atLeast:
		return "≥ " + num(t.bound)
	}
	return "≤ " + num(t.bound)
}

func verdict(t target, met, measured bool) string {
	switch {
	case !measured:
		return "not measured"
	case t.boundDescription != "":
		return ""
	case met:
		return "met"
	}
	return "missed"
}

// num writes a figure for a table: thousands separated, at most one decimal below 100.
func num(v float64) string {
	if v < 100 && v != float64(int64(v)) {
		return strconv.FormatFloat(v, 'f', 1, 64)
	}
	s := strconv.FormatInt(int64(v+0.5), 10)
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	return b.String()
}

// summaryText is what scripts/bench.sh prints at the end.
func summaryText(r *results) string {
	var b strings.Builder
	fmt.Fprintf(&b, "== targets (best of each side's runs)\n")
	for _, t := range targets {
		_, text, met, measured := t.outcome(r)
		fmt.Fprintf(&b, "%-58s %-40s %-10s %s\n", t.what, strings.ReplaceAll(text, "**", ""), t.boundText(), verdict(t, met, measured))
	}
	fmt.Fprintf(&b, "\n== every benchmark, best of its runs\n")
	for _, k := range r.order {
		be := r.best[k]
		ns, _ := be.metric("ns/op")
		by, _ := be.metric("B/op")
		al, _ := be.metric("allocs/op")
		fmt.Fprintf(&b, "%-58s %14s ns/op %10s B/op %8s allocs/op", k, num(ns), num(by), num(al))
		for _, u := range be.units() {
			v, _ := be.metric(u)
			fmt.Fprintf(&b, " %s %s", num(v), u)
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// extract returns the lines of file between "// <marker>:start" and "// <marker>:end".
func extract(file, marker string) (string, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return "", err
	}
	s := string(data)
	start := strings.Index(s, "// "+marker+":start\n")
	end := strings.Index(s, "// "+marker+":end")
	if start < 0 || end < start {
		return "", fmt.Errorf("%s: no %s markers", file, marker)
	}
	return strings.TrimSpace(s[start+len("// "+marker+":start\n") : end]), nil
}
