package main

import (
	"bytes"
	"fmt"
	"io"
	"regexp"
	"slices"
	"sort"
	"strings"

	"github.com/preflightpay/preflight"
	"github.com/preflightpay/preflight/internal/corridor"
	"github.com/preflightpay/preflight/internal/schema"
)

// completionShells are the shells "preflight completion SHELL" writes a script for.
var completionShells = []string{"bash", "zsh", "fish"}

// runCompletion prints a shell's completion script. The script holds the words it completes,
// read from the binary that writes it (the commands and their flag sets, the operation registry,
// the corridor table), so it never calls preflight back while a person types; a new operation
// or corridor needs only the script written again.
func runCompletion(e env, args []string) int {
	fs := newFlagSet(e, "completion", "bash|zsh|fish")
	shells, exit, done := parseArgs(e, fs, args, 1)
	if done {
		return exit
	}
	if len(shells) == 0 {
		return failUsage(e, fs, "which shell? bash, zsh or fish")
	}
	w := completionWords()
	switch shells[0] {
	case "bash":
		io.WriteString(e.stdout, w.bash())
	case "zsh":
		// zsh runs the bash function through its bash completion layer: one script's logic. It is
		// sourced from ~/.zshrc after compinit, not autoloaded from fpath.
		io.WriteString(e.stdout, "# preflight completion for zsh: source <(preflight completion zsh) in ~/.zshrc, after compinit\nautoload -U +X bashcompinit && bashcompinit\n"+w.bash())
	case "fish":
		io.WriteString(e.stdout, w.fish())
	default:
		return failUsage(e, fs, "no completion for %q%s; the shells: bash, zsh, fish", shells[0], didYouMean(shells[0], completionShells))
	}
	return exitOK
}

// words is what a completion script completes: each command's (and webhook subcommand's) flags,
// and the values of the flags that take a known set.
type words struct {
	commands    []string
	subcommands map[string][]string // command -> its subcommands
	flags       map[string][]string // "check", "webhook listen" -> its flags, without dashes
	values      map[string][]string // flag -> its values, for every command
	formats     map[string][]string // command -> the values of its --format, where they differ
	args        map[string][]string // command -> the values of its positional argument
	switches    map[string]bool     // the flags that take no value
}

var flagLine = regexp.MustCompile(`(?m)^  -([a-z][a-z0-9-]*)( \S+)?$`)

// flagsOf returns the flags a command's help lists (flag.PrintDefaults' "  -name type" lines,
// the type absent for a switch): the help is the one place every command's flag set is written
// out without running it. switches collects the flags that take no value.
func flagsOf(switches map[string]bool, run func(env, []string) int, args ...string) []string {
	var out bytes.Buffer
	run(env{stdin: strings.NewReader(""), stdout: &out, stderr: io.Discard, getenv: func(string) string { return "" },
		terminal: func(any) bool { return false }}, append(args, "-h"))
	var flags []string
	for _, m := range flagLine.FindAllStringSubmatch(out.String(), -1) {
		flags = append(flags, m[1])
		if m[2] == "" {
			switches[m[1]] = true
		}
	}
	return flags
}

func completionWords() words {
	w := words{
		commands:    commandNames(),
		subcommands: map[string][]string{"webhook": webhookCommands},
		flags:       map[string][]string{},
		switches:    map[string]bool{},
		formats:     map[string][]string{"batch": {"jsonl", "csv", "json", "text"}, "schema": {"json"}},
		args: map[string][]string{
			"help":       commandNames(),
			"completion": completionShells,
			"explain":    entryKeys(),
		},
	}
	for _, name := range w.commands {
		switch name {
		case "help":
		case "completion":
			w.flags[name] = flagsOf(w.switches, runCompletion)
		case "webhook":
			for _, sub := range webhookCommands {
				w.flags["webhook "+sub] = flagsOf(w.switches, func(e env, args []string) int {
					return runWebhook(args, e.stdin, e.stdout, e.stderr, e.getenv)
				}, sub)
			}
		default:
			w.flags[name] = flagsOf(w.switches, commands[name].run)
		}
	}
	var currencies []string
	for _, c := range corridor.All() {
		if !slices.Contains(currencies, c.Currency) {
			currencies = append(currencies, c.Currency)
		}
	}
	var corridors []string
	for _, k := range schema.Corridors() {
		corridors = append(corridors, strings.ReplaceAll(k, " ", "_"))
	}
	var systems []string
	for _, s := range corridor.ClearingSystems() {
		// A word of its own: the flags take _ for a space.
		systems = append(systems, strings.ReplaceAll(s, " ", "_"))
	}
	w.values = map[string][]string{
		"op":              preflight.OperationNames(),
		"corridor":        corridors,
		"currency":        currencies,
		"clearing-system": systems,
		"method":          {corridor.Local, corridor.SWIFT},
		"entity-type":     {"individual", "company"},
		"action":          strings.Split(actionCodes(), ", "),
		"format":          {"text", "json"},
		"color":           colourModes,
	}
	return w
}

// sortedKeys returns a map's keys in order, so the script is the same from run to run.
func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

func dashed(flags []string) string {
	out := make([]string, len(flags))
	for i, f := range flags {
		out[i] = "--" + f
	}
	return strings.Join(out, " ")
}

