//go:build linux || darwin

package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/creack/pty"
)

// onTerminal runs the command (the test binary as preflight, which TestMain put on PATH) with a
// pseudo-terminal of cols columns as its standard input, output and error, unless stderr is
// given, and returns the screen as a terminal would show it. env is added to a bare environment.
func onTerminal(t *testing.T, cols int, env []string, stderr io.Writer, args ...string) (screen []string, s *screenState) {
	t.Helper()
	bin, err := exec.LookPath("preflight")
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, args...)
	cmd.Dir = t.TempDir()
	cmd.Env = append([]string{"PATH=" + os.Getenv("PATH"), "HOME=" + cmd.Dir, "TERM=xterm"}, env...)
	cmd.Stderr = stderr
	ptmx, err := pty.StartWithSize(cmd, &pty.Winsize{Cols: uint16(cols), Rows: 40})
	if err != nil {
		t.Skipf("no pseudo-terminal: %v", err)
	}
	defer ptmx.Close()
	var raw bytes.Buffer
	copied := make(chan struct{})
	go func() {
		io.Copy(&raw, ptmx) // ends with EIO once the command has exited
		close(copied)
	}()
	if err := cmd.Wait(); err != nil {
		if _, ok := err.(*exec.ExitError); !ok {
			t.Fatal(err)
		}
	}
	select {
	case <-copied:
	case <-time.After(10 * time.Second):
		t.Fatal("the terminal's output did not end 10 s after the command exited")
	}
	s = &screenState{cols: cols}
	s.feed(raw.Bytes())
	return s.lines(), s
}

// screenState is as much of a terminal as the command uses: printable text, carriage return,
// line feed, erase to end of line and colour codes (noted, not drawn). It notes a line that ran
// past the last column, which a real terminal would have wrapped.
type screenState struct {
	cols     int
	done     []string
	line     []rune
	col      int
	colour   bool
	overflow []string
	raw      string
}

func (s *screenState) feed(b []byte) {
	s.raw = string(b)
	text := []rune(string(b))
	for i := 0; i < len(text); i++ {
		switch r := text[i]; r {
		case '\r':
			s.col = 0
		case '\n':
			s.done = append(s.done, string(s.line))
			s.line, s.col = nil, 0
		case '\x1b':
			// ESC [ parameters letter: colour (m) is noted, erase to end of line (K) done.
			j := i + 1
			if j < len(text) && text[j] == '[' {
				for j++; j < len(text) && (text[j] >= '0' && text[j] <= '9' || text[j] == ';'); j++ {
				}
			}
			if j >= len(text) || text[i+1] != '[' {
				s.put(r)
				continue
			}
			switch text[j] {
			case 'm':
				s.colour = true
			case 'K':
				s.line = s.line[:min(s.col, len(s.line))]
			}
			i = j
		default:
			s.put(r)
		}
	}
}

func (s *screenState) put(r rune) {
	if s.col == s.cols {
		s.overflow = append(s.overflow, string(s.line))
	}
	for len(s.line) <= s.col {
		s.line = append(s.line, ' ')
	}
	s.line[s.col] = r
	s.col++
}

func (s *screenState) lines() []string {
	if len(s.line) > 0 {
		return append(s.done, string(s.line))
	}
	return s.done
}

// fits fails the test for a line that ran past the terminal's width.
func (s *screenState) fits(t *testing.T, what string) {
	t.Helper()
	for _, l := range s.overflow {
		t.Errorf("%s: a line runs past %d columns: %q", what, s.cols, l)
	}
}

const invalidPayout = `{"beneficiary": {"entity_type": "individual", "first_name": "Jane", "last_name": "Doe", "account_holder": "Jane Doe", "clearing_system": "ACH", "account_number": "123456789", "routing_code_type1": "aba", "routing_code_value1": "011000016", "address": {"country": "US", "city": "New York", "state": "NY", "street_address": "1 Main St", "postal_code": "10001"}}, "payment_amount": "10.005", "payment_currency": "USD", "receiving_currency": "USD"}`

