package preflight

import (
	"testing"

	"github.com/preflightpay/preflight/errcatalog"
)

func TestRegistryHoldsTheSpecificationsOperations(t *testing.T) {
	ramp, fiat, idem := 0, 0, map[string]int{}
	for _, op := range Operations() {
		switch op.Product {
		case "ramp":
			ramp++
		case "fiat":
			fiat++
		default:
			t.Errorf("%s: product %q", op.Name, op.Product)
		}
		if op.Idempotent {
			idem[op.Product]++
		}
		if op.Method != "GET" && op.Method != "POST" {
			t.Errorf("%s: method %s", op.Name, op.Method)
		}
	}
	if ramp != 22 || fiat != 14 {
		t.Errorf("%d ramp and %d fiat operations, want 22 and 14", ramp, fiat)
	}
	if idem["ramp"] != 7 || idem["fiat"] != 7 {
		t.Errorf("idempotent operations %v, want 7 in each product", idem)
	}
}

func TestCatalogNamesOnlyRegisteredOperations(t *testing.T) {
	for _, e := range errcatalog.All() {
		for _, op := range e.Operations {
			if _, ok := Lookup(op); !ok {
				t.Errorf("%s names unknown operation %q", e.Key, op)
			}
		}
	}
}

func TestUnknownOperationListsTheKnownOnes(t *testing.T) {
	_, err := Check("fiat/nope", []byte(`{}`), nil, Options{})
	u, ok := err.(*UnknownOperationError)
	if !ok || len(u.Known) != 36 {
		t.Fatalf("err = %v", err)
	}
}