// bash is the script for bash (and zsh through bashcompinit): complete -F with a function
// that reads COMP_WORDS.
func (w words) bash() string {
	var b strings.Builder
	b.WriteString("# preflight completion for bash: source it, or put it in ~/.local/share/bash-completion/completions/preflight\n")
	b.WriteString("_preflight() {\n")
	b.WriteString("\tlocal cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"\" cmd=\"${COMP_WORDS[1]}\" key=\"${COMP_WORDS[1]}\" words=\"\"\n")
	b.WriteString("\t[ \"$COMP_CWORD\" -gt 0 ] && prev=\"${COMP_WORDS[COMP_CWORD-1]}\"\n")
	fmt.Fprintf(&b, "\tif [ \"$COMP_CWORD\" -eq 1 ]; then\n\t\tCOMPREPLY=($(compgen -W %q -- \"$cur\"))\n\t\treturn\n\tfi\n", strings.Join(w.commands, " "))
	for _, cmd := range sortedKeys(w.subcommands) {
		fmt.Fprintf(&b, "\tif [ \"$cmd\" = %s ]; then\n\t\tif [ \"$COMP_CWORD\" -eq 2 ]; then\n\t\t\tCOMPREPLY=($(compgen -W %q -- \"$cur\"))\n\t\t\treturn\n\t\tfi\n\t\tkey=\"$cmd ${COMP_WORDS[2]}\"\n\tfi\n",
			cmd, strings.Join(w.subcommands[cmd], " "))
	}
	b.WriteString("\tcase \"$prev\" in\n")
	for _, flag := range sortedKeys(w.values) {
		if flag == "format" {
			// One branch with the commands whose formats differ inside it: zsh's bashcompinit
			// runs this function too, and zsh has no ";;&" to fall through to a second branch.
			b.WriteString("\t--format)\n\t\tcase \"$cmd\" in\n")
			for _, cmd := range sortedKeys(w.formats) {
				fmt.Fprintf(&b, "\t\t%s) words=%q ;;\n", cmd, strings.Join(w.formats[cmd], " "))
			}
			fmt.Fprintf(&b, "\t\t*) words=%q ;;\n\t\tesac\n\t\t;;\n", strings.Join(w.values[flag], " "))
			continue
		}
		fmt.Fprintf(&b, "\t--%s) words=%q ;;\n", flag, strings.Join(w.values[flag], " "))
	}
	b.WriteString("\tesac\n")
	b.WriteString("\tif [ -n \"$words\" ]; then\n\t\tCOMPREPLY=($(compgen -W \"$words\" -- \"$cur\"))\n\t\treturn\n\tfi\n")
	b.WriteString("\tcase \"$cur\" in\n\t-*)\n\t\tcase \"$key\" in\n")
	for _, key := range sortedKeys(w.flags) {
		fmt.Fprintf(&b, "\t\t%q) words=%q ;;\n", key, dashed(w.flags[key]))
	}
	b.WriteString("\t\tesac\n\t\t;;\n\t*)\n\t\tcase \"$cmd\" in\n")
	for _, cmd := range sortedKeys(w.args) {
		fmt.Fprintf(&b, "\t\t%s) words=%q ;;\n", cmd, strings.Join(w.args[cmd], " "))
	}
	b.WriteString("\t\tesac\n\t\t;;\n\tesac\n")
	b.WriteString("\tif [ -n \"$words\" ]; then\n\t\tCOMPREPLY=($(compgen -W \"$words\" -- \"$cur\"))\n\telse\n\t\tCOMPREPLY=($(compgen -f -- \"$cur\"))\n\tfi\n}\n")
	b.WriteString("complete -o filenames -F _preflight preflight\n")
	return b.String()
}

// fish is the script for fish: one complete line per command, flag and value.
func (w words) fish() string {
	var b strings.Builder
	b.WriteString("# preflight completion for fish: put it in ~/.config/fish/completions/preflight.fish\n")
	fmt.Fprintf(&b, "complete -c preflight -n __fish_use_subcommand -a %q\n", strings.Join(w.commands, " "))
	for _, cmd := range sortedKeys(w.subcommands) {
		fmt.Fprintf(&b, "complete -c preflight -n '__fish_seen_subcommand_from %s; and not __fish_seen_subcommand_from %s' -a %q\n",
			cmd, strings.Join(w.subcommands[cmd], " "), strings.Join(w.subcommands[cmd], " "))
	}
	for _, cmd := range sortedKeys(w.args) {
		fmt.Fprintf(&b, "complete -c preflight -n '__fish_seen_subcommand_from %s' -a %q\n", cmd, strings.Join(w.args[cmd], " "))
	}
	for _, key := range sortedKeys(w.flags) {
		cond := "__fish_seen_subcommand_from " + key
		if cmd, sub, ok := strings.Cut(key, " "); ok {
			cond = "__fish_seen_subcommand_from " + cmd + "; and __fish_seen_subcommand_from " + sub
		}
		for _, flag := range w.flags[key] {
			values := w.values[flag]
			if flag == "format" && w.formats[key] != nil {
				values = w.formats[key]
			}
			switch {
			case w.switches[flag]:
				fmt.Fprintf(&b, "complete -c preflight -n '%s' -l %s\n", cond, flag)
			case values != nil:
				fmt.Fprintf(&b, "complete -c preflight -n '%s' -l %s -x -a %q\n", cond, flag, strings.Join(values, " "))
			default:
				fmt.Fprintf(&b, "complete -c preflight -n '%s' -l %s -r -F\n", cond, flag)
			}
		}
	}
	return b.String()
}
