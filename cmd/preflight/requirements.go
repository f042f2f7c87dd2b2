package main

import (
	"github.com/preflightpay/preflight"
)

// runRequirements prints what the selected corridors require of a beneficiary and a payout, as
// JSON a form can be built from. Every flag narrows the selection; with none, every corridor of
// the table is listed. A selection that matches no corridor prints [] and still exits 0: it is
// an answer, not a usage error.
func runRequirements(e env, args []string) int {
	fs := newFlagSet(e, "requirements", "[--country CC] [--currency CUR] [--method LOCAL|SWIFT] [--clearing-system CS] [--entity-type individual|company]")
	var q preflight.RequirementsQuery
	fs.StringVar(&q.Country, "country", "", "beneficiary's country, ISO 3166-1 alpha-2 (for SWIFT it selects IBAN and address rules)")
	fs.StringVar(&q.Currency, "currency", "", "receiving currency, e.g. USD")
	fs.StringVar(&q.Method, "method", "", "payment method: LOCAL or SWIFT")
	fs.StringVar(&q.ClearingSystem, "clearing-system", "", "clearing system, e.g. ACH, \"FASTER PAYMENTS\" (case, _ and - do not matter)")
	fs.StringVar(&q.EntityType, "entity-type", "", "individual or company: only that entity's fields")
	if _, exit, done := parseArgs(e, fs, args, 0); done {
		return exit
	}
	switch q.EntityType {
	case "", "individual", "company":
	default:
		return fail(e, fs, "--entity-type must be individual or company, got %q", q.EntityType)
	}
	e.stdout.Write(append(preflight.RequirementsJSON(q, true), '\n'))
	return exitOK
}
