package payout

import (
	"strings"

	"github.com/preflightpay/preflight/currency"
	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/beneficiary"
	"github.com/preflightpay/preflight/internal/corridor"
	"github.com/preflightpay/preflight/internal/facts"
	"github.com/preflightpay/preflight/internal/rule"
	"github.com/preflightpay/preflight/reason"
)

// checkFacts runs the rules that compare the payout with what the caller knows, each skipped
// (and listed) when its fact is absent: the named beneficiary's existence and state, a repeated
// recipient, the quote, pay-on-behalf-of, the payout product, fee tier and channels, and the
// balance. Stored values are compared in the forms package facts gives them (see facts.Fiat).
func checkFacts(c *rule.Context, r *Request, payCur string, cor *corridor.Corridor) {
	f := c.Facts.Fiat
	if f == nil {
		f = &noFiat
	}
	if id := strings.TrimSpace(r.BeneficiaryID.S); id != "" && beneficiary.ValidID(id) {
		if f.Beneficiaries == nil {
			c.Skip("payout.beneficiary-state", "fiat.beneficiaries")
		} else if b, ok := f.Beneficiaries[id]; !ok {
			c.Fail(errcatalog.FiatBeneficiaryNotFound, "beneficiary_id", reason.New(reason.PayoutBeneficiaryNotFound,
				"beneficiary_id is not among the stored beneficiaries"))
		} else if b.Status != "" && b.Status != "active" {
			c.Fail(errcatalog.PayoutBeneficiaryNotActive, "beneficiary_id", reason.New(reason.PayoutBeneficiaryNotActive,
				"the stored beneficiary should be active; its status is "+reason.Quote(b.Status)))
		}
	}
	repeatAddition(c, r)
	if id := strings.TrimSpace(r.QuoteID.S); id != "" {
		recvCur := currency.Normalize(r.ReceivingCurrency.S)
		checkQuote(c, f, "payout.quote", id, payCur, recvCur, r.PaymentAmount)
	}
	if !r.PayerID.Blank() {
		checkPayer(c, f, strings.TrimSpace(r.PayerID.S))
	}
	flag(c, f.PayoutEnrolled, errcatalog.PayoutProductNotEnrolled, reason.PayoutProductNotEnrolled,
		"payout.product-enrolled", "fiat.payout_enrolled", "the account should be enrolled in the payout product; fiat.payout_enrolled is false")
	flag(c, f.FeeTierConfigured, errcatalog.PayoutFeeTierNotConfigured, reason.PayoutFeeTierMissing,
		"payout.fee-tier-configured", "fiat.fee_tier_configured", "the account should have a payout fee tier; fiat.fee_tier_configured is false")
	checkChannels(c, f, r, payCur, cor)
	a := r.PaymentAmount
	if !a.Set {
		a = r.ReceivingAmount
	}
	checkBalance(c, "payout.balance", payCur, a, amountField(r))
}

var noFiat facts.Fiat

// repeatAddition runs the beneficiary package's "recipient repeat addition" on the nested
// beneficiary; it compares IBANs and routing codes through package bankid's normalisers, as the
// facts reader stores them.
func repeatAddition(c *rule.Context, r *Request) {
	beneficiary.RepeatAddition(c, &r.Beneficiary, beneficiary.Nested())
}

