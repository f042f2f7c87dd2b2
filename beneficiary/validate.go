package beneficiary

import (
	"strings"
	"unicode/utf8"

	"github.com/preflightpay/preflight/bankid"
	"github.com/preflightpay/preflight/corridor"
	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/operation"
	"github.com/preflightpay/preflight/rule"
)

// The entity types of the contract.
const (
	Individual = "individual"
	Company    = "company"
)

// Target is what selects a corridor beyond the beneficiary: the payout's receiving currency and
// payment method. An empty Currency means no corridor can be chosen (a beneficiary operation
// without a currency): the corridor rules do not run.
type Target struct {
	Currency string
	Method   string // "LOCAL", "SWIFT", or "" for LOCAL unless the clearing system is SWIFT
}

// add records id at field when the platform documents id for the operation being checked. The
// beneficiary operations store a beneficiary that the payout rules will judge later: the
// platform's messages about account holders, routing codes and addresses are documented for
// fiat/create-payout only, and preflight says of each operation only what the platform does.
func add(c *rule.Context, id errcatalog.ID, field string, params ...string) {
	if c.Is(operation.FiatCreatePayout) || c.Documents(id) {
		c.Add(id, field, params...)
	}
}

// Validate runs every beneficiary rule in the documented order (see the package doc) and returns
// the corridor the beneficiary is paid through, or nil when none was found. It does not allocate
// for a valid beneficiary.
func Validate(c *rule.Context, b *Beneficiary, p *Paths, t Target) *corridor.Corridor {
	entity := checkEntity(c, b, p)
	checkNames(c, b, p, entity)
	checkHolder(c, b, p, entity)
	country := checkAddressCountry(c, b, p)
	method := corridor.Method(t.Method, b.Text[ClearingSystem].S)
	if method == corridor.Local && b.Text[ClearingSystem].Blank() && t.Currency != "" {
		add(c, errcatalog.PayoutClearingSystemEmpty, p.Of(ClearingSystem))
	}
	var cor *corridor.Corridor
	if t.Currency != "" && country != "" && !(method == corridor.Local && b.Text[ClearingSystem].Blank()) {
		cor = corridor.Find(country, t.Currency, method, strings.TrimSpace(b.Text[ClearingSystem].S))
		if cor == nil {
			add(c, errcatalog.FiatClearingSystemNotSupported, p.Of(ClearingSystem), country, t.Currency, method)
		}
	}
	checkAccount(c, b, p, cor, country)
	checkSwiftCode(c, b, p, cor, country)
	if cor != nil {
		checkRouting(c, b, p, cor)
		if cor.ProxyID == corridor.Required && b.Text[ProxyID].Blank() {
			add(c, errcatalog.PayoutPaynowProxyIDRequired, p.Of(ProxyID))
		}
	}
	checkAdditionalInfo(c, b, p, cor, entity)
	checkAddress(c, b, p, country)
	if cor != nil {
		if cor.BankName == corridor.Required && b.Text[BankName].Blank() {
			add(c, errcatalog.PayoutBankNameRequired, p.Of(BankName))
		}
		if cor.BankAddress == corridor.Required && b.Text[BankAddress].Blank() {
			add(c, errcatalog.PayoutBankAddressRequired, p.Of(BankAddress))
		}
	}
	return cor
}

// checkEntity requires entity_type to be individual or company. The platform's one message
// about entity_type, "entity_type is required", also answers an unknown value: it is the
// nearest entry, and the field's allowed values are documented.
func checkEntity(c *rule.Context, b *Beneficiary, p *Paths) string {
	switch strings.TrimSpace(b.Text[EntityType].S) {
	case Individual:
		return Individual
	case Company:
		return Company
	}
	add(c, errcatalog.FiatEntityTypeRequired, p.Of(EntityType))
	return ""
}

