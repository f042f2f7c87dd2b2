// Package schema generates a JSON Schema (draft 2020-12) of an operation's input, for form
// builders and for services written in other languages: from the operation registry (package
// operation: the named inputs of each operation) and, for a corridor, from the corridor table
// (package corridor: what the corridor requires of a payout and its beneficiary).
//
// A schema refuses only what the platform refuses by the specification's own words: members
// the specification requires, routing code types it names, the fee payer of a SWIFT payout, an
// individual account holder's letters and length. It never refuses a request the platform
// accepts, so where a format is preflight's own reading (identifier shapes and check digits,
// account lengths the specification does not state, bank_name, additional_info, enumerations
// such as entity_type whose other values the platform answers with no documented error) the
// schema carries it as an annotation that validators ignore:
//
//	x-preflight-in          where the input travels: body, query or path
//	x-preflight-required    true: preflight predicts an error when the member is absent
//	x-preflight-when        the condition under which a member is required
//	x-preflight-enum        the values preflight knows; others are predicted to fail
//	x-preflight-pattern     the shape preflight checks (a regular expression)
//	x-preflight-min-length  least length in characters preflight accepts
//	x-preflight-max-length  greatest length in characters preflight accepts
//	x-preflight-maximum     the largest amount accepted (a decimal string)
//	x-preflight-check       a check beyond the pattern ("3-7-1 check digit")
//
// Text members may carry white space around them and, where the platform's match ignores letter
// case (routing code types, fee_paid_by), any case: the patterns allow for both.
package schema

import (
	"errors"
	"strconv"
	"strings"

	"github.com/preflightpay/preflight/currency"
	"github.com/preflightpay/preflight/internal/beneficiary"
	"github.com/preflightpay/preflight/internal/corridor"
	"github.com/preflightpay/preflight/internal/jsonw"
	"github.com/preflightpay/preflight/internal/operation"
	"github.com/preflightpay/preflight/reason"
)

// Draft is the JSON Schema dialect of every schema.
const Draft = "https://json-schema.org/draft/2020-12/schema"

// ErrUnknownOperation and ErrUnknownCorridor are the usage errors of For.
var (
	ErrUnknownOperation = errors.New("unknown operation")
	ErrUnknownCorridor  = errors.New("unknown corridor")
)

// CorridorError names a corridor the table does not hold, and the ones it does.
type CorridorError struct {
	Given string
	Known []string
}

func (e *CorridorError) Error() string {
	return "unknown corridor " + reason.QuoteWith(e.Given, strconv.Quote) + "; known corridors: " + strings.Join(e.Known, ", ")
}

func (e *CorridorError) Unwrap() error { return ErrUnknownCorridor }

// Corridors returns the corridor keys --corridor takes ("USD-ACH"), in table order.
func Corridors() []string {
	var keys []string
	for _, c := range corridor.All() {
		keys = append(keys, c.Key)
	}
	return keys
}

// For returns the schema of the named operation's input, indented, followed by a newline. With
// a corridor key ("USD-ACH", "GBP-FASTER_PAYMENTS": the clearing system matched as the rules
// match it) the schema adds what that corridor requires of a payout or a beneficiary; only the
// fiat payout and beneficiary operations take one.
func For(op, corridorKey string) ([]byte, error) {
	o, ok := operation.Lookup(op)
	if !ok {
		return nil, ErrUnknownOperation
	}
	var c *corridor.Corridor
	if corridorKey != "" {
		if c = findCorridor(corridorKey); c == nil {
			return nil, &CorridorError{Given: corridorKey, Known: Corridors()}
		}
		if kindOf(o) == plain {
			return nil, errors.New(op + " takes no corridor: only fiat/create-payout and the beneficiary operations do")
		}
	}
	n := build(o, c)
	w := jsonw.New(nil, true)
	n.write(w, true)
	return append(w.Buf, '\n'), nil
}

