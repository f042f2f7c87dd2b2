//go:build !js

// The document's tests run natively: scripts/test-browser.sh runs every package's tests under
// js/wasm too, where they would compile libopenapi to WASM and check nothing more.

package openapi

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/pb33f/go-yaml"
	"github.com/pb33f/libopenapi"
	validator "github.com/pb33f/libopenapi-validator"
	"github.com/pb33f/libopenapi-validator/schema_validation"
	"github.com/pb33f/libopenapi/datamodel/high/base"
	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/classify"
	"github.com/preflightpay/preflight/internal/goldenfile"
	"github.com/preflightpay/preflight/internal/goldenhttp"
	"github.com/preflightpay/preflight/internal/limits"
	"github.com/preflightpay/preflight/internal/operation"
	"github.com/preflightpay/preflight/internal/report"
	"github.com/preflightpay/preflight/webhook"
)

var update = flag.Bool("update", false, "rewrite docs/openapi.json, docs/openapi.yaml and testdata/refused.md instead of comparing")

func document(t testing.TB, product, format string) []byte {
	t.Helper()
	b, err := Document(product, format)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestDocumentIsCurrent holds docs/openapi.json and docs/openapi.yaml to what the generator
// writes from the registry, the schemas and the catalog today.
func TestDocumentIsCurrent(t *testing.T) {
	for _, f := range []string{JSON, YAML} {
		goldenfile.CompareOrUpdate(t, filepath.Join("..", "..", "docs", "openapi."+f), document(t, "", f), *update,
			"go test ./internal/openapi -run TestDocumentIsCurrent -update")
	}
}

func TestDocumentRefusesUnknownProductsAndFormats(t *testing.T) {
	if _, err := Document("stocks", JSON); err != ErrUnknownProduct {
		t.Errorf("product stocks: %v", err)
	}
	if _, err := Document("", "xml"); err != ErrUnknownFormat {
		t.Errorf("format xml: %v", err)
	}
}

// TestYAMLSaysWhatJSONSays reads both writings with parsers no one here wrote and compares them.
func TestYAMLSaysWhatJSONSays(t *testing.T) {
	var fromJSON, fromYAML any
	if err := json.Unmarshal(document(t, "", JSON), &fromJSON); err != nil {
		t.Fatal(err)
	}
	if err := yaml.Unmarshal(document(t, "", YAML), &fromYAML); err != nil {
		t.Fatal(err)
	}
	a, _ := json.Marshal(fromJSON)
	b, err := json.Marshal(fromYAML)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a, b) {
		t.Errorf("the YAML document reads differently from the JSON one")
	}
}

func newValidator(t testing.TB, doc []byte) validator.Validator {
	t.Helper()
	d, err := libopenapi.NewDocument(doc)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := d.BuildV3Model(); err != nil {
		t.Fatalf("libopenapi builds no model: %v", err)
	}
	v, errs := validator.NewValidator(d)
	if len(errs) > 0 {
		t.Fatalf("libopenapi-validator: %v", errs)
	}
	return v
}

// TestDocumentIsValidOpenAPI31 validates every writing of the document against the OpenAPI 3.1
// specification's own schema, with libopenapi-validator.
func TestDocumentIsValidOpenAPI31(t *testing.T) {
	for _, c := range []struct{ product, format string }{{"", JSON}, {"", YAML}, {"fiat", JSON}, {"ramp", YAML}} {
		doc := document(t, c.product, c.format)
		v := newValidator(t, doc)
		if ok, errs := v.ValidateDocument(); !ok {
			for _, e := range errs {
				t.Errorf("%s %s: %s: %s", c.product, c.format, e.Message, e.Reason)
				for _, f := range e.SchemaValidationErrors {
					t.Errorf("  %s %s", f.KeywordLocation, f.Reason)
				}
			}
		}
	}
}

// parsed reads the JSON document as plain maps, for tests that look values up.
func parsed(t testing.TB, product string) map[string]any {
	t.Helper()
	var doc map[string]any
	if err := json.Unmarshal(document(t, product, JSON), &doc); err != nil {
		t.Fatal(err)
	}
	return doc
}

func at(v any, path ...string) any {
	for _, p := range path {
		m, ok := v.(map[string]any)
		if !ok {
			return nil
		}
		v = m[p]
	}
	return v
}

