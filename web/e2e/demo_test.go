package e2e

import (
	"bufio"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"github.com/preflightpay/preflight"
	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/reason"
	chromiumexe "github.com/preflightpay/preflight/web/internal/chromium"
)

const payoutOp = "fiat/create-payout"

// page is the demo open in a fresh headless Chromium.
type page struct {
	t    *testing.T
	ctx  context.Context
	base string

	problems []string // uncaught exceptions, console errors, requests off the demo's origin
}

func openDemo(t *testing.T) *page {
	t.Helper()
	requireBrowserTests(t)
	bin := buildCommand(t)
	base := startDemo(t, bin)
	return openPage(t, base, "/", `body[data-ready="true"]`)
}

// openPage opens base+path in a fresh headless Chromium and waits for ready (a CSS selector).
// Every exception, console error and request off base fails the test.
func openPage(t *testing.T, base, path, ready string) *page {
	t.Helper()
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chromium(t)),
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(1300, 1100),
	)
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelCtx := chromedp.NewContext(allocCtx)
	t.Cleanup(func() { cancelCtx(); cancelAlloc() })

	p := &page{t: t, ctx: ctx, base: base}
	var mu sync.Mutex
	err := chromedp.Listen(ctx, func(ev any) {
		var problem string
		switch ev := ev.(type) {
		case *runtime.EventExceptionThrown:
			problem = (&chromedp.ExceptionError{ExceptionDetails: ev.ExceptionDetails}).Error()
		case *runtime.EventConsoleAPICalled:
			if ev.Type == runtime.ConsoleAPICalledTypeError {
				problem = "console.error"
			}
		case *network.EventRequestWillBeSent:
			if !strings.HasPrefix(ev.Request.URL, base) && !strings.HasPrefix(ev.Request.URL, "data:") {
				problem = "a request off the demo's origin: " + ev.Request.URL
			}
		}
		if problem != "" {
			mu.Lock()
			p.problems = append(p.problems, problem)
			mu.Unlock()
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	p.do(chromedp.Navigate(base+path), chromedp.WaitReady(chromedp.CSS(ready)))
	t.Cleanup(func() {
		mu.Lock()
		defer mu.Unlock()
		if len(p.problems) > 0 {
			t.Errorf("the page had problems:\n%s", strings.Join(p.problems, "\n"))
		}
	})
	return p
}

func (p *page) do(steps ...chromedp.Action[chromedp.Void]) {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, 30*time.Second)
	defer cancel()
	if err := chromedp.Do(ctx, steps...); err != nil {
		p.t.Fatal(err)
	}
}

// eval runs a JavaScript expression in the page and decodes its value.
func eval[T any](p *page, js string) T {
	p.t.Helper()
	v, err := chromedp.Run(p.ctx, chromedp.Evaluate[T](js))
	if err != nil {
		p.t.Fatalf("%v\n%s", err, js)
	}
	return v
}

// pick chooses a value in one of the corridor pickers, as a user would, firing change.
func (p *page) pick(id, value string) {
	p.t.Helper()
	ok := eval[bool](p, `(() => {
		const s = document.getElementById(`+jsString(id)+`);
		if (![...s.options].some((o) => o.value === `+jsString(value)+`)) return false;
		s.value = `+jsString(value)+`;
		s.dispatchEvent(new Event("change", { bubbles: true }));
		return true;
	})()`)
	if !ok {
		p.t.Fatalf("picker %s offers no %q", id, value)
	}
}

// pickField chooses a value in a field's select box, firing input and change as a user would.
func (p *page) pickField(path, value string) {
	p.t.Helper()
	ok := eval[bool](p, `(() => {
		const s = document.querySelector(`+jsString(string(fieldSel(path)))+`);
		if (!s || ![...s.options].some((o) => o.value === `+jsString(value)+`)) return false;
		s.value = `+jsString(value)+`;
		s.dispatchEvent(new Event("input", { bubbles: true }));
		s.dispatchEvent(new Event("change", { bubbles: true }));
		return true;
	})()`)
	if !ok {
		p.t.Fatalf("field %s offers no %q", path, value)
	}
}

// selected is the pickers' state: "COUNTRY CURRENCY CLEARING-OPTION".
func (p *page) selected() string {
	p.t.Helper()
	return eval[string](p, `["country", "currency", "clearing"].map((id) => document.getElementById(id).value).join(" ")`)
}

// internalWords are words of the code, not of a payout form: the specification and preflight's
// tables, which the user has never seen, and the findings' entry ids and reason codes.
var internalWords = regexp.MustCompile(`(?i)\b(spec|specification|table|tables)\b`)

// assertNoInternalWords reads the text a user sees (the request's JSON aside, which is data) and
// requires none of the internal words, entry ids or reason codes in it.
func (p *page) assertNoInternalWords() {
	p.t.Helper()
	shown := eval[string](p, `(() => {
		const clone = document.body.cloneNode(true);
		clone.querySelector("#json")?.remove();
		return clone.innerText + " " + [...document.querySelectorAll("[title]")].map((e) => e.title).join(" ");
	})()`)
	if m := internalWords.FindString(shown); m != "" {
		p.t.Errorf("the page shows the internal word %q:\n%s", m, shown)
	}
	var ids []string
	for _, e := range errcatalog.All() {
		ids = append(ids, e.Key)
	}
	for _, r := range reason.Table() {
		ids = append(ids, string(r.Code))
	}
	for _, id := range ids {
		if strings.Contains(shown, id) {
			p.t.Errorf("the page shows the id %q", id)
		}
	}
}

func fieldSel(path string) chromedp.CSS { return chromedp.CSS(`[data-path="` + path + `"]`) }

// typeInto replaces a field's text by typing it key by key.
func (p *page) typeInto(path, text string) {
	p.t.Helper()
	if !eval[bool](p, `(() => {
		const e = document.querySelector(`+jsString(string(fieldSel(path)))+`);
		if (!e) return false;
		e.value = "";
		return true;
	})()`) {
		p.t.Fatalf("no field %s", path)
	}
	p.do(chromedp.SendKeys(fieldSel(path), text))
}

func (p *page) hasField(path string) bool {
	return eval[int](p, `document.querySelectorAll(`+jsString(string(fieldSel(path)))+`).length`) > 0
}

// messages returns the messages shown beside each field, by the field's request path.
func (p *page) messages() map[string][]string {
	p.t.Helper()
	return eval[map[string][]string](p, `Object.fromEntries([...document.querySelectorAll(".field[data-field]")].map((b) =>
		[b.dataset.field, [...b.querySelectorAll(".msg .err")].map((e) => e.textContent)]))`)
}

// warnings returns the advice shown beside each field, by the field's request path.
func (p *page) warnings() map[string][]string {
	p.t.Helper()
	return eval[map[string][]string](p, `Object.fromEntries([...document.querySelectorAll(".field[data-field]")].map((b) =>
		[b.dataset.field, [...b.querySelectorAll(".msg .warn")].map((e) => e.textContent)]))`)
}

// request is the JSON the page shows, the request it validated last.
func (p *page) request() []byte {
	p.t.Helper()
	return []byte(p.text("#json"))
}

func (p *page) text(sel string) string {
	p.t.Helper()
	return eval[string](p, `document.querySelector(`+jsString(sel)+`).textContent`)
}

var clickClear = chromedp.Click(chromedp.CSS(`#clear`))

func (p *page) submit() {
	p.t.Helper()
	p.do(chromedp.Click(chromedp.CSS(`button[type=submit]`)))
}

// assertMatchesCommand checks the page against the command: every finding the Go front door
// reports for the request the page shows appears, with its exact message, beside its field (or
// in the banner), and nothing else does. It needs every finding shown: call submit first.
func (p *page) assertMatchesCommand() {
	p.t.Helper()
	_, report, err := preflight.CheckJSON(payoutOp, p.request(), nil, preflight.Options{})
	if err != nil {
		p.t.Fatal(err)
	}
	type shown struct{ Field, Message, Box string }
	got := eval[[]shown](p, `[...document.querySelectorAll(".err")].map((e) => ({
		Field: e.dataset.field, Message: e.textContent,
		Box: e.closest(".field")?.dataset.field ?? "banner" }))`)
	var want []string
	for _, e := range report.Errors {
		want = append(want, e.Field+": "+e.Message)
	}
	var have []string
	for _, s := range got {
		have = append(have, s.Field+": "+s.Message)
		if s.Box != "banner" && p.hasField(s.Field) && s.Box != s.Field {
			p.t.Errorf("%q for %s is shown beside %s", s.Message, s.Field, s.Box)
		}
	}
	p.assertSameSet("messages", have, want)
	// Beside each message, the reason's sentence in plain words (the page rewords the sentence
	// written for developers; its code says which reason it is).
	var whyWant []string
	for _, e := range report.Errors {
		whyWant = append(whyWant, e.Field+": "+string(e.Reason.Code))
	}
	p.assertSameSet("reasons", eval[[]string](p, `[...document.querySelectorAll(".finding.error .why")].map((e) =>
		e.dataset.field + ": " + (e.textContent.trim() ? e.dataset.reason : "(no words)"))`), whyWant)
	// The list beside the form holds every error, then every warning, in the report's order.
	var listed []string
	for _, e := range report.Errors {
		listed = append(listed, e.Action+" "+e.Message)
	}
	for _, w := range report.Warnings {
		listed = append(listed, "WARN "+w.Message)
	}
	shownList := eval[[]string](p, `[...document.querySelectorAll("#issues li:not(.none):not(.quiet)")].map((li) =>
		li.dataset.action + " " + li.querySelector(".m").textContent)`)
	if !slices.Equal(listed, shownList) {
		p.t.Errorf("the list shows\n  %s\nthe command reports\n  %s", strings.Join(shownList, "\n  "), strings.Join(listed, "\n  "))
	}
	title, meant := p.text("#verdict-title"), verdictTitle(report)
	if meant == "to fix" && !strings.HasSuffix(title, meant) || meant != "to fix" && title != meant {
		p.t.Errorf("the page's verdict is %q, the command's report means %q", title, meant)
	}
}

// verdictTitle is what the page's verdict says of a report once every finding is shown (after
// submit): the JS package's verdict, from the command's report. A refused payout's title counts
// its problems ("3 problems to fix"), so only its end is given.
func verdictTitle(r preflight.Report) string {
	if len(r.Errors) > 0 {
		return "to fix"
	}
	if slices.ContainsFunc(r.Warnings, func(w preflight.Issue) bool { return w.Predicts != "" }) {
		return "Likely refused"
	}
	return "Ready to send"
}

// assertSameSet requires the page to show what the command reports, in any order.
func (p *page) assertSameSet(what string, shown, reported []string) {
	p.t.Helper()
	slices.Sort(shown)
	slices.Sort(reported)
	if !slices.Equal(shown, reported) {
		p.t.Errorf("the page shows the %s\n  %s\nthe command reports\n  %s", what, strings.Join(shown, "\n  "), strings.Join(reported, "\n  "))
	}
}

func (p *page) screenshot(name string) {
	p.t.Helper()
	png, err := chromedp.Run(p.ctx, chromedp.FullScreenshot(100)) // quality 100 gives a PNG; less, a JPEG
	if err != nil {
		p.t.Fatal(err)
	}
	dir := os.Getenv("PREFLIGHT_E2E_OUT")
	if dir == "" {
		dir = filepath.Join("out", "screenshots")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		p.t.Fatal(err)
	}
	path := filepath.Join(dir, name+".png")
	if err = os.WriteFile(path, png, 0o644); err != nil {
		p.t.Fatal(err)
	}
	p.t.Logf("screenshot: %s", path)
}

func jsString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

func requireBrowserTests(t *testing.T) {
	t.Helper()
	if os.Getenv("PREFLIGHT_BROWSER_TESTS") != "1" {
		t.Skip("set PREFLIGHT_BROWSER_TESTS=1 (scripts/test-browser.sh does) to run the browser tests")
	}
}

func chromium(t *testing.T) string {
	t.Helper()
	p, err := chromiumexe.Path()
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// buildCommand builds cmd/preflight once per test binary, with the assets it embeds.
func buildCommand(t *testing.T) string {
	t.Helper()
	buildOnce.Do(func() {
		dir, err := os.MkdirTemp("", "preflight-e2e")
		if err != nil {
			buildErr = err
			return
		}
		builtBin = filepath.Join(dir, "preflight")
		out, err := exec.Command("go", "build", "-o", builtBin, "github.com/preflightpay/preflight/cmd/preflight").CombinedOutput()
		if err != nil {
			buildErr = &buildError{err, out}
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return builtBin
}

// startDemo runs `preflight demo` on a free loopback port and returns its URL.
func startDemo(t *testing.T, bin string) string {
	t.Helper()
	cmd := exec.Command(bin, "demo", "--addr", "127.0.0.1:0")
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	line, err := bufio.NewReader(stdout).ReadString('\n')
	if err != nil {
		t.Fatalf("preflight demo printed no address: %v", err)
	}
	_, rest, ok := strings.Cut(line, "http://")
	if !ok {
		t.Fatalf("preflight demo printed %q", line)
	}
	url, _, _ := strings.Cut(rest, " ")
	return "http://" + url
}
