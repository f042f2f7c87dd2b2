package facts_test

import (
	"fmt"

	"github.com/preflightpay/preflight/facts"
)

func ExampleParse() {
	f, err := facts.Parse([]byte(`{"balances": {"usd": "10500.00"}, "idempotency": {"key": "k-1", "stored": {"state": "Processing"}}}`))
	if err != nil {
		fmt.Println(err)
		return
	}
	usd, _ := f.Balances.Available("USD")
	fmt.Println(usd, f.Idempotency.Stored.State)
	// Output: 10500 processing
}

func ExampleFiat_Transfer() {
	f, _ := facts.Parse([]byte(`{"fiat": {"transfers": {"tr_1": {"status": "COMPLETED"}}}}`))
	for _, id := range []string{"tr_1", "tr_2"} {
		t, found, known := f.Fiat.Transfer(id)
		fmt.Printf("%s %v %v %q\n", id, found, known, t.Status)
	}
	var none *facts.Fiat // no fiat section: not known
	_, found, known := none.Transfer("tr_1")
	fmt.Println(found, known)
	// Output:
	// tr_1 true true "completed"
	// tr_2 false true ""
	// false false
}
