package main

import (
	"bytes"
	"os"
	"path/filepath"
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
}
