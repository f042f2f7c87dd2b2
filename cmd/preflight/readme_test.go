package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"go/format"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// pagesWithCommands are the pages whose ```sh blocks TestREADMECommandsRun runs: the README and
// the pages of the docs that show commands a user copies.
var pagesWithCommands = []string{"README.md", "docs/batch.md", "docs/corridors.md", "docs/errors.md", "docs/webhooks.md"}

// shownCommand is one command of a ```sh block: a line, or lines joined at a trailing '\'.
type shownCommand struct {
	page   string
	offset int      // where the command starts in the page
	env    []string // NAME=VALUE set by the block's earlier "export" lines
	words  []string // the command without its comment
	exit   int      // from a comment "# exit N"; 0 when the comment says nothing
	server bool     // from a comment "# runs until Ctrl-C": a server, started and stopped
}

// shownCommands reads every command of the page's ```sh blocks. Inside them every line is a
// command a user may run: synopses with placeholders go in plain ``` blocks.
func shownCommands(t *testing.T, page string, text string) []shownCommand {
	t.Helper()
	exitComment := regexp.MustCompile(`\bexit (\d)\b`)
	var cmds []shownCommand
	var env []string
	inSh, offset := false, 0
	lines := strings.SplitAfter(text, "\n")
	for i := 0; i < len(lines); i++ {
		start := offset
		line := strings.TrimRight(lines[i], "\n")
		offset += len(lines[i])
		switch {
		case strings.HasPrefix(line, "```sh"):
			inSh, env = true, nil
			continue
		case strings.HasPrefix(line, "```"):
			inSh = false
			continue
		case !inSh:
			continue
		}
		for strings.HasSuffix(line, `\`) && i+1 < len(lines) {
			i++
			offset += len(lines[i])
			line = strings.TrimSuffix(line, `\`) + " " + strings.TrimRight(lines[i], "\n")
		}
		command, comment, _ := strings.Cut(line, "#")
		words := strings.Fields(command)
		if len(words) == 0 {
			continue
		}
		if words[0] == "export" {
			env = append(env, words[1:]...)
			continue
		}
		c := shownCommand{page: page, offset: start, env: env, words: words}
		if m := exitComment.FindStringSubmatch(comment); m != nil {
			c.exit, _ = strconv.Atoi(m[1])
		}
		c.server = strings.Contains(comment, "runs until Ctrl-C")
		cmds = append(cmds, c)
	}
	return cmds
}

// TestREADMECommandsRun runs every command the README (and the docs pages that show commands)
// shows, exactly as written, from the module root: each preflight command must exit as its
// comment says ("# exit 1"; 0 without one); a script must exist and know the variables set
// before it (QUICK=1); a go command must name packages that exist. The README's report example
// must be what its command prints, the counts of findings it states must be what its first
// check prints, and its test command must be the one CI runs (.ci/run).
func TestREADMECommandsRun(t *testing.T) {
	t.Chdir(filepath.Join("..", ".."))
	module := modulePath(t)
	outputs := map[string]map[int]string{} // page, offset: what the command printed
	for _, page := range pagesWithCommands {
		b, err := os.ReadFile(page)
		if err != nil {
			t.Fatal(err)
		}
		outputs[page] = map[int]string{}
		cmds := shownCommands(t, page, string(b))
		if len(cmds) == 0 {
			t.Errorf("%s shows no command in a ```sh block", page)
		}
		for _, c := range cmds {
			switch args := c.words; {
			case c.server && strings.Join(args[:min(3, len(args))], " ") == "go run ./cmd/preflight":
				runShownServer(t, c, args[3:])
			case strings.Join(args[:min(3, len(args))], " ") == "go run ./cmd/preflight":
				outputs[page][c.offset] = runShown(t, c, args[3:])
			case args[0] == "preflight":
				outputs[page][c.offset] = runShown(t, c, args[1:])
			case strings.Contains(strings.Join(args, " "), "scripts/"):
				checkScript(t, c)
			case args[0] == "go" || args[0] == "gofmt":
				checkGoCommand(t, c, module)
			default:
				t.Errorf("%s shows %q, which this test does not know how to run", page, strings.Join(args, " "))
			}
		}
	}
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	checkReportExample(t, string(readme), outputs["README.md"])
	checkFindingCounts(t, string(readme), outputs["README.md"])
	ci, err := os.ReadFile(".ci/run")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(ci, []byte("scripts/test.sh")) || !regexp.MustCompile("(?m)^scripts/test.sh").Match(readme) {
		t.Error("the README's test command (scripts/test.sh) is not the one .ci/run runs")
	}
}

