package main

import (
	"fmt"
	"slices"
	"strings"

	"github.com/preflightpay/preflight"
	"github.com/preflightpay/preflight/bankid"
	"github.com/preflightpay/preflight/currency"
	"github.com/preflightpay/preflight/internal/corridor"
)

// runRequirements prints what the selected corridors require of a beneficiary and a payout, as
// JSON a form can be built from. Every flag narrows the selection; with none, every corridor of
// the table is listed. A value no corridor knows (a currency, a clearing system) is a usage error
// with the known values; known values that no corridor has together print [] and exit 1.
func runRequirements(e env, args []string) int {
	fs := newFlagSet(e, "requirements", "[--country CC] [--currency CUR] [--method LOCAL|SWIFT] [--clearing-system CS] [--entity-type individual|company] [--format text|json]")
	var q preflight.RequirementsQuery
	fs.StringVar(&q.Country, "country", "", "beneficiary's country, ISO 3166-1 alpha-2 (for SWIFT it selects IBAN and address rules)")
	fs.StringVar(&q.Currency, "currency", "", "receiving currency, e.g. USD")
	fs.StringVar(&q.Method, "method", "", "payment method: LOCAL or SWIFT")
	fs.StringVar(&q.ClearingSystem, "clearing-system", "", "clearing system, e.g. ACH, \"FASTER PAYMENTS\" (case, _ and - do not matter)")
	fs.StringVar(&q.EntityType, "entity-type", "", "individual or company: only that entity's fields")
	format := formatFlag(fs)
	if _, exit, done := parseArgs(e, fs, args, 0); done {
		return exit
	}
	if msg := unknownRequirement(q); msg != "" {
		return fail(e, fs, "%s", msg)
	}
	out, exit, ok := pickOutput(e, fs, *format)
	if !ok {
		return exit
	}
	reqs := preflight.Requirements(q)
	if out.text {
		writeRequirementsText(e, reqs, out.width)
	} else {
		e.stdout.Write(append(corridor.AppendJSON(nil, reqs, true), '\n'))
	}
	if len(reqs) == 0 {
		fmt.Fprintln(e.stderr, "preflight requirements: no corridor has all of these; drop a flag to see the corridors of each (every corridor: preflight requirements --format text)")
		return exitFindings
	}
	return exitOK
}

// unknownRequirement says which value of q no corridor knows, with the known ones, or "".
func unknownRequirement(q preflight.RequirementsQuery) string {
	all := corridor.All()
	var currencies []string
	for _, c := range all {
		if !slices.Contains(currencies, c.Currency) {
			currencies = append(currencies, c.Currency)
		}
	}
	systems := corridor.ClearingSystems()
	switch country := strings.ToUpper(strings.TrimSpace(q.Country)); {
	case q.Country != "" && !bankid.CountryCode(country):
		return fmt.Sprintf("--country %q is not an ISO 3166-1 alpha-2 code such as US or DE", q.Country)
	case q.Currency != "" && !slices.Contains(currencies, currency.Normalize(q.Currency)):
		return fmt.Sprintf("--currency %q: no corridor pays it%s; the corridors' currencies: %s", q.Currency, didYouMean(strings.ToUpper(q.Currency), currencies), strings.Join(currencies, " "))
	case q.Method != "" && !strings.EqualFold(strings.TrimSpace(q.Method), corridor.Local) && !strings.EqualFold(strings.TrimSpace(q.Method), corridor.SWIFT):
		return fmt.Sprintf("--method must be LOCAL or SWIFT, not %q", q.Method)
	case q.ClearingSystem != "" && corridor.Canonical(strings.TrimSpace(q.ClearingSystem)) == "":
		return fmt.Sprintf("--clearing-system %q: no corridor uses it%s; the clearing systems: %s", q.ClearingSystem, didYouMean(corridor.NormalizeClearing(q.ClearingSystem), systems), strings.Join(systems, ", "))
	}
	switch q.EntityType {
	case "", "individual", "company":
		return ""
	}
	return fmt.Sprintf("--entity-type must be individual or company, not %q", q.EntityType)
}

// writeRequirementsText writes each corridor as a heading and a table of its fields, within width.
func writeRequirementsText(e env, reqs []preflight.Requirement, width int) {
	for i, r := range reqs {
		if i > 0 {
			fmt.Fprintln(e.stdout)
		}
		fmt.Fprintf(e.stdout, "%s: %s via %s, countries %s\n", oneLine(r.Corridor), oneLine(r.Currency), oneLine(r.PaymentMethod), oneLine(strings.Join(r.Countries, " ")))
		t := table{indent: "  ", head: []string{"FIELD", "REQUIRED", "FORMAT", "EXAMPLE"}, keys: 2}
		rows := func(prefix string, fields []corridor.Field) {
			for _, f := range fields {
				req := "optional"
				switch {
				case f.Required && f.When != "":
					req = "when " + f.When
				case f.Required:
					req = "required"
				}
				var format []string
				switch n := len(f.Allowed); {
				case n > 6:
					format = append(format, fmt.Sprintf("one of %d codes (--format json lists them)", n))
				case n > 0:
					format = append(format, "one of "+strings.Join(f.Allowed, ", "))
				}
				if f.Pattern != "" {
					format = append(format, f.Pattern)
				}
				if f.Maximum != "" {
					format = append(format, "at most "+f.Maximum)
				}
				if f.Check != "" {
					format = append(format, f.Check)
				}
				t.add(prefix+oneLine(f.Field), oneLine(req), oneLine(strings.Join(format, "; ")), oneLine(f.Example))
			}
		}
		rows("beneficiary.", r.Beneficiary)
		rows("", r.Payout)
		t.write(e.stdout, width)
	}
}
