package payout

import (
	"github.com/preflightpay/preflight/internal/beneficiary"
	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/rule"
)

// Request is a decoded fiat/create-payout request.
type Request struct {
	BeneficiaryID     rule.Text
	Beneficiary       beneficiary.Beneficiary
	PayoutDate        rule.Text
	PurposeCode       rule.Text
	PaymentMethod     rule.Text
	PaymentAmount     rule.Amount
	PaymentCurrency   rule.Text
	ReceivingAmount   rule.Amount
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
func given(parent input.Value, name string) bool { return isGiven(parent.Get(name)) }

// isGiven reports whether a member's value is there and not null.
func isGiven(v input.Value) bool {
	switch v.Kind() {
	case input.Invalid, input.Null:
		return false
	}
	return true
}

// The members Decode reads, found in one pass over the request (input.Names).
const (
	fBeneficiaryID = iota
	fPayoutDate
	fPurposeCode
	fPaymentMethod
	fPaymentAmount
	fPaymentCurrency
	fReceivingAmount
	fReceivingCurrency
	fFeePaidBy
	fReference
	fQuoteID
	fPayerID
	fBeneficiary
	fInvoiceDocument
	numFields
)

var requestNames = input.NewNames([]string{
	fBeneficiaryID:     "beneficiary_id",
	fPayoutDate:        "payout_date",
	fPurposeCode:       "purpose_code",
	fPaymentMethod:     "payment_method",
	fPaymentAmount:     "payment_amount",
	fPaymentCurrency:   "payment_currency",
	fReceivingAmount:   "receiving_amount",
	fReceivingCurrency: "receiving_currency",
	fFeePaidBy:         "fee_paid_by",
	fReference:         "reference",
	fQuoteID:           "quote_id",
	fPayerID:           "payer_id",
	fBeneficiary:       "beneficiary",
	fInvoiceDocument:   "invoice_document",
}...)

// Decode reads a fiat/create-payout request from c.Input. A member of the wrong JSON type
// records the operation's invalid-request entry at its path and reads as absent. An empty
// beneficiary object ({}) reads as no beneficiary: the specification's "neither beneficiary_id
// nor beneficiary can be empty".
func Decode(c *rule.Context) Request {
	var f [numFields]input.Value
	requestNames.Gather(c.Input, f[:])
	// The members are read in this order, the order of wrong-type findings.
	r := Request{
		BeneficiaryID:     c.TextOf(f[fBeneficiaryID], "beneficiary_id"),
		PayoutDate:        c.TextOf(f[fPayoutDate], "payout_date"),
		PurposeCode:       c.TextOf(f[fPurposeCode], "purpose_code"),
		PaymentMethod:     c.TextOf(f[fPaymentMethod], "payment_method"),
		PaymentAmount:     c.AmountOf(f[fPaymentAmount], "payment_amount"),
		PaymentCurrency:   c.TextOf(f[fPaymentCurrency], "payment_currency"),
		ReceivingAmount:   c.AmountOf(f[fReceivingAmount], "receiving_amount"),
		ReceivingCurrency: c.TextOf(f[fReceivingCurrency], "receiving_currency"),
		FeePaidBy:         c.TextOf(f[fFeePaidBy], "fee_paid_by"),
		Reference:         c.TextOf(f[fReference], "reference"),
		QuoteID:           c.TextOf(f[fQuoteID], "quote_id"),
		PayerID:           c.TextOf(f[fPayerID], "payer_id"),
	}
	if !r.BeneficiaryID.Set && isGiven(f[fBeneficiaryID]) {
		r.unread |= unreadBeneficiaryID
	}
	if !r.PaymentAmount.Set && isGiven(f[fPaymentAmount]) {
		r.unread |= unreadPaymentAmount
	}
	if !r.ReceivingAmount.Set && isGiven(f[fReceivingAmount]) {
		r.unread |= unreadReceivingAmount
	}
	if v, ok := c.Object(f[fBeneficiary], "beneficiary"); ok && len(v.Members()) > 0 {
		r.Beneficiary = beneficiary.Decode(c, v, beneficiary.Nested())
	} else if !ok && isGiven(f[fBeneficiary]) {
		r.unread |= unreadBeneficiary
	}
	switch v := f[fInvoiceDocument]; v.Kind() {
	case input.Invalid, input.Null:
	case input.String:
		r.InvoiceGiven, r.InvoiceDocument = true, !(rule.Text{S: v.Str()}).Blank()
	case input.Object:
		r.InvoiceGiven, r.InvoiceDocument = true, len(v.Members()) > 0
	default:
		c.WrongType("invoice_document", "a document id or a document object", v)
	}
	return r
}
