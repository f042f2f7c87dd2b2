// Package transfer checks the fiat transfer operations (list-transfers, create-transfer,
// retrieve-transfer) and the time filters that list-transfers shares with list-payouts.
//
// Time filters (start_time, end_time) accept, since the specification does not show a format:
//   - RFC 3339 date-time with a zone: "2026-11-22T10:00:00Z", "2026-11-22T18:00:00.5+08:00";
//   - a date: "2026-11-22" (midnight UTC);
//   - a date and time without a zone: "2026-11-22 10:00:00" or "2026-11-22T10:00:00" (compared
//     as UTC);
//   - Unix time as digits, in seconds (up to 10 digits) or milliseconds (13 digits), as a string
//     or a JSON number.
//
// A value no format reads is "start_time invalid" or "end_time invalid": a date that is no day
// of the calendar ("2026-02-30", reason time.not-a-real-date), a date and time whose clock shows
// no time of a day ("2026-11-01T25:00:00Z", "12:61"; time.not-a-real-clock), a value without a
// digit ("soon"; time.no-digits). Any other value outside these formats ("22/11/2026", the end of
// a day written 24:00:00) gets a warning that predicts that entry (time.format): the formats
// are preflight's reading. An empty filter
// counts as not given, as an empty query parameter does. An end before the start is not an error
// on the platform (the list is just empty), so preflight warns. page_number and page_size follow
// the specification's limits (a positive integer; 1 to 100) and may be strings ("3") or numbers;
// transfer_status is "completed" or "failed".
//
// Currencies (the list filter, create-transfer's currency; balance.CheckCurrency) are read in any
// letter case with spaces around them (currency.Normalize): a value that is not three letters is
// an error; three letters outside ISO 4217 and package currency's overrides a prediction.
//
// create-transfer: the three required fields, the same account on both sides, the currency, a
// positive decimal amount, the authenticated account as source or target (facts: account.id) and
// the available balance (facts: balances, when the authenticated account is the source). Which
// currencies take whole amounts and how many decimals the others take is preflight's reading of
// ISO 4217's minor units (rule.Amount.MinorUnits): a prediction, after which the balance is still
// compared.
//
// retrieve-transfer: the path's id must be given and, when the facts list the account's transfers
// (fiat.transfers), name one of them ("transfer not found").
package transfer
