package e2e

import (
	"strings"
	"testing"
)

func TestDemoLoadsOfflineAndBuildsTheForm(t *testing.T) {
	p := openDemo(t)
	if got := p.text("#status"); got != "Checks loaded · offline" {
		t.Errorf("status %q", got)
	}
	for _, path := range []string{"payment_amount", "beneficiary.account_number"} {
		if !p.hasField(path) {
			t.Errorf("no field %s", path)
		}
	}
	p.screenshot("demo-loaded")
}

// TestEveryCorridorShowsTheCommandsMessages picks every corridor the page offers, types a bad
// value into every field, and holds the page to the command's report for the same request.
func TestEveryCorridorShowsTheCommandsMessages(t *testing.T) {
	p := openDemo(t)
	type corridor struct{ Country, Currency, Clearing string }
	corridors := eval[[]corridor](p, `(() => {
		const out = [];
		const [country, currency, clearing] = ["country", "currency", "clearing"].map((id) => document.getElementById(id));
		for (const a of [...country.options].map((o) => o.value)) {
			country.value = a; country.dispatchEvent(new Event("change", { bubbles: true }));
			for (const b of [...currency.options].map((o) => o.value)) {
				currency.value = b; currency.dispatchEvent(new Event("change", { bubbles: true }));
				for (const c of [...clearing.options].map((o) => o.value)) out.push({ Country: a, Currency: b, Clearing: c });
			}
		}
		return out;
	})()`)
	if len(corridors) < 5 {
		t.Fatalf("only %d corridors offered: %v", len(corridors), corridors)
	}
	for _, c := range corridors {
		p.pick("country", c.Country)
		p.pick("currency", c.Currency)
		p.pick("clearing", c.Clearing)
		paths := eval[[]string](p, `[...document.querySelectorAll("input[data-path]")].map((e) => e.dataset.path)`)
		for _, path := range paths {
			p.typeInto(path, "x!")
		}
		p.submit()
		t.Run(strings.Join([]string{c.Country, c.Currency, c.Clearing}, "-"), func(t *testing.T) {
			saved := p.t
			p.t = t
			defer func() { p.t = saved }()
			p.assertMatchesCommand()
		})
		p.do(clickClear)
	}
}