// TestEveryOperationDocumentsItsEntries: each operation of the registry is in the document once,
// under its operationId, and each catalog entry documented for it is an example of its status's
// response, holding the exact body the mock sends, with its entry and action.
func TestEveryOperationDocumentsItsEntries(t *testing.T) {
	doc := parsed(t, "")
	examples := at(doc, "components", "examples").(map[string]any)
	for _, op := range operation.All() {
		o, _ := at(doc, "paths", op.Path, strings.ToLower(op.Method)).(map[string]any)
		if o == nil || o["operationId"] != OperationID(op) {
			t.Errorf("%s: no operation %s at %s %s", op.Name, OperationID(op), op.Method, op.Path)
			continue
		}
		all := errcatalog.All()
		for i := range all {
			e := &all[i]
			if !e.AppliesTo(string(op.Name)) {
				continue
			}
			status := fmt.Sprint(e.HTTPStatus)
			r := at(o, "responses", status, "content", "application/json", "examples", e.Key)
			if r == nil {
				t.Errorf("%s: %s is not an example of its %s response", op.Name, e.Key, status)
			}
			if at(o, "responses", status, "headers", "x-response-id") == nil {
				t.Errorf("%s: the %s response has no x-response-id", op.Name, status)
			}
		}
		if at(o, "responses", "200", "$ref") == nil {
			t.Errorf("%s: no success response", op.Name)
		}
	}
	for i := range errcatalog.All() {
		id := errcatalog.ID(i)
		e := errcatalog.Get(id)
		ex, _ := examples[e.Key].(map[string]any)
		if ex == nil {
			t.Errorf("%s: no example", e.Key)
			continue
		}
		got, _ := json.Marshal(ex["value"])
		var want map[string]any
		json.Unmarshal(classify.Body(id, errcatalog.SpecExample(id)...), &want)
		if errcatalog.SpecExample(id) == nil {
			want["message"] = e.Message // a template the specification shows no example of stays one
		}
		wb, _ := json.Marshal(want)
		if !bytes.Equal(got, wb) || ex["x-preflight-entry"] != e.Key || ex["x-preflight-action"] != e.Action.String() {
			t.Errorf("%s: example %s, entry %v, action %v", e.Key, got, ex["x-preflight-entry"], ex["x-preflight-action"])
		}
	}
	if ex := at(examples, "ramp.invalid-address-format", "summary"); ex != "invalid address format for network ETH" {
		t.Errorf("the specification's own example is not filled in: %v", ex)
	}
	if ex := at(examples, "transfer.amount-not-integer", "value", "message"); ex != "amount must be an integer for %s" {
		t.Errorf("a template without the specification's example is not kept: %v", ex)
	}
}

// TestProductDocumentsHoldTheirOperationsOnly: --product fiat holds the 14 fiat operations and
// the entries that apply to them, and no webhooks.
func TestProductDocumentsHoldTheirOperationsOnly(t *testing.T) {
	for _, p := range []operation.Product{operation.Fiat, operation.Ramp} {
		doc := parsed(t, string(p))
		n := 0
		for _, item := range doc["paths"].(map[string]any) {
			for _, o := range item.(map[string]any) {
				n++
				if id := o.(map[string]any)["operationId"].(string); !strings.HasPrefix(id, string(p)+".") {
					t.Errorf("%s document holds %s", p, id)
				}
			}
		}
		if n != len(operation.Of(p)) || doc["webhooks"] != nil {
			t.Errorf("%s document: %d operations, webhooks %v", p, n, doc["webhooks"] != nil)
		}
		for key := range at(doc, "components", "examples").(map[string]any) {
			id, _ := errcatalog.ByKey(key)
			if !slices.ContainsFunc(operation.Of(p), func(op *operation.Operation) bool { return errcatalog.Get(id).AppliesTo(string(op.Name)) }) {
				t.Errorf("%s document holds %s, which applies to none of its operations", p, key)
			}
		}
	}
}

