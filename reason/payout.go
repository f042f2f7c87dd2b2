package reason

// The codes of fiat payouts and conversions: amounts, currencies, dates, purpose, payment method
// and the payout facts (packages payout, currency).
var payoutCodes = []Info{}
