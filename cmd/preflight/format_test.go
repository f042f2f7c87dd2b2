package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"runtime/debug"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/preflightpay/preflight/batch"
)

// TestTextAndColourFollowTheTerminal: JSON unless standard output is a terminal or --format text
// asks; colour only on a terminal and never with NO_COLOR set.
func TestTextAndColourFollowTheTerminal(t *testing.T) {
	tests := []struct {
		name       string
		terminal   bool
		noColor    string
		args       []string
		wantText   bool
		wantColour bool
	}{
		{"pipe: JSON", false, "", nil, false, false},
		{"pipe with --format text: text without colour", false, "", []string{"--format", "text"}, true, false},
		{"terminal: coloured text", true, "", nil, true, true},
		{"terminal with NO_COLOR: plain text", true, "1", nil, true, false},
		{"terminal with --format json: JSON", true, "", []string{"--format", "json"}, false, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			e := env{stdin: strings.NewReader(`{}`), stdout: &stdout, stderr: &stderr,
				getenv:   func(k string) string { return map[string]string{"NO_COLOR": tt.noColor}[k] },
				terminal: func(s any) bool { return tt.terminal && s == any(&stdout) }}
			args := append([]string{"check", "--op", "fiat/create-payout"}, tt.args...)
			if code := runEnv(e, args); code != exitFindings {
				t.Fatalf("exit %d: %s", code, stderr.String())
			}
			out := stdout.String()
			if gotText := !strings.HasPrefix(out, "{"); gotText != tt.wantText {
				t.Errorf("text = %v, want %v:\n%s", gotText, tt.wantText, out)
			}
			if gotColour := strings.Contains(out, "\x1b["); gotColour != tt.wantColour {
				t.Errorf("colour = %v, want %v:\n%q", gotColour, tt.wantColour, out)
			}
		})
	}
}

// TestCheckOnATerminalSaysItReadsStandardInput: a person who runs check with no file on a
// terminal is told where the request is read from.
func TestCheckOnATerminalSaysItReadsStandardInput(t *testing.T) {
	for _, onTerminal := range []bool{false, true} {
		var stdout, stderr bytes.Buffer
		stdin := strings.NewReader(`{}`)
		e := env{stdin: stdin, stdout: &stdout, stderr: &stderr, getenv: func(string) string { return "" },
			terminal: func(s any) bool { return onTerminal && s == any(stdin) }}
		runEnv(e, []string{"check", "--op", "fiat/create-payout"})
		if said := strings.Contains(stderr.String(), "reading the request from standard input"); said != onTerminal {
			t.Errorf("terminal %v: said %v: %q", onTerminal, said, stderr.String())
		}
	}
}

func TestVersionReadsTheBuildInformation(t *testing.T) {
	tests := []struct {
		name string
		bi   *debug.BuildInfo
		ok   bool
		want string
	}{
		{"no build information", nil, false, "preflight unknown\n"},
		{"a release", &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Path: "github.com/preflightpay/preflight", Version: "v1.2.0"}}, true, "preflight v1.2.0 go1.26.8\n"},
		{"a work tree with VCS stamps", &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Path: "github.com/preflightpay/preflight", Version: "(devel)"},
			Settings: []debug.BuildSetting{{Key: "vcs.revision", Value: "6ff2c04aaaabbbbccccdddd"}, {Key: "vcs.time", Value: "2026-11-23T10:00:00Z"}, {Key: "vcs.modified", Value: "true"}}},
			true, "preflight (devel) (revision 6ff2c04aaaab, 2026-11-23T10:00:00Z, modified) go1.26.8\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := readBuildInfo(tt.bi, tt.ok).text(); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

