package transport_test

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"testing"
	"time"

	preflight "github.com/preflightpay/preflight"
	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/facts"
	"github.com/preflightpay/preflight/internal/operation"
	"github.com/preflightpay/preflight/transport"
)

const quoteURL = "https://api.example/v1/ramp/conversion/quote"

func quote(amount string) []byte {
	return []byte(`{"sell_currency":"USDT","buy_currency":"USD","fixed_currency":"USDT","amount":"` + amount + `"}`)
}

func TestUsageTrackerFeedsTheDailyLimit(t *testing.T) {
	c := &clock{t: time.Date(2026, 11, 23, 10, 0, 0, 0, time.UTC)}
	usage := transport.NewUsageTracker(c.Now)
	limits, err := transport.StaticFacts([]byte(`{"limits":{"USDT":{"daily":"1500","monthly":"2200"}}}`))
	if err != nil {
		t.Fatal(err)
	}
	var s sent
	// Strict: a limit broken by the counted usage is a prediction (TestCountedUsageIsAPrediction);
	// strict mode refuses it, which shows the count reaching the rule.
	tr := transport.New(script(&s, resp(ok())), transport.Options{Facts: transport.Combine(limits, usage.Facts), Usage: usage, Now: c.Now, Strict: true})
	send := func(amount string) *http.Response {
		t.Helper()
		res, err := tr.RoundTrip(post(t, quoteURL, quote(amount), ""))
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	if res := send("1000"); res.StatusCode != 200 {
		t.Fatalf("first quote refused: %s", readAll(t, res))
	}
	if res := send("1000"); res.Header.Get(transport.HeaderRefused) != errcatalog.RampAmountExceedsDailyLimit.Key() {
		t.Fatalf("second quote not refused for the daily limit: %v", res.Header)
	}
	c.Advance(24 * time.Hour) // the next day: the daily usage starts again, the month's stays
	if res := send("1000"); res.StatusCode != 200 {
		t.Fatalf("next day's quote refused: %s", readAll(t, res))
	}
	if res := send("300"); res.Header.Get(transport.HeaderRefused) != errcatalog.RampAmountExceedsMonthlyLimit.Key() {
		t.Fatalf("quote over the monthly limit not refused: %v", res.Header)
	}
	if s.n() != 2 {
		t.Errorf("sent %d", s.n())
	}
}

// TestUsageTrackerCountsAQuoteWhereItsLimitIsChecked: a quote is counted under the currency whose
// limit it was checked against. A fixed_currency of white space alone is as absent to the limits
// rule (the amount is in sell_currency); the tracker once read it as a currency of its own and
// counted the quote under none, so the daily limit never filled.
func TestUsageTrackerCountsAQuoteWhereItsLimitIsChecked(t *testing.T) {
	for _, fixed := range []string{``, `"fixed_currency":"",`, `"fixed_currency":" ",`, `"fixed_currency":"\t",`, `"fixed_currency":null,`} {
		c := &clock{t: time.Date(2026, 11, 23, 10, 0, 0, 0, time.UTC)}
		usage := transport.NewUsageTracker(c.Now)
		limits, err := transport.StaticFacts([]byte(`{"limits":{"USD":{"daily":"1500"}}}`))
		if err != nil {
			t.Fatal(err)
		}
		tr := transport.New(script(new(sent), resp(ok()), resp(ok())), transport.Options{Facts: transport.Combine(limits, usage.Facts), Usage: usage, Now: c.Now, Strict: true})
		body := []byte(`{"sell_currency":"USD","buy_currency":"USDT",` + fixed + `"amount":"1000"}`)
		for i, want := range []string{"", errcatalog.RampAmountExceedsDailyLimit.Key()} {
			res, err := tr.RoundTrip(post(t, quoteURL, body, ""))
			if err != nil {
				t.Fatal(err)
			}
			if got := res.Header.Get(transport.HeaderRefused); got != want {
				t.Errorf("%s quote %d: refused %q, want %q", fixed, i+1, got, want)
			}
		}
	}
}

func TestUsageTrackerCountsQuotesAndWithdrawalsByCodeDayAndMonth(t *testing.T) {
	c := &clock{t: time.Date(2026, 11, 30, 23, 0, 0, 0, time.UTC)}
	u := transport.NewUsageTracker(c.Now)
	for _, r := range []struct{ op, body string }{
		{"ramp/create-quote", `{"sell_currency":"usdt","buy_currency":"USD","amount":"10"}`},
		{"ramp/create-withdraw", `{"asset":"USDT","amount":"5.5"}`},
		{"ramp/create-withdraw", `{"asset":"BTC","amount":"0.1"}`},
		{"fiat/create-payout", `{"payment_currency":"USD","payment_amount":"100"}`},
		{"ramp/create-withdraw", `{"asset":"BTC","amount":"-1"}`},
	} {
		if err := u.Record(r.op, []byte(r.body)); err != nil {
			t.Fatal(err)
		}
	}
	if err := u.Record("ramp/create-withdrawal", []byte(`{}`)); !errors.Is(err, preflight.ErrUnknownOperation) {
		t.Errorf("Record of an unknown operation: %v, want ErrUnknownOperation", err)
	}
	if err := u.Record("ramp/create-withdraw", []byte(`{"asset":`)); !errors.Is(err, preflight.ErrUnreadable) {
		t.Errorf("Record of an unreadable body: %v, want ErrUnreadable", err)
	}
	used := func() map[string]string {
		f, _ := u.Facts(context.Background(), nil, nil)
		out := map[string]string{}
		if f != nil {
			for code, l := range f.Limits {
				out[code] = l.UsedToday.String() + "/" + l.UsedThisMonth.String()
			}
		}
		return out
	}
	got := used()
	if got["USDT"] != "15.5/15.5" || got["BTC"] != "0.1/0.1" || len(got) != 2 {
		t.Errorf("usage %v", got)
	}
	c.Advance(2 * time.Hour) // 1 December: a new day and a new month
	if got := used(); len(got) != 0 {
		t.Errorf("usage carried into a new month: %v", got)
	}
}

// TestCountedUsageIsAPrediction: the tracker counts every quote answered, converted or not, and
// whether the platform counts a quote never converted is not shown, so a daily limit broken by
// its count is a prediction and the quote is sent. A used_today the caller gives is a fact: the
// limit it breaks is an error, and it wins over the count.
func TestCountedUsageIsAPrediction(t *testing.T) {
	for _, c := range []struct {
		name, doc string
		refused   bool
	}{
		{"counted", `{"limits":{"USDT":{"daily":"1500"}}}`, false},
		{"given", `{"limits":{"USDT":{"daily":"1500","used_today":"1000"}}}`, true},
	} {
		usage := transport.NewUsageTracker(nil)
		if err := usage.Record("ramp/create-quote", quote("1000")); err != nil {
			t.Fatal(err)
		}
		limits, err := transport.StaticFacts([]byte(c.doc))
		if err != nil {
			t.Fatal(err)
		}
		var s sent
		tr := transport.New(script(&s, resp(ok())), transport.Options{Facts: transport.Combine(limits, usage.Facts), Usage: usage})
		res, err := tr.RoundTrip(post(t, quoteURL, quote("1000"), ""))
		if err != nil {
			t.Fatal(err)
		}
		r, _ := transport.ReportOf(res)
		predicted := len(r.Warnings) > 0 && r.Warnings[0].Predicts == errcatalog.RampAmountExceedsDailyLimit.Key()
		if refused := res.Header.Get(transport.HeaderRefused) != ""; refused != c.refused || !c.refused && (!predicted || s.n() != 1) {
			t.Errorf("%s usage: refused %v (want %v), predicted %v, sent %d", c.name, refused, c.refused, predicted, s.n())
		}
	}
}

func TestCombineLetsTheEarlierSourceWin(t *testing.T) {
	a, _ := transport.StaticFacts([]byte(`{"account":{"client_id":"cli_1"},"limits":{"USD":{"daily":"10"}},"balances":{"USD":"5"}}`))
	b, _ := transport.StaticFacts([]byte(`{"account":{"client_id":"cli_2"},"limits":{"USD":{"daily":"99","used_today":"3"}},"balances":{"USD":"7","EUR":"1"}}`))
	f, err := transport.Combine(a, nil2, b)(context.Background(), nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	l := f.Limits["USD"]
	if f.Account.ClientID != "cli_1" || l.Daily.String() != "10" || l.UsedToday.String() != "3" || f.Balances["USD"].String() != "5" || f.Balances["EUR"].String() != "1" {
		t.Errorf("combined %+v %+v %v", f.Account, l, f.Balances)
	}
}

func nil2(context.Context, *operation.Operation, *http.Request) (*facts.Facts, error) {
	return nil, nil
}

func TestStaticAccountGivesItsFactsToEveryRequest(t *testing.T) {
	no := false
	tr := transport.New(script(new(sent), resp(ok())), transport.Options{Facts: transport.StaticAccount(&facts.Account{ClientID: "cli_1", APIEnabled: &no})})
	res, err := tr.RoundTrip(post(t, payoutURL, payout, ""))
	if err != nil {
		t.Fatal(err)
	}
	if id := res.Header.Get(transport.HeaderRefused); !strings.Contains(id, "api") {
		t.Errorf("refused with %q, want the API-disabled entry", id)
	}
}

func TestStaticFactsRefusesAnInvalidDocument(t *testing.T) {
	if _, err := transport.StaticFacts([]byte(`{"acount":{}}`)); err == nil {
		t.Error("a misspelt section was accepted")
	}
}
