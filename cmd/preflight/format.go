package main

import (
	"flag"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/preflightpay/preflight"
	"github.com/preflightpay/preflight/internal/classify"
	"github.com/preflightpay/preflight/internal/input"
	"golang.org/x/term"
)

// output is how a command prints what it found: the contract's JSON for programs, or a compact
// table for people, coloured as --color says, laid out within width columns (0: no limit).
type output struct {
	text   bool
	colour bool
	width  int
}

const formatUsage = "text (a table for people) or json (the contract's JSON); default: text on a terminal, json otherwise"

// formatFlag registers --format on a command that prints findings.
func formatFlag(fs *flag.FlagSet) *string { return fs.String("format", "", formatUsage) }

// pickOutput settles the output of a command from its --format value. JSON is the default
// whenever standard output is not a terminal, so scripts and pipes see what they always saw.
func pickOutput(e env, fs *flag.FlagSet, given string) (o output, exit int, ok bool) {
	switch given {
	case "":
		o.text = e.terminal(e.stdout)
	case "text":
		o.text = true
	case "json":
	default:
		return o, failUsage(e, fs, "--format must be text or json, not %q", given), false
	}
	return e.textOutput(fs, o.text, true), 0, true
}

// textOutput is the output of a command whose format is settled: colour as --color says
// (auto: only on a terminal, without NO_COLOR, and not TERM=dumb), and the width of the
// terminal. toStdout is false when the text goes to a file (--out), which gets neither.
func (e env) textOutput(fs *flag.FlagSet, text, toStdout bool) output {
	o := output{text: text}
	if !text || !toStdout {
		return o
	}
	switch colourFlagOf(fs) {
	case "always":
		o.colour = true
	case "auto":
		// https://no-color.org: any non-empty NO_COLOR turns colour off.
		o.colour = e.terminal(e.stdout) && e.getenv("NO_COLOR") == "" && e.getenv("TERM") != "dumb"
	}
	o.width = e.columns()
	return o
}

// columns is the width text on standard output must fit: the terminal's, or when standard
// output is not a terminal, COLUMNS if it holds a width (a script that pages the table), else
// 0: no limit, the columns as wide as their cells.
func (e env) columns() int {
	if e.terminal(e.stdout) && e.width != nil {
		if w := e.width(e.stdout); w > 0 {
			return w
		}
	}
	if n, err := strconv.Atoi(e.getenv("COLUMNS")); err == nil && n > 0 {
		return n
	}
	return 0
}

// colourModes are the values of --color, which every command takes.
var colourModes = []string{"auto", "always", "never"}

type colourFlag string

func (c *colourFlag) String() string { return string(*c) }

func (c *colourFlag) Set(s string) error {
	if !slices.Contains(colourModes, s) {
		return fmt.Errorf("must be auto, always or never, not %q", s)
	}
	*c = colourFlag(s)
	return nil
}

// colourFlagOf is the --color of fs: "auto" unless given.
func colourFlagOf(fs *flag.FlagSet) string {
	if f := fs.Lookup("color"); f != nil {
		return f.Value.String()
	}
	return "auto"
}

// isTerminal reports whether stream is a terminal, where a progress bar, a table and colour help a
// person; in a pipe or a log they would be noise.
func isTerminal(stream any) bool {
	f, ok := stream.(interface{ Fd() uintptr })
	return ok && term.IsTerminal(int(f.Fd()))
}

// terminalWidth is the number of columns of the terminal stream is, or 0.
func terminalWidth(stream any) int {
	f, ok := stream.(interface{ Fd() uintptr })
	if !ok {
		return 0
	}
	w, _, err := term.GetSize(int(f.Fd()))
	if err != nil {
		return 0
	}
	return w
}

// ANSI colours. Every coloured cell of a column carries codes of the same length (5 bytes on,
// 4 off), so that tabwriter, which counts them as text, still aligns the columns.
const (
	red    = "\x1b[31m"
	yellow = "\x1b[33m"
	green  = "\x1b[32m"
	bold   = "\x1b[01m"
	reset  = "\x1b[0m"
)

func (o output) paint(colour, s string) string {
	if !o.colour || colour == "" {
		return s
	}
	return colour + s + reset
}

// plural writes "1 error", "2 errors".
func plural(n int, word string) string {
	if n == 1 {
		return fmt.Sprintf("%d %s", n, word)
	}
	return fmt.Sprintf("%d %ss", n, word)
}

// Verdicts, as a person reads a report: the platform accepts it (no errors, no predictions), is
// predicted to refuse it (predictions only: preflight's reading of an entry the platform
// answers), or refuses it (errors). Advice that predicts no entry leaves a request valid. The
// JS package names the same three (CONTRACT.md): valid, likely-refused, refused.
const (
	verdictValid         = "valid"
	verdictLikelyRefused = "likely refused"
	verdictRefused       = "refused"
)

