package main

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/preflightpay/preflight/internal/suggest"
)

// exitCodesText is the one meaning of the exit statuses, shared by every command's help.
const exitCodesText = `exit codes:
  0  valid, matched, or done
  1  findings: an invalid request, an unmatched response, a corridor that does not exist
  2  usage: a mistaken flag or value, an unknown operation, an unreadable file`

// helpText is what "preflight help CMD" and "preflight CMD -h" print beyond the synopsis and
// flags: what the command is for, examples to copy, and what its exit statuses mean.
type helpText struct {
	about    string
	examples []string
	exits    string // "" for exitCodesText
}

var helpTexts = map[string]helpText{
	"check": {
		about: "Checks one request to the platform before it is sent and prints its report: every error\n" +
			"the platform would answer, with its exact code, message and action, and warnings.\n" +
			"With no FILE (or -) the request is read from standard input.",
		examples: []string{
			"preflight check --op fiat/create-payout payout.json",
			"preflight check --op fiat/create-payout --facts facts.json --format text payout.json",
			"curl -s https://example.test/payout | preflight check --op fiat/create-payout",
		},
		exits: "exit codes:\n  0  valid\n  1  the report has errors\n  2  usage: unknown operation or flag, unreadable file or facts",
	},
	"batch": {
		about: "Checks every record of a JSON-lines or CSV file (a header of field paths such as\n" +
			"beneficiary.address.country) and prints one report per record, each with its line, then a\n" +
			"summary by catalog entry with the first lines of each. Standard input, and a file named\n" +
			"neither .csv nor .jsonl, is CSV when its first line holds a comma, semicolon or tab and\n" +
			"does not start with { or [. CSV may be UTF-8 (with or without a byte-order mark) or UTF-16\n" +
			"with one; the delimiter is found from the header. --invalid-out writes the records with\n" +
			"errors back in the input's format with their findings beside them. --format takes the\n" +
			"input format (jsonl, csv) or the output format (json, text); give it twice for both. The\n" +
			"text output shows only records with findings, and each rule skipped for want of a fact\n" +
			"once, in the summary.",
		examples: []string{
			"preflight batch --op fiat/create-payout payouts.csv",
			"preflight batch --op fiat/create-payout --only-invalid --out invalid.jsonl payouts.jsonl",
			"preflight batch --op fiat/create-payout --format csv --format text < payouts.csv",
			"preflight batch --op fiat/create-payout --invalid-out to-fix.csv payouts.csv",
		},
		exits: "exit codes:\n  0  every record valid\n  1  a record invalid or malformed\n  2  usage: unknown operation or flag, unreadable file, a file that is not UTF-8, no records",
	},
	"catalog": {
		about: "Prints the platform's catalog entries: product, HTTP status, wire format, code, message,\n" +
			"action and guidance, and the operations that answer with each. --op and --action filter.",
		examples: []string{
			"preflight catalog --format text",
			"preflight catalog --op fiat/create-payout --action FIX",
		},
		exits: "exit codes:\n  0  printed (an empty selection prints [] and exits 0)\n  2  usage: unknown operation, action or flag",
	},
	"explain": {
		about: "Explains one catalog entry or warning by its id: the message, its action and guidance,\n" +
			"the operations that answer with it, and an example request that produces it.",
		examples: []string{
			"preflight explain payout.routing-type-ach",
			"preflight explain fiat.clearing-system-not-supported --format json",
		},
		exits: "exit codes:\n  0  explained\n  2  usage: unknown id (with the nearest ids)",
	},
	"classify": {
		about: "Identifies an error response of the platform: the catalog entry its body matches, the\n" +
			"values in its message, its action and guidance, and for LATER an operator report.",
		examples: []string{
			"preflight classify --op fiat/create-payout --status 400 response.json",
			"preflight classify --op fiat/create-payout --status 500 --response-id r-123 < body.json",
		},
		exits: "exit codes:\n  0  matched an entry\n  1  not matched (the answer falls back by status)\n  2  usage: unknown operation, a status outside 100-599",
	},
	"requirements": {
		about: "Prints what each selected corridor requires of a payout and its beneficiary, as data a\n" +
			"form can be built from: fields, required or when, patterns, lengths, allowed values,\n" +
			"examples. Every flag narrows the selection; with none, every corridor is listed.",
		examples: []string{
			"preflight requirements --currency USD --clearing-system ACH --format text",
			"preflight requirements --method SWIFT --currency EUR --country DE",
		},
		exits: "exit codes:\n  0  printed\n  1  the values are known but no corridor has them all (prints [])\n  2  usage: an unknown flag or value (currency, country, method, clearing system)",
	},
	"schema": {
		about: "Prints a JSON Schema (draft 2020-12) of an operation's input, from the operation registry\n" +
			"and, with --corridor, the corridor table. It refuses only what the specification states;\n" +
			"preflight's own readings are annotations (x-preflight-*). See docs/cli.md.",
		examples: []string{
			"preflight schema --op fiat/create-payout --corridor USD-ACH",
			"preflight schema --op fiat/create-beneficiary --corridor GBP-FASTER_PAYMENTS > beneficiary.schema.json",
		},
		exits: "exit codes:\n  0  printed\n  2  usage: unknown operation or corridor",
	},
	"openapi": {
		about: "Prints an OpenAPI 3.1 document of the platform's API, generated from the operation registry,\n" +
			"the request schemas of 'preflight schema' and the error catalog: every error each operation\n" +
			"can answer is a named example with its exact body (x-preflight-entry, x-preflight-action).\n" +
			"With --product, one product's operations and no webhooks. See docs/openapi.md.",
		examples: []string{
			"preflight openapi > openapi.json",
			"preflight openapi --product fiat --format yaml > fiat.yaml",
		},
		exits: "exit codes:\n  0  printed\n  2  usage: unknown product or format",
	},
	"ops": {
		about: "Lists the platform's operations with method, path, named inputs and idempotency: a table on a\n" +
			"terminal, JSON otherwise (--json is the deprecated spelling of --format json).",
		examples: []string{"preflight ops --format text", "preflight ops --format json"},
		exits:    "exit codes:\n  0  printed\n  2  usage",
	},
	"version": {
		about:    "Prints the module version, the VCS revision and the Go version this binary was built with.",
		examples: []string{"preflight version", "preflight --version", "preflight version --format json"},
		exits:    "exit codes:\n  0  printed\n  2  usage",
	},
	"mock": {
		about: "Serves a stateful mock of every operation of the platform on loopback: the rules of check\n" +
			"decide what is refused, answered with the platform's status, body and x-response-id;\n" +
			"faults on request (admin endpoints under /_mock/); signed webhook deliveries that\n" +
			"misbehave on purpose. 'preflight mock trigger EVENT' makes a running mock send webhook\n" +
			"events (its help: 'preflight mock trigger -h'). See docs/mock.md.",
		examples: []string{
			"preflight mock",
			"preflight mock --addr 127.0.0.1:0 --seed 7 --config mock.json",
			"HOOK_SECRET=s3cret preflight mock --webhook-url http://127.0.0.1:9000/hooks --webhook-secret-env HOOK_SECRET --scenario orders.json --time-scale 1000",
		},
		exits: "exit codes:\n  0  stopped by a signal, requests in flight answered\n  2  usage, an unreadable config or scenario, or the address cannot be listened on",
	},
	"mock trigger": {
		about: "Makes a running mock (preflight mock --webhook-url URL) send webhook events, through its\n" +
			"admin API (POST /_mock/scenario, with the admin token of --admin-token-env when the mock\n" +
			"has one). EVENT is stocks.order.processing, stocks.order.completed, stocks.order.failed\n" +
			"(an order's life up to that event: processing, then the outcome 1000 ms later, divided\n" +
			"by the mock's --time-scale) or issuing.transaction.declined; --scenario sends a scenario\n" +
			"file instead (docs/mock.md). Prints one JSON line per event queued; with --wait, once\n" +
			"the mock has delivered them (retries included, at most a minute), one per attempt.",
		examples: []string{
			"preflight mock trigger stocks.order.completed",
			"preflight mock trigger --mock http://127.0.0.1:8090/ --wait stocks.order.failed",
			"MOCK_ADMIN_TOKEN=... preflight mock trigger --admin-token-env MOCK_ADMIN_TOKEN --scenario orders.json",
		},
		exits: "exit codes:\n  0  queued (with --wait: every event acknowledged)\n  1  with --wait, an event the subscriber never acknowledged\n  2  usage, an unreadable scenario, or a mock that did not answer or refused",
	},
	"proxy": {
		about: "Serves a proxy in front of the platform for services in any language: a request with an\n" +
			"error is answered locally with the platform's exact status and body (Preflight-Refused:\n" +
			"ENTRY), or, with --mode observe, forwarded with Preflight-Findings: ENTRIES. LATER answers\n" +
			"of requests with an idempotency key are retried; a key reused with another payload is\n" +
			"refused. The check API, healthz and Prometheus metrics are under /_preflight/. Logs are\n" +
			"JSON lines on standard error; SIGHUP reads --facts again. See docs/proxy.md.",
		examples: []string{
			"preflight proxy --upstream https://api.example.com",
			"preflight proxy --upstream http://127.0.0.1:8090 --addr 127.0.0.1:0 --mode observe --facts facts.json",
			"preflight proxy --upstream https://api.example.com --ledger redis://127.0.0.1:6379/0 --ledger-fail closed",
		},
		exits: "exit codes:\n  0  stopped by a signal, requests in flight answered\n  2  usage, an unreadable facts or CA file, or the address cannot be listened on",
	},
	"completion": {
		about: "Prints a completion script for bash, zsh or fish: commands, webhook's subcommands, each\n" +
			"command's flags, operation names, corridors, currencies, clearing systems and the other\n" +
			"flag values, from this binary's registry and corridor table.",
		examples: []string{
			"source <(preflight completion bash)   # in ~/.bashrc",
			"source <(preflight completion zsh)    # in ~/.zshrc, after compinit",
			"preflight completion fish > ~/.config/fish/completions/preflight.fish",
		},
		exits: "exit codes:\n  0  printed\n  2  usage: no shell, or one it does not know",
	},
	"demo": {
		about:    "Serves the live form demo page, with the WASM build embedded, on loopback by default.",
		examples: []string{"preflight demo", "preflight demo --addr 127.0.0.1:0"},
		exits:    "exit codes:\n  0  stopped by a signal\n  2  usage, or the address cannot be listened on",
	},
}