// TestStatedQueryPatternsAgreeWithTheRules holds the query parameters' patterns to the readings
// of the rules that refuse them: a value the rule accepts matches, one it refuses does not.
func TestStatedQueryPatternsAgreeWithTheRules(t *testing.T) {
	v := newValidator(t, document(t, "fiat", JSON))
	values := []string{"", " ", "0", "1", "01", "7", "99", "100", "0100", "101", "1000", "-1", "+1", "1.0", "1e2", "x", " 5", "5 ", "\u00a0", " completed", "completed", "FAILED", "Failed ", "done"}
	for i := 0; i <= 120; i += 7 {
		values = append(values, fmt.Sprint(i))
	}
	blank := func(s string) bool { return strings.TrimSpace(s) == "" }
	accepts := map[string]func(string) bool{
		"page_number": func(s string) bool { return blank(s) || limits.ValidPageNumber(s) },
		"page_size":   func(s string) bool { return blank(s) || limits.ValidPageSize(s) },
		"transfer_status": func(s string) bool {
			return blank(s) || strings.EqualFold(s, "completed") || strings.EqualFold(s, "failed")
		},
	}
	for name, accept := range accepts {
		for _, s := range values {
			req, _ := http.NewRequest(http.MethodGet, MockAddress+"/v1/transfer?"+url.Values{name: {s}}.Encode(), nil)
			ok, errs := v.ValidateHttpRequestSync(req)
			if ok != accept(s) {
				t.Errorf("%s=%q: the document says valid %v, the rule %v (%v)", name, s, ok, accept(s), errs)
			}
		}
	}
}

type goldenCase struct {
	dir, op        string
	request, facts []byte
	report         report.Report
}

func goldenCases(t *testing.T) []goldenCase {
	root := filepath.Join("..", "..", "testdata", "golden")
	dirs, _ := filepath.Glob(filepath.Join(root, "*", "*", "*"))
	if len(dirs) < 100 {
		t.Fatalf("found %d golden cases under %s", len(dirs), root)
	}
	var out []goldenCase
	for _, dir := range dirs {
		rel, _ := filepath.Rel(root, dir)
		parts := strings.Split(filepath.ToSlash(rel), "/")
		g := goldenCase{dir: filepath.ToSlash(rel), op: parts[0] + "/" + parts[1]}
		var err error
		if g.request, err = os.ReadFile(filepath.Join(dir, "request.json")); err != nil {
			t.Fatal(err)
		}
		g.facts, _ = os.ReadFile(filepath.Join(dir, "facts.json"))
		rb, err := os.ReadFile(filepath.Join(dir, "report.json"))
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(rb, &g.report); err != nil {
			t.Fatalf("%s: %v", rel, err)
		}
		out = append(out, g)
	}
	return out
}

// TestGoldenRequestsAgainstTheDocument sends every golden request, made into HTTP as the mock's
// agreement test makes it (package goldenhttp), through libopenapi-validator's request
// validator: a valid one must pass (no false refusals), and testdata/refused.md lists the
// invalid ones the document alone refuses.
func TestGoldenRequestsAgainstTheDocument(t *testing.T) {
	v := newValidator(t, document(t, "", JSON))
	var refused []string
	valid, invalid, unsent := 0, 0, 0
	for _, g := range goldenCases(t) {
		op, _ := operation.Lookup(g.op)
		target, body, why := goldenhttp.Request(op, g.request)
		if why != "" {
			unsent++
			continue
		}
		var r *bytes.Reader
		if body != nil {
			r = bytes.NewReader(body)
		}
		var req *http.Request
		if r != nil {
			req, _ = http.NewRequest(op.Method, MockAddress+target, r)
			req.Header.Set("Content-Type", "application/json")
		} else {
			req, _ = http.NewRequest(op.Method, MockAddress+target, nil)
		}
		ok, errs := v.ValidateHttpRequestSync(req)
		if g.report.Valid {
			valid++
			if !ok {
				for _, e := range errs {
					t.Errorf("%s: a valid golden request is refused: %s: %s", g.dir, e.Message, e.Reason)
					for _, f := range e.SchemaValidationErrors {
						t.Errorf("  %s: %s", f.KeywordLocation, f.Reason)
					}
				}
			}
			continue
		}
		invalid++
		if !ok {
			var ids []string
			for _, e := range g.report.Errors {
				ids = append(ids, e.ID)
			}
			refused = append(refused, "| "+g.dir+" | "+strings.Join(ids, ", ")+" |")
		}
	}
	if valid < 100 {
		t.Fatalf("only %d valid golden requests", valid)
	}
	slices.Sort(refused)
	var b bytes.Buffer
	b.WriteString("# Invalid golden requests the OpenAPI document alone refuses\n\n")
	fmt.Fprintf(&b, "Generated by `go test ./internal/openapi -run TestGoldenRequestsAgainstTheDocument -update`: libopenapi-validator's request validator, "+
		"given docs/openapi.json, accepts all %d valid golden requests and refuses %d of the %d invalid ones (%d cases HTTP cannot carry as they are were not sent). "+
		"The others need preflight's checks: check digits, corridors, facts, cross-member rules, readings.\n\n", valid, len(refused), invalid, unsent)
	b.WriteString("| golden case | entries in its report |\n|---|---|\n")
	for _, line := range refused {
		b.WriteString(line + "\n")
	}
	goldenfile.CompareOrUpdate(t, filepath.Join("testdata", "refused.md"), b.Bytes(), *update,
		"go test ./internal/openapi -run TestGoldenRequestsAgainstTheDocument -update")
	note, err := os.ReadFile(filepath.Join("..", "..", "docs", "openapi.md"))
	if err != nil {
		t.Fatal(err)
	}
	for _, figure := range []string{fmt.Sprintf("%d of %d, `TestGoldenRequestsAgainstTheDocument`", valid, valid), fmt.Sprintf("%d of the %d invalid golden requests", len(refused), invalid), fmt.Sprintf("%d cases HTTP cannot carry", unsent)} {
		if !bytes.Contains(note, []byte(figure)) {
			t.Errorf("docs/openapi.md does not say %q: update its figures from testdata/refused.md", figure)
		}
	}
}

