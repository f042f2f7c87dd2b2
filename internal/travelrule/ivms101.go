package travelrule

import (
	"strconv"
	"strings"

	"github.com/preflightpay/preflight/bankid"
	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/rule"
	"github.com/preflightpay/preflight/reason"
)

// Problem is one way a travel-rule payload departs from IVMS101, at a JSON path inside it.
type Problem struct {
	Path    string // "originator.originatorPersons[0].naturalPerson.name.nameIdentifier[0]"
	Message string // "LegalNamePresent: a natural person needs a name identifier of type LEGL"
}

// IVMS101 code lists (IVMS101 2020, section 6).
var (
	naturalNameTypes = []string{"ALIA", "BIRT", "MAID", "LEGL", "MISC"}
	legalNameTypes   = []string{"LEGL", "SHRT", "TRAD"}
	addressTypes     = []string{"HOME", "BIZZ", "GEOG"}
	nationalIDTypes  = []string{"ARNU", "CCPT", "RAID", "DRLC", "FIIN", "TXID", "SOCS", "IDCD", "LEIX", "MISC"}
	// legalPersonIDTypes are the national identifier types a legal person may use
	// (constraint ValidNationalIdentifierLegalPerson).
	legalPersonIDTypes = []string{"RAID", "MISC", "LEIX", "TXID"}
)

// ivmsTopLevel are the members of an IVMS101 IdentityPayload. A travel-rule object holding any of
// them (in camelCase or PascalCase) is checked as IVMS101.
var ivmsTopLevel = []string{"originator", "beneficiary", "originatingVASP", "beneficiaryVASP", "transferPath", "payloadMetadata"}

// IsIVMS101 reports whether a travel-rule object looks like an IVMS101 IdentityPayload.
func IsIVMS101(v input.Value) bool {
	if v.Kind() != input.Object {
		return false
	}
	for _, m := range v.Members() {
		for _, k := range ivmsTopLevel {
			if strings.EqualFold(m.Key, k) {
				return true
			}
		}
	}
	return false
}

// CheckIVMS101 checks an IVMS101 IdentityPayload against the standard's data model and
// constraints that can be checked offline: code lists, ISO 3166 country codes, text lengths, the
// shape of names and addresses, ISO 17442 LEI check digits, and the constraints
// OriginatorInformationNaturalPerson, OriginatorInformationLegalPerson, LegalNamePresent,
// LegalNamePresentLegalPerson, ValidAddress, ValidNationalIdentifierLegalPerson,
// CompleteNationalIdentifierLegalPerson, RegistrationAuthority (shape only) and ValidLEI.
// DateInPast needs a clock and is left to the caller. The platform does not enforce IVMS101;
// preflight reports these as warnings.
func CheckIVMS101(payload input.Value) []Problem {
	k := ivmsChecker{}
	for _, m := range payload.Members() {
		switch strings.ToLower(m.Key) {
		case "originator":
			k.parties(m.Value, m.Key, "originatorPersons", true)
		case "beneficiary":
			k.parties(m.Value, m.Key, "beneficiaryPersons", false)
		case "originatingvasp", "beneficiaryvasp":
			// The VASP objects wrap a Person under a member of the same name.
			inner := m.Value.Get(m.Key)
			if !inner.Present() {
				inner = m.Value.Get(lowerFirst(m.Key))
			}
			if k.object(m.Value, m.Key) && inner.Present() {
				k.person(inner, m.Key+"."+lowerFirst(m.Key), false)
			}
		}
	}
	return k.problems
}

func lowerFirst(s string) string {
	if s == "" || s[0] < 'A' || s[0] > 'Z' {
		return s
	}
	return string(s[0]+'a'-'A') + s[1:]
}

type ivmsChecker struct {
	problems []Problem
}

func (k *ivmsChecker) add(path, msg string) {
	k.problems = append(k.problems, Problem{Path: path, Message: msg})
}

func (k *ivmsChecker) object(v input.Value, path string) bool {
	if v.Kind() != input.Object {
		k.add(path, "must be an object")
		return false
	}
	return true
}

func index(path string, i int) string { return path + "[" + strconv.Itoa(i) + "]" }

