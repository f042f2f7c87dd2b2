package main

import (
	"fmt"
	"strings"
	"text/tabwriter"

	"github.com/preflightpay/preflight"
	"github.com/preflightpay/preflight/internal/operation"
)

func runOps(e env, args []string) int {
	fs := newFlagSet(e, "ops", "[--json]")
	asJSON := fs.Bool("json", false, "print the operations as a JSON array")
	if _, exit, done := parseArgs(e, fs, args, 0); done {
		return exit
	}
	ops := preflight.Operations()
	if *asJSON {
		e.stdout.Write(append(operation.AppendJSONList(nil, ops, true), '\n'))
		return exitOK
	}
	tw := tabwriter.NewWriter(e.stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "OPERATION\tMETHOD\tPATH\tIDEMPOTENT\tINPUTS")
	for _, op := range ops {
		var in []string
		for _, i := range op.Inputs {
			in = append(in, i.Name+"("+i.In+")")
		}
		idem := ""
		if op.Idempotent {
			idem = "yes"
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\n", oneLine(string(op.Name)), oneLine(op.Method), oneLine(op.Path), idem, oneLine(strings.Join(in, " ")))
	}
	tw.Flush()
	return exitOK
}
