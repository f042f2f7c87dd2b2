package beneficiary_test

import (
	"fmt"

	preflight "github.com/preflightpay/preflight"
	"github.com/preflightpay/preflight/beneficiary"
)

func ExampleCheck() {
	request := []byte(`{"entity_type": "` + beneficiary.Individual + `", "first_name": "Jane", "last_name": "Doe",
	  "account_holder": "Jane Doe", "clearing_system": "ACH", "routing_code_type1": "ach", "routing_code_value1": "011000015",
	  "address": {"country": "US", "city": "Boston", "street_address": "1 Main St", "state": "MA", "postal_code": "02110"}}`)
	r, err := beneficiary.Check(request, nil, preflight.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, e := range r.Errors {
		fmt.Println(e.Field+":", e.ID, e.Message)
	}
	// Output: account_number: fiat.account-number-required account_number is required
}

// Given the stored beneficiaries as facts, the same account and routing number again is the
// platform's "recipient repeat addition".
func ExampleCheck_facts() {
	request := []byte(`{"entity_type": "company", "account_number": "12345678", "routing_code_value1": "404784"}`)
	facts := []byte(`{"fiat": {"beneficiaries": {"b1": {"account_number": "12345678", "routing_code_value1": "404784"}}}}`)
	r, _ := beneficiary.Check(request, facts, preflight.Options{})
	for _, e := range r.Errors {
		fmt.Println(e.Field+":", e.ID)
	}
	// Output: account_number: fiat.recipient-repeat-addition
}

func ExampleValidID() {
	fmt.Println(beneficiary.ValidID("ben_01HZX3"), beneficiary.ValidID("ben 1"))
	// Output: true false
}
