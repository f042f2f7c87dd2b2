// Package bidi finds the invisible Unicode controls that change the order in which text is
// displayed (U+202E RIGHT-TO-LEFT OVERRIDE and its kin) in a request's strings.
//
// A name such as "Jane \u202eeoD" is stored as written but displays as "Jane Doe": a reviewer,
// an operator's screen or a bank's portal shows one thing while the platform receives another
// (the "Trojan Source" family of tricks). The platform documents no rule about these characters
// outside the name fields whose character sets already exclude them, so preflight does not call
// them errors: Check adds one warning, input.bidi-control with reason bidi.control, for each
// string that holds one, and the fields with a character-set rule (the account holder name)
// report their own catalog error.
package bidi

import (
	"strconv"
	"unicode/utf8"

	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/rule"
	"github.com/preflightpay/preflight/reason"
)

// Control reports whether r is a bidirectional formatting control: the embeddings, overrides and
// isolates of Unicode's bidirectional algorithm, and the implicit marks LRM, RLM and ALM. The
// list lives in package input, whose writers escape these characters.
func Control(r rune) bool { return input.BidiControl(r) }

// Find returns the first bidirectional control in s.
func Find(s string) (rune, bool) {
	for i := 0; i < len(s); i++ {
		// Every control is encoded with a lead byte of 0xD8 (U+061C) or 0xE2 (U+2xxx), so plain
		// text costs one comparison a byte.
		if c := s[i]; c != 0xE2 && c != 0xD8 {
			continue
		}
		if r, _ := utf8.DecodeRuneInString(s[i:]); Control(r) {
			return r, true
		}
	}
	return 0, false
}

// Name writes r as "U+202E".
func Name(r rune) string {
	h := strconv.FormatInt(int64(r), 16)
	for len(h) < 4 {
		h = "0" + h
	}
	b := []byte("U+" + h)
	for i := range b {
		if b[i] >= 'a' && b[i] <= 'f' {
			b[i] -= 'a' - 'A'
		}
	}
	return string(b)
}

// Check warns once for every string of the request that holds a bidirectional control.
func Check(c *rule.Context) {
	// Every control is a character beyond U+007F; the parser saw whether any string holds one,
	// which spares most requests a second walk of the whole tree.
	if c.Input.KnownASCII() {
		return
	}
	// The path lives on the stack (16 levels before append moves it) and grows only on the way
	// down: a request without a control allocates nothing here.
	var stack [16]step
	walk(c, c.Input, stack[:0])
}

// step is one member name or array index on the way to a value. The field is only written out
// for a warning, so that walking a large request allocates nothing.
type step struct {
	key   string
	index int // -1 for a member
}

func walk(c *rule.Context, v input.Value, path []step) {
	switch v.Kind() {
	case input.String:
		if r, ok := Find(v.Str()); ok {
			c.Advise(errcatalog.WarnBidiControl, field(path), reason.New(reason.BidiControl,
				"text without display-order controls expected; found "+Name(r)+", which shows the text in another order than it is sent"), Name(r))
		}
	case input.Object:
		for _, m := range v.Members() {
			walk(c, m.Value, append(path, step{key: m.Key, index: -1}))
		}
	case input.Array:
		for i, e := range v.Elems() {
			walk(c, e, append(path, step{index: i}))
		}
	}
}

// field joins a path as the report writes fields: "beneficiary.account_holder", "items[2].name".
func field(path []step) string {
	var b []byte
	for i, s := range path {
		if s.index >= 0 {
			b = append(b, '[')
			b = strconv.AppendInt(b, int64(s.index), 10)
			b = append(b, ']')
			continue
		}
		if i > 0 {
			b = append(b, '.')
		}
		b = append(b, s.key...)
	}
	return string(b)
}
