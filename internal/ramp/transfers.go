package ramp

import (
	"strings"

	"github.com/preflightpay/preflight/currency"
	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/facts"
	"github.com/preflightpay/preflight/internal/rule"
	"github.com/preflightpay/preflight/reason"
)

// CheckCreateTransfer checks ramp/create-transfer, which answers in the typed format: every
// unreadable or missing parameter is "parameter is invalid"; with facts, the source and target
// accounts must exist and be active, and the source's balance must cover the amount.
func CheckCreateTransfer(c *rule.Context) {
	required := [...]struct {
		name string
		rule.Text
	}{{"source_account_id", c.QueryParam("source_account_id")}, {"target_account_id", c.QueryParam("target_account_id")}, {"currency", c.StringParam("currency")}}
	c.StringParam("reason")
	for _, f := range required {
		if f.Missing() {
			c.Fail(c.InvalidRequest, f.name, reason.New(reason.RampRequired, f.name+" is required"))
		}
	}
	source, target := strings.TrimSpace(required[0].S), strings.TrimSpace(required[1].S)
	cur := currency.Normalize(required[2].S)
	if source != "" && source == target {
		c.Fail(c.InvalidRequest, "target_account_id", reason.New(reason.RampSameAccount, "the target is the source account "+reason.Shown(source)))
	}
	q := amount(c, "amount")
	checkAmount(c, q, c.InvalidRequest, "amount", true)
	checkTransferAccount(c, source, "source_account_id")
	if target != source {
		checkTransferAccount(c, target, "target_account_id")
	}
	// The balances are the caller's: when the facts show the caller is not the source, they say
	// nothing about the source's funds.
	if a := c.Facts.Account; a != nil && a.ID != "" && a.ID != source {
		return
	}
	if q.ok && cur != "" {
		checkBalance(c, cur, q.x, errcatalog.RampTransferInsufficientBalance, "amount")
	}
}

// checkTransferAccount: a transfer's account must be known and active.
func checkTransferAccount(c *rule.Context, id, field string) {
	if id == "" {
		return
	}
	accounts := rampFacts(c).TransferAccounts
	if accounts == nil {
		c.Report.SkipOnce("ramp.transfer-account", "ramp.transfer_accounts")
		return
	}
	a, found := accounts[id]
	switch {
	case !found:
		c.Fail(errcatalog.RampTransferAccountNotFound, field, reason.New(reason.RampTransferAccount, "account "+reason.Shown(id)+" is not in ramp.transfer_accounts"))
	case a.Status == facts.StatusDeactivated:
		c.Fail(errcatalog.RampTransferAccountNotFound, field, reason.New(reason.RampTransferAccount, "account "+reason.Shown(id)+" is deactivated"))
	case a.Status != "" && a.Status != facts.StatusActive:
		c.Fail(errcatalog.RampTransferAccountNotActive, field, reason.New(reason.RampTransferAccount, "account "+reason.Shown(id)+" is "+reason.Shown(a.Status)+", not active"))
	}
}

// CheckRetrieveTransfer checks ramp/retrieve-transfer: the order id is required. A transfer
// absent from the facts is not checked: the catalog's only answer, "Error to Geting Transfer
// Data", is a failure to retry later, not a not-found.
func CheckRetrieveTransfer(c *rule.Context) {
	if c.QueryParam("order_id").Missing() {
		c.Fail(c.InvalidRequest, "order_id", reason.New(reason.RampRequired, "order_id is required"))
	}
}
