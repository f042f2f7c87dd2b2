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
	// The template is cut in place rather than split: Identify tries every entry's template
	// against every error answer, and most fail on their first part, with nothing allocated.
	first, _, ok := strings.Cut(template, "%s")
	if !ok {
		return nil, template == message
	}
	if !strings.HasPrefix(message, first) {
		return nil, false
	}
	rest := message[len(first):]
	// The last place, found forward with Index, counting the places: strings.LastIndex would
	// add 1.7 KB to the WASM build for a template of a few dozen bytes.
	lastAt, places := len(first), 1
	for {
		i := strings.Index(template[lastAt+2:], "%s")
		if i < 0 {
			break
		}
		lastAt += 2 + i
		places++
	}
	last := template[lastAt+2:]
	if !strings.HasSuffix(rest, last) {
		return nil, false
	}
	rest = rest[:len(rest)-len(last)]
	// Each text between two places, from the first place to the last, is matched leftmost.
	values := make([]string, 0, places)
	for at := len(first) + 2; at <= lastAt; at += 2 {
		n := strings.Index(template[at:lastAt], "%s")
		if n < 0 {
			n = lastAt - at
		}
		sep := template[at : at+n]
		at += n
		j := strings.Index(rest, sep)
		if j < 0 {
			return nil, false
		}
		values = append(values, rest[:j])
		rest = rest[j+len(sep):]
	}
	return append(values, rest), true
}
