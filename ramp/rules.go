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

// member is a request member as the rules read it: its text, and whether the request held it with
// a JSON type the operation cannot read. That is already reported, so no later check of the same
// member speaks of it again: the record replaces asking the report what an earlier rule found.
type member struct {
	s          string
	unreadable bool
}

// missing reports whether a required member is absent or empty and nothing was said of it yet.
func (m member) missing() bool { return m.s == "" && !m.unreadable }

func unreadable(v input.Value, ok bool) bool { return !ok && !v.Missing() }

// str reads a string member of the request.
func str(c *rule.Context, name string) member {
	s, ok := c.StringAt(c.Input, name)
	return member{s: s, unreadable: unreadable(c.Input.Get(name), ok)}
}

// query reads a query or path parameter, a string or a number.
func query(c *rule.Context, name string) member {
	s, ok := c.QueryAt(c.Input, name)
	return member{s: s, unreadable: unreadable(c.Input.Get(name), ok)}
}

// quantity is an amount member as read: given says the request holds a number or a string, ok
// that it is a positive decimal, unreadable that it had another JSON type (already reported).
type quantity struct {
	x          decimal.Decimal
	given, ok  bool
	unreadable bool
}

// amount reads an amount member: a JSON number or a string holding a decimal. Another JSON type is
// the request the platform cannot read, recorded here as the operation's invalid request.
func amount(c *rule.Context, field string) quantity {
	var q quantity
	v := c.Input.Get(field)
	switch v.Kind() {
	case input.Invalid, input.Null:
		return q
	case input.String, input.Number:
		q.x, q.ok = v.Decimal()
		q.given, q.ok = true, q.ok && q.x.IsPositive()
		return q
	}
	c.Add(c.InvalidRequest, field)
	q.unreadable = true
	return q
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
	sellM, buyM, fixedM := str(c, "sell_currency"), str(c, "buy_currency"), str(c, "fixed_currency")
	sell, buy, fixed := sellM.s, buyM.s, fixedM.s
	q := amount(c, "amount")
	if q.given && !q.ok {
		c.Add(errcatalog.RampInvalidAmount, "amount")
	}
	if fixed != "" && !strings.EqualFold(fixed, sell) && !strings.EqualFold(fixed, buy) {
		c.Add(errcatalog.RampFixedCurrencyNotSellOrBuy, "fixed_currency")
	}
	checkSupported(c, []string{"sell_currency", "buy_currency"}, []string{sell, buy})
	switch {
	case sellM.missing():
		c.Add(errcatalog.RampInvalidQuoteRequest, "sell_currency")
	case buyM.missing():
		c.Add(errcatalog.RampInvalidQuoteRequest, "buy_currency")
	case sell != "" && strings.EqualFold(sell, buy):
		c.Add(errcatalog.RampInvalidQuoteRequest, "buy_currency")
	case !q.given && !q.unreadable:
		c.Add(errcatalog.RampInvalidQuoteRequest, "amount")
	}
	r := rampFacts(c)
	flag(c, r.ExchangeEnabled, errcatalog.RampExchangeNotEnabled, "", "ramp.exchange-enabled", "ramp.exchange_enabled")
	flag(c, r.ExchangeLimitConfigured, errcatalog.RampExchangeLimitNotConfigured, "", "ramp.exchange-limit-configured", "ramp.exchange_limit_configured")
	if q.ok && sell != "" && buy != "" && !strings.EqualFold(sell, buy) {
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
	quoteID := query(c, "quote_id").s
	sell, buy := str(c, "sell_currency").s, str(c, "buy_currency").s
	q := amount(c, "amount")
	x, ok := q.x, q.ok
	if q.given && !ok {
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
	idM, addressM := query(c, "address_id"), str(c, "withdraw_address")
	addressID, address := idM.s, addressM.s
	network, asset := str(c, "network").s, str(c, "asset").s
	if idM.missing() && addressM.missing() {
		c.Add(errcatalog.RampAddressIDOrWithdrawAddressRequired, "address_id")
	}
	q := amount(c, "amount")
	x, ok := q.x, q.ok
	if !ok && !q.unreadable {
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
	asset, network := query(c, "asset").s, query(c, "network").s
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
	if query(c, "asset").s == "" {
		c.Add(errcatalog.RampAssetRequired, "asset")
	}
}

// CheckCreateTransfer checks ramp/create-transfer, which answers in the typed format: every
// unreadable or missing parameter is "parameter is invalid", and the balance is its own error.
func CheckCreateTransfer(c *rule.Context) {
	required := [...]struct {
		name string
		member
	}{{"source_account_id", query(c, "source_account_id")}, {"target_account_id", query(c, "target_account_id")}, {"currency", str(c, "currency")}}
	str(c, "reason")
	for _, f := range required {
		if f.missing() {
			c.Add(c.InvalidRequest, f.name)
		}
	}
	source, target, cur := required[0].s, required[1].s, required[2].s
	if source != "" && source == target {
		c.Add(c.InvalidRequest, "target_account_id")
	}
	q := amount(c, "amount")
	if !q.ok && !q.unreadable {
		c.Add(c.InvalidRequest, "amount")
	}
	if q.ok && cur != "" {
		checkBalance(c, cur, q.x, errcatalog.RampTransferInsufficientBalance, "amount")
	}
}

// CheckRetrieveTransfer checks ramp/retrieve-transfer: the order id is required.
func CheckRetrieveTransfer(c *rule.Context) {
	if query(c, "order_id").missing() {
		c.Add(c.InvalidRequest, "order_id")
	}
}

// CheckRetrieveAsset checks ramp/retrieve-asset against the account's assets: an asset without a
// balance account has no balance to retrieve.
func CheckRetrieveAsset(c *rule.Context) {
	code := query(c, "balance_currency").s
	if code == "" {
		return
	}
	a, _ := rampFacts(c).AssetOf(code)
	flag(c, a.BalanceAccount, errcatalog.RampBalanceNotFound, "balance_currency", "ramp.balance-account", "ramp.assets."+strings.ToUpper(code)+".balance_account")
}