// checkPayer: a payer_id needs pay-on-behalf-of enabled, and a payer the account knows.
func checkPayer(c *rule.Context, f *facts.Fiat, id string) {
	switch {
	case f.POBOEnabled == nil:
		c.Skip("payout.pobo-enabled", "fiat.pobo_enabled")
	case !*f.POBOEnabled:
		c.Fail(errcatalog.PayoutPOBONotEnabled, "payer_id", reason.New(reason.PayoutPOBODisabled,
			"a payer_id needs pay-on-behalf-of enabled; fiat.pobo_enabled is false"))
	}
	if f.Payers == nil {
		c.Skip("payout.payer-exists", "fiat.payers")
	} else if !contains(f.Payers, id) {
		c.Fail(errcatalog.PayoutPayerNotFound, "payer_id", reason.New(reason.PayoutPayerUnknown,
			"payer_id is not among the account's payers"))
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// flag records id when the account fact is known to be false, and skips the rule when unknown.
func flag(c *rule.Context, fact *bool, id errcatalog.ID, code reason.Code, name, needs, text string) {
	switch {
	case fact == nil:
		c.Skip(name, needs)
	case !*fact:
		c.Fail(id, "", reason.New(code, text))
	}
}

// checkQuote: the quote must be known, valid (not expired or used), and for the currencies
// (sell = payment, buy = receiving) and amount given.
// The finding is at quote_id; skip names the rule when fiat.quotes is not given.
func checkQuote(c *rule.Context, f *facts.Fiat, skip, id, sell, buy string, a rule.Amount) {
	if f.Quotes == nil {
		c.Skip(skip, "fiat.quotes")
		return
	}
	q, ok := f.Quotes[id]
	why := ""
	switch {
	case !ok:
		why = "the quote is not among the caller's quotes"
	case q.Status != "" && q.Status != "valid":
		why = "the quote should be valid; its status is " + reason.Quote(q.Status)
	case sell != "" && q.SellCurrency != "" && q.SellCurrency != sell:
		why = "the quote sells " + q.SellCurrency + "; the request sells " + sell
	case buy != "" && q.BuyCurrency != "" && q.BuyCurrency != buy:
		why = "the quote buys " + q.BuyCurrency + "; the request buys " + buy
	case q.Amount != nil && a.OK && rule.CompareDecimals(*q.Amount, a.Decimal()) != 0:
		why = "the quote is for " + q.Amount.String() + "; the request's amount is " + reason.Quote(a.Text)
	default:
		return
	}
	c.Fail(errcatalog.FiatQuoteInvalidOrMismatched, "quote_id", reason.New(reason.FiatQuoteMismatch, why))
}

// checkChannels: with the account's channels known, a channel for the payout's currency pair
// and clearing system must be active ("the specified payout channel is not active"), and some
// channel for the pair must be ("no active payout channel for this currency pair").
func checkChannels(c *rule.Context, f *facts.Fiat, r *Request, payCur string, cor *corridor.Corridor) {
	if f.Channels == nil {
		c.Skip("payout.channel-active", "fiat.channels")
		return
	}
	recvCur := currency.Normalize(r.ReceivingCurrency.S)
	if recvCur == "" {
		recvCur = payCur
	}
	if payCur == "" || recvCur == "" {
		return
	}
	anyActive, specifiedInactive := false, false
	for _, ch := range f.Channels {
		if ch.PaymentCurrency != payCur || ch.ReceivingCurrency != recvCur {
			continue
		}
		sameSystem := cor != nil && ch.ClearingSystem != "" && corridor.SameClearing(ch.ClearingSystem, cor.Clearing)
		if ch.Active && (ch.ClearingSystem == "" || cor == nil || sameSystem) {
			anyActive = true
		}
		if !ch.Active && sameSystem {
			specifiedInactive = true
		}
	}
	switch {
	case specifiedInactive && !anyActive:
		c.Fail(errcatalog.PayoutChannelNotActive, "", reason.New(reason.PayoutChannelInactive,
			"the account's "+payCur+" to "+recvCur+" channel for "+cor.Clearing+" is inactive, and no other is active"))
	case !anyActive:
		c.Fail(errcatalog.PayoutNoActiveChannel, "", reason.New(reason.PayoutNoActiveChannel,
			"the account has no active channel from "+payCur+" to "+recvCur))
	}
}

// checkBalance: the available balance in cur covers amount a. A currency absent from the
// balances facts is held at zero. Fees are not known, so a balance that covers the amount but
// not its fee passes.
func checkBalance(c *rule.Context, skip, cur string, a rule.Amount, field string) {
	if c.Facts.Balances == nil {
		c.Skip(skip, "balances")
		return
	}
	if cur == "" || !a.OK || a.Sign() <= 0 {
		return
	}
	bal, _ := c.Facts.Balances.Available(cur) // absent: zero
	if rule.CompareDecimals(bal, a.Decimal()) < 0 {
		c.Fail(errcatalog.FiatInsufficientBalance, field, reason.New(reason.FiatBalanceInsufficient,
			"the available "+cur+" balance "+bal.String()+" should cover "+reason.Quote(a.Text)))
	}
}
