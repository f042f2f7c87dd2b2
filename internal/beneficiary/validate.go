package beneficiary

import (
	"errors"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/preflightpay/preflight/bankid"
	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/corridor"
	"github.com/preflightpay/preflight/internal/operation"
	"github.com/preflightpay/preflight/internal/rule"
	"github.com/preflightpay/preflight/reason"
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

// fail records that the platform refuses the beneficiary with entry id at field, for the reason
// why, when the platform documents id for the operation being checked. The beneficiary
// operations store a beneficiary that the payout rules will judge later: the platform's messages
// about account holders, routing codes and addresses are documented for fiat/create-payout only,
// and preflight says of each operation only what the platform does.
func fail(c *rule.Context, id errcatalog.ID, field string, why reason.Reason, params ...string) {
	if c.Is(operation.FiatCreatePayout) || c.Documents(id) {
		c.Fail(id, field, why, params...)
	}
}

// absentOrEmpty says how a missing member was given, for a reason's text.
func absentOrEmpty(t rule.Text) string {
	if t.Set {
		return "it is empty"
	}
	return "it is absent"
}

// Validate runs every beneficiary rule in the documented order (see the package doc) and returns
// the corridor of the table the beneficiary is paid through, or nil when the table has none.
// When a payout's corridor is not in the table, Validate warns (corridor.unknown) and still
// applies the rules the specification states for every payout of its method (corridor.Unknown).
// It does not allocate for a valid beneficiary of a known corridor.
func Validate(c *rule.Context, b *Beneficiary, p *Paths, t Target) *corridor.Corridor {
	entity := checkEntity(c, b, p)
	checkNames(c, b, p, entity)
	checkHolder(c, b, p, entity)
	country := checkAddressCountry(c, b, p)
	clearing := b.Text[ClearingSystem]
	method := corridor.Method(t.Method, clearing.S)
	if method == corridor.Local && clearing.Blank() && t.Currency != "" {
		fail(c, errcatalog.PayoutClearingSystemEmpty, p.Of(ClearingSystem),
			reason.New(reason.ClearingSystemEmpty, "a LOCAL payout names its clearing_system; "+absentOrEmpty(clearing)))
	}
	var cor, rules *corridor.Corridor
	if t.Currency != "" && country != "" && !(method == corridor.Local && clearing.Blank()) {
		cor = corridor.Find(country, t.Currency, method, strings.TrimSpace(clearing.S))
		rules = cor
		if cor == nil {
			fail(c, errcatalog.FiatClearingSystemNotSupported, p.Of(ClearingSystem), unknownCorridor(country, t.Currency, method, clearing),
				country, t.Currency, method)
			unknown := corridor.Unknown(method)
			rules = &unknown
		}
	}
	checkAccount(c, b, p, rules, country)
	checkSwiftCode(c, b, p, rules, country)
	if rules != nil {
		checkRouting(c, b, p, rules)
		if rules.ProxyID == corridor.Required && b.Text[ProxyID].Blank() {
			fail(c, errcatalog.PayoutPaynowProxyIDRequired, p.Of(ProxyID),
				reason.New(reason.ProxyIDRequired, "a PayNow payout names its proxy_id; "+absentOrEmpty(b.Text[ProxyID])))
		}
	}
	checkAdditionalInfo(c, b, p, rules, entity)
	checkAddress(c, b, p, country)
	if rules != nil {
		if rules.BankName == corridor.Required && b.Text[BankName].Blank() {
			fail(c, errcatalog.PayoutBankNameRequired, p.Of(BankName),
				reason.New(reason.BankNameRequired, "preflight's table asks "+rules.Key+" payouts for bank_name; "+absentOrEmpty(b.Text[BankName])))
		}
		if rules.BankAddress == corridor.Required && b.Text[BankAddress].Blank() {
			fail(c, errcatalog.PayoutBankAddressRequired, p.Of(BankAddress),
				reason.New(reason.BankAddressRequired, "preflight's table asks "+rules.Key+" payouts for bank_address; "+absentOrEmpty(b.Text[BankAddress])))
		}
	}
	return cor
}

func unknownCorridor(country, currency, method string, clearing rule.Text) reason.Reason {
	via := reason.Bare(method)
	if given := strings.TrimSpace(clearing.S); given != "" && !corridor.SameClearing(given, method) {
		via += " through " + reason.Shown(given)
	}
	return reason.New(reason.CorridorUnknown, "preflight's corridor table has no "+reason.Bare(currency)+" corridor by "+via+
		" to a beneficiary in "+reason.Shown(country)+"; the platform decides at request time")
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
	if e := b.Text[EntityType]; e.Blank() {
		fail(c, errcatalog.FiatEntityTypeRequired, p.Of(EntityType), reason.New(reason.EntityTypeRequired, "entity_type is individual or company; "+absentOrEmpty(e)))
	} else {
		fail(c, errcatalog.FiatEntityTypeRequired, p.Of(EntityType), reason.New(reason.EntityTypeValue, "entity_type is individual or company; found another value"))
	}
	return ""
}

func checkNames(c *rule.Context, b *Beneficiary, p *Paths, entity string) {
	switch entity {
	case Individual:
		for _, m := range [...]Member{FirstName, LastName} {
			if t := b.Text[m]; t.Blank() {
				fail(c, errcatalog.PayoutIndividualNamesRequired, p.Of(m),
					reason.New(reason.IndividualNames, "an individual has a first_name and a last_name; "+members[m].name+" "+absentOrEmpty(t)[3:]))
				break
			}
		}
	case Company:
		if b.Text[CompanyName].Blank() {
			fail(c, errcatalog.PayoutCompanyNameRequired, p.Of(CompanyName),
				reason.New(reason.CompanyName, "a company has a company_name; "+absentOrEmpty(b.Text[CompanyName])))
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
	field := p.Of(AccountHolder)
	if t := b.Text[AccountHolder]; t.Blank() {
		fail(c, errcatalog.PayoutAccountHolderEmpty, field, reason.New(reason.HolderEmpty, "account_holder names the account's holder; "+absentOrEmpty(t)))
		return
	}
	s := strings.TrimSpace(b.Text[AccountHolder].S)
	if n := utf8.RuneCountInString(s); n < 2 || n > 140 {
		fail(c, errcatalog.PayoutAccountHolderLength, field,
			reason.New(reason.HolderLength, "account_holder takes 2 to 140 characters; found "+strconv.Itoa(n)))
		return
	}
	switch entity {
	case Individual:
		for i := 0; i < len(s); i++ {
			if !isLetter(s[i]) && s[i] != ' ' {
				fail(c, errcatalog.PayoutAccountHolderIndividualCharset, field,
					reason.New(reason.HolderIndividualChars, "an individual's account_holder takes English letters and spaces only; found "+charAt(s, i)))
				return
			}
		}
	case Company:
		for i := 0; i < len(s); i++ {
			if !companyChar[s[i]] {
				fail(c, errcatalog.PayoutAccountHolderCompanyCharset, field,
					reason.New(reason.HolderCompanyChars, "preflight reads a company's account_holder as English letters, digits, space and & . , - ' ( ) / +; found "+charAt(s, i)))
				return
			}
		}
	}
	for _, ph := range placeholders {
		if strings.EqualFold(s, ph) {
			fail(c, errcatalog.PayoutAccountHolderInvalid, field,
				reason.New(reason.HolderPlaceholder, "account_holder should be a name; "+reason.Quote(s)+" stands for none"))
			return
		}
	}
	if entity == Individual && strings.IndexByte(s, ' ') < 0 {
		fail(c, errcatalog.PayoutAccountHolderIncomplete, field,
			reason.New(reason.HolderIncomplete, "an individual's account_holder is a first and a last name; "+reason.Shown(s)+" is one word"))
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
	if t := b.Text[Country]; t.Blank() {
		fail(c, errcatalog.PayoutAddressCountryRequired, p.Of(Country), reason.New(reason.AddressCountry, "address.country selects the corridor; "+absentOrEmpty(t)))
		return ""
	}
	return strings.TrimSpace(b.Text[Country].S)
}

// checkAddress requires city and street_address, state where the country names states, and
// postal_code where the country has postal codes. An absent member gets the platform's
// "Field 'address.X' is required (current value: )"; a member given as an empty string gets
// "X cannot be empty" where the platform has that message (city, state, street_address), and
// otherwise the absent member's entry (rule.Text's one rule for empty strings).
func checkAddress(c *rule.Context, b *Beneficiary, p *Paths, country string) {
	required(c, b, p, City, errcatalog.PayoutAddressCityRequired, errcatalog.PayoutCityEmpty)
	if country != "" && corridor.RequiresState(upper(country)) {
		required(c, b, p, State, errcatalog.PayoutAddressStateRequired, errcatalog.PayoutStateEmpty)
	}
	required(c, b, p, StreetAddress, errcatalog.PayoutAddressStreetAddressRequired, errcatalog.PayoutStreetAddressEmpty)
	if country != "" && corridor.RequiresPostalCode(upper(country)) {
		required(c, b, p, PostalCode, errcatalog.PayoutAddressPostalCodeRequired, errcatalog.PayoutAddressPostalCodeRequired)
	}
}

func required(c *rule.Context, b *Beneficiary, p *Paths, m Member, absent, empty errcatalog.ID) {
	t := b.Text[m]
	switch {
	case !t.Set:
		fail(c, absent, p.Of(m), reason.New(reason.AddressRequired, "the address needs "+members[m].name+"; it is absent"))
	case t.Blank():
		fail(c, empty, p.Of(m), reason.New(reason.AddressEmpty, "the address needs "+members[m].name+"; it is empty"))
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

// charAt quotes the character of s at byte offset i and says where it is, for a reason's text.
func charAt(s string, i int) string {
	r, _ := utf8.DecodeRuneInString(s[i:])
	return reason.Char(r) + " at character " + strconv.Itoa(utf8.RuneCountInString(s[:i])+1)
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
	acct, field := b.Text[AccountNumber], p.Of(AccountNumber)
	if acct.Blank() {
		if need == corridor.Required && b.Text[IBAN].Blank() {
			fail(c, errcatalog.FiatAccountNumberRequired, field,
				reason.New(reason.AccountRequired, "an account_number or an IBAN names the account; "+absentOrEmpty(acct)))
		}
		return
	}
	if usesIBAN && b.Text[IBAN].Blank() && looksLikeIBAN(acct.S) {
		checkIBAN(c, b, acct.S, field)
		return
	}
	if err := bankid.CheckAccountNumber(acct.S); err != nil {
		at := ""
		if e, ok := err.(*bankid.Error); ok && e.Pos >= 0 {
			at = charAt(acct.S, e.Pos)
		}
		fail(c, errcatalog.PayoutAccountNumberCharset, field,
			reason.New(reason.AccountCharset, "account_number takes English letters and digits only; found "+at))
		return
	}
	if cor == nil {
		return
	}
	a := &cor.Account
	if err := corridor.CheckValue(a.Check, acct.S, a.Min, a.Max); err != nil {
		// The account number is letters and digits by now: for Alnum only its length can be
		// wrong, for Digits its length when it is all digits.
		entry := a.FormatEntry
		why := a.Check.Reason(acct.S, err)
		if a.Check == corridor.Alnum || a.Check == corridor.Digits && bankid.Digits(acct.S) {
			entry = a.LengthEntry
			code := reason.AccountShape
			if a.Stated {
				code = reason.AccountLength
			}
			why = reason.New(code, cor.Key+" account_number takes "+lengths(a)+" "+a.Check.Name()+"; found "+strconv.Itoa(len(acct.S)))
		}
		fail(c, entry, field, why)
	}
}

// lengths writes an account's length bounds: "7 to 12", "8", "at most 34".
func lengths(a *corridor.Account) string {
	switch {
	case a.Min == a.Max:
		return strconv.Itoa(a.Min)
	case a.Min <= 1:
		return "at most " + strconv.Itoa(a.Max)
	}
	return strconv.Itoa(a.Min) + " to " + strconv.Itoa(a.Max)
}

// looksLikeIBAN reports whether an account number starts as an IBAN does: two letters, two
// digits.
func looksLikeIBAN(s string) bool {
	s = strings.TrimSpace(s)
	return len(s) > 4 && isLetter(s[0]) && isLetter(s[1]) && s[2] >= '0' && s[2] <= '9' && s[3] >= '0' && s[3] <= '9'
}

// checkIBAN checks an IBAN by ISO 13616 and the SWIFT IBAN registry, which the specification's
// "Iban format error" names: errors, whatever the corridor.
func checkIBAN(c *rule.Context, b *Beneficiary, s, field string) {
	x, err := bankid.ParseIBAN(s)
	if err != nil {
		code := reason.IBANFormat
		switch {
		case errors.Is(err, bankid.ErrLength):
			code = reason.IBANLength
		case errors.Is(err, bankid.ErrChecksum), errors.Is(err, bankid.ErrCheckDigits):
			code = reason.IBANCheckDigits
		}
		fail(c, errcatalog.PayoutIBANFormat, field, reason.New(code, err.Error()))
		return
	}
	if x.Normalized {
		c.Advise(errcatalog.WarnIBANNormalized, field,
			reason.New(reason.IBANPrintedForm, "the IBAN's electronic form is "+x.Value+"; it was given in print form"), x.Value)
	}
	if b.Text[SwiftCode].Blank() {
		return
	}
	if bic, err := bankid.ParseBIC(bankid.NormalizeBIC(b.Text[SwiftCode].S)); err == nil && bic.CountryDiffers(x.Country()) {
		c.Advise(errcatalog.WarnBICCountryMismatchIBAN, field,
			reason.New(reason.BICCountryDiffers, "the BIC's country "+bic.Country+" differs from the IBAN's "+x.Country()), bic.Country, x.Country())
	}
}

// checkSwiftCode requires swift_code where the corridor does and checks any given one as a BIC
// (ISO 9362, with a real ISO 3166 country). A BIC whose country differs from the address's is a
// warning when no IBAN already gave one.
func checkSwiftCode(c *rule.Context, b *Beneficiary, p *Paths, cor *corridor.Corridor, country string) {
	t, field := b.Text[SwiftCode], p.Of(SwiftCode)
	if t.Blank() {
		if cor != nil && cor.SwiftCode == corridor.Required {
			why := reason.New(reason.SwiftCodeRequired, "a SWIFT payout names the receiving bank by swift_code; "+absentOrEmpty(t))
			if cor.Method != corridor.SWIFT {
				why = reason.New(reason.SwiftCodeCorridor, "preflight's table asks "+cor.Key+" payouts for the receiving bank's swift_code; "+absentOrEmpty(t))
			}
			fail(c, errcatalog.PayoutSwiftCodeRequired, field, why)
		}
		return
	}
	given := strings.TrimSpace(t.S)
	bic, err := bankid.ParseBIC(given)
	if err != nil {
		normal, nerr := bankid.ParseBIC(bankid.NormalizeBIC(given))
		switch {
		case nerr == nil:
			fail(c, errcatalog.PayoutBICFormat, field,
				reason.New(reason.BICLowerCase, "ISO 9362 writes BICs in upper case: "+normal.String()+"; found "+reason.Quote(given)))
			bic = normal
		case errors.Is(nerr, bankid.ErrUnknownCountry):
			fail(c, errcatalog.PayoutBICFormat, field, reason.New(reason.BICCountry, err.Error()))
			return
		default:
			fail(c, errcatalog.PayoutBICFormat, field, reason.New(reason.BICFormat, err.Error()))
			return
		}
	}
	if country != "" && b.Text[IBAN].Blank() && !looksLikeIBAN(b.Text[AccountNumber].S) && bic.CountryDiffers(upper(country)) {
		c.Advise(errcatalog.WarnBICCountryMismatchAddress, field,
			reason.New(reason.BICCountryDiffers, "the BIC's country "+bic.Country+" differs from the address's "+reason.Bare(upper(country))), bic.Country, upper(country))
	}
}

// checkRouting checks the routing code slots the corridor names. Types compare without regard
// to case. A missing type or value gives the corridor's "missing" entry, a wrong type its "type"
// entry, each at most once: the specification states these. A value of the wrong shape (an ABA
// number failing its 3-7-1 check) predicts "beneficiary invalid", the nearest entry the platform
// has: the specification states no identifier's shape.
func checkRouting(c *rule.Context, b *Beneficiary, p *Paths, cor *corridor.Corridor) {
	typeDone, valueDone := false, false
	system := cor.Clearing // as the platform's messages name it: "ACH", "HKD-LOCAL"
	if system == corridor.Local {
		system = cor.Key
	}
	for i, r := range cor.Routing {
		if r.Type == "" {
			continue
		}
		typ, val := b.Text[routingType[i]], b.Text[routingValue[i]]
		switch {
		case typ.Blank() && !typeDone && !valueDone:
			// A missing type is "missing" for ACH and FEDWIRE, and the type's own entry where the
			// platform names type and value together (EFT's type entry is about both types).
			why := reason.New(reason.RoutingType, members[routingType[i]].name+" must be "+strconv.Quote(r.Type)+" for "+system+"; "+absentOrEmpty(typ))
			if cor.Routing[1].Type != "" {
				fail(c, cor.RoutingTypeEntry, p.Of(routingType[i]), why)
				typeDone = true
			} else {
				fail(c, cor.RoutingValueEntry, p.Of(routingType[i]), why)
				valueDone = true
			}
		case !typ.Blank() && !strings.EqualFold(strings.TrimSpace(typ.S), r.Type) && !typeDone:
			fail(c, cor.RoutingTypeEntry, p.Of(routingType[i]),
				reason.New(reason.RoutingType, members[routingType[i]].name+" must be "+strconv.Quote(r.Type)+" for "+system+"; found "+reason.Shown(typ.S)))
			typeDone = true
		}
		if val.Blank() {
			if !valueDone && !(typeDone && cor.RoutingTypeEntry == cor.RoutingValueEntry) {
				fail(c, cor.RoutingValueEntry, p.Of(routingValue[i]),
					reason.New(reason.RoutingMissing, system+" needs "+members[routingValue[i]].name+", the "+r.Check.Name()+"; "+absentOrEmpty(val)))
				valueDone = true
			}
			continue
		}
		v := strings.TrimSpace(val.S)
		if err := corridor.CheckValue(r.Check, v, 0, 0); err != nil {
			fail(c, errcatalog.PayoutBeneficiaryInvalid, p.Of(routingValue[i]), r.Check.Reason(v, err))
			continue
		}
		if r.Check == corridor.ABA && !bankid.ABAPrefixOf(v).Assigned() {
			c.Advise(errcatalog.WarnABAUnknownPrefix, p.Of(routingValue[i]),
				reason.New(reason.ABAUnknownPrefix, "no routing number is issued with the prefix "+v[:2]), v, v[:2])
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
				fail(c, in.Entry, p.Of(m), reason.New(reason.AdditionalInfoRequired,
					"preflight's table asks "+cor.Key+" payouts for additional_info."+in.Field+"; "+absentOrEmpty(t)))
				continue
			}
			if in.Check != corridor.NoCheck {
				msisdnChecked = msisdnChecked || m == Msisdn
				v := strings.TrimSpace(t.S)
				if err := corridor.CheckValue(in.Check, v, 0, 0); err != nil {
					fail(c, errcatalog.PayoutBeneficiaryInvalid, p.Of(m), in.Check.Reason(v, err))
				}
			}
		}
	}
	if t := b.Text[Msisdn]; !msisdnChecked && !t.Blank() {
		v := strings.TrimSpace(t.S)
		if err := corridor.CheckValue(corridor.E164, v, 0, 0); err != nil {
			fail(c, errcatalog.PayoutBeneficiaryInvalid, p.Of(Msisdn), corridor.E164.Reason(v, err))
		}
	}
}
