// Command perfdoc writes docs/performance.md from the output of scripts/bench.sh (and, when
// given, of scripts/batch-scale.sh and of the CPU and memory profiles scripts/perf-doc.sh
// takes), so that every figure on the page comes from a named benchmark or script. With
// -summary it prints the targets and every benchmark's best run instead.
//
//	go run ./internal/perfdoc -bench bench.out [-scale scale.out] [-cpu cpu.txt] [-mem mem.txt] -o docs/performance.md
//	go run ./internal/perfdoc -summary bench.out
package main

import (
	"flag"
	"fmt"
	"os"
)

func main() {
	benchFile := flag.String("bench", "", "scripts/bench.sh output")
	summary := flag.String("summary", "", "print the targets and best runs of this scripts/bench.sh output")
	scale := flag.String("scale", "", "scripts/batch-scale.sh output (optional)")
	cpu := flag.String("cpu", "", "go tool pprof -top -cum of BenchmarkCheckPayout's CPU profile (optional)")
	mem := flag.String("mem", "", "go tool pprof -sample_index=alloc_space -top of its memory profile (optional)")
	out := flag.String("o", "docs/performance.md", "the page to write")
	flag.Parse()
	if err := run(*benchFile, *summary, *scale, *cpu, *mem, *out); err != nil {
		fmt.Fprintln(os.Stderr, "perfdoc:", err)
		os.Exit(1)
	}
}

func run(benchFile, summary, scale, cpu, mem, out string) error {
	if summary != "" {
		res, err := load(summary)
		if err != nil {
			return err
		}
		fmt.Print(summaryText(res))
		return nil
	}
	if benchFile == "" {
		return fmt.Errorf("-bench or -summary is required")
	}
	res, err := load(benchFile)
	if err != nil {
		return err
	}
	pg := page{res: res}
	if pg.scale, err = readOptional(scale); err != nil {
		return err
	}
	if pg.cpu, err = readOptional(cpu); err != nil {
		return err
	}
	if pg.mem, err = readOptional(mem); err != nil {
		return err
	}
	if pg.verifyCode, err = extract("webhook/verify_bench_test.go", "perf-doc:verify"); err != nil {
		return err
	}
	return os.WriteFile(out, []byte(pg.markdown()), 0o644)
}

func load(name string) (*results, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return parse(f)
}

func readOptional(name string) (string, error) {
	if name == "" {
		return "", nil
	}
	b, err := os.ReadFile(name)
	return string(b), err
}
