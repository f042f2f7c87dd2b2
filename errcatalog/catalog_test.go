package errcatalog

import (
	"bufio"
	"os"
	"strings"
	"testing"
)

// specRow is one row of an error table in testdata/spec-errors.md, a verbatim copy of the
// specification's "Errors" section.
type specRow struct {
	table string
	cells []string
}

func readSpecRows(t *testing.T) []specRow {
	t.Helper()
	f, err := os.Open("testdata/spec-errors.md")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var rows []specRow
	table := ""
	header := false
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "### "):
			table, header = strings.TrimPrefix(line, "### "), true
		case strings.HasPrefix(line, "|") && table != "":
			if header {
				header = false
				continue
			}
			if strings.Trim(line, "|- ") == "" {
				continue
			}
			var cells []string
			for _, c := range strings.Split(strings.Trim(strings.TrimSpace(line), "|"), "|") {
				cells = append(cells, strings.TrimSpace(c))
			}
			rows = append(rows, specRow{table: table, cells: cells})
		}
	}
	return rows
}

// templated lists the two rows whose example message carries a concrete value where the platform
// fills in a dynamic one; the catalog holds them as templates.
var templated = map[string]string{
	"invalid travel rule meta_data json: invalid character 'x' looking for beginning of value": "invalid travel rule meta_data json: %s",
	"invalid address format for network ETH":                                                   "invalid address format for network %s",
}

func TestCatalogMatchesSpecification(t *testing.T) {
	rows := readSpecRows(t)
	if len(rows) != Len {
		t.Fatalf("specification has %d rows, catalog %d entries", len(rows), Len)
	}
	named := "" // the last list of operations a row named, which "same three" repeats
	for i, row := range rows {
		e := &entries[i]
		var code, typ, message, action, operations string
		status := 400
		switch {
		case strings.HasPrefix(row.table, "Ramp: applying"):
			code, message, action = row.cells[0], row.cells[1], row.cells[2]
		case strings.HasPrefix(row.table, "Fiat: applying"):
			code, message, operations, action = row.cells[0], row.cells[1], row.cells[2], row.cells[3]
		case strings.HasPrefix(row.table, "Ramp: typed"):
			typ, code, message, operations, action = row.cells[0], row.cells[1], row.cells[2], row.cells[3], row.cells[4]
		case strings.HasPrefix(row.table, "Idempotency"):
			code, message, action = row.cells[1], row.cells[2], row.cells[3]
			if code == "empty" {
				code = ""
			}
			status = atoi(row.cells[0])
		default:
			code, message, operations, action = "400", row.cells[0], row.cells[1], row.cells[2]
		}
		if m, ok := templated[message]; ok {
			message = m
		}
		if e.Message != message || e.Code != code || e.Type != typ || e.HTTPStatus != status || e.Action.String() != action {
			t.Errorf("row %d (%s): spec says %d %q %q %q %s; catalog has %d %q %q %q %s",
				i+1, e.Key, status, typ, code, message, action, e.HTTPStatus, e.Type, e.Code, e.Message, e.Action)
		}
		if operations == "same three" {
			operations = named
		} else if operations != "" && !strings.HasSuffix(operations, " endpoints") {
			named = operations
		}
		if operations != "" && !sameOperations(e, operations) {
			t.Errorf("row %d (%s): spec names the operations %q; catalog has %q, count %d", i+1, e.Key, operations, e.Operations, e.OperationCount)
		}
	}
}

// sameOperations compares an entry's operations with a table's Operation(s) or Scope cell: a
// list of operation names without the product ("create-quote, create-withdraw"), or a count
// ("4 public endpoints", "24 endpoints"), which the entry keeps as OperationCount.
func sameOperations(e *Entry, cell string) bool {
	if count, ok := strings.CutSuffix(cell, " endpoints"); ok {
		return e.OperationCount == atoi(strings.TrimSuffix(count, " public"))
	}
	names := strings.Split(cell, ", ")
	if e.OperationCount != 0 || len(names) != len(e.Operations) {
		return false
	}
	for j, name := range names {
		if e.Operations[j] != e.Product.String()+"/"+name {
			return false
		}
	}
	return true
}

func atoi(s string) int {
	n := 0
	for _, c := range s {
		n = n*10 + int(c-'0')
	}
	return n
}

func TestEntryKeysAreUniqueAndStable(t *testing.T) {
	seen := map[string]bool{}
	for i, e := range entries {
		if e.Key == "" || seen[e.Key] {
			t.Errorf("entry %d has an empty or repeated key %q", i, e.Key)
		}
		seen[e.Key] = true
		if id, ok := ByKey(e.Key); !ok || int(id) != i {
			t.Errorf("ByKey(%q) = %d, %v", e.Key, id, ok)
		}
	}
	for _, w := range warnings {
		if w.Key == "" || seen[w.Key] {
			t.Errorf("warning key %q is empty or repeats an entry's", w.Key)
		}
		seen[w.Key] = true
	}
}

