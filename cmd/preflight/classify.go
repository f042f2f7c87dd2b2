package main

import "github.com/preflightpay/preflight"

func runClassify(e env, args []string) int {
	fs := newFlagSet(e, "classify", "--op OP --status N [--response-id ID] [--request-time TIME] [--format text|json] [FILE|-]")
	op := fs.String("op", "", "the operation that answered, e.g. fiat/create-payout")
	status := fs.Int("status", 0, "the response's HTTP status, 100 to 599")
	responseID := fs.String("response-id", "", "the response's x-response-id header, for the operator report")
	requestTime := fs.String("request-time", "", "when the request was sent, for the operator report")
	format := formatFlag(fs)
	file, exit, done := parseFileArgs(e, fs, args)
	if done {
		return exit
	}
	if exit, ok := knownOp(e, fs, *op); !ok {
		return exit
	}
	switch {
	case !isSet(fs, "status"):
		return failUsage(e, fs, "--status is required: the HTTP status of the response, 100 to 599")
	case *status < 100 || *status > 599:
		return fail(e, fs, "--status %d is not an HTTP status: give the response's status code, 100 to 599 (the code inside a body such as {\"code\": 1084} is not the status)", *status)
	}
	out, exit, ok := pickOutput(e, fs, *format)
	if !ok {
		return exit
	}
	body, err := readInput(e, file)
	if err != nil {
		return fail(e, fs, "%v", err)
	}
	res, err := preflight.ClassifyResponse(*op, *status, body, *responseID, *requestTime)
	if err != nil {
		return fail(e, fs, "%v", err)
	}
	if out.text {
		writeClassifyText(e.stdout, &res, out)
	} else {
		e.stdout.Write(append(res.AppendJSON(nil, true), '\n'))
	}
	if res.Matched {
		return exitOK
	}
	return exitFindings
}
