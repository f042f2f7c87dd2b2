package errcatalog

import (
	"os"
	"strings"
	"testing"

	"github.com/preflightpay/preflight/errcatalog/internal/catalogspec"
)

// TestTableMatchesItsSource holds the generated table to its sources: catalog_table.go must be
// what testdata/spec-errors.md (the specification's error section, verbatim) and keys.txt give.
// catalogspec.Join has already required every row to have exactly one key and every key one row.
func TestTableMatchesItsSource(t *testing.T) {
	want, err := catalogspec.GenerateDir(".")
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(catalogspec.TableFile)
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != string(want) {
		t.Errorf("%s is stale: run go generate ./errcatalog", catalogspec.TableFile)
	}
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

// TestSpecExampleFillsTheRowsMessage: the specification's own example, filled into the template,
// is the row's message as the specification writes it.
func TestSpecExampleFillsTheRowsMessage(t *testing.T) {
	for id, want := range map[ID]string{
		RampInvalidAddressFormat:  "invalid address format for network ETH",
		RampInvalidTravelRuleJSON: "invalid travel rule meta_data json: invalid character 'x' looking for beginning of value",
	} {
		if got := Fill(Get(id).Message, SpecExample(id)); got != want {
			t.Errorf("%s: %q, want %q", id, got, want)
		}
	}
	if SpecExample(TransferAmountNotInteger) != nil {
		t.Errorf("%s: the specification shows no example, got %q", TransferAmountNotInteger, SpecExample(TransferAmountNotInteger))
	}
}