// verdictOf returns the report's verdict and the colour it is shown in.
func verdictOf(r *preflight.Report) (verdict, colour string) {
	if len(r.Errors) > 0 {
		return verdictRefused, red
	}
	for i := range r.Warnings {
		if r.Warnings[i].Predicts != "" {
			return verdictLikelyRefused, yellow
		}
	}
	return verdictValid, green
}

// writeReportText writes a report as a person reads it: a status line with its verdict, then
// one row per finding (error, prediction or advice; field, action, the platform's message, the
// reason), within o.width. withSkipped adds the rules that did not run for want of a fact;
// batch shows them once, in its summary.
func writeReportText(w io.Writer, r *preflight.Report, o output, prefix string, withSkipped bool) {
	verdict, colour := verdictOf(r)
	predictions := 0
	for i := range r.Warnings {
		if r.Warnings[i].Predicts != "" {
			predictions++
		}
	}
	writeWrapped(w, "", fmt.Sprintf("%s%s: %s (%s, %s, %d advice)", prefix, oneLine(r.Operation), o.paint(colour, verdict),
		plural(len(r.Errors), "error"), plural(predictions, "prediction"), len(r.Warnings)-predictions), o.width)
	if len(r.Errors)+len(r.Warnings) > 0 {
		t := table{indent: "  ", head: []string{o.paint(bold, "SEVERITY"), "FIELD", "ACTION", "MESSAGE", "REASON"}, keys: 3}
		row := func(is *preflight.Issue, severity, colour string) {
			msg := is.Message
			if is.Predicts != "" {
				msg += " (predicts " + is.Predicts + ")"
			}
			t.add(o.paint(colour, severity), fieldName(is.Field), oneLine(is.Action), oneLine(msg), oneLine(is.Reason.Text))
		}
		for i := range r.Errors {
			row(&r.Errors[i], "error", red)
		}
		for i := range r.Warnings {
			if r.Warnings[i].Predicts != "" {
				row(&r.Warnings[i], "prediction", yellow)
			}
		}
		for i := range r.Warnings {
			if r.Warnings[i].Predicts == "" {
				row(&r.Warnings[i], "advice", "")
			}
		}
		t.write(w, o.width)
	}
	if withSkipped && len(r.Skipped) > 0 {
		skips := make([]string, len(r.Skipped))
		for i, s := range r.Skipped {
			skips[i] = s.Rule + " (needs " + s.Needs + ")"
		}
		writeWrapped(w, "  ", "not checked, for want of facts: "+oneLine(strings.Join(skips, ", ")), o.width)
	}
}

// writeWrapped writes a line of prose after indent, wrapped within width (0: one line), its
// continuation lines indented two more.
func writeWrapped(w io.Writer, indent, s string, width int) {
	if width <= 0 {
		fmt.Fprintf(w, "%s%s\n", indent, s)
		return
	}
	for i, l := range wrap(s, width-len(indent)-2) {
		if i > 0 {
			l = "  " + l
		}
		fmt.Fprintf(w, "%s%s\n", indent, l)
	}
}

func fieldName(f string) string {
	if f == "" {
		return "(request)"
	}
	return oneLine(f)
}

// oneLine is how every text writer of the command shows a string: on one line of its table, with
// every character a terminal would obey rather than show escaped (input.Visible), whatever a
// member name, a value or a response quotes.
func oneLine(s string) string { return input.Visible(s) }

// writeClassifyText writes a classification as a person reads it.
func writeClassifyText(w io.Writer, r *classify.Result, o output) {
	if r.Matched {
		fmt.Fprintf(w, "%s: %s %s\n", oneLine(r.Operation), o.paint(green, "matched"), oneLine(r.ID))
	} else {
		fmt.Fprintf(w, "%s: %s (%s)\n", oneLine(r.Operation), o.paint(yellow, "not matched"), oneLine(r.Basis))
	}
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	row := func(k, v string) {
		if v != "" {
			fmt.Fprintf(tw, "  %s\t%s\n", k, oneLine(v))
		}
	}
	row("http status", fmt.Sprint(r.HTTPStatus))
	row("code", r.Code)
	row("message", r.Message)
	if len(r.Params) > 0 {
		row("values", strings.Join(r.Params, ", "))
	}
	row("action", r.Action)
	row("guidance", r.Guidance)
	if r.RetrySame {
		row("retry", "the same request may succeed")
	}
	if op := r.OperatorReport; op != nil {
		row("operator", op.Method+" "+op.Path+", x-response-id "+op.ResponseID+", sent "+op.RequestTime)
	}
	tw.Flush()
}

// colourFlagOn defines --color on fs. Every command takes it, so that a person (or an alias)
// can set it once for all; the commands that print only JSON have nothing to colour.
func colourFlagOn(fs *flag.FlagSet) {
	mode := colourFlag("auto")
	fs.Var(&mode, "color", "colour the text output: auto (on a terminal, unless NO_COLOR is set or TERM=dumb), always or never")
}
