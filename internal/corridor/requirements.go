package corridor

import (
	"strconv"
	"strings"

	"github.com/preflightpay/preflight/currency"
)

// Query selects corridors. Every member is optional; an empty Query selects every corridor.
type Query struct {
	Country        string // beneficiary's address country, ISO 3166-1 alpha-2
	Currency       string // receiving currency
	Method         string // "LOCAL" or "SWIFT"
	ClearingSystem string // matched as the rules match it: no case, '_' or '-' for space
	EntityType     string // "individual" or "company": only that entity's fields
}

// Requirement is what one corridor asks of a payout and its beneficiary, as data a form can be
// built from.
type Requirement struct {
	Corridor       string   // "USD-ACH"
	Currency       string   // receiving currency
	PaymentMethod  string   // "LOCAL" or "SWIFT"
	ClearingSystem string   // canonical name
	Countries      []string // beneficiary countries served; ["*"] for any ISO 3166-1 country
	Beneficiary    []Field  // beneficiary members, paths relative to the beneficiary
	Payout         []Field  // payout members
	Source         string   // where the requirements come from (see Corridor.Source)
}

// Field is one member a form asks for.
type Field struct {
	Field    string // "account_number", "address.country", "additional_info.msisdn"
	Required bool
	// When, if not empty, is the condition under which Required holds ("entity_type is
	// individual", "the country uses IBAN").
	When    string
	Pattern string   // a regular expression the value matches (documentation: preflight checks by hand)
	Min     int      // least length in characters (0: none)
	Max     int      // greatest length in characters (0: none)
	Allowed []string // the only values accepted, when the set is closed
	Maximum string   // the largest amount accepted, when capped
	Check   string   // a check beyond the pattern ("3-7-1 check digit", "mod-97 (SWIFT IBAN registry)")
	Example string
}

// Requirements returns what every corridor selected by q requires, in table order.
func Requirements(q Query) []Requirement {
	country := strings.ToUpper(strings.TrimSpace(q.Country))
	var out []Requirement
	for i := range table {
		c := &table[i]
		if q.Currency != "" && currency.Normalize(q.Currency) != c.Currency ||
			q.Method != "" && !strings.EqualFold(strings.TrimSpace(q.Method), c.Method) ||
			q.ClearingSystem != "" && !SameClearing(strings.TrimSpace(q.ClearingSystem), c.Clearing) ||
			country != "" && !c.Serves(country) {
			continue
		}
		out = append(out, c.requirement(country, strings.ToLower(strings.TrimSpace(q.EntityType))))
	}
	return out
}

func (c *Corridor) countries() []string {
	if c.Countries == AnyCountry {
		return []string{AnyCountry}
	}
	var out []string
	for i := 0; i+1 < len(c.Countries); i += 2 {
		out = append(out, c.Countries[i:i+2])
	}
	return out
}

// The conditions of Field.When that name the entity type: a schema or a form splits its
// members by them.
const (
	WhenIndividual = "entity_type is individual"
	WhenCompany    = "entity_type is company"
)

const (
	whenIBAN   = "the country uses IBAN (SWIFT IBAN registry)"
	whenNoIBAN = "the country does not use IBAN"
)

// infoExamples are examples of the additional_info members that no identifier check describes.
var infoExamples = map[string]string{"id_type": "NATIONAL_ID", "id_number": "110101199003077777", "tax_id": "52998224725", "msisdn": "+254712345678"}

func identifierField(name string, id Identifier) Field {
	in := identifiers[id]
	return Field{Field: name, Required: true, Pattern: in.pattern, Min: in.min, Max: in.max, Check: in.check, Example: in.example}
}

// requirement builds the form of c for a beneficiary in country ("" when not known) and for
// entity ("" for both entity types).
// Requirement is what the corridor requires of any payout and beneficiary it serves: its entry
// in Requirements with no country or entity type given.
func (c *Corridor) Requirement() Requirement { return c.requirement("", "") }

