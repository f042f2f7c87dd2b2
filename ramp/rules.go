package ramp

import (
	"strings"

	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/facts"
	"github.com/preflightpay/preflight/input"
	"github.com/preflightpay/preflight/rule"
	"github.com/preflightpay/preflight/travelrule"
	"github.com/shopspring/decimal"
)

// amount reads an amount member: a JSON number or a string holding a decimal. It reports
// whether one was given and whether it is a positive decimal. Another JSON type is the request
// the platform cannot read, recorded here as the operation's invalid request.
func amount(c *rule.Context, field string) (x decimal.Decimal, given, ok bool) {
	v := c.Input.Get(field)
	switch v.Kind() {
	case input.Invalid, input.Null:
		return x, false, false
	case input.String, input.Number:
		x, ok = v.Decimal()
		return x, true, ok && x.IsPositive()
	}
	c.Add(c.InvalidRequest, field)
	return x, false, false
}

// flag applies an account fact: when it is known and false, id is recorded at field.
func flag(c *rule.Context, fact *bool, id errcatalog.ID, field, ruleName, needs string) {
	switch {
	case fact == nil:
		c.Skip(ruleName, needs)
	case !*fact:
		c.Add(id, field)
	}
}

// rampFacts returns the ramp facts, never nil, so that rules read absent members as unknown.
func rampFacts(c *rule.Context) *facts.Ramp {
	if c.Facts.Ramp == nil {
		return &facts.Ramp{}
	}
	return c.Facts.Ramp
}

// checkSupported records currency-not-supported for each given code the account's ramp does not
// support.
func checkSupported(c *rule.Context, fields []string, codes []string) {
	r := rampFacts(c)
	if r.SupportedCurrencies == nil {
		c.Skip("ramp.currency-supported", "ramp.supported_currencies")
		return
	}
	for i, code := range codes {
		if code != "" && !r.Supports(code) {
			c.Add(errcatalog.RampCurrencyNotSupported, fields[i])
		}
	}
}

// checkBalance compares an amount with the available balance of code.
func checkBalance(c *rule.Context, code string, x decimal.Decimal, id errcatalog.ID, field string) {
	available, ok := c.Facts.Balances.Available(code)
	if !ok {
		c.Skip("ramp.balance", "balances."+strings.ToUpper(code))
		return
	}
	if x.GreaterThan(available) {
		c.Add(id, field)
	}
}

// CheckCreateQuote checks a ramp/create-quote request: the amount, the fixed currency, the
// currencies, the account's exchange settings, and for a non-stablecoin swap the crypto side and
// the venue's contract step. The amount limits are the limits package's.
func CheckCreateQuote(c *rule.Context) {
	in := c.Input
	sell, _ := c.String(in.Get("sell_currency"), "sell_currency")
	buy, _ := c.String(in.Get("buy_currency"), "buy_currency")
	fixed, _ := c.String(in.Get("fixed_currency"), "fixed_currency")
	x, given, ok := amount(c, "amount")
	if given && !ok {
		c.Add(errcatalog.RampInvalidAmount, "amount")
	}
	if fixed != "" && !strings.EqualFold(fixed, sell) && !strings.EqualFold(fixed, buy) {
		c.Add(errcatalog.RampFixedCurrencyNotSellOrBuy, "fixed_currency")
	}
	checkSupported(c, []string{"sell_currency", "buy_currency"}, []string{sell, buy})
	switch {
	case sell == "" && !c.Report.HasField("sell_currency"):
		c.Add(errcatalog.RampInvalidQuoteRequest, "sell_currency")
	case buy == "" && !c.Report.HasField("buy_currency"):
		c.Add(errcatalog.RampInvalidQuoteRequest, "buy_currency")
	case sell != "" && strings.EqualFold(sell, buy):
		c.Add(errcatalog.RampInvalidQuoteRequest, "buy_currency")
	case !given && !c.Report.HasField("amount"):
		c.Add(errcatalog.RampInvalidQuoteRequest, "amount")
	}
	r := rampFacts(c)
	flag(c, r.ExchangeEnabled, errcatalog.RampExchangeNotEnabled, "", "ramp.exchange-enabled", "ramp.exchange_enabled")
	flag(c, r.ExchangeLimitConfigured, errcatalog.RampExchangeLimitNotConfigured, "", "ramp.exchange-limit-configured", "ramp.exchange_limit_configured")
	if ok && sell != "" && buy != "" && !strings.EqualFold(sell, buy) {
		checkContractStep(c, sell, buy, fixed, x)
	}
}

