package input

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestVisibleEscapesWhatATerminalObeys(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"plain text, Zoë 東京", "plain text, Zoë 東京"},
		{"\x1b]0;PWNED\x07\x1b[2J", `\x1b]0;PWNED\x07\x1b[2J`},
		{"\x1b]52;c;cHduZWQ=\x07", `\x1b]52;c;cHduZWQ=\x07`},
		{"\x1b]8;;https://evil.example/\x1b\\click\x1b]8;;\x1b\\", `\x1b]8;;https://evil.example/\x1b\click\x1b]8;;\x1b\`},
		{"\u009b2J and \u009d0;t\u009c", `\u009b2J and \u009d0;t\u009c`},
		{"Jane \u202eeoD \u2066x\u2069 \u200e\u200f\u061c", `Jane \u202eeoD \u2066x\u2069 \u200e\u200f\u061c`},
		{"a\nb\rc\td\x00e\x7f", `a\nb\rc\td\x00e\x7f`},
		{"bad \xff \xe2\x80 cut", `bad \xff \xe2\x80 cut`},
		{"\u00a0 and \u2028 are shown", "\u00a0 and \u2028 are shown"},
	} {
		if got := Visible(c.in); got != c.want {
			t.Errorf("Visible(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestVisibleKeepsPlainTextWithoutAllocating(t *testing.T) {
	s := strings.Repeat("Müller & Söhne, 東京 ", 8)
	if n := testing.AllocsPerRun(100, func() { _ = Visible(s) }); n != 0 {
		t.Errorf("Visible of plain text allocates %v times", n)
	}
}

// FuzzVisible: whatever the bytes, the output is valid UTF-8 holding no C0 control, no DEL, no
// C1 control and no bidirectional control, and text without any of them comes back unchanged.
func FuzzVisible(f *testing.F) {
	for _, s := range []string{"", "plain", "\x1b]0;PWNED\x07\x1b[2J", "\u009b\u202e\xff\x7f", "Åström \t 東京\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := Visible(s)
		if string(AppendVisible([]byte("x"), s)) != "x"+got {
			t.Fatalf("AppendVisible and Visible differ for %q", s)
		}
		if !utf8.ValidString(got) {
			t.Fatalf("Visible(%q) = %q is not UTF-8", s, got)
		}
		clean := true
		for _, r := range got {
			if r < 0x20 || r >= 0x7F && r <= 0x9F || BidiControl(r) {
				t.Fatalf("Visible(%q) = %q holds %U", s, got, r)
			}
		}
		for _, r := range s {
			clean = clean && !(r < 0x20 || r >= 0x7F && r <= 0x9F || BidiControl(r) || r == utf8.RuneError)
		}
		if clean && got != s {
			t.Fatalf("Visible(%q) = %q changed text without controls", s, got)
		}
	})
}
