package schema_test

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/preflightpay/preflight"
	"github.com/preflightpay/preflight/internal/corridor"
	"github.com/preflightpay/preflight/internal/goldenfile"
	"github.com/preflightpay/preflight/internal/operation"
	"github.com/preflightpay/preflight/internal/schema"
	"github.com/santhosh-tekuri/jsonschema/v6"
)

var update = flag.Bool("update", false, "rewrite testdata/caught.md instead of comparing")

// compile compiles the schema of op (and corridor) with a real JSON Schema validator.
func compile(t *testing.T, op, cor string) *jsonschema.Schema {
	t.Helper()
	data, err := schema.For(op, cor)
	if err != nil {
		t.Fatalf("%s %s: %v", op, cor, err)
	}
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("%s %s: the schema is not JSON: %v", op, cor, err)
	}
	c := jsonschema.NewCompiler()
	c.AssertFormat()
	url := "mem://" + op + "/" + cor
	if err := c.AddResource(url, doc); err != nil {
		t.Fatal(err)
	}
	s, err := c.Compile(url)
	if err != nil {
		t.Fatalf("%s %s: %v\n%s", op, cor, err, data)
	}
	return s
}

// TestEverySchemaCompiles: every operation, and every corridor for the operations that take one,
// gives a schema a 2020-12 validator compiles.
func TestEverySchemaCompiles(t *testing.T) {
	for _, op := range operation.All() {
		compile(t, string(op.Name), "")
	}
	for _, op := range []operation.Name{operation.FiatCreatePayout, operation.FiatCreateBeneficiary, operation.FiatCheckBeneficiary, operation.FiatUpdateBeneficiary} {
		for _, key := range schema.Corridors() {
			compile(t, string(op), key)
		}
	}
}

type goldenCase struct {
	dir, op string
	request any
	valid   bool
	errors  []string
}

func goldenCases(t *testing.T) []goldenCase {
	dirs, err := filepath.Glob(filepath.Join("..", "..", "testdata", "golden", "*", "*", "*"))
	if err != nil || len(dirs) == 0 {
		t.Fatalf("no golden cases: %v", err)
	}
	var out []goldenCase
	for _, dir := range dirs {
		parts := strings.Split(filepath.ToSlash(dir), "/")
		n := len(parts)
		g := goldenCase{dir: strings.Join(parts[n-3:], "/"), op: parts[n-3] + "/" + parts[n-2]}
		data, err := os.ReadFile(filepath.Join(dir, "request.json"))
		if err != nil {
			t.Fatal(err)
		}
		if g.request, err = jsonschema.UnmarshalJSON(bytes.NewReader(data)); err != nil {
			g.request = nil // not JSON: a case of unreadable input, which no schema describes
		}
		var r struct {
			Valid  bool
			Errors []struct{ ID string }
		}
		data, err = os.ReadFile(filepath.Join(dir, "report.json"))
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(data, &r); err != nil {
			t.Fatal(err)
		}
		g.valid = r.Valid
		for _, e := range r.Errors {
			g.errors = append(g.errors, e.ID)
		}
		out = append(out, g)
	}
	return out
}

// corridorOf returns the key of the corridor a payout or beneficiary request names, or "".
func corridorOf(op string, request any) string {
	m, ok := request.(map[string]any)
	if !ok {
		return ""
	}
	text := func(m map[string]any, k string) string { s, _ := m[k].(string); return strings.TrimSpace(s) }
	b, cur, method := m, "", ""
	switch op {
	case string(operation.FiatCreatePayout):
		b, _ = m["beneficiary"].(map[string]any)
		cur = text(m, "receiving_currency")
		if cur == "" {
			cur = text(m, "payment_currency")
		}
		method = text(m, "payment_method")
	case string(operation.FiatCreateBeneficiary), string(operation.FiatCheckBeneficiary), string(operation.FiatUpdateBeneficiary):
		cur = text(m, "currency")
	default:
		return ""
	}
	if b == nil {
		return ""
	}
	addr, _ := b["address"].(map[string]any)
	clearing := text(b, "clearing_system")
	c := corridor.Find(text(addr, "country"), strings.ToUpper(cur), strings.ToUpper(corridor.Method(method, clearing)), clearing)
	if c == nil {
		return ""
	}
	return c.Key
}

