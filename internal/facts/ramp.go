package facts

import (
	"github.com/preflightpay/preflight/currency"

	"github.com/preflightpay/preflight/internal/input"
	"github.com/shopspring/decimal"
)

// Ramp holds facts for the crypto ramp rules. Every member is optional: a nil pointer, nil map or
// nil slice means "not known", and the rules that need it are skipped. Codes (currencies, assets)
// are upper-cased when read.
type Ramp struct {
	// SupportedCurrencies lists every currency and asset the platform's ramp supports for the
	// account (list-supported-assets), upper case. Nil: unknown.
	SupportedCurrencies []string
	// ExchangeEnabled, ExchangeLimitConfigured, CryptoServiceActive, SwapInProgress,
	// WithdrawFeeConfigured and WithdrawLimitConfigured are account settings and states.
	ExchangeEnabled         *bool
	ExchangeLimitConfigured *bool
	CryptoServiceActive     *bool
	SwapInProgress          *bool
	WithdrawFeeConfigured   *bool
	WithdrawLimitConfigured *bool
	// ContractSteps is the venue's contract step per non-stablecoin asset: a swap quote's amount
	// must be a multiple of it.
	ContractSteps map[string]decimal.Decimal
	// NetworkFees is the current network fee of a withdrawal, per asset, in that asset.
	NetworkFees map[string]decimal.Decimal
	// Quote is the quote that a create-conversion request refers to, as create-quote returned it.
	Quote *RampQuote
	// Assets holds per-asset account states, by asset code.
	Assets map[string]Asset
	// AddressBook lists the account's address-book entries (withdrawal addresses). When given it
	// is the complete list: an address or id not in it is not whitelisted, not found.
	AddressBook []AddressBookEntry
	// AddressesNotAllowed lists addresses the platform refuses to add (sanctioned or blocked).
	AddressesNotAllowed []string
	// DepositAddresses lists the account's deposit addresses by asset and network, as
	// list-deposit-addresses returns them. When given it is the complete list.
	DepositAddresses []DepositAddress
	// Conversions, Deposits and Withdrawals are the account's ramp orders by order id, as
	// list-conversions, list-deposits and list-withdraws return them. When one is given it is
	// the complete list: an order id not in it is "order not found", "deposit not found" or
	// "withdrawal not found" for the matching retrieve operation.
	Conversions map[string]RampOrder
	Deposits    map[string]RampOrder
	Withdrawals map[string]RampOrder
	// TransferAccounts are the accounts a ramp create-transfer may name as its source or
	// target, by account id. When given it is the complete list: an account not in it, or
	// deactivated, is "Account not found or deactivated"; one in another state than active is
	// "Account not active".
	TransferAccounts map[string]TransferAccount
}

// RampOrder is one ramp order (a conversion, deposit or withdrawal) as the caller knows it.
type RampOrder struct {
	Status string // the order's status, in lower case like every status of the facts; "" when unknown
}

// TransferAccount is an account a ramp transfer may move funds between.
type TransferAccount struct {
	// Status is "active", "deactivated" or another state, read in lower case like every status
	// of the facts ("ACTIVE" is "active"); "" when unknown.
	Status string
}

// The account states a ramp transfer distinguishes.
const (
	StatusActive      = "active"
	StatusDeactivated = "deactivated"
)

// DepositAddress names one deposit address the account holds.
type DepositAddress struct {
	Asset   string // upper case
	Network string
}

// RampQuote is a quote's state.
type RampQuote struct {
	ID           string
	SellCurrency string
	BuyCurrency  string
	// Amount is the quoted amount, in FixedCurrency (the sell currency when FixedCurrency is "").
	Amount        *decimal.Decimal
	FixedCurrency string
	// SellAmount is what the conversion will take from the sell currency's balance, when known.
	SellAmount *decimal.Decimal
	// Used: a conversion already used the quote.
	Used *bool
	// PriceMovedBeyondTolerance: the market moved beyond the quote's tolerance since it was given.
	PriceMovedBeyondTolerance *bool
}

// Asset is one asset's state for the account.
type Asset struct {
	Activated                 *bool // the asset has been activated for the account
	Active                    *bool // an activated asset is currently active (not suspended)
	BalanceAccount            *bool // the account has a balance account for the asset
	WithdrawChannelConfigured *bool // a withdrawal channel is configured for the asset
}

// AddressBookEntry is one stored wallet address.
type AddressBookEntry struct {
	ID      string
	Address string
	Network string
	// Asset is the asset the whitelisting is for; "" for a universal whitelist address, valid
	// for any asset on its network.
	Asset         string
	Label         string
	IsWhitelist   *bool // the entry is whitelisted for withdrawals
	TravelRuleSet *bool // the entry's travel-rule data is set (it can no longer be edited)
}

// AssetOf returns the facts of an asset, by code in any case.
func (r *Ramp) AssetOf(code string) (Asset, bool) {
	a, ok := r.Assets[currency.Normalize(code)]
	return a, ok
}

// Supports reports whether code is among the supported currencies, both read by
// currency.Normalize (any ASCII letter case, spaces around).
func (r *Ramp) Supports(code string) bool {
	code = currency.Normalize(code)
	for _, s := range r.SupportedCurrencies {
		if currency.Normalize(s) == code {
			return true
		}
	}
	return false
}