// writeHelp prints the full help of the command whose flag set is fs to w.
func writeHelp(w io.Writer, fs *flag.FlagSet) {
	h := helpTexts[fs.Name()]
	if h.about != "" {
		fmt.Fprintf(w, "%s\n\n", h.about)
	}
	out := fs.Output()
	fs.SetOutput(w)
	fs.Usage()
	fs.SetOutput(out)
	if len(h.examples) > 0 {
		fmt.Fprintln(w, "\nexamples:")
		for _, ex := range h.examples {
			fmt.Fprintf(w, "  %s\n", ex)
		}
	}
	exits := h.exits
	if exits == "" {
		exits = exitCodesText
	}
	fmt.Fprintf(w, "\n%s\n", exits)
}

// runHelp prints a command's help on standard output: "preflight help check" is "preflight check
// -h".
func runHelp(e env, args []string) int {
	if len(args) == 0 {
		usage(e.stdout)
		return exitOK
	}
	switch args[0] {
	case "help":
		usage(e.stdout)
		return exitOK
	case "completion":
		return runCompletion(e, []string{"-h"})
	}
	cmd, ok := commands[args[0]]
	if !ok {
		errorLine(e.stderr, "preflight help: unknown command %q%s", args[0], didYouMean(args[0], commandNames()))
		return exitUsage
	}
	// "help webhook listen" is "webhook listen -h": a command with subcommands answers for them,
	// and names the nearest one when a subcommand is misspelt.
	return cmd.run(e, append(args[1:len(args):len(args)], "-h"))
}

// didYouMean returns "; did you mean X?" for the candidates nearest to given, or "" when none is
// near enough to be a slip of the keyboard (package suggest).
func didYouMean(given string, candidates []string) string { return suggest.Phrase(given, candidates) }

// suggestFlag returns a did-you-mean for the flag package's "flag provided but not defined: -x".
func suggestFlag(fs *flag.FlagSet, err error) string {
	name, ok := strings.CutPrefix(err.Error(), "flag provided but not defined: ")
	if !ok {
		return ""
	}
	var names []string
	fs.VisitAll(func(f *flag.Flag) { names = append(names, f.Name) })
	near := suggest.Nearest(strings.TrimLeft(name, "-"), names)
	if len(near) == 0 {
		return ""
	}
	return "; did you mean --" + strings.Join(near, " or --") + "?"
}
