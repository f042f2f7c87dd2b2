package balance

import (
	"testing"

	"github.com/preflightpay/preflight/currency"
	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/operation"
	"github.com/preflightpay/preflight/internal/report"
	"github.com/preflightpay/preflight/internal/ruletest"
)

func run(t testing.TB, request, factsJSON string) *report.Builder {
	t.Helper()
	return ruletest.Run(t, CheckRetrieve, "fiat/retrieve-balance", request, factsJSON)
}

func TestCheckRetrieve(t *testing.T) {
	const held = `{"balances": {"USD": "0", "CNH": "12.5"}}`
	tests := []struct {
		request, facts string
		want           []errcatalog.ID
		skips          int
	}{
		{`{"currency": "USD"}`, held, nil, 0},
		{`{"currency": "usd"}`, held, nil, 0},
		{`{"currency": "cnh"}`, held, nil, 0},
		{`{"currency": "USD"}`, ``, nil, 1},
		{`{"currency": "EUR"}`, held, []errcatalog.ID{errcatalog.BalanceNotFound}, 0},
		{`{"currency": "EURO"}`, held, []errcatalog.ID{errcatalog.BalanceCurrencyInvalid}, 0},
		{`{"currency": ""}`, held, []errcatalog.ID{errcatalog.BalanceCurrencyInvalid}, 0},
		{`{}`, held, []errcatalog.ID{errcatalog.BalanceCurrencyInvalid}, 0},
		{`{"currency": ["USD"]}`, held, []errcatalog.ID{errcatalog.FiatInvalidRequest}, 0},
		{`{"currency": " Usd "}`, held, nil, 0},
		// An unknown three-letter code is a prediction; the balances facts still say none is held.
		{`{"currency": "XYZ"}`, held, []errcatalog.ID{errcatalog.BalanceNotFound}, 0},
		{`{"currency": "XYZ"}`, ``, nil, 1},
	}
	for _, tt := range tests {
		b := run(t, tt.request, tt.facts)
		for _, e := range b.Errors {
			if e.Reason.Code == "" {
				t.Errorf("%s: %s without a reason", tt.request, e.ID)
			}
		}
		if len(b.Errors) != len(tt.want) || len(b.Skipped) != tt.skips {
			t.Errorf("%s %s: errors %v skipped %v, want %v", tt.request, tt.facts, b.Errors, b.Skipped, tt.want)
			continue
		}
		for i, id := range tt.want {
			if b.Errors[i].ID != id || b.Errors[i].Field != "currency" {
				t.Errorf("%s: errors %v, want %v at currency", tt.request, b.Errors, tt.want)
			}
		}
	}
}

func BenchmarkCheckRetrieve(b *testing.B) {
	ruletest.Bench(b, CheckRetrieve, operation.FiatRetrieveBalance, `{"currency": "usd"}`, `{"balances": {"USD": "10"}}`)
}

func FuzzCheckRetrieve(f *testing.F) {
	for _, s := range []string{"USD", "usd", "", "EURO", "cnh", "\x00"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, code string) {
		c := ruletest.Context(t, operation.FiatRetrieveBalance, `{}`, `{"balances": {"USD": "10"}}`)
		c.Input = input.NewObject(input.Member{Key: "currency", Value: input.NewString(code)})
		CheckRetrieve(c)
		b := c.Report
		if len(b.Errors) > 1 || (len(b.Errors) == 0) != (currency.Normalize(code) == "USD") {
			t.Fatalf("%q: %v", code, b.Errors)
		}
	})
}
