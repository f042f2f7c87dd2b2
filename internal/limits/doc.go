// Package limits holds the rules about amounts and pages that span operations: an account's
// amount limits (minimum, maximum, daily, monthly) with the usage so far, the number of decimal
// places a currency allows, and the bounds of list paging.
//
// Limits and usage are facts (the facts document's "limits" section, by currency or asset code),
// because the platform configures them per account and does not publish their values. The
// specification names them for ramp create-quote and create-withdraw; CheckRampQuote and
// CheckRampWithdraw apply them there, after every other rule of the operation, so that a report
// names what is wrong with the request before what the account's limits say of it. When an amount
// is within its daily or monthly limit, a warning says how much remains after it.
//
// Per-transaction caps of a payment method (an SGD FAST payout cannot exceed 200,000) are not
// here: they are a property of the corridor and live in the corridor table of package corridor,
// with the other per-corridor requirements, so that one table says everything about a corridor.
//
// Minor units come from ISO 4217 through package currency (biter777/countries), with its
// documented overrides (CNH: two decimals). CheckScale tells "not a whole number for a currency
// without minor units" from "more decimals than the currency has"; trailing zeros never count
// ("100.00" JPY is a whole number).
package limits