// list reads a member that IVMS101 defines as a list; a single object is accepted as a list of
// one with a warning, since many implementations send it so.
func (k *ivmsChecker) list(v input.Value, path string) []input.Value {
	switch v.Kind() {
	case input.Array:
		return v.Elems()
	case input.Invalid, input.Null:
		return nil
	}
	k.add(path, "must be an array")
	return nil
}

// text reads an optional text member and checks its IVMS101 maximum length (in characters).
func (k *ivmsChecker) text(obj input.Value, name, path string, max int) (string, bool) {
	v := obj.Get(name)
	p := path + "." + name
	switch v.Kind() {
	case input.Invalid, input.Null:
		return "", false
	case input.String:
		s := v.Str()
		if n := len([]rune(s)); n > max {
			k.add(p, "longer than "+strconv.Itoa(max)+" characters ("+strconv.Itoa(n)+")")
		}
		return s, strings.TrimSpace(s) != ""
	}
	k.add(p, "must be a string")
	return "", false
}

// required is text for a member IVMS101 requires.
func (k *ivmsChecker) required(obj input.Value, name, path string, max int) (string, bool) {
	s, ok := k.text(obj, name, path, max)
	if !ok {
		k.add(path+"."+name, "is required")
	}
	return s, ok
}

func (k *ivmsChecker) code(obj input.Value, name, path string, allowed []string) (string, bool) {
	s, ok := k.text(obj, name, path, 1<<30)
	if ok && !oneOf(s, allowed...) {
		k.add(path+"."+name, reason.QuoteWith(s, strconv.Quote)+" is not one of "+strings.Join(allowed, ", "))
	}
	return s, ok
}

// country checks an ISO 3166-1 alpha-2 code (constraint ValidCountryCode); IVMS101 also allows
// "XX" for an unknown country.
func (k *ivmsChecker) country(obj input.Value, name, path string) {
	s, ok := k.text(obj, name, path, 1<<30)
	if ok && !isCountry(s) {
		k.add(path+"."+name, "ValidCountryCode: "+reason.QuoteWith(s, strconv.Quote)+" is not an ISO 3166-1 alpha-2 country code")
	}
}

func isCountry(s string) bool {
	if s == "XX" {
		return true
	}
	return bankid.CountryCode(s)
}

// parties checks an Originator or Beneficiary: its persons and account numbers.
func (k *ivmsChecker) parties(v input.Value, path, personsName string, originator bool) {
	if !k.object(v, path) {
		return
	}
	persons := v.Get(personsName)
	if !persons.Present() {
		persons = v.Get(strings.ToUpper(personsName[:1]) + personsName[1:])
	}
	list := k.list(persons, path+"."+personsName)
	if persons.Kind() == input.Array && len(list) == 0 {
		k.add(path+"."+personsName, "needs at least one person")
	}
	for i, p := range list {
		k.person(p, index(path+"."+personsName, i), originator)
	}
	for i, a := range k.list(v.Get("accountNumber"), path+".accountNumber") {
		if a.Kind() != input.String {
			k.add(index(path+".accountNumber", i), "must be a string")
		} else if n := len([]rune(a.Str())); n > 100 {
			k.add(index(path+".accountNumber", i), "longer than 100 characters ("+strconv.Itoa(n)+")")
		}
	}
}

// person checks a Person: exactly one of naturalPerson and legalPerson.
func (k *ivmsChecker) person(v input.Value, path string, originator bool) {
	if !k.object(v, path) {
		return
	}
	natural, legal := v.Get("naturalPerson"), v.Get("legalPerson")
	switch {
	case natural.Present() && legal.Present():
		k.add(path, "a person is either naturalPerson or legalPerson, not both")
	case natural.Present():
		k.naturalPerson(natural, path+".naturalPerson", originator)
	case legal.Present():
		k.legalPerson(legal, path+".legalPerson", originator)
	default:
		k.add(path, "needs naturalPerson or legalPerson")
	}
}

