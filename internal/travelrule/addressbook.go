package travelrule

import (
	"errors"
	"strings"

	"github.com/preflightpay/preflight/chainaddr"
	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/facts"
	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/rule"
	"github.com/preflightpay/preflight/reason"
)

// Declaration pairs an address_type with the legal_declaration the platform expects for it. The
// specification names the rule ("legal_declaration does not match address_type") but not the
// values; these pairs are preflight's reading, kept here as the one place to change them.
type Declaration struct {
	AddressType      string
	LegalDeclaration string
	Meaning          string
}

var declarations = []Declaration{
	{AddressType: "first_party", LegalDeclaration: "self_owned", Meaning: "the account holder declares the address is their own"},
	{AddressType: "third_party", LegalDeclaration: "third_party_owned", Meaning: "the account holder declares the address belongs to someone else, named in the travel-rule data"},
}

// declarationFor returns the legal_declaration that goes with addressType, or "".
func declarationFor(addressType string) string {
	for _, d := range declarations {
		if d.AddressType == addressType {
			return d.LegalDeclaration
		}
	}
	return ""
}

// Declarations returns the address_type and legal_declaration pairs.
func Declarations() []Declaration { return append([]Declaration(nil), declarations...) }

// The values of list-address-book's address_kind filter: withdrawal addresses
// (create-address-book) and deposit senders (create-deposit-sender). Matched without regard to
// case; empty means no filter.
const (
	KindWithdraw      = "withdraw"
	KindDepositSender = "deposit_sender"
)

// AddressKinds returns the values of the address_kind filter.
func AddressKinds() []string { return []string{KindWithdraw, KindDepositSender} }

// CheckCreate checks a ramp/create-address-book request, in the order of the specification's
// rows: the declaration, the travel-rule JSON, the party rules, then the address against the
// facts and its network's format, then the label.
func CheckCreate(c *rule.Context) {
	in := c.Input
	address, network := c.StringParam("address"), c.StringParam("network")
	// The platform cannot add an entry without an address on a network; it has no message of
	// its own for that, so it is the request it cannot read.
	for _, m := range [...]struct {
		name string
		rule.Text
	}{{"address", address}, {"network", network}} {
		if m.Missing() {
			c.Fail(c.InvalidRequest, m.name, reason.New(reason.TravelRuleMissingMember, m.name+" is required to add an address"))
		}
	}
	checkDeclaration(c)
	partyInRequest := hasPartyFields(in)
	if partyInRequest {
		checkParty(c, in, "")
	}
	if text := c.StringParam("meta_data"); !text.Blank() {
		checkTravelRuleData(c, text.S, "meta_data", !partyInRequest)
	}
	if !address.Blank() {
		checkNotAllowed(c, address.S)
		if !network.Blank() {
			checkAddressFormat(c, network.S, address.S)
		}
	}
	label := c.StringParam("label")
	c.StringParam("asset")
	if !label.Blank() {
		book, ok := addressBook(c, "ramp.address-label-exists")
		if ok && findLabel(book, label.S, "") >= 0 {
			c.Fail(errcatalog.RampAddressLabelAlreadyExists, "label", reason.New(reason.TravelRuleLabel, "an entry of the address book is labelled "+reason.Shown(label.S)))
		}
	}
}

func checkDeclaration(c *rule.Context) {
	addressType, declaration := c.StringParam("address_type").S, c.StringParam("legal_declaration").S
	if addressType == "" && declaration == "" {
		return
	}
	if declaration != "" && declaration == declarationFor(addressType) {
		return
	}
	text := "address_type " + reason.Shown(addressType) + " is not first_party or third_party"
	if want := declarationFor(addressType); want != "" {
		text = "address_type " + reason.Shown(addressType) + " goes with legal_declaration " + reason.Shown(want) + "; found " + reason.Shown(declaration)
	}
	c.Fail(errcatalog.RampLegalDeclarationMismatch, "legal_declaration", reason.New(reason.TravelRuleDeclaration, text))
}

