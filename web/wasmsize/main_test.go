package main

import (
	"strings"
	"testing"
)

func TestPkgOfReadsTheNameSectionsSpelling(t *testing.T) {
	for _, tc := range []struct{ sym, want string }{
		{"github.com_shopspring_decimal.Decimal.String", "github.com/shopspring/decimal"},
		{"github.com_preflightpay_preflight_report.__Builder_.Fail", "github.com/preflightpay/preflight/report"},
		{"math_big.nat.add", "math/big"},
		{"runtime.mallocgc", "runtime"},
		{"type_.eq.foo", "(type equality functions)"},
		{"wasm_export_run", "wasm_export_run"},
	} {
		if got := pkgOf(tc.sym); got != tc.want {
			t.Errorf("pkgOf(%q) = %q, want %q", tc.sym, got, tc.want)
		}
	}
}

func TestTableComparesPackageByPackageAndSumsTheRest(t *testing.T) {
	cur := &sizes{raw: map[string]int{"a": 100, "b": 50, "c": 10}, gzip: map[string]int{"a": 40, "b": 20, "c": 5}, code: 160, data: 1000}
	base := &sizes{raw: map[string]int{"a": 120, "d": 30}, gzip: map[string]int{"a": 45, "d": 12}, code: 150, data: 1100}
	got := table(cur, base, true, 2)
	want := []struct{ name, change string }{
		{"package", "change"},
		{"a", "-5"},
		{"b", "+20"},
		{"(2 more packages)", "-7"}, // d (12 to 0) and c (0 to 5)
		{"all code", "+10"},
		{"data section", "-100"},
	}
	if len(got) != len(want) {
		t.Fatalf("%d lines, want %d:\n%s", len(got), len(want), strings.Join(got, "\n"))
	}
	for i, w := range want {
		f := strings.Fields(got[i])
		if !strings.HasPrefix(got[i], w.name) || f[len(f)-1] != w.change {
			t.Errorf("line %d = %q, want %s ... %s", i, got[i], w.name, w.change)
		}
	}
}