func checkNames(c *rule.Context, b *Beneficiary, p *Paths, entity string) {
	switch entity {
	case Individual:
		if b.Text[FirstName].Blank() {
			add(c, errcatalog.PayoutIndividualNamesRequired, p.Of(FirstName))
		} else if b.Text[LastName].Blank() {
			add(c, errcatalog.PayoutIndividualNamesRequired, p.Of(LastName))
		}
	case Company:
		if b.Text[CompanyName].Blank() {
			add(c, errcatalog.PayoutCompanyNameRequired, p.Of(CompanyName))
		}
	}
}

// placeholders are names that stand for no name at all.
var placeholders = [...]string{"NA", "N/A", "NONE", "NULL", "UNKNOWN", "TEST", "XXX", "NIL", "-"}

// checkHolder applies the account holder rules in order, stopping at the first that fails:
// empty, 2 to 140 characters, the entity's character set, a placeholder instead of a name
// ("Please provide a valid account holder name."), and for an individual a single word
// ("... or is incomplete": a holder is named by at least a first and a last name).
func checkHolder(c *rule.Context, b *Beneficiary, p *Paths, entity string) {
	if b.Text[AccountHolder].Blank() {
		add(c, errcatalog.PayoutAccountHolderEmpty, p.Of(AccountHolder))
		return
	}
	s := strings.TrimSpace(b.Text[AccountHolder].S)
	if n := utf8.RuneCountInString(s); n < 2 || n > 140 {
		add(c, errcatalog.PayoutAccountHolderLength, p.Of(AccountHolder))
		return
	}
	switch entity {
	case Individual:
		for i := 0; i < len(s); i++ {
			if !isLetter(s[i]) && s[i] != ' ' {
				add(c, errcatalog.PayoutAccountHolderIndividualCharset, p.Of(AccountHolder))
				return
			}
		}
	case Company:
		for i := 0; i < len(s); i++ {
			if !companyChar[s[i]] {
				add(c, errcatalog.PayoutAccountHolderCompanyCharset, p.Of(AccountHolder))
				return
			}
		}
	}
	for _, ph := range placeholders {
		if strings.EqualFold(s, ph) {
			add(c, errcatalog.PayoutAccountHolderInvalid, p.Of(AccountHolder))
			return
		}
	}
	if entity == Individual && strings.IndexByte(s, ' ') < 0 {
		add(c, errcatalog.PayoutAccountHolderIncomplete, p.Of(AccountHolder))
	}
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// companyChar is the company account holder character set: English letters, digits, space and
// & . , - ' ( ) / + — the punctuation company names carry and SWIFT can transmit.
var companyChar = func() (t [256]bool) {
	for c := 0; c < 256; c++ {
		t[c] = isLetter(byte(c)) || c >= '0' && c <= '9'
	}
	for _, c := range " &.,-'()/+" {
		t[c] = true
	}
	return t
}()

// checkAddressCountry reads address.country: required, and an ISO 3166-1 alpha-2 code. A code
// that is not one gives no corridor, which the corridor rule reports.
func checkAddressCountry(c *rule.Context, b *Beneficiary, p *Paths) string {
	if b.Text[Country].Blank() {
		add(c, errcatalog.PayoutAddressCountryRequired, p.Of(Country))
		return ""
	}
	return strings.TrimSpace(b.Text[Country].S)
}

// checkAddress requires city and street_address, state where the country names states, and
// postal_code where the country has postal codes. An absent member gets the platform's
// "Field 'address.X' is required (current value: )"; a member given as an empty string gets
// "X cannot be empty" where the platform has that message (city, state, street_address).
func checkAddress(c *rule.Context, b *Beneficiary, p *Paths, country string) {
	required(c, b.Text[City], p.Of(City), errcatalog.PayoutAddressCityRequired, errcatalog.PayoutCityEmpty)
	if country != "" && corridor.RequiresState(upper(country)) {
		required(c, b.Text[State], p.Of(State), errcatalog.PayoutAddressStateRequired, errcatalog.PayoutStateEmpty)
	}
	required(c, b.Text[StreetAddress], p.Of(StreetAddress), errcatalog.PayoutAddressStreetAddressRequired, errcatalog.PayoutStreetAddressEmpty)
	if country != "" && corridor.RequiresPostalCode(upper(country)) {
		required(c, b.Text[PostalCode], p.Of(PostalCode), errcatalog.PayoutAddressPostalCodeRequired, errcatalog.PayoutAddressPostalCodeRequired)
	}
}

func required(c *rule.Context, t rule.Text, field string, absent, empty errcatalog.ID) {
	switch {
	case !t.Set:
		add(c, absent, field)
	case t.Blank():
		add(c, empty, field)
	}
}

func upper(s string) string {
	for i := 0; i < len(s); i++ {
		if s[i] >= 'a' && s[i] <= 'z' {
			return strings.ToUpper(s)
		}
	}
	return s
}

// checkAccount checks account_number and iban. Where the corridor takes an IBAN, the IBAN may
// come in iban or in account_number and is checked against the SWIFT IBAN registry; printed
// form (spaces, lower case) is accepted and a warning gives the electronic form.
func checkAccount(c *rule.Context, b *Beneficiary, p *Paths, cor *corridor.Corridor, country string) {
	usesIBAN := cor != nil && cor.UsesIBAN(upper(country))
	if !b.Text[IBAN].Blank() {
		checkIBAN(c, b, b.Text[IBAN].S, p.Of(IBAN))
	}
	need := corridor.Required
	if cor != nil {
		need = cor.Account.Need
	} else if !b.Text[ProxyID].Blank() {
		need = corridor.No
	}
	if b.Text[AccountNumber].Blank() {
		if need == corridor.Required && b.Text[IBAN].Blank() {
			add(c, errcatalog.FiatAccountNumberRequired, p.Of(AccountNumber))
		}
		return
	}
	if usesIBAN && b.Text[IBAN].Blank() && looksLikeIBAN(b.Text[AccountNumber].S) {
		checkIBAN(c, b, b.Text[AccountNumber].S, p.Of(AccountNumber))
		return
	}
	if bankid.CheckAccountNumber(b.Text[AccountNumber].S) != nil {
		add(c, errcatalog.PayoutAccountNumberCharset, p.Of(AccountNumber))
		return
	}
	if cor == nil {
		return
	}
	a := &cor.Account
	if err := corridor.CheckValue(a.Check, b.Text[AccountNumber].S, a.Min, a.Max); err != nil {
		// The account number is letters and digits by now: for Alnum only its length can be
		// wrong, for Digits its length when it is all digits.
		if a.Check == corridor.Alnum || a.Check == corridor.Digits && allDigits(b.Text[AccountNumber].S) {
			add(c, a.LengthEntry, p.Of(AccountNumber))
		} else {
			add(c, a.FormatEntry, p.Of(AccountNumber))
		}
	}
}

// looksLikeIBAN reports whether an account number starts as an IBAN does: two letters, two
// digits.
func looksLikeIBAN(s string) bool {
	s = strings.TrimSpace(s)
	return len(s) > 4 && isLetter(s[0]) && isLetter(s[1]) && s[2] >= '0' && s[2] <= '9' && s[3] >= '0' && s[3] <= '9'
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

func checkIBAN(c *rule.Context, b *Beneficiary, s, field string) {
	x, err := bankid.ParseIBAN(s)
	if err != nil {
		add(c, errcatalog.PayoutIBANFormat, field)
		return
	}
	if x.Normalized {
		c.Warn(errcatalog.WarnIBANNormalized, field, x.Value)
	}
	if b.Text[SwiftCode].Blank() {
		return
	}
	if bic, err := bankid.ParseBIC(strings.TrimSpace(b.Text[SwiftCode].S)); err == nil && bic.CountryDiffers(x.Country()) {
		c.Warn(errcatalog.WarnBICCountryMismatchIBAN, field, bic.Country, x.Country())
	}
}

// checkSwiftCode requires swift_code where the corridor does and checks any given one as a BIC
// (ISO 9362, with a real ISO 3166 country). A BIC whose country differs from the address's is a
// warning when no IBAN already gave one.
func checkSwiftCode(c *rule.Context, b *Beneficiary, p *Paths, cor *corridor.Corridor, country string) {
	if b.Text[SwiftCode].Blank() {
		if cor != nil && cor.SwiftCode == corridor.Required {
			add(c, errcatalog.PayoutSwiftCodeRequired, p.Of(SwiftCode))
		}
		return
	}
	bic, err := bankid.ParseBIC(strings.TrimSpace(b.Text[SwiftCode].S))
	if err != nil {
		add(c, errcatalog.PayoutBICFormat, p.Of(SwiftCode))
		return
	}
	if country != "" && b.Text[IBAN].Blank() && !looksLikeIBAN(b.Text[AccountNumber].S) && bic.CountryDiffers(upper(country)) {
		c.Warn(errcatalog.WarnBICCountryMismatchAddress, p.Of(SwiftCode), bic.Country, upper(country))
	}
}

// checkRouting checks the routing code slots the corridor names. Types compare without regard
// to case. A missing type or value gives the corridor's "missing" entry, a wrong type its "type"
// entry, each at most once; a value of the wrong shape (an ABA number failing its 3-7-1 check)
// gives "beneficiary invalid", the nearest entry the platform has.
func checkRouting(c *rule.Context, b *Beneficiary, p *Paths, cor *corridor.Corridor) {
	typeDone, valueDone := false, false
	for i, r := range cor.Routing {
		if r.Type == "" {
			continue
		}
		typ, val := b.Text[routingType[i]], b.Text[routingValue[i]]
		switch {
		case typ.Blank() && !typeDone && !valueDone:
			// A missing type is "missing" for ACH and FEDWIRE, and the type's own entry where the
			// platform names type and value together (EFT's type entry is about both types).
			if cor.Routing[1].Type != "" {
				add(c, cor.RoutingTypeEntry, p.Of(routingType[i]))
				typeDone = true
			} else {
				add(c, cor.RoutingValueEntry, p.Of(routingType[i]))
				valueDone = true
			}
		case !typ.Blank() && !strings.EqualFold(strings.TrimSpace(typ.S), r.Type) && !typeDone:
			add(c, cor.RoutingTypeEntry, p.Of(routingType[i]))
			typeDone = true
		}
		if val.Blank() {
			if !valueDone && !(typeDone && cor.RoutingTypeEntry == cor.RoutingValueEntry) {
				add(c, cor.RoutingValueEntry, p.Of(routingValue[i]))
				valueDone = true
			}
			continue
		}
		v := strings.TrimSpace(val.S)
		if corridor.CheckValue(r.Check, v, 0, 0) != nil {
			add(c, errcatalog.PayoutBeneficiaryInvalid, p.Of(routingValue[i]))
			continue
		}
		if r.Check == corridor.ABA && !bankid.ABAPrefixOf(v).Assigned() {
			c.Warn(errcatalog.WarnABAUnknownPrefix, p.Of(routingValue[i]), v, v[:2])
		}
	}
}

// checkAdditionalInfo requires the additional_info members the corridor names for the entity
// type, and checks the shape of any msisdn (E.164) and of the members the corridor checks.
func checkAdditionalInfo(c *rule.Context, b *Beneficiary, p *Paths, cor *corridor.Corridor, entity string) {
	msisdnChecked := false
	if cor != nil {
		for _, in := range cor.AdditionalInfo {
			if in.EntityType != "" && in.EntityType != entity {
				continue
			}
			m, _ := infoMember(in.Field)
			t := b.Text[m]
			if t.Blank() {
				add(c, in.Entry, p.Of(m))
				continue
			}
			if in.Check != corridor.NoCheck {
				msisdnChecked = msisdnChecked || m == Msisdn
				if corridor.CheckValue(in.Check, strings.TrimSpace(t.S), 0, 0) != nil {
					add(c, errcatalog.PayoutBeneficiaryInvalid, p.Of(m))
				}
			}
		}
	}
	if !msisdnChecked && !b.Text[Msisdn].Blank() {
		if _, err := bankid.ParseE164(strings.TrimSpace(b.Text[Msisdn].S)); err != nil {
			add(c, errcatalog.PayoutBeneficiaryInvalid, p.Of(Msisdn))
		}
	}
}
