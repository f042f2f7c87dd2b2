package preflight

import (
	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/account"
	"github.com/preflightpay/preflight/internal/balance"
	"github.com/preflightpay/preflight/internal/beneficiary"
	"github.com/preflightpay/preflight/internal/bidi"
	"github.com/preflightpay/preflight/internal/idempotency"
	"github.com/preflightpay/preflight/internal/limits"
	"github.com/preflightpay/preflight/internal/operation"
	"github.com/preflightpay/preflight/internal/payout"
	"github.com/preflightpay/preflight/internal/ramp"
	"github.com/preflightpay/preflight/internal/rule"
	"github.com/preflightpay/preflight/internal/transfer"
	"github.com/preflightpay/preflight/internal/travelrule"
)

// rulesTable is every operation's own rules, in the order they run, one row per operation in the
// specification's order. An operation with no rules of its own still has its row, so that a
// missing row is a mistake a test names (see checkers). The rules every operation shares are
// added by commonRules.
var rulesTable = []struct {
	op    operation.Name
	rules []rule.Func
}{
	{operation.RampListAssets, nil},
	{operation.RampRetrieveAsset, rules(ramp.CheckRetrieveAsset)},
	{operation.RampListAssetTransactions, nil},
	{operation.RampCreateTransfer, rules(ramp.CheckCreateTransfer)},
	{operation.RampRetrieveTransfer, rules(ramp.CheckRetrieveTransfer)},
	// The amount limits run after the request's own rules, so that a report names what is
	// wrong with the request before what the account's limits say of it.
	{operation.RampCreateQuote, rules(ramp.CheckCreateQuote, limits.CheckRampQuote)},
	{operation.RampCreateConversion, rules(ramp.CheckCreateConversion)},
	{operation.RampListConversions, nil},
	{operation.RampRetrieveConversion, rules(ramp.CheckRetrieveConversion)},
	{operation.RampListDeposits, nil},
	{operation.RampRetrieveDeposit, rules(ramp.CheckRetrieveDeposit)},
	{operation.RampDepositWalletAddress, rules(ramp.CheckDepositWalletAddress)},
	{operation.RampListDepositAddresses, nil},
	{operation.RampCreateWithdraw, rules(ramp.CheckCreateWithdraw, limits.CheckRampWithdraw)},
	{operation.RampListWithdraws, nil},
	{operation.RampRetrieveWithdraw, rules(ramp.CheckRetrieveWithdraw)},
	{operation.RampListSupportedAssets, nil},
	{operation.RampEstimateNetworkFee, rules(ramp.CheckEstimateNetworkFee)},
	{operation.RampCreateAddressBook, rules(travelrule.CheckCreate)},
	{operation.RampListAddressBook, rules(travelrule.CheckList)},
	{operation.RampUpdateAddressBook, rules(travelrule.CheckUpdate)},
	{operation.RampCreateDepositSender, rules(travelrule.CheckDepositSender)},

	{operation.FiatListTransfers, rules(transfer.CheckList)},
	{operation.FiatCreateTransfer, rules(transfer.CheckCreate)},
	{operation.FiatRetrieveTransfer, rules(transfer.CheckRetrieve)},
	{operation.FiatCreateConversion, rules(payout.CheckConversion)},
	{operation.FiatCreatePayout, rules(payout.CheckCreate)},
	{operation.FiatListPayouts, rules(transfer.CheckTimes)},
	{operation.FiatRetrievePayout, rules(payout.CheckRetrieve)},
	{operation.FiatCreateBeneficiary, rules(beneficiary.CheckCreate)},
	{operation.FiatRetrieveBeneficiary, rules(beneficiary.CheckRetrieve)},
	{operation.FiatUpdateBeneficiary, rules(beneficiary.CheckUpdate)},
	{operation.FiatDeleteBeneficiary, rules(beneficiary.CheckDelete)},
	{operation.FiatCheckBeneficiary, rules(beneficiary.CheckCheck)},
	{operation.FiatListBalances, nil},
	{operation.FiatRetrieveBalance, rules(balance.CheckRetrieve)},
}

func rules(fs ...rule.Func) []rule.Func { return fs }

// commonRules are the rules every operation runs before its own, in this order: the caller's
// account (package account), invisible display-order controls in any string (package bidi),
// and, for the operations that accept an idempotency key, the key's record (package
// idempotency).
func commonRules(op *operation.Operation) []rule.Func {
	common := rules(account.Check, bidi.Check)
	if op.Idempotent {
		common = append(common, idempotency.Check)
	}
	return common
}

// checkers holds one Checker per operation of the registry, built when the package loads. A row
// for an operation the registry does not hold is left out, a second row for one operation is
// left out, and an operation without a row runs the common rules only: rulesTableMistakes (in
// the tests) names each, and TestRulesTableIsComplete requires none, so that a new registry row
// without its rules fails that one test instead of every test binary that imports the package.
var checkers = buildCheckers(rulesTable)

func buildCheckers(table []struct {
	op    operation.Name
	rules []rule.Func
}) map[operation.Name]*Checker {
	m := make(map[operation.Name]*Checker, operation.Len())
	for _, row := range table {
		if op, ok := operation.Lookup(string(row.op)); ok && m[row.op] == nil {
			m[row.op] = newChecker(op, row.rules)
		}
	}
	for _, op := range operation.All() {
		if m[op.Name] == nil {
			m[op.Name] = newChecker(op, nil)
		}
	}
	return m
}

// newChecker is op's checker: the rules every operation shares, then its own.
func newChecker(op *operation.Operation, own []rule.Func) *Checker {
	invalid := errcatalog.InvalidRequest(op)
	return &Checker{
		op:              op,
		rules:           append(commonRules(op), own...),
		invalidRequest:  invalid,
		readsAsFindings: errcatalog.Get(invalid).AppliesTo(string(op.Name)),
	}
}
