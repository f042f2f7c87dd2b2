// Package batch checks whole files of requests, one report per record, as operations teams do
// before they upload a payout file.
//
// A file is either JSON lines (one request object per line) or CSV whose header names field
// paths ("beneficiary.address.country"). Run streams it in constant memory: a reader cuts the
// input into chunks of records, one worker per core parses and checks them, and a writer puts
// the reports back in input order through a reorder window of a fixed number of chunks, so
// resident memory does not grow with the file.
//
// Each output line is the report of one record, exactly as "preflight check" would give it,
// with the record's line number first:
//
//	{"line":3,"operation":"fiat/create-payout","valid":false,"errors":[...],"skipped":[],"warnings":[]}
//
// A record that cannot be read as a request (malformed JSON on its line, a value that is not an
// object, a CSV row with the wrong number of fields, a CSV syntax error, a line or row beyond the
// size limit) still gets its line: the report is the operation's "invalid request" entry, as for
// "preflight check", and a "malformed" member says why:
//
//	{"line":7,"malformed":"input is not valid JSON: unexpected end of input (offset 41)","operation":...}
//
// A CSV header that cannot be used (an empty path segment or one with spaces around it, a path
// given twice, a path that is both a value and an object such as "a" and "a.b") is reported the same way at the header's
// line, and every row below it is malformed too, naming the header: rows cannot be read
// unambiguously, and guessing which column was meant would hide a mistake.
//
// CSV is read as spreadsheets write it: UTF-8 with or without a byte-order mark, or UTF-16 with
// one (transcoded as it streams); the delimiter found from the header (Options.Delimiter sets
// it); LF or CRLF. Input that is not text stops the run once with an *EncodingError naming the
// line and column of its first bad byte, before any report when that byte is in the first
// 64 KiB. A quote left open to the end of the file is reported at its line, with the lines it
// swallowed.
//
// Options.Invalid receives a hand-back file: the records with errors in the input's own format
// (CSV with its delimiter and columns, then the findings in added columns; JSON lines as
// {"line","findings","record"}), masked as every output is, with cells a spreadsheet would run
// as formulas neutralised.
//
// The run goes on after a bad record; nothing is dropped silently (Options.OnlyInvalid leaves
// out the reports of valid records, which the summary still counts). The last line is the
// summary (see Summary.AppendJSON): records by catalog entry, warning and skipped rule, and the
// first lines of each entry and warning.
package batch
