package rule_test

import (
	"reflect"
	"strings"
	"testing"

	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/operation"
	"github.com/preflightpay/preflight/internal/rule"
	"github.com/preflightpay/preflight/internal/ruletest"
)

// read is what a reader gave: the text (or, for an object reader, its members as JSON), whether
// the member was there to read, and whether it was unreadable.
type read struct {
	S          string
	Set        bool
	Unreadable bool
}

// readers are every reader of package rule that takes a member of the request, each run on the
// member the request's "at" path names. A nested path ("beneficiary.address.city") is read from
// the object its parent steps name, and every finding is recorded at the whole path.
var readers = map[string]func(c *rule.Context, path string) read{
	"String": func(c *rule.Context, path string) read {
		s, ok := c.String(walk(c.Input, path), path)
		return read{S: s, Set: ok}
	},
	"StringAt": func(c *rule.Context, path string) read {
		s, ok := c.StringAt(parent(c.Input, path), path)
		return read{S: s, Set: ok}
	},
	"TextAt": func(c *rule.Context, path string) read {
		t := c.TextAt(parent(c.Input, path), path)
		return read{t.S, t.Set, t.Unreadable}
	},
	"TextOf": func(c *rule.Context, path string) read {
		t := c.TextOf(walk(c.Input, path), path)
		return read{t.S, t.Set, t.Unreadable}
	},
	"Query": func(c *rule.Context, path string) read {
		s, ok := c.Query(walk(c.Input, path), path)
		return read{S: s, Set: ok}
	},
	"QueryAt": func(c *rule.Context, path string) read {
		s, ok := c.QueryAt(parent(c.Input, path), path)
		return read{S: s, Set: ok}
	},
	"Object": func(c *rule.Context, path string) read {
		v, ok := c.Object(walk(c.Input, path), path)
		return read{S: objectText(v, ok), Set: ok}
	},
	"ObjectAt": func(c *rule.Context, path string) read {
		v, ok := c.ObjectAt(parent(c.Input, path), path)
		return read{S: objectText(v, ok), Set: ok}
	},
	"AmountAt": func(c *rule.Context, path string) read {
		a := c.AmountAt(parent(c.Input, path), path)
		return read{a.Text, a.Set, a.Unreadable}
	},
	"AmountOf": func(c *rule.Context, path string) read {
		a := c.AmountOf(walk(c.Input, path), path)
		return read{a.Text, a.Set, a.Unreadable}
	},
}

// topLevel are the readers of a top-level member by name alone.
var topLevel = map[string]func(c *rule.Context, name string) read{
	"StringParam": func(c *rule.Context, name string) read {
		t := c.StringParam(name)
		return read{t.S, t.Set, t.Unreadable}
	},
	"QueryParam": func(c *rule.Context, name string) read {
		t := c.QueryParam(name)
		return read{t.S, t.Set, t.Unreadable}
	},
}

// walk returns the member at a dotted path.
func walk(v input.Value, path string) input.Value {
	for _, step := range splitPath(path) {
		v = v.Get(step)
	}
	return v
}

// parent returns the object holding the member at a dotted path.
func parent(v input.Value, path string) input.Value {
	steps := splitPath(path)
	for _, step := range steps[:len(steps)-1] {
		v = v.Get(step)
	}
	return v
}

func splitPath(path string) []string {
	var steps []string
	start := 0
	for i := 0; i <= len(path); i++ {
		if i == len(path) || path[i] == '.' {
			steps = append(steps, path[start:i])
			start = i + 1
		}
	}
	return steps
}

func objectText(v input.Value, ok bool) string {
	if !ok {
		return ""
	}
	return string(input.AppendJSON(nil, v))
}

// family groups the readers by the JSON types they take.
type family uint8

const (
	stringReaders family = iota // String, StringAt, TextAt, TextOf, StringParam
	queryReaders                // Query, QueryAt, QueryParam, and the amount readers
	objectReaders               // Object, ObjectAt
)

var families = map[string]family{
	"String": stringReaders, "StringAt": stringReaders, "TextAt": stringReaders, "TextOf": stringReaders, "StringParam": stringReaders,
	"Query": queryReaders, "QueryAt": queryReaders, "QueryParam": queryReaders, "AmountAt": queryReaders, "AmountOf": queryReaders,
	"Object": objectReaders, "ObjectAt": objectReaders,
}

// textReaders report Unreadable; the (string, bool) readers cannot.
var textReaders = map[string]bool{"TextAt": true, "TextOf": true, "StringParam": true, "QueryParam": true, "AmountAt": true, "AmountOf": true}

type outcome struct {
	got      read
	findings []string // key@field
	reasons  []string
}

