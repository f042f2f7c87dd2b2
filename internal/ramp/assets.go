package ramp

import (
	"github.com/preflightpay/preflight/currency"
	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/rule"
	"github.com/preflightpay/preflight/reason"
)

// Class says what kind of money a ramp currency code stands for.
type Class uint8

// The classes. The platform's buy/sell (fiat and stablecoins) and swap (non-stablecoin crypto)
// follow these lines.
const (
	Fiat       Class = iota + 1 // an ISO 4217 currency (and CNH): USD, EUR, HKD
	Stablecoin                  // a token pegged to a fiat currency: USDT, USDC
	Crypto                      // any other digital asset: BTC, ETH, SOL
)

// String returns "fiat", "stablecoin" or "crypto".
func (k Class) String() string {
	switch k {
	case Fiat:
		return "fiat"
	case Stablecoin:
		return "stablecoin"
	case Crypto:
		return "crypto"
	}
	return ""
}

// stablecoins is the table of fiat-pegged tokens. Anything that is neither in it nor an ISO 4217
// code is taken as a non-stablecoin crypto asset.
var stablecoins = []string{"USDT", "USDC", "DAI", "PYUSD", "FDUSD", "TUSD", "USDP", "EURC", "USDG", "RLUSD"}

// Stablecoins returns the table of stablecoins.
func Stablecoins() []string { return append([]string(nil), stablecoins...) }

// Classify returns the class of a currency or asset code, in any case; 0 for "".
func Classify(code string) Class {
	code = currency.Normalize(code)
	if code == "" {
		return 0
	}
	for _, s := range stablecoins {
		if s == code {
			return Stablecoin
		}
	}
	if currency.Known(code) {
		return Fiat
	}
	return Crypto
}

// CheckRetrieveAsset checks ramp/retrieve-asset against the account's assets: an asset without a
// balance account has no balance to retrieve.
func CheckRetrieveAsset(c *rule.Context) {
	code := currency.Normalize(c.QueryParam("balance_currency").S)
	if code == "" {
		return
	}
	a, _ := rampFacts(c).AssetOf(code)
	flag(c, a.BalanceAccount, errcatalog.RampBalanceNotFound, "balance_currency", reason.RampAssetState, "ramp.balance-account", "ramp.assets."+code+".balance_account")
}