// findCorridor finds a corridor by its key, the clearing system written in any case and with _
// or - for a space.
func findCorridor(key string) *corridor.Corridor {
	cur, clearing, ok := strings.Cut(strings.TrimSpace(key), "-")
	if !ok {
		return nil
	}
	all := corridor.All()
	for i := range all {
		if all[i].Currency == currency.Normalize(cur) && corridor.SameClearing(clearing, all[i].Clearing) {
			return &all[i]
		}
	}
	return nil
}

// kind is what an operation's input holds of a beneficiary.
type kind uint8

const (
	plain         kind = iota
	payout             // fiat/create-payout: a nested beneficiary, checked in full
	beneficiaries      // create, check and update-beneficiary: the beneficiary at the top level
)

func kindOf(o *operation.Operation) kind {
	switch o.Name {
	case operation.FiatCreatePayout:
		return payout
	case operation.FiatCreateBeneficiary, operation.FiatCheckBeneficiary, operation.FiatUpdateBeneficiary:
		return beneficiaries
	}
	return plain
}

// node is one schema object. Members left zero are not written.
type node struct {
	title, desc string
	types       []string
	props       []prop
	required    []string
	pattern     string
	minLen      int
	maxProps    int // -1: none; 0 and up: maxProperties
	anyOf       []*node
	allOf       []*node
	ifN, thenN  *node
	examples    []string
	ann         []ann
}

type prop struct {
	name string
	n    *node
}

// ann is one x-preflight annotation: a string, a list, a bool or a number.
type ann struct {
	key  string
	s    string
	list []string
	b    *bool
	n    int
}

func newNode() *node { return &node{maxProps: -1} }

func (n *node) prop(name string) *node {
	for _, p := range n.props {
		if p.name == name {
			return p.n
		}
	}
	c := newNode()
	n.props = append(n.props, prop{name, c})
	return c
}

func (n *node) require(name string) {
	for _, r := range n.required {
		if r == name {
			return
		}
	}
	n.required = append(n.required, name)
}

// setAnn sets the annotation key, replacing an earlier value: a key appears once in an object.
func (n *node) setAnn(a ann) {
	for i := range n.ann {
		if n.ann[i].key == a.key {
			n.ann[i] = a
			return
		}
	}
	n.ann = append(n.ann, a)
}

func (n *node) annotate(key, s string) {
	if s != "" {
		n.setAnn(ann{key: key, s: s})
	}
}

func (n *node) annotateList(key string, list []string) {
	if len(list) > 0 {
		n.setAnn(ann{key: key, list: list})
	}
}

func (n *node) annotateInt(key string, v int) {
	if v > 0 {
		n.setAnn(ann{key: key, n: v})
	}
}

func (n *node) annotateBool(key string, v bool) { n.setAnn(ann{key: key, b: &v}) }

func (n *node) write(w *jsonw.Writer, root bool) {
	w.Open('{')
	if root {
		w.Field("$schema", Draft)
	}
	if n.title != "" {
		w.Field("title", n.title)
	}
	if n.desc != "" {
		w.Field("description", n.desc)
	}
	if len(n.types) == 1 {
		w.Field("type", n.types[0])
	} else if len(n.types) > 1 {
		w.Key("type")
		w.InlineStrings(n.types)
	}
	if len(n.props) > 0 {
		w.Key("properties")
		w.Open('{')
		for _, p := range n.props {
			w.Key(p.name)
			p.n.write(w, false)
		}
		w.Close('}')
	}
	if len(n.required) > 0 {
		w.Key("required")
		w.InlineStrings(n.required)
	}
	if n.pattern != "" {
		w.Field("pattern", n.pattern)
	}
	if n.minLen > 0 {
		w.IntField("minLength", int64(n.minLen))
	}
	if n.maxProps >= 0 {
		w.IntField("maxProperties", int64(n.maxProps))
	}
	for _, g := range []struct {
		key   string
		nodes []*node
	}{{"anyOf", n.anyOf}, {"allOf", n.allOf}} {
		if len(g.nodes) == 0 {
			continue
		}
		w.Key(g.key)
		w.Open('[')
		for _, c := range g.nodes {
			w.Item()
			c.write(w, false)
		}
		w.Close(']')
	}
	if n.ifN != nil {
		w.Key("if")
		n.ifN.write(w, false)
		w.Key("then")
		n.thenN.write(w, false)
	}
	if len(n.examples) > 0 {
		w.Key("examples")
		w.InlineStrings(n.examples)
	}
	for _, a := range n.ann {
		switch {
		case a.list != nil:
			w.Key(a.key)
			w.InlineStrings(a.list)
		case a.b != nil:
			w.BoolField(a.key, *a.b)
		case a.s != "":
			w.Field(a.key, a.s)
		default:
			w.IntField(a.key, int64(a.n))
		}
	}
	w.Close('}')
}