// checkContractStep: in a swap with a non-stablecoin crypto asset, the fixed amount must be on
// that asset's side and a multiple of the venue's contract step for it. Without fixed_currency the
// side of the amount is unknown, and the rule does not guess.
func checkContractStep(c *rule.Context, sell, buy, fixed string, x decimal.Decimal) {
	asset := ""
	switch {
	case Classify(sell) == Crypto:
		asset = sell
	case Classify(buy) == Crypto:
		asset = buy
	}
	if asset == "" || fixed == "" {
		return
	}
	if !strings.EqualFold(fixed, asset) {
		c.Add(errcatalog.RampAmountNotCryptoStep, "fixed_currency")
		return
	}
	step, known := rampFacts(c).ContractSteps[strings.ToUpper(asset)]
	if !known {
		c.Skip("ramp.contract-step", "ramp.contract_steps."+strings.ToUpper(asset))
		return
	}
	if step.IsPositive() && !x.Mod(step).IsZero() {
		c.Add(errcatalog.RampAmountNotCryptoStep, "amount")
	}
}

// CheckCreateConversion checks a ramp/create-conversion request: the amount, buy/sell against
// swap, the currencies, the account's state, the quote it refers to, the destination asset and
// the balance.
func CheckCreateConversion(c *rule.Context) {
	in := c.Input
	quoteID, _ := c.Query(in.Get("quote_id"), "quote_id")
	sell, _ := c.String(in.Get("sell_currency"), "sell_currency")
	buy, _ := c.String(in.Get("buy_currency"), "buy_currency")
	x, given, ok := amount(c, "amount")
	if given && !ok {
		c.Add(errcatalog.RampInvalidAmount, "amount")
	}
	// Buy/sell pairs fiat with a stablecoin; a non-stablecoin asset goes through a swap.
	switch {
	case Classify(sell) == Fiat && Classify(buy) == Crypto:
		c.Add(errcatalog.RampBuySellStablecoinsOnly, "buy_currency")
	case Classify(buy) == Fiat && Classify(sell) == Crypto:
		c.Add(errcatalog.RampBuySellStablecoinsOnly, "sell_currency")
	}
	checkSupported(c, []string{"sell_currency", "buy_currency"}, []string{sell, buy})
	r := rampFacts(c)
	flag(c, r.ExchangeEnabled, errcatalog.RampExchangeNotEnabled, "", "ramp.exchange-enabled", "ramp.exchange_enabled")
	flag(c, r.CryptoServiceActive, errcatalog.RampCryptoServiceNotActive, "", "ramp.crypto-service-active", "ramp.crypto_service_active")
	if r.SwapInProgress == nil {
		c.Skip("ramp.swap-in-progress", "ramp.swap_in_progress")
	} else if *r.SwapInProgress {
		c.Add(errcatalog.RampSwapInProgress, "")
	}
	checkQuote(c, r.Quote, quoteID, sell, buy, x, ok)
	checkDestinationAsset(c, r, buy)
	// The balance is taken in the sell currency: the quote's sell amount when known, else the
	// request's amount when the quote fixed the sell side.
	switch q := r.Quote; {
	case sell == "":
	case q != nil && q.SellAmount != nil:
		checkBalance(c, sell, *q.SellAmount, errcatalog.RampInsufficientBalance, "amount")
	case ok && (q == nil || q.FixedCurrency == "" || strings.EqualFold(q.FixedCurrency, sell)):
		checkBalance(c, sell, x, errcatalog.RampInsufficientBalance, "amount")
	}
}

func checkQuote(c *rule.Context, q *facts.RampQuote, id, sell, buy string, x decimal.Decimal, hasAmount bool) {
	if q == nil {
		c.Skip("ramp.quote", "ramp.quote")
		return
	}
	mismatch := ""
	switch {
	case id != q.ID:
		mismatch = "quote_id"
	case sell != "" && q.SellCurrency != "" && !strings.EqualFold(sell, q.SellCurrency):
		mismatch = "sell_currency"
	case buy != "" && q.BuyCurrency != "" && !strings.EqualFold(buy, q.BuyCurrency):
		mismatch = "buy_currency"
	case hasAmount && q.Amount != nil && !x.Equal(*q.Amount):
		mismatch = "amount"
	}
	if mismatch != "" {
		c.Add(errcatalog.RampQuoteInvalidOrMismatched, mismatch)
		return
	}
	if q.Used != nil && *q.Used {
		c.Add(errcatalog.RampQuoteAlreadyUsed, "quote_id")
	}
	if q.PriceMovedBeyondTolerance != nil && *q.PriceMovedBeyondTolerance {
		c.Add(errcatalog.RampPriceMovedBeyondTolerance, "quote_id")
	}
}

