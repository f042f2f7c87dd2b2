package preflight

import (
	"errors"
	"strings"
	"testing"

	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/operation"
	"github.com/preflightpay/preflight/internal/rule"
)

func TestRegistryHoldsTheSpecificationsOperations(t *testing.T) {
	count, idem := map[operation.Product]int{}, map[operation.Product]int{}
	for _, op := range Operations() {
		count[op.Product]++
		if op.Idempotent {
			idem[op.Product]++
		}
		if op.Method != "GET" && op.Method != "POST" {
			t.Errorf("%s: method %s", op.Name, op.Method)
		}
		if !strings.HasPrefix(op.Path, "/v1/") {
			t.Errorf("%s: path %s", op.Name, op.Path)
		}
	}
	// The specification's counts, and the one place a test states them: every other test derives
	// its counts from the registry. A new operation changes this line, knowingly: the
	// specification lists 22 ramp and 14 fiat operations, and "the create operations of seven
	// public endpoints in each product accept an idempotency key".
	const rampOps, fiatOps, idempotentPerProduct = 22, 14, 7
	if count[operation.Ramp] != rampOps || count[operation.Fiat] != fiatOps {
		t.Errorf("operations per product %v, want %d ramp and %d fiat", count, rampOps, fiatOps)
	}
	if idem[operation.Ramp] != idempotentPerProduct || idem[operation.Fiat] != idempotentPerProduct {
		t.Errorf("idempotent operations %v, want %d in each product", idem, idempotentPerProduct)
	}
}

func TestEveryOperationHasARulesRow(t *testing.T) {
	for _, op := range operation.All() {
		k, err := For(string(op.Name))
		if err != nil {
			t.Fatalf("%s: %v", op.Name, err)
		}
		if k.Operation() != op {
			t.Errorf("%s: checker for %s", op.Name, k.Operation().Name)
		}
		// account and bidi for all, and the idempotency record for the idempotent ones.
		want := 2
		if op.Idempotent {
			want = 3
		}
		if len(k.rules) < want {
			t.Errorf("%s: %d rules, want at least the %d common ones", op.Name, len(k.rules), want)
		}
	}
}

type rulesRow = struct {
	op    operation.Name
	rules []rule.Func
}

// rulesTableMistakes names what is wrong with a rules table: a row for an operation the registry
// does not hold, a second row for one operation, an operation without a row.
func rulesTableMistakes(table []rulesRow) []string {
	var mistakes []string
	seen := map[operation.Name]bool{}
	for _, row := range table {
		if _, ok := operation.Lookup(string(row.op)); !ok {
			mistakes = append(mistakes, "a row for "+string(row.op)+", which the registry does not hold")
		} else if seen[row.op] {
			mistakes = append(mistakes, "two rows for "+string(row.op))
		}
		seen[row.op] = true
	}
	for _, op := range operation.All() {
		if !seen[op.Name] {
			mistakes = append(mistakes, "no row for "+string(op.Name))
		}
	}
	return mistakes
}

func TestRulesTableIsComplete(t *testing.T) {
	for _, m := range rulesTableMistakes(rulesTable) {
		t.Errorf("rules.go: %s", m)
	}
}

func TestRulesTableMistakesAreNamedNotPanicked(t *testing.T) {
	complete := append([]rulesRow(nil), rulesTable...)
	for _, tc := range []struct {
		name  string
		table []rulesRow
		want  string
	}{
		{"unknown operation", append(append([]rulesRow(nil), complete...), rulesRow{op: "fiat/create-payuot"}), "a row for fiat/create-payuot, which the registry does not hold"},
		{"missing operation", complete[1:], "no row for ramp/list-assets"},
		{"repeated operation", append(append([]rulesRow(nil), complete...), complete[0]), "two rows for ramp/list-assets"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m, mistakes := buildCheckers(tc.table), rulesTableMistakes(tc.table)
			if got := strings.Join(mistakes, "; "); !strings.Contains(got, tc.want) {
				t.Errorf("mistakes %q, want one saying %q", got, tc.want)
			}
			// Every registry operation still has a checker, with at least the common rules.
			for _, op := range operation.All() {
				if k := m[op.Name]; k == nil || k.op != op || len(k.rules) < len(commonRules(op)) {
					t.Errorf("%s: checker %+v", op.Name, k)
				}
			}
		})
	}
}

func TestCatalogListsAgreeWithTheRegistry(t *testing.T) {
	for _, e := range errcatalog.All() {
		for _, op := range e.Operations {
			if _, ok := Lookup(op); !ok {
				t.Errorf("%s names unknown operation %q", e.Key, op)
			}
		}
	}
	// The all-endpoint and idempotency tables apply to exactly the registry's lists.
	for id, want := range map[errcatalog.ID][]*operation.Operation{
		errcatalog.RampLoginExpired:           operation.Of(operation.Ramp),
		errcatalog.FiatLoginExpired:           operation.Of(operation.Fiat),
		errcatalog.IdempotencyInvalidKey:      operation.Idempotent(),
		errcatalog.IdempotencyPayloadMismatch: operation.Idempotent(),
	} {
		got := errcatalog.Get(id).Operations
		if len(got) != len(want) {
			t.Errorf("%s applies to %d operations, the registry lists %d", id.Key(), len(got), len(want))
			continue
		}
		for i, op := range want {
			if got[i] != string(op.Name) {
				t.Errorf("%s: operation %d is %s, the registry's is %s", id.Key(), i, got[i], op.Name)
			}
		}
	}
}

func TestUnknownOperationListsTheKnownOnes(t *testing.T) {
	_, err := Check("fiat/nope", []byte(`{}`), nil, Options{})
	u, ok := err.(*UnknownOperationError)
	if !ok || len(u.Known) != operation.Len() {
		t.Fatalf("err = %v", err)
	}
	if len(u.Nearest) != 0 || !strings.Contains(err.Error(), "; known operations: ") {
		t.Errorf("fiat/nope: nearest %q, %v", u.Nearest, err)
	}
}

// TestUnknownOperationSaysWhatItMostLikelyMeant: a slip of the keyboard gets the nearest name,
// an operation without its product both products' names.
func TestUnknownOperationSaysWhatItMostLikelyMeant(t *testing.T) {
	for given, want := range map[string]string{
		"create-payot":    `unknown operation "create-payot"; did you mean fiat/create-payout?`,
		"create-transfer": `unknown operation "create-transfer"; did you mean fiat/create-transfer or ramp/create-transfer?`,
	} {
		_, err := For(given)
		if err == nil || err.Error() != want {
			t.Errorf("For(%q): %v, want %s", given, err, want)
		}
	}
}

func TestUnreadableRequestIsAFindingOnlyWhereTheCatalogDocumentsIt(t *testing.T) {
	for _, op := range operation.All() {
		r, err := Check(string(op.Name), []byte(`[1]`), nil, Options{})
		documented := errcatalog.Get(errcatalog.InvalidRequest(op)).AppliesTo(string(op.Name))
		switch {
		case documented && (err != nil || len(r.Errors) != 1 || r.Errors[0].Reason.Code != "request.unreadable"):
			t.Errorf("%s: documents invalid request, got %v %+v", op.Name, err, r.Errors)
		case !documented && !errors.Is(err, ErrUnreadable):
			t.Errorf("%s: documents no invalid request, got %v %+v, want ErrUnreadable", op.Name, err, r.Errors)
		}
	}
}
