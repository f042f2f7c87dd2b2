// Package report holds what a check finds: the findings that rules record while they run, and
// the report of the contract that the command line, the WASM build and Go callers receive.
//
// Rules record findings by catalog ID, field path and the values for the message's "%s" places;
// the message text always comes from the catalog, never from the rule. A Builder collects them
// in the order the rules run, which is the documented order of a report's errors.
package report

import (
	"errors"

	"github.com/preflightpay/preflight/errcatalog"
	"github.com/preflightpay/preflight/internal/redact"
	"github.com/preflightpay/preflight/reason"
)

// Finding is one catalog entry raised at one field.
type Finding struct {
	ID     errcatalog.ID
	Field  string
	Params []string
	Reason reason.Reason
}

// Advice is one warning: preflight's own advice, which the platform does not enforce, or a
// prediction: a catalog entry that a check standing on preflight's reading expects the platform
// to answer with.
type Advice struct {
	ID     errcatalog.WarningID // when Predicts is false
	Field  string
	Params []string
	Reason reason.Reason
	// Predicts is set for a prediction; Entry is then the catalog entry predicted.
	Predicts bool
	Entry    errcatalog.ID
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
	// Strict turns predictions into errors, for callers who accept preflight's readings.
	Strict bool
}

// Fail records that the platform refuses the request with entry id at field, for the reason
// why. When why's code stands on preflight's reading (reason.Reading), the finding is a
// prediction: a warning naming id, or an error in strict mode. It reports whether the finding is
// an error, so that a rule whose later checks depend on it asks here rather than deciding strict
// mode again.
// Not inlined: rules call it at over a hundred places, and the inlined copies cost the WASM
// build about 55 KB after gzip (docs/wasm.md); a finding is not the hot path. The directive is
// not behind a build tag as Advise's and Skip's are: natively the body is over the inliner's
// budget (cost 108 against 80, go build -gcflags=-m=2), so it changes nothing there, and a
// wrapper in report_js.go would add a function and a call to the WASM build.
//
//go:noinline
func (b *Builder) Fail(id errcatalog.ID, field string, why reason.Reason, params ...string) (refused bool) {
	if reason.BasisOf(why.Code) == reason.Reading && !b.Strict {
		b.Warnings = append(b.Warnings, Advice{Field: field, Params: params, Reason: why, Predicts: true, Entry: id})
		return false
	}
	b.Errors = append(b.Errors, Finding{ID: id, Field: field, Params: params, Reason: why})
	return true
}

// advise and skip are the bodies of Advise and Skip, which report_js.go declares not inlined (for
// the WASM build's size) and report_other.go as any other function.
func (b *Builder) advise(id errcatalog.WarningID, field string, why reason.Reason, params []string) {
	b.Warnings = append(b.Warnings, Advice{ID: id, Field: field, Params: params, Reason: why})
}

func (b *Builder) skip(rule, needs string) {
	b.Skipped = append(b.Skipped, Skip{Rule: rule, Needs: needs})
}

// SkipOnce records a skip unless the same one is already recorded: rules of several packages
// that need one facts section name it once.
func (b *Builder) SkipOnce(rule, needs string) {
	for _, s := range b.Skipped {
		if s.Rule == rule && s.Needs == needs {
			return
		}
	}
	b.Skip(rule, needs)
}

