package ramp

import (
	"strings"

	"github.com/preflightpay/preflight/chainaddr"
	"github.com/preflightpay/preflight/currency"
	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/facts"
	"github.com/preflightpay/preflight/internal/rule"
	"github.com/preflightpay/preflight/reason"
)

// CheckCreateWithdraw checks a ramp/create-withdraw request: the destination, the amount, the
// asset, the account's crypto service and withdrawal settings, the whitelist, the network fee,
// the asset's channel and balance account, and the balance.
func CheckCreateWithdraw(c *rule.Context) {
	idM, addressM := c.QueryParam("address_id"), c.StringParam("withdraw_address")
	addressID, address := strings.TrimSpace(idM.S), strings.TrimSpace(addressM.S)
	assetM := code(c, "asset")
	network, asset := c.StringParam("network").S, assetM.S
	if idM.Missing() && addressM.Missing() {
		c.Fail(errcatalog.RampAddressIDOrWithdrawAddressRequired, "address_id", reason.New(reason.RampRequired, "address_id or withdraw_address is required; neither is given"))
	}
	q := amount(c, "amount")
	checkAmount(c, q, errcatalog.RampInvalidAmount, "amount", true)
	x, ok := q.x, q.ok
	checkSupported(c, []string{"asset"}, []string{asset})
	r := rampFacts(c)
	flag(c, r.CryptoServiceActive, errcatalog.RampCryptoServiceNotActive, "", reason.RampAccountSetting, "ramp.crypto-service-active", "ramp.crypto_service_active")
	entry, found := whitelistEntry(c, r, addressID, address, network)
	if found {
		whitelisted := currency.Normalize(entry.Asset)
		switch {
		case whitelisted == "" && assetM.Missing():
			c.Fail(errcatalog.RampUniversalWhitelistNeedsAsset, "asset", reason.New(reason.RampWhitelistAsset, "the whitelisted address is for any asset; asset is not given"))
		case whitelisted != "" && asset != "" && whitelisted != asset:
			c.Fail(errcatalog.RampAssetMismatchWhitelistedAddress, "asset", reason.New(reason.RampWhitelistAsset, "the address is whitelisted for "+whitelisted+"; asset is "+reason.Shown(asset)))
		}
		if asset == "" {
			asset = whitelisted
		}
	}
	flag(c, r.WithdrawFeeConfigured, errcatalog.RampWithdrawProductFeeNotConfigured, "", reason.RampAccountSetting, "ramp.withdraw-fee-configured", "ramp.withdraw_fee_configured")
	flag(c, r.WithdrawLimitConfigured, errcatalog.RampWithdrawLimitNotConfigured, "", reason.RampAccountSetting, "ramp.withdraw-limit-configured", "ramp.withdraw_limit_configured")
	if found && entry.TravelRuleSet != nil && !*entry.TravelRuleSet {
		field := "withdraw_address"
		if addressID != "" {
			field = "address_id"
		}
		c.Fail(errcatalog.RampDestinationAddressNeedsComplianceInfo, field, reason.New(reason.RampAddressCompliance, "the facts give travel_rule_set = false for the whitelisted address"))
	}
	if asset == "" {
		return
	}
	if fee, known := r.NetworkFees[asset]; !known {
		c.Skip("ramp.network-fee", "ramp.network_fees."+asset)
	} else if ok && x.LessThanOrEqual(fee) {
		c.Fail(errcatalog.RampAmountBelowNetworkFee, "amount", reason.New(reason.RampNetworkFee, x.String()+" "+reason.Shown(asset)+" does not exceed the network fee of "+fee.String()))
	}
	a, known := r.AssetOf(asset)
	flag(c, a.WithdrawChannelConfigured, errcatalog.RampWithdrawChannelNotConfigured, "asset", reason.RampAssetState, "ramp.withdraw-channel-configured", "ramp.assets."+asset+".withdraw_channel_configured")
	flag(c, a.BalanceAccount, errcatalog.RampNoBalanceAccountForAsset, "asset", reason.RampAssetState, "ramp.balance-account", "ramp.assets."+asset+".balance_account")
	if ok && (!known || a.BalanceAccount == nil || *a.BalanceAccount) {
		checkBalance(c, asset, x, errcatalog.RampInsufficientBalance, "amount")
	}
}

// whitelistEntry finds the whitelisted address-book entry a withdrawal goes to, by address_id or
// by address (and network, when both sides name one), with the normalisers of package chainaddr:
// ERC20 is ETH, a bech32 address is the same in either case. It records "not whitelisted" when
// the address book is known and holds no such whitelisted entry.
func whitelistEntry(c *rule.Context, r *facts.Ramp, id, address, network string) (facts.AddressBookEntry, bool) {
	if id == "" && address == "" {
		return facts.AddressBookEntry{}, false
	}
	if r.AddressBook == nil {
		c.Skip("ramp.whitelist", "ramp.address_book")
		return facts.AddressBookEntry{}, false
	}
	for _, e := range r.AddressBook {
		match := id != "" && strings.TrimSpace(e.ID) == id ||
			id == "" && chainaddr.SameAddress(e.Address, address) &&
				(strings.TrimSpace(network) == "" || strings.TrimSpace(e.Network) == "" || chainaddr.SameNetwork(network, e.Network))
		if !match {
			continue
		}
		switch {
		case e.IsWhitelist == nil:
			c.Skip("ramp.whitelist", "ramp.address_book[].is_whitelist")
			return e, true
		case *e.IsWhitelist:
			return e, true
		}
	}
	field, text := "withdraw_address", "the address book holds no whitelisted entry for the address on "+reason.Shown(network)
	if id != "" {
		field, text = "address_id", "the address book holds no whitelisted entry "+reason.Shown(id)
	}
	c.Fail(errcatalog.RampDestinationAddressNotWhitelisted, field, reason.New(reason.RampWhitelist, text))
	return facts.AddressBookEntry{}, false
}

// CheckEstimateNetworkFee checks ramp/estimate-network-fee: asset is required.
func CheckEstimateNetworkFee(c *rule.Context) {
	if c.QueryParam("asset").Missing() {
		c.Fail(errcatalog.RampAssetRequired, "asset", reason.New(reason.RampRequired, "asset is required"))
	}
}

// CheckRetrieveWithdraw checks ramp/retrieve-withdraw against the account's withdrawals.
func CheckRetrieveWithdraw(c *rule.Context) {
	checkOrder(c, rampFacts(c).Withdrawals, errcatalog.RampWithdrawalNotFound, "withdrawals")
}
