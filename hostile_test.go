package preflight

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/preflightpay/preflight/internal/budget"
	"github.com/preflightpay/preflight/internal/facts"
	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/operation"
)

// hostileCase is one hostile input and the answer preflight gives it: the catalog errors it
// reports, the warnings it adds, or a documented acceptance. docs/hostile-input.md ("Hostile
// inputs") gives the same table in words.
type hostileCase struct {
	name    string
	op      string
	request string
	// parseErr is the reader's category when the request cannot be read; the report then holds
	// exactly the operation's invalid-request entry at field.
	parseErr error
	field    string
	// errors and warnings are "id@field" findings that must be in the report.
	errors   []string
	warnings []string
	// accepted documents that the reader takes the input as it is: Read accepts it and the
	// report does not refuse the request as a whole.
	accepted bool
}

const opPayout = "fiat/create-payout"

var hostileCases = []hostileCase{
	// Encoding.
	{name: "invalid UTF-8 in a value", op: opPayout, request: "{\"reference\":\"caf\xe9\"}", parseErr: input.ErrInvalidUTF8, field: "reference"},
	{name: "invalid UTF-8 in a nested value", op: opPayout, request: "{\"beneficiary\":{\"account_holder\":\"\xff\xfe\"}}", parseErr: input.ErrInvalidUTF8, field: "beneficiary.account_holder"},
	{name: "invalid UTF-8 in a member name", op: opPayout, request: "{\"ref\xc0\":\"x\"}", parseErr: input.ErrInvalidUTF8},
	{name: "invalid UTF-8 outside strings", op: opPayout, request: "{}\xff", parseErr: input.ErrSyntax},
	{name: "overlong encoding of a slash", op: opPayout, request: "{\"reference\":\"\xc0\xaf\"}", parseErr: input.ErrInvalidUTF8, field: "reference"},
	{name: "UTF-16 surrogate encoded in UTF-8", op: opPayout, request: "{\"reference\":\"\xed\xa0\x80\"}", parseErr: input.ErrInvalidUTF8, field: "reference"},
	{name: "unpaired surrogate escape", op: opPayout, request: `{"reference":"\ud800"}`, parseErr: input.ErrInvalidUTF8, field: "reference"},
	{name: "reversed surrogate pair", op: opPayout, request: `{"reference":"\udc00\ud800"}`, parseErr: input.ErrInvalidUTF8, field: "reference"},
	{name: "raw NUL byte in a string", op: opPayout, request: "{\"reference\":\"a\x00b\"}", parseErr: input.ErrSyntax, field: "reference"},
	{name: "raw NUL byte between tokens", op: opPayout, request: "{\x00}", parseErr: input.ErrSyntax},
	{name: "escaped NUL in free text is accepted", op: opPayout, request: `{"beneficiary_id":"b-1","reference":"a\u0000b"}`, accepted: true},
	{name: "escaped NUL in a name fails the name's character set", op: opPayout, request: `{"beneficiary":{"entity_type":"individual","account_holder":"Jane\u0000Doe"}}`, errors: []string{"payout.account-holder-individual-charset@beneficiary.account_holder"}},
	{name: "byte-order mark is skipped", op: opPayout, request: "\xef\xbb\xbf{\"beneficiary_id\":\"b-1\"}", accepted: true},
	{name: "two byte-order marks", op: opPayout, request: "\xef\xbb\xbf\xef\xbb\xbf{}", parseErr: input.ErrSyntax},
	{name: "byte-order mark after white space", op: opPayout, request: " \xef\xbb\xbf{}", parseErr: input.ErrSyntax},
	{name: "UTF-16 byte-order mark", op: opPayout, request: "\xff\xfe{\x00}\x00", parseErr: input.ErrSyntax},

	// Nesting and shape.
	{name: "arrays nested ten thousand deep", op: opPayout, request: strings.Repeat("[", 10000) + strings.Repeat("]", 10000), parseErr: input.ErrTooDeep, field: strings.Repeat("[0]", 64)},
	{name: "objects nested ten thousand deep in a member", op: opPayout, request: `{"beneficiary":` + strings.Repeat(`{"a":`, 10000) + `1` + strings.Repeat(`}`, 10001), parseErr: input.ErrTooDeep, field: "beneficiary" + strings.Repeat(".a", 63)},
	{name: "unclosed nesting", op: opPayout, request: strings.Repeat("[", 50), parseErr: input.ErrSyntax, field: strings.Repeat("[0]", 50)},
	{name: "nesting at the limit is read", op: opPayout, request: `{"beneficiary_id":"b-1","x":` + strings.Repeat("[", 63) + strings.Repeat("]", 63) + `}`, accepted: true},
	{name: "empty body", op: opPayout, request: "", parseErr: input.ErrSyntax},
	{name: "white space only", op: opPayout, request: " \n\t", parseErr: input.ErrSyntax},
	{name: "null instead of an object", op: opPayout, request: "null", parseErr: input.ErrNotObject},
	{name: "array instead of an object", op: opPayout, request: `[{"beneficiary_id":"b-1"}]`, parseErr: input.ErrNotObject},
	{name: "two objects", op: opPayout, request: `{}{}`, parseErr: input.ErrSyntax},
	{name: "trailing comma", op: opPayout, request: `{"beneficiary_id":"b-1",}`, parseErr: input.ErrSyntax},
	{name: "comment", op: opPayout, request: `{/* x */}`, parseErr: input.ErrSyntax},
	{name: "single quotes", op: opPayout, request: `{'beneficiary_id':'b-1'}`, parseErr: input.ErrSyntax},
	{name: "member of the wrong type", op: opPayout, request: `{"beneficiary":"b-1"}`, errors: []string{"fiat.invalid-request@beneficiary"}},

	// Numbers.
	{name: "1e400 as a number is read exactly, not as infinity", op: opPayout, request: `{"beneficiary_id":"b-1","x":1e400}`, accepted: true},
	{name: "1e400 as an amount is invalid", op: "fiat/create-transfer", request: `{"source_account_id":"a","target_account_id":"b","currency":"USD","amount":1e400}`, errors: []string{"transfer.amount-invalid@amount"}},
	{name: "NaN", op: opPayout, request: `{"payment_amount":NaN}`, parseErr: input.ErrSyntax, field: "payment_amount"},
	{name: "Infinity", op: opPayout, request: `{"payment_amount":Infinity}`, parseErr: input.ErrSyntax, field: "payment_amount"},
	{name: "negative Infinity", op: opPayout, request: `{"payment_amount":-Infinity}`, parseErr: input.ErrSyntax, field: "payment_amount"},
	// The reader takes "0" as the value, then finds "x" where "," or "}" belongs: the error is the
	// object's, at the top.
	{name: "hexadecimal number", op: opPayout, request: `{"payment_amount":0x10}`, parseErr: input.ErrSyntax},
	{name: "leading zeros", op: opPayout, request: `{"payment_amount":0010}`, parseErr: input.ErrSyntax, field: "payment_amount"},
	{name: "leading plus", op: opPayout, request: `{"payment_amount":+1}`, parseErr: input.ErrSyntax, field: "payment_amount"},
	{name: "NaN as a string amount is invalid", op: "fiat/create-transfer", request: `{"source_account_id":"a","target_account_id":"b","currency":"USD","amount":"NaN"}`, errors: []string{"transfer.amount-invalid@amount"}},
	{name: "-0 is read as a number", op: opPayout, request: `{"beneficiary_id":"b-1","x":-0}`, accepted: true},
	{name: "-0 as an amount is not positive", op: "fiat/create-transfer", request: `{"source_account_id":"a","target_account_id":"b","currency":"USD","amount":-0}`, errors: []string{"transfer.amount-invalid@amount"}},
	{name: "amount in exponent form is read exactly", op: opPayout, request: `{"beneficiary_id":"b-1","x":"1.5e3"}`, accepted: true},
	{name: "an amount of a million nines is refused for its length", op: opPayout, request: `{"beneficiary_id":"b-1","payment_currency":"USD","payment_amount":"` + strings.Repeat("9", 1<<20-100) + `"}`, errors: []string{"payout.amount-invalid@payment_amount"}},
	{name: "a number amount of a million nines", op: "fiat/create-transfer", request: `{"source_account_id":"a","target_account_id":"b","reason":"r","currency":"USD","amount":` + strings.Repeat("9", 1<<20-100) + `}`, errors: []string{"transfer.amount-invalid@amount"}},
	{name: "a ramp amount of a million nines", op: "ramp/create-quote", request: `{"sell_currency":"USD","buy_currency":"USDT","amount":"` + strings.Repeat("9", 1<<20-100) + `"}`, errors: []string{"ramp.invalid-amount@amount"}},
	{name: "an amount long only by trailing zeros is read", op: opPayout, request: `{"beneficiary_id":"b-1","payment_currency":"USD","payment_amount":"10.` + strings.Repeat("0", 1<<20-100) + `"}`, accepted: true},
	{name: "a page size of a million digits", op: "fiat/list-transfers", request: `{"page_size":` + strings.Repeat("9", 100000) + `}`, errors: []string{"transfer.page-size-invalid@page_size"}},

	// Duplicates.
	{name: "duplicate member", op: opPayout, request: `{"beneficiary_id":"a","beneficiary_id":"b"}`, parseErr: input.ErrDuplicateKey, field: "beneficiary_id"},
	{name: "duplicate nested member", op: opPayout, request: `{"beneficiary":{"address":{"country":"GB","country":"US"}}}`, parseErr: input.ErrDuplicateKey, field: "beneficiary.address.country"},
	{name: "duplicate by escape", op: opPayout, request: `{"beneficiary_id":"a","beneficiary\u005fid":"b"}`, parseErr: input.ErrDuplicateKey, field: "beneficiary_id"},
	{name: "duplicate after many members", op: opPayout, request: manyMembers(5000) + `,"m1":1}`, parseErr: input.ErrDuplicateKey, field: "m1"},
	{name: "same name in sibling objects is not a duplicate", op: opPayout, request: `{"beneficiary_id":"b-1","a":{"x":1},"b":{"x":1}}`, accepted: true},
	{name: "duplicate with an empty name", op: opPayout, request: `{"":1,"":2}`, parseErr: input.ErrDuplicateKey},

	// Size.
	{name: "very long string within the limit", op: opPayout, request: `{"beneficiary_id":"b-1","x":"` + strings.Repeat("a", 1<<20-40) + `"}`, accepted: true},
	// A quarter of the size limit: the worst case for memory (one value per two bytes), kept
	// small enough that the race detector runs it in a second.
	{name: "very long array", op: opPayout, request: `{"beneficiary_id":"b-1","x":[` + strings.Repeat("0,", 1<<17) + `0]}`, accepted: true},
	{name: "eighty thousand members", op: opPayout, request: manyMembers(80000) + `,"beneficiary_id":"b-1"}`, accepted: true},
	{name: "exactly at the size limit", op: opPayout, request: padTo(1<<20, `{"beneficiary_id":"b-1","x":"`, `"}`), accepted: true},
	{name: "one byte over the size limit", op: opPayout, request: padTo(1<<20+1, `{"beneficiary_id":"b-1","x":"`, `"}`), parseErr: input.ErrTooLarge},
	{name: "far over the size limit", op: opPayout, request: padTo(8<<20, `{"x":"`, `"}`), parseErr: input.ErrTooLarge},

	// Look-alike letters and display-order controls.
	{name: "Cyrillic a in an individual's name", op: opPayout, request: `{"beneficiary":{"entity_type":"individual","account_holder":"J\u0430ne Doe"}}`, errors: []string{"payout.account-holder-individual-charset@beneficiary.account_holder"}},
	{name: "Greek omicron in an individual's name", op: opPayout, request: `{"beneficiary":{"entity_type":"individual","account_holder":"J\u03bfhn Doe"}}`, errors: []string{"payout.account-holder-individual-charset@beneficiary.account_holder"}},
	{name: "right-to-left override in an individual's name", op: opPayout, request: `{"beneficiary":{"entity_type":"individual","account_holder":"Jane \u202eeoD"}}`, errors: []string{"payout.account-holder-individual-charset@beneficiary.account_holder"}, warnings: []string{"input.bidi-control@beneficiary.account_holder"}},
	{name: "right-to-left override in free text warns", op: opPayout, request: `{"beneficiary_id":"b-1","reference":"invoice \u202e81-6202"}`, warnings: []string{"input.bidi-control@reference"}, accepted: true},
	{name: "isolate in a nested list warns", op: "ramp/create-address-book", request: `{"meta_data":{"names":["ok","\u2067x\u2069"]}}`, warnings: []string{"input.bidi-control@meta_data.names[1]"}, accepted: true},
	{name: "Cyrillic letters in free text are accepted", op: opPayout, request: `{"beneficiary_id":"b-1","reference":"Счёт 118"}`, accepted: true},
}

