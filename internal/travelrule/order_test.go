package travelrule_test

import (
	"testing"

	"github.com/preflightpay/preflight/internal/ordertest"
)

// addressBookOps are the operations whose rules package travelrule holds, each with a list in
// doc.go.
var addressBookOps = []string{"ramp/create-address-book", "ramp/update-address-book", "ramp/list-address-book", "ramp/create-deposit-sender"}

// TestFindingOrderIsDocumented runs every golden case of the address-book operations and
// requests wrong in many steps at once through the operations' checkers, and requires each
// report to list its findings in the order doc.go gives, every finding to be documented there,
// and every message doc.go quotes to be found.
func TestFindingOrderIsDocumented(t *testing.T) {
	order := ordertest.Read(t, "doc.go")
	if len(order) != len(addressBookOps) {
		t.Errorf("doc.go lists the order of %d operations, the test knows %d", len(order), len(addressBookOps))
	}
	const evm = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"
	runs := []ordertest.Run{
		{Name: "entry wrong in every step", Operation: "ramp/create-address-book",
			Request: `{"address": 5, "network": "", "address_type": "first_party", "legal_declaration": "third_party_owned",
			  "wallet_type": "cold", "address_party": "x", "entity_type": "robot", "meta_data": "{", "label": "L1", "asset": []}`,
			Facts: `{"ramp": {"address_book": [{"id": "e1", "label": "L1"}]}}`},
		{Name: "third party with nothing but a first name", Operation: "ramp/create-address-book",
			Request: `{"address": "` + evm + `", "network": "ETH", "wallet_type": "hosted", "address_party": "third_party", "entity_type": "individual",
			  "first_name": "A", "city": [], "label": "L1"}`,
			Facts: `{"ramp": {"addresses_not_allowed": ["` + evm + `"], "address_book": [{"id": "e1", "label": "L1"}]}}`},
		{Name: "party rules in meta_data, address of another form", Operation: "ramp/create-address-book",
			Request: `{"address": "0x123", "network": "ETH", "address_type": "third_party", "legal_declaration": "self_owned",
			  "meta_data": "{\"wallet_type\": \"hosted\", \"address_party\": \"third_party\", \"entity_type\": \"corporation\"}"}`,
			Facts: `{"ramp": {"addresses_not_allowed": []}}`},
		{Name: "entry with an EIP-55 checksum that fails", Operation: "ramp/create-address-book",
			Request: `{"address": "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD", "network": "ETH", "address_type": "third_party", "label": "L1"}`,
			Facts:   `{"ramp": {"address_book": [{"id": "e1", "label": "L1"}]}}`},
		{Name: "update wrong in every step", Operation: "ramp/update-address-book",
			Request: `{"id": "e1", "label": "L2", "is_whitelist": "yes", "meta_data": "{\"wallet_type\": \"x\", \"address_party\": \"third_party\"}"}`,
			Facts:   `{"ramp": {"address_book": [{"id": "e1", "label": "L1", "travel_rule_set": true}, {"id": "e2", "label": "L2"}]}}`},
		{Name: "update with an address_party of another spelling", Operation: "ramp/update-address-book",
			Request: `{"id": "e1", "meta_data": "{\"wallet_type\": \"hosted\", \"address_party\": \"3rd\", \"entity_type\": \"individual\"}"}`},
		{Name: "update with a hosted third-party individual without names", Operation: "ramp/update-address-book",
			Request: `{"id": "e1", "meta_data": "{\"wallet_type\": \"hosted\", \"address_party\": \"third_party\", \"entity_type\": \"individual\"}"}`},
		{Name: "update with a third-party corporation without a name", Operation: "ramp/update-address-book",
			Request: `{"id": "e1", "meta_data": "{\"address_party\": \"third_party\", \"entity_type\": \"corporation\", \"country\": \"DE\", \"city\": \"Berlin\"}"}`},
		{Name: "update of no entry", Operation: "ramp/update-address-book",
			Request: `{"id": "e9", "label": "L2", "is_whitelist": 1, "meta_data": "[1,"}`,
			Facts:   `{"ramp": {"address_book": [{"id": "e1", "label": "L1", "travel_rule_set": true}, {"id": "e2", "label": "L2"}]}}`},
		{Name: "update unreadable", Operation: "ramp/update-address-book", Request: `{"id": [], "label": 1, "meta_data": {}}`},
		{Name: "update without id", Operation: "ramp/update-address-book", Request: `{"label": "L2", "is_whitelist": "TRUE"}`},
		{Name: "list unreadable", Operation: "ramp/list-address-book", Request: `{"address_kind": []}`},
		{Name: "list of no kind", Operation: "ramp/list-address-book", Request: `{"address_kind": "all"}`},
		{Name: "sender unreadable", Operation: "ramp/create-deposit-sender", Request: `{"source_address": [], "network": "", "metadata": "  "}`},
		{Name: "sender without source", Operation: "ramp/create-deposit-sender",
			Request: `{"network": "ETH", "metadata": "{\"wallet_type\": \"hosted\", \"address_party\": \"third_party\", \"entity_type\": \"individual\"}"}`},
		{Name: "sender with wrong party values", Operation: "ramp/create-deposit-sender",
			Request: `{"source_address": "x", "network": "ETH", "metadata": "{\"wallet_type\": 1, \"address_party\": \"me\", \"entity_type\": \"robot\"}"}`},
		{Name: "sender without network", Operation: "ramp/create-deposit-sender", Request: `{"source_address": "x", "metadata": "{"}`},
	}
	runs = append(runs, ordertest.Goldens(t, "../../testdata/golden/ramp", addressBookOps)...)
	ordertest.Check(t, order, runs)
}
