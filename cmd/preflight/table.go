package main

import (
	"io"
	"strings"
	"unicode/utf8"
)

// stackBelow is the terminal width under which a table is stacked: one line of its key columns
// per row, then a line per other column. Above it the columns stay side by side and the wide
// ones wrap within their column; at 100 columns a finding's message and reason still get about
// 30 columns each, under it they would wrap every few words.
const stackBelow = 100

// table is the one layout of the command's text tables (findings, operations, catalog entries):
// aligned columns when they fit the width (or the width is unknown, 0: a pipe or a file), the
// wide columns wrapped within theirs when they do not, and a stacked record per row on a
// terminal narrower than stackBelow. Cells are text already made visible (oneLine); a cell may
// carry colour codes, which take no room on the screen.
type table struct {
	indent string   // before every line
	head   []string // the headings; the stacked layout shows them in lower case as labels
	keys   int      // the first keys columns are a row's first line in the stacked layout
	rows   [][]string
}

func (t *table) add(cells ...string) { t.rows = append(t.rows, cells) }

// write lays the table out within width columns; 0 means no limit.
func (t *table) write(w io.Writer, width int) {
	if len(t.rows) == 0 && len(t.head) == 0 {
		return
	}
	natural := t.widths(nil)
	var b strings.Builder
	switch {
	case width <= 0 || t.lineWidth(natural) <= width:
		t.writeColumns(&b, natural, nil)
	case width < stackBelow:
		t.writeStacked(&b, width)
	default:
		if fitted, ok := t.fit(natural, width); ok {
			t.writeColumns(&b, fitted, natural)
		} else {
			t.writeStacked(&b, width)
		}
	}
	io.WriteString(w, b.String())
}

// widths returns each column's widest cell, heading included; limit, when not nil, caps them.
func (t *table) widths(limit []int) []int {
	ws := make([]int, len(t.head))
	for _, row := range append([][]string{t.head}, t.rows...) {
		for i, c := range row {
			ws[i] = max(ws[i], visibleWidth(c))
		}
	}
	for i := range limit {
		ws[i] = min(ws[i], limit[i])
	}
	return ws
}

// lineWidth is the width of a line whose columns have widths ws: two spaces between columns,
// the last column unpadded.
func (t *table) lineWidth(ws []int) int {
	n := utf8.RuneCountInString(t.indent)
	for _, w := range ws {
		n += w + 2
	}
	return n - 2
}

// fit narrows the columns after the keys, widest first, until the line fits width; a column
// is never made narrower than minColumn, nor than its heading.
func (t *table) fit(natural []int, width int) ([]int, bool) {
	const minColumn = 16
	ws := append([]int(nil), natural...)
	for excess := t.lineWidth(ws) - width; excess > 0; excess = t.lineWidth(ws) - width {
		widest := -1
		for i := t.keys; i < len(ws); i++ {
			if ws[i] > max(minColumn, visibleWidth(t.head[i])) && (widest < 0 || ws[i] > ws[widest]) {
				widest = i
			}
		}
		if widest < 0 {
			return nil, false
		}
		// Take the excess from the widest, but not below the next widest: the wide columns
		// shrink together.
		next := max(minColumn, visibleWidth(t.head[widest]))
		for i := t.keys; i < len(ws); i++ {
			if i != widest && ws[i] > next && ws[i] <= ws[widest] {
				next = ws[i]
			}
		}
		ws[widest] -= max(1, min(excess, ws[widest]-next))
	}
	return ws, true
}

// writeColumns writes the heading and rows in columns of widths ws; a cell wider than its
// column (natural is the unwrapped widths, nil when every cell fits) continues on the lines
// below, in its column.
func (t *table) writeColumns(b *strings.Builder, ws, natural []int) {
	for _, row := range append([][]string{t.head}, t.rows...) {
		cells := make([][]string, len(row))
		lines := 1
		for i, c := range row {
			if natural != nil && ws[i] < natural[i] {
				cells[i] = wrap(c, ws[i])
			} else {
				cells[i] = []string{c}
			}
			lines = max(lines, len(cells[i]))
		}
		for l := range lines {
			line := t.indent
			for i := range cells {
				var c string
				if l < len(cells[i]) {
					c = cells[i][l]
				}
				if i == len(cells)-1 {
					line += c
				} else {
					line += c + strings.Repeat(" ", ws[i]-visibleWidth(c)+2)
				}
			}
			b.WriteString(strings.TrimRight(line, " ") + "\n")
		}
	}
}