// TestHostileInputs runs every hostile case through the front door: no panic, a report that
// honours the contract, and the documented answer.
func TestHostileInputs(t *testing.T) {
	for _, tc := range hostileCases {
		t.Run(tc.name, func(t *testing.T) {
			var r Report
			var perr error
			if len(tc.request) < 64<<10 {
				r = checkContract(t, tc.op, []byte(tc.request), nil)
				perr = parseError([]byte(tc.request), Options{})
			} else {
				// The largest inputs run once, with their allocations measured: the full
				// comparison of entry points costs seconds under the race detector.
				req := []byte(tc.request)
				var err error
				n := budget.Allocated(func() { r, err = Check(tc.op, req, nil, Options{}) })
				if err != nil {
					t.Fatal(err)
				}
				if n > budget.Linear(len(req)) {
					t.Errorf("%d bytes allocated %d, budget %d", len(req), n, budget.Linear(len(req)))
				}
				t.Logf("%d bytes in, %d bytes allocated (%.1f per byte)", len(req), n, float64(n)/float64(len(req)))
				assertContract(t, tc.op, r)
				if tc.parseErr != nil {
					perr = parseError(req, Options{})
				}
			}
			invalid := checkers[operation.Name(tc.op)].invalidRequest.Key()
			switch {
			case tc.parseErr != nil:
				if !errors.Is(perr, tc.parseErr) {
					t.Fatalf("ParseError = %v, want %v", perr, tc.parseErr)
				}
				if len(r.Errors) != 1 || r.Errors[0].ID != invalid || r.Errors[0].Field != tc.field {
					t.Fatalf("report errors %+v, want one %s at %q", r.Errors, invalid, tc.field)
				}
			case perr != nil:
				t.Fatalf("ParseError = %v, want the request read", perr)
			}
			if tc.accepted {
				// Accepted by the reader: the request as a whole is not refused. Rules may still
				// report invalid-request at a member (a required field left out).
				for _, e := range r.Errors {
					if e.ID == invalid && e.Field == "" {
						t.Fatalf("documented as accepted, but the report refuses the request: %+v", e)
					}
				}
			}
			for _, w := range tc.warnings {
				if !hasFinding(r.Warnings, w) {
					t.Errorf("no warning %s in %+v", w, r.Warnings)
				}
			}
			var missing []string
			for _, e := range tc.errors {
				if !hasFinding(r.Errors, e) {
					missing = append(missing, e)
				}
			}
			if len(missing) > 0 {
				t.Fatalf("missing %v in %+v", missing, r.Errors)
			}
		})
	}
}

