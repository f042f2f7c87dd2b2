package main

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
)

func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"preflight": func() { os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr, os.Getenv)) },
	})
}

// TestScripts runs the command-line tests in testdata/script: each .txtar file is one scenario
// with its input files, the commands to run and the output they must give.
func TestScripts(t *testing.T) {
	testscript.Run(t, testscript.Params{
		Dir: "testdata/script",
		// -update rewrites the expected outputs that scripts compare with cmp (the text format).
		UpdateScripts: *update,
		// The spreadsheet exports of package batch's golden tests, whose bytes (byte-order marks,
		// CRLF, UTF-16) a txtar file cannot hold, are in every script's spreadsheets/.
		Setup: func(env *testscript.Env) error {
			return os.CopyFS(filepath.Join(env.WorkDir, "spreadsheets"), os.DirFS("../../batch/testdata/spreadsheets"))
		},
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){
			// sparse NAME BYTES makes a file of that size (a hole: it costs no disk), for the
			// messages about inputs over the size limit.
			"sparse": func(ts *testscript.TestScript, neg bool, args []string) {
				size, err := strconv.ParseInt(args[1], 10, 64)
				ts.Check(err)
				f, err := os.Create(ts.MkAbs(args[0]))
				ts.Check(err)
				ts.Check(f.Truncate(size))
				err = f.Close()
				ts.Check(err)
			},
			// exits N prog args... runs prog and requires exit status N, so that scripts can tell
			// findings (1) from usage errors (2).
			"exits": func(ts *testscript.TestScript, neg bool, args []string) {
				if len(args) < 2 {
					ts.Fatalf("usage: exits N program [args...]")
				}
				want, err := strconv.Atoi(args[0])
				if err != nil {
					ts.Fatalf("exits: %v", err)
				}
				got := 0
				if err := ts.Exec(args[1], args[2:]...); err != nil {
					var exit *exec.ExitError
					if !errors.As(err, &exit) {
						ts.Fatalf("exits: %v", err)
					}
					got = exit.ExitCode()
				}
				if (got == want) == neg {
					ts.Fatalf("exit status %d, want %d", got, want)
				}
			},
		},
	})
}
