// Package catalogspec reads the specification's error tables (errcatalog/testdata/spec-errors.md,
// a verbatim copy of the specification's "Errors" section) and the catalog's keys file
// (errcatalog/keys.txt), and renders the Go table compiled into package errcatalog.
//
// The specification gives each row's code, type, message, action, HTTP status and, where it names
// them, operations. The keys file gives what it does not: each row's constant and stable key, a
// template where the row shows a filled-in example, the operations where the row only counts them,
// and the reason an entry is known only to the server. A key names its row by the row's table and
// cells, never by its position, so rows may be inserted anywhere in the specification while the
// keys file, and with it every ID, is append-only.
//
// It is used by the generator (cmd/gencatalog, run by go generate in package errcatalog) and by
// the test that holds the generated table to its sources. Package errcatalog never imports it, so
// none of this code reaches the WASM build.
package catalogspec

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"go/format"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
)

// The files the table is generated from, relative to package errcatalog's directory.
const (
	SpecFile  = "testdata/spec-errors.md"
	KeysFile  = "keys.txt"
	TableFile = "catalog_table.go"
)

// Row is one row of an error table of the specification.
type Row struct {
	Section string   // the table's heading, without "### "
	Line    int      // its line in the specification's file
	Columns []string // the table's header, lower-cased: "code", "message", "operation(s)", ...
	Cells   []string // the row's cells, trimmed, one per column
}

// Ref is how the keys file names the row: its cells but the action, joined by " | ".
func (r *Row) Ref() string {
	var parts []string
	for i, c := range r.Columns {
		if c != "action" {
			parts = append(parts, r.Cells[i])
		}
	}
	return strings.Join(parts, " | ")
}

// cell returns the row's cell under column, "" when the table has no such column.
func (r *Row) cell(column string) (string, bool) {
	for i, c := range r.Columns {
		if c == column {
			return r.Cells[i], true
		}
	}
	return "", false
}

// operations is the row's Operation(s) or Scope cell, "" in a table with neither.
func (r *Row) operations() string {
	if ops, ok := r.cell("operation(s)"); ok {
		return ops
	}
	ops, _ := r.cell("scope")
	return ops
}

// ParseSpec reads the rows of every table under a "### " heading.
func ParseSpec(data []byte) ([]Row, error) {
	var rows []Row
	section := ""
	var columns []string
	separator := false
	sc := bufio.NewScanner(bytes.NewReader(data))
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		switch {
		case strings.HasPrefix(line, "### "):
			section, columns = strings.TrimPrefix(line, "### "), nil
		case !strings.HasPrefix(line, "|"):
			columns = nil // a table ends at its first line that is not a row
		case section == "": // a table before the first "### " heading is none of the error tables
		case columns == nil:
			for _, c := range splitCells(line) {
				columns = append(columns, strings.ToLower(c))
			}
			if columns[len(columns)-1] != "action" {
				return nil, fmt.Errorf("%s:%d: the table %q does not end with an Action column", SpecFile, n, section)
			}
			separator = true
		case separator:
			if strings.Trim(line, "|- ") != "" {
				return nil, fmt.Errorf("%s:%d: want the header's separator line", SpecFile, n)
			}
			separator = false
		default:
			cells := splitCells(line)
			if len(cells) != len(columns) {
				return nil, fmt.Errorf("%s:%d: %d cells under %d columns", SpecFile, n, len(cells), len(columns))
			}
			rows = append(rows, Row{Section: section, Line: n, Columns: columns, Cells: cells})
		}
	}
	return rows, sc.Err()
}

func splitCells(line string) []string {
	var cells []string
	for _, c := range strings.Split(strings.Trim(line, "|"), "|") {
		cells = append(cells, strings.TrimSpace(c))
	}
	return cells
}

// Key is one entry of the keys file.
type Key struct {
	Line       int    // its line in the keys file
	Const      string // the Go constant naming the entry's ID
	Key        string // the stable key
	Section    string // the table of the row it names
	Row        string // the row, as Row.Ref writes it
	Message    string // the template, where the row shows a filled-in example ("" otherwise)
	Operations string // "ramp", "fiat", "idempotent" or a list, where the row does not name them
	ServerOnly string // why no check before sending can produce the entry
}

