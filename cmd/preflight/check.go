package main

import (
	"fmt"

	"github.com/preflightpay/preflight"
)

func runCheck(e env, args []string) int {
	fs := newFlagSet(e, "check", "--op OP [--facts FILE] [FILE|-]")
	op := fs.String("op", "", "the operation, e.g. fiat/create-payout (see 'preflight ops')")
	factsFile := fs.String("facts", "", "a JSON file of facts: account, limits, balances, stored records")
	strict := fs.Bool("strict", false, "report predictions (checks on preflight's reading where the specification is silent) as errors")
	files, exit, done := parseArgs(e, fs, args, 1)
	if done {
		return exit
	}
	file := fileArg(files)
	if *op == "" {
		fmt.Fprintln(e.stderr, "preflight check: --op is required")
		fs.Usage()
		return exitUsage
	}
	request, err := readInput(e, file)
	if err != nil {
		fmt.Fprintf(e.stderr, "preflight check: %v\n", err)
		return exitUsage
	}
	var factsJSON []byte
	if *factsFile != "" {
		if factsJSON, err = readInput(e, *factsFile); err != nil {
			fmt.Fprintf(e.stderr, "preflight check: facts: %v\n", err)
			return exitUsage
		}
	}
	out, report, err := preflight.CheckJSON(*op, request, factsJSON, preflight.Options{Strict: *strict})
	if err != nil {
		// An unknown operation (the message lists the known ones) or unreadable facts.
		fmt.Fprintf(e.stderr, "preflight check: %v\n", err)
		return exitUsage
	}
	if report.Unreadable != nil {
		fmt.Fprintf(e.stderr, "preflight check: the request cannot be read: %v\n", report.Unreadable)
	}
	e.stdout.Write(out)
	if report.Valid {
		return exitOK
	}
	return exitFindings
}
