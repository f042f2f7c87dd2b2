package errcatalog

// WarningID names one of preflight's own warnings: advice about a request that the platform does
// not enforce, reported with the action WARN and never mixed into a report's errors. Unlike the
// entries, these messages are preflight's words, not the platform's.
type WarningID uint16

// Warning is one kind of advice.
type Warning struct {
	Key     string // stable identifier, e.g. "bic.country-mismatch-iban"
	Message string // template; each "%s" is filled from the warning's params
}

// The warnings. Reports and callers know a warning by its key, never by its number.
const (
	WarnIBANNormalized WarningID = iota
	WarnBICCountryMismatchIBAN
	WarnBICCountryMismatchAddress
	WarnABAUnknownPrefix
	WarnEndBeforeStart
	WarnLimitHeadroom
	WarnIVMS101
	WarnBidiControl

	numWarnings
)

var warnings = [numWarnings]Warning{
	WarnIBANNormalized:            {Key: "iban.normalized", Message: "IBAN given in printed form; checked as %s"},
	WarnBICCountryMismatchIBAN:    {Key: "bic.country-mismatch-iban", Message: "BIC country %s differs from the IBAN country %s"},
	WarnBICCountryMismatchAddress: {Key: "bic.country-mismatch-address", Message: "BIC country %s differs from the beneficiary's address country %s"},
	WarnABAUnknownPrefix:          {Key: "aba.unknown-prefix", Message: "routing number %s is well formed but its first two digits %s are not an assigned Federal Reserve routing symbol"},
	WarnEndBeforeStart:            {Key: "time.end-before-start", Message: "end_time %s is before start_time %s: the list will be empty"},
	WarnLimitHeadroom:             {Key: "limits.headroom", Message: "%s limit for %s: %s remains after this amount"},
	WarnIVMS101:                   {Key: "travelrule.ivms101", Message: "IVMS101: %s"},
	WarnBidiControl:               {Key: "input.bidi-control", Message: "the text holds the invisible bidirectional control %s, so it displays in another order than the platform receives it"},
}

// GetWarning returns the warning for id.
func GetWarning(id WarningID) *Warning { return &warnings[id] }

// Warnings returns every warning in order. The slice is shared: callers must not modify it.
func Warnings() []Warning { return warnings[:] }

// Key returns the warning's stable key.
func (id WarningID) Key() string { return warnings[id].Key }
