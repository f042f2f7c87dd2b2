package e2e

import (
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// axeCore is the accessibility engine the demo is checked with, pinned: the test is about the
// page, not about axe's newest rules.
const axeCore = "axe-core@4.11.0"

// wcagAA are axe's tags for WCAG 2.2 level A and AA.
const wcagAA = `["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]`

var (
	axeOnce   sync.Once
	axeSource string
	axeErr    error
)

// axe installs axe-core from npm once per test binary and returns its script.
func axe(t *testing.T) string {
	t.Helper()
	axeOnce.Do(func() {
		dir, err := os.MkdirTemp("", "preflight-axe")
		if err != nil {
			axeErr = err
			return
		}
		out, err := runOut(dir, "npm", "install", "--prefix", dir, "--no-save", "--no-package-lock", "--no-audit", "--no-fund", "--loglevel=error", axeCore)
		if err != nil {
			axeErr = &buildError{err, out}
			return
		}
		b, err := os.ReadFile(filepath.Join(dir, "node_modules", "axe-core", "axe.min.js"))
		axeSource, axeErr = string(b), err
	})
	if axeErr != nil {
		t.Fatal(axeErr)
	}
	return axeSource
}

// assertAccessible runs axe-core over the page as it stands, every <details> opened so that
// the platform's messages are checked too, and fails on any violation of WCAG 2.2 A or AA.
func (p *page) assertAccessible(t *testing.T, state string) {
	t.Helper()
	if !eval[bool](p, `typeof axe === "object"`) {
		eval[bool](p, axe(t)+";true")
	}
	eval[bool](p, `(() => { document.querySelectorAll("details").forEach((d) => { d.open = true; }); return true; })()`)
	type node struct{ Target, Summary string }
	type violation struct {
		ID, Impact, Help string
		Nodes            []node
	}
	vs := runEval[[]violation](t, p, `axe.run(document, { runOnly: { type: "tag", values: `+wcagAA+` }, resultTypes: ["violations"] })
		.then((r) => r.violations.map((v) => ({ ID: v.id, Impact: v.impact ?? "", Help: v.help,
			Nodes: v.nodes.slice(0, 5).map((n) => ({ Target: n.target.join(" "), Summary: n.failureSummary ?? "" })) })))`)
	eval[bool](p, `(() => { document.querySelectorAll("details").forEach((d) => { d.open = false; }); return true; })()`)
	for _, v := range vs {
		var where []string
		for _, n := range v.Nodes {
			where = append(where, n.Target+": "+strings.ReplaceAll(n.Summary, "\n", " "))
		}
		t.Errorf("%s: axe %s (%s): %s\n  %s", state, v.ID, v.Impact, v.Help, strings.Join(where, "\n  "))
	}
}

// runEval evaluates an expression whose value is a promise and decodes what it resolves to.
func runEval[T any](t *testing.T, p *page, js string) T {
	t.Helper()
	v, err := chromedp.Run(p.ctx, chromedp.Evaluate[T](js, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("%v\n%s", err, js)
	}
	return v
}

// assertFieldsDescribed checks what axe cannot: each control's accessible name is its label
// alone, its findings are reachable by aria-describedby, and a control with an error or a
// prediction beside it says aria-invalid="true" (advice does not).
func (p *page) assertFieldsDescribed(t *testing.T, state string) {
	t.Helper()
	problems := eval[[]string](p, `[...document.querySelectorAll(".field")].flatMap((box) => {
		const c = box.querySelector("input, select");
		if (!c) return [];
		const out = [];
		const label = c.labels?.[0];
		if (!label || label.querySelector(".finding, .hint")) out.push(c.id + ": its label holds more than the field's name");
		const described = (c.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
		const msg = box.querySelector(".msg");
		if (!described.includes(msg.id)) out.push(c.id + ": its findings are not in aria-describedby");
		const blocking = box.querySelector(".finding.error, .finding.prediction") !== null;
		if ((c.getAttribute("aria-invalid") === "true") !== blocking) out.push(c.id + ": aria-invalid " + c.getAttribute("aria-invalid") + " beside " + (blocking ? "a blocking finding" : "none"));
		if (box.querySelector(".req") && c.getAttribute("aria-required") !== "true") out.push(c.id + ": marked required without aria-required");
		if (c.placeholder) out.push(c.id + ": a placeholder (" + c.placeholder + ")");
		return out;
	})`)
	for _, problem := range problems {
		t.Errorf("%s: %s", state, problem)
	}
}

// TestDemoIsAccessibleInEveryCorridor checks the demo against WCAG 2.2 AA with axe-core: the
// blank form and its focus ring, then every corridor's form filled with bad values and submitted
// (errors, predictions and advice beside the fields) and filled with the corridor's examples
// (ready to send). It then checks the 390 px layout: the verdict is on the first screen, above the form.
// Screenshots at 1280 and 390 px go where CI keeps them.
func TestDemoIsAccessibleInEveryCorridor(t *testing.T) {
	p := openDemo(t)
	p.do(chromedp.EmulateViewport(1280, 900))
	p.assertAccessible(t, "blank")
	p.assertFieldsDescribed(t, "blank")
	// The focus ring: each control reached by the keyboard is outlined 3 px.
	eval[bool](p, `(document.getElementById("country").focus(), true)`)
	for range 8 {
		p.do(chromedp.KeyEvent(kb.Tab))
		if ring := eval[string](p, `(() => { const s = getComputedStyle(document.activeElement); return document.activeElement.id + " " + s.outlineStyle + " " + s.outlineWidth; })()`); !strings.HasSuffix(ring, " solid 3px") {
			t.Errorf("the focused control shows no ring: %s", ring)
		}
	}
	for _, c := range p.corridors() {
		name := c.Country + "-" + strings.ReplaceAll(c.Clearing, "|", "-")
		p.pick("country", c.Country)
		p.pick("currency", c.Currency)
		p.pick("clearing", c.Clearing)
		t.Run(name, func(t *testing.T) {
			eval[bool](p, `(() => {
				for (const e of document.querySelectorAll("input[data-path]")) {
					e.value = "x!";
					e.dispatchEvent(new Event("input", { bubbles: true }));
				}
				return true;
			})()`)
			p.submit()
			p.assertAccessible(t, "bad values")
			p.assertFieldsDescribed(t, "bad values")
			p.do(clickClear, chromedp.Click(chromedp.CSS(`#example`)))
			p.assertAccessible(t, "examples")
			p.assertFieldsDescribed(t, "examples")
		})
		p.do(clickClear)
	}

	// The three verdicts and the three kinds of finding, at both widths: a USD ACH payout with a
	// third decimal (a prediction), a BIC from Germany (advice) and an account number the
	// platform refuses (an error).
	p.chooseCorridor("US", "USD", "LOCAL", "ACH")
	p.do(chromedp.Click(chromedp.CSS(`#example`)))
	p.typeInto("beneficiary.swift_code", "DEUTDEFF")
	p.typeInto("receiving_amount", "100.005")
	p.assertAccessible(t, "likely refused with advice")
	p.screenshot("a11y-likely-refused-1280")
	p.typeInto("beneficiary.account_number", "12-AB")
	p.submit()
	p.assertAccessible(t, "refused")
	p.assertFieldsDescribed(t, "refused")
	kinds := eval[[]string](p, `[...new Set([...document.querySelectorAll(".field .finding")].map((f) =>
		f.dataset.kind + ":" + getComputedStyle(f.querySelector(".icon")).clipPath + ":" + getComputedStyle(f.querySelector(".icon")).borderRadius + ":" + f.querySelector(".kind").textContent))].sort()`)
	if len(kinds) != 3 || kinds[0] == kinds[1] || kinds[1] == kinds[2] {
		t.Errorf("the three kinds of finding do not differ in icon shape and word: %q", kinds)
	}
	p.screenshot("a11y-refused-1280")

	p.do(chromedp.EmulateViewport(390, 844))
	p.assertAccessible(t, "refused at 390 px")
	if top := eval[float64](p, `document.getElementById("verdict").getBoundingClientRect().top + window.scrollY`); top > 400 {
		t.Errorf("at 390 px the verdict is %.0f px down the page, want it on the first screen", top)
	}
	if form := eval[float64](p, `document.getElementById("form").getBoundingClientRect().top - document.getElementById("verdict").getBoundingClientRect().bottom`); form < 0 {
		t.Errorf("at 390 px the verdict is not above the form (%.0f px)", form)
	}
	p.screenshot("a11y-refused-390")
	p.typeInto("beneficiary.account_number", "123456789")
	p.screenshot("a11y-likely-refused-390")
	p.typeInto("receiving_amount", "100.00")
	if got := p.text("#verdict-title"); got != "Ready to send" {
		t.Errorf("verdict %q", got)
	}
	p.assertAccessible(t, "ready at 390 px")
	p.screenshot("a11y-ready-390")
	p.do(chromedp.EmulateViewport(1280, 900))
	p.screenshot("a11y-ready-1280")
}
