package ramp

import (
	"strings"

	"github.com/preflightpay/preflight/currency"
	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/facts"
	"github.com/preflightpay/preflight/internal/rule"
	"github.com/preflightpay/preflight/reason"
	"github.com/shopspring/decimal"
)

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

// CheckRetrieveConversion checks ramp/retrieve-conversion against the account's conversions.
func CheckRetrieveConversion(c *rule.Context) {
	checkOrder(c, rampFacts(c).Conversions, errcatalog.RampOrderNotFound, "conversions")
}
