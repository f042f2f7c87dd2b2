package preflight

import (
	"bytes"
	"encoding/json"
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/budget"
	"github.com/preflightpay/preflight/internal/door"
	"github.com/preflightpay/preflight/internal/facts"
	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/operation"
	"github.com/preflightpay/preflight/internal/report"
)

// The front door's fuzz targets, one per family of operations. Each target picks the operation
// from its first argument, so one corpus covers every operation of the family, and holds every
// report to the contract (see checkContract), not only to the absence of a panic.

// familyRules groups the registry's operations by the fields and rules they share, so that a new
// operation is fuzzed with its kin without an edit here: an operation belongs to the first family
// whose paths hold its path (the path itself or one under it) or whose inputs name one of its own;
// "transfers", the last, takes every operation no other family takes. Within a family the
// operations keep the registry's order; a target's first argument picks one, so an operation
// added mid-family makes the committed corpus's seeds pick a neighbour, still a valid seed.
var familyRules = []struct {
	name   string
	paths  []string
	inputs []string
}{
	{name: "payouts", paths: []string{"/v1/payouts", "/v1/beneficiaries"}},
	{name: "addressbook", paths: []string{"/v1/ramp/wallet_address", "/v1/ramp/deposit/address", "/v1/ramp/deposit/addresses"}},
	{name: "quotes", inputs: []string{"sell_currency", "network"}},
	{name: "transfers"},
}

// families is each family's operations, derived from the registry by familyRules.
var families = func() map[string][]string {
	m := map[string][]string{}
	for _, op := range operation.All() {
		name := familyOf(op)
		m[name] = append(m[name], string(op.Name))
	}
	return m
}()

func familyOf(op *Operation) string {
	for _, f := range familyRules {
		for _, p := range f.paths {
			if op.Path == p || strings.HasPrefix(op.Path, p+"/") {
				return f.name
			}
		}
		for _, in := range op.Inputs {
			if slices.Contains(f.inputs, in.Name) {
				return f.name
			}
		}
		if f.paths == nil && f.inputs == nil {
			return f.name
		}
	}
	return ""
}

// TestFuzzFamiliesCoverEveryOperation: every operation is in exactly one family, every family
// has a fuzz target and an operation, and no family outgrows the target's one-byte choice.
func TestFuzzFamiliesCoverEveryOperation(t *testing.T) {
	seen := map[string]string{}
	for fam, ops := range families {
		if len(ops) > 256 {
			t.Errorf("family %s has %d operations, more than a uint8 picks", fam, len(ops))
		}
		for _, op := range ops {
			if other, dup := seen[op]; dup {
				t.Errorf("%s is in families %s and %s", op, other, fam)
			}
			seen[op] = fam
		}
	}
	for _, name := range OperationNames() {
		if _, ok := seen[name]; !ok {
			t.Errorf("operation %s belongs to no fuzz family", name)
		}
	}
	for _, f := range familyRules {
		if len(families[f.name]) == 0 {
			t.Errorf("family %s holds no operation", f.name)
		}
	}
}