func decodeRamp(d *decoder, v input.Value, path string) *Ramp {
	r := &Ramp{}
	d.object(v, path, map[string]reader{
		"supported_currencies": func(v input.Value, p string) {
			r.SupportedCurrencies = d.strs(v, p)
			for i, s := range r.SupportedCurrencies {
				r.SupportedCurrencies[i] = currency.Normalize(s)
			}
		},
		"exchange_enabled":          d.toBool(&r.ExchangeEnabled),
		"exchange_limit_configured": d.toBool(&r.ExchangeLimitConfigured),
		"crypto_service_active":     d.toBool(&r.CryptoServiceActive),
		"swap_in_progress":          d.toBool(&r.SwapInProgress),
		"withdraw_fee_configured":   d.toBool(&r.WithdrawFeeConfigured),
		"withdraw_limit_configured": d.toBool(&r.WithdrawLimitConfigured),
		"contract_steps":            func(v input.Value, p string) { r.ContractSteps = d.decimals(v, p) },
		"network_fees":              func(v input.Value, p string) { r.NetworkFees = d.decimals(v, p) },
		"quote":                     func(v input.Value, p string) { r.Quote = decodeQuote(d, v, p) },
		"assets":                    func(v input.Value, p string) { r.Assets = decodeAssets(d, v, p) },
		"address_book":              func(v input.Value, p string) { r.AddressBook = decodeAddressBook(d, v, p) },
		"addresses_not_allowed":     func(v input.Value, p string) { r.AddressesNotAllowed = d.strs(v, p) },
		"deposit_addresses":         func(v input.Value, p string) { r.DepositAddresses = decodeDepositAddresses(d, v, p) },
		"conversions":               func(v input.Value, p string) { r.Conversions = decodeOrders(d, v, p) },
		"deposits":                  func(v input.Value, p string) { r.Deposits = decodeOrders(d, v, p) },
		"withdrawals":               func(v input.Value, p string) { r.Withdrawals = decodeOrders(d, v, p) },
		"transfer_accounts":         func(v input.Value, p string) { r.TransferAccounts = decodeTransferAccounts(d, v, p) },
	})
	return r
}

func decodeQuote(d *decoder, v input.Value, path string) *RampQuote {
	q := &RampQuote{}
	d.object(v, path, map[string]reader{
		"id":                           d.toStr(&q.ID),
		"sell_currency":                d.toCode(&q.SellCurrency),
		"buy_currency":                 d.toCode(&q.BuyCurrency),
		"fixed_currency":               d.toCode(&q.FixedCurrency),
		"amount":                       d.toDecimal(&q.Amount),
		"sell_amount":                  d.toDecimal(&q.SellAmount),
		"used":                         d.toBool(&q.Used),
		"price_moved_beyond_tolerance": d.toBool(&q.PriceMovedBeyondTolerance),
	})
	return q
}

func decodeAssets(d *decoder, v input.Value, path string) map[string]Asset {
	if v.Kind() != input.Object {
		d.fail(path, "must be an object of asset code to asset facts")
		return nil
	}
	out := make(map[string]Asset, len(v.Members()))
	for _, m := range v.Members() {
		var a Asset
		d.object(m.Value, join(path, m.Key), map[string]reader{
			"activated":                   d.toBool(&a.Activated),
			"active":                      d.toBool(&a.Active),
			"balance_account":             d.toBool(&a.BalanceAccount),
			"withdraw_channel_configured": d.toBool(&a.WithdrawChannelConfigured),
		})
		out[currency.Normalize(m.Key)] = a
	}
	return out
}

func decodeAddressBook(d *decoder, v input.Value, path string) []AddressBookEntry {
	return list(d, v, path, "must be an array of address-book entries", func(v input.Value, p string) (a AddressBookEntry) {
		d.object(v, p, map[string]reader{
			"id":              d.toStr(&a.ID),
			"address":         d.toStr(&a.Address),
			"network":         d.toStr(&a.Network),
			"asset":           d.toCode(&a.Asset),
			"label":           d.toStr(&a.Label),
			"is_whitelist":    d.toBool(&a.IsWhitelist),
			"travel_rule_set": d.toBool(&a.TravelRuleSet),
		})
		return a
	})
}

func decodeDepositAddresses(d *decoder, v input.Value, path string) []DepositAddress {
	return list(d, v, path, "must be an array of {asset, network}", func(v input.Value, p string) (a DepositAddress) {
		d.object(v, p, map[string]reader{
			"asset":   d.toCode(&a.Asset),
			"network": d.toStr(&a.Network),
		})
		return a
	})
}

// A ramp order's or transfer account's status is read as every status of the facts is
// it in any letter case), unlike the fiat records' lower-cased statuses.
const idToStatus = "must be an object of id to {status}"

func decodeOrders(d *decoder, v input.Value, path string) map[string]RampOrder {
	return byID(d, v, path, idToStatus, func(v input.Value, p string) RampOrder {
		return RampOrder{Status: d.statusRecord(v, p)}
	})
}

func decodeTransferAccounts(d *decoder, v input.Value, path string) map[string]TransferAccount {
	return byID(d, v, path, idToStatus, func(v input.Value, p string) TransferAccount {
		return TransferAccount{Status: d.statusRecord(v, p)}
	})
}
