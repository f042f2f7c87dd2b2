package payout

import (
	"strings"

	"github.com/preflightpay/preflight/bankid"
	"github.com/preflightpay/preflight/beneficiary"
	"github.com/preflightpay/preflight/corridor"
	"github.com/preflightpay/preflight/currency"
	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/rule"
	"github.com/shopspring/decimal"
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
	if !r.PurposeCode.Blank() && !PurposeCode(strings.TrimSpace(r.PurposeCode.S)) {
		c.Add(errcatalog.PayoutPurposeCodeInvalid, "purpose_code")
	}
	payCur := checkCurrency(c, r.PaymentCurrency, "payment_currency")
	recvCur := checkCurrency(c, r.ReceivingCurrency, "receiving_currency")
	checkAmounts(c, r, payCur, recvCur)
	method := corridor.Method(upperTrim(r.PaymentMethod.S), r.Beneficiary.Text[beneficiary.ClearingSystem].S)
	if method == corridor.SWIFT {
		switch strings.TrimSpace(r.FeePaidBy.S) {
		case "OURS", "SHARED":
		default:
			c.Add(errcatalog.PayoutFeePaidByInvalid, "fee_paid_by")
		}
		if bankid.CheckSWIFTText(r.Reference.S) != nil {
			c.Add(errcatalog.PayoutReferenceCharset, "reference")
		}
	}
	target := recvCur
	if target == "" {
		target = payCur
	}
	var cor *corridor.Corridor
	if r.Beneficiary.Present {
		cor = beneficiary.Validate(c, &r.Beneficiary, beneficiary.Nested(), beneficiary.Target{Currency: target, Method: method})
	}
	if cor != nil {
		if cor.Invoice && !r.InvoiceDocument {
			c.Add(cor.InvoiceEntry, "invoice_document")
		}
		if !cor.Cap.IsZero() {
			a := r.ReceivingAmount
			if !a.Set {
				a = r.PaymentAmount
			}
			if a.OK && a.Value.GreaterThan(cor.Cap) {
				c.Add(cor.CapEntry, amountField(r))
			}
		}
	}
	checkFacts(c, r, payCur, cor)
}

func upperTrim(s string) string {
	s = strings.TrimSpace(s)
	for i := 0; i < len(s); i++ {
		if s[i] >= 'a' && s[i] <= 'z' {
			return strings.ToUpper(s)
		}
	}
	return s
}

// amountField is the amount a cap or a balance is judged on: the receiving amount when given.
func amountField(r *Request) string {
	if r.ReceivingAmount.Set {
		return "receiving_amount"
	}
	return "payment_amount"
}

// checkBeneficiaryGiven: a payout names its beneficiary by beneficiary_id or carries one.
func checkBeneficiaryGiven(c *rule.Context, r *Request) {
	if r.BeneficiaryID.Blank() && !r.Beneficiary.Present {
		if !c.Report.HasField("beneficiary") && !c.Report.HasField("beneficiary_id") {
			c.Add(errcatalog.PayoutBeneficiaryMissing, "beneficiary")
		}
		return
	}
	if !r.BeneficiaryID.Blank() && !beneficiary.ValidID(strings.TrimSpace(r.BeneficiaryID.S)) {
		c.Add(errcatalog.PayoutBeneficiaryInvalid, "beneficiary_id")
	}
}

// checkDate: payout_date, when given, is a real calendar date written YYYY-MM-DD.
func checkDate(c *rule.Context, t Text) {
	if t.Set && !ValidDate(t.S) {
		c.Add(errcatalog.PayoutPayoutDateInvalid, "payout_date")
	}
}

// ValidDate reports whether s is a real calendar date written YYYY-MM-DD (proleptic Gregorian,
// years 1000 to 9999): "2026-02-29" is not one.
func ValidDate(s string) bool {
	y, _, _, ok := rule.CalendarDate(s)
	return ok && y >= 1000
}

// PurposeCode reports whether code is an accepted purpose_code; the set is corridor.PurposeCodes.
func PurposeCode(code string) bool { return corridor.PurposeCode(code) }

// checkCurrency returns the upper-case code, or "" when absent or not a currency the platform
// knows ("currency not supported").
func checkCurrency(c *rule.Context, t Text, field string) string {
	if t.Blank() {
		return ""
	}
	code := upperTrim(t.S)
	if !knownCurrency(code) {
		c.Add(errcatalog.FiatCurrencyNotSupported, field)
		return ""
	}
	return code
}

// checkAmounts: at least one amount; each a decimal number ("amount invalid" when it is not),
// positive and within its currency's minor units ("invalid amount" when not). Without a
// quote, payment and receiving amount and currency must be equal.
func checkAmounts(c *rule.Context, r *Request, payCur, recvCur string) {
	if !r.PaymentAmount.Set && !r.ReceivingAmount.Set {
		if !c.Report.HasField("payment_amount") && !c.Report.HasField("receiving_amount") {
			c.Add(errcatalog.PayoutAmountInvalid, "payment_amount")
		}
		return
	}
	payOK := checkAmount(c, r.PaymentAmount, payCur, "payment_amount")
	recvOK := checkAmount(c, r.ReceivingAmount, recvCur, "receiving_amount")
	if !r.QuoteID.Blank() {
		return
	}
	if payCur != "" && recvCur != "" && payCur != recvCur {
		c.Add(errcatalog.PayoutCurrencyMismatch, "receiving_currency")
	}
	if payOK && recvOK && r.PaymentAmount.Set && r.ReceivingAmount.Set && !r.PaymentAmount.Value.Equal(r.ReceivingAmount.Value) {
		c.Add(errcatalog.PayoutAmountMismatch, "receiving_amount")
	}
}

func checkAmount(c *rule.Context, a Amount, cur, field string) bool {
	if !a.Set {
		return true
	}
	if !a.OK {
		c.Add(errcatalog.PayoutAmountInvalid, field)
		return false
	}
	if a.Value.Sign() <= 0 || cur != "" && !withinMinorUnits(a.Value, cur) {
		c.Add(errcatalog.PayoutInvalidAmount, field)
		return false
	}
	return true
}

// withinMinorUnits reports whether d has no more decimal places than the currency allows;
// trailing zeros do not count ("100.000" is a USD amount).
func withinMinorUnits(d decimal.Decimal, cur string) bool {
	units, ok := currency.MinorUnits(cur)
	if !ok || -d.Exponent() <= int32(units) {
		return true
	}
	return d.Equal(d.Truncate(int32(units)))
}
