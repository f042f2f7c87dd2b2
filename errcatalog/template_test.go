package errcatalog

import (
	"slices"
	"strings"
	"testing"
)

// matchTemplateBefore is MatchTemplate as it was written before it cut the template in place.
func matchTemplateBefore(template, message string) ([]string, bool) {
	parts := strings.Split(template, "%s")
	if len(parts) == 1 {
		return nil, template == message
	}
	if !strings.HasPrefix(message, parts[0]) {
		return nil, false
	}
	rest := message[len(parts[0]):]
	last := parts[len(parts)-1]
	if !strings.HasSuffix(rest, last) {
		return nil, false
	}
	rest = rest[:len(rest)-len(last)]
	values := make([]string, 0, len(parts)-1)
	for _, sep := range parts[1 : len(parts)-1] {
		j := strings.Index(rest, sep)
		if j < 0 {
			return nil, false
		}
		values = append(values, rest[:j])
		rest = rest[j+len(sep):]
	}
	return append(values, rest), true
}

// Every catalog template against every catalog message, filled and not, and templates with
// places side by side, at the ends and repeated text: the same answers as before.
func TestMatchTemplateAsBefore(t *testing.T) {
	templates := []string{"", "%s", "%s%s", "a%s", "%sa", "a%sa", "a%s%sb", "%s and %s and %s", "x%sy%sx%sy"}
	for _, e := range All() {
		templates = append(templates, e.Message)
	}
	var messages []string
	for _, tmpl := range templates {
		n := strings.Count(tmpl, "%s")
		messages = append(messages, tmpl, Fill(tmpl, slices.Repeat([]string{"v"}, n)),
			Fill(tmpl, slices.Repeat([]string{""}, n)), Fill(tmpl, slices.Repeat([]string{" and x"}, n)))
	}
	for _, tmpl := range templates {
		for _, msg := range messages {
			got, ok := MatchTemplate(tmpl, msg)
			want, wantOK := matchTemplateBefore(tmpl, msg)
			if ok != wantOK || !slices.Equal(got, want) {
				t.Fatalf("MatchTemplate(%q, %q) = %q, %v; before %q, %v", tmpl, msg, got, ok, want, wantOK)
			}
		}
	}
}

func TestMatchTemplateAllocatesNothingForAnotherMessage(t *testing.T) {
	tmpl := "The field %s must be one of %s."
	if n := testing.AllocsPerRun(20, func() { MatchTemplate(tmpl, "Insufficient balance.") }); n != 0 {
		t.Errorf("MatchTemplate of a message another template's allocates %v times; want 0", n)
	}
}
