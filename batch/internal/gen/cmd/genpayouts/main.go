// Command genpayouts writes a file of generated payout requests for scripts/batch-scale.sh.
//
//	genpayouts -n 1000000 -format jsonl -invalid 10 -malformed 1000 > payouts.jsonl
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/preflightpay/preflight/batch/internal/gen"
)

func main() {
	n := flag.Int("n", 100000, "number of records")
	format := flag.String("format", "jsonl", "jsonl or csv")
	invalid := flag.Int("invalid", 10, "every Nth record has a finding (0: none)")
	malformed := flag.Int("malformed", 1000, "every Nth record is malformed (0: none)")
	flag.Parse()
	opts := gen.Options{InvalidEvery: *invalid, MalformedEvery: *malformed}
	var err error
	switch *format {
	case "jsonl":
		err = gen.WriteJSONL(os.Stdout, *n, opts)
	case "csv":
		err = gen.WriteCSV(os.Stdout, *n, opts)
	default:
		err = fmt.Errorf("unknown format %q", *format)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "genpayouts:", err)
		os.Exit(2)
	}
}
