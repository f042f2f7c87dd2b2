package facts_test

import (
	"fmt"

	"github.com/preflightpay/preflight/internal/facts"
)

// Statuses are read in lower case, in every section of the facts.
func ExampleParse_statusInAnyCase() {
	f, _ := facts.Parse([]byte(`{"ramp": {"transfer_accounts": {"acc-1": {"status": "ACTIVE"}}, "conversions": {"ord-1": {"status": "completed"}}}}`))
	fmt.Println(f.Ramp.TransferAccounts["acc-1"].Status == facts.StatusActive)
	_, found := f.Ramp.Conversions["ord-2"]
	fmt.Println(found)
	// Output:
	// true
	// false
}
