package travelrule

import (
	"strings"

	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/rule"
	"github.com/preflightpay/preflight/reason"
)

// The values the platform accepts for the travel-rule party fields (CONTRACT.md fixes them).
const (
	WalletHosted   = "hosted"
	WalletUnhosted = "unhosted"
	FirstParty     = "first_party"
	ThirdParty     = "third_party"
	Individual     = "individual"
	Corporation    = "corporation"
)

// WalletTypes returns the values of wallet_type.
func WalletTypes() []string { return []string{WalletHosted, WalletUnhosted} }

// AddressParties returns the values of address_party.
func AddressParties() []string { return []string{FirstParty, ThirdParty} }

// EntityTypes returns the values of entity_type.
func EntityTypes() []string { return []string{Individual, Corporation} }

// partyFields are the travel-rule members that describe who holds the address. They are read from
// the request itself (create-address-book names them as body fields) or, when none of them is
// there, from the members of the meta_data JSON object (the only place update-address-book and
// create-deposit-sender can carry them).
var partyFields = []string{"wallet_type", "address_party", "entity_type", "first_name", "last_name", "company_name", "country", "city", "vasp_id", "vasp_name"}

// hasPartyFields reports whether obj carries any travel-rule party member.
func hasPartyFields(obj input.Value) bool {
	for _, f := range partyFields {
		if obj.Get(f).Present() {
			return true
		}
	}
	return false
}

// partyText reads a party member and whether it is given. A blank string is not given (the one
// rule for empty strings, see rule.Text). In the request a wrong JSON type is the operation's
// invalid request; inside meta_data (a JSON document of its own) a non-string stands as given but
// not one of the allowed values, and as empty for names.
func partyText(c *rule.Context, obj input.Value, name, field string, inRequest bool) (string, bool) {
	if inRequest {
		s, _ := c.StringAt(obj, field)
		return s, !blank(s)
	}
	v := obj.Get(name)
	switch {
	case v.Missing():
		return "", false
	case v.Kind() != input.String:
		return "", true
	}
	return v.Str(), !blank(v.Str())
}

func oneOf(s string, values ...string) bool {
	for _, v := range values {
		if s == v {
			return true
		}
	}
	return false
}

func blank(s string) bool { return strings.TrimSpace(s) == "" }

// checkParty applies the platform's rules on who holds an address: the enumerations, the names a
// third party needs, and the VASP a hosted wallet needs. prefix is "" for members of the request,
// or the path of the travel-rule JSON ("meta_data").
func checkParty(c *rule.Context, obj input.Value, prefix string) {
	inRequest := prefix == ""
	get := func(name string) (string, bool) {
		return partyText(c, obj, name, rule.Join(prefix, name), inRequest)
	}
	walletType, hasWallet := get("wallet_type")
	if hasWallet && !oneOf(walletType, WalletHosted, WalletUnhosted) {
		c.Fail(errcatalog.RampInvalidWalletType, rule.Join(prefix, "wallet_type"), reason.New(reason.TravelRulePartyValue, "wallet_type must be hosted or unhosted; found "+reason.Shown(walletType)))
	}
	party, hasParty := get("address_party")
	if hasParty && !oneOf(party, FirstParty, ThirdParty) {
		c.Fail(errcatalog.RampInvalidAddressParty, rule.Join(prefix, "address_party"), reason.New(reason.TravelRulePartyValue, "address_party must be first_party or third_party; found "+reason.Shown(party)))
	}
	entity, hasEntity := get("entity_type")
	thirdParty := party == ThirdParty
	// A third party must say what it is; for the first party (the account holder) the platform
	// already knows, so entity_type is checked only when given.
	if (hasEntity || thirdParty) && !oneOf(entity, Individual, Corporation) {
		found := reason.Shown(entity)
		if !hasEntity {
			found = "none"
		}
		c.Fail(errcatalog.RampInvalidEntityType, rule.Join(prefix, "entity_type"), reason.New(reason.TravelRulePartyValue, "entity_type must be individual or corporation; found "+found))
	}
	if thirdParty {
		switch entity {
		case Individual:
			needBoth(c, get, prefix, "first_name", "last_name", errcatalog.RampThirdPartyIndividualNeedsNames)
		case Corporation:
			if company, _ := get("company_name"); blank(company) {
				c.Fail(errcatalog.RampThirdPartyCorporationNeedsCompanyName, rule.Join(prefix, "company_name"), reason.New(reason.TravelRuleThirdParty, "a corporation third party needs company_name"))
			}
		}
		needBoth(c, get, prefix, "country", "city", errcatalog.RampThirdPartyNeedsCountryAndCity)
	}
	if walletType == WalletHosted {
		id, _ := get("vasp_id")
		name, _ := get("vasp_name")
		if blank(id) && blank(name) {
			c.Fail(errcatalog.RampHostedWalletNeedsVASP, rule.Join(prefix, "vasp_id"), reason.New(reason.TravelRuleHostedVASP, "a hosted wallet needs vasp_id or vasp_name; both are blank"))
		}
	}
}

// needBoth records id once when either of two members is blank, at the first one missing.
func needBoth(c *rule.Context, get func(string) (string, bool), prefix, a, b string, id errcatalog.ID) {
	va, _ := get(a)
	vb, _ := get(b)
	for _, m := range [...]struct{ name, value string }{{a, va}, {b, vb}} {
		if blank(m.value) {
			c.Fail(id, rule.Join(prefix, m.name), reason.New(reason.TravelRuleThirdParty, "a third party needs "+a+" and "+b+"; "+m.name+" is blank"))
			return
		}
	}
}