// TestSchemasAcceptEveryValidGoldenRequest validates every golden request whose report is valid
// against its operation's schema, and, where it names a corridor, against that corridor's: a
// schema that refused one would refuse a request the platform accepts. It records in
// testdata/caught.md which invalid golden requests a schema alone already refuses.
func TestSchemasAcceptEveryValidGoldenRequest(t *testing.T) {
	schemas := map[string]*jsonschema.Schema{}
	get := func(op, cor string) *jsonschema.Schema {
		k := op + " " + cor
		if schemas[k] == nil {
			schemas[k] = compile(t, op, cor)
		}
		return schemas[k]
	}
	var caught, total []string
	validated, withCorridor := 0, 0
	for _, g := range goldenCases(t) {
		if g.request == nil {
			continue
		}
		cor := corridorOf(g.op, g.request)
		checks := []string{""}
		if cor != "" {
			checks = append(checks, cor)
		}
		if g.valid {
			for _, c := range checks {
				if err := get(g.op, c).Validate(g.request); err != nil {
					t.Errorf("%s: the schema of %s %s refuses a valid request:\n%v", g.dir, g.op, c, err)
				}
				validated++
				if c != "" {
					withCorridor++
				}
			}
			continue
		}
		total = append(total, g.dir)
		for _, c := range checks {
			if err := get(g.op, c).Validate(g.request); err != nil {
				by := "the operation's schema"
				if c != "" {
					by = "the " + c + " schema"
				}
				caught = append(caught, fmt.Sprintf("| %s | %s | %s |", g.dir, strings.Join(g.errors, ", "), by))
				break
			}
		}
	}
	t.Logf("%d validations of valid golden requests, %d of them against a corridor's schema", validated, withCorridor)
	if validated < 80 || withCorridor < 20 {
		t.Errorf("only %d validations of valid golden requests, %d with a corridor", validated, withCorridor)
	}
	sort.Strings(caught)
	var b bytes.Buffer
	fmt.Fprintf(&b, "# Invalid golden requests a schema alone refuses\n\n")
	fmt.Fprintf(&b, "Generated by `go test ./internal/schema -run TestSchemasAcceptEveryValidGoldenRequest -update`: %d of the %d invalid golden requests that are JSON are refused by `preflight schema` (without a corridor, or with the corridor the request names) before any check runs; the others need preflight's checks (check digits, facts, cross-member rules, readings).\n\n", len(caught), len(total))
	b.WriteString("| golden case | entries in its report | refused by |\n|---|---|---|\n")
	for _, line := range caught {
		b.WriteString(line + "\n")
	}
	compareOrUpdate(t, filepath.Join("testdata", "caught.md"), b.Bytes())
}

func compareOrUpdate(t *testing.T, path string, got []byte) {
	t.Helper()
	goldenfile.CompareOrUpdate(t, path, got, *update, "go test ./internal/schema -run '"+t.Name()+"' -update")
}

// TestSchemasHaveNoRepeatedKeys: a member named twice in one object is read differently by
// different JSON parsers, so no schema may have one.
func TestSchemasHaveNoRepeatedKeys(t *testing.T) {
	for _, op := range operation.All() {
		for _, cor := range append([]string{""}, schema.Corridors()...) {
			data, err := schema.For(string(op.Name), cor)
			if err != nil {
				continue // an operation that takes no corridor
			}
			if err := repeatedKey(json.NewDecoder(bytes.NewReader(data))); err != nil {
				t.Errorf("%s %s: %v", op.Name, cor, err)
			}
		}
	}
}

// repeatedKey reads one JSON value and reports the first object member named twice.
func repeatedKey(d *json.Decoder) error {
	tok, err := d.Token()
	if err != nil {
		return err
	}
	switch tok {
	case json.Delim('{'):
		seen := map[string]bool{}
		for d.More() {
			k, err := d.Token()
			if err != nil {
				return err
			}
			if seen[k.(string)] {
				return fmt.Errorf("%q repeated", k)
			}
			seen[k.(string)] = true
			if err := repeatedKey(d); err != nil {
				return err
			}
		}
		_, err = d.Token()
	case json.Delim('['):
		for d.More() {
			if err := repeatedKey(d); err != nil {
				return err
			}
		}
		_, err = d.Token()
	}
	return err
}

