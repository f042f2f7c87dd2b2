package schema_test

import (
	"encoding/json"
	"fmt"

	"github.com/preflightpay/preflight/internal/schema"
)

// The schema of a payout through ACH requires what the specification states (a beneficiary or
// its id, an amount, routing_code_type1 "ach" in any case) and carries preflight's own readings,
// such as the ABA routing number's shape, as annotations.
func ExampleFor() {
	data, err := schema.For("fiat/create-payout", "USD-ACH")
	if err != nil {
		panic(err)
	}
	var s struct {
		Schema     string `json:"$schema"`
		Properties struct {
			Beneficiary struct {
				AnyOf []struct {
					Properties map[string]map[string]any
				}
			}
		}
	}
	if err := json.Unmarshal(data, &s); err != nil {
		panic(err)
	}
	b := s.Properties.Beneficiary.AnyOf[1].Properties
	fmt.Println(s.Schema)
	fmt.Println(b["routing_code_type1"]["pattern"])
	fmt.Println(b["routing_code_value1"]["x-preflight-pattern"], b["routing_code_value1"]["x-preflight-check"])
	// Output:
	// https://json-schema.org/draft/2020-12/schema
	// ^[\s\p{Z}\x85]*[Aa][Cc][Hh][\s\p{Z}\x85]*$
	// ^[0-9]{9}$ 3-7-1 check digit
}
