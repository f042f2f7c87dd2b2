package balance_test

import (
	"fmt"

	"github.com/preflightpay/preflight/balance"
	"github.com/preflightpay/preflight/facts"
	"github.com/preflightpay/preflight/input"
	"github.com/preflightpay/preflight/operation"
	"github.com/preflightpay/preflight/report"
	"github.com/preflightpay/preflight/rule"
)

func ExampleCheckRetrieve() {
	fs, _ := facts.Parse([]byte(`{"balances": {"USD": "120.50"}}`))
	for _, code := range []string{"usd", "EUR", "dollars"} {
		var b report.Builder
		req := input.NewObject(input.Member{Key: "currency", Value: input.NewString(code)})
		balance.CheckRetrieve(&rule.Context{Operation: operation.Must("fiat/retrieve-balance"), Input: req, Facts: fs, Report: &b})
		r := b.Report("fiat/retrieve-balance")
		if r.Valid {
			fmt.Println(code, "ok")
			continue
		}
		fmt.Println(code, r.Errors[0].Message)
	}
	// Output:
	// usd ok
	// EUR balance not found
	// dollars currency is invalid
}