func (k *ivmsChecker) naturalPerson(v input.Value, path string, originator bool) {
	if !k.object(v, path) {
		return
	}
	legalName := false
	name := v.Get("name")
	names := []input.Value{name}
	if name.Kind() == input.Array {
		names = name.Elems()
	}
	for i, n := range names {
		p := path + ".name"
		if name.Kind() == input.Array {
			p = index(p, i)
		}
		if !k.object(n, p) {
			continue
		}
		if k.nameIdentifiers(n, p, "nameIdentifier", "primaryIdentifier", "nameIdentifierType", naturalNameTypes) {
			legalName = true
		}
	}
	if !legalName {
		k.add(path+".name", "LegalNamePresent: a natural person needs a name identifier of type LEGL")
	}
	hasAddress := k.addresses(v.Get("geographicAddress"), path+".geographicAddress")
	_, hasCustomer := k.text(v, "customerIdentification", path, 50)
	hasNational := k.nationalID(v.Get("nationalIdentification"), path+".nationalIdentification", false)
	hasBirth := false
	if b := v.Get("dateAndPlaceOfBirth"); b.Present() && k.object(b, path+".dateAndPlaceOfBirth") {
		bp := path + ".dateAndPlaceOfBirth"
		date, okDate := k.required(b, "dateOfBirth", bp, 10)
		if okDate && !isISODate(date) {
			k.add(bp+".dateOfBirth", "must be a date YYYY-MM-DD")
		}
		k.required(b, "placeOfBirth", bp, 70)
		hasBirth = okDate
	}
	k.country(v, "countryOfResidence", path)
	if originator && !hasAddress && !hasCustomer && !hasNational && !hasBirth {
		k.add(path, "OriginatorInformationNaturalPerson: an originator needs geographicAddress, customerIdentification, nationalIdentification or dateAndPlaceOfBirth")
	}
}

// nameIdentifiers checks a name's list of identifiers (each a name of at most 100 characters, a
// natural person's with an optional secondaryIdentifier, and a type from types) and reports
// whether one of them is the legal name (LEGL).
func (k *ivmsChecker) nameIdentifiers(name input.Value, path, listName, nameField, typeField string, types []string) bool {
	legal := false
	for j, id := range k.list(name.Get(listName), path+"."+listName) {
		ip := index(path+"."+listName, j)
		if !k.object(id, ip) {
			continue
		}
		k.required(id, nameField, ip, 100)
		k.text(id, "secondaryIdentifier", ip, 100)
		if t, ok := k.code(id, typeField, ip, types); !ok {
			k.add(ip+"."+typeField, "is required")
		} else if t == "LEGL" {
			legal = true
		}
	}
	return legal
}

func (k *ivmsChecker) legalPerson(v input.Value, path string, originator bool) {
	if !k.object(v, path) {
		return
	}
	legalName := false
	if name := v.Get("name"); k.object(name, path+".name") {
		legalName = k.nameIdentifiers(name, path+".name", "legalPersonNameIdentifier", "legalPersonName", "legalPersonNameIdentifierType", legalNameTypes)
	}
	if !legalName {
		k.add(path+".name", "LegalNamePresentLegalPerson: a legal person needs a name identifier of type LEGL")
	}
	hasAddress := k.addresses(v.Get("geographicAddress"), path+".geographicAddress")
	_, hasCustomer := k.text(v, "customerNumber", path, 50)
	if _, ok := k.text(v, "customerIdentification", path, 50); ok {
		hasCustomer = true
	}
	hasNational := k.nationalID(v.Get("nationalIdentification"), path+".nationalIdentification", true)
	k.country(v, "countryOfRegistration", path)
	if originator && !hasAddress && !hasCustomer && !hasNational {
		k.add(path, "OriginatorInformationLegalPerson: an originator needs geographicAddress, customerNumber or nationalIdentification")
	}
}

