package main

import (
	"runtime/debug"

	"github.com/preflightpay/preflight/internal/jsonw"
)

// buildInfo is what "preflight version" prints: read from the binary itself, so it cannot
// disagree with what was built.
type buildInfo struct {
	Module   string // "github.com/preflightpay/preflight"
	Version  string // the module version: "v1.2.0", or "(devel)" for a build from a work tree
	Revision string // the VCS revision, "" when the build did not stamp one (-buildvcs=false)
	Time     string // the revision's commit time
	Modified bool   // the work tree had changes the revision does not hold
	Go       string // the Go version that built the binary
}

func readBuildInfo(bi *debug.BuildInfo, ok bool) buildInfo {
	if !ok || bi == nil {
		return buildInfo{Module: "github.com/preflightpay/preflight", Version: "unknown"}
	}
	b := buildInfo{Module: bi.Main.Path, Version: bi.Main.Version, Go: bi.GoVersion}
	if b.Module == "" { // a test binary has no main module path
		b.Module = "github.com/preflightpay/preflight"
	}
	if b.Version == "" {
		b.Version = "(devel)"
	}
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			b.Revision = s.Value
		case "vcs.time":
			b.Time = s.Value
		case "vcs.modified":
			b.Modified = s.Value == "true"
		}
	}
	return b
}

// text is the one line a person reads: "preflight v1.2.0 (revision 6ff2c04, 2026-11-23T10:00:00Z) go1.26.8".
func (b buildInfo) text() string {
	s := "preflight " + b.Version
	if b.Revision != "" {
		rev := b.Revision
		if len(rev) > 12 {
			rev = rev[:12]
		}
		s += " (revision " + rev
		if b.Time != "" {
			s += ", " + b.Time
		}
		if b.Modified {
			s += ", modified"
		}
		s += ")"
	}
	if b.Go != "" {
		s += " " + b.Go
	}
	return s + "\n"
}

func (b buildInfo) appendJSON(dst []byte) []byte {
	w := jsonw.New(dst, true)
	w.Open('{')
	w.Field("module", b.Module)
	w.Field("version", b.Version)
	// Absent, not "", when the build stamped no revision (go run, -buildvcs=false), as
	// docs/cli.md says.
	if b.Revision != "" {
		w.Field("revision", b.Revision)
	}
	if b.Time != "" {
		w.Field("time", b.Time)
	}
	w.BoolField("modified", b.Modified)
	w.Field("go", b.Go)
	w.Close('}')
	return append(w.Buf, '\n')
}

// runVersion prints the build's version. Unlike the commands that print findings, its text is
// the default even in a pipe: "preflight version" is read by people and grepped by scripts.
func runVersion(e env, args []string) int {
	fs := newFlagSet(e, "version", "[--format text|json]")
	format := fs.String("format", "text", "text or json")
	if _, exit, done := parseArgs(e, fs, args, 0); done {
		return exit
	}
	out, exit, ok := pickOutput(e, fs, *format)
	if !ok {
		return exit
	}
	b := readBuildInfo(debug.ReadBuildInfo())
	if out.text {
		e.stdout.Write([]byte(b.text()))
	} else {
		e.stdout.Write(b.appendJSON(nil))
	}
	return exitOK
}
