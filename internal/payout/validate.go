package payout

import (
	"errors"
	"strconv"
	"strings"
	"time"

	"github.com/preflightpay/preflight/bankid"
	"github.com/preflightpay/preflight/currency"
	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/beneficiary"
	"github.com/preflightpay/preflight/internal/corridor"
	"github.com/preflightpay/preflight/internal/rule"
	"github.com/preflightpay/preflight/reason"
)

// CheckCreate checks a fiat/create-payout request: Decode, then Validate.
func CheckCreate(c *rule.Context) {
	r := Decode(c)
	Validate(c, &r)
}

// Validate runs every payout rule on a decoded request, in the documented order (see the
// package doc). It does not allocate for a valid payout: findings and their params are the only
// allocations.
func Validate(c *rule.Context, r *Request) {
	checkBeneficiaryGiven(c, r)
	checkDate(c, r.PayoutDate)
	if p := strings.TrimSpace(r.PurposeCode.S); p != "" && !PurposeCode(p) {
		c.Fail(errcatalog.PayoutPurposeCodeInvalid, "purpose_code", reason.New(reason.PayoutPurposeCodeList,
			"purpose_code "+reason.Shown(p)+" is not in preflight's list of purpose codes"))
	}
	payCur := checkCurrency(c, r.PaymentCurrency, "payment_currency")
	recvCur := checkCurrency(c, r.ReceivingCurrency, "receiving_currency")
	checkAmounts(c, r, payCur, recvCur)
	method := corridor.Method(currency.Normalize(r.PaymentMethod.S), r.Beneficiary.Text[beneficiary.ClearingSystem].S)
	if method == corridor.SWIFT {
		checkSWIFT(c, r)
	}
	target := recvCur
	if target == "" {
		target = payCur
	}
	var cor *corridor.Corridor
	if r.Beneficiary.Present {
		cor = beneficiary.Validate(c, &r.Beneficiary, beneficiary.Nested(), beneficiary.Target{Currency: target, Method: method})
	}
	checkCorridorPayoutRules(c, r, cor, method, target, payCur, recvCur)
	checkFacts(c, r, payCur, cor)
}

// amountField is the amount a balance is judged on: the payment amount when given.
func amountField(r *Request) string {
	if r.PaymentAmount.Set {
		return "payment_amount"
	}
	return "receiving_amount"
}

// checkBeneficiaryGiven: a payout names its beneficiary by beneficiary_id or carries one; an
// empty beneficiary object carries none.
func checkBeneficiaryGiven(c *rule.Context, r *Request) {
	if r.BeneficiaryID.Blank() && !r.Beneficiary.Present {
		if r.unread&(unreadBeneficiary|unreadBeneficiaryID) == 0 {
			c.Fail(errcatalog.PayoutBeneficiaryMissing, "beneficiary", reason.New(reason.PayoutBeneficiaryMissing,
				"a payout needs a beneficiary_id or a non-empty beneficiary object; found neither"))
		}
		return
	}
	if id := strings.TrimSpace(r.BeneficiaryID.S); id != "" && !beneficiary.ValidID(id) {
		c.Fail(errcatalog.PayoutBeneficiaryInvalid, "beneficiary_id", reason.New(reason.PayoutBeneficiaryIDShape,
			"beneficiary_id should be 1 to 64 English letters, digits, '-' or '_'; found "+reason.Shown(id)))
	}
}

// checkDate: payout_date, when given, is a real calendar date (Spec), written YYYY-MM-DD
// (preflight's reading).
func checkDate(c *rule.Context, t rule.Text) {
	if t.Blank() || ValidDate(t.S) {
		return
	}
	s := strings.TrimSpace(t.S) // white space around a date is a matter of layout
	if _, _, _, ok := rule.CalendarDate(s); ok || otherDateLayout(s) {
		c.Fail(errcatalog.PayoutPayoutDateInvalid, "payout_date", reason.New(reason.PayoutDateFormat,
			"payout_date should be a date written YYYY-MM-DD; found "+reason.Shown(s)))
		return
	}
	c.Fail(errcatalog.PayoutPayoutDateInvalid, "payout_date", reason.New(reason.PayoutDateNotReal,
		"payout_date should be a real calendar date; "+reason.Shown(s)+" is not one"))
}

