// Command preflight checks requests to the platform's API before they are sent, with the
// platform's own words.
//
//	preflight check --op OP [--facts FILE] [FILE|-]       the report of one request
//	preflight catalog                                     every catalog entry, as JSON
//	preflight classify --op OP --status N [FILE|-]        which entry an error response is
//	preflight ops [--json]                                the operations
//	preflight webhook verify|sign|decode|listen ...       webhook deliveries
//
// Exit codes: 0 valid (or matched), 1 findings (or not matched), 2 usage or an unreadable file.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr, os.Getenv))
}

// env is what a command may take from its surroundings; tests pass their own.
type env struct {
	stdin  io.Reader
	stdout io.Writer
	stderr io.Writer
	getenv func(string) string
}

type command struct {
	summary string
	run     func(e env, args []string) int
}

var commands = map[string]command{
	"check":        {"check one request and print its report", runCheck},
	"batch":        {"check a JSON-lines or CSV file, one report per record", runBatch},
	"catalog":      {"print every catalog entry as JSON", runCatalog},
	"classify":     {"identify an API error response", runClassify},
	"ops":          {"list the operations", runOps},
	"demo":         {"serve the live form demo page", runDemo},
	"webhook":      {"verify, sign, decode or receive webhook deliveries", func(e env, args []string) int { return runWebhook(args, e.stdin, e.stdout, e.stderr, e.getenv) }},
	"requirements": {"what a corridor requires of a beneficiary, as data", runRequirements},
}

const (
	exitOK       = 0
	exitFindings = 1
	exitUsage    = 2
)

func run(args []string, stdin io.Reader, stdout, stderr io.Writer, getenv func(string) string) int {
	e := env{stdin: stdin, stdout: stdout, stderr: stderr, getenv: getenv}
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		usage(stderr)
		if len(args) == 0 {
			return exitUsage
		}
		return exitOK
	}
	cmd, ok := commands[args[0]]
	if !ok {
		fmt.Fprintf(stderr, "preflight: unknown command %q\n", args[0])
		usage(stderr)
		return exitUsage
	}
	return cmd.run(e, args[1:])
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: preflight <command> [flags] [FILE|-]")
	fmt.Fprintln(w, "\ncommands:")
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-13s %s\n", n, commands[n].summary)
	}
	fmt.Fprintln(w, "\nRun 'preflight <command> -h' for a command's flags.")
}

// parseFlags parses flags that may stand before or after the positional arguments, as in
// "preflight check payout.json --op fiat/create-payout".
func parseFlags(fs *flag.FlagSet, args []string) ([]string, error) {
	var positional []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		args = fs.Args()
		if len(args) == 0 {
			return positional, nil
		}
		positional = append(positional, args[0])
		args = args[1:]
	}
}

func newFlagSet(e env, name, synopsis string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	fs.Usage = func() {
		fmt.Fprintf(e.stderr, "usage: preflight %s %s\n", name, synopsis)
		fs.PrintDefaults()
	}
	return fs
}

// maxInput bounds what a command reads from a file or standard input. It is more than any entry
// point takes (a request or facts document stops at 1 MiB, a response body's redaction at
// 16 MiB), so a larger input is still refused by the check's own limit, but a pipe that never
// ends costs 16 MiB, not all memory.
const maxInput = 16 << 20

// readInput reads the named file, or standard input for "" and "-", up to one byte over maxInput.
func readInput(e env, name string) ([]byte, error) {
	r := e.stdin
	if name != "" && name != "-" {
		f, err := os.Open(name)
		if err != nil {
			return nil, err
		}
		defer f.Close()
		r = f
	}
	return io.ReadAll(io.LimitReader(r, maxInput+1))
}

// parseArgs parses a command's flags and at most maxFiles positional arguments. When it returns
// done, the command ends with exit: 0 after -h, 2 after a usage error, which it has reported.
func parseArgs(e env, fs *flag.FlagSet, args []string, maxFiles int) (files []string, exit int, done bool) {
	positional, err := parseFlags(fs, args)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil, exitOK, true
		}
		return nil, exitUsage, true
	}
	if len(positional) > maxFiles {
		if maxFiles == 0 {
			return nil, failUsage(e, fs, "unexpected argument %q", positional[0]), true
		}
		return nil, failUsage(e, fs, "one input file at most, got %s", strings.Join(positional, " ")), true
	}
	return positional, 0, false
}

// parseFileArgs is parseArgs for a command reading one optional FILE: "" means standard input.
func parseFileArgs(e env, fs *flag.FlagSet, args []string) (file string, exit int, done bool) {
	files, exit, done := parseArgs(e, fs, args, 1)
	if len(files) > 0 {
		file = files[0]
	}
	return file, exit, done
}

// fail reports why the command fs stops, as "preflight NAME: ...", and gives its exit status: 2, as
// for a usage error, so that 1 keeps meaning "the check found something".
func fail(e env, fs *flag.FlagSet, format string, a ...any) int {
	fmt.Fprintf(e.stderr, "preflight "+fs.Name()+": "+format+"\n", a...)
	return exitUsage
}

// failUsage is fail followed by the command's usage, for a mistake in how it was called.
func failUsage(e env, fs *flag.FlagSet, format string, a ...any) int {
	fail(e, fs, format, a...)
	fs.Usage()
	return exitUsage
}
