package facts_test

import (
	"fmt"

	"github.com/preflightpay/preflight/internal/facts"
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

func ExampleParsePrefix() {
	for _, s := range []string{"203.0.113.7", "203.0.113.9/24", "::ffff:10.0.0.0/104", "2001:db8::/32"} {
		p, err := facts.ParsePrefix(s)
		fmt.Println(p, err)
	}
	_, err := facts.ParsePrefix("10.0.0.0/33")
	fmt.Println(err != nil)
	// Output:
	// 203.0.113.7/32 <nil>
	// 203.0.113.0/24 <nil>
	// 10.0.0.0/8 <nil>
	// 2001:db8::/32 <nil>
	// true
}
