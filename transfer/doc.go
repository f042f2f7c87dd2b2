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
// Anything else is "start_time invalid" or "end_time invalid". An empty string counts as not
// given, as an empty query parameter does. An end before the start is not an error on the
// platform (the list is just empty), so preflight warns.
//
// create-transfer: the three required fields, the same account on both sides, the currency code
// (ISO 4217 with package currency's overrides, any letter case), a positive amount that fits the
// currency's minor units (see limits.CheckScale), the authenticated account as source or target
// (facts: account.id) and the available balance (facts: balances, when the authenticated account
// is the source).
package transfer
