package main

import (
	"fmt"
	"io"
	"text/tabwriter"

	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/jsonw"
)

//go:generate go test -run TestExplainExamplesAreCurrent -update .

// explainExample is a golden case whose report has an entry: the smallest request that produces
// it. The index (explain_examples.go) is generated from testdata/golden by
// TestExplainExamplesAreCurrent, so the binary never reads the golden files.
type explainExample struct {
	Operation string // "fiat/create-payout"
	Case      string // the golden case's directory name, which says the rule
	Field     string // where the report puts the entry
	Strict    bool   // checked with --strict (the entry is a prediction otherwise)
	Request   string // compact JSON
	Facts     string // compact JSON, "" when none
}

// command returns the command line that reproduces the example from the files it names.
func (x *explainExample) command() string {
	s := "preflight check --op " + x.Operation
	if x.Strict {
		s += " --strict"
	}
	if x.Facts != "" {
		s += " --facts facts.json"
	}
	return s + " request.json"
}

func runExplain(e env, args []string) int {
	fs := newFlagSet(e, "explain", "[--format text|json] ID")
	format := formatFlag(fs)
	ids, exit, done := parseArgs(e, fs, args, 1)
	if done {
		return exit
	}
	if len(ids) == 0 {
		return failUsage(e, fs, "which entry? give its id, e.g. payout.routing-type-ach (see 'preflight catalog')")
	}
	out, exit, ok := pickOutput(e, fs, *format)
	if !ok {
		return exit
	}
	id := ids[0]
	var x *explainExample
	if ex, ok := explainExamples[id]; ok {
		x = &ex
	}
	if cid, ok := errcatalog.ByKey(id); ok {
		en := errcatalog.Get(cid)
		if out.text {
			writeEntryText(e.stdout, en, x)
		} else {
			e.stdout.Write(appendEntryJSON(nil, en, x))
		}
		return exitOK
	}
	for _, w := range errcatalog.Warnings() {
		if w.Key == id {
			if out.text {
				writeWarningText(e.stdout, &w, x)
			} else {
				e.stdout.Write(appendWarningJSON(nil, &w, x))
			}
			return exitOK
		}
	}
	return fail(e, fs, "no catalog entry or warning has the id %q%s (see 'preflight catalog')", id, didYouMean(id, entryKeys()))
}

func entryKeys() []string {
	var keys []string
	for _, en := range errcatalog.All() {
		keys = append(keys, en.Key)
	}
	for _, w := range errcatalog.Warnings() {
		keys = append(keys, w.Key)
	}
	return keys
}

func writeEntryText(w io.Writer, en *errcatalog.Entry, x *explainExample) {
	fmt.Fprintf(w, "%s: %s\n", en.Key, oneLine(en.Message))
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintf(tw, "  product\t%s\n", en.Product)
	fmt.Fprintf(tw, "  on the wire\tHTTP %d, %s body, code %s", en.HTTPStatus, en.Format, codeText(en.Code))
	if en.Type != "" {
		fmt.Fprintf(tw, ", type %s", en.Type)
	}
	fmt.Fprintln(tw)
	fmt.Fprintf(tw, "  action\t%s: %s\n", en.Action, en.Action.Guidance())
	fmt.Fprintf(tw, "  operations\t%s\n", entryOperations(en))
	if en.ServerOnly != "" {
		fmt.Fprintf(tw, "  server only\t%s\n", oneLine(en.ServerOnly))
	}
	tw.Flush()
	writeExampleText(w, x)
}

func writeWarningText(w io.Writer, wn *errcatalog.Warning, x *explainExample) {
	fmt.Fprintf(w, "%s: %s\n", wn.Key, oneLine(wn.Message))
	fmt.Fprintf(w, "  action  %s: %s\n", errcatalog.Warn, errcatalog.Warn.Guidance())
	writeExampleText(w, x)
}

func writeExampleText(w io.Writer, x *explainExample) {
	if x == nil {
		fmt.Fprintln(w, "  example  none: no golden case produces it before the request is sent")
		return
	}
	fmt.Fprintf(w, "\nexample (golden case %s/%s, at %s):\n", x.Operation, x.Case, fieldName(x.Field))
	fmt.Fprintf(w, "  request.json  %s\n", oneLine(x.Request))
	if x.Facts != "" {
		fmt.Fprintf(w, "  facts.json    %s\n", oneLine(x.Facts))
	}
	fmt.Fprintf(w, "  %s\n", oneLine(x.command()))
}

// appendEntryJSON writes the entry as "preflight catalog" does, plus what explain adds: its kind,
// whether the same request may be retried, and the example.
func appendEntryJSON(dst []byte, en *errcatalog.Entry, x *explainExample) []byte {
	w := jsonw.New(dst, true)
	w.Open('{')
	en.AppendJSONMembers(w)
	w.Field("kind", "error")
	w.BoolField("retry_same_request", en.Action.RetrySame())
	appendExampleJSON(w, x)
	w.Close('}')
	return append(w.Buf, '\n')
}

func appendWarningJSON(dst []byte, wn *errcatalog.Warning, x *explainExample) []byte {
	w := jsonw.New(dst, true)
	w.Open('{')
	w.Field("id", wn.Key)
	w.Field("kind", "warning")
	w.Field("message", wn.Message)
	w.Field("action", errcatalog.Warn.String())
	w.Field("guidance", errcatalog.Warn.Guidance())
	appendExampleJSON(w, x)
	w.Close('}')
	return append(w.Buf, '\n')
}

// appendExampleJSON writes "example": the golden case, its request and facts as JSON (compact,
// as the index holds them), and the command that reproduces it; null when there is none.
func appendExampleJSON(w *jsonw.Writer, x *explainExample) {
	w.Key("example")
	if x == nil {
		w.Null()
		return
	}
	w.Open('{')
	w.Field("operation", x.Operation)
	w.Field("case", x.Case)
	w.Field("field", x.Field)
	w.BoolField("strict", x.Strict)
	w.Key("request")
	w.Buf = append(w.Buf, x.Request...)
	if x.Facts != "" {
		w.Key("facts")
		w.Buf = append(w.Buf, x.Facts...)
	}
	w.Field("command", x.command())
	w.Close('}')
}

// explainIndexHeader starts the generated index; the test that writes it checks it is current.
const explainIndexHeader = "// Code generated by TestExplainExamplesAreCurrent (go test ./cmd/preflight -run TestExplainExamplesAreCurrent -update); DO NOT EDIT.\n\npackage main\n\n"
