package ramp

import (
	"strings"

	"github.com/preflightpay/preflight/chainaddr"
	"github.com/preflightpay/preflight/currency"
	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/facts"
	"github.com/preflightpay/preflight/reason"
	"github.com/preflightpay/preflight/rule"
	"github.com/shopspring/decimal"
)

// code reads a currency or asset code, normalised as everywhere (currency.Normalize): "" when
// absent or blank.
func code(c *rule.Context, name string) rule.Text {
	m := c.StringParam(name)
	m.S = currency.Normalize(m.S)
	return m
}

// quantity is an amount member as read: given says the request holds a number or a string, ok
// that it is a positive decimal, unreadable that it had another JSON type (already reported).
type quantity struct {
	x          decimal.Decimal
	parsed     bool // x holds the member's decimal value
	given, ok  bool
	unreadable bool
	long       string // the text of a number refused for its length alone (input.TooManyDigits)
}

// amount reads an amount member with the one amount reader (rule.Context.AmountOf), which records
// another JSON type as the operation's invalid request.
func amount(c *rule.Context, field string) quantity {
	a := c.AmountAt(c.Input, field)
	q := quantity{parsed: a.OK, given: a.Set, unreadable: a.Unreadable}
	if a.OK {
		q.x = a.Decimal()
		q.ok = q.x.IsPositive()
	}
	if a.TooLong() {
		q.long = a.Text
	}
	return q
}

// checkAmount records invalid at field when the amount is given but not a positive decimal, or
// when it is required and absent.
func checkAmount(c *rule.Context, q quantity, invalid errcatalog.ID, field string, required bool) {
	switch {
	case q.long != "":
		c.Fail(invalid, field, rule.LongAmount(field, q.long))
	case q.given && !q.ok:
		// The value is quoted only when it is a number: any other text might be a pasted secret.
		found := "text that is not a decimal number"
		if q.parsed {
			found = q.x.String()
		}
		c.Fail(invalid, field, reason.New(reason.RampAmount, field+" must be a positive decimal number; found "+found))
	case required && !q.given && !q.unreadable:
		c.Fail(invalid, field, reason.New(reason.RampAmount, field+" is required"))
	}
}

// flag applies an account or asset fact: when it is known and false, id is recorded at field
// for the reason why.
func flag(c *rule.Context, fact *bool, id errcatalog.ID, field string, why reason.Code, ruleName, needs string) {
	switch {
	case fact == nil:
		c.Skip(ruleName, needs)
	case !*fact:
		c.Fail(id, field, reason.New(why, "the facts give "+needs+" = false"))
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
			c.Fail(errcatalog.RampCurrencyNotSupported, fields[i], reason.New(reason.RampCurrencySupported, reason.Shown(code)+" is not among ramp.supported_currencies"))
		}
	}
}

// checkBalance compares an amount with the available balance of code. When the balances are
// given they list every balance the account holds: a currency absent from them is held at zero.
func checkBalance(c *rule.Context, code string, x decimal.Decimal, id errcatalog.ID, field string) {
	if c.Facts.Balances == nil {
		c.Report.SkipOnce("ramp.balance", "balances")
		return
	}
	available, _ := c.Facts.Balances.Available(code)
	if x.GreaterThan(available) {
		c.Fail(id, field, reason.New(reason.RampBalance, x.String()+" "+reason.Shown(code)+" exceeds the available balance of "+available.String()))
	}
}

