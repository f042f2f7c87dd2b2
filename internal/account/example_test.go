package account_test

import (
	"fmt"
	"net/netip"

	"github.com/preflightpay/preflight/internal/account"
	"github.com/preflightpay/preflight/internal/facts"
	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/operation"
	"github.com/preflightpay/preflight/internal/report"
	"github.com/preflightpay/preflight/internal/rule"
)

func ExampleIPAllowed() {
	list := []netip.Prefix{netip.MustParsePrefix("203.0.113.0/24")}
	fmt.Println(account.IPAllowed(netip.MustParseAddr("203.0.113.7"), list), account.IPAllowed(netip.MustParseAddr("192.0.2.1"), list))
	// Output: true false
}

func ExamplePermitted() {
	fmt.Println(account.Permitted([]string{"fiat/*"}, "fiat/create-payout"), account.Permitted([]string{"fiat/*"}, "ramp/create-quote"))
	// Output: true false
}

func ExampleValidAccountID() {
	fmt.Println(account.ValidAccountID("acc_123"), account.ValidAccountID("acc 123"))
	// Output: true false
}

func ExampleCheck() {
	fs, _ := facts.Parse([]byte(`{"account": {"login_expired": true, "api_enabled": false}}`))
	var b report.Builder
	c := &rule.Context{Operation: operation.Must("fiat/list-balances"), Input: input.NewObject(), Facts: fs, Report: &b}
	account.Check(c)
	r := b.Report(c.Operation.String())
	for _, e := range r.Errors {
		fmt.Println(e.Code, e.Message)
	}
	fmt.Println(r.Skipped[0].Needs)
	// Output:
	// 403 Login expired
	// 1122 Api not enabled
	// account.ip, account.activated, account.identity_verified, account.operations
}

func ExampleNeed() {
	var b report.Builder
	c := &rule.Context{Facts: &facts.Facts{}, Report: &b}
	account.Need(c)
	account.Need(c) // a second rule that needs the account adds nothing
	fmt.Println(b.Skipped)
	// Output: [{account account}]
}