// TestWebhookSamplesMatchTheirEvents validates package webhook's sample deliveries (the events
// its decoder reads as the specification defines them) against the document's webhooks with
// libopenapi-validator's schema validator; a stage's order under another stage's event does not
// match.
func TestWebhookSamplesMatchTheirEvents(t *testing.T) {
	d, err := libopenapi.NewDocument(document(t, "", JSON))
	if err != nil {
		t.Fatal(err)
	}
	model, err := d.BuildV3Model()
	if err != nil {
		t.Fatal(err)
	}
	sv := schema_validation.NewSchemaValidator()
	schemaOf := func(event string) *base.Schema {
		item := model.Model.Webhooks.GetOrZero(event)
		if item == nil || item.Post == nil {
			t.Fatalf("no webhook %s", event)
		}
		return item.Post.RequestBody.Content.GetOrZero("application/json").Schema.Schema()
	}
	files, _ := filepath.Glob(filepath.Join("..", "..", "webhook", "testdata", "events", "*.json"))
	checked := 0
	for _, f := range files {
		body, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var env struct {
			EventType string `json:"event_type"`
			EventName string `json:"event_name"`
		}
		if err := json.Unmarshal(body, &env); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		event := env.EventType
		if env.EventType == webhook.EventTypeIssuing {
			event = env.EventName
		}
		if model.Model.Webhooks.GetOrZero(event) == nil {
			continue // an event the specification does not define
		}
		checked++
		if ok, errs := sv.ValidateSchemaBytes(schemaOf(event), body); !ok {
			for _, e := range errs {
				t.Errorf("%s: %s: %s", filepath.Base(f), e.Message, e.Reason)
			}
		}
		if event == webhook.EventTypeOrderProcessing {
			relabelled := bytes.Replace(body, []byte(webhook.EventTypeOrderProcessing), []byte(webhook.EventTypeOrderCompleted), 1)
			if ok, _ := sv.ValidateSchemaBytes(schemaOf(webhook.EventTypeOrderCompleted), relabelled); ok {
				t.Errorf("%s relabelled %s matches it", filepath.Base(f), webhook.EventTypeOrderCompleted)
			}
		}
	}
	if checked < 5 {
		t.Errorf("only %d samples checked", checked)
	}
}

// TestYAMLWriterReadsBackAsTheTree covers shapes the document does not hold today: lists of
// lists, empty containers, keys and texts YAML would otherwise read as other things.
func TestYAMLWriterReadsBackAsTheTree(t *testing.T) {
	tree := object(
		"no", "yes",
		"1e2", "null",
		"- x", []any{[]any{"a", []any{}}, &obj{}, object("k: v", "#c", "nested", []any{object("a", 1, "b", []any{true})})},
		"text", "line\nbreak \"quoted\" \\ tab\t \u2028 é ☃ \x7f",
		"empty", &obj{},
		"list", []any{},
		"n", -3,
	)
	var fromJSON, fromYAML any
	if err := json.Unmarshal(writeJSON(tree), &fromJSON); err != nil {
		t.Fatal(err)
	}
	if err := yaml.Unmarshal(writeYAML(tree), &fromYAML); err != nil {
		t.Fatalf("%v:\n%s", err, writeYAML(tree))
	}
	a, _ := json.Marshal(fromJSON)
	b, _ := json.Marshal(fromYAML)
	if !bytes.Equal(a, b) {
		t.Errorf("YAML reads back as\n%s\nnot\n%s\n%s", b, a, writeYAML(tree))
	}
}