// runShownServer starts a server the README shows ("# runs until Ctrl-C") on a free loopback
// port instead of the one shown, waits for its URL line, asks it for "/", then sends the process
// SIGINT, as Ctrl-C does, and holds that the server stops with exit 0. The servers catch the
// signal before they print the URL line, so the signal cannot reach the test itself.
func runShownServer(t *testing.T, c shownCommand, args []string) {
	t.Helper()
	args = slices.Clone(args)
	if i := slices.Index(args, "--addr"); i >= 0 && i+1 < len(args) {
		args[i+1] = "127.0.0.1:0"
	} else {
		args = append(args, "--addr", "127.0.0.1:0")
	}
	var stdout, stderr syncBuffer
	done := make(chan int, 1)
	go func() { done <- run(args, strings.NewReader(""), &stdout, &stderr, os.Getenv) }()
	url := serverURL(t, &stdout, done, &stderr)
	if res, err := http.Get(url); err != nil {
		t.Errorf("%s: %q serves nothing at %s: %v", c.page, strings.Join(c.words, " "), url, err)
	} else {
		res.Body.Close()
	}
	syscall.Kill(os.Getpid(), syscall.SIGINT)
	if code := <-done; code != 0 {
		t.Errorf("%s: %q exits %d after Ctrl-C, want 0\n%s", c.page, strings.Join(c.words, " "), code, stderr.String())
	}
}

// runShown runs a preflight command as the README shows it and returns its standard output.
func runShown(t *testing.T, c shownCommand, args []string) string {
	t.Helper()
	env := map[string]string{}
	for _, kv := range c.env {
		k, v, _ := strings.Cut(kv, "=")
		env[k] = v
	}
	var stdout, stderr bytes.Buffer
	code := run(args, strings.NewReader(""), &stdout, &stderr, func(k string) string { return env[k] })
	if code != c.exit {
		t.Errorf("%s: %q exits %d, the page says %d\n%s%s", c.page, strings.Join(c.words, " "), code, c.exit, stdout.String(), stderr.String())
	}
	return stdout.String()
}

// checkScript holds a script the page shows to the repository: it exists, is executable, and
// reads every variable the command sets before it.
func checkScript(t *testing.T, c shownCommand) {
	t.Helper()
	shown := strings.Join(c.words, " ")
	script := scriptOf(c.words)
	b, err := os.ReadFile(script)
	if err != nil {
		t.Errorf("%s shows %q: %v", c.page, shown, err)
		return
	}
	if info, err := os.Stat(script); err == nil && info.Mode()&0o111 == 0 && c.words[0] != "bash" && c.words[0] != "sh" {
		t.Errorf("%s runs %s directly, but it is not executable", c.page, script)
	}
	for _, w := range c.words {
		name, _, ok := strings.Cut(w, "=")
		if !ok {
			break // the variables a command sets stand before it
		}
		if !bytes.Contains(b, []byte(name)) {
			t.Errorf("%s: %q sets %s, which %s does not read", c.page, shown, name, script)
		}
	}
}

func scriptOf(words []string) string {
	for _, w := range words {
		if strings.Contains(w, "scripts/") || strings.HasSuffix(w, ".sh") {
			return strings.TrimPrefix(w, "./")
		}
	}
	return ""
}

