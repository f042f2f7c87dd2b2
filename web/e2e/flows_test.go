package e2e

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/preflightpay/preflight"
)

func TestDemoLoadsOfflineAndBuildsTheForm(t *testing.T) {
	p := openDemo(t)
	if got := p.text("#status"); got != "Checks loaded · offline" {
		t.Errorf("status %q", got)
	}
	for _, path := range []string{"receiving_amount", "beneficiary.account_number"} {
		if !p.hasField(path) {
			t.Errorf("no field %s", path)
		}
	}
	p.screenshot("demo-loaded")
}

// TestEveryCorridorShowsTheCommandsMessages picks every corridor the page offers (each with the
// first country it serves), fills every field with a bad value, and holds the page to the
// command's report for the same request.
func TestEveryCorridorShowsTheCommandsMessages(t *testing.T) {
	p := openDemo(t)
	corridors := p.corridors()
	if len(corridors) < 10 {
		t.Fatalf("only %d corridors offered: %v", len(corridors), corridors)
	}
	for _, c := range corridors {
		p.pick("country", c.Country)
		p.pick("currency", c.Currency)
		p.pick("clearing", c.Clearing)
		// Typing key by key is TestPayoutFormShowsThePlatformsMessages's job; here each field
		// gets its value at once, with the input event the page listens to.
		eval[bool](p, `(() => {
			for (const e of document.querySelectorAll("input[data-path]")) {
				e.value = "x!";
				e.dispatchEvent(new Event("input", { bubbles: true }));
			}
			return true;
		})()`)
		p.submit()
		t.Run(c.Country+"-"+strings.ReplaceAll(c.Clearing, "|", "-"), func(t *testing.T) {
			saved := p.t
			p.t = t
			defer func() { p.t = saved }()
			p.assertMatchesCommand()
		})
		p.assertNoInternalWords()
		p.do(clickClear, chromedp.Click(chromedp.CSS(`#example`)))
		p.submit()
		t.Run(c.Country+"-"+strings.ReplaceAll(c.Clearing, "|", "-")+"-examples", func(t *testing.T) {
			saved := p.t
			p.t = t
			defer func() { p.t = saved }()
			p.assertMatchesCommand()
			// The examples are the corridor's and the country's: together they make a payout.
			if got := p.text("#verdict-title"); got != "Ready to send" {
				t.Errorf("the examples of %v make %q: %s", c, got, p.request())
			}
		})
		p.do(clickClear)
	}
}

// corridor is one choice of the pickers: a country, a currency and a clearing option.
type corridor struct{ Country, Currency, Clearing string }

// corridors lists every clearing option the pickers offer, each with the first country and
// currency that offer it.
func (p *page) corridors() []corridor {
	p.t.Helper()
	return eval[[]corridor](p, `(() => {
		const seen = new Map();
		const [country, currency, clearing] = ["country", "currency", "clearing"].map((id) => document.getElementById(id));
		for (const a of [...country.options].map((o) => o.value)) {
			country.value = a; country.dispatchEvent(new Event("change", { bubbles: true }));
			for (const b of [...currency.options].map((o) => o.value)) {
				currency.value = b; currency.dispatchEvent(new Event("change", { bubbles: true }));
				for (const c of [...clearing.options].map((o) => o.value)) {
					if (!seen.has(c)) seen.set(c, { Country: a, Currency: b, Clearing: c });
				}
			}
		}
		return [...seen.values()];
	})()`)
}

func (p *page) chooseCorridor(country, currency, method, clearing string) {
	p.t.Helper()
	p.pick("country", country)
	p.pick("currency", currency)
	p.pick("clearing", currency+"|"+method+"|"+clearing)
}

// assertMessages requires exactly these messages beside the field at path.
func (p *page) assertMessages(path string, want ...string) {
	p.t.Helper()
	got := p.messages()[path]
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		p.t.Errorf("beside %s: %q, want %q", path, got, want)
	}
}

