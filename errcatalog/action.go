package errcatalog

import "errors"

// Action is the platform's guidance attached to each error: what the caller should do next.
type Action uint8

const (
	Auth      Action = iota + 1 // AUTH: refresh authentication
	Fix                         // FIX: correct the request and retry
	Resource                    // RES: verify the resource exists and belongs to the account
	Check                       // CHK: a parameter, resource state or account setting does not allow the operation
	Balance                     // BAL: check balance or currency
	Later                       // LATER: retry later; if it persists, report to the operator
	Duplicate                   // DUP: avoid duplicate submission; retry only once the condition is resolved
	// Warn is preflight's own action for advice the platform does not enforce. It never appears
	// on a platform entry.
	Warn
)

var actionInfo = [...]struct {
	code      string
	guidance  string
	retrySame bool
	sentinel  error
}{
	Auth:      {"AUTH", "Refresh authentication, then send the request again.", true, ErrAuth},
	Fix:       {"FIX", "Correct the request and retry.", false, ErrFix},
	Resource:  {"RES", "Verify that the resource exists and belongs to the account.", false, ErrResource},
	Check:     {"CHK", "A parameter, resource state or account setting does not allow the operation: fix it and retry.", false, ErrCheck},
	Balance:   {"BAL", "Check the balance or the currency.", false, ErrBalance},
	Later:     {"LATER", "Retry later. If it persists, give the operator the method and path, x-response-id, request time and full response (never API keys, tokens or card numbers).", true, ErrLater},
	Duplicate: {"DUP", "Avoid duplicate submission: retry only once the condition is resolved.", false, ErrDuplicate},
	Warn:      {"WARN", "Advice that the platform does not enforce: review it; the request may still be accepted.", true, ErrWarn},
}

// The action categories. Every *Error unwraps to exactly one of them, so callers branch with
// errors.Is(err, errcatalog.ErrLater) instead of comparing text.
var (
	ErrAuth      = errors.New("AUTH")
	ErrFix       = errors.New("FIX")
	ErrResource  = errors.New("RES")
	ErrCheck     = errors.New("CHK")
	ErrBalance   = errors.New("BAL")
	ErrLater     = errors.New("LATER")
	ErrDuplicate = errors.New("DUP")
	ErrWarn      = errors.New("WARN")
)

func (a Action) valid() bool { return a >= Auth && a <= Warn }

// String returns the legend's code: "AUTH", "FIX", "RES", "CHK", "BAL", "LATER", "DUP" or "WARN".
func (a Action) String() string {
	if !a.valid() {
		return ""
	}
	return actionInfo[a].code
}

// Guidance is the legend's advice for the action, in a sentence.
func (a Action) Guidance() string {
	if !a.valid() {
		return ""
	}
	return actionInfo[a].guidance
}

// RetrySame reports whether sending the very same request again can succeed: after refreshing
// authentication (AUTH) or after waiting (LATER). For every other action the request, the
// resource or the account must change first.
func (a Action) RetrySame() bool { return a.valid() && actionInfo[a].retrySame }

// Err returns the action's sentinel error.
func (a Action) Err() error {
	if !a.valid() {
		return nil
	}
	return actionInfo[a].sentinel
}

// Actions lists the legend in the specification's order, then Warn.
func Actions() []Action { return []Action{Auth, Fix, Resource, Check, Balance, Later, Duplicate, Warn} }

// ParseAction reads a legend code such as "CHK".
func ParseAction(code string) (Action, bool) {
	for _, a := range Actions() {
		if actionInfo[a].code == code {
			return a, true
		}
	}
	return 0, false
}