// CheckCreateQuote checks a ramp/create-quote request: the amount, the fixed currency, the
// currencies, the account's exchange settings, and for a non-stablecoin swap the crypto side and
// the venue's contract step. The amount limits are the limits package's.
func CheckCreateQuote(c *rule.Context) {
	sellM, buyM, fixedM := code(c, "sell_currency"), code(c, "buy_currency"), code(c, "fixed_currency")
	sell, buy, fixed := sellM.S, buyM.S, fixedM.S
	q := amount(c, "amount")
	checkAmount(c, q, errcatalog.RampInvalidAmount, "amount", false)
	if fixed != "" && fixed != sell && fixed != buy {
		c.Fail(errcatalog.RampFixedCurrencyNotSellOrBuy, "fixed_currency", reason.New(reason.RampFixedCurrency, "fixed_currency must be "+reason.Shown(sell)+" or "+reason.Shown(buy)+"; found "+reason.Shown(fixed)))
	}
	checkSupported(c, []string{"sell_currency", "buy_currency"}, []string{sell, buy})
	bad := func(field, text string) {
		c.Fail(errcatalog.RampInvalidQuoteRequest, field, reason.New(reason.RampQuoteRequest, text))
	}
	switch {
	case sellM.Missing():
		bad("sell_currency", "sell_currency is required")
	case buyM.Missing():
		bad("buy_currency", "buy_currency is required")
	case sell != "" && sell == buy:
		bad("buy_currency", "sell_currency and buy_currency must differ; both are "+reason.Shown(sell))
	case !q.given && !q.unreadable:
		bad("amount", "amount is required")
	}
	r := rampFacts(c)
	flag(c, r.ExchangeEnabled, errcatalog.RampExchangeNotEnabled, "", reason.RampAccountSetting, "ramp.exchange-enabled", "ramp.exchange_enabled")
	flag(c, r.ExchangeLimitConfigured, errcatalog.RampExchangeLimitNotConfigured, "", reason.RampAccountSetting, "ramp.exchange-limit-configured", "ramp.exchange_limit_configured")
	if q.ok && sell != "" && buy != "" && sell != buy {
		checkContractStep(c, sell, buy, fixed, q.x)
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
	if fixed != asset {
		c.Fail(errcatalog.RampAmountNotCryptoStep, "fixed_currency", reason.New(reason.RampSwapSide, "a swap's amount is fixed on its crypto side, "+reason.Shown(asset)+"; fixed_currency is "+reason.Shown(fixed)))
		return
	}
	step, known := rampFacts(c).ContractSteps[asset]
	if !known {
		c.Skip("ramp.contract-step", "ramp.contract_steps."+asset)
		return
	}
	if step.IsPositive() && !x.Mod(step).IsZero() {
		c.Fail(errcatalog.RampAmountNotCryptoStep, "amount", reason.New(reason.RampContractStep, x.String()+" "+reason.Shown(asset)+" is not a multiple of the contract step "+step.String()))
	}
}

// CheckCreateConversion checks a ramp/create-conversion request: the amount, buy/sell against
// swap, the currencies, the account's state, the quote it refers to, the destination asset and
// the balance.
func CheckCreateConversion(c *rule.Context) {
	quoteM := c.QueryParam("quote_id")
	quoteID := strings.TrimSpace(quoteM.S)
	sell, buy := code(c, "sell_currency").S, code(c, "buy_currency").S
	q := amount(c, "amount")
	checkAmount(c, q, errcatalog.RampInvalidAmount, "amount", false)
	// Buy/sell pairs fiat with a stablecoin; a non-stablecoin asset goes through a swap.
	switch {
	case Classify(sell) == Fiat && Classify(buy) == Crypto:
		c.Fail(errcatalog.RampBuySellStablecoinsOnly, "buy_currency", reason.New(reason.RampCurrencyClass, "buying "+reason.Shown(buy)+", not a stablecoin, with fiat "+sell+" is a swap"))
	case Classify(buy) == Fiat && Classify(sell) == Crypto:
		c.Fail(errcatalog.RampBuySellStablecoinsOnly, "sell_currency", reason.New(reason.RampCurrencyClass, "selling "+reason.Shown(sell)+", not a stablecoin, for fiat "+buy+" is a swap"))
	}
	checkSupported(c, []string{"sell_currency", "buy_currency"}, []string{sell, buy})
	r := rampFacts(c)
	flag(c, r.ExchangeEnabled, errcatalog.RampExchangeNotEnabled, "", reason.RampAccountSetting, "ramp.exchange-enabled", "ramp.exchange_enabled")
	flag(c, r.CryptoServiceActive, errcatalog.RampCryptoServiceNotActive, "", reason.RampAccountSetting, "ramp.crypto-service-active", "ramp.crypto_service_active")
	if r.SwapInProgress == nil {
		c.Skip("ramp.swap-in-progress", "ramp.swap_in_progress")
	} else if *r.SwapInProgress {
		c.Fail(errcatalog.RampSwapInProgress, "", reason.New(reason.RampAccountSetting, "the facts give ramp.swap_in_progress = true"))
	}
	if !quoteM.Unreadable { // an unreadable quote_id has its "invalid request" already
		checkQuote(c, r.Quote, quoteID, sell, buy, q.x, q.ok)
	}
	checkDestinationAsset(c, r, buy)
	// The balance is taken in the sell currency: the quote's sell amount when known, else the
	// request's amount when the quote fixed the sell side.
	switch quote := r.Quote; {
	case sell == "":
	case quote != nil && quote.SellAmount != nil:
		checkBalance(c, sell, *quote.SellAmount, errcatalog.RampInsufficientBalance, "amount")
	case q.ok && (quote == nil || quote.FixedCurrency == "" || currency.Normalize(quote.FixedCurrency) == sell):
		checkBalance(c, sell, q.x, errcatalog.RampInsufficientBalance, "amount")
	}
}

func checkQuote(c *rule.Context, q *facts.RampQuote, id, sell, buy string, x decimal.Decimal, hasAmount bool) {
	if q == nil {
		c.Skip("ramp.quote", "ramp.quote")
		return
	}
	mismatch, text := "", ""
	switch {
	case id != strings.TrimSpace(q.ID):
		mismatch, text = "quote_id", "the quote in the facts is "+reason.Shown(q.ID)+"; quote_id is "+reason.Shown(id)
	case sell != "" && q.SellCurrency != "" && sell != currency.Normalize(q.SellCurrency):
		mismatch, text = "sell_currency", "the quote sells "+q.SellCurrency+"; sell_currency is "+reason.Shown(sell)
	case buy != "" && q.BuyCurrency != "" && buy != currency.Normalize(q.BuyCurrency):
		mismatch, text = "buy_currency", "the quote buys "+q.BuyCurrency+"; buy_currency is "+reason.Shown(buy)
	case hasAmount && q.Amount != nil && !x.Equal(*q.Amount):
		mismatch, text = "amount", "the quote is for "+q.Amount.String()+"; amount is "+x.String()
	}
	if mismatch != "" {
		c.Fail(errcatalog.RampQuoteInvalidOrMismatched, mismatch, reason.New(reason.RampQuote, text))
		return
	}
	if q.Used != nil && *q.Used {
		c.Fail(errcatalog.RampQuoteAlreadyUsed, "quote_id", reason.New(reason.RampQuote, "the facts give ramp.quote.used = true"))
	}
	if q.PriceMovedBeyondTolerance != nil && *q.PriceMovedBeyondTolerance {
		c.Fail(errcatalog.RampPriceMovedBeyondTolerance, "quote_id", reason.New(reason.RampQuote, "the facts give ramp.quote.price_moved_beyond_tolerance = true"))
	}
}

func checkDestinationAsset(c *rule.Context, r *facts.Ramp, buy string) {
	if buy == "" || Classify(buy) == Fiat {
		return
	}
	a, ok := r.AssetOf(buy)
	if !ok || a.Activated == nil {
		c.Skip("ramp.destination-asset", "ramp.assets."+buy+".activated")
		return
	}
	switch {
	case !*a.Activated:
		c.Fail(errcatalog.RampDestinationAssetNotActivated, "buy_currency", reason.New(reason.RampAssetState, "the facts give ramp.assets."+buy+".activated = false"))
	case a.Active != nil && !*a.Active:
		c.Fail(errcatalog.RampDestinationAssetInactive, "buy_currency", reason.New(reason.RampAssetState, "the facts give ramp.assets."+buy+".active = false"))
	}
}

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

// CheckEstimateNetworkFee checks ramp/estimate-network-fee: asset is required.
func CheckEstimateNetworkFee(c *rule.Context) {
	if c.QueryParam("asset").Missing() {
		c.Fail(errcatalog.RampAssetRequired, "asset", reason.New(reason.RampRequired, "asset is required"))
	}
}

// CheckCreateTransfer checks ramp/create-transfer, which answers in the typed format: every
// unreadable or missing parameter is "parameter is invalid"; with facts, the source and target
// accounts must exist and be active, and the source's balance must cover the amount.
func CheckCreateTransfer(c *rule.Context) {
	required := [...]struct {
		name string
		rule.Text
	}{{"source_account_id", c.QueryParam("source_account_id")}, {"target_account_id", c.QueryParam("target_account_id")}, {"currency", c.StringParam("currency")}}
	c.StringParam("reason")
	for _, f := range required {
		if f.Missing() {
			c.Fail(c.InvalidRequest, f.name, reason.New(reason.RampRequired, f.name+" is required"))
		}
	}
	source, target := strings.TrimSpace(required[0].S), strings.TrimSpace(required[1].S)
	cur := currency.Normalize(required[2].S)
	if source != "" && source == target {
		c.Fail(c.InvalidRequest, "target_account_id", reason.New(reason.RampSameAccount, "the target is the source account "+reason.Shown(source)))
	}
	q := amount(c, "amount")
	checkAmount(c, q, c.InvalidRequest, "amount", true)
	checkTransferAccount(c, source, "source_account_id")
	if target != source {
		checkTransferAccount(c, target, "target_account_id")
	}
	// The balances are the caller's: when the facts show the caller is not the source, they say
	// nothing about the source's funds.
	if a := c.Facts.Account; a != nil && a.ID != "" && a.ID != source {
		return
	}
	if q.ok && cur != "" {
		checkBalance(c, cur, q.x, errcatalog.RampTransferInsufficientBalance, "amount")
	}
}

// checkTransferAccount: a transfer's account must be known and active.
func checkTransferAccount(c *rule.Context, id, field string) {
	if id == "" {
		return
	}
	accounts := rampFacts(c).TransferAccounts
	if accounts == nil {
		c.Report.SkipOnce("ramp.transfer-account", "ramp.transfer_accounts")
		return
	}
	a, found := accounts[id]
	switch {
	case !found:
		c.Fail(errcatalog.RampTransferAccountNotFound, field, reason.New(reason.RampTransferAccount, "account "+reason.Shown(id)+" is not in ramp.transfer_accounts"))
	case a.Status == facts.StatusDeactivated:
		c.Fail(errcatalog.RampTransferAccountNotFound, field, reason.New(reason.RampTransferAccount, "account "+reason.Shown(id)+" is deactivated"))
	case a.Status != "" && a.Status != facts.StatusActive:
		c.Fail(errcatalog.RampTransferAccountNotActive, field, reason.New(reason.RampTransferAccount, "account "+reason.Shown(id)+" is "+reason.Shown(a.Status)+", not active"))
	}
}

// CheckRetrieveTransfer checks ramp/retrieve-transfer: the order id is required. A transfer
// absent from the facts is not checked: the catalog's only answer, "Error to Geting Transfer
// Data", is a failure to retry later, not a not-found.
func CheckRetrieveTransfer(c *rule.Context) {
	if c.QueryParam("order_id").Missing() {
		c.Fail(c.InvalidRequest, "order_id", reason.New(reason.RampRequired, "order_id is required"))
	}
}

// CheckRetrieveConversion checks ramp/retrieve-conversion against the account's conversions.
func CheckRetrieveConversion(c *rule.Context) {
	checkOrder(c, rampFacts(c).Conversions, errcatalog.RampOrderNotFound, "conversions")
}

// CheckRetrieveDeposit checks ramp/retrieve-deposit against the account's deposits.
func CheckRetrieveDeposit(c *rule.Context) {
	checkOrder(c, rampFacts(c).Deposits, errcatalog.RampDepositNotFound, "deposits")
}

// CheckRetrieveWithdraw checks ramp/retrieve-withdraw against the account's withdrawals.
func CheckRetrieveWithdraw(c *rule.Context) {
	checkOrder(c, rampFacts(c).Withdrawals, errcatalog.RampWithdrawalNotFound, "withdrawals")
}

// checkOrder records notFound when the facts list the account's orders of a kind and order_id is
// not among them.
func checkOrder(c *rule.Context, orders map[string]facts.RampOrder, notFound errcatalog.ID, kind string) {
	id := strings.TrimSpace(c.QueryParam("order_id").S)
	if id == "" {
		return
	}
	if orders == nil {
		c.Skip("ramp.order-exists", "ramp."+kind)
		return
	}
	if _, found := orders[id]; !found {
		c.Fail(notFound, "order_id", reason.New(reason.RampRecordNotFound, "order "+reason.Shown(id)+" is not among ramp."+kind))
	}
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
