package travelrule_test

import (
	"fmt"

	preflight "github.com/preflightpay/preflight"
	"github.com/preflightpay/preflight/travelrule"
)

// A hosted wallet names its provider; meta_data is a string holding JSON, and a mixed-case
// Ethereum address whose EIP-55 checksum fails is, by preflight's reading, no ETH address.
func ExampleCheck() {
	request := []byte(`{"address": "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD", "network": "ETH",
	  "wallet_type": "hosted", "meta_data": "{'name': 'Ann'}"}`)
	r, err := travelrule.Check(request, nil, preflight.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, e := range r.Errors {
		fmt.Println(e.Field+":", e.Message)
	}
	for _, w := range r.Warnings {
		if w.Predicts != "" {
			fmt.Println(w.Field+": predicted:", w.Message, "("+w.Reason.Code+")")
		}
	}
	// Output:
	// vasp_id: hosted wallet requires vasp_id or vasp_name
	// meta_data: invalid travel rule meta_data json: invalid character '\'' looking for beginning of object key string
	// address: predicted: invalid address format for network ETH (chainaddr.eip55)
}

func ExampleWalletTypes() {
	fmt.Println(travelrule.WalletTypes(), travelrule.AddressParties(), travelrule.EntityTypes(), travelrule.AddressKinds())
	// Output: [hosted unhosted] [first_party third_party] [individual corporation] [withdraw deposit_sender]
}

func ExampleValidLEI() {
	fmt.Println(travelrule.ValidLEI("HWUPKR0MPOU8FGXBT394"), travelrule.ValidLEI("HWUPKR0MPOU8FGXBT395"))
	// Output: true false
}

func ExampleDeclarations() {
	for _, d := range travelrule.Declarations() {
		fmt.Println(d.AddressType, "->", d.LegalDeclaration)
	}
	// Output:
	// first_party -> self_owned
	// third_party -> third_party_owned
}