// seedRequests are requests every family starts from: realistic ones, and the hostile shapes of
// hostile_test.go. The per-family seeds come from testdata/fuzz/FuzzCheck*/.
var seedRequests = []string{
	`{}`,
	`{"beneficiary_id":"b-1","payment_amount":"10.00","payment_currency":"USD","receiving_currency":"USD","payment_method":"LOCAL","purpose_code":"SALARY","reference":"r"}`,
	`{"beneficiary":{"entity_type":"individual","account_holder":"Jane Doe","first_name":"Jane","last_name":"Doe","address":{"country":"GB","city":"London"},"iban":"GB82WEST12345698765432","swift_code":"NWBKGB2L"}}`,
	`{"address":"0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed","network":"ETH","asset":"USDT","address_type":"EXTERNAL","wallet_type":"PRIVATE","entity_type":"INDIVIDUAL","first_name":"Ann","last_name":"Lee","country":"US","label":"x","is_whitelist":true}`,
	`{"source_account_id":"a","target_account_id":"b","currency":"USD","amount":"1e3","reason":"x"}`,
	`{"sell_currency":"USD","buy_currency":"USDT","fixed_currency":"USD","amount":100}`,
	`{"address_id":"1","network":"TRX","asset":"USDT","amount":"-0"}`,
	`{"page_number":"1","page_size":100,"start_time":"2026-01-01T00:00:00Z","end_time":"2025-01-01T00:00:00Z"}`,
	`{"id":"x","order_id":"y","currency":"usd","balance_currency":"BTC","address_kind":"WHITELIST"}`,
	`{"amount":1e400}`, `{"amount":"NaN"}`, `{"amount":NaN}`, `{"amount":-0}`,
	`{"a":1,"a":2}`, "\xef\xbb\xbf{}", "{\"reference\":\"\xff\"}", "{\"reference\":\"a\\u0000b\"}",
	`[` + strings.Repeat(`[`, 100) + strings.Repeat(`]`, 100) + `]`,
	`{"beneficiary":{"account_holder":"Jаne Doe"}}`,
	"{\"beneficiary\":{\"account_holder\":\"Jane \u202eeoD\"}}",
	`null`, `"x"`, `1`, ``,
}

var seedFacts = []string{
	``,
	`{}`,
	`{"account":{"id":"acc-1"},"balances":{"USD":"100.00"},"limits":{"USD":{"min":"1","max":"1000","daily":"5000","used_today":"10"}}}`,
	`{"idempotency":{"key":"k-1"},"fiat":{"beneficiaries":{"b-1":{"entity_type":"individual"}}}}`,
	`{"balances":{"USD":"1e400"}}`,
	`{"unknown":1}`,
}

func fuzzFamily(f *testing.F, family string) {
	ops := families[family]
	for i := range ops {
		for _, r := range seedRequests {
			f.Add(uint8(i), []byte(r), []byte(seedFacts[i%len(seedFacts)]))
		}
	}
	for i, op := range ops {
		// Shaped seeds: "|"-separated values for the operation's inputs (see shaped).
		f.Add(uint8(i), []byte(strings.Repeat("x|", len(operation.Must(operation.Name(op)).Inputs))), []byte(nil))
		f.Add(uint8(i), []byte("b-1|individual;Jane Doe;GB|2026-11-23|SALARY|LOCAL|100.00|USD|1e3|USD|OUR|ref"), []byte(nil))
	}
	f.Fuzz(func(t *testing.T, which uint8, request, factsJSON []byte) {
		op := ops[int(which)%len(ops)]
		checkContract(t, op, request, factsJSON)
		// Most mutated bytes are not JSON and stop at the reader; the same bytes shaped into
		// the operation's own fields reach its rules.
		checkContract(t, op, shaped(operation.Must(operation.Name(op)), request), factsJSON)
	})
}

// subFields are the members of the inputs that are objects, so that shaped requests reach the
// rules of nested fields too.
var subFields = map[string][]string{
	"beneficiary":     {"entity_type", "account_holder", "first_name", "last_name", "company_name", "account_number", "iban", "swift_code", "bank_name", "clearing_system", "routing_code_type1", "routing_code_value1", "address", "additional_info"},
	"address":         {"country", "city", "state", "street_address", "postal_code"},
	"additional_info": {"id_type", "id_number", "msisdn", "tax_id"},
	"meta_data":       {"originator", "beneficiary", "vasp"},
}

// shaped turns fuzz bytes into a request of the operation: the bytes split at "|" give the
// values of its inputs in order, an empty part leaves the input out, "null" is null, a JSON
// number stays a number, and an input with sub-fields takes an object whose members are the
// part split at ";" (and, one level down, at ":"). Invalid UTF-8 becomes U+FFFD: the raw bytes
// already test the reader.
func shaped(op *Operation, data []byte) []byte {
	parts := strings.Split(string(data), "|")
	var members []input.Member
	for i, in := range op.Inputs {
		if i >= len(parts) {
			break
		}
		if v, ok := shapedValue(in.Name, parts[i], ";:"); ok {
			members = append(members, input.Member{Key: in.Name, Value: v})
		}
	}
	return input.AppendJSON(nil, input.NewObject(members...))
}

