package corridor

import (
	"strconv"
	"strings"

	"github.com/preflightpay/preflight/errcatalog"
)

// Matrix returns the corridor table as Markdown: one row per corridor, then the checks of
// identifier values with the catalog entry each gives, then the address rules.
// docs/corridors.md holds it between the markers <!-- corridor-matrix:start --> and
// <!-- corridor-matrix:end -->, and a test fails when the page is stale. Regenerate with
// "go test . -run TestDocsGenerated -update".
func Matrix() string {
	var b strings.Builder
	b.WriteString("| Corridor | Method | Clearing system | Countries | Routing codes | Account number | IBAN | swift_code | Also required | Payout rules | Source |\n")
	b.WriteString("|---|---|---|---|---|---|---|---|---|---|---|\n")
	for i := range table {
		c := &table[i]
		cells := []string{
			"`" + c.Key + "`", c.Method, "`" + c.Clearing + "`", countriesCell(c), routingCell(c), accountCell(c),
			ibanCell(c.IBAN), needCell(c.SwiftCode, "`payout.swift-code-required`"), alsoCell(c), payoutCell(c), c.Source,
		}
		b.WriteString("| " + strings.Join(cells, " | ") + " |\n")
	}
	b.WriteString("\nValues of the wrong shape, and the entry each gives (the platform has no specific message for them, so each takes the nearest entry):\n\n")
	b.WriteString("| Value | Check | Entry |\n|---|---|---|\n")
	seen := map[Identifier]bool{}
	row := func(where string, id Identifier, entry string) {
		if id == NoCheck || seen[id] {
			return
		}
		seen[id] = true
		in := identifiers[id]
		check := "`" + strings.ReplaceAll(in.pattern, "|", "\\|") + "`"
		if in.check != "" {
			check += ", " + in.check
		}
		b.WriteString("| " + where + " (" + in.name + ") | " + check + " | " + entry + " |\n")
	}
	for i := range table {
		for j, r := range table[i].Routing {
			row("`routing_code_value"+strconv.Itoa(j+1)+"`", r.Check, "`"+errcatalog.PayoutBeneficiaryInvalid.Key()+"`")
		}
		for _, in := range table[i].AdditionalInfo {
			row("`additional_info."+in.Field+"`"+anyCorridor(in.Check), in.Check, "`"+errcatalog.PayoutBeneficiaryInvalid.Key()+"`")
		}
		if a := table[i].Account; a.Check != Digits && a.Check != Alnum {
			row("`account_number`", a.Check, "`"+a.FormatEntry.Key()+"`")
		}
	}
	row("`additional_info.msisdn`, in any corridor", E164, "`"+errcatalog.PayoutBeneficiaryInvalid.Key()+"`")
	b.WriteString("| `iban`, or an IBAN in `account_number` | SWIFT IBAN registry: country, length, BBAN structure, check digits 02-98, mod-97 | `" + errcatalog.PayoutIBANFormat.Key() + "` |\n")
	b.WriteString("| `swift_code` | ISO 9362, country in ISO 3166-1 | `" + errcatalog.PayoutBICFormat.Key() + "` |\n")
	b.WriteString("| `account_number` | English letters and digits | `" + errcatalog.PayoutAccountNumberCharset.Key() + "` |\n")
	b.WriteString("| `address.country` not in ISO 3166-1, or not served | no corridor | `" + errcatalog.FiatClearingSystemNotSupported.Key() + "` |\n")
	b.WriteString("\nAddress rules of every corridor: `address.country`, `address.city` and `address.street_address` are required; ")
	b.WriteString("`address.state` where the country is one of " + spaced(stateCountries) + "; ")
	b.WriteString("`address.postal_code` except in " + spaced(noPostalCode) + ".\n")
	return b.String()
}

func countriesCell(c *Corridor) string {
	if c.Countries == AnyCountry {
		return "any ISO 3166-1"
	}
	return spaced(c.Countries)
}

func routingCell(c *Corridor) string {
	var parts []string
	for i, r := range c.Routing {
		if r.Type == "" {
			continue
		}
		n := strconv.Itoa(i + 1)
		parts = append(parts, "type"+n+" `"+r.Type+"`, value"+n+": "+identifiers[r.Check].name)
	}
	if len(parts) == 0 {
		return "—"
	}
	s := strings.Join(parts, "; ")
	if c.RoutingTypeEntry == c.RoutingValueEntry {
		return s + " (`" + c.RoutingTypeEntry.Key() + "`)"
	}
	return s + " (type: `" + c.RoutingTypeEntry.Key() + "`, missing: `" + c.RoutingValueEntry.Key() + "`)"
}

func accountCell(c *Corridor) string {
	a := c.Account
	var s string
	switch a.Check {
	case Digits:
		s = strconv.Itoa(a.Min) + "-" + strconv.Itoa(a.Max) + " digits"
		if a.Min == a.Max {
			s = strconv.Itoa(a.Min) + " digits"
		}
	case Alnum:
		s = "letters and digits, " + strconv.Itoa(a.Min) + "-" + strconv.Itoa(a.Max)
	default:
		s = identifiers[a.Check].name
		if identifiers[a.Check].check != "" {
			s += " with its " + identifiers[a.Check].check
		}
	}
	if a.Need == No {
		return "not asked"
	}
	if a.Check == Digits || a.Check == Alnum {
		s += " (`" + a.LengthEntry.Key() + "`)"
	}
	return s
}

func ibanCell(r IBANRule) string {
	switch r {
	case IBANAlways:
		return "required (in `iban` or `account_number`)"
	case IBANWhereUsed:
		return "where the country uses IBAN"
	}
	return "—"
}

func needCell(n Need, entry string) string {
	switch n {
	case Required:
		return "required (" + entry + ")"
	case Optional:
		return "checked when given"
	}
	return "—"
}

func alsoCell(c *Corridor) string {
	var parts []string
	if c.ProxyID == Required {
		parts = append(parts, "`proxy_id` (`"+errcatalog.PayoutPaynowProxyIDRequired.Key()+"`)")
	}
	for _, in := range c.AdditionalInfo {
		p := "`additional_info." + in.Field + "`"
		if in.EntityType != "" {
			p += " for " + in.EntityType
		}
		parts = append(parts, p)
	}
	if c.BankName == Required {
		parts = append(parts, "`bank_name`")
	}
	if c.BankAddress == Required {
		parts = append(parts, "`bank_address`")
	}
	if len(parts) == 0 {
		return "—"
	}
	return strings.Join(parts, ", ")
}

func payoutCell(c *Corridor) string {
	var parts []string
	if !c.Cap.IsZero() {
		parts = append(parts, "at most "+c.Cap.StringFixed(2)+" "+c.Currency+" (`"+c.CapEntry.Key()+"`)")
	}
	if c.Invoice {
		parts = append(parts, "`invoice_document` (`"+c.InvoiceEntry.Key()+"`)")
	}
	if c.Method == SWIFT { // package payout applies these to every SWIFT payout
		parts = append(parts, "`fee_paid_by` OURS or SHARED, `reference` in the SWIFT set")
	}
	if len(parts) == 0 {
		return "—"
	}
	return strings.Join(parts, "; ")
}

// anyCorridor notes that an msisdn is checked wherever it is given, not only where required.
func anyCorridor(id Identifier) string {
	if id == E164 {
		return ", in any corridor"
	}
	return ""
}
