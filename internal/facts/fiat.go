package facts

import (
	"strings"

	"github.com/preflightpay/preflight/bankid"
	"github.com/preflightpay/preflight/internal/input"
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
	d.object(v, path, map[string]reader{
		"beneficiaries": func(v input.Value, p string) {
			f.Beneficiaries = byID(d, v, p, idToRecord, func(v input.Value, p string) (b Beneficiary) {
				d.object(v, p, map[string]reader{
					"entity_type":    d.toStr(&b.EntityType),
					"status":         d.toStatus(&b.Status),
					"account_number": func(v input.Value, p string) { b.AccountNumber = strings.TrimSpace(d.str(v, p)) },
					"iban":           func(v input.Value, p string) { b.IBAN = bankid.NormalizeIBAN(d.str(v, p)) },
					"routing_code_value1": func(v input.Value, p string) {
						b.RoutingValue1 = bankid.NormalizeRoutingCode(strings.TrimSpace(d.str(v, p)))
					},
					"clearing_system": func(v input.Value, p string) { b.ClearingSystem = strings.TrimSpace(d.str(v, p)) },
				})
				return b
			})
		},
		"payouts": func(v input.Value, p string) {
			f.Payouts = byID(d, v, p, idToRecord, func(v input.Value, p string) Payout {
				return Payout{Status: d.statusRecord(v, p)}
			})
		},
		"transfers": func(v input.Value, p string) {
			f.Transfers = byID(d, v, p, idToRecord, func(v input.Value, p string) Transfer {
				return Transfer{Status: d.statusRecord(v, p)}
			})
		},
		"quotes": func(v input.Value, p string) {
			f.Quotes = byID(d, v, p, idToRecord, func(v input.Value, p string) (q Quote) {
				d.object(v, p, map[string]reader{
					"status":        d.toStatus(&q.Status),
					"sell_currency": d.toCode(&q.SellCurrency),
					"buy_currency":  d.toCode(&q.BuyCurrency),
					"amount":        d.toDecimal(&q.Amount),
				})
				return q
			})
		},
		"payers":              func(v input.Value, p string) { f.Payers = d.strs(v, p) },
		"pobo_enabled":        d.toBool(&f.POBOEnabled),
		"payout_enrolled":     d.toBool(&f.PayoutEnrolled),
		"fee_tier_configured": d.toBool(&f.FeeTierConfigured),
		"channels": func(v input.Value, p string) {
			f.Channels = list(d, v, p, "must be an array of channels", func(v input.Value, p string) (ch Channel) {
				d.object(v, p, map[string]reader{
					"payment_currency":   d.toCode(&ch.PaymentCurrency),
					"receiving_currency": d.toCode(&ch.ReceivingCurrency),
					"clearing_system":    d.toStr(&ch.ClearingSystem),
					"active":             func(v input.Value, p string) { ch.Active = d.boolean(v, p) },
				})
				return ch
			})
		},
	})
	return f
}

// idToRecord is the problem of a fiat record map that is not an object.
const idToRecord = "must be an object of id to record"