func shapedValue(name, part, seps string) (input.Value, bool) {
	switch {
	case part == "":
		return input.Value{}, false
	case part == "null":
		return input.NewNull(), true
	case part == "true" || part == "false":
		return input.NewBool(part == "true"), true
	}
	if n, ok := input.NewNumber(part); ok {
		return n, true
	}
	if sub, ok := subFields[name]; ok && seps != "" {
		var members []input.Member
		for i, p := range strings.Split(part, seps[:1]) {
			if i >= len(sub) {
				break
			}
			if v, ok := shapedValue(sub[i], p, seps[1:]); ok {
				members = append(members, input.Member{Key: sub[i], Value: v})
			}
		}
		return input.NewObject(members...), true
	}
	return input.NewString(strings.ToValidUTF8(part, "\uFFFD")), true
}

// FuzzCheckPayouts covers fiat payouts and beneficiaries.
func FuzzCheckPayouts(f *testing.F) { fuzzFamily(f, "payouts") }

// FuzzCheckAddressBook covers the ramp address book and deposit addresses.
func FuzzCheckAddressBook(f *testing.F) { fuzzFamily(f, "addressbook") }

// FuzzCheckTransfers covers transfers of both products and every list and retrieve operation.
func FuzzCheckTransfers(f *testing.F) { fuzzFamily(f, "transfers") }

// FuzzCheckQuotes covers quotes, conversions, withdrawals and network fees.
func FuzzCheckQuotes(f *testing.F) { fuzzFamily(f, "quotes") }

