package main

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/preflightpay/preflight/errcatalog"
)

func runCatalog(e env, args []string) int {
	fs := newFlagSet(e, "catalog", "[--op OP] [--action A] [--format text|json]")
	op := fs.String("op", "", "only the entries documented for this operation, e.g. fiat/create-payout")
	action := fs.String("action", "", "only the entries of this action: "+actionCodes())
	format := formatFlag(fs)
	if _, exit, done := parseArgs(e, fs, args, 0); done {
		return exit
	}
	if *op != "" {
		if exit, ok := knownOp(e, fs, *op); !ok {
			return exit
		}
	}
	var want errcatalog.Action
	if *action != "" {
		var ok bool
		if want, ok = errcatalog.ParseAction(strings.ToUpper(*action)); !ok || want == errcatalog.Warn {
			return fail(e, fs, "--action must be one of %s, not %q", actionCodes(), *action)
		}
	}
	out, exit, ok := pickOutput(e, fs, *format)
	if !ok {
		return exit
	}
	keep := func(en *errcatalog.Entry) bool {
		return (*op == "" || en.AppliesTo(*op)) && (want == 0 || en.Action == want)
	}
	if !out.text {
		e.stdout.Write(append(errcatalog.AppendJSONOf(nil, true, keep), '\n'))
		return exitOK
	}
	t := table{head: []string{"ID", "ACTION", "HTTP", "CODE", "MESSAGE"}, keys: 4}
	n := 0
	for _, en := range errcatalog.All() {
		if !keep(&en) {
			continue
		}
		n++
		t.add(oneLine(en.Key), en.Action.String(), strconv.Itoa(en.HTTPStatus), oneLine(codeText(en.Code)), oneLine(en.Message))
	}
	t.write(e.stdout, out.width)
	fmt.Fprintf(e.stdout, "%d entries; 'preflight explain ID' shows one in full\n", n)
	return exitOK
}

// codeText shows the 500 envelope's empty code as "".
func codeText(code string) string {
	if code == "" {
		return `""`
	}
	return code
}

// actionCodes lists the platform's actions: "AUTH, FIX, RES, CHK, BAL, LATER, DUP".
func actionCodes() string {
	var codes []string
	for _, a := range errcatalog.Actions() {
		if a != errcatalog.Warn {
			codes = append(codes, a.String())
		}
	}
	return strings.Join(codes, ", ")
}

// entryOperations lists what an entry applies to, with the specification's count where it gives
// only one.
func entryOperations(en *errcatalog.Entry) string {
	s := strings.Join(en.Operations, ", ")
	if en.OperationCount > 0 {
		s += fmt.Sprintf(" (the specification counts %d operations)", en.OperationCount)
	}
	return s
}
