package main

import (
	"strings"
	"testing"
)

const sample = `# machine: 2 cores, AMD EPYC, 24 GiB
# go: go1.26.8 linux/amd64
bench/check:BenchmarkCheckPayout-2   	  200000	      3000 ns/op	 274.33 MB/s	    2736 B/op	       5 allocs/op
bench/check:BenchmarkCheckPayout-2   	  200000	      2900 ns/op	 280.00 MB/s	    2740 B/op	       5 allocs/op
bench/check:BenchmarkBaselineJSONDecode-2 	  100000	      6000 ns/op	    1184 B/op	      34 allocs/op
webhook:BenchmarkWebhookVerify-2 	 1000 	 1700 ns/op 	 0 B/op 	 0 allocs/op
webhook:BenchmarkBaselineHMACSHA512-2 	 1000 	 1680 ns/op 	 0 B/op 	 0 allocs/op
batch:BenchmarkBatchPayouts-2 	 3 	 40000000 ns/op 	 2000 ns/record 	 400000 records/s
batch:BenchmarkBatchPayouts-2 	 3 	 30000000 ns/op 	 1500 ns/record 	 520000 records/s
batch:BenchmarkBatchPayoutsHandBack-2 	 3 	 31000000 ns/op 	 1550 ns/record 	 500000 records/s
batch:BenchmarkBatchPayoutsCSVHandBack-2 	 3 	 31000000 ns/op 	 1550 ns/record 	 500000 records/s
BenchmarkRulesPayout-2 	 1000 	 400 ns/op 	 0 B/op 	 0 allocs/op
not a benchmark line
`

// TestParseKeepsEachMetricsBestRun: the page compares each side's best run: the least time,
// bytes and allocations, the most of a rate.
func TestParseKeepsEachMetricsBestRun(t *testing.T) {
	r, err := parse(strings.NewReader(sample))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		pkg, name, unit string
		want            float64
	}{
		{"bench/check", "CheckPayout", "ns/op", 2900},
		{"bench/check", "CheckPayout", "B/op", 2736},
		{"batch", "BatchPayouts", "records/s", 520000},
		{"batch", "BatchPayouts", "ns/record", 1500},
		{".", "RulesPayout", "ns/op", 400},
	} {
		if got, ok := r.get(tc.pkg, tc.name).metric(tc.unit); !ok || got != tc.want {
			t.Errorf("%s:%s %s = %v (%v), want %v", tc.pkg, tc.name, tc.unit, got, ok, tc.want)
		}
	}
	if r.header["go"] != "go1.26.8 linux/amd64" {
		t.Errorf("header %q", r.header)
	}
}

// TestTargetsAreJudgedOnTheRatio: a ratio of times is met at or under its bound; a rate at or
// over; a benchmark that did not run is "not measured", never met.
func TestTargetsAreJudgedOnTheRatio(t *testing.T) {
	r, _ := parse(strings.NewReader(sample))
	for _, tc := range []struct {
		what     string
		met      bool
		measured bool
	}{
		{"webhook verify / the same work by hand", true, true}, // 1700/1680 = 1.012
		{"check / encoding/json decode (standalone binary)", true, true},
		{"check, allocations (10 before)", true, true},
		{"batch, JSON lines, records/s", true, true},
		{"batch, CSV, records/s", false, false},
		{"batch with hand-back file / batch, JSON lines", true, true}, // 31/30 = 1.033
		{"batch with hand-back file / batch, CSV", false, false},      // no BatchPayoutsCSV
		{"rules / go-playground/validator on the struct", false, false},
	} {
		found := false
		for _, tg := range targets {
			if tg.what != tc.what {
				continue
			}
			found = true
			if _, text, met, measured := tg.outcome(r); met != tc.met || measured != tc.measured {
				t.Errorf("%s: %s met %v measured %v, want %v %v", tc.what, text, met, measured, tc.met, tc.measured)
			}
		}
		if !found {
			t.Errorf("no target %q", tc.what)
		}
	}
}

// TestThePageShowsBothSidesOfTheVerifyRatio: the page quotes both benchmark functions from
// their file, so that the code shown is the code measured.
func TestThePageShowsBothSidesOfTheVerifyRatio(t *testing.T) {
	code, err := extract("../../webhook/verify_bench_test.go", "perf-doc:verify")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"func BenchmarkWebhookVerify(", "func BenchmarkBaselineHMACSHA512(", "subtle.ConstantTimeCompare"} {
		if !strings.Contains(code, want) {
			t.Errorf("the extract lacks %q", want)
		}
	}
	r, _ := parse(strings.NewReader(sample))
	md := page{res: r, verifyCode: code}.markdown()
	for _, want := range []string{"go1.26.8 linux/amd64", "func BenchmarkBaselineHMACSHA512(", "| `bench/check:CheckPayout` | 2,900 | 2,736 | 5 |"} {
		if !strings.Contains(md, want) {
			t.Errorf("the page lacks %q", want)
		}
	}
}

// TestProfileSummaryReadsPprofListings: the summary finds the parts of a check in the listings
// go tool pprof prints.
func TestProfileSummaryReadsPprofListings(t *testing.T) {
	cpu := `      flat  flat%   sum%        cum   cum%
     0.01s  0.4%  0.4%      1.00s 40.00%  github.com/preflightpay/preflight.(*Checker).Check
         0     0%  0.4%      0.40s 16.00%  github.com/preflightpay/preflight.Read
         0     0%  0.4%      250ms 10.00%  github.com/preflightpay/preflight/payout.Decode
`
	if got := cum(cpu, "preflight.Read"); got != 0.4 {
		t.Errorf("Read %v", got)
	}
	if got := cum(cpu, "payout.Decode"); got != 0.25 {
		t.Errorf("Decode %v", got)
	}
	if got := cum(cpu, "bidi.Check"); got != -1 {
		t.Errorf("absent function %v", got)
	}
	mem := `Showing nodes accounting for 293.16MB, 99.94% of 293.33MB total
      flat  flat%   sum%        cum   cum%
  169.61MB 57.82% 57.82%   169.61MB 57.82%  github.com/preflightpay/preflight/internal/input.(*parser).reserve
         0     0% 99.94%   293.31MB   100%  github.com/preflightpay/preflight.(*Checker).Check
`
	md := page{res: &results{header: map[string]string{}, best: map[string]*bench{}}, cpu: cpu, mem: mem}.markdown()
	for _, want := range []string{"| strict JSON reader (preflight.Read, into a pooled input.Arena) | 40% |", "| `input.(*parser).reserve` | 57.82% |"} {
		if !strings.Contains(md, want) {
			t.Errorf("the summary lacks %q:\n%s", want, md)
		}
	}
	if strings.Contains(md, "Checker).Check` |") {
		t.Error("a function that allocates nothing itself is listed")
	}
}

// FuzzParse: any text reads without a panic.
func FuzzParse(f *testing.F) {
	f.Add(sample)
	f.Add("x:BenchmarkA-2 1 2 ns/op 3")
	f.Fuzz(func(t *testing.T, s string) {
		if r, err := parse(strings.NewReader(s)); err == nil {
			_ = summaryText(r)
		}
	})
}
