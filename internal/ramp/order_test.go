package ramp_test

import (
	"testing"

	"github.com/preflightpay/preflight/internal/ordertest"
)

// rampOps are the ramp operations whose rules package ramp holds, each with a list in doc.go.
var rampOps = []string{
	"ramp/create-quote", "ramp/create-conversion", "ramp/create-withdraw", "ramp/create-transfer",
	"ramp/retrieve-transfer", "ramp/retrieve-asset", "ramp/deposit-wallet-address",
	"ramp/estimate-network-fee", "ramp/retrieve-conversion", "ramp/retrieve-deposit",
	"ramp/retrieve-withdraw",
}

// TestFindingOrderIsDocumented runs every golden case of the ramp operations and requests wrong
// in many steps at once through the operations' checkers, and requires each report to list its
// findings in the order doc.go gives, every finding to be documented there, and every message
// doc.go quotes to be found.
func TestFindingOrderIsDocumented(t *testing.T) {
	order := ordertest.Read(t, "doc.go")
	if len(order) != len(rampOps) {
		t.Errorf("doc.go lists the order of %d operations, the test knows %d", len(order), len(rampOps))
	}
	runs := []ordertest.Run{
		{Name: "quote wrong in the reading steps", Operation: "ramp/create-quote",
			Request: `{"sell_currency": 5, "buy_currency": "USDT", "fixed_currency": "EUR", "amount": "-1"}`,
			Facts:   `{"ramp": {"supported_currencies": ["USD"], "exchange_enabled": false, "exchange_limit_configured": false}}`},
		{Name: "quote wrong from the currencies on", Operation: "ramp/create-quote",
			Request: `{"sell_currency": "USDT", "buy_currency": "BTC", "fixed_currency": "BTC", "amount": "0.00015"}`,
			Facts: `{"ramp": {"supported_currencies": ["USDT"], "exchange_enabled": false, "exchange_limit_configured": false, "contract_steps": {"BTC": "0.0001"}},
			  "limits": {"BTC": {"min": "1", "max": "0.0001", "daily": "0.0001", "used_today": "0", "monthly": "0.0001", "used_this_month": "0"}}}`},
		{Name: "quote fixed on the stablecoin side", Operation: "ramp/create-quote",
			Request: `{"sell_currency": "USDT", "buy_currency": "BTC", "fixed_currency": "USDT", "amount": "10"}`,
			Facts:   `{"limits": {"USDT": {"min": "100"}}}`},
		{Name: "quote without currencies", Operation: "ramp/create-quote", Request: `{"amount": "x"}`},
		{Name: "conversion wrong in every step", Operation: "ramp/create-conversion",
			Request: `{"quote_id": "q2", "sell_currency": "USD", "buy_currency": "BTC", "amount": "0"}`,
			Facts: `{"ramp": {"supported_currencies": ["USD"], "exchange_enabled": false, "crypto_service_active": false, "swap_in_progress": true,
			  "quote": {"id": "q1", "sell_amount": "5"}, "assets": {"BTC": {"activated": false}}}, "balances": {}}`},
		{Name: "conversion with a used quote", Operation: "ramp/create-conversion",
			Request: `{"quote_id": ["q1"], "sell_currency": "USDT", "buy_currency": "ETH", "amount": "10"}`,
			Facts: `{"ramp": {"quote": {"id": "", "used": true, "price_moved_beyond_tolerance": true}, "assets": {"ETH": {"activated": true, "active": false}}},
			  "balances": {"USDT": "1"}}`},
		{Name: "withdraw wrong in every step", Operation: "ramp/create-withdraw",
			Request: `{"address_id": "a9", "amount": "0.0001", "asset": "BTC"}`,
			Facts: `{"ramp": {"supported_currencies": ["USDT"], "crypto_service_active": false, "address_book": [{"id": "a1", "address": "x", "is_whitelist": true}],
			  "withdraw_fee_configured": false, "withdraw_limit_configured": false, "network_fees": {"BTC": "1"},
			  "assets": {"BTC": {"withdraw_channel_configured": false, "balance_account": true}}},
			  "balances": {}, "limits": {"BTC": {"min": "1", "max": "0.00001", "daily": "0", "used_today": "0", "monthly": "0", "used_this_month": "0"}}}`},
		{Name: "withdraw to a universal address without compliance info", Operation: "ramp/create-withdraw",
			Request: `{"withdraw_address": "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4", "network": "BTC", "amount": "1"}`,
			Facts: `{"ramp": {"address_book": [{"id": "a2", "address": "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4", "network": "BTC", "asset": "", "is_whitelist": true, "travel_rule_set": false}],
			  "withdraw_fee_configured": false}}`},
		{Name: "withdraw of another asset than the whitelisted one", Operation: "ramp/create-withdraw",
			Request: `{"address_id": "a1", "amount": "5", "asset": "BTC"}`,
			Facts: `{"ramp": {"address_book": [{"id": "a1", "address": "x", "asset": "USDT", "is_whitelist": true, "travel_rule_set": false}],
			  "assets": {"BTC": {"withdraw_channel_configured": true, "balance_account": false}}}}`},
		{Name: "withdraw unreadable", Operation: "ramp/create-withdraw", Request: `{"address_id": {}, "withdraw_address": [], "network": 1, "asset": 2, "amount": true}`},
		{Name: "withdraw without an address", Operation: "ramp/create-withdraw", Request: `{"amount": "x", "asset": "USDT"}`},
		{Name: "conversion with an unreadable quote_id", Operation: "ramp/create-conversion",
			Request: `{"quote_id": [], "sell_currency": "USDT", "buy_currency": "USD", "amount": "10"}`, Facts: `{"ramp": {"quote": {"id": "q1"}}}`},
		{Name: "withdraw of an unreadable asset to a universal address", Operation: "ramp/create-withdraw",
			Request: `{"address_id": "a2", "asset": 5, "amount": "1"}`, Facts: `{"ramp": {"address_book": [{"id": "a2", "address": "x", "asset": "", "is_whitelist": true}]}}`},
		{Name: "transfer to itself", Operation: "ramp/create-transfer",
			Request: `{"source_account_id": "s1", "target_account_id": "s1", "currency": "USD", "amount": "-5", "reason": 3}`,
			Facts:   `{"ramp": {"transfer_accounts": {"s1": {"status": "frozen"}}}}`},
		{Name: "transfer between unknown accounts", Operation: "ramp/create-transfer",
			Request: `{"source_account_id": "s1", "target_account_id": "t9", "currency": "USD", "amount": "10"}`,
			Facts:   `{"ramp": {"transfer_accounts": {"s1": {"status": "deactivated"}}}, "balances": {}}`},
		{Name: "transfer unreadable", Operation: "ramp/create-transfer", Request: `{"source_account_id": [], "currency": {}, "amount": false}`},
		{Name: "deposit address unreadable", Operation: "ramp/deposit-wallet-address", Request: `{"asset": [], "network": {}}`},
		{Name: "deposit address without network", Operation: "ramp/deposit-wallet-address", Request: `{"asset": "USDT"}`},
		{Name: "deposit address unknown", Operation: "ramp/deposit-wallet-address", Request: `{"asset": "USDT", "network": "TRC20"}`,
			Facts: `{"ramp": {"deposit_addresses": [{"asset": "USDT", "network": "ETH"}]}}`},
		{Name: "network fee unreadable", Operation: "ramp/estimate-network-fee", Request: `{"asset": []}`},
		{Name: "network fee without asset", Operation: "ramp/estimate-network-fee", Request: `{}`},
		{Name: "asset unreadable", Operation: "ramp/retrieve-asset", Request: `{"balance_currency": []}`},
		{Name: "asset without balance account", Operation: "ramp/retrieve-asset", Request: `{"balance_currency": "BTC"}`,
			Facts: `{"ramp": {"assets": {"BTC": {"balance_account": false}}}}`},
		{Name: "transfer order unreadable", Operation: "ramp/retrieve-transfer", Request: `{"order_id": {}}`},
		{Name: "transfer order missing", Operation: "ramp/retrieve-transfer", Request: `{}`},
	}
	for _, op := range []string{"ramp/retrieve-conversion", "ramp/retrieve-deposit", "ramp/retrieve-withdraw"} {
		runs = append(runs,
			ordertest.Run{Name: op + " unreadable", Operation: op, Request: `{"order_id": []}`},
			ordertest.Run{Name: op + " unknown", Operation: op, Request: `{"order_id": "o9"}`,
				Facts: `{"ramp": {"conversions": {"o1": {}}, "deposits": {"o1": {}}, "withdrawals": {"o1": {}}}}`})
	}
	runs = append(runs, ordertest.Goldens(t, "../../testdata/golden/ramp", rampOps)...)
	ordertest.Check(t, order, runs)
}
