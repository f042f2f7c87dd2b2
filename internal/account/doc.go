// Package account holds the checks that the platform makes of the caller before it looks at a
// request: unexpired login, an allowed IP address, an activated and identity-verified account
// with the API (ramp: API trading) enabled, an active and tradable account, credentials allowed
// to call the operation, and the x-on-behalf-of header. They run first, for every operation.
//
// None of this is in the request body: it comes from the facts document's "account" section
// (see package facts). When the section is absent the report lists one skip,
// {"rule": "account", "needs": "account"}; when it is present but some members are not, one skip
// names them all. Every finding is at field "" (the request as a whole), since no body member
// is at fault.
//
// Every finding comes from the facts (reason codes account.* and on-behalf-of.*) except the
// x-on-behalf-of value's shape, which is preflight's reading of an unpublished id format: a value
// outside it gets a warning predicting "invalid x-on-behalf-of account id", and the facts about
// that account are still checked unless strict mode makes the prediction an error. A ramp
// account whose facts give api_enabled false and no api_trading_enabled gets a warning predicting
// "api trading not enabled for this account": the ramp tables have no "Api not enabled" row.
//
// Each product answers with its own catalog entries and codes: fiat 403 login, 400 IP, 1014 not
// activated, 1114 identity, 1122 API not enabled, 403 Forbidden; ramp 403 login, banking account,
// not active / not tradable and API trading, 400 IP, 403 Forbidden; both 1084 for the
// x-on-behalf-of header.
package account
