package mock

import (
	"cmp"
	"fmt"
	"hash/fnv"
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/preflightpay/preflight/currency"
	"github.com/preflightpay/preflight/internal/facts"
	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/ramp"
	"github.com/shopspring/decimal"
)

// The ramp operations' handlers: quotes and conversions, deposits, withdrawals and the address
// book. The assets (balances) both products share are in handlers.go.

// listRampOrders lists every order of the account, by creation time: conversions, deposits,
// withdrawals and transfers.
func listRampOrders(s *state, c *call) answer {
	all := appendDated(nil, s.books.conversions.list())
	all = appendDated(all, s.books.deposits.list())
	all = appendDated(all, s.books.withdrawals.list())
	all = appendDated(all, s.books.rampTransfers.list())
	slices.SortStableFunc(all, func(a, b dated) int { return cmp.Compare(a.created(), b.created()) })
	return listAnswer(all)
}

// dated is a record with a creation time, for the lists that mix kinds.
type dated interface{ created() string }

func (r *resource) created() string { return r.CreatedAt }
func (d *deposit) created() string  { return d.CreatedAt }

func appendDated[R dated](all []dated, rs []R) []dated {
	for _, r := range rs {
		all = append(all, r)
	}
	return all
}

func createQuote(s *state, c *call) answer {
	sell, buy := currency.Normalize(c.text("sell_currency")), currency.Normalize(c.text("buy_currency"))
	fixed := currency.Normalize(c.text("fixed_currency"))
	x, _ := c.amount("amount")
	r := rate(sell, buy)
	sellAmount, buyAmount := x, x.Mul(r).Round(8)
	if fixed == buy && fixed != "" {
		sellAmount, buyAmount = x.DivRound(r, 8), x
	}
	id := s.newID("quote")
	no := false
	if s.rampQuotes != nil {
		s.rampQuotes[id] = &facts.RampQuote{ID: id, SellCurrency: sell, BuyCurrency: buy, FixedCurrency: fixed,
			Amount: &x, SellAmount: &sellAmount, Used: &no}
	}
	q := &quote{ID: id, SellCurrency: sell, BuyCurrency: buy, FixedCurrency: fixed, Amount: x.String(),
		SellAmount: sellAmount.String(), BuyAmount: buyAmount.String(), Rate: r.String(),
		CreatedAt: s.now(), ExpiresAt: s.clock().Add(time.Minute).UTC().Format(time.RFC3339)}
	s.books.quotes.put(id, q)
	return jsonAnswer(http.StatusOK, q)
}

// createRampConversion uses its quote once (a second use is the rules' "quote already used"),
// moves the money, and, for a swap between two digital assets, holds the account's one swap in
// progress until the order settles.
func createRampConversion(s *state, c *call) answer {
	r := &resource{members: c.object(), ID: s.newID("rc")}
	sell, buy := currency.Normalize(c.text("sell_currency")), currency.Normalize(c.text("buy_currency"))
	x, _ := c.amount("amount")
	sellAmount, buyAmount := x, x.Mul(rate(sell, buy))
	if q := s.rampQuotes[c.text("quote_id")]; q != nil {
		yes := true
		q.Used = &yes
		sellAmount = *q.SellAmount
		buyAmount = sellAmount.Mul(rate(q.SellCurrency, q.BuyCurrency))
		sell, buy = q.SellCurrency, q.BuyCurrency
		if given, ok := s.books.quotes.get(q.ID); ok {
			given.Used = true
		}
	}
	s.move(sell, sellAmount.Neg())
	s.move(buy, buyAmount.Round(8))
	r.Status = statusCompleted
	if ramp.Classify(sell) != ramp.Fiat && ramp.Classify(buy) != ramp.Fiat && s.f.Ramp != nil {
		r.Status = statusProcessing
		yes := true
		s.f.Ramp.SwapInProgress = &yes
		r.Swap = true
	}
	r.CreatedAt = s.now()
	r.SellAmount, r.BuyAmount = sellAmount.String(), buyAmount.Round(8).String()
	r.seal()
	s.books.conversions.put(r.ID, r)
	if s.f.Ramp != nil && s.f.Ramp.Conversions != nil {
		s.f.Ramp.Conversions[r.ID] = facts.RampOrder{Status: r.Status}
	}
	return jsonAnswer(http.StatusOK, r)
}