// checkGoCommand holds a go command the page shows to the module: every package it names is a
// directory of this module.
func checkGoCommand(t *testing.T, c shownCommand, module string) {
	t.Helper()
	for _, w := range c.words[1:] {
		path, _, _ := strings.Cut(w, "@")
		switch {
		case strings.HasPrefix(path, module):
			path = "." + strings.TrimPrefix(path, module)
		case strings.HasPrefix(path, "./") || path == ".":
		default:
			continue
		}
		dir := strings.TrimSuffix(strings.TrimSuffix(path, "..."), "/")
		if info, err := os.Stat(dir); err != nil || !info.IsDir() {
			t.Errorf("%s: %q names %s, which is no package of this module", c.page, strings.Join(c.words, " "), w)
		}
	}
}

// checkReportExample requires the JSON between the README's report-example markers to be what
// the last command before them prints.
func checkReportExample(t *testing.T, readme string, printed map[int]string) {
	t.Helper()
	start := strings.Index(readme, "<!-- report-example:start -->\n")
	end := strings.Index(readme, "<!-- report-example:end -->")
	if start < 0 || end < start {
		t.Fatal("README has no report-example section")
	}
	shown := strings.TrimSuffix(strings.TrimPrefix(readme[start:end], "<!-- report-example:start -->\n```json\n"), "```\n")
	got, at := "", -1
	for offset, out := range printed {
		if offset < start && offset > at {
			got, at = out, offset
		}
	}
	if at < 0 {
		t.Fatal("no command before the README's report example")
	}
	if diff := cmp.Diff(got, shown); diff != "" {
		t.Errorf("the README's report example is not what the command before it prints; run go test . -run TestDocsGenerated -update (-printed +shown):\n%s", diff)
	}
}

// checkFindingCounts holds the README's "prints a report with six errors ... and two warnings"
// to the check command shown last before the sentence.
func checkFindingCounts(t *testing.T, readme string, printed map[int]string) {
	t.Helper()
	re := regexp.MustCompile(`(?s)prints a report with (\w+) errors.*?and (\w+) warnings`)
	loc := re.FindStringSubmatchIndex(readme)
	if loc == nil {
		t.Fatal("README does not say how many errors and warnings its first check prints")
	}
	out, at := "", -1
	for offset, o := range printed {
		if offset < loc[0] && offset > at {
			out, at = o, offset
		}
	}
	var r struct{ Errors, Warnings []struct{ ID string } }
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("the command before %q printed no report: %v", readme[loc[0]:loc[1]], err)
	}
	words := map[string]int{"no": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9}
	errs, warns := readme[loc[2]:loc[3]], readme[loc[4]:loc[5]]
	if words[errs] != len(r.Errors) || words[warns] != len(r.Warnings) {
		t.Errorf("README says %s errors and %s warnings; the command prints %d and %d", errs, warns, len(r.Errors), len(r.Warnings))
	}
}