// Space is one character that strings.TrimSpace removes (unicode.IsSpace: ASCII white space, the
// separators \p{Z} and U+0085), written in ASCII so that Go's regexp (where \s is ASCII only)
// and ECMA-262 with the u flag, as JSON Schema asks, read it alike: the platform trims white
// space around a value, so a pattern must accept it wherever preflight does.
const Space = `[\s\p{Z}\x85]`

// Trimmed is a pattern matching core with white space around it, as the platform trims it.
func Trimmed(core string) string { return "^" + Space + "*" + core + Space + "*$" }

// AnyCase writes s as a pattern in which each letter matches in either case.
func AnyCase(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z':
			lo, up := strings.ToLower(string(r)), strings.ToUpper(string(r))
			b.WriteString("[" + up + lo + "]")
		case strings.ContainsRune(`\.+*?()|[]{}^$`, r):
			b.WriteString(`\` + string(r))
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// Types of the members preflight reads: a text member must be a JSON string (or null, read as
// absent); another JSON type is the platform's "invalid request".
var (
	textTypes   = []string{"string", "null"}
	objectTypes = []string{"object", "null"}
	amountTypes = []string{"string", "number", "null"}
)

var inWords = map[string]string{
	operation.InBody:  "a member of the request body",
	operation.InQuery: "a query parameter, as a string or a number",
	operation.InPath:  "a path parameter",
}

func build(o *operation.Operation, c *corridor.Corridor) *node {
	root := newNode()
	root.title = string(o.Name)
	root.desc = o.Method + " " + o.Path + ": the operation's named inputs in one JSON object (body members, query and path parameters under their own names)."
	if c != nil {
		root.desc += " Corridor " + c.Key + "."
	}
	root.types = []string{"object"}
	for _, in := range o.Inputs {
		p := root.prop(in.Name)
		p.desc = inWords[in.In]
		p.annotate("x-preflight-in", in.In)
		switch in.Name {
		case "payment_amount", "receiving_amount", "amount":
			p.types = amountTypes
		}
	}
	switch kindOf(o) {
	case payout:
		payoutSchema(root, c)
	case beneficiaries:
		// An update names only what changes; "account_number is required" is documented for
		// create-beneficiary only.
		req := requires{entity: o.Name != operation.FiatUpdateBeneficiary, account: o.Name == operation.FiatCreateBeneficiary}
		beneficiarySchema(root, c, false, req)
	}
	return root
}

func either(a, b string) []*node {
	x, y := newNode(), newNode()
	x.required, y.required = []string{a}, []string{b}
	return []*node{x, y}
}

// payoutSchema adds what the specification states of every payout ("neither beneficiary_id nor
// beneficiary can be empty", an amount) and, for a corridor, what it requires.
func payoutSchema(root *node, c *corridor.Corridor) {
	root.allOf = append(root.allOf,
		&node{maxProps: -1, anyOf: either("beneficiary_id", "beneficiary")},
		&node{maxProps: -1, anyOf: either("payment_amount", "receiving_amount")})
	root.prop("beneficiary").types = objectTypes
	root.prop("invoice_document").types = []string{"string", "object", "null"}
	for _, name := range []string{"beneficiary_id", "payout_date", "purpose_code", "payment_method", "payment_currency", "receiving_currency", "fee_paid_by", "reference", "quote_id", "payer_id"} {
		root.prop(name).types = textTypes
	}
	root.prop("payment_method").annotateList("x-preflight-enum", []string{corridor.Local, corridor.SWIFT})
	root.prop("purpose_code").annotateList("x-preflight-enum", corridor.PurposeCodes())
	root.prop("fee_paid_by").annotateList("x-preflight-enum", corridor.FeePaidBy())
	b := root.prop("beneficiary")
	if c == nil {
		beneficiarySchema(b, nil, false, requires{})
		return
	}
	r := c.Requirement()
	for _, f := range r.Payout {
		p := root.prop(f.Field)
		annotateField(p, f)
		switch f.Field {
		case "fee_paid_by":
			// "fee_paid_by must be OURS or SHARED" for a SWIFT payout; another letter case is a
			// prediction, so the pattern accepts it.
			root.require(f.Field)
			p.pattern = Trimmed("(" + AnyCase(corridor.FeeOurs) + "|" + AnyCase(corridor.FeeShared) + ")")
		case "invoice_document":
			root.require(f.Field) // "for INR payouts using LOCAL payment method, an invoice document is required"
		}
	}
	// An empty beneficiary object counts as absent (beneficiary_id stands for it); anything else
	// is checked in full.
	full := newNode()
	beneficiarySchema(full, c, true, requires{entity: true, account: true})
	empty := newNode()
	empty.maxProps = 0
	b.anyOf = []*node{empty, full}
}

// annotateField writes what the corridor table says of a member as annotations and examples.
func annotateField(p *node, f corridor.Field) {
	if f.Example != "" {
		p.examples = []string{f.Example}
	}
	p.annotateBool("x-preflight-required", f.Required)
	p.annotate("x-preflight-when", f.When)
	p.annotateList("x-preflight-enum", f.Allowed)
	p.annotate("x-preflight-pattern", f.Pattern)
	p.annotateInt("x-preflight-min-length", f.Min)
	p.annotateInt("x-preflight-max-length", f.Max)
	p.annotate("x-preflight-maximum", f.Maximum)
	p.annotate("x-preflight-check", f.Check)
}

// stated are the beneficiary members whose presence the specification requires of a payout's
// beneficiary where the corridor table marks them required (reason codes with basis Spec:
// entity-type, names, holder, address, clearing system, account, IBAN, swift_code, routing,
// proxy_id). bank_name, bank_address and additional_info are the table's reading; swift_code and
// iban are stated for SWIFT payouts only.
var stated = map[string]bool{
	"entity_type": true, "first_name": true, "last_name": true, "company_name": true, "account_holder": true,
	"address.country": true, "address.city": true, "address.street_address": true, "address.state": true, "address.postal_code": true,
	"clearing_system": true, "account_number": true, "iban": true, "swift_code": true,
	"routing_code_type1": true, "routing_code_value1": true, "routing_code_type2": true, "routing_code_value2": true, "proxy_id": true,
}

// requires says which of the beneficiary operations' documented requirements apply.
type requires struct {
	entity  bool // "entity_type is required"
	account bool // "account_number is required", where the corridor asks for one
}

// beneficiarySchema adds the beneficiary's members to n. full: n is a payout's beneficiary, which
// the platform checks against every stated rule; otherwise n is a beneficiary operation's input,
// for which the platform documents only what req names.
func beneficiarySchema(n *node, c *corridor.Corridor, full bool, req requires) {
	names := []string{"entity_type", "first_name", "last_name", "company_name", "account_holder", "clearing_system", "account_number",
		"iban", "swift_code", "routing_code_type1", "routing_code_value1", "routing_code_type2", "routing_code_value2", "proxy_id", "bank_name", "bank_address"}
	for _, name := range names {
		n.prop(name).types = textTypes
	}
	addr, info := n.prop("address"), n.prop("additional_info")
	addr.types, info.types = objectTypes, objectTypes
	for _, name := range []string{"country", "city", "state", "street_address", "postal_code"} {
		addr.prop(name).types = textTypes
	}
	n.prop("entity_type").annotateList("x-preflight-enum", []string{beneficiary.Individual, beneficiary.Company})
	if req.entity {
		n.require("entity_type") // "entity_type is required"
	}
	if c == nil {
		n.prop("clearing_system").annotateList("x-preflight-enum", corridor.ClearingSystems())
		return
	}
	individual, company := newNode(), newNode()
	for _, f := range c.Requirement().Beneficiary {
		obj, name := n, f.Field
		if rest, ok := strings.CutPrefix(f.Field, "address."); ok {
			obj, name = addr, rest
		} else if rest, ok := strings.CutPrefix(f.Field, "additional_info."); ok {
			obj, name = info, rest
			obj.prop(name).types = textTypes
		}
		p := obj.prop(name)
		switch {
		case f.Field == "account_holder" && f.When == corridor.WhenIndividual:
			annotateField(individual.prop(name), f) // each entity's holder has its own shape
		case f.Field == "account_holder" && f.When == corridor.WhenCompany:
			annotateField(company.prop(name), f)
		default:
			annotateField(p, f)
		}
		// swift_code and iban are the specification's for every SWIFT payout; a LOCAL corridor's
		// (SGD-FAST's SWIFT code, EUR-SEPA's IBAN) are the table's.
		isStated := stated[f.Field] && (c.Method == corridor.SWIFT || f.Field != "swift_code" && f.Field != "iban")
		need := f.Required && (isStated && full || f.Field == "account_number" && req.account)
		switch {
		case !need:
		case f.When == "":
			obj.require(name)
			if obj == addr {
				n.require("address")
			}
		case f.When == corridor.WhenIndividual && f.Field != "account_holder":
			individual.require(name)
		case f.When == corridor.WhenCompany && f.Field != "account_holder":
			company.require(name)
		}
		if !full {
			continue
		}
		switch {
		case strings.HasPrefix(f.Field, "routing_code_type") && len(f.Allowed) == 1:
			// "routing_code_type1 invalid: ACH requires 'ach'": compared without regard to case.
			p.pattern = Trimmed(AnyCase(f.Allowed[0]))
		case f.Field == "account_number" && c.IBAN == 0:
			// "English letters and digits", and the length where the specification states it.
			core := "[A-Za-z0-9]*"
			if c.Account.Stated && c.Account.Min > 0 && c.Account.Max > 0 {
				core = "[A-Za-z0-9]{" + strconv.Itoa(c.Account.Min) + "," + strconv.Itoa(c.Account.Max) + "}"
			}
			p.pattern = Trimmed(core)
		}
	}
	if !full {
		return
	}
	// Every holder: not empty, 2 to 140 characters; an individual's: English letters and spaces.
	holder := n.prop("account_holder")
	n.require("account_holder")
	holder.pattern = "^" + Space + "*[\\s\\S]{2,140}" + Space + "*$"
	holder.annotateBool("x-preflight-required", true)
	individual.prop("account_holder").pattern = Trimmed("[A-Za-z ]*")
	for _, g := range []struct {
		entity string
		then   *node
	}{{beneficiary.Individual, individual}, {beneficiary.Company, company}} {
		cond := newNode()
		cond.required = []string{"entity_type"}
		cond.prop("entity_type").pattern = Trimmed(g.entity)
		n.allOf = append(n.allOf, &node{maxProps: -1, ifN: cond, thenN: g.then})
	}
}