func depositAddress(s *state, c *call) answer {
	asset, network := currency.Normalize(c.text("asset")), c.text("network")
	addr := fmt.Sprintf("mock-%s-%s-%08x", strings.ToLower(asset), strings.ToLower(network), addressHash(asset+"/"+network))
	if s.f.Ramp != nil && s.f.Ramp.DepositAddresses != nil {
		known := false
		for _, d := range s.f.Ramp.DepositAddresses {
			known = known || (d.Asset == asset && d.Network == network)
		}
		if !known {
			s.f.Ramp.DepositAddresses = append(s.f.Ramp.DepositAddresses, facts.DepositAddress{Asset: asset, Network: network})
		}
	}
	return jsonAnswer(http.StatusOK, depositAddressRecord{Asset: asset, Network: network, Address: addr})
}

// addressHash makes a deposit address that is the same for an asset and network in every run.
func addressHash(s string) uint32 {
	h := fnv.New32a()
	h.Write([]byte(s))
	return h.Sum32()
}

func listDepositAddresses(s *state, c *call) answer {
	var rs []depositAddressRecord
	if s.f.Ramp != nil {
		for _, d := range s.f.Ramp.DepositAddresses {
			rs = append(rs, depositAddressRecord{Asset: d.Asset, Network: d.Network})
		}
	}
	return listAnswer(rs)
}

func withdraw(s *state, c *call, r *resource) {
	asset := c.text("asset")
	if asset == "" && s.f.Ramp != nil {
		for _, e := range s.f.Ramp.AddressBook {
			if e.ID == c.text("address_id") {
				asset = e.Asset
			}
		}
	}
	if x, ok := c.amount("amount"); ok {
		s.move(asset, x.Neg())
	}
	if s.f.Ramp != nil && s.f.Ramp.Withdrawals != nil {
		s.f.Ramp.Withdrawals[r.ID] = facts.RampOrder{Status: statusProcessing}
	}
}

// supportedAssets are the state's supported currencies, or the codes the mock has a price for.
func supportedAssets(s *state, c *call) answer {
	var codes []string
	if s.f.Ramp != nil && s.f.Ramp.SupportedCurrencies != nil {
		codes = append(codes, s.f.Ramp.SupportedCurrencies...)
	} else {
		for k := range usdPrices {
			codes = append(codes, k)
		}
	}
	slices.Sort(codes)
	return listAnswer(codes)
}

func networkFee(s *state, c *call) answer {
	asset := currency.Normalize(c.text("asset"))
	fee := decimal.Zero
	if s.f.Ramp != nil {
		if x, ok := s.f.Ramp.NetworkFees[asset]; ok {
			fee = x
		}
	}
	return jsonAnswer(http.StatusOK, networkFeeRecord{Asset: asset, Network: c.text("network"), Fee: fee.String()})
}

// addAddress enters the address in the address book the rules read. Travel-rule data given at
// creation (meta_data) is set, and from then on cannot be edited.
func addAddress(s *state, c *call, r *resource) {
	if s.f.Ramp == nil || s.f.Ramp.AddressBook == nil {
		return
	}
	set := !c.in.Get("meta_data").Missing()
	s.f.Ramp.AddressBook = append(s.f.Ramp.AddressBook, facts.AddressBookEntry{ID: r.ID, Address: c.text("address"),
		Network: c.text("network"), Asset: currency.Normalize(c.text("asset")), Label: c.text("label"),
		IsWhitelist: boolOf(c.in.Get("is_whitelist")), TravelRuleSet: &set})
}

func boolOf(v input.Value) *bool {
	b := v.Kind() == input.Bool && v.Bool() || strings.EqualFold(v.Str(), "true")
	return &b
}

func updateAddress(s *state, c *call) answer {
	id := c.text("id")
	r, ok := s.books.addressBook.get(id)
	if !ok {
		r = &resource{members: record{}, ID: id}
		r.seal()
	}
	in := c.object()
	for _, k := range []string{"label", "is_whitelist", "meta_data"} {
		if v := c.in.Get(k); v.Present() {
			r.set(k, in[k])
		}
	}
	s.books.addressBook.put(id, r)
	if s.f.Ramp != nil {
		for i := range s.f.Ramp.AddressBook {
			e := &s.f.Ramp.AddressBook[i]
			if e.ID != id {
				continue
			}
			if v := c.in.Get("label"); v.Present() {
				e.Label = c.text("label")
			}
			if v := c.in.Get("is_whitelist"); v.Present() {
				e.IsWhitelist = boolOf(v)
			}
			if !c.in.Get("meta_data").Missing() {
				yes := true
				e.TravelRuleSet = &yes
			}
		}
	}
	return jsonAnswer(http.StatusOK, r)
}
