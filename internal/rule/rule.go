// Package rule is what every operation's rules share: the context a check runs in, and small
// readers that turn request members into typed values while recording the platform's
// "invalid request" when a member has the wrong JSON type.
//
// Rules are pure: they read the request and the facts in the Context and record findings in its
// report. They never read the clock, the environment or package-level settings; whatever they need
// beyond the request comes in as facts.
package rule

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/facts"
	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/operation"
	"github.com/preflightpay/preflight/internal/report"
	"github.com/preflightpay/preflight/reason"
)

// Func checks one operation's input.
type Func func(*Context)

// Context is one check in progress.
type Context struct {
	Operation *operation.Operation
	// InvalidRequest is the operation's catalog entry for a request the platform cannot read
	// (wrong JSON type, not an object): fiat.invalid-request, ramp.invalid-request or, for the
	// typed ramp transfer operations, ramp.transfer.invalid-parameter.
	InvalidRequest errcatalog.ID
	Input          input.Value  // the request object
	Facts          *facts.Facts // never nil; its sections are nil when not given
	Report         *report.Builder
}

// Is reports whether the check is for the named operation.
func (c *Context) Is(name operation.Name) bool { return c.Operation.Is(name) }

// Documents reports whether the catalog documents entry id for the operation being checked.
func (c *Context) Documents(id errcatalog.ID) bool {
	return errcatalog.Get(id).AppliesTo(string(c.Operation.Name))
}

// Join builds a field path: Join("beneficiary", "address") is "beneficiary.address".
func Join(path, name string) string {
	if path == "" {
		return name
	}
	return path + "." + name
}

// memberName is the last step of a field path: "iban" in "beneficiary.iban".
func memberName(path string) string {
	for i := len(path) - 1; i >= 0; i-- {
		if path[i] == '.' {
			return path[i+1:]
		}
	}
	return path
}

// String reads an optional string member. Absent or null gives ("", false). A value of another
// JSON type records the operation's invalid-request entry at field and gives ("", false).
func (c *Context) String(v input.Value, field string) (string, bool) {
	switch v.Kind() {
	case input.Invalid, input.Null:
		return "", false
	case input.String:
		return v.Str(), true
	}
	c.WrongType(field, "a JSON string", v)
	return "", false
}

// WrongType records the operation's invalid-request entry at field for a member of the wrong
// JSON type, got, where want was expected ("a JSON string"): the one wording of
// request.member-type.
func (c *Context) WrongType(field, want string, got input.Value) {
	c.Fail(c.InvalidRequest, field, reason.New(reason.MemberType, field+" must be "+want+"; found "+article(got.Kind())))
}

func article(k input.Kind) string {
	switch k {
	case input.Array, input.Object:
		return "an " + k.String()
	case input.Null:
		return "null"
	}
	return "a " + k.String()
}

// StringAt reads the string member of parent named by the last step of path, and records any
// wrong JSON type at path: the path is written once.
func (c *Context) StringAt(parent input.Value, path string) (string, bool) {
	return c.String(parent.Get(memberName(path)), path)
}

// Text is a string member as the request gives it. Set is true when the request holds it as a JSON
// string, perhaps empty, so that "absent" and "empty" can be told apart where the platform's
// messages do; Unreadable is true when it holds another JSON type, which the reader has already
// reported ("invalid request"), so that no later check of the member speaks of it again: the
// record replaces asking the report what an earlier rule found.
//
// The one rule for empty strings, the same for every field: white space alone counts as empty;
// an empty value of a required field gets the field's "cannot be empty" entry where the catalog
// has one, and otherwise the same entry as an absent value; an empty optional field is skipped as
// if absent.
type Text struct {
	S          string
	Set        bool
	Unreadable bool
}

// Blank reports whether the member is absent, empty or white space alone.
func (t Text) Blank() bool {
	// Most values start with a printable ASCII byte, never white space: no trimming needed.
	if t.S != "" && t.S[0] > ' ' && t.S[0] < utf8.RuneSelf {
		return false
	}
	return strings.TrimSpace(t.S) == ""
}

// Missing reports whether a required member is blank and nothing was said of it yet.
func (t Text) Missing() bool { return t.Blank() && !t.Unreadable }

// TextAt reads the string member of parent named by the last step of path as a Text.
func (c *Context) TextAt(parent input.Value, path string) Text {
	return c.TextOf(parent.Get(memberName(path)), path)
}

// TextOf reads v, the member at path, as a Text: TextAt for decoders that have found their
// members already (input.Names).
func (c *Context) TextOf(v input.Value, path string) Text {
	s, ok := c.String(v, path)
	return Text{S: s, Set: ok, Unreadable: !ok && !v.Missing()}
}

// StringParam reads the request's top-level string member name.
func (c *Context) StringParam(name string) Text { return c.TextAt(c.Input, name) }

// QueryParam reads the request's top-level query or path parameter name, a string or a number.
func (c *Context) QueryParam(name string) Text {
	v := c.Input.Get(name)
	s, ok := c.Query(v, name)
	return Text{S: s, Set: ok, Unreadable: !ok && !v.Missing()}
}

// Query reads a query or path parameter, which may arrive as a string or a number.
func (c *Context) Query(v input.Value, field string) (string, bool) {
	switch v.Kind() {
	case input.Invalid, input.Null:
		return "", false
	case input.String, input.Number:
		return v.Text(), true
	}
	c.WrongType(field, "a string or a number", v)
	return "", false
}

// QueryAt reads the query or path parameter of parent named by the last step of path.
func (c *Context) QueryAt(parent input.Value, path string) (string, bool) {
	return c.Query(parent.Get(memberName(path)), path)
}

// Object reads an optional object member; another JSON type records invalid request.
func (c *Context) Object(v input.Value, field string) (input.Value, bool) {
	switch v.Kind() {
	case input.Invalid, input.Null:
		return input.Value{}, false
	case input.Object:
		return v, true
	}
	c.WrongType(field, "a JSON object", v)
	return input.Value{}, false
}

// ObjectAt reads the object member of parent named by the last step of path.
func (c *Context) ObjectAt(parent input.Value, path string) (input.Value, bool) {
	return c.Object(parent.Get(memberName(path)), path)
}

// LongAmount is the reason for an amount refused for its length alone (input.TooManyDigits); the
// rule records it with the entry its operation answers for an amount it cannot read. It says how
// long the text is rather than quoting it.
func LongAmount(field, text string) reason.Reason {
	return reason.New(reason.AmountTooManyDigits, field+" should have at most "+strconv.Itoa(input.MaxAmountDigits)+
		" digits, leading zeros and trailing zeros of its fraction aside; found a number of "+strconv.Itoa(len(text))+" bytes")
}