// FuzzFacts reads a facts document and, when it is readable, runs every operation with it on a
// few requests: facts steer which rules run, so they are input like the request.
func FuzzFacts(f *testing.F) {
	for _, s := range seedFacts {
		f.Add([]byte(s))
	}
	f.Add([]byte(`{"limits":{"usd":{"max":"1"},"USD":{"max":"2"}}}`))
	f.Add([]byte(`{"balances":{"USD":1e99999}}`))
	f.Add([]byte(`{"fiat":{"beneficiaries":{"":{"entity_type":""}}}}`))
	f.Add([]byte(`{"ramp":{}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var parsed *facts.Facts
		var err error
		n := budget.Allocated(func() { parsed, err = facts.Parse(data) })
		if n > budget.Linear(len(data)) {
			t.Fatalf("facts.Parse of %d bytes allocated %d bytes, budget %d", len(data), n, budget.Linear(len(data)))
		}
		again, err2 := facts.Parse(data)
		if errString(err) != errString(err2) || !reflect.DeepEqual(parsed, again) {
			t.Fatalf("facts.Parse not deterministic: %v / %v", err, err2)
		}
		if err != nil {
			var fe *facts.Error
			if !errors.Is(err, facts.ErrInvalid) || !errors.As(err, &fe) || len(fe.Problems) == 0 {
				t.Fatalf("facts error %T %v is not a *facts.Error with problems", err, err)
			}
			if !utf8.ValidString(err.Error()) {
				t.Fatalf("facts error is not valid UTF-8: %q", err.Error())
			}
			return
		}
		if parsed == nil {
			t.Fatal("facts.Parse returned nil facts and no error")
		}
		for _, op := range OperationNames() {
			checkContract(t, op, []byte(seedRequests[1]), data)
			checkContract(t, op, []byte(`{}`), data)
		}
	})
}

// checkContract runs one request through every front-door entry point and fails t unless the
// results agree with each other and with the contract.
func checkContract(t *testing.T, op string, request, factsJSON []byte) Report {
	t.Helper()
	keep := bytes.Clone(request)
	keepFacts := bytes.Clone(factsJSON)
	var (
		out []byte
		r   Report
		err error
	)
	n := budget.Allocated(func() { out, r, err = CheckJSON(op, request, factsJSON, Options{}) })
	if !bytes.Equal(request, keep) || !bytes.Equal(factsJSON, keepFacts) {
		t.Fatal("the check modified its input")
	}
	if size := len(request) + len(factsJSON); n > budget.Linear(size) {
		t.Fatalf("%s: %d input bytes allocated %d bytes, budget %d", op, size, n, budget.Linear(size))
	}
	if err != nil {
		if errors.Is(err, ErrUnreadable) {
			// An operation whose catalog documents no "invalid request": the reader must
			// indeed refuse the bytes, and the operation must be one without the entry.
			if parseError(request, Options{}) == nil || checkers[operation.Name(op)].readsAsFindings {
				t.Fatalf("%s: ErrUnreadable for a request the operation reads as findings: %v", op, err)
			}
			return Report{}
		}
		if !errors.Is(err, facts.ErrInvalid) {
			t.Fatalf("%s: error %v is neither a report nor invalid facts", op, err)
		}
		// The facts are unreadable; the request still deserves a check.
		return checkContract(t, op, request, nil)
	}
	// The second run appends to a buffer that holds something already, as the WASM build
	// reuses one: the same bytes must follow it.
	prefix := []byte("kept")
	out2, r2, err2 := AppendCheckJSON(prefix, op, request, factsJSON, Options{})
	if err2 != nil || !bytes.Equal(out2[:len(prefix)], []byte("kept")) || !bytes.Equal(out, out2[len(prefix):]) || !reflect.DeepEqual(r, r2) {
		t.Fatalf("%s: not deterministic, or AppendCheckJSON differs from CheckJSON:\n%s\n%s", op, out, out2)
	}
	assertContract(t, op, r)
	assertJSONIsReport(t, out, r)

	// CheckValue on the parsed request gives the same report as Check.
	if perr := parseError(request, Options{}); perr != nil {
		var pe *input.Error
		if !errors.As(perr, &pe) {
			t.Fatalf("%s: ParseError returned %T", op, perr)
		}
		if r.Valid || len(r.Errors) != 1 || r.Errors[0].ID != checkers[operation.Name(op)].invalidRequest.Key() {
			t.Fatalf("%s: unreadable request (%v) gave %+v", op, perr, r.Errors)
		}
	} else {
		v, _ := input.ParseObject(request, input.DefaultLimits())
		f, _ := facts.Parse(factsJSON)
		var b report.Builder
		k, err := For(op)
		if err != nil {
			t.Fatalf("%s: For: %v", op, err)
		}
		k.checkValue(v, f, &b)
		if rv := b.Report(op); !reflect.DeepEqual(rv, r) {
			t.Fatalf("%s: CheckValue and Check disagree:\n%+v\n%+v", op, rv, r)
		}
	}
	return r
}

// assertContract checks what every report must satisfy, whatever its rules.
func assertContract(t *testing.T, op string, r Report) {
	t.Helper()
	if r.Operation != op {
		t.Fatalf("report names operation %q, want %q", r.Operation, op)
	}
	if r.Valid != (len(r.Errors) == 0) {
		t.Fatalf("%s: valid=%v with %d errors", op, r.Valid, len(r.Errors))
	}
	if r.Errors == nil || r.Skipped == nil || r.Warnings == nil {
		t.Fatalf("%s: a list of the report is null: %+v", op, r)
	}
	for _, is := range r.Errors {
		id, ok := errcatalog.ByKey(is.ID)
		if !ok {
			t.Fatalf("%s: error id %q is not in the catalog", op, is.ID)
		}
		e := errcatalog.Get(id)
		if is.Params == nil {
			t.Fatalf("%s: %s has null params", op, is.ID)
		}
		if want := errcatalog.Fill(e.Message, is.Params); is.Message != want || len(is.Params) != e.Params() {
			t.Fatalf("%s: %s message %q with params %q is not the catalog's template %q filled", op, is.ID, is.Message, is.Params, e.Message)
		}
		if is.HTTPStatus != e.HTTPStatus || is.Format != e.Format.String() || is.Type != e.Type || is.Code != e.Code || is.Action != e.Action.String() {
			t.Fatalf("%s: %s does not carry the catalog's status, format, type, code and action: %+v", op, is.ID, is)
		}
		if !e.AppliesTo(op) && e.OperationCount == 0 {
			t.Fatalf("%s: %s is not documented for this operation", op, is.ID)
		}
		if !utf8.ValidString(is.Field) {
			t.Fatalf("%s: %s field %q is not valid UTF-8", op, is.ID, is.Field)
		}
	}
	warnKeys := map[string]string{}
	for _, w := range errcatalog.Warnings() {
		warnKeys[w.Key] = w.Message
	}
	for _, w := range r.Warnings {
		if w.Predicts != "" {
			// A prediction is a catalog entry, reported as a warning with the reason it stands on.
			if _, ok := errcatalog.ByKey(w.Predicts); !ok || w.Predicts != w.ID || w.Action != "WARN" || w.Reason.Code == "" || w.Params == nil {
				t.Fatalf("%s: prediction %+v breaks the contract", op, w)
			}
			continue
		}
		tmpl, ok := warnKeys[w.ID]
		if w.Predicts != "" { // a prediction names a catalog entry and carries its message
			tmpl, ok = "", false
			for _, e := range errcatalog.All() {
				if e.Key == w.Predicts && w.ID == w.Predicts {
					tmpl, ok = e.Message, true
				}
			}
		}
		if !ok {
			t.Fatalf("%s: warning id %q is not a known warning", op, w.ID)
		}
		if w.Action != "WARN" || w.Params == nil || w.Message != errcatalog.Fill(tmpl, w.Params) || len(w.Params) != strings.Count(tmpl, "%s") {
			t.Fatalf("%s: warning %+v breaks the contract", op, w)
		}
	}
	for _, s := range r.Skipped {
		if s.Rule == "" || s.Needs == "" {
			t.Fatalf("%s: skipped entry without rule or needs: %+v", op, s)
		}
	}
}

// assertJSONIsReport checks that the bytes the command line and WASM print are valid JSON, valid
// UTF-8, and say exactly what the Report says, in both layouts.
func assertJSONIsReport(t *testing.T, out []byte, r Report) {
	t.Helper()
	if !utf8.Valid(out) || !json.Valid(out) {
		t.Fatalf("report is not valid UTF-8 JSON: %q", out)
	}
	var got Report
	if err := json.Unmarshal(out, &got); err != nil {
		t.Fatalf("report does not decode: %v", err)
	}
	r.Unreadable = nil // Go's detail, not part of the JSON
	// Issue.Entry is not part of the JSON either: it is the typed form of the key, so the keys
	// the JSON holds give it back, and it must agree with them.
	for _, list := range [][]Issue{got.Errors, got.Warnings} {
		for i := range list {
			switch is := &list[i]; {
			case is.Predicts != "":
				is.Entry, _ = errcatalog.ByKey(is.Predicts)
			case is.Action != "WARN": // an error; advice has no entry
				is.Entry, _ = errcatalog.ByKey(is.ID)
			}
		}
	}
	if !reflect.DeepEqual(got, r) {
		t.Fatalf("report JSON says\n%+v\nbut the Report is\n%+v", got, r)
	}
	compact := r.AppendJSON(nil, false)
	var want bytes.Buffer
	if err := json.Compact(&want, out); err != nil || !bytes.Equal(want.Bytes(), compact) {
		t.Fatalf("one-line report differs from the indented one:\n%s\n%s", compact, want.Bytes())
	}
}

func errString(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

// parseError is why Read cannot read request, or nil.
func parseError(request []byte, opts Options) error {
	_, err := door.Read(request, opts.Limits, nil)
	return err
}
