package main

import (
	"bytes"
	"fmt"

	"github.com/preflightpay/preflight"
)

func runCheck(e env, args []string) int {
	fs := newFlagSet(e, "check", "--op OP [--facts FILE] [--strict] [--format text|json] [FILE|-]")
	op := fs.String("op", "", "the operation, e.g. fiat/create-payout (see 'preflight ops')")
	factsFile := fs.String("facts", "", "a JSON file of facts: account, limits, balances, stored records")
	strict := fs.Bool("strict", false, "report predictions (checks on preflight's reading where the specification is silent) as errors")
	format := formatFlag(fs)
	file, exit, done := parseFileArgs(e, fs, args)
	if done {
		return exit
	}
	if exit, ok := knownOp(e, fs, *op); !ok {
		return exit
	}
	out, exit, ok := pickOutput(e, fs, *format)
	if !ok {
		return exit
	}
	if (file == "" || file == "-") && e.terminal(e.stdin) {
		// A person who typed "preflight check --op X" and waits for an answer learns why none comes.
		fmt.Fprintln(e.stderr, "preflight check: reading the request from standard input (end it with Ctrl-D; or name a FILE)")
	}
	request, err := readInput(e, file)
	if err != nil {
		return fail(e, fs, "%v", err)
	}
	if len(bytes.TrimSpace(request)) == 0 {
		// Nothing was sent, which is the caller's mistake (a pipe from a command that failed),
		// not a request the platform would answer "invalid request".
		what := "standard input"
		if file != "" && file != "-" {
			what = file
		}
		return fail(e, fs, "%s is empty: give the request, one JSON object", what)
	}
	var factsJSON []byte
	if *factsFile != "" {
		if factsJSON, err = readInput(e, *factsFile); err != nil {
			return fail(e, fs, "facts: %v", err)
		}
	}
	js, report, err := preflight.CheckJSON(*op, request, factsJSON, preflight.Options{Strict: *strict})
	if err != nil {
		// Unreadable facts, or an unreadable request for an operation that documents no answer.
		return fail(e, fs, "%v", err)
	}
	if report.Unreadable != nil {
		errorLine(e.stderr, "preflight check: the request cannot be read: %v", report.Unreadable)
	}
	if out.text {
		writeReportText(e.stdout, &report, out, "", true)
	} else {
		e.stdout.Write(js)
	}
	if report.Valid {
		return exitOK
	}
	return exitFindings
}
