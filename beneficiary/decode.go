package beneficiary

import (
	"strings"

	"github.com/preflightpay/preflight/input"
	"github.com/preflightpay/preflight/rule"
)

// Text is a string member as given: Set when the request holds it as a JSON string (perhaps
// empty), so that "absent" and "empty" can get different messages.
type Text struct {
	S   string
	Set bool
}

// Blank reports whether the member is absent, empty or only white space.
func (t Text) Blank() bool { return strings.TrimSpace(t.S) == "" }

// Beneficiary is a beneficiary object as the request gives it. Members of the wrong JSON type
// have been reported by Decode and read as absent.
type Beneficiary struct {
	Present bool // the object was given

	EntityType, FirstName, LastName, CompanyName, AccountHolder Text
	ClearingSystem, AccountNumber, IBAN, SwiftCode              Text
	RoutingType, RoutingValue                                   [2]Text
	ProxyID                                                     Text
	IDType, IDNumber, Msisdn, TaxID                             Text // additional_info
	Country, City, State, StreetAddress, PostalCode             Text // address
	BankName, BankAddress                                       Text
}

// Paths are the field paths of a beneficiary's members, built once: for the beneficiary
// operations (TopLevel) and for the beneficiary nested in a payout (Nested). Rules pass these
// constants to the report, so that recording a finding needs no string building.
type Paths struct {
	Object                                                      string // "" or "beneficiary"
	EntityType, FirstName, LastName, CompanyName, AccountHolder string
	ClearingSystem, AccountNumber, IBAN, SwiftCode              string
	RoutingType, RoutingValue                                   [2]string
	ProxyID, AdditionalInfo, Address                            string
	IDType, IDNumber, Msisdn, TaxID                             string
	Country, City, State, StreetAddress, PostalCode             string
	BankName, BankAddress                                       string
}

func newPaths(object string) *Paths {
	j := func(name string) string { return rule.Join(object, name) }
	p := &Paths{Object: object,
		EntityType: j("entity_type"), FirstName: j("first_name"), LastName: j("last_name"),
		CompanyName: j("company_name"), AccountHolder: j("account_holder"),
		ClearingSystem: j("clearing_system"), AccountNumber: j("account_number"), IBAN: j("iban"),
		SwiftCode:    j("swift_code"),
		RoutingType:  [2]string{j("routing_code_type1"), j("routing_code_type2")},
		RoutingValue: [2]string{j("routing_code_value1"), j("routing_code_value2")},
		ProxyID:      j("proxy_id"), AdditionalInfo: j("additional_info"), Address: j("address"),
		BankName: j("bank_name"), BankAddress: j("bank_address"),
	}
	info := func(name string) string { return rule.Join(p.AdditionalInfo, name) }
	addr := func(name string) string { return rule.Join(p.Address, name) }
	p.IDType, p.IDNumber, p.Msisdn, p.TaxID = info("id_type"), info("id_number"), info("msisdn"), info("tax_id")
	p.Country, p.City, p.State = addr("country"), addr("city"), addr("state")
	p.StreetAddress, p.PostalCode = addr("street_address"), addr("postal_code")
	return p
}

// The two sets of paths.
var (
	TopLevel = newPaths("")
	Nested   = newPaths("beneficiary")
)

// Info returns the path of an additional_info member by name.
func (p *Paths) Info(name string) string {
	switch name {
	case "id_type":
		return p.IDType
	case "id_number":
		return p.IDNumber
	case "msisdn":
		return p.Msisdn
	case "tax_id":
		return p.TaxID
	}
	return rule.Join(p.AdditionalInfo, name)
}

func text(c *rule.Context, v input.Value, field string) Text {
	s, ok := c.String(v, field)
	return Text{S: s, Set: ok}
}

// Decode reads the beneficiary object v, whose members' paths are p. A member of the wrong JSON
// type records the operation's invalid-request entry at its path and reads as absent.
func Decode(c *rule.Context, v input.Value, p *Paths) Beneficiary {
	b := Beneficiary{Present: v.Kind() == input.Object}
	if !b.Present {
		return b
	}
	b.EntityType = text(c, v.Get("entity_type"), p.EntityType)
	b.FirstName = text(c, v.Get("first_name"), p.FirstName)
	b.LastName = text(c, v.Get("last_name"), p.LastName)
	b.CompanyName = text(c, v.Get("company_name"), p.CompanyName)
	b.AccountHolder = text(c, v.Get("account_holder"), p.AccountHolder)
	b.ClearingSystem = text(c, v.Get("clearing_system"), p.ClearingSystem)
	b.AccountNumber = text(c, v.Get("account_number"), p.AccountNumber)
	b.IBAN = text(c, v.Get("iban"), p.IBAN)
	b.SwiftCode = text(c, v.Get("swift_code"), p.SwiftCode)
	b.RoutingType[0] = text(c, v.Get("routing_code_type1"), p.RoutingType[0])
	b.RoutingValue[0] = text(c, v.Get("routing_code_value1"), p.RoutingValue[0])
	b.RoutingType[1] = text(c, v.Get("routing_code_type2"), p.RoutingType[1])
	b.RoutingValue[1] = text(c, v.Get("routing_code_value2"), p.RoutingValue[1])
	b.ProxyID = text(c, v.Get("proxy_id"), p.ProxyID)
	if info, ok := c.Object(v.Get("additional_info"), p.AdditionalInfo); ok {
		b.IDType = text(c, info.Get("id_type"), p.IDType)
		b.IDNumber = text(c, info.Get("id_number"), p.IDNumber)
		b.Msisdn = text(c, info.Get("msisdn"), p.Msisdn)
		b.TaxID = text(c, info.Get("tax_id"), p.TaxID)
	}
	if addr, ok := c.Object(v.Get("address"), p.Address); ok {
		b.Country = text(c, addr.Get("country"), p.Country)
		b.City = text(c, addr.Get("city"), p.City)
		b.State = text(c, addr.Get("state"), p.State)
		b.StreetAddress = text(c, addr.Get("street_address"), p.StreetAddress)
		b.PostalCode = text(c, addr.Get("postal_code"), p.PostalCode)
	}
	b.BankName = text(c, v.Get("bank_name"), p.BankName)
	b.BankAddress = text(c, v.Get("bank_address"), p.BankAddress)
	return b
}

// Info returns an additional_info member by name.
func (b *Beneficiary) Info(name string) Text {
	switch name {
	case "id_type":
		return b.IDType
	case "id_number":
		return b.IDNumber
	case "msisdn":
		return b.Msisdn
	case "tax_id":
		return b.TaxID
	}
	return Text{}
}
