package errcatalog

import "strings"

// Fill returns the template with each "%s" replaced by the next value, in order. Missing values
// leave "" in their place; extra values are ignored. Unlike fmt.Sprintf it never writes
// "%!s(MISSING)" into a message that reaches a user.
func Fill(template string, values []string) string {
	if len(values) == 0 && !strings.Contains(template, "%s") {
		return template
	}
	var b strings.Builder
	b.Grow(len(template) + 16*len(values))
	rest := template
	for i := 0; ; i++ {
		j := strings.Index(rest, "%s")
		if j < 0 {
			b.WriteString(rest)
			return b.String()
		}
		b.WriteString(rest[:j])
		if i < len(values) {
			b.WriteString(values[i])
		}
		rest = rest[j+2:]
	}
}

// MatchTemplate reports whether message is the template with its "%s" places filled, and returns
// the filled values. A template without "%s" matches only itself. Values are matched leftmost
// first except the last, which takes the rest of the message, so a value may itself contain
// the text that follows its place only in the last position.
func MatchTemplate(template, message string) ([]string, bool) {
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