// modulePath reads the module's path from go.mod.
func modulePath(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile("go.mod")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?m)^module (\S+)`).FindSubmatch(b)
	if m == nil {
		t.Fatal("go.mod names no module")
	}
	return string(m[1])
}

// TestREADMEGoQuickStartCompiles type-checks the README's Go quick start against the module as
// it is: the snippet becomes the body of a function taking requestJSON and factsJSON, laid over
// the module in a package that exists only in the overlay, and "go build" must accept it.
func TestREADMEGoQuickStartCompiles(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go command on PATH")
	}
	t.Chdir(filepath.Join("..", ".."))
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile("(?s)## Quick start: Go\n\n```go\n(import \\(.*?\n\\)\n)(.*?)```").FindSubmatch(readme)
	if m == nil {
		t.Fatal("README has no Go quick start with an import block")
	}
	program := "package readmequickstart\n\n" + string(m[1]) + "\nfunc check(requestJSON, factsJSON []byte) error {\n" + string(m[2]) +
		"\treturn nil\n}\n"
	dir := t.TempDir()
	source := filepath.Join(dir, "main.go")
	if err := os.WriteFile(source, []byte(program), 0o644); err != nil {
		t.Fatal(err)
	}
	root, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	overlay, err := json.Marshal(map[string]any{"Replace": map[string]string{filepath.Join(root, "internal", "readmequickstart", "main.go"): source}})
	if err != nil {
		t.Fatal(err)
	}
	overlayFile := filepath.Join(dir, "overlay.json")
	if err := os.WriteFile(overlayFile, overlay, 0o644); err != nil {
		t.Fatal(err)
	}
	// go build compiles a package that is not main without writing anything.
	out, err := exec.Command("go", "build", "-overlay="+overlayFile, "./internal/readmequickstart").CombinedOutput()
	if err != nil {
		t.Errorf("the README's Go quick start does not compile: %v\n%s\n%s", err, out, program)
	}
}

// TestDocsGoSnippetsCompile compiles every ```go block of the pages under docs/, as written:
// a block must be gofmt's layout and either a Go file's body (its imports, then declarations),
// laid over the module as a package of its own and built with the others in one "go build"
// whose errors name the page and line (a //line directive), or an excerpt found verbatim in a
// Go file of the module, which its package's own build compiles. The README's quick start, a
// function's body, has TestREADMEGoQuickStartCompiles.
func TestDocsGoSnippetsCompile(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go command on PATH")
	}
	t.Chdir(filepath.Join("..", ".."))
	root, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	pages, err := filepath.Glob("docs/*.md")
	if err != nil {
		t.Fatal(err)
	}
	var sources []string
	if err := filepath.WalkDir(".", func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (strings.HasPrefix(d.Name(), ".") || d.Name() == "node_modules" || d.Name() == "testdata") && path != "." {
			return filepath.SkipDir
		}
		if !d.IsDir() && strings.HasSuffix(path, ".go") {
			b, err := os.ReadFile(path)
			sources = append(sources, string(b))
			return err
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	block := regexp.MustCompile("(?s)```go\n(.*?)```")
	replace := map[string]string{}
	var pkgs []string
	dir := t.TempDir()
	for _, page := range pages {
		b, err := os.ReadFile(page)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range block.FindAllSubmatchIndex(b, -1) {
			snippet := b[m[2]:m[3]]
			line := 2 + bytes.Count(b[:m[0]], []byte("\n")) // the snippet's first line
			where := fmt.Sprintf("%s:%d", page, line)
			if formatted, err := format.Source(snippet); err != nil || !bytes.Equal(formatted, snippet) {
				t.Errorf("%s: the Go block is not as gofmt lays it out (%v)", where, err)
			}
			if slices.ContainsFunc(sources, func(s string) bool { return strings.Contains(s, string(snippet)) }) {
				continue
			}
			if !bytes.HasPrefix(snippet, []byte("import ")) {
				t.Errorf("%s: a Go block is a file's body (imports, then declarations) or an excerpt of the module's source", where)
				continue
			}
			name := fmt.Sprintf("p%d", len(pkgs))
			file := filepath.Join(dir, name+".go")
			program := fmt.Sprintf("package %s\n\n//line %s\n%s", name, filepath.Join(root, where), snippet)
			if err := os.WriteFile(file, []byte(program), 0o644); err != nil {
				t.Fatal(err)
			}
			replace[filepath.Join(root, "internal", "docsnippets", name, "main.go")] = file
			pkgs = append(pkgs, "./internal/docsnippets/"+name)
		}
	}
	if len(pkgs) == 0 {
		t.Fatal("no Go block to compile under docs/: the test reads the wrong pages")
	}
	overlay, err := json.Marshal(map[string]any{"Replace": replace})
	if err != nil {
		t.Fatal(err)
	}
	overlayFile := filepath.Join(dir, "overlay.json")
	if err := os.WriteFile(overlayFile, overlay, 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("go", append([]string{"build", "-overlay=" + overlayFile}, pkgs...)...).CombinedOutput()
	if err != nil {
		t.Errorf("Go blocks of docs/ do not compile: %v\n%s", err, out)
	}
}
