package main

import (
	"flag"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/preflightpay/preflight"
	"github.com/preflightpay/preflight/internal/classify"
	"github.com/preflightpay/preflight/internal/input"
	"golang.org/x/term"
)

// output is how a command prints what it found: the contract's JSON for programs, or a compact
// table for people, coloured only on a terminal without NO_COLOR.
type output struct {
	text   bool
	colour bool
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
	// https://no-color.org: any non-empty NO_COLOR turns colour off.
	o.colour = o.text && e.terminal(e.stdout) && e.getenv("NO_COLOR") == ""
	return o, 0, true
}

// isTerminal reports whether stream is a terminal, where a progress bar, a table and colour help a
// person; in a pipe or a log they would be noise.
func isTerminal(stream any) bool {
	f, ok := stream.(interface{ Fd() uintptr })
	return ok && term.IsTerminal(int(f.Fd()))
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
	if !o.colour {
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

// writeReportText writes a report as a person reads it: a status line, then one row per error
// and warning (severity, field, action, the platform's message, the reason). withSkipped adds
// the rules that did not run for want of a fact; batch shows them once, in its summary.
func writeReportText(w io.Writer, r *preflight.Report, o output, prefix string, withSkipped bool) {
	status := o.paint(green, "valid")
	if !r.Valid {
		status = o.paint(red, "invalid")
	}
	fmt.Fprintf(w, "%s%s: %s (%s, %s)\n", prefix, oneLine(r.Operation), status, plural(len(r.Errors), "error"), plural(len(r.Warnings), "warning"))
	if len(r.Errors)+len(r.Warnings) > 0 {
		tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
		fmt.Fprintf(tw, "  %s\tFIELD\tACTION\tMESSAGE\tREASON\n", o.paint(bold, "SEVERITY"))
		rows := func(list []preflight.Issue, severity, colour string) {
			for i := range list {
				is := &list[i]
				msg := is.Message
				if is.Predicts != "" {
					msg += " (predicts " + is.Predicts + ")"
				}
				fmt.Fprintf(tw, "  %s\t%s\t%s\t%s\t%s\n", o.paint(colour, severity), fieldName(is.Field), oneLine(is.Action), oneLine(msg), oneLine(is.Reason.Text))
			}
		}
		rows(r.Errors, "error   ", red)
		rows(r.Warnings, "warning ", yellow)
		tw.Flush()
	}
	if withSkipped && len(r.Skipped) > 0 {
		skips := make([]string, len(r.Skipped))
		for i, s := range r.Skipped {
			skips[i] = s.Rule + " (needs " + s.Needs + ")"
		}
		fmt.Fprintf(w, "  not checked, for want of facts: %s\n", oneLine(strings.Join(skips, ", ")))
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