// writeStacked writes each row as its key cells on one line, then one labelled line per other
// non-empty cell, wrapped within width.
func (t *table) writeStacked(b *strings.Builder, width int) {
	labelWidth := 0
	for _, h := range t.head[t.keys:] {
		labelWidth = max(labelWidth, utf8.RuneCountInString(h))
	}
	// The headings are not shown: the key cells are as wide as the widest of their column.
	keyWidths := make([]int, t.keys)
	for _, row := range t.rows {
		for i, c := range row[:t.keys] {
			keyWidths[i] = max(keyWidths[i], visibleWidth(c))
		}
	}
	detail := t.indent + "    "
	for _, row := range t.rows {
		var head string
		if t.lineWidth(keyWidths) <= width {
			for i, c := range row[:t.keys] {
				if i == t.keys-1 {
					head += c
				} else {
					head += c + strings.Repeat(" ", keyWidths[i]-visibleWidth(c)+2)
				}
			}
		} else {
			head = strings.Join(row[:t.keys], "  ")
		}
		// Wrapped within the room its continuation lines have, indented as the details are.
		for i, l := range wrap(head, width-utf8.RuneCountInString(detail)) {
			if i > 0 {
				b.WriteString(detail)
			} else {
				b.WriteString(t.indent)
			}
			b.WriteString(strings.TrimRight(l, " ") + "\n")
		}
		for i := t.keys; i < len(row); i++ {
			if row[i] == "" {
				continue
			}
			label := strings.ToLower(t.head[i])
			prefix := detail + label + strings.Repeat(" ", labelWidth-utf8.RuneCountInString(label)+2)
			room := width - utf8.RuneCountInString(prefix)
			for j, l := range wrap(row[i], room) {
				if j == 0 {
					b.WriteString(prefix)
				} else {
					b.WriteString(strings.Repeat(" ", utf8.RuneCountInString(prefix)))
				}
				b.WriteString(l + "\n")
			}
		}
	}
}

// wrap breaks s into lines of at most width visible characters, at spaces where it can and
// inside a word longer than a line where it must. Colour codes go with the text they paint.
func wrap(s string, width int) []string {
	width = max(width, 8)
	var lines []string
	for {
		// Each turn reads at most a line's worth of s: a cell of a megabyte wraps in linear time.
		cut := cutAt(s, width)
		if cut == len(s) {
			break
		}
		// Break at the last space within the line, unless that leaves it mostly empty.
		if sp := strings.LastIndexByte(s[:cut], ' '); sp > 0 && visibleWidth(s[:sp]) > width/3 {
			cut = sp
		}
		lines = append(lines, strings.TrimRight(s[:cut], " "))
		s = strings.TrimLeft(s[cut:], " ")
	}
	return append(lines, s)
}

// cutAt returns the byte offset in s after width visible characters.
func cutAt(s string, width int) int {
	n := 0
	for i := 0; i < len(s); {
		if l := escapeLen(s[i:]); l > 0 {
			i += l
			continue
		}
		if n == width {
			return i
		}
		_, size := utf8.DecodeRuneInString(s[i:])
		i += size
		n++
	}
	return len(s)
}

// visibleWidth counts the characters of s a terminal shows: colour codes take no room. Every
// character counts one column, as text/tabwriter counts them.
func visibleWidth(s string) int {
	if strings.IndexByte(s, '\x1b') < 0 {
		return utf8.RuneCountInString(s)
	}
	n := 0
	for i := 0; i < len(s); {
		if l := escapeLen(s[i:]); l > 0 {
			i += l
			continue
		}
		_, size := utf8.DecodeRuneInString(s[i:])
		i += size
		n++
	}
	return n
}

// escapeLen is the length of the colour code (ESC [ ... m) that s starts with, or 0. Only the
// command's own paint writes ESC: every text it shows went through oneLine, which escapes it.
func escapeLen(s string) int {
	if !strings.HasPrefix(s, "\x1b[") {
		return 0
	}
	if i := strings.IndexByte(s, 'm'); i > 0 {
		return i + 1
	}
	return 0
}