// ParseKeys reads the keys file: "section HEADING" lines, and for each entry a line
// "Const stable.key" followed by indented "row", "message", "operations" and "server-only" lines.
// Lines starting with "#" are comments.
func ParseKeys(data []byte) ([]Key, error) {
	var keys []Key
	section := ""
	sc := bufio.NewScanner(bytes.NewReader(data))
	for n := 1; sc.Scan(); n++ {
		raw := sc.Text()
		line := strings.TrimSpace(raw)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		word, rest, _ := strings.Cut(line, " ")
		rest = strings.TrimSpace(rest)
		if raw[0] != ' ' && raw[0] != '\t' {
			switch {
			case word == "section":
				section = rest
			case section == "":
				return nil, fmt.Errorf("%s:%d: an entry before the first section line", KeysFile, n)
			case !token.IsExported(word) || !keyPattern.MatchString(rest):
				return nil, fmt.Errorf("%s:%d: want \"Constant stable.key\", have %q", KeysFile, n, line)
			default:
				keys = append(keys, Key{Line: n, Const: word, Key: rest, Section: section})
			}
			continue
		}
		if len(keys) == 0 {
			return nil, fmt.Errorf("%s:%d: an indented line before the first entry", KeysFile, n)
		}
		k := &keys[len(keys)-1]
		var field *string
		switch word {
		case "row":
			field = &k.Row
		case "message":
			field = &k.Message
		case "operations":
			field = &k.Operations
		case "server-only":
			field = &k.ServerOnly
		default:
			return nil, fmt.Errorf("%s:%d: unknown attribute %q", KeysFile, n, word)
		}
		if *field != "" || rest == "" {
			return nil, fmt.Errorf("%s:%d: %s given twice or empty", KeysFile, n, word)
		}
		*field = rest
	}
	return keys, sc.Err()
}

var keyPattern = regexp.MustCompile(`^[a-z][a-z0-9-]*(\.[a-z0-9][a-z0-9-]*)+$`)

// Entry is one generated entry: the keys file's entry joined with its row. Its fields are written
// as package errcatalog's Entry fields and constants.
type Entry struct {
	Const, Key string
	Product    string // "Fiat", "Ramp", "Both"
	HTTPStatus int
	Format     string // "Legacy", "Typed", "Envelope"
	Type, Code string
	Message    string
	// Example holds the values the row's own message shows in the template's "%s" places, where
	// the keys file gives a template.
	Example        []string
	Action         string // "Auth", "Fix", ...
	Operations     []string
	OperationSet   string // "rampAll", "fiatAll" or "idempotent" where the registry lists them
	OperationCount int
	ServerOnly     string
}

// Section is one table of the specification and how many rows it has.
type Section struct {
	Heading string
	Rows    int
}

// actions maps the specification's action legend to package errcatalog's constants.
var actions = map[string]string{
	"AUTH": "Auth", "FIX": "Fix", "RES": "Resource", "CHK": "Check", "BAL": "Balance", "LATER": "Later", "DUP": "Duplicate",
}

// operationSets are the registry's lists that keys may name instead of operations, by the product
// they belong to, with the variable package errcatalog derives each from the registry.
var operationSets = map[string]struct{ product, variable string }{
	"ramp":       {"Ramp", "rampAll"},
	"fiat":       {"Fiat", "fiatAll"},
	"idempotent": {"Both", "idempotent"},
}

var (
	countCell    = regexp.MustCompile(`^(\d+) (?:public )?endpoints$`)
	countHeading = regexp.MustCompile(`\((\d+) public endpoints in each product\)`)
	operationRe  = regexp.MustCompile(`^[a-z]+(?:-[a-z]+)*$`)
)