// TestPayoutFormShowsThePlatformsMessages types bad values into a USD ACH payout, one field at
// a time, and checks the platform's exact message beside that field and nowhere else: as an
// error where the specification states the rule, as a warning predicting the entry where the
// check is preflight's reading (an ABA check digit, decimals beyond the currency's).
func TestPayoutFormShowsThePlatformsMessages(t *testing.T) {
	p := openDemo(t)
	p.chooseCorridor("US", "USD", "LOCAL", "ACH")
	if got := eval[string](p, `document.querySelector('[data-path="beneficiary.routing_code_type1"]').value`); got != "ach" {
		t.Errorf("ACH's routing_code_type1 is filled with %q, want the corridor's fixed value ach", got)
	}
	steps := []struct {
		path, value string
		want        []string
		predicted   string // a warning's message, for a check on preflight's reading
	}{
		{"beneficiary.account_number", "12-AB", []string{"The account number field allows only English letters (a-z, A-Z) and digits (0-9)"}, ""},
		{"beneficiary.account_number", "123456789", nil, ""},
		{"beneficiary.routing_code_value1", "011000016", nil, "beneficiary invalid"},
		{"beneficiary.routing_code_value1", "011000015", nil, ""},
		{"receiving_amount", "12.345", nil, "invalid amount"},
		{"receiving_amount", "abc", []string{"amount invalid"}, ""},
		{"beneficiary.account_holder", "N/A", []string{"The account holder name (individual) can only contain English letters and spaces."}, ""},
		{"beneficiary.swift_code", "DEUTDEF", []string{"Bic/Swift code format error"}, ""},
		{"beneficiary.swift_code", "DEUTDEFF", nil, ""},
	}
	for _, s := range steps {
		p.typeInto(s.path, s.value)
		p.assertMessages(s.path, s.want...)
		if s.predicted != "" && !slices.Contains(p.warnings()[s.path], s.predicted) {
			t.Errorf("beside %s: warnings %q, want the prediction %q", s.path, p.warnings()[s.path], s.predicted)
		}
		for path, msgs := range p.messages() {
			for _, m := range msgs {
				if path != s.path && slices.Contains(s.want, m) {
					t.Errorf("%q shown beside %s too", m, path)
				}
			}
		}
	}
	if got, want := p.warnings()["beneficiary.swift_code"], []string{"BIC country DE differs from the beneficiary's address country US"}; !slices.Equal(got, want) {
		t.Errorf("warning beside swift_code: %q, want %q", got, want)
	}
	p.screenshot("demo-ach-errors")
	p.submit()
	p.assertMatchesCommand()
	if !strings.HasSuffix(p.text("#verdict-title"), "to fix") {
		t.Errorf("verdict %q for an invalid payout", p.text("#verdict-title"))
	}
}

// TestValidPayoutShowsTheJSONToSend fills a whole USD ACH payout correctly: the page must say
// it is ready and show the request the command accepts.
func TestValidPayoutShowsTheJSONToSend(t *testing.T) {
	p := openDemo(t)
	p.chooseCorridor("US", "USD", "LOCAL", "ACH")
	for _, f := range [][2]string{
		{"receiving_amount", "1250.00"},
		{"beneficiary.first_name", "Jane"},
		{"beneficiary.last_name", "Doe"},
		{"beneficiary.account_holder", "Jane Doe"},
		{"beneficiary.account_number", "123456789"},
		{"beneficiary.routing_code_value1", "011000015"},
		{"beneficiary.address.street_address", "1 Main St"},
		{"beneficiary.address.city", "Boston"},
		{"beneficiary.address.state", "MA"},
		{"beneficiary.address.postal_code", "02110"},
	} {
		p.typeInto(f[0], f[1])
	}
	p.submit()
	if got := p.text("#verdict-title"); got != "Ready to send" {
		t.Errorf("verdict %q; the page shows %s", got, p.request())
	}
	if got := p.text("#json-title"); got != "JSON that would be sent" {
		t.Errorf("JSON title %q", got)
	}
	_, report, err := preflight.CheckJSON(payoutOp, p.request(), nil, preflight.Options{})
	if err != nil || !report.Valid {
		t.Errorf("the command does not accept the JSON shown (%v): %+v\n%s", err, report.Errors, p.request())
	}
	var sent map[string]any
	if err := json.Unmarshal(p.request(), &sent); err != nil {
		t.Fatal(err)
	}
	if sent["receiving_amount"] != "1250.00" || sent["receiving_currency"] != "USD" || sent["payment_method"] != "LOCAL" {
		t.Errorf("the JSON shown lacks what was chosen and typed: %s", p.request())
	}
	p.screenshot("demo-valid")
}

