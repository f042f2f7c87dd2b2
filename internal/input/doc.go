// Package input reads the JSON that preflight checks: requests, facts and API responses.
//
// It is a small, strict reader rather than encoding/json, for three reasons. Numbers keep their
// literal text, so amounts become exact decimals (shopspring/decimal) without passing through
// float64. Hostile input is bounded: a size limit, a nesting limit, and duplicate detection that
// stays linear however many members an object has. And it keeps encoding/json's reflection out
// of the WASM build.
//
// What it accepts, documented once for every entry point:
//   - Exactly one JSON value (RFC 8259), optionally preceded by one UTF-8 byte-order mark, which
//     is skipped.
//   - Strings must be valid UTF-8, and \u escapes must not leave unpaired surrogates: such input
//     is refused with ErrInvalidUTF8 where encoding/json would silently substitute U+FFFD.
//   - An object that repeats a member name is refused with ErrDuplicateKey: parsers disagree on
//     whether the first or the last wins, so the platform may read another value than preflight.
//   - NaN, Infinity and other non-JSON tokens are syntax errors; "-0" and exponents are numbers.
//   - Members that no rule reads (unknown fields) are kept and ignored: the specification lists
//     only the fields named in its error conditions, not every field the platform accepts.
//
// Parse returns an *Error that unwraps to ErrSyntax, ErrTooLarge, ErrTooDeep, ErrDuplicateKey,
// ErrInvalidUTF8 or ErrNotObject.
//
// CheckSyntax is the one exception to "not encoding/json": it validates without building a
// value, and words a syntax error exactly as encoding/json does, for the platform messages that
// quote it (travel-rule meta_data).
package input