// TestReaders runs every reader on every JSON type a member can have, at the top level and at a
// nested path, and requires: absent and null read as not given and are not findings; a member of
// a type the reader takes reads as given, blank or not; any other type records the operation's
// invalid-request entry once, at the whole path, with the one wording of request.member-type.
func TestReaders(t *testing.T) {
	values := []struct {
		name, json string
		takes      map[family]string // what a reader of the family reads; absent: a wrong type
		found      string            // the article and type named in the reason
	}{
		{"absent", "", nil, ""},
		{"null", "null", nil, ""},
		{"a string", `"GB12"`, map[family]string{stringReaders: "GB12", queryReaders: "GB12"}, "a string"},
		{"an empty string", `""`, map[family]string{stringReaders: "", queryReaders: ""}, "a string"},
		{"a blank string", `"  \t"`, map[family]string{stringReaders: "  \t", queryReaders: "  \t"}, "a string"},
		{"a number", `100.50`, map[family]string{queryReaders: "100.50"}, "a number"},
		{"a negative exponent", `-1e3`, map[family]string{queryReaders: "-1e3"}, "a number"},
		{"true", `true`, nil, "a boolean"},
		{"false", `false`, nil, "a boolean"},
		{"an array", `["GB12"]`, nil, "an array"},
		{"an empty array", `[]`, nil, "an array"},
		{"an object", `{"x":"y"}`, map[family]string{objectReaders: `{"x":"y"}`}, "an object"},
		{"an empty object", `{}`, map[family]string{objectReaders: `{}`}, "an object"},
	}
	wants := map[family]string{stringReaders: "a JSON string", queryReaders: "a string or a number", objectReaders: "a JSON object"}
	for _, path := range []string{"iban", "beneficiary.address.city"} {
		for _, v := range values {
			request := "{}"
			if v.json != "" {
				request = nest(path, v.json)
			}
			run := func(name string, reader func(c *rule.Context) read) {
				t.Run(path+"/"+v.name+"/"+name, func(t *testing.T) {
					c := ruletest.Context(t, operation.FiatCreatePayout, request, "{}")
					got := reader(c)
					var want outcome
					text, takes := v.takes[families[name]]
					switch {
					case v.json == "" || v.json == "null":
					case takes:
						want.got = read{S: text, Set: true}
					default:
						want.got.Unreadable = textReaders[name]
						want.findings = []string{"fiat.invalid-request@" + path}
						want.reasons = []string{"request.member-type: " + path + " must be " + wants[families[name]] + "; found " + v.found}
					}
					have := outcome{got: got}
					for _, f := range c.Report.Errors {
						have.findings = append(have.findings, f.ID.Key()+"@"+f.Field)
						have.reasons = append(have.reasons, string(f.Reason.Code)+": "+f.Reason.Text)
					}
					if !reflect.DeepEqual(have, want) {
						t.Errorf("request %s:\n got %+v\nwant %+v", request, have, want)
					}
				})
			}
			for name, r := range readers {
				run(name, func(c *rule.Context) read { return r(c, path) })
			}
			if path == "iban" {
				for name, r := range topLevel {
					run(name, func(c *rule.Context) read { return r(c, path) })
				}
			}
		}
	}
}

// nest writes value at a dotted path as a JSON request.
func nest(path, value string) string {
	steps := splitPath(path)
	out := value
	for i := len(steps) - 1; i >= 0; i-- {
		out = `{"` + steps[i] + `":` + out + `}`
	}
	return out
}

// TestReadersUseTheOperationsInvalidRequest: the entry a wrong type records is the operation's
// (ramp/create-transfer answers in the typed format), never a fixed one.
func TestReadersUseTheOperationsInvalidRequest(t *testing.T) {
	for _, tc := range []struct {
		op   operation.Name
		want string
	}{
		{operation.FiatCreatePayout, "fiat.invalid-request@currency"},
		{operation.RampCreateQuote, "ramp.invalid-request@currency"},
		{operation.RampCreateTransfer, "ramp.transfer.invalid-parameter@currency"},
	} {
		c := ruletest.Context(t, tc.op, `{"currency": 5}`, "{}")
		c.StringParam("currency")
		if got := ruletest.Findings(c.Report); !reflect.DeepEqual(got, []string{tc.want}) {
			t.Errorf("%s: %v, want [%s]", tc.op, got, tc.want)
		}
	}
}

