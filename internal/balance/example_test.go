package balance_test

import (
	"fmt"

	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/balance"
	"github.com/preflightpay/preflight/internal/facts"
	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/operation"
	"github.com/preflightpay/preflight/internal/report"
	"github.com/preflightpay/preflight/internal/rule"
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

func ExampleCheckCurrency() {
	for _, s := range []string{" usd", "XYZ", "dollars"} {
		var b report.Builder
		c := &rule.Context{Operation: operation.Must(operation.FiatListTransfers), Input: input.NewObject(), Facts: &facts.Facts{}, Report: &b}
		code, usable := balance.CheckCurrency(c, "currency", s, errcatalog.TransferCurrencyFilterInvalid)
		r := b.Report(c.Operation.String())
		fmt.Printf("%q %v valid=%v", code, usable, r.Valid)
		for _, w := range r.Warnings {
			fmt.Print(" predicts ", w.Predicts, " (", w.Reason.Code, ")")
		}
		for _, e := range r.Errors {
			fmt.Print(" ", e.Message, " (", e.Reason.Code, ")")
		}
		fmt.Println()
	}
	// Output:
	// "USD" true valid=true
	// "XYZ" true valid=true predicts transfer.currency-filter-invalid (ledger.currency-unknown)
	// "" false valid=false invalid currency filter (ledger.currency-not-a-code)
}
