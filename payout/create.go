package payout

import (
	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/rule"
)

// CheckCreate checks a fiat/create-payout request.
func CheckCreate(c *rule.Context) {
	in := c.Input
	id, hasID := c.String(in.Get("beneficiary_id"), "beneficiary_id")
	_, hasBeneficiary := c.Object(in.Get("beneficiary"), "beneficiary")
	if (!hasID || id == "") && !hasBeneficiary && !c.Report.HasField("beneficiary") && !c.Report.HasField("beneficiary_id") {
		c.Add(errcatalog.PayoutBeneficiaryMissing, "beneficiary")
	}
}