// TestTextBlankAndMissing: white space alone is blank; a blank member is missing unless a reader
// has already reported it unreadable.
func TestTextBlankAndMissing(t *testing.T) {
	for _, tc := range []struct {
		text           rule.Text
		blank, missing bool
	}{
		{rule.Text{}, true, true},
		{rule.Text{Set: true}, true, true},
		{rule.Text{S: " \t\r\n", Set: true}, true, true},
		{rule.Text{S: "\u00a0", Set: true}, true, true}, // strings.TrimSpace's white space, beyond ASCII
		{rule.Text{S: "x", Set: true}, false, false},
		{rule.Text{S: " x ", Set: true}, false, false},
		{rule.Text{S: "é", Set: true}, false, false},
		{rule.Text{Unreadable: true}, true, false},
	} {
		if got := tc.text.Blank(); got != tc.blank {
			t.Errorf("%+v.Blank() = %v, want %v", tc.text, got, tc.blank)
		}
		if got := tc.text.Missing(); got != tc.missing {
			t.Errorf("%+v.Missing() = %v, want %v", tc.text, got, tc.missing)
		}
	}
}

func TestJoin(t *testing.T) {
	for _, tc := range []struct{ path, name, want string }{
		{"", "iban", "iban"},
		{"beneficiary", "address", "beneficiary.address"},
		{"beneficiary.address", "city", "beneficiary.address.city"},
	} {
		if got := rule.Join(tc.path, tc.name); got != tc.want {
			t.Errorf("Join(%q, %q) = %q, want %q", tc.path, tc.name, got, tc.want)
		}
	}
}

func TestCalendarDate(t *testing.T) {
	for _, tc := range []struct {
		s       string
		y, m, d int
		ok      bool
	}{
		{"2026-02-28", 2026, 2, 28, true},
		{"2028-02-29", 2028, 2, 29, true},
		{"2000-02-29", 2000, 2, 29, true},
		{"2026-12-31", 2026, 12, 31, true},
		{"0000-01-01", 0, 1, 1, true},
		{"2026-02-29", 0, 0, 0, false},
		{"1900-02-29", 0, 0, 0, false},
		{"2026-04-31", 0, 0, 0, false},
		{"2026-13-01", 0, 0, 0, false},
		{"2026-00-10", 0, 0, 0, false},
		{"2026-01-00", 0, 0, 0, false},
		{"2026-1-01", 0, 0, 0, false},
		{"2026/01/01", 0, 0, 0, false},
		{"2026-01-01T00:00:00Z", 0, 0, 0, false},
		{"2026-0a-01", 0, 0, 0, false},
		{"", 0, 0, 0, false},
	} {
		y, m, d, ok := rule.CalendarDate(tc.s)
		if y != tc.y || m != tc.m || d != tc.d || ok != tc.ok {
			t.Errorf("CalendarDate(%q) = %d, %d, %d, %v; want %d, %d, %d, %v", tc.s, y, m, d, ok, tc.y, tc.m, tc.d, tc.ok)
		}
	}
}

// TestAmountReadings: what the amount reader makes of the text it is given, a string or a number
// alike.
func TestAmountReadings(t *testing.T) {
	long := "1" + strings.Repeat("0", input.MaxAmountDigits) // one digit more than the limit
	for _, tc := range []struct {
		text, value  string
		ok, tooLong  bool
		sign, places int
		exponent     int32
	}{
		{"12.50", "12.5", true, false, 1, 1, -2},
		{"100", "100", true, false, 1, 0, 0},
		{"-0.001", "-0.001", true, false, -1, 3, -3},
		{"0", "0", true, false, 0, 0, 0},
		{"1e3", "1000", true, false, 1, 0, 3},
		{"0001.10", "1.1", true, false, 1, 1, -2},
		{"1234567890123456789.5", "1234567890123456789.5", true, false, 1, 1, -1},
		{"12,50", "", false, false, 0, 0, 0},
		{"ten", "", false, false, 0, 0, 0},
		{"", "", false, false, 0, 0, 0},
		{long, "", false, true, 0, 0, 0},
	} {
		for _, member := range []string{`"` + tc.text + `"`, tc.text} {
			if v, err := input.Parse([]byte(member), input.DefaultLimits()); err != nil || v.Kind() != input.String && v.Kind() != input.Number {
				continue // "0001.10" is a decimal only as a string
			}
			c := ruletest.Context(t, operation.FiatCreatePayout, `{"amount": `+member+`}`, "{}")
			a := c.AmountAt(c.Input, "amount")
			if !a.Set || a.OK != tc.ok || a.TooLong() != tc.tooLong || a.Text != tc.text || len(c.Report.Errors) != 0 {
				t.Errorf("%s: %+v, findings %v; want Set, OK %v, TooLong %v", member, a, ruletest.Findings(c.Report), tc.ok, tc.tooLong)
				continue
			}
			if !tc.ok {
				continue
			}
			if got := a.Decimal().String(); got != tc.value || a.Sign() != tc.sign || a.Places() != tc.places || a.Exponent() != tc.exponent {
				t.Errorf("%s: value %s, sign %d, places %d, exponent %d; want %s, %d, %d, %d", member, got, a.Sign(), a.Places(), a.Exponent(), tc.value, tc.sign, tc.places, tc.exponent)
			}
		}
	}
}