// checkTravelRuleData checks travel-rule JSON held in a string at field: its syntax, worded as
// encoding/json words it; then, when the request itself carries no party fields, the party rules
// on the object's members; then IVMS101, as warnings. Valid JSON that is not an object passes:
// the platform's message only speaks of syntax, so preflight warns and does not guess further.
func checkTravelRuleData(c *rule.Context, text, field string, partyHere bool) {
	if err := input.CheckSyntax(text); err != nil {
		c.Fail(errcatalog.RampInvalidTravelRuleJSON, field, reason.New(reason.TravelRuleJSON, field+" must hold JSON; "+err.Error()), err.Error())
		return
	}
	v, err := input.Parse([]byte(text), input.DefaultLimits())
	if err != nil {
		msg := "travel-rule data not checked further: " + err.Error()
		c.Advise(errcatalog.WarnIVMS101, field, reason.New(reason.TravelRuleNotObject, msg), msg)
		return
	}
	if v.Kind() != input.Object {
		msg := "travel-rule data is a JSON " + v.Kind().String() + ", not an object"
		c.Advise(errcatalog.WarnIVMS101, field, reason.New(reason.TravelRuleNotObject, msg), msg)
		return
	}
	if partyHere && hasPartyFields(v) {
		checkParty(c, v, field)
	}
	if IsIVMS101(v) {
		for _, p := range CheckIVMS101(v) {
			c.Advise(errcatalog.WarnIVMS101, field+"."+p.Path, reason.New(reason.TravelRuleIVMS101, p.Message), p.Message)
		}
	}
}

func checkNotAllowed(c *rule.Context, address string) {
	r := c.Facts.Ramp
	if r == nil || r.AddressesNotAllowed == nil {
		c.Skip("ramp.address-not-allowed", "ramp.addresses_not_allowed")
		return
	}
	for _, a := range r.AddressesNotAllowed {
		if chainaddr.SameAddress(a, address) {
			c.Fail(errcatalog.RampAddressNotAllowed, "address", reason.New(reason.TravelRuleNotAllowed, "ramp.addresses_not_allowed lists the address"))
			return
		}
	}
}

// checkAddressFormat checks the address against its network's format. A network outside
// chainaddr's table is not an error (the platform may support it): the rule is listed as skipped.
func checkAddressFormat(c *rule.Context, network, address string) {
	switch err := chainaddr.Validate(network, address); {
	case err == nil:
	case errors.Is(err, chainaddr.ErrUnsupportedNetwork):
		c.Skip("ramp.address-format", "a network in preflight's network table (ETH, BTC, TRX, SOL, ...)")
	default:
		addressFormatFailed(c, network, err)
	}
}

// addressFormatFailed records the format error with its basis: the network's standard form is
// the specification's, an optional EIP-55 checksum or a test network is preflight's reading.
func addressFormatFailed(c *rule.Context, network string, err error) {
	var detail *chainaddr.Error
	if !errors.As(err, &detail) {
		return
	}
	why := reason.AddressFormat
	n, _ := chainaddr.Lookup(network)
	switch {
	case errors.Is(err, chainaddr.ErrChecksum) && n.Family == chainaddr.FamilyEVM:
		why = reason.AddressEIP55
	case errors.Is(err, chainaddr.ErrWrongNetwork):
		why = reason.AddressOtherNetwork
	}
	c.Fail(errcatalog.RampInvalidAddressFormat, "address", reason.New(why, "not a "+n.Name+" address: "+detail.Kind.Error()+", "+detail.Reason), network)
}

// addressBook returns the address-book facts, or records that ruleName was skipped.
func addressBook(c *rule.Context, ruleName string) ([]facts.AddressBookEntry, bool) {
	if c.Facts.Ramp == nil || c.Facts.Ramp.AddressBook == nil {
		c.Skip(ruleName, "ramp.address_book")
		return nil, false
	}
	return c.Facts.Ramp.AddressBook, true
}

// findLabel returns the index of an entry other than exceptID carrying label, or -1.
func findLabel(book []facts.AddressBookEntry, label, exceptID string) int {
	for i, e := range book {
		if e.Label == label && (exceptID == "" || e.ID != exceptID) {
			return i
		}
	}
	return -1
}

