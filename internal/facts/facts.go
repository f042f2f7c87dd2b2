// Package facts holds what a caller knows beyond the request itself: the authenticated account
// and its settings, limits and usage so far, balances, stored beneficiaries and address-book
// entries, an idempotency record, a quote's state. Facts arrive as a second, optional JSON
// document (the command's --facts FILE). A rule that needs a fact that is absent is skipped and
// listed in the report's "skipped", never guessed.
//
// The document is read strictly: an unknown member is an error, because a misspelt fact would
// otherwise silently turn a rule off. The schema is documented in docs/reports.md
// ("The facts document"), section by section, with an example.
//
// One meaning for equal values: currency and asset codes, as member names or values, pass through
// currency.Normalize (the normaliser the request rules use), so "usd" in a request finds "USD" in
// the balances; two members that differ only in case are refused. Statuses and states ("ACTIVE",
// "Completed") are read in lower case.
//
// Stored records by id, each a "not found" check of a retrieve operation when its map is given
// (the map lists every record the account holds): fiat.beneficiaries (beneficiary not found),
// fiat.payouts (payout not found), fiat.transfers (retrieve-transfer: "transfer not found"),
// each record an object with an optional "status".
package facts

import (
	"errors"
	"strconv"
	"strings"

	"github.com/preflightpay/preflight/currency"
	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/redact"
	"github.com/preflightpay/preflight/internal/suggest"
	"github.com/shopspring/decimal"
)

// Facts is the whole facts document. Every section is optional; nil means "not known".
type Facts struct {
	Account     *Account
	Limits      Limits
	Balances    Balances
	Idempotency *Idempotency
	Fiat        *Fiat
	Ramp        *Ramp
}

// ErrInvalid is the category of every facts decoding error.
var ErrInvalid = errors.New("invalid facts")

// Error lists everything wrong with a facts document, each at its path.
type Error struct {
	Problems []string
}

func (e *Error) Error() string { return "invalid facts: " + strings.Join(e.Problems, "; ") }
func (e *Error) Unwrap() error { return ErrInvalid }

// Parse reads a facts document. Empty input gives empty facts.
func Parse(data []byte) (*Facts, error) {
	f := &Facts{}
	if len(strings.TrimSpace(string(data))) == 0 {
		return f, nil
	}
	v, err := input.ParseObject(data, input.DefaultLimits())
	if err != nil {
		// The reader's reason quotes the document (an invalid literal, member names).
		return nil, &Error{Problems: []string{redact.Text(err.Error())}}
	}
	return FromValue(v)
}

// FromValue reads a facts document already parsed.
func FromValue(v input.Value) (*Facts, error) {
	f := &Facts{}
	d := &decoder{}
	d.object(v, "", map[string]reader{
		"account":     func(v input.Value, p string) { f.Account = decodeAccount(d, v, p) },
		"limits":      func(v input.Value, p string) { f.Limits = decodeLimits(d, v, p) },
		"balances":    func(v input.Value, p string) { f.Balances = decodeBalances(d, v, p) },
		"idempotency": func(v input.Value, p string) { f.Idempotency = decodeIdempotency(d, v, p) },
		"fiat":        func(v input.Value, p string) { f.Fiat = decodeFiat(d, v, p) },
		"ramp":        func(v input.Value, p string) { f.Ramp = decodeRamp(d, v, p) },
	})
	if len(d.problems) > 0 {
		return nil, &Error{Problems: d.problems}
	}
	return f, nil
}

// decoder collects every problem of a document rather than stopping at the first.
type decoder struct {
	problems []string
}

// record is the body of fail, which facts_js.go declares not inlined (for the WASM build's size)
// and facts_other.go as any other function.
func (d *decoder) record(path, problem string) {
	if path == "" {
		path = "(document)"
	}
	// Paths are made of the document's member names: a card number used as one is masked.
	d.problems = append(d.problems, redact.Text(path)+": "+problem)
}

func join(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}

// object walks an object's members, handing each known one to its reader and reporting unknown
// ones.
func (d *decoder) object(v input.Value, path string, fields map[string]reader) {
	if v.Kind() != input.Object {
		d.fail(path, "must be an object, got "+v.Kind().String())
		return
	}
	for _, m := range v.Members() {
		read, ok := fields[m.Key]
		if !ok {
			d.fail(join(path, m.Key), "unknown fact"+suggestMember(m.Key, fields))
			continue
		}
		read(m.Value, join(path, m.Key))
	}
}

// suggestMember is "; did you mean X?" for the member of fields a misspelt key most likely meant.
func suggestMember(key string, fields map[string]reader) string {
	// Indexed, not appended: an append's growing is code the WASM build would carry for nothing.
	names := make([]string, len(fields))
	i := 0
	for n := range fields {
		names[i] = n
		i++
	}
	return suggest.Phrase(key, names)
}

// reader reads one member's value at its path; a section's schema is a map of them.
type reader = func(input.Value, string)

// toStr, toBool and toDecimal return the reader that stores a member's value in *dst, so that a
// schema names each member and its destination once.
func (d *decoder) toStr(dst *string) reader {
	return func(v input.Value, p string) { *dst = d.str(v, p) }
}

