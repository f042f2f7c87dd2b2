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
	file, exit, done := parseFileArgs(e, fs, args)
	if done {
		return exit
	}
	if *op == "" {
		return failUsage(e, fs, "--op is required")
	}
	request, err := readInput(e, file)
	if err != nil {
		return fail(e, fs, "%v", err)
	}
	var factsJSON []byte
	if *factsFile != "" {
		if factsJSON, err = readInput(e, *factsFile); err != nil {
			return fail(e, fs, "facts: %v", err)
		}
	}
	out, report, err := preflight.CheckJSON(*op, request, factsJSON, preflight.Options{Strict: *strict})
	if err != nil {
		// An unknown operation (the message lists the known ones) or unreadable facts.
		return fail(e, fs, "%v", err)
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