// dateLayouts are other ways of writing a day that a caller may send: they name a real date,
// so refusing them is preflight's reading of the format, not a certainty.
var dateLayouts = [...]string{
	time.RFC3339, "2006-01-02T15:04:05", "2006-01-02 15:04:05", "2006/01/02", "20060102",
	"02/01/2006", "01/02/2006", "02.01.2006", "02-01-2006", "2 January 2006", "January 2, 2006",
	"2 Jan 2006", "Jan 2, 2006",
}

// otherDateLayout reports whether s is a real date in one of dateLayouts.
func otherDateLayout(s string) bool {
	for _, layout := range dateLayouts {
		if _, err := time.Parse(layout, s); err == nil {
			return true
		}
	}
	return false
}

// ValidDate reports whether s is a real calendar date written YYYY-MM-DD (proleptic Gregorian,
// years 1000 to 9999): "2026-02-29" is not one.
func ValidDate(s string) bool {
	y, _, _, ok := rule.CalendarDate(s)
	return ok && y >= 1000
}

// PurposeCode reports whether code is an accepted purpose_code; the set is corridor.PurposeCodes.
func PurposeCode(code string) bool { return corridor.PurposeCode(code) }

// checkCurrency returns the code as currency.Normalize writes it, or "" when absent or not a
// currency at all ("currency not supported").
func checkCurrency(c *rule.Context, t rule.Text, field string) string {
	if t.Blank() {
		return ""
	}
	code := currency.Normalize(t.S)
	if !currency.Known(code) {
		c.Fail(errcatalog.FiatCurrencyNotSupported, field, reason.New(reason.FiatCurrencyUnknown,
			field+" should be an ISO 4217 currency code; "+reason.Shown(code)+" is not one"))
		return ""
	}
	return code
}

// checkAmounts: at least one amount; each a decimal number ("amount invalid" when it is not),
// positive and within its currency's minor units ("invalid amount" when not). Without a
// quote, payment and receiving amount and currency must be equal.
func checkAmounts(c *rule.Context, r *Request, payCur, recvCur string) {
	if !r.PaymentAmount.Set && !r.ReceivingAmount.Set {
		if r.unread&(unreadPaymentAmount|unreadReceivingAmount) == 0 {
			c.Fail(errcatalog.PayoutAmountInvalid, "payment_amount", reason.New(reason.FiatAmountMissing,
				"a payout needs payment_amount or receiving_amount; found neither"))
		}
		return
	}
	amountIDs := amountEntries{notDecimal: errcatalog.PayoutAmountInvalid, invalid: errcatalog.PayoutInvalidAmount}
	payOK := checkAmount(c, r.PaymentAmount, payCur, "payment_amount", amountIDs)
	recvOK := checkAmount(c, r.ReceivingAmount, recvCur, "receiving_amount", amountIDs)
	if !r.QuoteID.Blank() {
		return
	}
	if payCur != "" && recvCur != "" && payCur != recvCur {
		c.Fail(errcatalog.PayoutCurrencyMismatch, "receiving_currency", reason.New(reason.PayoutCurrenciesDiffer,
			"without a quote_id, receiving_currency should be "+payCur+"; found "+recvCur))
	}
	if payOK && recvOK && r.PaymentAmount.Set && r.ReceivingAmount.Set && rule.CompareAmounts(r.PaymentAmount, r.ReceivingAmount) != 0 {
		c.Fail(errcatalog.PayoutAmountMismatch, "receiving_amount", reason.New(reason.PayoutAmountsDiffer,
			"without a quote_id, receiving_amount should equal payment_amount "+reason.Quote(r.PaymentAmount.Text)+"; found "+reason.Quote(r.ReceivingAmount.Text)))
	}
}

// amountEntries are the entries an operation answers for an amount that is not a decimal
// number and for one that is not a positive amount in its currency.
type amountEntries struct{ notDecimal, invalid errcatalog.ID }

// checkAmount checks a given amount: a decimal number, positive, within the minor units of
// cur (when cur is known). It reports whether the amount passed the certain checks; an amount
// beyond the minor units is a prediction and still passes.
func checkAmount(c *rule.Context, a rule.Amount, cur, field string, ids amountEntries) bool {
	if !a.Set {
		return true
	}
	if !a.OK {
		if a.TooLong() {
			c.Fail(ids.notDecimal, field, rule.LongAmount(field, a.Text))
			return false
		}
		c.Fail(ids.notDecimal, field, reason.New(reason.FiatAmountNotDecimal,
			field+" should be a decimal number; found "+reason.Shown(a.Text)))
		return false
	}
	if a.Sign() <= 0 {
		c.Fail(ids.invalid, field, reason.New(reason.FiatAmountNotPositive,
			field+" should be more than zero; found "+reason.Quote(a.Text)))
		return false
	}
	if units, places, fits, _ := a.MinorUnits(cur); !fits {
		c.Fail(ids.invalid, field, reason.New(reason.FiatAmountScale, scaleText(cur, units, a.Text, places)))
	}
	return true
}

