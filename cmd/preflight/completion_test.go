package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/preflightpay/preflight"
)

func completionScript(t *testing.T, shell string) string {
	t.Helper()
	var stdout, stderr bytes.Buffer
	if code := run([]string{"completion", shell}, strings.NewReader(""), &stdout, &stderr, func(string) string { return "" }); code != exitOK {
		t.Fatalf("completion %s: exit %d: %s", shell, code, stderr.String())
	}
	path := filepath.Join(t.TempDir(), "preflight."+shell)
	if err := os.WriteFile(path, stdout.Bytes(), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestBashCompletion sources the bash script and completes words as bash would, through
// COMP_WORDS and COMP_CWORD: commands, subcommands, flags of a command and of a subcommand,
// operation names, corridors and other flag values.
func TestBashCompletion(t *testing.T) {
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("no bash")
	}
	script := completionScript(t, "bash")
	tests := []struct {
		line string // the words typed, the last one being completed
		want string // COMPREPLY, space-separated and sorted
	}{
		{"preflight ch", "check"},
		{"preflight c", "catalog check classify completion"},
		{"preflight webhook li", "listen"},
		{"preflight check --op fiat/create-pay", "fiat/create-payout"},
		{"preflight batch --op ramp/create-w", "ramp/create-withdraw"},
		{"preflight schema --corridor GBP-F", "GBP-FASTER_PAYMENTS"},
		{"preflight requirements --clearing-system FASTER", "FASTER_PAYMENTS"},
		{"preflight requirements --currency HK", "HKD"},
		{"preflight check --st", "--strict"},
		{"preflight webhook listen --dedup", "--dedup-size"},
		{"preflight batch --format j", "json jsonl"},
		{"preflight check --format ", "json text"},
		{"preflight ops --color n", "never"},
		{"preflight completion z", "zsh"},
		{"preflight help web", "webhook"},
		{"preflight explain payout.routing-type-ac", "payout.routing-type-ach"},
	}
	for _, tt := range tests {
		words := strings.Split(tt.line, " ")
		var quoted []string
		for _, w := range words {
			quoted = append(quoted, "'"+w+"'")
		}
		cmd := exec.Command(bash, "--norc", "--noprofile", "-c",
			`source "$1"; COMP_WORDS=(`+strings.Join(quoted, " ")+`); COMP_CWORD=$((${#COMP_WORDS[@]}-1)); _preflight; printf '%s\n' "${COMPREPLY[@]}" | sort | tr '\n' ' '`,
			"bash", script)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%s: %v: %s", tt.line, err, out)
		}
		if got := strings.TrimSpace(string(out)); got != tt.want {
			t.Errorf("%q completes to %q, want %q", tt.line, got, tt.want)
		}
	}
}

// TestCompletionWordsComeFromTheRegistry: the operations completed are the registry's, and
// every command has its flags.
func TestCompletionWordsComeFromTheRegistry(t *testing.T) {
	w := completionWords()
	if got, want := strings.Join(w.values["op"], " "), strings.Join(preflight.OperationNames(), " "); got != want {
		t.Errorf("operations: %s, want %s", got, want)
	}
	for _, cmd := range []string{"check", "batch", "catalog", "ops", "schema", "webhook listen", "webhook verify", "mock", "completion"} {
		if !strings.Contains(" "+strings.Join(w.flags[cmd], " ")+" ", " color ") {
			t.Errorf("%s: flags %v lack color", cmd, w.flags[cmd])
		}
	}
}

// TestCompletionScriptsParse checks the zsh and fish scripts' syntax with their shells, where
// they are installed.
func TestCompletionScriptsParse(t *testing.T) {
	for shell, args := range map[string][]string{"bash": {"-n"}, "zsh": {"-n"}, "fish": {"--no-execute"}} {
		bin, err := exec.LookPath(shell)
		if err != nil {
			t.Logf("%s: not installed, not checked", shell)
			continue
		}
		if out, err := exec.Command(bin, append(args, completionScript(t, shell))...).CombinedOutput(); err != nil {
			t.Errorf("%s: %v: %s", shell, err, out)
		}
	}
}

func TestCompletionOfAnUnknownShellIsAUsageError(t *testing.T) {
	var stdout, stderr bytes.Buffer
	code := run([]string{"completion", "zssh"}, strings.NewReader(""), &stdout, &stderr, func(string) string { return "" })
	if code != exitUsage || stdout.Len() > 0 || !strings.Contains(stderr.String(), "did you mean zsh?") {
		t.Errorf("exit %d, stdout %q, stderr %q", code, stdout.String(), stderr.String())
	}
}
