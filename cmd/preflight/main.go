// Command preflight checks requests to the platform's API before they are sent, with the
// platform's own words.
//
//	preflight check --op OP [--facts FILE] [FILE|-]       the report of one request
//	preflight batch --op OP [--only-invalid] FILE         one report per record of a file
//	preflight catalog [--op OP] [--action A]              the catalog entries
//	preflight explain ID                                  one entry: action, operations, an example
//	preflight classify --op OP --status N [FILE|-]        which entry an error response is
//	preflight requirements [--currency CUR] ...           what a corridor requires
//	preflight schema --op OP [--corridor CUR-CS]          a JSON Schema of an operation's input
//	preflight ops [--json]                                the operations
//	preflight webhook verify|sign|decode|listen ...       webhook deliveries
//	preflight mock [--addr 127.0.0.1:PORT] ...            a stateful mock of the platform
//	preflight proxy --upstream URL [--mode refuse|observe] a proxy answering the platform's errors
//	preflight demo [--addr 127.0.0.1:8080]                the live form demo
//	preflight help CMD, preflight version                 help and the build
//	preflight completion bash|zsh|fish                    a shell's completion script
//
// Commands that print findings take --format text|json: a table for people, or the contract's
// JSON, which stays the default whenever standard output is not a terminal. docs/cli.md is the
// full reference.
//
// Exit codes: 0 valid (or matched), 1 findings (or not matched), 2 usage or an unreadable file.
package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"

	"github.com/preflightpay/preflight"
	"github.com/preflightpay/preflight/internal/input"
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
	// terminal reports whether a stream is a terminal, where a person reads: text output,
	// colour, a progress bar. Tests stand in for a terminal with their own.
	terminal func(stream any) bool
	// width is the number of columns of a terminal stream, which text tables fit; nil or 0 when
	// unknown.
	width func(stream any) int
}

type command struct {
	summary string
	run     func(e env, args []string) int
}

var commands = map[string]command{
	"check":        {"check one request and print its report", runCheck},
	"batch":        {"check a JSON-lines or CSV file, one report per record", runBatch},
	"catalog":      {"print the catalog's entries, all or by operation and action", runCatalog},
	"classify":     {"identify an API error response", runClassify},
	"ops":          {"list the operations", runOps},
	"demo":         {"serve the live form demo page", runDemo},
	"webhook":      {"verify, sign, decode or receive webhook deliveries", func(e env, args []string) int { return runWebhook(args, e.stdin, e.stdout, e.stderr, e.getenv) }},
	"requirements": {"what a corridor requires of a beneficiary, as data", runRequirements},
	"explain":      {"one catalog entry: its action, guidance, operations and an example", runExplain},
	"schema":       {"a JSON Schema of an operation's input, for forms and other languages", runSchema},
	"openapi":      {"an OpenAPI 3.1 document of the platform, with every error of each operation", runOpenAPI},
	"version":      {"the module version, VCS revision and Go version of this build", runVersion},
	"mock":         {"serve a stateful mock of the platform with exact errors, faults and webhooks", runMock},
	"proxy":        {"serve a proxy in front of the platform that answers its errors before a request leaves", runProxy},
}

const (
	exitOK       = 0
	exitFindings = 1
	exitUsage    = 2
)

func run(args []string, stdin io.Reader, stdout, stderr io.Writer, getenv func(string) string) int {
	return runEnv(env{stdin: stdin, stdout: stdout, stderr: stderr, getenv: getenv, terminal: isTerminal, width: terminalWidth}, args)
}

func runEnv(e env, args []string) int {
	if len(args) == 0 {
		usage(e.stderr)
		return exitUsage
	}
	switch args[0] {
	case "-h", "-help", "--help":
		usage(e.stdout)
		return exitOK
	case "-version", "--version":
		return runVersion(e, args[1:])
	case "help":
		// Not in commands: its help lists the commands.
		return runHelp(e, args[1:])
	case "completion":
		// Not in commands: its script lists the commands.
		return runCompletion(e, args[1:])
	}
	cmd, ok := commands[args[0]]
	if !ok {
		errorLine(e.stderr, "preflight: unknown command %q%s", args[0], didYouMean(args[0], commandNames()))
		usage(e.stderr)
		return exitUsage
	}
	return cmd.run(e, args[1:])
}