func checkDestinationAsset(c *rule.Context, r *facts.Ramp, buy string) {
	if buy == "" || Classify(buy) == Fiat {
		return
	}
	a, ok := r.AssetOf(buy)
	if !ok || a.Activated == nil {
		c.Skip("ramp.destination-asset", "ramp.assets."+strings.ToUpper(buy)+".activated")
		return
	}
	switch {
	case !*a.Activated:
		c.Add(errcatalog.RampDestinationAssetNotActivated, "buy_currency")
	case a.Active != nil && !*a.Active:
		c.Add(errcatalog.RampDestinationAssetInactive, "buy_currency")
	}
}

// CheckCreateWithdraw checks a ramp/create-withdraw request: the destination, the amount, the
// asset, the account's crypto service and withdrawal settings, the whitelist, the network fee,
// the asset's channel and balance account, and the balance.
func CheckCreateWithdraw(c *rule.Context) {
	in := c.Input
	addressID, _ := c.Query(in.Get("address_id"), "address_id")
	address, _ := c.String(in.Get("withdraw_address"), "withdraw_address")
	network, _ := c.String(in.Get("network"), "network")
	asset, _ := c.String(in.Get("asset"), "asset")
	if addressID == "" && address == "" && !c.Report.HasField("address_id") && !c.Report.HasField("withdraw_address") {
		c.Add(errcatalog.RampAddressIDOrWithdrawAddressRequired, "address_id")
	}
	x, _, ok := amount(c, "amount")
	if !ok && !c.Report.HasField("amount") {
		c.Add(errcatalog.RampInvalidAmount, "amount")
	}
	checkSupported(c, []string{"asset"}, []string{asset})
	r := rampFacts(c)
	flag(c, r.CryptoServiceActive, errcatalog.RampCryptoServiceNotActive, "", "ramp.crypto-service-active", "ramp.crypto_service_active")
	entry, found := whitelistEntry(c, r, addressID, address, network)
	if found {
		switch {
		case entry.Asset == "" && asset == "":
			c.Add(errcatalog.RampUniversalWhitelistNeedsAsset, "asset")
		case entry.Asset != "" && asset != "" && !strings.EqualFold(entry.Asset, asset):
			c.Add(errcatalog.RampAssetMismatchWhitelistedAddress, "asset")
		}
		if asset == "" {
			asset = entry.Asset
		}
	}
	flag(c, r.WithdrawFeeConfigured, errcatalog.RampWithdrawProductFeeNotConfigured, "", "ramp.withdraw-fee-configured", "ramp.withdraw_fee_configured")
	flag(c, r.WithdrawLimitConfigured, errcatalog.RampWithdrawLimitNotConfigured, "", "ramp.withdraw-limit-configured", "ramp.withdraw_limit_configured")
	if found && entry.TravelRuleSet != nil && !*entry.TravelRuleSet {
		field := "withdraw_address"
		if addressID != "" {
			field = "address_id"
		}
		c.Add(errcatalog.RampDestinationAddressNeedsComplianceInfo, field)
	}
	if asset == "" {
		return
	}
	code := strings.ToUpper(asset)
	if fee, known := r.NetworkFees[code]; !known {
		c.Skip("ramp.network-fee", "ramp.network_fees."+code)
	} else if ok && x.LessThanOrEqual(fee) {
		c.Add(errcatalog.RampAmountBelowNetworkFee, "amount")
	}
	a, known := r.AssetOf(code)
	flag(c, a.WithdrawChannelConfigured, errcatalog.RampWithdrawChannelNotConfigured, "asset", "ramp.withdraw-channel-configured", "ramp.assets."+code+".withdraw_channel_configured")
	flag(c, a.BalanceAccount, errcatalog.RampNoBalanceAccountForAsset, "asset", "ramp.balance-account", "ramp.assets."+code+".balance_account")
	if ok && (!known || a.BalanceAccount == nil || *a.BalanceAccount) {
		checkBalance(c, code, x, errcatalog.RampInsufficientBalance, "amount")
	}
}