// TestSchemasAcceptEveryCorridorsExamplePayout: for every corridor and entity type, the payout a
// form prefills from the corridor's requirements (each member's example, which preflight finds
// valid: see TestRequirementsExamplesPass) passes that corridor's schema, and its beneficiary the
// beneficiary operations' schemas: every corridor is exercised, not only those of golden cases.
func TestSchemasAcceptEveryCorridorsExamplePayout(t *testing.T) {
	for _, entity := range []string{"individual", "company"} {
		for _, r := range corridor.Requirements(corridor.Query{EntityType: entity}) {
			payout, ben := map[string]any{}, map[string]any{}
			for _, f := range r.Beneficiary {
				setPath(ben, f.Field, f.Example)
			}
			for _, f := range r.Payout {
				setPath(payout, f.Field, f.Example)
			}
			payout["beneficiary"] = ben
			for op, request := range map[string]map[string]any{"fiat/create-payout": payout, "fiat/create-beneficiary": ben, "fiat/check-beneficiary": ben} {
				// Through JSON, as a validator sees a request.
				data, _ := json.Marshal(request)
				v, err := jsonschema.UnmarshalJSON(bytes.NewReader(data))
				if err != nil {
					t.Fatal(err)
				}
				if err := compile(t, op, r.Corridor).Validate(v); err != nil {
					t.Errorf("%s %s %s: the schema refuses the corridor's example:\n%v\n%s", op, r.Corridor, entity, err, data)
				}
			}
		}
	}
}

// setPath sets the member at a dotted path ("address.country") of m, creating the objects on the
// way; an empty value (no example) is left out.
func setPath(m map[string]any, path, value string) {
	if value == "" {
		return
	}
	head, rest, nested := strings.Cut(path, ".")
	if !nested {
		m[head] = value
		return
	}
	child, _ := m[head].(map[string]any)
	if child == nil {
		child = map[string]any{}
		m[head] = child
	}
	setPath(child, rest, value)
}

// mutations change one string member of a request the way a caller might: spaces around it,
// another letter case, emptied, removed, null, a number written without quotes.
var mutations = []struct {
	name string
	do   func(m map[string]any, k string, v string)
}{
	{"padded", func(m map[string]any, k, v string) { m[k] = " " + v + "\u00a0" }},
	{"upper case", func(m map[string]any, k, v string) { m[k] = strings.ToUpper(v) }},
	{"lower case", func(m map[string]any, k, v string) { m[k] = strings.ToLower(v) }},
	{"empty", func(m map[string]any, k, v string) { m[k] = "" }},
	{"removed", func(m map[string]any, k, v string) { delete(m, k) }},
	{"null", func(m map[string]any, k, v string) { m[k] = nil }},
	{"a JSON number", func(m map[string]any, k, v string) {
		if v != "" && strings.Trim(v, "0123456789.-") == "" && json.Valid([]byte(v)) {
			m[k] = json.Number(v)
		}
	}},
}

// TestSchemasAcceptWhatPreflightAccepts changes each text member of every valid golden request
// (see mutations); wherever preflight still finds the request valid, the
// schemas must accept it too: a schema may be looser than preflight, never stricter.
func TestSchemasAcceptWhatPreflightAccepts(t *testing.T) {
	schemas := map[string]*jsonschema.Schema{}
	tried, accepted := 0, 0
	for _, g := range goldenCases(t) {
		if !g.valid || g.request == nil {
			continue
		}
		facts, _ := os.ReadFile(filepath.Join("..", "..", "testdata", "golden", g.dir, "facts.json"))
		original, _ := json.Marshal(g.request)
		for _, path := range textPaths(g.request, "") {
			for _, mu := range mutations {
				var req map[string]any
				json.Unmarshal(original, &req)
				parent, key := lookupParent(req, path)
				v, _ := parent[key].(string)
				mu.do(parent, key, v)
				data, _ := json.Marshal(req)
				r, err := preflight.Check(g.op, data, facts, preflight.Options{})
				tried++
				if err != nil || !r.Valid {
					continue
				}
				accepted++
				doc, _ := jsonschema.UnmarshalJSON(bytes.NewReader(data))
				for _, cor := range []string{"", corridorOf(g.op, doc)} {
					k := g.op + " " + cor
					if schemas[k] == nil {
						schemas[k] = compile(t, g.op, cor)
					}
					if err := schemas[k].Validate(doc); err != nil {
						t.Errorf("%s, %s %s: preflight accepts it, the schema %q refuses it:\n%v\n%s", g.dir, path, mu.name, cor, err, data)
					}
				}
			}
		}
	}
	t.Logf("%d changed requests, %d of them valid to preflight and so held to the schemas", tried, accepted)
}

// textPaths lists the dotted paths of every string member of v.
func textPaths(v any, prefix string) []string {
	var out []string
	if m, ok := v.(map[string]any); ok {
		for k, x := range m {
			switch x := x.(type) {
			case string:
				out = append(out, prefix+k)
			case map[string]any:
				out = append(out, textPaths(x, prefix+k+".")...)
			}
		}
	}
	sort.Strings(out)
	return out
}

func lookupParent(m map[string]any, path string) (map[string]any, string) {
	for {
		head, rest, nested := strings.Cut(path, ".")
		if !nested {
			return m, head
		}
		m, path = m[head].(map[string]any), rest
	}
}
