package ramp

import (
	"strings"

	"github.com/preflightpay/preflight/chainaddr"
	"github.com/preflightpay/preflight/currency"
	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/rule"
	"github.com/preflightpay/preflight/reason"
)

// CheckDepositWalletAddress checks ramp/deposit-wallet-address: asset and network are required,
// and, with the account's deposit addresses as facts, one must exist for the pair.
func CheckDepositWalletAddress(c *rule.Context) {
	assetM, networkM := c.QueryParam("asset"), c.QueryParam("network")
	asset, network := currency.Normalize(assetM.S), strings.TrimSpace(networkM.S)
	switch {
	case assetM.Unreadable || networkM.Unreadable:
		return // its "invalid request" is said
	case asset == "":
		c.Fail(errcatalog.RampAssetAndNetworkRequired, "asset", reason.New(reason.RampRequired, "asset is required"))
		return
	case network == "":
		c.Fail(errcatalog.RampAssetAndNetworkRequired, "network", reason.New(reason.RampRequired, "network is required"))
		return
	}
	known := rampFacts(c).DepositAddresses
	if known == nil {
		c.Skip("ramp.deposit-address", "ramp.deposit_addresses")
		return
	}
	for _, a := range known {
		if currency.Normalize(a.Asset) == asset && chainaddr.SameNetwork(a.Network, network) {
			return
		}
	}
	c.Fail(errcatalog.RampDepositAddressNotFound, "network", reason.New(reason.RampDepositAddress, "ramp.deposit_addresses holds no "+reason.Shown(asset)+" address on "+reason.Shown(network)))
}

// CheckRetrieveDeposit checks ramp/retrieve-deposit against the account's deposits.
func CheckRetrieveDeposit(c *rule.Context) {
	checkOrder(c, rampFacts(c).Deposits, errcatalog.RampDepositNotFound, "deposits")
}