func (c *Corridor) requirement(country, entity string) Requirement {
	r := Requirement{Corridor: c.Key, Currency: c.Currency, PaymentMethod: c.Method, ClearingSystem: c.Clearing,
		Countries: c.countries(), Source: c.Source}
	if country != "" {
		r.Countries = []string{country}
	}
	exCountry := c.exampleCountry(country)
	ex := examplePlace(exCountry)
	add := func(f Field) { r.Beneficiary = append(r.Beneficiary, f) }
	entityAllowed := []string{"individual", "company"}
	if entity == "individual" || entity == "company" {
		entityAllowed = []string{entity}
	}
	add(Field{Field: "entity_type", Required: true, Allowed: entityAllowed, Example: entityAllowed[0]})
	if entity != "company" {
		w := WhenIndividual
		if entity != "" {
			w = ""
		}
		add(Field{Field: "first_name", Required: true, When: w, Example: "Jane"})
		add(Field{Field: "last_name", Required: true, When: w, Example: "Doe"})
		add(Field{Field: "account_holder", Required: true, When: w, Pattern: "^[A-Za-z ]+$", Min: 2, Max: 140,
			Check: "first and last name; not a placeholder such as N/A", Example: "Jane Doe"})
	}
	if entity != "individual" {
		w := WhenCompany
		if entity != "" {
			w = ""
		}
		add(Field{Field: "company_name", Required: true, When: w, Example: "Acme Trading Ltd"})
		add(Field{Field: "account_holder", Required: true, When: w, Pattern: "^[A-Za-z0-9 &.,'()/+-]+$", Min: 2, Max: 140,
			Example: "Acme Trading Ltd"})
	}
	add(Field{Field: "clearing_system", Required: c.Method == Local, Allowed: []string{c.Clearing}, Example: c.Clearing})
	c.accountFields(country, ex.iban, add)
	if c.SwiftCode != No {
		add(Field{Field: "swift_code", Required: c.SwiftCode == Required, Pattern: "^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$",
			Min: 8, Max: 11, Check: "ISO 9362 with an ISO 3166-1 country", Example: ex.bic})
	}
	for i, rt := range c.Routing {
		if rt.Type == "" {
			continue
		}
		n := strconv.Itoa(i + 1)
		add(Field{Field: "routing_code_type" + n, Required: true, Allowed: []string{rt.Type}, Example: rt.Type})
		add(identifierField("routing_code_value"+n, rt.Check))
	}
	if c.ProxyID != No {
		add(Field{Field: "proxy_id", Required: c.ProxyID == Required, Example: "+6591234567"})
	}
	for _, in := range c.AdditionalInfo {
		if entity != "" && in.EntityType != "" && in.EntityType != entity {
			continue
		}
		f := Field{Field: "additional_info." + in.Field, Required: true, Example: infoExamples[in.Field]}
		if in.Check != NoCheck {
			f = identifierField(f.Field, in.Check)
		}
		if in.EntityType != "" && entity == "" {
			f.When = "entity_type is " + in.EntityType
		}
		add(f)
	}
	c.addressFields(country, exCountry, ex, add)
	if c.BankName != No {
		add(Field{Field: "bank_name", Required: c.BankName == Required, Example: ex.bank})
	}
	if c.BankAddress != No {
		add(Field{Field: "bank_address", Required: c.BankAddress == Required, Example: ex.bankAddress})
	}
	r.Payout = c.payoutFields()
	return r
}

// accountFields adds account_number and, where the corridor takes one, iban; exampleIBAN is the
// example country's IBAN ("" where the country uses none).
func (c *Corridor) accountFields(country, exampleIBAN string, add func(Field)) {
	a := c.Account
	acct := Field{Field: "account_number", Required: a.Need == Required}
	switch a.Check {
	case Digits:
		acct.Pattern, acct.Min, acct.Max = "^[0-9]+$", a.Min, a.Max
		acct.Example = strings.Repeat("1234567890", 4)[:max(a.Min, min(a.Max, 9))]
	case Alnum:
		acct.Pattern, acct.Min, acct.Max, acct.Example = "^[A-Za-z0-9]+$", a.Min, a.Max, "12345678"
	default:
		acct = identifierField("account_number", a.Check)
		acct.Required = a.Need == Required
	}
	iban := Field{Field: "iban", Required: true, Pattern: "^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$", Min: 15, Max: 34,
		Check: "country length and BBAN structure, mod-97 (SWIFT IBAN registry); spaces and lower case accepted", Example: exampleIBAN}
	switch {
	case c.IBAN == IBANAlways || c.IBAN == IBANWhereUsed && country != "" && c.UsesIBAN(country):
		acct.Required, acct.When = false, ""
		acct.Check = "may hold the IBAN instead of iban"
		add(iban)
		add(acct)
	case c.IBAN == IBANWhereUsed && country == "":
		iban.When = whenIBAN
		acct.When = whenNoIBAN
		add(iban)
		add(acct)
	default:
		if a.Need != No {
			add(acct)
		}
	}
}

