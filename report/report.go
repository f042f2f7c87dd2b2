// Package report holds what a check finds: the findings that rules record while they run, and
// the report of the contract that the command line, the WASM build and Go callers receive.
//
// Rules record findings by catalog ID, field path and the values for the message's "%s" places;
// the message text always comes from the catalog, never from the rule. A Builder collects them
// in the order the rules run, which is the documented order of a report's errors.
package report

import (
	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/redact"
)

// Finding is one catalog entry raised at one field.
type Finding struct {
	ID     errcatalog.ID
	Field  string
	Params []string
}

// Advice is one warning: preflight's own advice, which the platform does not enforce.
type Advice struct {
	ID     errcatalog.WarningID
	Field  string
	Params []string
}

// Skip names a rule that could not run because a fact it needs was not given.
type Skip struct {
	Rule  string `json:"rule"`
	Needs string `json:"needs"`
}

// Builder collects findings, skips and warnings while rules run. The zero value is ready to use.
type Builder struct {
	Errors   []Finding
	Skipped  []Skip
	Warnings []Advice
}

// Add records a catalog entry at field, with the values for its message.
func (b *Builder) Add(id errcatalog.ID, field string, params ...string) {
	b.Errors = append(b.Errors, Finding{ID: id, Field: field, Params: params})
}

// Skip records that rule did not run because the fact named needs was absent.
func (b *Builder) Skip(rule, needs string) {
	b.Skipped = append(b.Skipped, Skip{Rule: rule, Needs: needs})
}

// Warn records advice at field.
func (b *Builder) Warn(id errcatalog.WarningID, field string, params ...string) {
	b.Warnings = append(b.Warnings, Advice{ID: id, Field: field, Params: params})
}

// Has reports whether an error with id has been recorded, so that a later rule can avoid
// restating a problem an earlier rule already named.
func (b *Builder) Has(id errcatalog.ID) bool {
	for i := range b.Errors {
		if b.Errors[i].ID == id {
			return true
		}
	}
	return false
}

// HasField reports whether any error has been recorded at field.
func (b *Builder) HasField(field string) bool {
	for i := range b.Errors {
		if b.Errors[i].Field == field {
			return true
		}
	}
	return false
}

// Reset empties the builder for reuse, keeping its storage.
func (b *Builder) Reset() {
	b.Errors = b.Errors[:0]
	b.Skipped = b.Skipped[:0]
	b.Warnings = b.Warnings[:0]
}

// Issue is one error or warning as the contract writes it.
type Issue struct {
	ID         string   `json:"id"`
	Field      string   `json:"field"`
	HTTPStatus int      `json:"http_status"`
	Format     string   `json:"format"`
	Type       string   `json:"type"`
	Code       string   `json:"code"`
	Message    string   `json:"message"`
	Params     []string `json:"params"`
	Action     string   `json:"action"`
}

// Report is the result of checking one request, in the contract's shape.
type Report struct {
	Operation string  `json:"operation"`
	Valid     bool    `json:"valid"`
	Errors    []Issue `json:"errors"`
	Skipped   []Skip  `json:"skipped"`
	Warnings  []Issue `json:"warnings"`
}

// Report renders the builder's findings for operation, filling each message from the catalog.
func (b *Builder) Report(operation string) Report {
	r := Report{
		Operation: operation,
		Valid:     len(b.Errors) == 0,
		Errors:    make([]Issue, 0, len(b.Errors)),
		Skipped:   make([]Skip, 0, len(b.Skipped)),
		Warnings:  make([]Issue, 0, len(b.Warnings)),
	}
	for _, sk := range b.Skipped {
		r.Skipped = append(r.Skipped, Skip{Rule: sk.Rule, Needs: redact.Text(sk.Needs)})
	}
	for _, f := range b.Errors {
		r.Errors = append(r.Errors, IssueOf(f))
	}
	for _, w := range b.Warnings {
		r.Warnings = append(r.Warnings, IssueOfAdvice(w))
	}
	return r
}

// IssueOf renders one finding.
func IssueOf(f Finding) Issue {
	e := errcatalog.Get(f.ID)
	params := redactAll(f.Params)
	return Issue{
		ID:         e.Key,
		Field:      redact.Text(f.Field),
		HTTPStatus: e.HTTPStatus,
		Format:     e.Format.String(),
		Type:       e.Type,
		Code:       e.Code,
		Message:    errcatalog.Fill(e.Message, params),
		Params:     nonNil(params),
		Action:     e.Action.String(),
	}
}

// IssueOfAdvice renders one warning: no HTTP status, format, type or code, since the platform
// never sends it, and the action WARN.
func IssueOfAdvice(a Advice) Issue {
	w := errcatalog.GetWarning(a.ID)
	params := redactAll(a.Params)
	return Issue{
		ID:      w.Key,
		Field:   redact.Text(a.Field),
		Message: errcatalog.Fill(w.Message, params),
		Params:  nonNil(params),
		Action:  errcatalog.Warn.String(),
	}
}

// redactAll masks card numbers and tokens in the values a rule took from the request: fields,
// message values and the needs of a skipped rule may quote it (an asset code, a member name),
// and a report must never carry a card number whatever a rule echoes. The slice is copied only
// when a value changes.
func redactAll(values []string) []string {
	for i, v := range values {
		if r := redact.Text(v); r != v {
			out := append([]string(nil), values...)
			out[i] = r
			for j := i + 1; j < len(out); j++ {
				out[j] = redact.Text(out[j])
			}
			return out
		}
	}
	return values
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

// Err returns the report's first error as an *errcatalog.Error, or nil when the report is valid;
// it suits Go callers that want errors.Is on the action.
func (b *Builder) Err() error {
	if len(b.Errors) == 0 {
		return nil
	}
	f := b.Errors[0]
	return &errcatalog.Error{ID: f.ID, Field: f.Field, Params: f.Params}
}
