package payout

import (
	"strings"

	"github.com/preflightpay/preflight/beneficiary"
	"github.com/preflightpay/preflight/corridor"
	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/facts"
	"github.com/preflightpay/preflight/rule"
)

// checkFacts runs the rules that compare the payout with what the caller knows, each skipped
// (and listed) when its fact is absent: the named beneficiary's existence and state, a repeated
// recipient, the quote, pay-on-behalf-of, the payout product, fee tier and channels, and the
// balance.
func checkFacts(c *rule.Context, r *Request, payCur string, cor *corridor.Corridor) {
	f := c.Facts.Fiat
	if f == nil {
		f = &noFiat
	}
	if id := strings.TrimSpace(r.BeneficiaryID.S); id != "" && beneficiary.ValidID(id) {
		if f.Beneficiaries == nil {
			c.Skip("payout.beneficiary-state", "fiat.beneficiaries")
		} else if b, ok := f.Beneficiaries[id]; !ok {
			c.Add(errcatalog.FiatBeneficiaryNotFound, "beneficiary_id")
		} else if b.Status != "" && b.Status != "active" {
			c.Add(errcatalog.PayoutBeneficiaryNotActive, "beneficiary_id")
		}
	}
	beneficiary.RepeatAddition(c, &r.Beneficiary, beneficiary.Nested())
	if id := strings.TrimSpace(r.QuoteID.S); id != "" {
		checkQuote(c, f, id, payCur, r)
	}
	if !r.PayerID.Blank() {
		switch {
		case f.POBOEnabled == nil:
			c.Skip("payout.pobo-enabled", "fiat.pobo_enabled")
		case !*f.POBOEnabled:
			c.Add(errcatalog.PayoutPOBONotEnabled, "payer_id")
		}
		if f.Payers == nil {
			c.Skip("payout.payer-exists", "fiat.payers")
		} else if !contains(f.Payers, strings.TrimSpace(r.PayerID.S)) {
			c.Add(errcatalog.PayoutPayerNotFound, "payer_id")
		}
	}
	flag(c, f.PayoutEnrolled, errcatalog.PayoutProductNotEnrolled, "payout.product-enrolled", "fiat.payout_enrolled")
	flag(c, f.FeeTierConfigured, errcatalog.PayoutFeeTierNotConfigured, "payout.fee-tier-configured", "fiat.fee_tier_configured")
	checkChannels(c, f, r, payCur, cor)
	checkBalance(c, r, payCur)
}

var noFiat facts.Fiat

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// flag records id when the account fact is known to be false, and skips the rule when unknown.
func flag(c *rule.Context, fact *bool, id errcatalog.ID, name, needs string) {
	switch {
	case fact == nil:
		c.Skip(name, needs)
	case !*fact:
		c.Add(id, "")
	}
}

// checkQuote: the quote must be known, valid (not expired or used), and for the payout's
// currencies (sell = payment, buy = receiving) and amount.
func checkQuote(c *rule.Context, f *facts.Fiat, id, payCur string, r *Request) {
	if f.Quotes == nil {
		c.Skip("payout.quote", "fiat.quotes")
		return
	}
	q, ok := f.Quotes[id]
	recvCur := upperTrim(r.ReceivingCurrency.S)
	bad := !ok || q.Status != "" && q.Status != "valid" ||
		payCur != "" && q.SellCurrency != "" && q.SellCurrency != payCur ||
		recvCur != "" && q.BuyCurrency != "" && q.BuyCurrency != recvCur ||
		q.Amount != nil && r.PaymentAmount.OK && !q.Amount.Equal(r.PaymentAmount.Value)
	if bad {
		c.Add(errcatalog.FiatQuoteInvalidOrMismatched, "quote_id")
	}
}

// checkChannels: with the account's channels known, a channel for the payout's currency pair
// and clearing system must be active ("the specified payout channel is not active"), and some
// channel for the pair must be ("no active payout channel for this currency pair").
func checkChannels(c *rule.Context, f *facts.Fiat, r *Request, payCur string, cor *corridor.Corridor) {
	if f.Channels == nil {
		c.Skip("payout.channel-active", "fiat.channels")
		return
	}
	recvCur := upperTrim(r.ReceivingCurrency.S)
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
		c.Add(errcatalog.PayoutChannelNotActive, "")
	case !anyActive:
		c.Add(errcatalog.PayoutNoActiveChannel, "")
	}
}

// checkBalance: the available balance in the payment currency covers the payment amount (the
// receiving amount when no payment amount is given). Fees are not known, so a balance that
// covers the amount but not its fee passes.
func checkBalance(c *rule.Context, r *Request, payCur string) {
	if c.Facts.Balances == nil {
		c.Skip("payout.balance", "balances")
		return
	}
	a := r.PaymentAmount
	if !a.Set {
		a = r.ReceivingAmount
	}
	if payCur == "" || !a.OK {
		return
	}
	if bal, ok := c.Facts.Balances.Available(payCur); !ok || bal.LessThan(a.Value) {
		c.Add(errcatalog.FiatInsufficientBalance, amountField2(r))
	}
}

func amountField2(r *Request) string {
	if r.PaymentAmount.Set {
		return "payment_amount"
	}
	return "receiving_amount"
}