// addressFields adds the address members, with examples of exCountry.
func (c *Corridor) addressFields(country, exCountry string, ex place, add func(Field)) {
	cf := Field{Field: "address.country", Required: true, Pattern: "^[A-Z]{2}$", Min: 2, Max: 2, Check: "ISO 3166-1 alpha-2"}
	if c.Countries != AnyCountry {
		cf.Allowed = c.countries()
	}
	if country != "" {
		cf.Allowed = []string{country}
	}
	cf.Example = exCountry
	add(cf)
	add(Field{Field: "address.city", Required: true, Example: ex.city})
	add(requiredByCountry(Field{Field: "address.state", Required: true, Example: ex.state}, country, RequiresState,
		c.Countries == AnyCountry || !allIn(c.Countries, stateCountries), "the country is one of "+spaced(stateCountries)))
	add(Field{Field: "address.street_address", Required: true, Example: ex.street})
	add(requiredByCountry(Field{Field: "address.postal_code", Required: true, Example: ex.postal}, country, RequiresPostalCode,
		c.Countries == AnyCountry || anyIn(c.Countries, noPostalCode), "the country has postal codes"))
}

// requiredByCountry settles a member some countries require: for one country, whether it does;
// across countries that differ (varies), f says when.
func requiredByCountry(f Field, country string, requires func(country string) bool, varies bool, when string) Field {
	switch {
	case country != "":
		f.Required = requires(country)
	case varies:
		f.When = when
	}
	return f
}

// allIn reports whether every code of list is in set; anyIn whether one is.
func allIn(list, set string) bool { return countIn(list, set) == len(list)/2 }
func anyIn(list, set string) bool { return countIn(list, set) > 0 }

// countIn counts the codes of list that are in set.
func countIn(list, set string) int {
	n := 0
	for i := 0; i+1 < len(list); i += 2 {
		if inList(set, list[i:i+2]) {
			n++
		}
	}
	return n
}

func spaced(list string) string {
	var b strings.Builder
	for i := 0; i+1 < len(list); i += 2 {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(list[i : i+2])
	}
	return b.String()
}

func (c *Corridor) payoutFields() []Field {
	f := []Field{
		{Field: "payment_method", Required: c.Method == SWIFT, Allowed: []string{c.Method}, Example: c.Method},
		{Field: "receiving_currency", Required: true, Allowed: []string{c.Currency}, Example: c.Currency},
	}
	amount := Field{Field: "receiving_amount", Required: true, Pattern: "^[0-9]+(\\.[0-9]+)?$", Check: "positive, within the currency's minor units", Example: exampleAmount(c.Currency)}
	if !c.Cap.IsZero() {
		amount.Maximum = c.Cap.StringFixed(2)
	}
	f = append(f, amount, Field{Field: "purpose_code", Allowed: PurposeCodes(), Example: "SALARY"})
	if c.Method == SWIFT { // package payout applies these to every SWIFT payout
		f = append(f,
			Field{Field: "fee_paid_by", Required: true, Allowed: FeePaidBy(), Example: FeeShared},
			Field{Field: "reference", Pattern: "^[A-Za-z0-9/?:().,'+ -]*$", Check: "SWIFT character set", Example: "Invoice 42"})
	}
	if c.Invoice {
		f = append(f, Field{Field: "invoice_document", Required: true, Check: "a document id or object, not empty", Example: "inv_2026_0042"})
	}
	return f
}
