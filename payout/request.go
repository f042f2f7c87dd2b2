package payout

import (
	"github.com/preflightpay/preflight/beneficiary"
	"github.com/preflightpay/preflight/input"
	"github.com/preflightpay/preflight/rule"
	"github.com/shopspring/decimal"
)

// Text is a string member as given; see rule.Text.
type Text = rule.Text

// Amount is an amount member as given: a JSON string or number read as an exact decimal.
type Amount struct {
	Text  string          // the literal as given
	Set   bool            // given as a string or a number
	Value decimal.Decimal // the amount, when OK
	OK    bool            // Text is a decimal number
}

// Request is a decoded fiat/create-payout request.
type Request struct {
	BeneficiaryID     Text
	Beneficiary       beneficiary.Beneficiary
	PayoutDate        Text
	PurposeCode       Text
	PaymentMethod     Text
	PaymentAmount     Amount
	PaymentCurrency   Text
	ReceivingAmount   Amount
	ReceivingCurrency Text
	FeePaidBy         Text
	Reference         Text
	QuoteID           Text
	PayerID           Text
	// InvoiceDocument is set when invoice_document is given as a non-empty id or a non-empty
	// object; InvoiceGiven when it is given at all.
	InvoiceDocument, InvoiceGiven bool
}

func text(c *rule.Context, v input.Value, field string) Text {
	s, ok := c.String(v, field)
	return Text{S: s, Set: ok}
}

func amount(c *rule.Context, v input.Value, field string) Amount {
	switch v.Kind() {
	case input.Invalid, input.Null:
		return Amount{}
	case input.String, input.Number:
		a := Amount{Text: v.Text(), Set: true}
		a.Value, a.OK = v.Decimal()
		return a
	}
	c.Add(c.InvalidRequest, field)
	return Amount{}
}

// Decode reads a fiat/create-payout request from c.Input. A member of the wrong JSON type
// records the operation's invalid-request entry at its path and reads as absent.
func Decode(c *rule.Context) Request {
	in := c.Input
	r := Request{
		BeneficiaryID:     text(c, in.Get("beneficiary_id"), "beneficiary_id"),
		PayoutDate:        text(c, in.Get("payout_date"), "payout_date"),
		PurposeCode:       text(c, in.Get("purpose_code"), "purpose_code"),
		PaymentMethod:     text(c, in.Get("payment_method"), "payment_method"),
		PaymentAmount:     amount(c, in.Get("payment_amount"), "payment_amount"),
		PaymentCurrency:   text(c, in.Get("payment_currency"), "payment_currency"),
		ReceivingAmount:   amount(c, in.Get("receiving_amount"), "receiving_amount"),
		ReceivingCurrency: text(c, in.Get("receiving_currency"), "receiving_currency"),
		FeePaidBy:         text(c, in.Get("fee_paid_by"), "fee_paid_by"),
		Reference:         text(c, in.Get("reference"), "reference"),
		QuoteID:           text(c, in.Get("quote_id"), "quote_id"),
		PayerID:           text(c, in.Get("payer_id"), "payer_id"),
	}
	if v, ok := c.Object(in.Get("beneficiary"), "beneficiary"); ok {
		r.Beneficiary = beneficiary.Decode(c, v, beneficiary.Nested())
	}
	switch v := in.Get("invoice_document"); v.Kind() {
	case input.Invalid, input.Null:
	case input.String:
		r.InvoiceGiven, r.InvoiceDocument = true, !(Text{S: v.Str()}).Blank()
	case input.Object:
		r.InvoiceGiven, r.InvoiceDocument = true, len(v.Members()) > 0
	default:
		c.Add(c.InvalidRequest, "invoice_document")
	}
	return r
}
