package beneficiary

import (
	"strconv"
	"strings"

	"github.com/preflightpay/preflight/bankid"
	"github.com/preflightpay/preflight/currency"
	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/facts"
	"github.com/preflightpay/preflight/internal/input"
	"github.com/preflightpay/preflight/internal/rule"
	"github.com/preflightpay/preflight/reason"
)

// ValidID reports whether id has the shape of a beneficiary (or payout) id: 1 to 64 characters,
// English letters, digits, '-' and '_'. The specification shows no id; this shape admits UUIDs
// and prefixed ids ("ben_01H...") and refuses what no id holds (spaces, '/', '?', quotes), which
// would also break the request path.
func ValidID(id string) bool {
	if id == "" || len(id) > 64 {
		return false
	}
	for i := 0; i < len(id); i++ {
		c := id[i]
		if !isLetter(c) && (c < '0' || c > '9') && c != '-' && c != '_' {
			return false
		}
	}
	return true
}

// pathID reads the path parameter "id": "beneficiary_id invalid" when it is absent or empty (no
// id to look up: ok is false), and predicted when it is not of an id's shape (ValidID), which is
// preflight's reading: the id is still looked up in the facts.
func pathID(c *rule.Context) (id string, ok bool) {
	v := c.Input.Get("id")
	id, ok = c.Query(v, "id")
	if !ok && v.Kind() != input.Invalid && v.Kind() != input.Null {
		return "", false // a wrong JSON type, which Query has reported
	}
	if (rule.Text{S: id}).Blank() {
		c.Fail(errcatalog.BeneficiaryIDInvalid, "id", reason.New(reason.BeneficiaryIDMissing, "the request names the beneficiary by id; "+absentOrEmpty(rule.Text{S: id, Set: ok})))
		return "", false
	}
	if !ValidID(id) {
		// The id is not quoted: a token pasted into it would come back in the report.
		found := strconv.Itoa(len(id)) + " bytes"
		if i := strings.IndexFunc(id, func(r rune) bool { return !ValidID(string(r)) }); i >= 0 {
			found = charAt(id, i)
		}
		c.Fail(errcatalog.BeneficiaryIDInvalid, "id", reason.New(reason.BeneficiaryIDShape, "an id is 1 to 64 English letters, digits, '-' and '_'; found "+found))
	}
	return id, true
}

// stored returns the stored beneficiary with id from the facts: found reports whether it
// exists, known whether the facts list the account's beneficiaries at all.
func stored(c *rule.Context, id string) (b facts.Beneficiary, found, known bool) {
	if c.Facts.Fiat == nil || c.Facts.Fiat.Beneficiaries == nil {
		return facts.Beneficiary{}, false, false
	}
	b, found = c.Facts.Fiat.Beneficiaries[id]
	return b, found, true
}

// CheckCreate checks fiat/create-beneficiary: the beneficiary's own rules that the platform
// documents for this operation (entity_type, account_number), then "recipient repeat addition"
// against the stored beneficiaries.
func CheckCreate(c *rule.Context) {
	b := Decode(c, c.Input, TopLevel())
	Validate(c, &b, TopLevel(), Target{})
	RepeatAddition(c, &b, TopLevel())
}

// CheckCheck checks fiat/check-beneficiary. When the request names the payout's "currency" (and
// optionally "payment_method"), the corridor is looked up as for a payout and an unknown one
// gives "clearing system not support for ...".
func CheckCheck(c *rule.Context) {
	b := Decode(c, c.Input, TopLevel())
	cur, _ := c.StringAt(c.Input, "currency")
	method, _ := c.StringAt(c.Input, "payment_method")
	Validate(c, &b, TopLevel(), Target{Currency: currency.Normalize(cur), Method: strings.ToUpper(strings.TrimSpace(method))})
}

// CheckUpdate checks fiat/update-beneficiary: the id, the beneficiary's rules, and with the
// stored beneficiary as a fact, that it exists and that entity_type is not changed.
func CheckUpdate(c *rule.Context) {
	id, idOK := pathID(c)
	b := Decode(c, c.Input, TopLevel())
	Validate(c, &b, TopLevel(), Target{})
	if !idOK {
		return
	}
	s, found, known := stored(c, id)
	if !known {
		c.Skip("beneficiary.exists", "fiat.beneficiaries")
		c.Skip("beneficiary.entity-type-unchangeable", "fiat.beneficiaries")
		return
	}
	if !found {
		c.Fail(errcatalog.FiatBeneficiaryNotFound, "id", notFound(id))
		return
	}
	if e := strings.TrimSpace(b.Text[EntityType].S); e != "" && s.EntityType != "" && e != s.EntityType {
		c.Fail(errcatalog.BeneficiaryEntityTypeUnchangeable, TopLevel().Of(EntityType), reason.New(reason.EntityTypeUnchangeable,
			"the stored beneficiary is "+reason.Quote(s.EntityType)+"; the update gives "+reason.Shown(e)))
	}
}

// CheckRetrieve checks fiat/retrieve-beneficiary: the id, and that the beneficiary exists when
// the stored beneficiaries are given.
func CheckRetrieve(c *rule.Context) {
	id, ok := pathID(c)
	if !ok {
		return
	}
	if _, found, known := stored(c, id); !known {
		c.Skip("beneficiary.exists", "fiat.beneficiaries")
	} else if !found {
		c.Fail(errcatalog.FiatBeneficiaryNotFound, "id", notFound(id))
	}
}

func notFound(id string) reason.Reason {
	return reason.New(reason.BeneficiaryNotFound, "the stored beneficiaries hold no id "+reason.Shown(id))
}

// CheckDelete checks fiat/delete-beneficiary: the id.
func CheckDelete(c *rule.Context) { pathID(c) }

// RepeatAddition records "recipient repeat addition" when a stored beneficiary has the same
// account: the same IBAN, or the same account number with the same routing_code_value1 (or
// with none given on either side). Skipped without the stored beneficiaries.
func RepeatAddition(c *rule.Context, b *Beneficiary, p *Paths) {
	if !b.Present {
		return
	}
	if c.Facts.Fiat == nil || c.Facts.Fiat.Beneficiaries == nil {
		c.Skip("beneficiary.recipient-repeat-addition", "fiat.beneficiaries")
		return
	}
	iban := bankid.NormalizeIBAN(b.Text[IBAN].S)
	acct := strings.TrimSpace(b.Text[AccountNumber].S)
	routing := bankid.NormalizeRoutingCode(strings.TrimSpace(b.Text[RoutingValue1].S))
	for id, s := range c.Facts.Fiat.Beneficiaries {
		sameIBAN := iban != "" && s.IBAN != "" && iban == bankid.NormalizeIBAN(s.IBAN)
		sameAccount := acct != "" && acct == strings.TrimSpace(s.AccountNumber) &&
			routing == bankid.NormalizeRoutingCode(strings.TrimSpace(s.RoutingValue1))
		if sameIBAN || sameAccount {
			field, what := p.Of(AccountNumber), "account number and routing code"
			if sameIBAN {
				field, what = p.Of(IBAN), "IBAN"
			}
			c.Fail(errcatalog.FiatRecipientRepeatAddition, field,
				reason.New(reason.RecipientRepeat, "the stored beneficiary "+reason.Quote(id)+" has the same "+what))
			return
		}
	}
}