// Has reports whether an error with id has been recorded, for callers of Checker.CheckValue that
// branch on an entry. Rules do not ask it what an earlier rule found: a prediction is a warning,
// not an error, so they keep their own record instead.
func (b *Builder) Has(id errcatalog.ID) bool {
	for i := range b.Errors {
		if b.Errors[i].ID == id {
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
	// Reason says why: a stable code and a sentence with what was expected and what was found.
	Reason Reason `json:"reason"`
	// Predicts names the catalog entry a warning predicts; "" for advice and for errors.
	Predicts string `json:"predicts,omitempty"`
	// Entry is the catalog entry of an error, or the one a prediction predicts: ID (or Predicts)
	// as the catalog's typed ID, so that code answering for the entry (the platform's body, its
	// status) does not look the key up again. It means nothing on advice, whose ID names a
	// warning, and is not part of the JSON: a report decoded from JSON does not have it.
	Entry errcatalog.ID `json:"-"`
}

// Reason is a finding's reason as the contract writes it.
type Reason struct {
	Code string `json:"code"`
	Text string `json:"text"`
}

func reasonOf(r reason.Reason) Reason {
	return Reason{Code: string(r.Code), Text: redact.Text(r.Text)}
}

// Report is the result of checking one request, in the contract's shape.
type Report struct {
	Operation string  `json:"operation"`
	Valid     bool    `json:"valid"`
	Errors    []Issue `json:"errors"`
	Skipped   []Skip  `json:"skipped"`
	Warnings  []Issue `json:"warnings"`
	// Unreadable is why the request could not be read, when it could not: the report then
	// holds only the operation's "invalid request" entry, and this gives the detail for logs
	// and standard error (card numbers and tokens masked). It is not part of the JSON.
	Unreadable error `json:"-"`
}

// Report renders the builder's findings for operation, filling each message from the catalog.
func (b *Builder) Report(operation string) Report {
	r := Report{
		Errors:   make([]Issue, 0, len(b.Errors)),
		Skipped:  make([]Skip, 0, len(b.Skipped)),
		Warnings: make([]Issue, 0, len(b.Warnings)),
	}
	b.ReportInto(&r, operation)
	return r
}

// ReportInto is Report written over r, reusing the storage of r's lists: a loop that writes each
// report out before it checks the next request (preflight batch) allocates none. The reports
// it gave before share that storage, so they must be done with.
func (b *Builder) ReportInto(r *Report, operation string) {
	*r = Report{
		Operation: operation,
		Valid:     len(b.Errors) == 0,
		Errors:    r.Errors[:0],
		Skipped:   r.Skipped[:0],
		Warnings:  r.Warnings[:0],
	}
	if r.Errors == nil {
		r.Errors = []Issue{}
	}
	if r.Skipped == nil {
		r.Skipped = []Skip{}
	}
	if r.Warnings == nil {
		r.Warnings = []Issue{}
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
		Reason:     reasonOf(f.Reason),
		Entry:      f.ID,
	}
}

// IssueOfAdvice renders one warning: no HTTP status, format, type or code, since the platform
// never sends it, and the action WARN.
func IssueOfAdvice(a Advice) Issue {
	if a.Predicts {
		is := IssueOf(Finding{ID: a.Entry, Field: a.Field, Params: a.Params, Reason: a.Reason})
		is.Action = errcatalog.Warn.String()
		is.Predicts = is.ID
		return is
	}
	w := errcatalog.GetWarning(a.ID)
	params := redactAll(a.Params)
	return Issue{
		ID:      w.Key,
		Field:   redact.Text(a.Field),
		Message: errcatalog.Fill(w.Message, params),
		Params:  nonNil(params),
		Action:  errcatalog.Warn.String(),
		Reason:  reasonOf(a.Reason),
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

// Err returns every error of the report as an *errcatalog.Error, joined with errors.Join in the
// report's order, or nil when the report is valid. errors.Is(err, errcatalog.ErrLater) asks
// whether any finding says to retry later; errors.As finds the first *errcatalog.Error.
func (r *Report) Err() error {
	if len(r.Errors) == 0 {
		return nil
	}
	errs := make([]error, 0, len(r.Errors))
	for _, is := range r.Errors {
		id, ok := errcatalog.ByKey(is.ID)
		if !ok {
			continue
		}
		errs = append(errs, &errcatalog.Error{ID: id, Field: is.Field, Params: is.Params})
	}
	return errors.Join(errs...)
}