// Join matches every key with its row and every row with its key, and derives each entry. Every
// row must have exactly one key and every key exactly one row; all the mismatches are reported
// at once.
func Join(rows []Row, keys []Key) ([]Entry, []Section, error) {
	var errs []error
	fail := func(format string, args ...any) { errs = append(errs, fmt.Errorf(format, args...)) }

	type ref struct{ section, row string }
	byRef := map[ref]int{}
	var sections []Section
	named := make([][]string, len(rows)) // the operations each row names, "same three" resolved
	last := ""
	for i := range rows {
		r := &rows[i]
		if n := len(sections); n == 0 || sections[n-1].Heading != r.Section {
			sections = append(sections, Section{Heading: r.Section})
			last = ""
		}
		sections[len(sections)-1].Rows++
		k := ref{r.Section, r.Ref()}
		if j, dup := byRef[k]; dup {
			fail("%s:%d: the row repeats line %d's table and cells, so no key can tell them apart", SpecFile, r.Line, rows[j].Line)
		}
		byRef[k] = i
		ops := r.operations()
		switch {
		case ops == "same three":
			if last == "" {
				fail("%s:%d: \"same three\" with no list of operations before it", SpecFile, r.Line)
			}
			named[i] = strings.Split(last, ", ")
		case ops == "" || countCell.MatchString(ops):
		default:
			for _, name := range strings.Split(ops, ", ") {
				if !operationRe.MatchString(name) {
					fail("%s:%d: the operations %q are neither a list of names, a count nor \"same three\"", SpecFile, r.Line, ops)
				}
			}
			named[i], last = strings.Split(ops, ", "), ops
		}
	}

	entries := make([]Entry, 0, len(keys))
	keyed := make([]int, len(rows)) // the line of the key naming each row
	consts, stable := map[string]int{}, map[string]int{}
	for _, k := range keys {
		if line, dup := consts[k.Const]; dup {
			fail("%s:%d: the constant %s is also on line %d", KeysFile, k.Line, k.Const, line)
		}
		if line, dup := stable[k.Key]; dup {
			fail("%s:%d: the key %s is also on line %d", KeysFile, k.Line, k.Key, line)
		}
		consts[k.Const], stable[k.Key] = k.Line, k.Line
		i, ok := byRef[ref{k.Section, k.Row}]
		switch {
		case k.Row == "":
			fail("%s:%d: %s names no row", KeysFile, k.Line, k.Key)
			continue
		case !ok:
			fail("%s:%d: %s names the row %q of %q, which the specification does not have", KeysFile, k.Line, k.Key, k.Row, k.Section)
			continue
		case keyed[i] != 0:
			fail("%s:%d: %s names the row of line %d, which line %d's key names", KeysFile, k.Line, k.Key, rows[i].Line, keyed[i])
			continue
		}
		keyed[i] = k.Line
		e, err := derive(&rows[i], named[i], k)
		if err != nil {
			fail("%s:%d: %s: %v", KeysFile, k.Line, k.Key, err)
			continue
		}
		entries = append(entries, e)
	}
	for i, line := range keyed {
		if line == 0 {
			fail("%s:%d: no key names the row %q of %q", SpecFile, rows[i].Line, rows[i].Ref(), rows[i].Section)
		}
	}
	return entries, sections, errors.Join(errs...)
}

// derive is the entry of row r under key k; named is the list of operations the row names.
func derive(r *Row, named []string, k Key) (Entry, error) {
	e := Entry{Const: k.Const, Key: k.Key, HTTPStatus: 400, Code: "400", ServerOnly: k.ServerOnly}
	switch {
	case strings.HasPrefix(r.Section, "Ramp: "):
		e.Product = "Ramp"
	case strings.HasPrefix(r.Section, "Fiat: "):
		e.Product = "Fiat"
	case strings.HasPrefix(r.Section, "Idempotency "):
		e.Product = "Both"
	default:
		return e, fmt.Errorf("no product for the table %q", r.Section)
	}
	if s, ok := r.cell("http"); ok {
		n, err := strconv.Atoi(s)
		if err != nil {
			return e, fmt.Errorf("HTTP status %q", s)
		}
		e.HTTPStatus = n
	}
	if c, ok := r.cell("code"); ok {
		e.Code = c
	}
	if e.Code == "empty" {
		e.Code = ""
	}
	e.Type, _ = r.cell("type")
	switch {
	case e.Type != "":
		e.Format = "Typed"
	case e.HTTPStatus == 500 && e.Code == "":
		e.Format = "Envelope"
	default:
		e.Format = "Legacy"
	}
	action, _ := r.cell("action")
	if e.Action = actions[action]; e.Action == "" {
		return e, fmt.Errorf("action %q is not in the legend", action)
	}
	e.Message, _ = r.cell("message")
	if k.Message != "" {
		example := fill(k.Message, e.Message)
		if !strings.Contains(k.Message, "%s") || example == nil {
			return e, fmt.Errorf("the template %q does not fit the row's message %q", k.Message, e.Message)
		}
		e.Message, e.Example = k.Message, example
	}

	if named != nil {
		if k.Operations != "" {
			return e, errors.New("the row names its operations: the key must not")
		}
		for _, name := range named {
			e.Operations = append(e.Operations, strings.ToLower(e.Product)+"/"+name)
		}
		return e, nil
	}
	if m := countCell.FindStringSubmatch(r.operations()); m != nil {
		e.OperationCount, _ = strconv.Atoi(m[1])
	} else if m := countHeading.FindStringSubmatch(r.Section); m != nil && e.Product == "Both" {
		n, _ := strconv.Atoi(m[1])
		e.OperationCount = 2 * n
	}
	if set, ok := operationSets[k.Operations]; ok {
		if set.product != e.Product {
			return e, fmt.Errorf("the operations %q are not the %s product's", k.Operations, e.Product)
		}
		e.OperationSet = set.variable
		return e, nil
	}
	if k.Operations == "" || e.Product == "Both" {
		return e, errors.New(`the row does not name its operations: the key must, as a list or "ramp", "fiat" or "idempotent"`)
	}
	for _, name := range strings.Split(k.Operations, ", ") {
		if !operationRe.MatchString(name) {
			return e, fmt.Errorf("the operation %q is not a name", name)
		}
		e.Operations = append(e.Operations, strings.ToLower(e.Product)+"/"+name)
	}
	if e.OperationCount != 0 && len(e.Operations) > e.OperationCount {
		return e, fmt.Errorf("the key names %d operations, the row counts %d", len(e.Operations), e.OperationCount)
	}
	return e, nil
}

