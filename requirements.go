package preflight

import "github.com/preflightpay/preflight/corridor"

// RequirementsQuery selects corridors by country, currency, payment method, clearing system and
// entity type; every member is optional.
type RequirementsQuery = corridor.Query

// Requirement is what one corridor asks of a payout and its beneficiary.
type Requirement = corridor.Requirement

// Requirements returns what each corridor selected by q requires of a beneficiary and a payout:
// the fields a form must ask for, required or optional, with their format. It is derived from
// the same table as the payout rules, so a form built from it asks for what the rules check.
func Requirements(q RequirementsQuery) []Requirement { return corridor.Requirements(q) }

// RequirementsJSON returns Requirements(q) as the JSON array that "preflight requirements"
// prints (indented) and the WASM build returns, on one line.
func RequirementsJSON(q RequirementsQuery) []byte {
	return corridor.AppendJSON(nil, corridor.Requirements(q), false)
}