func TestEntriesFollowTheWireFormats(t *testing.T) {
	for _, e := range entries {
		switch e.Format {
		case Legacy:
			if e.Type != "" || e.Code == "" || strings.Trim(e.Code, "0123456789") != "" {
				t.Errorf("%s: a legacy entry has no type and a numeric code, got %q %q", e.Key, e.Type, e.Code)
			}
		case Typed:
			if e.Type == "" || e.Code == "" || e.HTTPStatus != 400 {
				t.Errorf("%s: a typed entry has a type and a code and status 400", e.Key)
			}
		case Envelope:
			if e.Code != "" || e.HTTPStatus != 500 {
				t.Errorf("%s: the envelope has an empty code and status 500", e.Key)
			}
		default:
			t.Errorf("%s: no format", e.Key)
		}
		if len(e.Operations) == 0 {
			t.Errorf("%s: no operations", e.Key)
		}
		if e.OperationCount != 0 && e.OperationCount < len(e.Operations) {
			t.Errorf("%s: counts %d operations but names %d", e.Key, e.OperationCount, len(e.Operations))
		}
	}
}

// TestNoTwoEntriesAreIndistinguishable proves that status, code, type, message and operation
// together always single out one entry, as the specification promises.
func TestNoTwoEntriesAreIndistinguishable(t *testing.T) {
	type key struct {
		status               int
		code, typ, msg, oper string
	}
	seen := map[key]string{}
	for _, e := range entries {
		for _, op := range e.Operations {
			k := key{e.HTTPStatus, e.Code, e.Type, e.Message, op}
			if other, dup := seen[k]; dup {
				t.Errorf("%s and %s are indistinguishable for %s", other, e.Key, op)
			}
			seen[k] = e.Key
		}
	}
}

// TestEveryEntryIdentifiesItself builds the message each entry would carry (with sample values
// for its "%s" places) and checks that Identify finds the entry again, for every operation it
// is documented for.
func TestEveryEntryIdentifiesItself(t *testing.T) {
	for i, e := range entries {
		params := make([]string, e.Params())
		for j := range params {
			params[j] = "value" + string(rune('A'+j))
		}
		msg := Fill(e.Message, params)
		for _, op := range e.Operations {
			m, ok := Identify(op, Response{HTTPStatus: e.HTTPStatus, Type: e.Type, Code: e.Code, Message: msg})
			if !ok || m.ID != ID(i) || m.Basis != ByOperation {
				t.Errorf("%s from %s identified as %v (basis %v, ok %v)", e.Key, op, m.ID, m.Basis, ok)
				continue
			}
			if len(m.Params) != len(params) {
				t.Errorf("%s: params %q, want %q", e.Key, m.Params, params)
			}
		}
	}
}

func TestMatchTemplateExtractsValues(t *testing.T) {
	tests := []struct {
		template, message string
		want              []string
		ok                bool
	}{
		{"amount must be an integer for %s", "amount must be an integer for JPY", []string{"JPY"}, true},
		{"clearing system not support for country: %s, currency: %s, paymentMethod: %s",
			"clearing system not support for country: US, currency: EUR, paymentMethod: LOCAL", []string{"US", "EUR", "LOCAL"}, true},
		{"invalid travel rule meta_data json: %s", "invalid travel rule meta_data json: unexpected end of JSON input", []string{"unexpected end of JSON input"}, true},
		{"invalid request", "invalid request", nil, true},
		{"invalid request", "invalid requests", nil, false},
		{"amount must be an integer for %s", "amount must be a whole number for JPY", nil, false},
	}
	for _, tt := range tests {
		got, ok := MatchTemplate(tt.template, tt.message)
		if ok != tt.ok || strings.Join(got, "|") != strings.Join(tt.want, "|") {
			t.Errorf("MatchTemplate(%q, %q) = %q, %v; want %q, %v", tt.template, tt.message, got, ok, tt.want, tt.ok)
		}
	}
}

func TestActionsCarryGuidanceAndSentinels(t *testing.T) {
	for _, a := range Actions() {
		if a.String() == "" || a.Guidance() == "" || a.Err() == nil {
			t.Errorf("action %d lacks code, guidance or sentinel", a)
		}
		if back, ok := ParseAction(a.String()); !ok || back != a {
			t.Errorf("ParseAction(%q) = %v, %v", a.String(), back, ok)
		}
	}
}

func TestServerOnlyEntriesSayWhy(t *testing.T) {
	for i, e := range entries {
		reason, ok := ServerOnly(ID(i))
		if ok && (len(reason) < 20 || strings.Contains(reason, "not yet")) {
			t.Errorf("%s is server-only without a real reason: %q", e.Key, reason)
		}
	}
}