// fill returns the non-empty values that fill template's "%s" places to make message, nil when
// message is not the template filled in.
func fill(template, message string) []string {
	parts := strings.Split(template, "%s")
	for i, p := range parts {
		parts[i] = regexp.QuoteMeta(p)
	}
	m := regexp.MustCompile("^" + strings.Join(parts, "(.+)") + "$").FindStringSubmatch(message)
	if m == nil {
		return nil
	}
	return m[1:]
}

// Generate renders package errcatalog's table from the specification's text and the keys file's.
func Generate(spec, keys []byte) ([]byte, error) {
	rows, err := ParseSpec(spec)
	if err != nil {
		return nil, err
	}
	ks, err := ParseKeys(keys)
	if err != nil {
		return nil, err
	}
	entries, sections, err := Join(rows, ks)
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, "// Code generated by gencatalog from %s and %s; DO NOT EDIT.\n\npackage errcatalog\n\n", SpecFile, KeysFile)
	fmt.Fprintf(&b, "// The catalog's entries: a constant for each of the %d rows of the specification's %d error\n", len(rows), len(sections))
	fmt.Fprintf(&b, "// tables, in the order of %s, which is append-only so that an ID's number never changes.\n", KeysFile)
	b.WriteString("// The tables and their rows:\n")
	for _, s := range sections {
		fmt.Fprintf(&b, "//   - %s: %d\n", s.Heading, s.Rows)
	}
	b.WriteString("const (\n")
	for i, e := range entries {
		if i == 0 {
			fmt.Fprintf(&b, "%s ID = iota // %s\n", e.Const, e.Key)
		} else {
			fmt.Fprintf(&b, "%s // %s\n", e.Const, e.Key)
		}
	}
	b.WriteString("\nnumEntries = iota\n)\n\nvar entries = [numEntries]Entry{\n")
	for _, e := range entries {
		fmt.Fprintf(&b, "%s: {Key: %q, Product: %s, HTTPStatus: %d, Format: %s, ", e.Const, e.Key, e.Product, e.HTTPStatus, e.Format)
		if e.Type != "" {
			fmt.Fprintf(&b, "Type: %q, ", e.Type)
		}
		fmt.Fprintf(&b, "Code: %q, Message: %q, Action: %s, Operations: ", e.Code, e.Message, e.Action)
		if e.OperationSet != "" {
			b.WriteString(e.OperationSet)
		} else {
			b.WriteString("[]string{")
			for j, op := range e.Operations {
				if j > 0 {
					b.WriteString(", ")
				}
				fmt.Fprintf(&b, "%q", op)
			}
			b.WriteString("}")
		}
		if e.OperationCount != 0 {
			fmt.Fprintf(&b, ", OperationCount: %d", e.OperationCount)
		}
		if e.ServerOnly != "" {
			fmt.Fprintf(&b, ", ServerOnly: %q", e.ServerOnly)
		}
		b.WriteString("},\n")
	}
	b.WriteString("}\n")
	b.WriteString("\n// specExample returns the values the specification's own row shows in the entry's \"%s\" places.\n")
	b.WriteString("func specExample(id ID) []string {\nswitch id {\n")
	for _, e := range entries {
		if e.Example != nil {
			fmt.Fprintf(&b, "case %s:\nreturn %#v\n", e.Const, e.Example)
		}
	}
	b.WriteString("}\nreturn nil\n}\n")
	return format.Source(b.Bytes())
}

// GenerateDir is Generate from the source files in package errcatalog's directory dir.
func GenerateDir(dir string) ([]byte, error) {
	spec, err := os.ReadFile(filepath.Join(dir, SpecFile))
	if err != nil {
		return nil, err
	}
	keys, err := os.ReadFile(filepath.Join(dir, KeysFile))
	if err != nil {
		return nil, err
	}
	return Generate(spec, keys)
}