// TestTablesFitTheTerminal: on terminals of 80 and 200 columns, check, batch, ops and catalog
// print text that no line of runs past the width: stacked at 80, in columns at 200.
func TestTablesFitTheTerminal(t *testing.T) {
	dir := t.TempDir()
	payout := filepath.Join(dir, "payout.json")
	records := filepath.Join(dir, "payouts.jsonl")
	if err := os.WriteFile(payout, []byte(invalidPayout), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(records, []byte(invalidPayout+"\n"+invalidPayout+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	commands := map[string][]string{
		"check":   {"check", "--op", "fiat/create-payout", payout},
		"batch":   {"batch", "--op", "fiat/create-payout", records},
		"ops":     {"ops"},
		"catalog": {"catalog", "--op", "fiat/create-payout"},
	}
	// What a stacked row's detail line starts with, and a heading of the side-by-side layout.
	stacked := map[string]string{"check": "    reason  ", "batch": "    reason  ", "ops": "    path  ", "catalog": "    message  "}
	heading := map[string]*regexp.Regexp{"check": regexp.MustCompile(`SEVERITY +FIELD`), "batch": regexp.MustCompile(`SEVERITY +FIELD`), "ops": regexp.MustCompile(`OPERATION +METHOD`), "catalog": regexp.MustCompile(`ID +ACTION`)}
	for name, args := range commands {
		for _, cols := range []int{80, 200} {
			t.Run(fmt.Sprintf("%s/%d", name, cols), func(t *testing.T) {
				screen, s := onTerminal(t, cols, nil, nil, args...)
				s.fits(t, name)
				text := strings.Join(screen, "\n")
				if strings.HasPrefix(strings.TrimSpace(text), "{") || strings.HasPrefix(strings.TrimSpace(text), "[") {
					t.Fatalf("JSON on a terminal:\n%s", text)
				}
				if got, want := strings.Contains(text, stacked[name]), cols < stackBelow; got != want {
					t.Errorf("stacked = %v, want %v:\n%s", got, want, text)
				}
				if got, want := heading[name].MatchString(text), cols >= stackBelow; got != want {
					t.Errorf("side by side = %v, want %v:\n%s", got, want, text)
				}
			})
		}
	}
}

// TestColourFollowsTheTerminal: colour on a terminal, none with NO_COLOR, TERM=dumb or --color
// never; --color always colours even text written into a pipe.
func TestColourFollowsTheTerminal(t *testing.T) {
	payout := filepath.Join(t.TempDir(), "payout.json")
	if err := os.WriteFile(payout, []byte(invalidPayout), 0o600); err != nil {
		t.Fatal(err)
	}
	args := []string{"check", "--op", "fiat/create-payout", payout}
	for _, tt := range []struct {
		env    []string
		flags  []string
		colour bool
	}{
		{nil, nil, true},
		{[]string{"NO_COLOR=1"}, nil, false},
		{[]string{"TERM=dumb"}, nil, false},
		{nil, []string{"--color", "never"}, false},
		{[]string{"NO_COLOR=1"}, []string{"--color", "always"}, true},
	} {
		_, s := onTerminal(t, 120, tt.env, nil, append(args, tt.flags...)...)
		if s.colour != tt.colour {
			t.Errorf("%v %v: colour %v, want %v", tt.env, tt.flags, s.colour, tt.colour)
		}
	}
}

// TestProgressBarLeavesTheResultsWhole: batch's bar, drawn on the terminal that also shows the
// results, is taken off before each write of them, so no line of the screen holds both, and it
// is gone at the end; with standard error not a terminal there is no bar at all.
func TestProgressBarLeavesTheResultsWhole(t *testing.T) {
	records := filepath.Join(t.TempDir(), "payouts.jsonl")
	// Enough records for several chunks and more than one buffer of text, so that writes of
	// results and draws of the bar alternate.
	if err := os.WriteFile(records, bytes.Repeat([]byte(invalidPayout+"\n"), 4000), 0o600); err != nil {
		t.Fatal(err)
	}
	bar := regexp.MustCompile(`\[[#.]+\] +\d+%|records +\d+/s`)
	for _, cols := range []int{80, 200} {
		screen, s := onTerminal(t, cols, nil, nil, "batch", "--op", "fiat/create-payout", "--format", "text", "--workers", "1", records)
		if !bar.MatchString(s.raw) {
			t.Fatalf("%d columns: the bar was never drawn", cols)
		}
		s.fits(t, "batch")
		results := 0
		for i, l := range screen {
			if bar.MatchString(l) {
				t.Errorf("%d columns: line %d of the screen still holds the bar: %q", cols, i+1, l)
			}
			if strings.HasPrefix(l, "line ") {
				results++
			}
		}
		if results != 4000 {
			t.Errorf("%d columns: %d records on the screen, want 4000", cols, results)
		}
	}
	var stderr bytes.Buffer
	_, s := onTerminal(t, 80, nil, &stderr, "batch", "--op", "fiat/create-payout", "--format", "text", records)
	if bar.MatchString(s.raw) || bar.MatchString(stderr.String()) {
		t.Errorf("standard error is no terminal, yet a bar was drawn")
	}
}