// TestCorridorChoiceRebuildsTheForm checks that the form is what requirements() says: a UK
// Faster Payments payout asks for a sort code, a company for its name instead of a person's.
func TestCorridorChoiceRebuildsTheForm(t *testing.T) {
	p := openDemo(t)
	p.chooseCorridor("GB", "GBP", "LOCAL", "FASTER PAYMENTS")
	if got := eval[string](p, `document.querySelector('[data-path="beneficiary.routing_code_type1"]').value`); got != "sort_code" {
		t.Errorf("Faster Payments' routing_code_type1 is %q, want sort_code", got)
	}
	p.pick("entity", "company")
	if !p.hasField("beneficiary.company_name") || p.hasField("beneficiary.first_name") {
		t.Errorf("a company's form: company_name present %v, first_name present %v", p.hasField("beneficiary.company_name"), p.hasField("beneficiary.first_name"))
	}
	p.typeInto("beneficiary.routing_code_value1", "12345")
	p.typeInto("beneficiary.account_number", "1234")
	p.submit()
	p.assertMatchesCommand()
	p.screenshot("demo-gbp-company")

	p.chooseCorridor("IN", "INR", "LOCAL", "IFSC")
	if !p.hasField("beneficiary.routing_code_value1") {
		t.Error("an IFSC payout does not ask for the IFSC code")
	}
	p.typeInto("beneficiary.routing_code_value1", "SBIN1234567")
	p.submit()
	p.assertMatchesCommand()
}

// TestBlankFormShowsNoRedUntilAFieldIsTouched opens the form: nothing is red, though the blank
// payout has many problems. Typing a bad account number shows the platform's message beside that
// field, with the reason in plain words, and nowhere else; submitting shows everything.
func TestBlankFormShowsNoRedUntilAFieldIsTouched(t *testing.T) {
	p := openDemo(t) // on the US's ACH, as TestCountryChoosesItsCorridor checks
	red := func() []string {
		return eval[[]string](p, `[...document.querySelectorAll(".field.invalid, .msg .err, .verdict.bad, #general:not([hidden]), .issues .action.fix")]
			.map((e) => e.className || e.id)`)
	}
	if got := red(); len(got) > 0 {
		t.Errorf("a blank form shows red: %q", got)
	}
	if got := p.text("#verdict-title"); got != "Fill in the form" {
		t.Errorf("verdict %q on a blank form", got)
	}
	p.screenshot("blank-form")

	p.typeInto("beneficiary.account_number", "12-AB")
	p.assertMessages("beneficiary.account_number", "The account number field allows only English letters (a-z, A-Z) and digits (0-9)")
	for path, msgs := range p.messages() {
		if path != "beneficiary.account_number" && len(msgs) > 0 {
			t.Errorf("an untouched field shows %q beside %s", msgs, path)
		}
	}
	why := p.text(`.field[data-field="beneficiary.account_number"] .msg .why`)
	if why == "" || strings.Contains(why, "account_number") {
		t.Errorf("the reason beside the field is %q: want plain words, the field's label not its member name", why)
	}
	p.screenshot("touched-field-error")
	p.assertNoInternalWords()

	p.submit()
	if n := len(red()); n < 3 {
		t.Errorf("after submitting a mostly blank form only %d red marks", n)
	}
	p.assertMatchesCommand()
}

// TestCountryChoosesItsCorridor picks Germany: the currency becomes EUR and the clearing system
// the local one, the form asks for an IBAN, and its examples make a valid payout.
func TestCountryChoosesItsCorridor(t *testing.T) {
	p := openDemo(t)
	if got := p.selected(); got != "US USD USD|LOCAL|ACH" {
		t.Errorf("the form opens on %q, want the US's own ACH", got)
	}
	p.pick("country", "DE")
	if got := p.selected(); got != "DE EUR EUR|LOCAL|LOCAL" {
		t.Errorf("Germany chose %q, want EUR through its local system", got)
	}
	if !p.hasField("beneficiary.iban") {
		t.Error("a German EUR payout does not ask for an IBAN")
	}
	p.do(chromedp.Click(chromedp.CSS(`#example`)))
	p.submit()
	if got := p.text("#verdict-title"); got != "Ready to send" {
		t.Errorf("Germany's examples make %q: %s", got, p.request())
	}
	p.screenshot("corridor-germany-eur")
	p.pick("country", "GB")
	if got := p.selected(); got != "GB GBP GBP|LOCAL|FASTER PAYMENTS" {
		t.Errorf("the United Kingdom chose %q, want GBP through Faster Payments", got)
	}
}

