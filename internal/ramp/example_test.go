package ramp_test

import (
	"fmt"

	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/facts"
	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/ramp"
	"github.com/preflightpay/preflight/internal/report"
	"github.com/preflightpay/preflight/internal/rule"
)

// check runs one rule as the root package does, printing errors, predictions and skipped rules.
func check(f rule.Func, invalid errcatalog.ID, request, factsJSON string) {
	v, _ := input.ParseObject([]byte(request), input.DefaultLimits())
	fs, err := facts.Parse([]byte(factsJSON))
	if err != nil {
		fmt.Println(err)
		return
	}
	var b report.Builder
	f(&rule.Context{InvalidRequest: invalid, Input: v, Facts: fs, Report: &b})
	r := b.Report("")
	for _, e := range r.Errors {
		fmt.Println(e.Field+":", e.Message)
	}
	for _, w := range r.Warnings {
		if w.Predicts != "" {
			fmt.Println(w.Field+": predicted:", w.Message, "("+w.Reason.Code+")")
		}
	}
	for _, s := range r.Skipped {
		fmt.Println("skipped", s.Rule, "needs", s.Needs)
	}
}

func ExampleClassify() {
	fmt.Println(ramp.Classify("usd"), ramp.Classify("USDT"), ramp.Classify("BTC"))
	// Output: fiat stablecoin crypto
}

func ExampleStablecoins() {
	fmt.Println(ramp.Stablecoins()[:2])
	// Output: [USDT USDC]
}

func ExampleCheckCreateQuote() {
	check(ramp.CheckCreateQuote, errcatalog.RampInvalidRequest,
		`{"sell_currency": "BTC", "buy_currency": "USDT", "fixed_currency": "BTC", "amount": "0.00015"}`,
		`{"ramp": {"contract_steps": {"BTC": "0.0001"}, "exchange_enabled": true, "exchange_limit_configured": true, "supported_currencies": ["BTC", "USDT"]}}`)
	// Output: amount: for non-stablecoin swaps, amount must be on the crypto side and a multiple of the venue contract step
}

func ExampleCheckCreateConversion() {
	check(ramp.CheckCreateConversion, errcatalog.RampInvalidRequest,
		`{"quote_id": "q1", "sell_currency": "USD", "buy_currency": "USDT", "amount": "100"}`,
		`{"ramp": {"quote": {"id": "q1", "used": true}, "exchange_enabled": true, "crypto_service_active": true, "swap_in_progress": false,
		  "supported_currencies": ["USD", "USDT"], "assets": {"USDT": {"activated": true}}}, "balances": {"USD": "500"}}`)
	// Output: quote_id: quote already used
}

func ExampleCheckCreateWithdraw() {
	check(ramp.CheckCreateWithdraw, errcatalog.RampInvalidRequest,
		`{"withdraw_address": "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4", "amount": "0.1"}`,
		`{"ramp": {"address_book": [{"id": "a2", "address": "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4", "network": "BTC", "asset": "", "is_whitelist": true}]}}`)
	// Output:
	// asset: asset is required for a universal whitelist address
	// skipped ramp.currency-supported needs ramp.supported_currencies
	// skipped ramp.crypto-service-active needs ramp.crypto_service_active
	// skipped ramp.withdraw-fee-configured needs ramp.withdraw_fee_configured
	// skipped ramp.withdraw-limit-configured needs ramp.withdraw_limit_configured
}

func ExampleCheckDepositWalletAddress() {
	check(ramp.CheckDepositWalletAddress, errcatalog.RampInvalidRequest, `{"asset": "USDT"}`, "")
	// Output: network: asset and network are required
}

func ExampleCheckEstimateNetworkFee() {
	check(ramp.CheckEstimateNetworkFee, errcatalog.RampInvalidRequest, `{"network": "ETH"}`, "")
	// Output: asset: asset is required
}

func ExampleCheckCreateTransfer() {
	check(ramp.CheckCreateTransfer, errcatalog.RampTransferInvalidParameter,
		`{"source_account_id": "acc-1", "target_account_id": "acc-2", "currency": "USDT", "amount": "900"}`, `{"balances": {"USDT": "500"}, "ramp": {"transfer_accounts": {"acc-1": {"status": "ACTIVE"}, "acc-2": {"status": "active"}}}}`)
	// Output: amount: Insufficient account balance
}

func ExampleCheckRetrieveConversion() {
	check(ramp.CheckRetrieveConversion, errcatalog.RampInvalidRequest, `{"order_id": "o-9"}`, `{"ramp": {"conversions": {"o-1": {"status": "completed"}}}}`)
	// Output: order_id: order not found
}

func ExampleCheckRetrieveDeposit() {
	check(ramp.CheckRetrieveDeposit, errcatalog.RampInvalidRequest, `{"order_id": "d-9"}`, `{"ramp": {"deposits": {}}}`)
	// Output: order_id: deposit not found
}

func ExampleCheckRetrieveWithdraw() {
	check(ramp.CheckRetrieveWithdraw, errcatalog.RampInvalidRequest, `{"order_id": "w-1"}`, `{"ramp": {"withdrawals": {"w-1": {"status": "pending"}}}}`)
	// Output:
}

func ExampleCheckRetrieveTransfer() {
	check(ramp.CheckRetrieveTransfer, errcatalog.RampTransferInvalidParameter, `{"order_id": ""}`, "")
	// Output: order_id: parameter is invalid
}

func ExampleCheckRetrieveAsset() {
	check(ramp.CheckRetrieveAsset, errcatalog.RampInvalidRequest, `{"balance_currency": "SOL"}`, `{"ramp": {"assets": {"SOL": {"balance_account": false}}}}`)
	// Output: balance_currency: balance not found
}
