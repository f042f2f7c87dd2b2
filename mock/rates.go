package mock

import (
	"github.com/preflightpay/preflight/currency"
	"github.com/shopspring/decimal"
)

// usdPrices are the mock's prices in USD, for quotes and conversions: fixed, so tests can compute
// what a conversion gives (docs/mock.md lists them). A code not listed is worth 1 USD.
var usdPrices = map[string]decimal.Decimal{
	"USD":  decimal.RequireFromString("1"),
	"EUR":  decimal.RequireFromString("1.08"),
	"GBP":  decimal.RequireFromString("1.27"),
	"SGD":  decimal.RequireFromString("0.74"),
	"HKD":  decimal.RequireFromString("0.128"),
	"USDT": decimal.RequireFromString("1"),
	"USDC": decimal.RequireFromString("1"),
	"BTC":  decimal.RequireFromString("60000"),
	"ETH":  decimal.RequireFromString("3000"),
}

// rate is how many of buy one sell is worth, to 12 places.
func rate(sell, buy string) decimal.Decimal {
	return usdPrice(sell).DivRound(usdPrice(buy), 12)
}

func usdPrice(code string) decimal.Decimal {
	if p, ok := usdPrices[currency.Normalize(code)]; ok {
		return p
	}
	return decimal.NewFromInt(1)
}