// TestLimitsAreTheCallersToSet checks that Options.Limits replace the defaults.
func TestLimitsAreTheCallersToSet(t *testing.T) {
	req := []byte(`{"beneficiary_id":"b-1","x":[[[1]]]}`)
	if err := parseError(req, Options{Limits: input.Limits{MaxDepth: 3}}); !errors.Is(err, input.ErrTooDeep) {
		t.Errorf("depth 4 under a limit of 3: %v", err)
	}
	if err := parseError(req, Options{Limits: input.Limits{MaxBytes: len(req) - 1}}); !errors.Is(err, input.ErrTooLarge) {
		t.Errorf("one byte over a custom limit: %v", err)
	}
	if err := parseError(req, Options{Limits: input.Limits{MaxBytes: len(req), MaxDepth: 4}}); err != nil {
		t.Errorf("at both limits: %v", err)
	}
}

func hasFinding(list []Issue, want string) bool {
	id, field, _ := strings.Cut(want, "@")
	for _, is := range list {
		if is.ID == id && is.Field == field {
			return true
		}
	}
	return false
}

// manyMembers opens an object with n distinct members "m0".."m(n-1)", without the closing brace.
func manyMembers(n int) string {
	var b strings.Builder
	b.WriteByte('{')
	for i := 0; i < n; i++ {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(`"m` + strconv.Itoa(i) + `":1`)
	}
	return b.String()
}

// padTo fills a string member so that the whole request is exactly size bytes.
func padTo(size int, head, tail string) string {
	return head + strings.Repeat("x", size-len(head)-len(tail)) + tail
}

// TestFactsRefuseCodesRepeatedInAnotherCase: facts key balances and limits by currency code,
// upper-cased. Two members that differ only in case used to merge silently (the later won), and
// a look-alike letter (the long s of "uſd") upper-cased into "USD".
func TestFactsRefuseCodesRepeatedInAnotherCase(t *testing.T) {
	for _, doc := range []string{
		`{"balances":{"usd":"1","USD":"1000000"}}`,
		`{"limits":{"usd":{"max":"1"},"USD":{"max":"2"}}}`,
	} {
		if _, err := facts.Parse([]byte(doc)); !errors.Is(err, facts.ErrInvalid) || !strings.Contains(err.Error(), "repeats the code USD") {
			t.Errorf("%s: %v, want the repeated code refused", doc, err)
		}
	}
	f, err := facts.Parse([]byte(`{"balances":{"uſd":"1000000","usd":"5"}}`))
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := f.Balances.Available("USD"); got.String() != "5" {
		t.Errorf("USD balance %s, want 5: a long s must not stand for S", got)
	}
}
