package reason

// The codes of fiat payouts, beneficiaries, corridors and conversions (packages payout, beneficiary, corridor).
var payoutCodes = []Info{}
