package main

import (
	"strings"
	"testing"
)

// FuzzTableFits: whatever its cells hold, a table laid out for a width of 40 columns or more has
// no line wider than that, in each of its three layouts.
func FuzzTableFits(f *testing.F) {
	f.Add("error", "beneficiary.routing_code_type1", "FIX", "routing_code_type1 invalid: ACH requires 'ach'", `routing_code_type1 must be "ach" for ACH; found "aba"`, 80)
	f.Add("prediction", strings.Repeat("x", 300), "WARN", strings.Repeat("word ", 60), "", 100)
	f.Add("", "", "", "", "", 200)
	f.Add("\x1b[31merror\x1b[0m", "a b c d e f", "FIX", "é😀а", strings.Repeat("ü", 500), 41)
	f.Fuzz(func(t *testing.T, severity, field, action, message, why string, width int) {
		if width < 40 || width > 400 {
			return
		}
		// Cells are what oneLine returns: no control character but the command's own colour.
		cells := []string{severity, field, action, message, why}
		for i, c := range cells {
			if i > 0 || !strings.HasPrefix(c, "\x1b[") {
				cells[i] = oneLine(c)
			}
		}
		tb := table{indent: "  ", head: []string{"SEVERITY", "FIELD", "ACTION", "MESSAGE", "REASON"}, keys: 3}
		tb.add(cells...)
		tb.add(cells...)
		var b strings.Builder
		tb.write(&b, width)
		for _, line := range strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n") {
			if n := visibleWidth(line); n > width {
				t.Fatalf("width %d: a line of %d columns: %q\n%s", width, n, line, b.String())
			}
		}
	})
}

func TestWrapBreaksAtSpacesAndInsideLongWords(t *testing.T) {
	for _, tt := range []struct {
		s     string
		width int
		want  []string
	}{
		{"routing_code_type1 must be ach", 12, []string{"routing_code", "_type1 must", "be ach"}},
		{"a short line", 40, []string{"a short line"}},
		{"\x1b[31merror\x1b[0m", 8, []string{"\x1b[31merror\x1b[0m"}},
	} {
		if got := wrap(tt.s, tt.width); strings.Join(got, "|") != strings.Join(tt.want, "|") {
			t.Errorf("wrap(%q, %d) = %q, want %q", tt.s, tt.width, got, tt.want)
		}
	}
}
