// Package tsvtest reads the tab-separated test vectors that several packages keep under testdata,
// so that each test states what a row means rather than how the file is scanned.
package tsvtest

import (
	"bufio"
	"os"
	"strings"
	"testing"
)

// Rows returns the tab-separated fields of each line of the file at path that is neither blank
// nor a comment (a line starting with #).
func Rows(t testing.TB, path string) [][]string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var rows [][]string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if line := sc.Text(); line != "" && !strings.HasPrefix(line, "#") {
			rows = append(rows, strings.Split(line, "\t"))
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return rows
}
