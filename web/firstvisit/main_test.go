package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestVariantsAreReadAsNameModuleEncodingAndHints(t *testing.T) {
	module := filepath.Join(t.TempDir(), "preflight.js")
	if err := os.WriteFile(module, []byte("export {}"), 0o644); err != nil {
		t.Fatal(err)
	}
	v, err := parseVariant("br-hints=" + module + ":br:preload")
	if err != nil || v.name != "br-hints" || v.encoding != "br" || !v.preload || string(v.js) != "export {}" {
		t.Errorf("parseVariant = %+v, %v", v, err)
	}
	for _, bad := range []string{"x", "=" + module + ":br", "x=" + module, "x=" + module + ":zstd", "x=" + module + ":br:later", "x=/no/such.js:br"} {
		if _, err := parseVariant(bad); err == nil {
			t.Errorf("parseVariant(%q) accepted it", bad)
		}
	}
}

func TestPageHintsOnlyWhenAsked(t *testing.T) {
	payout := []byte(`{"receiving_amount": "1.00"}`)
	if p := page(&variant{}, payout); strings.Contains(p, "preload") || !strings.Contains(p, `"receiving_amount": "1.00"`) {
		t.Errorf("the page without hints:\n%s", p)
	}
	if p := page(&variant{preload: true}, payout); !strings.Contains(p, `<link rel="preload" href="preflight.wasm" as="fetch" crossorigin>`) {
		t.Errorf("the page with hints:\n%s", p)
	}
}
