package main

import (
	"encoding/json"
	"errors"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/preflightpay/preflight/internal/facts"
	"github.com/preflightpay/preflight/internal/goldenfile"
	"github.com/preflightpay/preflight/web/internal/modroot"
)

// TestGeneratedTypesAreCurrent regenerates the TypeScript types and compares them with the
// committed file that preflight.d.ts re-exports.
func TestGeneratedTypesAreCurrent(t *testing.T) {
	root := root(t)
	want, err := generate(root)
	if err != nil {
		t.Fatal(err)
	}
	goldenfile.CompareOrUpdate(t, filepath.Join(root, "web", outName), want, false, "go generate ./web")
}

// TestFactsTypeNamesOnlyKnownFacts holds the facts type read from the source to the decoder
// itself: a document with every member the type names, each with a value of its type, has no
// unknown fact and no member of the wrong JSON type. The only problems left are values that a
// type cannot say ("x" is a string, not an IP address), at these paths.
var valueOnlyProblems = []string{"account.ip:", "account.ip_allowlist[0]:", "idempotency.stored.fingerprint:", "idempotency.stored.state:"}

func TestFactsTypeNamesOnlyKnownFacts(t *testing.T) {
	typ, err := factsType(filepath.Join(root(t), "internal", "facts"))
	if err != nil {
		t.Fatal(err)
	}
	doc, err := json.Marshal(sample(typ))
	if err != nil {
		t.Fatal(err)
	}
	_, err = facts.Parse(doc)
	var ferr *facts.Error
	if errors.As(err, &ferr) {
		for _, p := range ferr.Problems {
			if !slices.ContainsFunc(valueOnlyProblems, func(path string) bool { return strings.HasPrefix(p, path) }) {
				t.Errorf("%s\n(document %s)", p, doc)
			}
		}
	} else if err != nil {
		t.Fatal(err)
	}
	if got := len(typ.members); got != 6 {
		t.Errorf("the facts type has %d sections, want 6 (account, limits, balances, idempotency, fiat, ramp)", got)
	}
}

// sample is a value of type t: every member present.
func sample(t *tsType) any {
	switch {
	case t.members != nil:
		m := map[string]any{}
		for _, mb := range t.members {
			m[mb.key] = sample(mb.typ)
		}
		return m
	case t.record != nil:
		return map[string]any{"USD": sample(t.record)}
	case t.array != nil:
		return []any{sample(t.array)}
	}
	switch t.name {
	case "boolean":
		return true
	case "Decimal":
		return "1.5"
	}
	return "x"
}

func root(t *testing.T) string {
	t.Helper()
	r, err := modroot.Dir()
	if err != nil {
		t.Fatal(err)
	}
	return r
}