// TestClosedSetsAreSelectBoxes: where the corridor allows only some values, the user picks one.
func TestClosedSetsAreSelectBoxes(t *testing.T) {
	p := openDemo(t)
	p.chooseCorridor("US", "USD", "LOCAL", "ACH")
	for _, path := range []string{"beneficiary.routing_code_type1", "purpose_code"} {
		if tag := eval[string](p, `document.querySelector(`+jsString(string(fieldSel(path)))+`)?.tagName ?? ""`); tag != "SELECT" {
			t.Errorf("%s is a %q, want a select box", path, tag)
		}
	}
	p.chooseCorridor("DE", "USD", "SWIFT", "SWIFT")
	if tag := eval[string](p, `document.querySelector(`+jsString(string(fieldSel("fee_paid_by")))+`)?.tagName ?? ""`); tag != "SELECT" {
		t.Errorf("fee_paid_by is a %q, want a select box", tag)
	}
	p.pickField("fee_paid_by", "OURS")
	if !strings.Contains(string(p.request()), `"fee_paid_by": "OURS"`) {
		t.Errorf("the choice is not in the request: %s", p.request())
	}
	for _, id := range []string{"country", "currency", "clearing", "entity"} {
		if tag := eval[string](p, `document.getElementById(`+jsString(id)+`).tagName`); tag != "SELECT" {
			t.Errorf("#%s is a %q, want a select box", id, tag)
		}
	}
}

// TestPredictionIsLikelyRefusedNeverReady fills a USD ACH payout with the examples and then
// breaks it the way the platform is predicted to refuse (a third decimal in USD, an ABA routing
// number that is not 9 digits): the page says "Likely refused", names the predicted entry with
// its reason, and never "Ready to send". Fixing the value makes it ready again.
func TestPredictionIsLikelyRefusedNeverReady(t *testing.T) {
	p := openDemo(t)
	p.chooseCorridor("US", "USD", "LOCAL", "ACH")
	p.do(chromedp.Click(chromedp.CSS(`#example`)))
	if got := p.text("#verdict-title"); got != "Ready to send" {
		t.Fatalf("the examples make %q: %s", got, p.request())
	}
	for _, c := range []struct{ path, bad, good, entry, message, reason, label string }{
		{"receiving_amount", "100.005", "100.00", "payout.invalid-amount", "invalid amount", "USD takes at most 2 decimal places; 100.005 has 3", "Amount"},
		{"beneficiary.routing_code_value1", "01100001X", "011000015", "payout.beneficiary-invalid", "beneficiary invalid", `ABA routing number should be 9 digits; found "01100001X"`, "Routing code"},
	} {
		p.typeInto(c.path, c.bad)
		if got := p.text("#verdict-title"); got != "Likely refused" {
			t.Errorf("%s %s: the verdict is %q", c.path, c.bad, got)
		}
		type item struct{ Predicts, Text, Raw string }
		items := eval[[]item](p, `[...document.querySelectorAll("#verdict-list li")].map((li) => ({
			Predicts: li.dataset.predicts, Text: li.innerText, Raw: li.querySelector("details code").textContent }))`)
		if len(items) != 1 || items[0].Predicts != c.entry || items[0].Raw != c.message ||
			!strings.HasPrefix(items[0].Text, c.label+": ") || !strings.Contains(items[0].Text, c.reason) {
			t.Errorf("%s %s: the verdict lists %+v, want %s with %q and the reason %q", c.path, c.bad, items, c.entry, c.message, c.reason)
		}
		if got := p.warnings()[c.path]; !slices.Contains(got, c.message) {
			t.Errorf("beside %s: %q, want the prediction %q", c.path, got, c.message)
		}
		if kind := eval[string](p, `document.querySelector(`+jsString(`.field[data-field="`+c.path+`"] .finding`)+`)?.dataset.kind ?? ""`); kind != "prediction" {
			t.Errorf("beside %s the finding is a %q, want a prediction", c.path, kind)
		}
		p.submit()
		p.assertMatchesCommand()
		if c.path == "receiving_amount" {
			p.screenshot("demo-likely-refused")
		}
		p.typeInto(c.path, c.good)
		if got := p.text("#verdict-title"); got != "Ready to send" {
			t.Errorf("%s %s: the verdict is %q", c.path, c.good, got)
		}
	}
}