func commandNames() []string {
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	names = append(names, "help", "completion")
	sort.Strings(names)
	return names
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: preflight <command> [flags] [FILE|-]")
	fmt.Fprintln(w, "\ncommands:")
	for _, n := range commandNames() {
		summary := commands[n].summary
		switch n {
		case "help":
			summary = "help on a command: preflight help CMD"
		case "completion":
			summary = "a shell's completion script: preflight completion bash|zsh|fish"
		}
		fmt.Fprintf(w, "  %-13s %s\n", n, summary)
	}
	fmt.Fprintln(w, "\nRun 'preflight help <command>' for a command's flags, examples and exit codes;")
	fmt.Fprintln(w, "docs/cli.md is the full reference.")
	fmt.Fprintln(w, "\n"+exitCodesText)
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

// newFlagSet returns the flag set of a command. Its Usage prints the synopsis and flags to the
// set's output (standard error); -h prints the command's full help to standard output instead
// (see parseArgs).
func newFlagSet(e env, name, synopsis string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(visibleLines{e.stderr})
	colourFlagOn(fs)
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "usage: preflight %s %s\n", name, synopsis)
		fs.PrintDefaults()
	}
	return fs
}

// maxInput bounds what a command reads from a file or standard input. It is more than any entry
// point takes (a request or facts document stops at 1 MiB, a response body's redaction at
// 16 MiB), so a larger input is still refused by the check's own limit, but a pipe that never
// ends costs 16 MiB, not all memory.
const maxInput = 16 << 20

// readInput reads the named file, or standard input for "" and "-". An input over maxInput is
// refused after reading one byte more, never cut to the limit and checked as if it were whole.
func readInput(e env, name string) ([]byte, error) {
	r, what := e.stdin, "standard input"
	if name != "" && name != "-" {
		f, err := os.Open(name)
		if err != nil {
			return nil, err
		}
		defer f.Close()
		if st, err := f.Stat(); err == nil && st.IsDir() {
			return nil, fmt.Errorf("%s is a directory, not a file", name)
		} else if err == nil && st.Mode().IsRegular() && st.Size() > maxInput {
			// Its size is known: say it, rather than that it is over the limit.
			return nil, fmt.Errorf("%s is %.1f MiB; the most preflight reads from a file is 16 MiB", name, float64(st.Size())/(1<<20))
		}
		r, what = f, name
	}
	b, err := io.ReadAll(io.LimitReader(r, maxInput+1))
	if err == nil && len(b) > maxInput {
		return nil, fmt.Errorf("%s holds more than 16 MiB, the most preflight reads from a file or standard input", what)
	}
	return b, err
}

// parseArgs parses a command's flags and at most maxFiles positional arguments. When it returns
// done, the command ends with exit: 0 after -h, 2 after a usage error, which it has reported.
func parseArgs(e env, fs *flag.FlagSet, args []string, maxFiles int) (files []string, exit int, done bool) {
	// The flag package prints its own error and the usage to the set's output; this prints
	// them itself, so that help goes to standard output and a mistyped flag gets a suggestion.
	out, usageFn := fs.Output(), fs.Usage
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	positional, err := parseFlags(fs, args)
	fs.SetOutput(out)
	fs.Usage = usageFn
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			writeHelp(e.stdout, fs)
			return nil, exitOK, true
		}
		return nil, failUsage(e, fs, "%v%s", err, suggestFlag(fs, err)), true
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
	errorLine(e.stderr, "preflight "+fs.Name()+": "+format, a...)
	return exitUsage
}

// errorLine writes one line to standard error with every character a terminal would obey
// escaped (input.Visible): messages quote operation names, paths, flags and what a file or a
// request held, and an escape sequence there must not clear the screen or set the title or the
// clipboard of the person reading them.
func errorLine(w io.Writer, format string, a ...any) {
	b := input.AppendVisible(nil, fmt.Sprintf(format, a...))
	w.Write(append(b, '\n'))
}

// visibleLines is standard error for the flag package, which prints a mistyped flag as given:
// each write is escaped as errorLine escapes, except the line breaks and tabs of its layout.
type visibleLines struct{ w io.Writer }

func (v visibleLines) Write(p []byte) (int, error) {
	var b []byte
	for rest := p; len(rest) > 0; {
		i := bytes.IndexAny(rest, "\n\t")
		if i < 0 {
			b = input.AppendVisible(b, string(rest))
			break
		}
		b = append(input.AppendVisible(b, string(rest[:i])), rest[i])
		rest = rest[i+1:]
	}
	if _, err := v.w.Write(b); err != nil {
		return 0, err
	}
	return len(p), nil
}

// failUsage is fail followed by the command's usage, for a mistake in how it was called.
func failUsage(e env, fs *flag.FlagSet, format string, a ...any) int {
	fail(e, fs, format, a...)
	fs.Usage()
	return exitUsage
}

// knownOp checks the --op of a command before any input is read: absent is a usage error, and an
// unknown name is answered with the nearest known one, or the list of them.
func knownOp(e env, fs *flag.FlagSet, name string) (exit int, ok bool) {
	if name == "" {
		return failUsage(e, fs, "--op is required (see 'preflight ops')"), false
	}
	if _, err := preflight.For(name); err != nil {
		return fail(e, fs, "%v (see 'preflight ops')", err), false
	}
	return 0, true
}
