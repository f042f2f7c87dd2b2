package main

import (
	"errors"

	"github.com/preflightpay/preflight/internal/schema"
)

// runSchema prints the JSON Schema of an operation's input (package schema). It is JSON whatever
// the output: a schema is for programs.
func runSchema(e env, args []string) int {
	fs := newFlagSet(e, "schema", "--op OP [--corridor CUR-CS] [--format json]")
	op := fs.String("op", "", "the operation, e.g. fiat/create-payout (see 'preflight ops')")
	cor := fs.String("corridor", "", "a corridor, e.g. USD-ACH or GBP-FASTER_PAYMENTS (see 'preflight requirements'), for fiat/create-payout and the beneficiary operations")
	format := fs.String("format", "json", "json, the one format of a schema (a schema is for programs)")
	if _, exit, done := parseArgs(e, fs, args, 0); done {
		return exit
	}
	if *format != "json" {
		return failUsage(e, fs, "--format must be json, not %q: a schema is JSON whoever reads it", *format)
	}
	if exit, ok := knownOp(e, fs, *op); !ok {
		return exit
	}
	out, err := schema.For(*op, *cor)
	if err != nil {
		var ce *schema.CorridorError
		if errors.As(err, &ce) {
			return fail(e, fs, "unknown corridor %q%s; known corridors: %v", ce.Given, didYouMean(ce.Given, ce.Known), ce.Known)
		}
		return fail(e, fs, "%v", err)
	}
	e.stdout.Write(out)
	return exitOK
}
