package main

import "github.com/preflightpay/preflight"

func runClassify(e env, args []string) int {
	fs := newFlagSet(e, "classify", "--op OP --status N [--response-id ID] [--request-time TIME] [FILE|-]")
	op := fs.String("op", "", "the operation that answered, e.g. fiat/create-payout")
	status := fs.Int("status", 0, "the response's HTTP status")
	responseID := fs.String("response-id", "", "the response's x-response-id header, for the operator report")
	requestTime := fs.String("request-time", "", "when the request was sent, for the operator report")
	file, exit, done := parseFileArgs(e, fs, args)
	if done {
		return exit
	}
	if *op == "" || *status < 100 || *status > 599 {
		return failUsage(e, fs, "--op and --status (100 to 599) are required")
	}
	body, err := readInput(e, file)
	if err != nil {
		return fail(e, fs, "%v", err)
	}
	res, err := preflight.ClassifyResponse(*op, *status, body, *responseID, *requestTime)
	if err != nil {
		return fail(e, fs, "%v", err)
	}
	e.stdout.Write(append(res.AppendJSON(nil, true), '\n'))
	if res.Matched {
		return exitOK
	}
	return exitFindings
}