// CheckUpdate checks a ramp/update-address-book request: is_whitelist, the travel-rule JSON,
// then, against the address book, the entry, its label and whether its travel rule is set.
func CheckUpdate(c *rule.Context) {
	in := c.Input
	idM := c.QueryParam("id")
	if idM.Missing() {
		c.Fail(c.InvalidRequest, "id", reason.New(reason.TravelRuleMissingMember, "id is required to update an entry"))
	}
	id := strings.TrimSpace(idM.S)
	label := c.StringParam("label")
	checkIsWhitelist(c, in.Get("is_whitelist"))
	metaData := c.StringParam("meta_data")
	if !metaData.Blank() {
		checkTravelRuleData(c, metaData.S, "meta_data", true)
	}
	if id == "" {
		return
	}
	book, ok := addressBook(c, "ramp.address-book-entry")
	if !ok {
		return
	}
	entry := -1
	for i, e := range book {
		if e.ID == id {
			entry = i
		}
	}
	if entry < 0 {
		c.Fail(errcatalog.RampWhitelistAddressNotFound, "id", reason.New(reason.TravelRuleEntryNotFound, "ramp.address_book holds no entry "+reason.Shown(id)))
		return
	}
	if !label.Blank() && findLabel(book, label.S, id) >= 0 {
		c.Fail(errcatalog.RampLabelAlreadyUsed, "label", reason.New(reason.TravelRuleLabel, "another entry of the address book is labelled "+reason.Shown(label.S)))
	}
	if !metaData.Blank() {
		switch set := book[entry].TravelRuleSet; {
		case set == nil:
			c.Skip("ramp.travel-rule-already-set", "ramp.address_book[].travel_rule_set")
		case *set:
			c.Fail(errcatalog.RampTravelRuleAlreadySet, "meta_data", reason.New(reason.TravelRuleAlreadySet, "the facts give travel_rule_set = true for entry "+reason.Shown(id)))
		}
	}
}

// checkIsWhitelist accepts a JSON boolean or the strings "true" and "false".
func checkIsWhitelist(c *rule.Context, v input.Value) {
	switch v.Kind() {
	case input.Invalid, input.Null, input.Bool:
		return
	case input.String:
		if s := v.Str(); s == "true" || s == "false" {
			return
		}
	}
	c.Fail(errcatalog.RampInvalidIsWhitelist, "is_whitelist", reason.New(reason.TravelRuleIsWhitelist, "is_whitelist must be true or false; found "+describe(v)))
}

// describe quotes a string value for a reason, and names any other JSON type.
func describe(v input.Value) string {
	if v.Kind() == input.String {
		return reason.Shown(v.Str())
	}
	return "a JSON " + v.Kind().String() + " " + reason.Shown(v.Text())
}

// CheckList checks a ramp/list-address-book request's address_kind filter.
func CheckList(c *rule.Context) {
	kind := c.QueryParam("address_kind").S
	if kind == "" || strings.EqualFold(kind, KindWithdraw) || strings.EqualFold(kind, KindDepositSender) {
		return
	}
	c.Fail(errcatalog.RampInvalidAddressKind, "address_kind", reason.New(reason.TravelRuleAddressKind, "address_kind must be "+KindWithdraw+" or "+KindDepositSender+"; found "+reason.Shown(kind)))
}

// CheckDepositSender checks a ramp/create-deposit-sender request: the source address and its
// network, then the travel-rule metadata, which is required.
func CheckDepositSender(c *rule.Context) {
	source, network := c.StringParam("source_address"), c.StringParam("network")
	switch {
	case source.Missing():
		c.Fail(errcatalog.RampSourceAddressAndNetworkRequired, "source_address", reason.New(reason.RampRequired, "source_address is required"))
	case network.Missing() && !source.Unreadable:
		c.Fail(errcatalog.RampSourceAddressAndNetworkRequired, "network", reason.New(reason.RampRequired, "network is required"))
	}
	metadata := c.StringParam("metadata")
	switch {
	case metadata.Unreadable:
	case metadata.Blank():
		c.Fail(errcatalog.RampMetadataRequired, "metadata", reason.New(reason.RampRequired, "metadata is required"))
	default:
		checkTravelRuleData(c, metadata.S, "metadata", true)
	}
}
