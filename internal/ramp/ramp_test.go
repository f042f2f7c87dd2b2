package ramp

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/preflightpay/preflight/internal/facts"
	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/ramptest"
	"github.com/preflightpay/preflight/internal/rule"
)

func TestClassify(t *testing.T) {
	for code, want := range map[string]Class{
		"USD": Fiat, "hkd": Fiat, "CNH": Fiat, "USDT": Stablecoin, " usdc ": Stablecoin, "BTC": Crypto, "ETH": Crypto, "SOL": Crypto, "": 0,
	} {
		if got := Classify(code); got != want {
			t.Errorf("Classify(%q) = %v, want %v", code, got, want)
		}
	}
	if Fiat.String() != "fiat" || Stablecoin.String() != "stablecoin" || Crypto.String() != "crypto" || Class(0).String() != "" {
		t.Error("class names")
	}
}

func TestRules(t *testing.T) {
	const steps = `{"ramp":{"contract_steps":{"BTC":"0.001"}}}`
	cases := []struct {
		name  string
		check rule.Func
		req   string
		facts string
		want  []string // "key@field" per error, "~key@field" per prediction
	}{
		{"quote amount as a number", CheckCreateQuote, `{"sell_currency":"USD","buy_currency":"USDT","amount":100}`, "", []string{}},
		{"quote amount with exponent is exact", CheckCreateQuote, `{"sell_currency":"BTC","buy_currency":"USDT","fixed_currency":"BTC","amount":"2e-3"}`, steps, []string{}},
		{"swap step multiple", CheckCreateQuote, `{"sell_currency":"BTC","buy_currency":"USDT","fixed_currency":"btc","amount":"0.0015"}`, steps, []string{"ramp.amount-not-crypto-step@amount"}},
		{"swap without fixed currency is not guessed", CheckCreateQuote, `{"sell_currency":"BTC","buy_currency":"USDT","amount":"0.0015"}`, steps, []string{}},
		{"stablecoin to fiat has no step", CheckCreateQuote, `{"sell_currency":"USDT","buy_currency":"USD","fixed_currency":"USD","amount":"0.0015"}`, steps, []string{}},
		{"zero amount", CheckCreateQuote, `{"sell_currency":"USD","buy_currency":"USDT","amount":"0"}`, "", []string{"ramp.invalid-amount@amount"}},
		{"sell crypto for fiat is a swap-only asset", CheckCreateConversion, `{"sell_currency":"ETH","buy_currency":"EUR","amount":"1"}`, "", []string{"~ramp.buy-sell-stablecoins-only@sell_currency"}},
		{"stablecoin swap is allowed", CheckCreateConversion, `{"sell_currency":"USDT","buy_currency":"BTC","amount":"1"}`, "", []string{}},
		{"quote sell amount drives the balance", CheckCreateConversion, `{"quote_id":"q","sell_currency":"USD","buy_currency":"USDT","amount":"10"}`,
			`{"ramp":{"quote":{"id":"q","fixed_currency":"USDT","sell_amount":"11"}},"balances":{"USD":"10.5"}}`, []string{"ramp.insufficient-balance@amount"}},
		{"amount on the buy side is not compared with the sell balance", CheckCreateConversion, `{"quote_id":"q","sell_currency":"USD","buy_currency":"USDT","amount":"10"}`,
			`{"ramp":{"quote":{"id":"q","fixed_currency":"USDT"}},"balances":{"USD":"1"}}`, []string{}},
		{"withdraw by address on another network is not the whitelisted entry", CheckCreateWithdraw, `{"withdraw_address":"0xabc","network":"BSC","asset":"USDT","amount":"5"}`,
			`{"ramp":{"address_book":[{"id":"a","address":"0xABC","network":"ETH","asset":"USDT","is_whitelist":true}]}}`, []string{"ramp.destination-address-not-whitelisted@withdraw_address"}},
		{"withdraw by address any case for EVM", CheckCreateWithdraw, `{"withdraw_address":"0xabc","network":"eth","asset":"USDT","amount":"5"}`,
			`{"ramp":{"address_book":[{"id":"a","address":"0xABC","network":"ETH","asset":"USDT","is_whitelist":true}]}}`, []string{}},
		{"universal whitelist uses the request asset", CheckCreateWithdraw, `{"address_id":"a","asset":"USDT","amount":"5"}`,
			`{"ramp":{"address_book":[{"id":"a","address":"x","asset":"","is_whitelist":true}],"network_fees":{"USDT":"5"}}}`, []string{"ramp.amount-below-network-fee@amount"}},
		{"deposit address needs the network", CheckDepositWalletAddress, `{"asset":"USDT","network":""}`, "", []string{"ramp.asset-and-network-required@network"}},
		{"network fee query accepts a number", CheckEstimateNetworkFee, `{"asset":5}`, "", []string{}},
		{"transfer amount must be positive", CheckCreateTransfer, `{"source_account_id":"a","target_account_id":"b","currency":"USDT","amount":"-1"}`, "", []string{"ramp.invalid-request@amount"}},
		{"retrieve asset without facts", CheckRetrieveAsset, `{"balance_currency":"BTC"}`, "", []string{}},
		{"a currency absent from the balances is held at zero", CheckCreateWithdraw, `{"address_id":"a","asset":"usdc","amount":"5"}`,
			`{"balances":{"USDT":"100"}}`, []string{"ramp.insufficient-balance@amount"}},
		{"a conversion from a currency absent from the balances", CheckCreateConversion, `{"sell_currency":"EUR","buy_currency":"USDT","amount":"5"}`,
			`{"balances":{"USD":"100"}}`, []string{"ramp.insufficient-balance@amount"}},
		{"the target's balance says nothing of the source's funds", CheckCreateTransfer, `{"source_account_id":"a","target_account_id":"me","currency":"USDT","amount":"5"}`,
			`{"account":{"id":"me"},"balances":{"USDT":"1"}}`, []string{}},
		{"the source's balance is checked", CheckCreateTransfer, `{"source_account_id":"me","target_account_id":"b","currency":"usdt","amount":"5"}`,
			`{"account":{"id":"me"},"balances":{"USDT":"1"}}`, []string{"ramp.transfer.insufficient-balance@amount"}},
		{"transfer accounts: unknown, deactivated, not active", CheckCreateTransfer, `{"source_account_id":"x","target_account_id":"b","currency":"USDT","amount":"5"}`,
			`{"ramp":{"transfer_accounts":{"b":{"status":"FROZEN"}}}}`, []string{"ramp.transfer.account-not-found@source_account_id", "ramp.transfer.account-not-active@target_account_id"}},
		{"transfer account deactivated in any case", CheckCreateTransfer, `{"source_account_id":"a","target_account_id":"b","currency":"USDT","amount":"5"}`,
			`{"ramp":{"transfer_accounts":{"a":{"status":"Deactivated"},"b":{"status":"ACTIVE"}}}}`, []string{"ramp.transfer.account-not-found@source_account_id"}},
		{"transfer to itself is a prediction", CheckCreateTransfer, `{"source_account_id":"a","target_account_id":"a","currency":"USDT","amount":"5"}`, "", []string{"~ramp.invalid-request@target_account_id"}},
		{"blank currency is absent", CheckCreateTransfer, `{"source_account_id":"a","target_account_id":"b","currency":"  ","amount":"5"}`, "", []string{"ramp.invalid-request@currency"}},
		{"whitelist matches ERC20 as ETH and bech32 in upper case", CheckCreateWithdraw, `{"withdraw_address":"BC1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ","network":"bitcoin","asset":"BTC","amount":"1"}`,
			`{"ramp":{"address_book":[{"id":"a","address":"bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq","network":"BTC","asset":"btc","is_whitelist":true}]}}`, []string{}},
		{"whitelist network alias", CheckCreateWithdraw, `{"withdraw_address":"0xabc","network":"ERC20","asset":"USDT","amount":"5"}`,
			`{"ramp":{"address_book":[{"id":"a","address":"0xABC","network":"eth","asset":"USDT","is_whitelist":true}]}}`, []string{}},
		{"deposit address network alias", CheckDepositWalletAddress, `{"asset":"usdt","network":"TRC20"}`, `{"ramp":{"deposit_addresses":[{"asset":"USDT","network":"TRX"}]}}`, []string{}},
		{"order not found", CheckRetrieveConversion, `{"order_id":" o-2 "}`, `{"ramp":{"conversions":{"o-1":{}}}}`, []string{"ramp.order-not-found@order_id"}},
		{"deposit found", CheckRetrieveDeposit, `{"order_id":"d-1"}`, `{"ramp":{"deposits":{"d-1":{"status":"SUCCESS"}}}}`, []string{}},
		{"withdrawal not found", CheckRetrieveWithdraw, `{"order_id":7}`, `{"ramp":{"withdrawals":{}}}`, []string{"ramp.withdrawal-not-found@order_id"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			b := ramptest.Run(t, tc.check, tc.req, tc.facts)
			got := ramptest.Findings(b)
			for _, p := range ramptest.Predictions(b) {
				got = append(got, "~"+p)
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

// FuzzRampRules runs every rule of the package on arbitrary requests with a fixed set of facts:
// no panic, and the same findings and skips twice.
func FuzzRampRules(f *testing.F) {
	for _, s := range []string{
		`{"sell_currency":"BTC","buy_currency":"USDT","fixed_currency":"BTC","amount":"0.0015"}`,
		`{"quote_id":"q1","sell_currency":"USD","buy_currency":"BTC","amount":"1e3"}`,
		`{"address_id":"a1","withdraw_address":"0xabc","asset":"","amount":[]}`,
		`{"source_account_id":1,"target_account_id":1,"currency":"USDT","amount":"5"}`,
		`{"asset":null,"network":"","order_id":"","balance_currency":"usdt"}`,
	} {
		f.Add(s)
	}
	const factsJSON = `{"ramp":{"supported_currencies":["USD","USDT","BTC"],"exchange_enabled":true,"contract_steps":{"BTC":"0.001"},"network_fees":{"USDT":"1"},
		"quote":{"id":"q1","sell_currency":"USD","buy_currency":"BTC","amount":"1000"},"assets":{"USDT":{"activated":true,"balance_account":false}},
		"address_book":[{"id":"a1","address":"0xABC","asset":"","is_whitelist":true,"travel_rule_set":false}]},"balances":{"USDT":"10"}}`
	checks := []rule.Func{CheckCreateQuote, CheckCreateConversion, CheckCreateWithdraw, CheckDepositWalletAddress, CheckEstimateNetworkFee, CheckCreateTransfer, CheckRetrieveTransfer, CheckRetrieveAsset, CheckRetrieveConversion, CheckRetrieveDeposit, CheckRetrieveWithdraw}
	f.Fuzz(func(t *testing.T, s string) {
		if k := Classify(s); k != Classify(strings.ToUpper(strings.TrimSpace(s))) || k > Crypto {
			t.Fatalf("Classify(%q) = %v depends on case or space", s, k)
		}
		if _, err := input.ParseObject([]byte(s), input.DefaultLimits()); err != nil {
			return
		}
		for _, check := range checks {
			a, b := ramptest.Run(t, check, s, factsJSON), ramptest.Run(t, check, s, factsJSON)
			if !reflect.DeepEqual(a, b) {
				t.Fatal("not deterministic")
			}
		}
	})
}

const benchFacts = `{"ramp":{"supported_currencies":["USD","USDT","BTC"],"exchange_enabled":true,"exchange_limit_configured":true,"crypto_service_active":true,"swap_in_progress":false,
	"withdraw_fee_configured":true,"withdraw_limit_configured":true,"contract_steps":{"BTC":"0.0001"},"network_fees":{"USDT":"1"},
	"quote":{"id":"q1","sell_currency":"USD","buy_currency":"USDT","amount":"100"},"assets":{"USDT":{"activated":true,"active":true,"balance_account":true,"withdraw_channel_configured":true}},
	"address_book":[{"id":"a1","address":"0xABC","asset":"USDT","is_whitelist":true,"travel_rule_set":true}]},"balances":{"USD":"1000","USDT":"1000"}}`

func BenchmarkCheckCreateQuote(b *testing.B) {
	ramptest.Bench(b, CheckCreateQuote, `{"sell_currency":"BTC","buy_currency":"USDT","fixed_currency":"BTC","amount":"0.5"}`, benchFacts)
}

func BenchmarkCheckCreateConversion(b *testing.B) {
	ramptest.Bench(b, CheckCreateConversion, `{"quote_id":"q1","sell_currency":"USD","buy_currency":"USDT","amount":"100"}`, benchFacts)
}

func BenchmarkCheckCreateWithdraw(b *testing.B) {
	ramptest.Bench(b, CheckCreateWithdraw, `{"address_id":"a1","asset":"USDT","amount":"100"}`, benchFacts)
}

func BenchmarkCheckCreateTransfer(b *testing.B) {
	ramptest.Bench(b, CheckCreateTransfer, `{"source_account_id":"a","target_account_id":"b","currency":"USDT","amount":"100"}`, benchFacts)
}

func BenchmarkCheckDepositWalletAddress(b *testing.B) {
	ramptest.Bench(b, CheckDepositWalletAddress, `{"asset":"USDT","network":"TRX"}`, "")
}

func BenchmarkCheckEstimateNetworkFee(b *testing.B) {
	ramptest.Bench(b, CheckEstimateNetworkFee, `{"asset":"USDT"}`, "")
}

func BenchmarkCheckRetrieveTransfer(b *testing.B) {
	ramptest.Bench(b, CheckRetrieveTransfer, `{"order_id":"o-1"}`, "")
}

func BenchmarkCheckRetrieveAsset(b *testing.B) {
	ramptest.Bench(b, CheckRetrieveAsset, `{"balance_currency":"USDT"}`, benchFacts)
}

func BenchmarkClassify(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		_ = Classify("BTC")
	}
}

func TestRampFactsAreReadStrictly(t *testing.T) {
	f, err := facts.Parse([]byte(`{"ramp":{"assets":{"usdt":{"activated":true}},"supported_currencies":["btc"],"contract_steps":{"btc":"0.1"},
		"quote":{"id":"q","sell_currency":"usd"},"address_book":[{"id":"a","asset":"usdt"}],"deposit_addresses":[{"asset":"usdt","network":"TRX"}]}}`))
	if err != nil {
		t.Fatal(err)
	}
	r := f.Ramp
	if _, ok := r.AssetOf("UsDt"); !ok || !r.Supports("BTC") || r.ContractSteps["BTC"].String() != "0.1" ||
		r.Quote.SellCurrency != "USD" || r.AddressBook[0].Asset != "USDT" || r.DepositAddresses[0].Asset != "USDT" {
		t.Errorf("codes are not upper-cased or read: %+v", r)
	}
	for _, bad := range []string{
		`{"ramp":{"exchange_enabld":true}}`, `{"ramp":{"exchange_enabled":"yes"}}`, `{"ramp":{"quote":{"id":"q","usd":1}}}`,
		`{"ramp":{"assets":[]}}`, `{"ramp":{"address_book":{}}}`, `{"ramp":{"network_fees":{"USDT":"one"}}}`, `{"ramp":{"deposit_addresses":[{"chain":"x"}]}}`,
	} {
		if _, err := facts.Parse([]byte(bad)); !errors.Is(err, facts.ErrInvalid) {
			t.Errorf("facts %s: err = %v, want facts.ErrInvalid", bad, err)
		}
	}
}