// FuzzBatchText: whatever bytes reach the batch text filter, in whatever pieces, it does not
// panic.
func FuzzBatchText(f *testing.F) {
	f.Add([]byte(`{"line":2,"operation":"fiat/create-payout","valid":false,"errors":[{"id":"payout.beneficiary-missing"}]}`+"\n"+`{"summary":{"records":1}}`+"\n"), 7, false)
	f.Add([]byte(`{"line":1,"malformed":"x\"valid\":true","valid":true}`+"\n"), 3, true)
	f.Fuzz(func(t *testing.T, data []byte, cut int, colour bool) {
		var out bytes.Buffer
		b := &batchText{w: &out, out: output{text: true, colour: colour}}
		if cut < 0 || cut > len(data) {
			cut = len(data) / 2
		}
		b.Write(data[:cut])
		b.Write(data[cut:])
		b.finish()
	})
}

// TestBatchTextRepeatedCleanReports: the text filter counts a report whose bytes after the
// line number repeat those of an earlier valid report without decoding it; its text and counts
// are those of a filter that decodes every line (a fresh filter per line).
func TestBatchTextRepeatedCleanReports(t *testing.T) {
	var in strings.Builder
	for i := range 40 {
		switch i % 5 {
		case 0:
			in.WriteString(`{}` + "\n")
		case 1:
			in.WriteString(`{"beneficiary_id": "ben-1", "payment_amount": "10.00", "payment_currency": "usd"}` + "\n")
		case 2:
			in.WriteString(`{"beneficiary_id":` + "\n")
		default:
			in.WriteString(`{"beneficiary_id": "ben-2", "payment_amount": "20.00", "payment_currency": "USD"}` + "\n")
		}
	}
	var reports bytes.Buffer
	opts := batch.Options{Operation: "fiat/create-payout", Workers: 2}
	if _, err := batch.Run(strings.NewReader(in.String()), &reports, opts); err != nil {
		t.Fatal(err)
	}
	var got, want bytes.Buffer
	b := &batchText{w: &got, out: output{text: true}}
	b.Write(reports.Bytes())
	if err := b.finish(); err != nil {
		t.Fatal(err)
	}
	wantVerdicts := map[string]int{}
	for line := range bytes.Lines(reports.Bytes()) {
		one := &batchText{w: &want, out: output{text: true}}
		one.Write(line)
		for k, v := range one.verdicts {
			wantVerdicts[k] += v
		}
	}
	if diff := cmp.Diff(want.String(), got.String()); diff != "" {
		t.Errorf("text (-decoding every line +filter):\n%s", diff)
	}
	if diff := cmp.Diff(wantVerdicts, b.verdicts); diff != "" {
		t.Errorf("verdicts (-decoding every line +filter):\n%s", diff)
	}
	if b.cleanTail == nil || wantVerdicts[verdictValid] < 2 {
		t.Errorf("no clean report repeated (%d valid): the test no longer covers the shortcut", wantVerdicts[verdictValid])
	}
}

func TestDurationWithoutAUnitSaysWhatToWrite(t *testing.T) {
	tests := []struct {
		arg, wantErr string
		want         time.Duration
	}{
		{"300s", "", 300 * time.Second},
		{"5m", "", 5 * time.Minute},
		{"300", `invalid value "300" for flag -tolerance: 300 has no unit: write 300s for seconds or 300m for minutes`, time.Minute},
		{"soon", `invalid value "soon" for flag -tolerance: not a duration such as 300s, 5m or 1h`, time.Minute},
	}
	for _, tt := range tests {
		fs := flag.NewFlagSet("verify", flag.ContinueOnError)
		fs.SetOutput(io.Discard)
		d := durationFlag(fs, "tolerance", time.Minute, "how far the timestamp may be from now")
		err := fs.Parse([]string{"--tolerance", tt.arg})
		if got := fmt.Sprint(err); tt.wantErr != "" && got != tt.wantErr || tt.wantErr == "" && err != nil {
			t.Errorf("%s: error %v, want %q", tt.arg, err, tt.wantErr)
		}
		if *d != tt.want {
			t.Errorf("%s: %v, want %v", tt.arg, *d, tt.want)
		}
	}
}