func (d *decoder) toBool(dst **bool) reader {
	return func(v input.Value, p string) { *dst = d.optBool(v, p) }
}

func (d *decoder) toDecimal(dst **decimal.Decimal) reader {
	return func(v input.Value, p string) { *dst = d.optDecimal(v, p) }
}

// toCode returns the reader of a currency or asset code, kept as currency.Normalize writes it.
func (d *decoder) toCode(dst *string) reader {
	return func(v input.Value, p string) { *dst = currency.Normalize(d.str(v, p)) }
}

// toStatus returns the reader of a record's status or state: statuses are compared in lower case,
// so "ACTIVE", "Active" and "active" mean the same wherever a rule reads one.
func (d *decoder) toStatus(dst *string) reader {
	return func(v input.Value, p string) { *dst = status(d.str(v, p)) }
}

// status lower-cases the ASCII letters of a status and trims spaces around it. Only ASCII
// letters change (strings.ToLower would turn the Kelvin sign into "k").
func status(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= 'A' && r <= 'Z' {
			return r + ('a' - 'A')
		}
		return r
	}, strings.TrimSpace(s))
}

// byID reads an object of id to record, each record by read; notObject is the problem reported
// when the value is something else.
func byID[T any](d *decoder, v input.Value, path, notObject string, read func(v input.Value, p string) T) map[string]T {
	if v.Kind() != input.Object {
		d.fail(path, notObject)
		return nil
	}
	out := make(map[string]T, len(v.Members()))
	for _, m := range v.Members() {
		out[m.Key] = read(m.Value, join(path, m.Key))
	}
	return out
}

// list reads an array of records, each by read; notArray is the problem reported when the value
// is something else.
func list[T any](d *decoder, v input.Value, path, notArray string, read func(v input.Value, p string) T) []T {
	if v.Kind() != input.Array {
		d.fail(path, notArray)
		return nil
	}
	out := make([]T, 0, len(v.Elems()))
	for i, e := range v.Elems() {
		out = append(out, read(e, path+"["+strconv.Itoa(i)+"]"))
	}
	return out
}

// statusRecord reads a record whose one member is "status", as toStatus reads it.
func (d *decoder) statusRecord(v input.Value, path string) string {
	s := ""
	d.object(v, path, map[string]reader{"status": d.toStatus(&s)})
	return s
}

func (d *decoder) str(v input.Value, path string) string {
	if v.Kind() != input.String {
		d.fail(path, "must be a string, got "+v.Kind().String())
		return ""
	}
	return v.Str()
}

func (d *decoder) strs(v input.Value, path string) []string {
	if v.Kind() != input.Array {
		d.fail(path, "must be an array of strings, got "+v.Kind().String())
		return nil
	}
	out := make([]string, 0, len(v.Elems()))
	for i, e := range v.Elems() {
		out = append(out, d.str(e, path+"["+strconv.Itoa(i)+"]"))
	}
	return out
}

func (d *decoder) boolean(v input.Value, path string) bool {
	if v.Kind() != input.Bool {
		d.fail(path, "must be true or false, got "+v.Kind().String())
		return false
	}
	return v.Bool()
}

// optBool reads a boolean into a pointer, so that "not given" stays distinguishable from false.
func (d *decoder) optBool(v input.Value, path string) *bool {
	b := d.boolean(v, path)
	return &b
}

func (d *decoder) decimal(v input.Value, path string) decimal.Decimal {
	x, ok := v.Decimal()
	switch {
	case ok:
	case input.TooManyDigits(v.Text()):
		d.fail(path, "must have at most "+strconv.Itoa(input.MaxAmountDigits)+" digits, leading zeros and trailing zeros of its fraction aside; found a number of "+strconv.Itoa(len(v.Text()))+" bytes")
	default:
		d.fail(path, "must be a decimal number (a JSON number or a string such as \"12.50\")")
	}
	return x
}

func (d *decoder) optDecimal(v input.Value, path string) *decimal.Decimal {
	x := d.decimal(v, path)
	return &x
}

// decimals reads an object of code to decimal, with codes upper-cased.
func (d *decoder) decimals(v input.Value, path string) map[string]decimal.Decimal {
	if v.Kind() != input.Object {
		d.fail(path, "must be an object of code to amount")
		return nil
	}
	out := make(map[string]decimal.Decimal, len(v.Members()))
	seen := map[string]bool{}
	for _, m := range v.Members() {
		p := join(path, m.Key)
		out[d.code(seen, m.Key, p)] = d.decimal(m.Value, p)
	}
	return out
}

// code upper-cases a currency code used as a member name, and refuses a second member that is
// the same code in another case ("usd" and "USD"): which one would win depends on the order.
// Codes pass through currency.Normalize, so that "uſd" (a long s) does not become "USD".
func (d *decoder) code(seen map[string]bool, key, path string) string {
	c := currency.Normalize(key)
	if seen[c] {
		d.fail(path, "repeats the code "+c+" in another case")
	}
	seen[c] = true
	return c
}
