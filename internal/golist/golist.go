// Package golist answers, for tests, what a package links: `go list -deps` run by the go command
// on the machine. A test that holds a package to its dependencies (webhook links no Redis client,
// mock does not import the client's transport) asks it here, in one way.
package golist

import (
	"os"
	"os/exec"
	"runtime"
	"strings"
	"testing"
)

// Deps returns `go list -deps` of pkg, one entry per package, each written by format ("" for
// the import path, or a template such as "{{with .Module}}{{.Path}}{{end}}"), with env added to
// the go command's environment ("GOOS=js", "GOARCH=wasm" for the WASM build's view). It skips
// the test where no go command can run (js/wasm, wasip1, or none on PATH).
func Deps(t testing.TB, pkg, format string, env ...string) []string {
	t.Helper()
	if runtime.GOOS == "js" || runtime.GOOS == "wasip1" {
		t.Skip("no go command under " + runtime.GOOS)
	}
	goCmd, err := exec.LookPath("go")
	if err != nil {
		t.Skip("go command not on PATH")
	}
	args := []string{"list", "-deps"}
	if format != "" {
		args = append(args, "-f", format)
	}
	cmd := exec.Command(goCmd, append(args, pkg)...)
	cmd.Env = append(os.Environ(), env...)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list %s: %v", pkg, err)
	}
	return strings.Fields(string(out))
}