// whitelistEntry finds the whitelisted address-book entry a withdrawal goes to, by address_id or
// by address (and network, when both sides name one). It records "not whitelisted" when the
// address book is known and holds no such whitelisted entry.
func whitelistEntry(c *rule.Context, r *facts.Ramp, id, address, network string) (facts.AddressBookEntry, bool) {
	if id == "" && address == "" {
		return facts.AddressBookEntry{}, false
	}
	if r.AddressBook == nil {
		c.Skip("ramp.whitelist", "ramp.address_book")
		return facts.AddressBookEntry{}, false
	}
	field := "withdraw_address"
	if id != "" {
		field = "address_id"
	}
	for _, e := range r.AddressBook {
		match := id != "" && e.ID == id ||
			id == "" && travelrule.SameAddress(e.Address, address) &&
				(network == "" || e.Network == "" || strings.EqualFold(network, e.Network))
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
	c.Add(errcatalog.RampDestinationAddressNotWhitelisted, field)
	return facts.AddressBookEntry{}, false
}

// CheckDepositWalletAddress checks ramp/deposit-wallet-address: asset and network are required,
// and, with the account's deposit addresses as facts, one must exist for the pair.
func CheckDepositWalletAddress(c *rule.Context) {
	asset, _ := c.Query(c.Input.Get("asset"), "asset")
	network, _ := c.Query(c.Input.Get("network"), "network")
	switch {
	case asset == "":
		c.Add(errcatalog.RampAssetAndNetworkRequired, "asset")
		return
	case network == "":
		c.Add(errcatalog.RampAssetAndNetworkRequired, "network")
		return
	}
	known := rampFacts(c).DepositAddresses
	if known == nil {
		c.Skip("ramp.deposit-address", "ramp.deposit_addresses")
		return
	}
	for _, a := range known {
		if strings.EqualFold(a.Asset, asset) && strings.EqualFold(a.Network, network) {
			return
		}
	}
	c.Add(errcatalog.RampDepositAddressNotFound, "network")
}

// CheckEstimateNetworkFee checks ramp/estimate-network-fee: asset is required.
func CheckEstimateNetworkFee(c *rule.Context) {
	if asset, _ := c.Query(c.Input.Get("asset"), "asset"); asset == "" {
		c.Add(errcatalog.RampAssetRequired, "asset")
	}
}

// CheckCreateTransfer checks ramp/create-transfer, which answers in the typed format: every
// unreadable or missing parameter is "parameter is invalid", and the balance is its own error.
func CheckCreateTransfer(c *rule.Context) {
	in := c.Input
	source, _ := c.Query(in.Get("source_account_id"), "source_account_id")
	target, _ := c.Query(in.Get("target_account_id"), "target_account_id")
	cur, _ := c.String(in.Get("currency"), "currency")
	c.String(in.Get("reason"), "reason")
	for _, f := range []struct{ name, value string }{{"source_account_id", source}, {"target_account_id", target}, {"currency", cur}} {
		if f.value == "" && !c.Report.HasField(f.name) {
			c.Add(c.InvalidRequest, f.name)
		}
	}
	if source != "" && source == target {
		c.Add(c.InvalidRequest, "target_account_id")
	}
	x, _, ok := amount(c, "amount")
	if !ok && !c.Report.HasField("amount") {
		c.Add(c.InvalidRequest, "amount")
	}
	if ok && cur != "" {
		checkBalance(c, cur, x, errcatalog.RampTransferInsufficientBalance, "amount")
	}
}

// CheckRetrieveTransfer checks ramp/retrieve-transfer: the order id is required.
func CheckRetrieveTransfer(c *rule.Context) {
	if id, _ := c.Query(c.Input.Get("order_id"), "order_id"); id == "" && !c.Report.HasField("order_id") {
		c.Add(c.InvalidRequest, "order_id")
	}
}

// CheckRetrieveAsset checks ramp/retrieve-asset against the account's assets: an asset without a
// balance account has no balance to retrieve.
func CheckRetrieveAsset(c *rule.Context) {
	code, _ := c.Query(c.Input.Get("balance_currency"), "balance_currency")
	if code == "" {
		return
	}
	a, _ := rampFacts(c).AssetOf(code)
	flag(c, a.BalanceAccount, errcatalog.RampBalanceNotFound, "balance_currency", "ramp.balance-account", "ramp.assets."+strings.ToUpper(code)+".balance_account")
}
