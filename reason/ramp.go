package reason

// The codes of the crypto ramp: quotes, conversions, withdrawals, transfers, the address book, travel-rule data and amount limits (packages ramp, travelrule, limits).
var rampCodes = []Info{}
