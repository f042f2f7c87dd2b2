package main

import (
	"strings"

	"github.com/preflightpay/preflight"
	"github.com/preflightpay/preflight/internal/operation"
)

func runOps(e env, args []string) int {
	fs := newFlagSet(e, "ops", "[--format text|json]")
	format := formatFlag(fs)
	asJSON := fs.Bool("json", false, "deprecated: --format json")
	if _, exit, done := parseArgs(e, fs, args, 0); done {
		return exit
	}
	if *asJSON {
		if *format == "text" {
			return failUsage(e, fs, "--json and --format text disagree; give --format alone")
		}
		*format = "json"
	}
	out, exit, ok := pickOutput(e, fs, *format)
	if !ok {
		return exit
	}
	ops := preflight.Operations()
	if !out.text {
		e.stdout.Write(append(operation.AppendJSONList(nil, ops, true), '\n'))
		return exitOK
	}
	t := table{head: []string{"OPERATION", "METHOD", "PATH", "IDEMPOTENT", "INPUTS"}, keys: 2}
	for _, op := range ops {
		var in []string
		for _, i := range op.Inputs {
			in = append(in, i.Name+"("+i.In+")")
		}
		idem := ""
		if op.Idempotent {
			idem = "yes"
		}
		t.add(oneLine(string(op.Name)), oneLine(op.Method), oneLine(op.Path), idem, oneLine(strings.Join(in, " ")))
	}
	t.write(e.stdout, out.width)
	return exitOK
}
