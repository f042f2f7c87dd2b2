package payout

import (
	"github.com/preflightpay/preflight/beneficiary"
	"github.com/preflightpay/preflight/input"
	"github.com/preflightpay/preflight/reason"
	"github.com/preflightpay/preflight/rule"
	"github.com/shopspring/decimal"
)

// Amount is an amount member as given: a JSON string or number read as an exact decimal.
type Amount struct {
	Text  string          // the literal as given
	Set   bool            // given as a string or a number
	Value decimal.Decimal // the amount, when OK
	OK    bool            // Text is a decimal number
}

// Request is a decoded fiat/create-payout request.
type Request struct {
	BeneficiaryID     rule.Text
	Beneficiary       beneficiary.Beneficiary
	PayoutDate        rule.Text
	PurposeCode       rule.Text
	PaymentMethod     rule.Text
	PaymentAmount     Amount
	PaymentCurrency   rule.Text
	ReceivingAmount   Amount
	ReceivingCurrency rule.Text
	FeePaidBy         rule.Text
	Reference         rule.Text
	QuoteID           rule.Text
	PayerID           rule.Text
	// InvoiceDocument is set when invoice_document is given as a non-empty id or a non-empty
	// object; InvoiceGiven when it is given at all.
	InvoiceDocument, InvoiceGiven bool

	// unread lists the members Decode found of a JSON type it cannot read (and reported), so
	// that a later rule does not also call them missing.
	unread unread
}

// unread is a set of members of the wrong JSON type.
type unread uint8

const (
	unreadBeneficiaryID unread = 1 << iota
	unreadBeneficiary
	unreadPaymentAmount
	unreadReceivingAmount
)

// given reports whether parent holds the member name with a value other than null.
func given(parent input.Value, name string) bool {
	switch parent.Get(name).Kind() {
	case input.Invalid, input.Null:
		return false
	}
	return true
}

// amountAt reads the amount member name of parent: a JSON string or number, kept as given.
// Another JSON type records the operation's invalid-request entry and reads as absent.
func amountAt(c *rule.Context, parent input.Value, name string) Amount {
	switch v := parent.Get(name); v.Kind() {
	case input.Invalid, input.Null:
		return Amount{}
	case input.String, input.Number:
		a := Amount{Text: v.Text(), Set: true}
		a.Value, a.OK = v.Decimal()
		return a
	}
	c.QueryAt(parent, name) // the reader that takes a string or a number reports the type
	return Amount{}
}

// Decode reads a fiat/create-payout request from c.Input. A member of the wrong JSON type
// records the operation's invalid-request entry at its path and reads as absent. An empty
// beneficiary object ({}) reads as no beneficiary: the specification's "neither beneficiary_id
// nor beneficiary can be empty".
func Decode(c *rule.Context) Request {
	in := c.Input
	r := Request{
		BeneficiaryID:     c.TextAt(in, "beneficiary_id"),
		PayoutDate:        c.TextAt(in, "payout_date"),
		PurposeCode:       c.TextAt(in, "purpose_code"),
		PaymentMethod:     c.TextAt(in, "payment_method"),
		PaymentAmount:     amountAt(c, in, "payment_amount"),
		PaymentCurrency:   c.TextAt(in, "payment_currency"),
		ReceivingAmount:   amountAt(c, in, "receiving_amount"),
		ReceivingCurrency: c.TextAt(in, "receiving_currency"),
		FeePaidBy:         c.TextAt(in, "fee_paid_by"),
		Reference:         c.TextAt(in, "reference"),
		QuoteID:           c.TextAt(in, "quote_id"),
		PayerID:           c.TextAt(in, "payer_id"),
	}
	if !r.BeneficiaryID.Set && given(in, "beneficiary_id") {
		r.unread |= unreadBeneficiaryID
	}
	if !r.PaymentAmount.Set && given(in, "payment_amount") {
		r.unread |= unreadPaymentAmount
	}
	if !r.ReceivingAmount.Set && given(in, "receiving_amount") {
		r.unread |= unreadReceivingAmount
	}
	if v, ok := c.ObjectAt(in, "beneficiary"); ok && len(v.Members()) > 0 {
		r.Beneficiary = beneficiary.Decode(c, v, beneficiary.Nested())
	} else if !ok && given(in, "beneficiary") {
		r.unread |= unreadBeneficiary
	}
	switch v := in.Get("invoice_document"); v.Kind() {
	case input.Invalid, input.Null:
	case input.String:
		r.InvoiceGiven, r.InvoiceDocument = true, !(rule.Text{S: v.Str()}).Blank()
	case input.Object:
		r.InvoiceGiven, r.InvoiceDocument = true, len(v.Members()) > 0
	default:
		c.Fail(c.InvalidRequest, "invoice_document", reason.New(reason.MemberType,
			"invoice_document should be a document id or a document object; found JSON "+v.Kind().String()))
	}
	return r
}