func scaleText(cur string, units int, literal string, places int) string {
	takes := "at most " + strconv.Itoa(units) + " decimal places"
	switch units {
	case 0:
		takes = "no decimal places"
	case 1:
		takes = "at most 1 decimal place"
	}
	return cur + " takes " + takes + "; " + literal + " has " + strconv.Itoa(places)
}

// checkSWIFT: a SWIFT payout's fee_paid_by is OURS or SHARED, and its reference keeps to the
// SWIFT character set.
func checkSWIFT(c *rule.Context, r *Request) {
	switch fee := strings.TrimSpace(r.FeePaidBy.S); fee {
	case corridor.FeeOurs, corridor.FeeShared:
	default:
		if strings.EqualFold(fee, corridor.FeeOurs) || strings.EqualFold(fee, corridor.FeeShared) {
			c.Fail(errcatalog.PayoutFeePaidByInvalid, "fee_paid_by", reason.New(reason.PayoutFeePaidByCase,
				"fee_paid_by should be written OURS or SHARED; found "+reason.Shown(fee)))
			break
		}
		c.Fail(errcatalog.PayoutFeePaidByInvalid, "fee_paid_by", reason.New(reason.PayoutFeePaidBy,
			"fee_paid_by of a SWIFT payout should be OURS or SHARED; found "+reason.Shown(fee)))
	}
	if err := bankid.CheckSWIFTText(r.Reference.S); err != nil {
		text := "reference should keep to the SWIFT character set (a-z A-Z 0-9 / - ? : ( ) . , ' + space)"
		var e *bankid.Error
		if errors.As(err, &e) && e.Pos >= 0 {
			text += "; found " + reason.Char(e.Char) + " at position " + strconv.Itoa(e.Pos+1)
		}
		c.Fail(errcatalog.PayoutReferenceCharset, "reference", reason.New(reason.PayoutReferenceSWIFT, text))
	}
}

// checkCorridorPayoutRules applies what the corridor's row of the table asks of the payout
// itself: an invoice_document (INR by the LOCAL payment method) and a cap per payout (SGD
// FAST). The row is the beneficiary's corridor, or, when the country is not known (a
// beneficiary named by id), the local row of the receiving currency and clearing system.
func checkCorridorPayoutRules(c *rule.Context, r *Request, cor *corridor.Corridor, method, target, payCur, recvCur string) {
	if cor == nil {
		if method == corridor.SWIFT {
			return
		}
		clearing, known := clearingSystem(c, r)
		if !known {
			c.Skip("payout.corridor-rules", "fiat.beneficiaries")
			return
		}
		if cor = corridor.ForClearing(target, clearing); cor == nil {
			return
		}
	}
	if cor.Invoice && !r.InvoiceDocument {
		c.Fail(cor.InvoiceEntry, "invoice_document", reason.New(reason.PayoutInvoiceRequired,
			"a "+cor.Key+" payout (payment method "+cor.Method+") needs a non-empty invoice_document; found none"))
	}
	if !cor.Cap.IsZero() {
		a, field := r.ReceivingAmount, "receiving_amount"
		if !a.Set && (recvCur == "" || payCur == recvCur) {
			a, field = r.PaymentAmount, "payment_amount"
		}
		if a.OK && rule.CompareDecimals(a.Decimal(), cor.Cap) > 0 {
			c.Fail(cor.CapEntry, field, reason.New(reason.PayoutCorridorCap,
				"a "+cor.Key+" payout carries at most "+cor.Cap.StringFixed(2)+"; "+field+" is "+reason.Quote(a.Text)))
		}
	}
}

// clearingSystem returns the payout's clearing system, and false when the payout names its
// beneficiary by id and the stored beneficiaries are not given.
func clearingSystem(c *rule.Context, r *Request) (string, bool) {
	if r.Beneficiary.Present {
		return strings.TrimSpace(r.Beneficiary.Text[beneficiary.ClearingSystem].S), true
	}
	id := strings.TrimSpace(r.BeneficiaryID.S)
	if id == "" {
		return "", true
	}
	f := c.Facts.Fiat
	if f == nil || f.Beneficiaries == nil {
		return "", false
	}
	return f.Beneficiaries[id].ClearingSystem, true
}
