package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestREADMEFirstCommandShowsAFinding runs the check that the README tells a new user to run
// first, exactly as written there, and requires a report with findings (exit 1), so the README's
// promise cannot go stale.
func TestREADMEFirstCommandShowsAFinding(t *testing.T) {
	readme, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	var line string
	for _, l := range strings.Split(string(readme), "\n") {
		if strings.HasPrefix(l, "go run ./cmd/preflight check ") {
			line = l
			break
		}
	}
	if line == "" {
		t.Fatal("README has no 'go run ./cmd/preflight check ...' command")
	}
	args := strings.Fields(strings.TrimPrefix(line, "go run ./cmd/preflight "))
	for i, a := range args {
		if strings.HasPrefix(a, "testdata/") {
			args[i] = filepath.Join("..", "..", a)
		}
	}
	var stdout, stderr bytes.Buffer
	code := run(args, strings.NewReader(""), &stdout, &stderr, func(string) string { return "" })
	if code != exitFindings || !strings.Contains(stdout.String(), `"valid": false`) {
		t.Fatalf("README command %q: exit %d\n%s%s", line, code, stdout.String(), stderr.String())
	}
	// The README counts what the command prints: "a report with six errors ... and two
	// warnings".
	var r struct{ Errors, Warnings []struct{ ID string } }
	if err := json.Unmarshal(stdout.Bytes(), &r); err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?s)prints a report with (\w+) errors.*?and (\w+) warnings`).FindSubmatch(readme)
	if m == nil {
		t.Fatal("README does not say how many errors and warnings the first command prints")
	}
	words := map[string]int{"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9}
	if words[string(m[1])] != len(r.Errors) || words[string(m[2])] != len(r.Warnings) {
		t.Errorf("README says %s errors and %s warnings; the command prints %d and %d", m[1], m[2], len(r.Errors), len(r.Warnings))
	}
}
