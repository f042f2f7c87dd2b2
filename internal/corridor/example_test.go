package corridor_test

import (
	"fmt"
	"strings"

	"github.com/preflightpay/preflight/internal/corridor"
)

func ExampleFind() {
	c := corridor.Find("GB", "GBP", "LOCAL", "faster_payments")
	fmt.Println(c.Key, c.Routing[0].Type)
	fmt.Println(corridor.Find("US", "USD", "LOCAL", "CHAPS") == nil)
	// Output:
	// GBP-FASTER PAYMENTS sort_code
	// true
}

func ExampleSameClearing() {
	fmt.Println(corridor.SameClearing("Faster-Payments", "FASTER PAYMENTS"))
	// Output: true
}

func ExampleCanonical() {
	fmt.Printf("%q %q\n", corridor.Canonical("paynow"), corridor.Canonical("sepa"))
	// Output: "PAYNOW" ""
}

func ExampleMethod() {
	fmt.Println(corridor.Method("", "swift"), corridor.Method("", "ACH"), corridor.Method("SWIFT", ""))
	// Output: SWIFT LOCAL SWIFT
}

func ExampleCheckValue() {
	fmt.Println(corridor.CheckValue(corridor.ABA, "011000015", 0, 0))
	fmt.Println(corridor.CheckValue(corridor.Digits, "123456", 7, 12) != nil)
	// Output:
	// <nil>
	// true
}

func ExampleRequirements() {
	for _, r := range corridor.Requirements(corridor.Query{Currency: "USD", ClearingSystem: "ach", EntityType: "individual"}) {
		for _, f := range r.Beneficiary {
			if strings.HasPrefix(f.Field, "routing") {
				fmt.Println(r.Corridor, f.Field, f.Required, f.Allowed, f.Example)
			}
		}
	}
	// Output:
	// USD-ACH routing_code_type1 true [ach] ach
	// USD-ACH routing_code_value1 true [] 011000015
}

func ExampleAppendJSON() {
	reqs := corridor.Requirements(corridor.Query{Currency: "SGD", ClearingSystem: "PAYNOW", EntityType: "company"})
	out := corridor.AppendJSON(nil, reqs, false)
	fmt.Println(string(out[:60]))
	// Output: [{"corridor":"SGD-PAYNOW","currency":"SGD","payment_method":
}

func ExampleMatrix() {
	fmt.Println(strings.SplitN(corridor.Matrix(), "\n", 2)[0])
	// Output: | Corridor | Method | Clearing system | Countries | Routing codes | Account number | IBAN | swift_code | Also required | Payout rules | Source |
}

func ExamplePurposeCode() {
	fmt.Println(corridor.PurposeCode("SALARY"), corridor.PurposeCode("GIFTS"))
	// Output: true false
}

func ExampleCorridor_UsesIBAN() {
	c := corridor.Find("DE", "EUR", "SWIFT", "")
	fmt.Println(c.UsesIBAN("DE"), c.UsesIBAN("JP"), c.UsesIBAN("GG"))
	// Output: true false true
}

func ExampleNormalizeClearing() {
	fmt.Println(corridor.NormalizeClearing("faster_payments"))
	// Output: FASTER PAYMENTS
}

func ExampleUnknown() {
	u := corridor.Unknown(corridor.SWIFT)
	fmt.Println(u.SwiftCode == corridor.Required, u.UsesIBAN("NO"))
	// Output: true true
}

func ExampleIdentifier_Reason() {
	fmt.Println(corridor.ABA.Reason("021000022", corridor.CheckValue(corridor.ABA, "021000022", 0, 0)))
	// Output: {aba.check-digit ABA check digit should be 1, is 2}
}