// addresses checks a list of GeographicAddress and reports whether one was given.
func (k *ivmsChecker) addresses(v input.Value, path string) bool {
	list := k.list(v, path)
	for i, a := range list {
		p := index(path, i)
		if !k.object(a, p) {
			continue
		}
		if _, ok := k.code(a, "addressType", p, addressTypes); !ok {
			k.add(p+".addressType", "is required")
		}
		for _, f := range []struct {
			name string
			max  int
		}{{"department", 50}, {"subDepartment", 70}, {"floor", 70}, {"postBox", 16}, {"room", 70}, {"postCode", 16}, {"townLocationName", 35}, {"districtName", 35}, {"countrySubDivision", 35}} {
			k.text(a, f.name, p, f.max)
		}
		_, street := k.text(a, "streetName", p, 70)
		_, number := k.text(a, "buildingNumber", p, 16)
		_, building := k.text(a, "buildingName", p, 35)
		lines := k.list(a.Get("addressLine"), p+".addressLine")
		if len(lines) > 7 {
			k.add(p+".addressLine", "at most 7 lines ("+strconv.Itoa(len(lines))+")")
		}
		for j, l := range lines {
			if l.Kind() != input.String {
				k.add(index(p+".addressLine", j), "must be a string")
			} else if n := len([]rune(l.Str())); n > 70 {
				k.add(index(p+".addressLine", j), "longer than 70 characters ("+strconv.Itoa(n)+")")
			}
		}
		if len(lines) == 0 && !(street && (number || building)) {
			k.add(p, "ValidAddress: an address needs addressLine, or streetName with buildingNumber or buildingName")
		}
		k.required(a, "townName", p, 35)
		if !a.Get("country").Present() {
			k.add(p+".country", "is required")
		}
		k.country(a, "country", p)
	}
	return len(list) > 0
}

// nationalID checks a NationalIdentification and reports whether one was given.
func (k *ivmsChecker) nationalID(v input.Value, path string, legalPerson bool) bool {
	if v.Missing() || !k.object(v, path) {
		return false
	}
	id, hasID := k.required(v, "nationalIdentifier", path, 35)
	t, hasType := k.code(v, "nationalIdentifierType", path, nationalIDTypes)
	if !hasType {
		k.add(path+".nationalIdentifierType", "is required")
	}
	k.country(v, "countryOfIssue", path)
	ra, hasRA := k.text(v, "registrationAuthority", path, 8)
	if hasRA && !isRegistrationAuthority(ra) {
		k.add(path+".registrationAuthority", "RegistrationAuthority: "+reason.QuoteWith(ra, strconv.Quote)+" is not a GLEIF registration authority code (RA followed by six digits)")
	}
	if legalPerson && hasType {
		if !oneOf(t, legalPersonIDTypes...) {
			k.add(path+".nationalIdentifierType", "ValidNationalIdentifierLegalPerson: a legal person's identifier type must be RAID, MISC, LEIX or TXID")
		}
		if v.Get("countryOfIssue").Present() {
			k.add(path+".countryOfIssue", "CompleteNationalIdentifierLegalPerson: a legal person's identifier carries no countryOfIssue")
		}
		if t != "LEIX" && !hasRA {
			k.add(path+".registrationAuthority", "CompleteNationalIdentifierLegalPerson: needed unless the identifier type is LEIX")
		}
		if t == "LEIX" && hasRA {
			k.add(path+".registrationAuthority", "CompleteNationalIdentifierLegalPerson: not given with an LEI (LEIX)")
		}
	}
	if t == "LEIX" && hasID && !ValidLEI(id) {
		k.add(path+".nationalIdentifier", "ValidLEI: "+reason.QuoteWith(id, strconv.Quote)+" is not an ISO 17442 LEI (20 characters, check digits mod 97)")
	}
	return hasID
}

func isRegistrationAuthority(s string) bool {
	if len(s) != 8 || s[:2] != "RA" {
		return false
	}
	for i := 2; i < 8; i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// ValidLEI checks an ISO 17442 Legal Entity Identifier: 18 upper-case letters or digits followed
// by two check digits, the whole read as ISO 7064 MOD 97-10 (letters as 10 to 35) leaving 1.
func ValidLEI(lei string) bool {
	if len(lei) != 20 {
		return false
	}
	rem := 0
	for i := 0; i < 20; i++ {
		c := lei[i]
		switch {
		case '0' <= c && c <= '9':
			rem = (rem*10 + int(c-'0')) % 97
		case 'A' <= c && c <= 'Z' && i < 18:
			rem = (rem*100 + int(c-'A') + 10) % 97
		default:
			return false
		}
	}
	return rem == 1
}

// isISODate checks YYYY-MM-DD with a real month and day.
func isISODate(s string) bool {
	_, _, _, ok := rule.CalendarDate(s)
	return ok
}
