// Package bankid checks bank and payment identifiers: IBAN, BIC, ABA routing
// number, UK sort code, Australian BSB, Indian IFSC, Chinese CNAPS code,
// Canadian institution, transit and EFT routing numbers, Mexican CLABE,
// E.164 telephone numbers, and the SWIFT and account-number character sets.
//
// Every check is a pure function of its input: no clock, environment, I/O
// or mutable package state. The package avoids regexp, fmt and
// encoding/json because it is compiled into preflight's WASM build. Checks
// do not allocate on valid input in its canonical form; accepting a printed
// form (an IBAN with spaces or lower case, a sort code or BSB with
// separators) costs one allocation for the normalised value.
//
// # What each check accepts
//
//   - ParseIBAN: ISO 13616 IBAN, electronic or print format. NormalizeIBAN
//     removes ASCII spaces and upper-cases ASCII letters (nothing else: a tab
//     or a dash stays and is reported); IBAN.Normalized says whether that
//     changed the input. Then: the prefix is a country of the SWIFT IBAN
//     registry, the length is that country's, the BBAN fits the country's
//     structure (n digits, a upper-case letters, c either), the check digits
//     are 02..98 and ISO 7064 MOD 97-10 gives 1. IBANCountry and IBANLength
//     answer from the same table. Territories that use another country's
//     prefix (AX uses FI; GF, GP, MQ, RE, PF, TF, YT, NC, BL, MF, PM, WF use
//     FR; IM, JE, GG use GB) are not prefixes themselves.
//   - ParseBIC: ISO 9362, 8 or 11 characters, upper case, no spaces: a
//     4-character institution code (letters or digits, as ISO 9362:2014
//     allows, though every BIC issued so far has letters), a 2-letter
//     country that must be a current ISO 3166-1 alpha-2 code or XK (Kosovo,
//     user-assigned but used by SWIFT), a 2-character location and an
//     optional 3-character branch. BIC.CountryDiffers compares the BIC's
//     country with another, treating countries that share an IBAN prefix as
//     the same, for a warning. CountryCode exposes the ISO 3166-1 test.
//   - ParseABA: 9 digits with the 3-7-1 check digit. ABAPrefixOf classifies
//     the first two digits (00 government, 01-12 primary, 21-32 thrift,
//     61-72 electronic, 80 traveler's cheques, anything else unassigned) so
//     that an unassigned prefix can be a warning rather than a rejection.
//   - ParseSortCode: 6 digits, plain or as 12-34-56 or 12 34 56. No check
//     digit exists and no public directory of sort codes is available
//     offline (Pay.UK's EISCD is licensed), so only the shape is checked.
//   - ParseBSB: 6 digits, plain or as 123-456 or 123 456; shape only.
//   - ParseIFSC: 11 characters, 4 upper-case letters, the digit 0, 6
//     upper-case letters or digits; shape only, lower case refused.
//   - ParseCNAPS: 12 digits; the final check digit's algorithm is not
//     published, so it is not verified.
//   - ParseCAInstitution (3 digits), ParseCATransit (5 digits) and
//     ParseCAEFT (the 9-digit electronic form 0IIITTTTT, split into
//     institution and transit; the paper form TTTTT-III is not accepted).
//   - ParseCLABE: 18 digits, bank (3), plaza (3), account (11) and a check
//     digit: weights 3, 7, 1 repeated, each product mod 10, summed, check
//     digit = (10 - sum mod 10) mod 10.
//   - ParseE164: "+" then 1 to 15 digits, the first not 0. The "+" is
//     required (a number without it may be national); no spaces or
//     punctuation.
//   - CheckSWIFTText: every character is in the SWIFT "x" set, a-z A-Z 0-9
//     / - ? : ( ) . , ' + and space (CR and LF excluded: one line). Empty
//     text passes.
//   - CheckAccountNumber: only English letters and digits (a-z, A-Z, 0-9),
//     not empty. Lengths depend on the corridor and are the caller's.
//
// # Normalisers
//
// One normaliser per kind of value, used alike by the request rules and by matching a request
// against stored facts: NormalizeIBAN (print form to electronic form), NormalizeBIC (trimmed,
// upper case) and NormalizeRoutingCode (sort codes, BSBs, ABA, IFSC...: spaces and dashes
// removed, upper case). Each returns its input without allocating when it is already normal.
//
// # Errors
//
// Every failure is an *Error holding the Scheme checked, the Input, a
// Reason in words and, for a bad character, its Pos (0-based byte offset in
// the input; all accepted characters are ASCII so it also counts
// characters) and Char. It unwraps to one category:
//
//   - ErrEmpty: nothing to check.
//   - ErrFormat: a character not allowed at its position, or a misplaced
//     separator; malformed.
//   - ErrLength: allowed characters, wrong count.
//   - ErrCheckDigits: IBAN check digits 00, 01 or 99.
//   - ErrChecksum: well formed but the checksum fails (IBAN, ABA, CLABE).
//   - ErrUnknownCountry: a well-formed country code that is not known: not
//     ISO 3166-1 (BIC) or not in the IBAN registry (IBAN).
//
// Use errors.Is(err, bankid.ErrChecksum) for the category and errors.As
// with *bankid.Error for the detail.
//
// # Data and versions
//
//   - IBAN: SWIFT IBAN Registry release 100 (IBANRegistryRelease), 89
//     prefixes. The extract, with each country's length, BBAN structure,
//     example and territories, is internal/ibanregistry/registry.tsv; go
//     generate writes iban_table.go from it, and a test fails if the table
//     is stale. To update, edit registry.tsv from the new release and run
//     go generate ./bankid.
//   - ISO 3166-1 alpha-2: github.com/biter777/countries v1.7.5 (its
//     Alpha2 codes, less the withdrawn AN and YU it still lists; XK kept),
//     written by go generate into country_table.go so that the library is
//     not linked into the WASM build; a test compares the table with the
//     library.
//   - ABA routing symbol ranges: Federal Reserve / American Bankers
//     Association prefix assignments.
//
// Published examples the checks must accept (the registry's IBAN example for
// every country, Federal Reserve routing numbers, CLABE, IFSC, BIC and
// E.164 examples) are in testdata/published.tsv.
package bankid
