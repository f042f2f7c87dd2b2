// Package balance checks the fiat balance operations: retrieve-balance's currency (see
// CheckCurrency: three letters are certain, ISO 4217 and the documented overrides preflight's
// reading) and, when the facts document lists the account's balances, whether the account holds
// one in that currency.
// list-balances takes no input; its one error ("query balances failed") is the platform's own
// failure, so it has no rule here beyond the account checks every operation runs.
package balance
