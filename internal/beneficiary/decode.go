package beneficiary

import (
	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/rule"
)

// Member names one string member of a beneficiary object. The members table below is the one
// place that says where each lives in the object; Decode, Paths and the rules all index by it.
type Member uint8

// The members, in the order Decode reads them (which is the order of wrong-type findings).
const (
	EntityType Member = iota
	FirstName
	LastName
	CompanyName
	AccountHolder
	ClearingSystem
	AccountNumber
	IBAN
	SwiftCode
	RoutingType1
	RoutingValue1
	RoutingType2
	RoutingValue2
	ProxyID
	IDType // additional_info
	IDNumber
	Msisdn
	TaxID
	Country // address
	City
	State
	StreetAddress
	PostalCode
	BankName
	BankAddress
	numMembers
)

// group is the object a member lives in: the beneficiary itself, additional_info or address.
type group uint8

const (
	inBeneficiary group = iota
	inAdditionalInfo
	inAddress
	numGroups
)

// groupMemberNames are the members of the beneficiary that hold the nested groups.
var groupMemberNames = [numGroups]string{inAdditionalInfo: "additional_info", inAddress: "address"}

// members says, for each Member, the object it lives in and its name there.
var members = [numMembers]struct {
	in   group
	name string
}{
	EntityType:     {inBeneficiary, "entity_type"},
	FirstName:      {inBeneficiary, "first_name"},
	LastName:       {inBeneficiary, "last_name"},
	CompanyName:    {inBeneficiary, "company_name"},
	AccountHolder:  {inBeneficiary, "account_holder"},
	ClearingSystem: {inBeneficiary, "clearing_system"},
	AccountNumber:  {inBeneficiary, "account_number"},
	IBAN:           {inBeneficiary, "iban"},
	SwiftCode:      {inBeneficiary, "swift_code"},
	RoutingType1:   {inBeneficiary, "routing_code_type1"},
	RoutingValue1:  {inBeneficiary, "routing_code_value1"},
	RoutingType2:   {inBeneficiary, "routing_code_type2"},
	RoutingValue2:  {inBeneficiary, "routing_code_value2"},
	ProxyID:        {inBeneficiary, "proxy_id"},
	IDType:         {inAdditionalInfo, "id_type"},
	IDNumber:       {inAdditionalInfo, "id_number"},
	Msisdn:         {inAdditionalInfo, "msisdn"},
	TaxID:          {inAdditionalInfo, "tax_id"},
	Country:        {inAddress, "country"},
	City:           {inAddress, "city"},
	State:          {inAddress, "state"},
	StreetAddress:  {inAddress, "street_address"},
	PostalCode:     {inAddress, "postal_code"},
	BankName:       {inBeneficiary, "bank_name"},
	BankAddress:    {inBeneficiary, "bank_address"},
}

// The routing code slots: slot i is routing_code_type(i+1) and routing_code_value(i+1).
var (
	routingType  = [2]Member{RoutingType1, RoutingType2}
	routingValue = [2]Member{RoutingValue1, RoutingValue2}
)

// infoMember returns the additional_info member called name ("msisdn").
func infoMember(name string) (Member, bool) {
	for m := range numMembers {
		if members[m].in == inAdditionalInfo && members[m].name == name {
			return m, true
		}
	}
	return 0, false
}

// Beneficiary is a beneficiary object as the request gives it. Members of the wrong JSON type
// have been reported by Decode and read as absent.
type Beneficiary struct {
	Present bool // the object was given
	// Text holds each member as given, indexed by Member.
	Text [numMembers]rule.Text
}

// Paths are the field paths of a beneficiary's members, built once: for the beneficiary
// operations (TopLevel) and for the beneficiary nested in a payout (Nested). Rules pass these
// constants to the report, so that recording a finding needs no string building.
type Paths struct {
	object string
	groups [numGroups]string
	member [numMembers]string
}

func newPaths(object string) *Paths {
	p := &Paths{object: object}
	p.groups[inBeneficiary] = object
	for g := inAdditionalInfo; g < numGroups; g++ {
		p.groups[g] = rule.Join(object, groupMemberNames[g])
	}
	for m := range numMembers {
		p.member[m] = rule.Join(p.groups[members[m].in], members[m].name)
	}
	return p
}

// Of returns the path of member m: "beneficiary.address.city" for City in a payout.
func (p *Paths) Of(m Member) string { return p.member[m] }

var topLevel, nested = newPaths(""), newPaths("beneficiary")

// TopLevel returns the paths of a beneficiary that is the request itself: the beneficiary
// operations.
func TopLevel() *Paths { return topLevel }

// Nested returns the paths of the beneficiary a payout carries, under "beneficiary".
func Nested() *Paths { return nested }

// Empty reports whether the object was given with no member at all ("beneficiary": {}), which
// names no beneficiary any more than an absent one.
func (b *Beneficiary) Empty() bool {
	if !b.Present {
		return false
	}
	for m := range numMembers {
		if b.Text[m].Set {
			return false
		}
	}
	return true
}

// Decode reads the beneficiary object v, whose members' paths are p. A member of the wrong JSON
// type records the operation's invalid-request entry at its path and reads as absent; so does an
// additional_info or address that is not an object, whose members then read as absent.
func Decode(c *rule.Context, v input.Value, p *Paths) Beneficiary {
	b := Beneficiary{Present: v.Kind() == input.Object}
	if !b.Present {
		return b
	}
	// Each object's members are found in one pass (input.Names); the members are then read in
	// Member order, the order of wrong-type findings.
	var found [numGroups][maxGroupNames]input.Value
	groupNames[inBeneficiary].Gather(v, found[inBeneficiary][:])
	var parent [numGroups]input.Value
	var read, ok [numGroups]bool
	parent[inBeneficiary], read[inBeneficiary], ok[inBeneficiary] = v, true, true
	for m := range numMembers {
		g := members[m].in
		if !read[g] {
			parent[g], ok[g] = c.Object(found[inBeneficiary][groupSlot[g]], p.groups[g])
			if ok[g] {
				groupNames[g].Gather(parent[g], found[g][:])
			}
			read[g] = true
		}
		if ok[g] {
			b.Text[m] = c.TextOf(found[g][memberSlot[m]], p.member[m])
		}
	}
	return b
}

// maxGroupNames bounds the names read from one object: the beneficiary's own members and the
// names of its nested groups.
const maxGroupNames = 24

// groupNames are the names Decode reads from each object; memberSlot is each Member's position
// among its object's names, groupSlot each nested group's position among the beneficiary's.
var groupNames, memberSlot, groupSlot = func() (names [numGroups]*input.Names, mslot [numMembers]uint8, gslot [numGroups]uint8) {
	var lists [numGroups][]string
	for m := range numMembers {
		g := members[m].in
		mslot[m] = uint8(len(lists[g]))
		lists[g] = append(lists[g], members[m].name)
	}
	for g := inAdditionalInfo; g < numGroups; g++ {
		gslot[g] = uint8(len(lists[inBeneficiary]))
		lists[inBeneficiary] = append(lists[inBeneficiary], groupMemberNames[g])
	}
	for g := range numGroups {
		if len(lists[g]) > maxGroupNames {
			panic("beneficiary: raise maxGroupNames")
		}
		names[g] = input.NewNames(lists[g]...)
	}
	return names, mslot, gslot
}()
