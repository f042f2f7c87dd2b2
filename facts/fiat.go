package facts

import (
	"strings"

	"github.com/preflightpay/preflight/bankid"
	"github.com/preflightpay/preflight/currency"
	"github.com/preflightpay/preflight/input"
	"github.com/shopspring/decimal"
)

// Fiat holds facts for the fiat payout, beneficiary and conversion rules. Every member is
// optional; a rule whose member is absent is skipped and listed in the report.
//
// Values are kept in the one form the rules compare them in, whatever form the caller wrote:
// statuses in lower case ("ACTIVE" is "active"), currency codes as currency.Normalize writes
// them, IBANs as bankid.NormalizeIBAN does (no spaces, upper case), routing_code_value1 as
// bankid.NormalizeRoutingCode does ("40-47-84" is "404784"), other text trimmed.
type Fiat struct {
	// Beneficiaries are the account's existing beneficiaries, by id: "beneficiary not found",
	// "beneficiary not active", "can't change entity_type" and "recipient repeat addition".
	Beneficiaries map[string]Beneficiary
	// Payouts are the account's payouts, by id: "payout not found".
	Payouts map[string]Payout
	// Transfers are the account's fiat transfers, by id: "transfer not found". When given, the
	// map lists every transfer the account can retrieve.
	Transfers map[string]Transfer
	// Quotes are quotes the caller holds, by id: "quote invalid or mismatched".
	Quotes map[string]Quote
	// Payers are the payer ids the account may pay on behalf of (POBO): "payer not exists".
	Payers []string
	// POBOEnabled: whether pay-on-behalf-of is enabled for the account.
	POBOEnabled *bool
	// PayoutEnrolled: whether the account is enrolled in the payout product.
	PayoutEnrolled *bool
	// FeeTierConfigured: whether a payout fee tier is configured for the account.
	FeeTierConfigured *bool
	// Channels are the account's payout channels; nil when unknown.
	Channels []Channel
}

// Beneficiary is a stored beneficiary as the caller knows it.
type Beneficiary struct {
	EntityType     string // "individual" or "company"
	Status         string // "active" or another state, lower case; "" when unknown
	AccountNumber  string
	IBAN           string
	RoutingValue1  string // routing_code_value1 (sort code, ABA, ...)
	ClearingSystem string
}

// Payout is a stored payout.
type Payout struct {
	Status string
}

// Transfer looks up a stored fiat transfer. known is false when the facts do not list the
// account's transfers (f may be nil); found is false for an id they do not list.
func (f *Fiat) Transfer(id string) (t Transfer, found, known bool) {
	if f == nil || f.Transfers == nil {
		return Transfer{}, false, false
	}
	t, found = f.Transfers[id]
	return t, found, true
}

// Transfer is a stored fiat transfer.
type Transfer struct {
	Status string // "completed", "failed" or another state, lower case; "" when unknown
}

// Quote is a quote's state as the caller knows it.
type Quote struct {
	Status       string // "valid", "expired" or "used"
	SellCurrency string // the currency paid (payment_currency of a payout)
	BuyCurrency  string // the currency received (receiving_currency of a payout)
	Amount       *decimal.Decimal
}

// Channel is one payout channel of the account.
type Channel struct {
	PaymentCurrency   string
	ReceivingCurrency string
	ClearingSystem    string // "" for any
	Active            bool
}

func decodeFiat(d *decoder, v input.Value, path string) *Fiat {
	f := &Fiat{}
	byID := func(v input.Value, p string, read func(id string, v input.Value, p string)) {
		if v.Kind() != input.Object {
			d.fail(p, "must be an object of id to record")
			return
		}
		for _, m := range v.Members() {
			read(m.Key, m.Value, join(p, m.Key))
		}
	}
	d.object(v, path, map[string]func(input.Value, string){
		"beneficiaries": func(v input.Value, p string) {
			f.Beneficiaries = map[string]Beneficiary{}
			byID(v, p, func(id string, v input.Value, p string) {
				var b Beneficiary
				d.object(v, p, map[string]func(input.Value, string){
					"entity_type":    func(v input.Value, p string) { b.EntityType = d.str(v, p) },
					"status":         d.toStatus(&b.Status),
					"account_number": func(v input.Value, p string) { b.AccountNumber = strings.TrimSpace(d.str(v, p)) },
					"iban":           func(v input.Value, p string) { b.IBAN = bankid.NormalizeIBAN(d.str(v, p)) },
					"routing_code_value1": func(v input.Value, p string) {
						b.RoutingValue1 = bankid.NormalizeRoutingCode(strings.TrimSpace(d.str(v, p)))
					},
					"clearing_system": func(v input.Value, p string) { b.ClearingSystem = strings.TrimSpace(d.str(v, p)) },
				})
				f.Beneficiaries[id] = b
			})
		},
		"payouts": func(v input.Value, p string) {
			f.Payouts = map[string]Payout{}
			byID(v, p, func(id string, v input.Value, p string) {
				var po Payout
				d.object(v, p, map[string]func(input.Value, string){
					"status": d.toStatus(&po.Status),
				})
				f.Payouts[id] = po
			})
		},
		"transfers": func(v input.Value, p string) {
			f.Transfers = map[string]Transfer{}
			byID(v, p, func(id string, v input.Value, p string) {
				var tr Transfer
				d.object(v, p, map[string]reader{"status": d.toStatus(&tr.Status)})
				f.Transfers[id] = tr
			})
		},
		"quotes": func(v input.Value, p string) {
			f.Quotes = map[string]Quote{}
			byID(v, p, func(id string, v input.Value, p string) {
				var q Quote
				d.object(v, p, map[string]func(input.Value, string){
					"status":        d.toStatus(&q.Status),
					"sell_currency": func(v input.Value, p string) { q.SellCurrency = currency.Normalize(d.str(v, p)) },
					"buy_currency":  func(v input.Value, p string) { q.BuyCurrency = currency.Normalize(d.str(v, p)) },
					"amount":        func(v input.Value, p string) { q.Amount = d.optDecimal(v, p) },
				})
				f.Quotes[id] = q
			})
		},
		"payers":              func(v input.Value, p string) { f.Payers = d.strs(v, p) },
		"pobo_enabled":        func(v input.Value, p string) { f.POBOEnabled = d.optBool(v, p) },
		"payout_enrolled":     func(v input.Value, p string) { f.PayoutEnrolled = d.optBool(v, p) },
		"fee_tier_configured": func(v input.Value, p string) { f.FeeTierConfigured = d.optBool(v, p) },
		"channels": func(v input.Value, p string) {
			if v.Kind() != input.Array {
				d.fail(p, "must be an array of channels")
				return
			}
			f.Channels = []Channel{}
			for i, e := range v.Elems() {
				var ch Channel
				d.object(e, p+"["+itoa(i)+"]", map[string]func(input.Value, string){
					"payment_currency":   func(v input.Value, p string) { ch.PaymentCurrency = currency.Normalize(d.str(v, p)) },
					"receiving_currency": func(v input.Value, p string) { ch.ReceivingCurrency = currency.Normalize(d.str(v, p)) },
					"clearing_system":    func(v input.Value, p string) { ch.ClearingSystem = d.str(v, p) },
					"active":             func(v input.Value, p string) { ch.Active = d.boolean(v, p) },
				})
				f.Channels = append(f.Channels, ch)
			}
		},
	})
	return f
}
